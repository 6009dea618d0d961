/**
 * Material comparison (材料对比, SPEC-2.41) and the equivalents of a grade.
 *
 *   const materials = createMaterialsService({ catalog, repository });
 *   await materials.compare('12,34,56')   // up to 6 grades: designations, properties, composition
 *   await materials.equivalents(12)       // the grade under other standards + close catalogue grades
 *
 * The grades are read through the catalogue service (one source of item shapes); the composition and
 * the closeness come from @jianku/catalog by designation, so an imported grade without a composition
 * table still compares (its composition is then null with the reason said).
 */
import { compositionOf, designationsOf, type MaterialEquivalents, relatedGrades } from '@jianku/catalog';
import { ClosenessText, ErrorCode, MATERIAL_COMPARE_MAX, MaterialCompareMessage } from '@jianku/rules';
import type {
  ComparedGrade,
  ComparedProperty,
  MaterialComparison,
  MaterialEquivalentsView,
} from '@jianku/rules/material-compare-schemas';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ItemDetail, MaterialView } from '../catalog/catalog.views.ts';
import type { MaterialsRepository } from './materials.repository.ts';

/** Similar grades beyond the identical and near ones are many (a whole family): the closest few. */
export const SIMILAR_SHOWN = 8;

// SI value → the display unit of the property (the units of the materials categories).
const TO_DISPLAY: Record<string, (si: number) => number> = {
  tensile_strength: (v) => v / 1e6,
  yield_strength: (v) => v / 1e6,
  elastic_modulus: (v) => v / 1e9,
  density: (v) => v / 1000,
  elongation: (v) => v * 100,
  thermal_expansion: (v) => v * 1e6,
  melting_range: (v) => v - 273.15,
  glass_transition: (v) => v - 273.15,
};
const round = (v: number) => Number(v.toPrecision(6));

function comparedProperty(p: MaterialView['properties'][number]): ComparedProperty {
  const convert = TO_DISPLAY[p.key] ?? ((v: number) => v);
  const low = p.si === null ? null : round(convert(p.si));
  const high = p.siMax === undefined ? low : round(convert(p.siMax));
  const text = p.display.trim();
  const bound: ComparedProperty['bound'] =
    p.siMax !== undefined ? 'range' : /^≥/.test(text) ? 'min' : /^≤/.test(text) ? 'max' : 'value';
  const unit = p.key === 'hardness' ? p.siUnit : p.unit;
  return { key: p.key, name: p.name, display: p.display, condition: p.condition, low, high, bound, unit };
}

/** "12, 34,56" → [12, 34, 56]; every bad input answers a Chinese message. */
export function parseIds(text: string | undefined): number[] {
  const parts = (text ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length === 0) throw badRequest(MaterialCompareMessage.empty);
  if (parts.length > MATERIAL_COMPARE_MAX) throw badRequest(MaterialCompareMessage.tooMany);
  const ids = parts.map((s) => {
    const n = /^\d{1,15}$/.test(s) ? Number(s) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1) throw badRequest(MaterialCompareMessage.badId(s));
    return n;
  });
  if (new Set(ids).size !== ids.length) throw badRequest(MaterialCompareMessage.duplicate);
  return ids;
}

export function createMaterialsService(deps: {
  catalog: Pick<CatalogService, 'item'>;
  repository: MaterialsRepository;
}) {
  const { catalog, repository } = deps;

  /** The item, or the message that says why it cannot be compared. */
  const material = async (
    id: number,
  ): Promise<ItemDetail & { material: NonNullable<ItemDetail['material']> }> => {
    const item = await catalog.item(id).catch((e: unknown) => {
      if (e instanceof AppError && e.code === ErrorCode.notFound)
        throw new AppError(ErrorCode.notFound, MaterialCompareMessage.notFound(id), 404);
      throw e;
    });
    if (item.kind !== 4 || !item.material) throw badRequest(MaterialCompareMessage.notMaterial(id));
    return item as ItemDetail & { material: NonNullable<ItemDetail['material']> };
  };

  const equivalentsOf = (m: MaterialView): MaterialEquivalents =>
    Object.fromEntries(Object.entries(m.equivalents).filter(([, v]) => v)) as MaterialEquivalents;

  return {
    async compare(idsText: string | undefined): Promise<MaterialComparison> {
      const ids = parseIds(idsText);
      const items = await Promise.all(ids.map(material));
      const elements: string[] = [];
      const grades = items.map((item): ComparedGrade => {
        const m = item.material;
        const found = compositionOf(m.designation);
        const composition = found && 'composition' in found ? found.composition : null;
        for (const l of composition?.limits ?? [])
          if (!elements.includes(l.element)) elements.push(l.element);
        const compositionNote = composition
          ? null
          : found && 'reason' in found
            ? found.reason
            : '本库未收录该牌号的化学成分';
        return {
          id: item.id,
          code: item.code,
          designation: m.designation,
          name: item.name,
          standard: item.standard,
          category: item.category,
          designations: designationsOf(
            { designation: m.designation, numericCode: m.numericCode, equivalents: equivalentsOf(m) },
            item.standard,
          ),
          properties: m.properties.map(comparedProperty),
          sources: m.sources,
          composition,
          compositionNote,
        };
      });
      return { grades, elements };
    },

    async equivalents(id: number): Promise<MaterialEquivalentsView> {
      const item = await catalog.item(id);
      if (item.kind !== 4 || !item.material) throw badRequest(MaterialCompareMessage.equivalentsNotMaterial);
      const m = item.material;
      const related = relatedGrades(m.designation);
      const shown = [
        ...related.filter((r) => r.closeness !== 'similar'),
        ...related.filter((r) => r.closeness === 'similar').slice(0, SIMILAR_SHOWN),
      ];
      const ids = await repository.idsByCodes(shown.map((r) => r.code));
      return {
        id: item.id,
        designation: m.designation,
        designations: designationsOf(
          { designation: m.designation, numericCode: m.numericCode, equivalents: equivalentsOf(m) },
          item.standard,
        ).map((d) => ({ ...d, closenessText: ClosenessText[d.closeness] })),
        grades: shown.map((r) => ({
          id: ids.get(r.code) ?? null,
          code: r.code,
          designation: r.designation,
          name: r.name,
          closeness: r.closeness,
          closenessText: ClosenessText[r.closeness],
          differences: r.differences,
        })),
      };
    },
  };
}
export type MaterialsService = ReturnType<typeof createMaterialsService>;
