/**
 * Parameter comparison (参数对比, issue 10): up to 10 public items of one library (parts or components)
 * side by side, and the signed-in user's compare tray.
 *
 *   const result = await services.compare.compare('12,15,19');   // { kind, items, rows }
 *   await services.compare.saveTray(userId, { kind: 2, ids: [12, 15] });
 *
 * Every bad input is an AppError with a Chinese message (rules in @jianku/rules compare.ts): ids that are
 * not positive integers, repeated, none or more than 10 (HTTP 400); unknown or deleted ids (HTTP 404);
 * a material, or items of two libraries (HTTP 400). Nothing is written on a refused tray.
 */
import {
  COMPARE_MAX_ITEMS,
  CompareMessage,
  type CompareTray,
  ErrorCode,
  parseCompareIds,
} from '@jianku/rules';
import type { CompareItem, CompareResult } from '@jianku/rules/compare-schemas';
import { PUBLIC_SCOPE, type TenantScope } from '../../db/tenant-scope.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { ItemRecord } from '../catalog/catalog.repository.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CompareRepository } from './compare.repository.ts';
import { buildCompareRows } from './compare-rows.ts';

export interface CompareServiceDeps {
  repository: CompareRepository;
  catalog: Pick<CatalogService, 'categoriesOf'>;
}

const missing = (ids: readonly number[]) =>
  new AppError(ErrorCode.notFound, CompareMessage.missing(ids), 404);

/** The one library of kinds, or the message why they cannot be compared. */
function checkKinds(kinds: readonly number[]): 1 | 2 {
  if (kinds.includes(4)) throw badRequest(CompareMessage.material);
  const distinct = new Set(kinds);
  if (distinct.size > 1) throw badRequest(CompareMessage.mixed);
  const kind = kinds[0];
  if (kind !== 1 && kind !== 2) throw badRequest(CompareMessage.material);
  return kind;
}

const toItem = (item: ItemRecord, categoryName: string): CompareItem => ({
  id: item.id,
  kind: item.kind,
  code: item.code,
  model: item.model,
  name: item.name,
  series: item.series,
  standard: item.standard,
  package: item.package,
  lifecycle: item.lifecycle,
  brand: item.brand,
  category: { id: item.categoryId, name: categoryName },
});

export function createCompareService({ repository, catalog }: CompareServiceDeps) {
  return {
    /** The comparison of the ids as written in the query (ids=1,2,3), items in that order. */
    async compare(idsText: string, scope: TenantScope = PUBLIC_SCOPE): Promise<CompareResult> {
      const parsed = parseCompareIds(idsText);
      if ('error' in parsed) throw badRequest(parsed.error);
      return compareIds(parsed.ids, scope);
    },

    /** The user's tray; empty when they never saved one. Items deleted since are dropped. */
    async tray(userId: number, scope: TenantScope = PUBLIC_SCOPE): Promise<CompareTray> {
      const saved = await repository.findTray(userId);
      if (!saved || saved.ids.length === 0) return { kind: null, ids: [] };
      const kinds = await repository.kindsOf(saved.ids, scope);
      const ids = saved.ids.filter((id) => kinds.get(id) === saved.kind);
      return { kind: ids.length > 0 ? (saved.kind as 1 | 2) : null, ids };
    },

    /** Replace the user's tray: same rules as a comparison (existing, one library, ≤ 10, no repeats). */
    async saveTray(
      userId: number,
      tray: CompareTray,
      scope: TenantScope = PUBLIC_SCOPE,
    ): Promise<CompareTray> {
      const ids = [...tray.ids];
      if (ids.length > COMPARE_MAX_ITEMS) throw badRequest(CompareMessage.tooMany(ids.length));
      const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
      if (repeated !== undefined) throw badRequest(CompareMessage.duplicate(repeated));
      if (ids.length === 0) {
        await repository.saveTray(userId, { kind: null, ids: [] });
        return { kind: null, ids: [] };
      }
      const kinds = await repository.kindsOf(ids, scope);
      const absent = ids.filter((id) => !kinds.has(id));
      if (absent.length > 0) throw missing(absent);
      const kind = checkKinds(ids.map((id) => kinds.get(id) as number));
      if (tray.kind !== null && tray.kind !== kind)
        throw badRequest(CompareMessage.otherLibrary(kind, tray.kind));
      await repository.saveTray(userId, { kind, ids });
      return { kind, ids };
    },
  };

  async function compareIds(ids: readonly number[], scope: TenantScope): Promise<CompareResult> {
    const found = new Map((await repository.findItems(ids, scope)).map((item) => [item.id, item]));
    const absent = ids.filter((id) => !found.has(id));
    if (absent.length > 0) throw missing(absent);
    const items = ids.map((id) => found.get(id) as ItemRecord);
    const kind = checkKinds(items.map((i) => i.kind));
    const categories = await catalog.categoriesOf([...new Set(items.map((i) => i.categoryId))]);
    return {
      kind,
      items: items.map((item) => toItem(item, categories.get(item.categoryId)?.name ?? '')),
      rows: buildCompareRows(items, categories),
    };
  }
}

export type CompareService = ReturnType<typeof createCompareService>;
