/**
 * Item summaries and search answers the page tests share (test-only): two real parts in the shapes the API
 * answers (@jianku/rules item-list, search, alternates and compare schemas), and a search answer around a list.
 * A test overrides the fields it asserts, so its own values stay next to its expectations:
 *
 *   const cap = murataCapacitor({ id: 7001, model: 'GRM188R71H104KA93D-7001' });
 *   server.route('GET', '/to/api/search/items', (_req, res) => sendEnvelope(res, searchAnswer([cap])));
 *
 * Why: seven test files wrote the same item and the same empty facets again, each a little differently.
 */
import type { ItemBrief } from '../../features/alternates/api/alternates.types.ts';
import type { ItemSummary } from '../../features/catalog/api/catalog.types.ts';
import type { SearchResult } from '../../features/search/api/search.types.ts';

/** what the two parts share: components in an 0603 chip, in production */
const CHIP_0603 = { kind: 2, standard: null, package: '0603', lifecycle: 'active' } as const;

/** Murata GRM188R71H104KA93D: 0.1 µF 50 V X7R, 0603 (Murata's GRM series catalogue, part-number key). */
export function murataCapacitor(overrides: Partial<ItemSummary> = {}): ItemSummary {
  return {
    id: 5001,
    ...CHIP_0603,
    code: 'MURATA-GRM188R71H104KA93D',
    model: 'GRM188R71H104KA93D',
    name: '贴片多层陶瓷电容 0.1uF 50V X7R 0603',
    series: 'GRM',
    brand: { id: 3, nameZh: '村田', nameEn: 'Murata' },
    category: { id: 21, name: '多层陶瓷电容' },
    keyParams: [{ key: 'capacitance', name: '容值', display: '100 nF' }],
    ...overrides,
  };
}

/** YAGEO RC0603FR-0710KL without its key parameters, as the alternates and compare answers list it. */
export function yageoResistorBrief(overrides: Partial<ItemBrief> = {}): ItemBrief {
  return {
    id: 11,
    ...CHIP_0603,
    code: 'YAGEO-RC0603FR-0710KL',
    model: 'RC0603FR-0710KL',
    name: '贴片电阻 10kΩ ±1% 0603 1/10 W',
    series: 'RC',
    brand: { id: 1, nameZh: '国巨', nameEn: 'YAGEO' },
    category: { id: 30, name: '贴片电阻' },
    ...overrides,
  };
}

/** YAGEO RC0603FR-0710KL: 10 kΩ ±1 %, 0603, 1/10 W (YAGEO RC_Group_51 datasheet, ordering code). */
export function yageoResistor(overrides: Partial<ItemSummary> = {}): ItemSummary {
  return {
    ...yageoResistorBrief(),
    keyParams: [{ key: 'resistance', name: '阻值', display: '10 kΩ' }],
    ...overrides,
  };
}

/** A search answer's facets when it has none. */
export function noFacets(): SearchResult['facets'] {
  return { categories: [], brands: [], packages: [], lifecycles: [], mountings: [], params: [] };
}

/** A search answer of one page holding `list`: page 1 of 20, no facets, no quantities. */
export function searchAnswer(list: ItemSummary[], overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    total: list.length,
    page: 1,
    pageSize: 20,
    list,
    facets: noFacets(),
    quantities: [],
    tookMs: 2,
    ...overrides,
  };
}
