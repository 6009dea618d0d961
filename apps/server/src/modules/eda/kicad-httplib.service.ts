/**
 * The KiCad HTTP library (KiCad 7 and later, "REST_API" source, api v1) over the catalogue's components:
 * categories are ours; a part names the symbol of KiCad's own library with the same pinout (symbolIdStr,
 * checked against kicad-symbols by packages/eda's tests) and carries value, footprint (KiCad's footprint of
 * the same package, which packages/eda's tests compare pad by pad), datasheet, manufacturer and part number.
 * Parts whose symbol KiCad's library lacks are left out of the lists.
 */
import {
  type EdaItem,
  footprintOf,
  headlineValue,
  KICAD_CATEGORIES,
  kicadFootprintOf,
  kicadSymbolOf,
} from '@jianku/eda';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { EdaRepository, HttpLibPartRow } from './eda.repository.ts';
import { createCategoryListCache } from './kicad-httplib.cache.ts';

interface Field {
  value: string;
  visible?: 'True' | 'False';
}

export interface HttpLibPart {
  id: string;
  name: string;
  symbolIdStr: string;
  exclude_from_bom: 'False';
  exclude_from_board: 'False';
  exclude_from_sim: 'True';
  fields: Record<string, Field>;
}

/** The .kicad_httplib file a designer adds to KiCad (Preferences > Manage Symbol Libraries). */
export function httpLibFile(origin: string): object {
  return {
    meta: { version: 1.0 },
    name: 'Jianku 件库',
    description: 'Jianku 件库 components (symbols and footprints of KiCad 6+ libraries)',
    source: {
      type: 'REST_API',
      api_version: 'v1',
      root_url: `${origin}/to/api/kicad`,
      token: '',
      timeout_parts_seconds: 60,
      timeout_categories_seconds: 600,
    },
  };
}

const rowItem = (code: string, r: HttpLibPartRow): EdaItem => ({
  model: r.model,
  name: r.name,
  categoryCode: code,
  package: r.package,
  brand: null,
  datasheetUrl: null,
  params: {
    ...(r.polarity ? { polarity: r.polarity } : {}),
    ...(r.channel ? { channel: r.channel } : {}),
  },
});

/** The .kicad_httplib file's text, as served and as packed into the KiCad plugin (same bytes, same SHA-256). */
export function httpLibText(origin: string): string {
  return JSON.stringify(httpLibFile(origin), null, 2);
}

export function createKicadHttpLibService({
  repository,
  catalog,
  log,
}: {
  repository: EdaRepository;
  catalog: CatalogService;
  log?: FastifyBaseLogger;
}) {
  /** A category's parts (id, name, description), or undefined for an unknown category. */
  async function parts(
    categoryId: number,
  ): Promise<{ id: string; name: string; description: string }[] | undefined> {
    const category = (await catalog.categoriesOf([categoryId])).get(categoryId);
    if (category?.kind !== 2) return undefined;
    const rows = await repository.partsOfCategory(categoryId);
    const out: { id: string; name: string; description: string }[] = [];
    for (const r of rows) {
      if (kicadSymbolOf(rowItem(category.code, r)))
        out.push({ id: String(r.id), name: r.model, description: r.name });
    }
    return out;
  }
  const lists = createCategoryListCache({
    position: () => repository.changeLogPosition(),
    changedSince: (position) => repository.changedSince(position),
    build: async (id) => {
      const list = await parts(id);
      return list && { text: JSON.stringify(list), ids: list.map((p) => Number(p.id)) };
    },
    onWarmError: (err) => log?.warn({ err }, 'kicad httplib: warming category lists failed'),
  });

  return {
    file: httpLibFile,
    text: httpLibText,
    /** The categories whose parts (all or some) KiCad can place. */
    async categories(): Promise<{ id: string; name: string; description: string }[]> {
      const all = await repository.componentCategories();
      return all
        .filter((c) => KICAD_CATEGORIES.has(c.code))
        .map((c) => ({ id: String(c.id), name: c.name, description: `${c.nameEn} (${c.items})` }));
    },

    parts,

    /** A category's parts as the JSON text served, kept while the search change log stands still. */
    partsJson: (categoryId: number): Promise<string | undefined> => lists.get(categoryId),

    /** The category lists' cache (tests and the bench read its build count, the bench clears it). */
    lists,

    /** Stop warming the category lists (before the database closes). */
    stop: (): Promise<void> => lists.stop(),

    /** One part with its symbol and fields, or undefined when it is not a part KiCad can place. */
    async part(id: number): Promise<HttpLibPart | undefined> {
      const item = await catalog.item(id);
      if (item.kind !== 2) return undefined;
      const category = (await catalog.categoriesOf([item.category.id])).get(item.category.id);
      const eda: EdaItem = {
        model: item.model,
        name: item.name,
        categoryCode: category?.code ?? '',
        package: item.package,
        brand: item.brand ? item.brand.nameEn || item.brand.nameZh : null,
        datasheetUrl: item.datasheetUrl,
        params: Object.fromEntries(item.params.map((p) => [p.key, p.display])),
      };
      const symbolIdStr = kicadSymbolOf(eda);
      if (!symbolIdStr) return undefined;
      const fp = footprintOf(eda);
      const value = headlineValue(eda);
      const hidden = (v: string): Field => ({ value: v, visible: 'False' });
      return {
        id: String(item.id),
        name: item.model,
        symbolIdStr,
        exclude_from_bom: 'False',
        exclude_from_board: 'False',
        exclude_from_sim: 'True',
        fields: {
          value: { value },
          footprint: hidden(fp ? kicadFootprintOf(fp) : ''),
          datasheet: hidden(item.datasheetUrl ?? ''),
          description: hidden(item.name),
          manufacturer: hidden(eda.brand ?? ''),
          mpn: hidden(item.model),
          package: hidden(item.package ?? ''),
        },
      };
    },
  };
}
export type KicadHttpLibService = ReturnType<typeof createKicadHttpLibService>;
