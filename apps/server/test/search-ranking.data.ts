/**
 * The ranking set of search (issue 19): queries that match 50 items or more on the catalogue seeded at 50 000 items,
 * each with a rule that says which items must come first and why. The rules read the catalogue's own text (an
 * item's part number and name, as the generator writes them from the standards and maker series); they never
 * look at what the search answers. search-ranking.test.ts runs every query through GET /to/api/search/items,
 * computes MRR@10 and NDCG@10 against the rule's items, and fails below the figures measured when the set was
 * made minus a margin.
 *
 * Four groups, each standing for one thing ranking must get right:
 * - size: a thread size typed alone ("M8"): the parts designated M8 (bolts, screws, nuts "… M8×20", "… M8") before
 *   parts that only carry the number in another field (the spring washer "GB/T 93 8", a length of 8 mm);
 * - number: a bearing-number prefix ("62"): the bearings whose part number starts with it before the bearings
 *   that only have the number as a dimension (6007 is 35×62×14);
 * - unit: a resistance in one of its spellings (4.7k, 4k7, 4.7kΩ, 4.7千欧, 4700Ω): the resistors of that value;
 * - synonym: an everyday word for a catalogue term ("螺丝" for 螺钉, "hex" for hexagon) with a size: the parts
 *   of that kind and size.
 * The sets were chosen so that each query has at least 50 matches (checked by the test): the order, not the
 * recall, decides the figures.
 */

export interface RankingItem {
  code: string;
  kind: number;
  model: string;
  name: string;
}

export type RankingGroup = 'size' | 'number' | 'unit' | 'synonym';

export interface RankingCase {
  query: string;
  kind: 1 | 2 | 4;
  group: RankingGroup;
  /** Why the items of `relevant` must come first. */
  why: string;
  /** The items that must lead the answer (top 1 for MRR, the first 10 for NDCG@10). */
  relevant: (item: RankingItem) => boolean;
}

/** Thread sizes of the metric fasteners (GB/T 193 first and second choice) with 50 or more matches at this size. */
const THREAD_SIZES = [
  '1.6',
  '2',
  '2.5',
  '3',
  '3.5',
  '4',
  '5',
  '6',
  '8',
  '10',
  '12',
  '14',
  '16',
  '18',
  '20',
  '22',
  '24',
  '27',
  '30',
  '33',
  '36',
  '39',
  '42',
  '45',
  '48',
  '52',
  '56',
  '60',
  '64',
];

/** The part is designated with thread size M<d> in its part number (… M8×20 …, … M8 …). */
function designatedM(d: string): (item: RankingItem) => boolean {
  const re = new RegExp(`(^|\\s)M${d.replace('.', '\\.')}(×|\\s|$)`);
  return (item) => item.kind === 1 && re.test(item.model);
}

/** Bearing-number prefixes (rolling bearing series of GB/T 272 / ISO 15) with 50 or more matches at this size. */
const BEARING_PREFIXES = ['60', '62', '63', '600', '601', '620', '621', '630', '631'];

const startsWithNumber = (prefix: string) => (item: RankingItem) =>
  item.kind === 1 &&
  item.model
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .startsWith(prefix);

/** Resistances of the E24 series, as the catalogue writes them in item names (贴片电阻 4.7kΩ ±1% …). */
const RESISTANCES: Array<[string, string[]]> = [
  ['10Ω', ['10Ω', '10欧']],
  ['22Ω', ['22Ω', '22欧']],
  ['47Ω', ['47Ω', '47欧']],
  ['100Ω', ['100Ω', '100欧']],
  ['220Ω', ['220Ω', '0.22k']],
  ['330Ω', ['330Ω', '0.33kΩ']],
  ['470Ω', ['470Ω', '470欧']],
  ['510Ω', ['510Ω', '510欧']],
  ['680Ω', ['680Ω', '0.68k']],
  ['1kΩ', ['1k', '1kΩ', '1千欧', '1000Ω']],
  ['1.5kΩ', ['1.5k', '1k5', '1.5kΩ', '1500Ω']],
  ['2.2kΩ', ['2.2k', '2k2', '2.2千欧', '2200Ω']],
  ['3.3kΩ', ['3.3k', '3k3', '3.3kΩ']],
  ['4.7kΩ', ['4.7k', '4k7', '4.7kΩ', '4.7千欧', '4700Ω']],
  ['5.1kΩ', ['5.1k', '5k1', '5.1kΩ']],
  ['6.8kΩ', ['6.8k', '6k8', '6.8kΩ']],
  ['10kΩ', ['10k', '10kΩ', '10千欧', '10000Ω']],
  ['20kΩ', ['20k', '20kΩ']],
  ['47kΩ', ['47k', '47kΩ', '47千欧']],
  ['100kΩ', ['100k', '100kΩ', '0.1MΩ']],
  ['330kΩ', ['330k', '330kΩ']],
  ['1MΩ', ['1M', '1MΩ', '1兆欧']],
  ['20Ω', ['20Ω', '20欧']],
  ['82Ω', ['82Ω', '82欧']],
  ['180Ω', ['180Ω', '180欧']],
  ['620Ω', ['620Ω', '0.62k']],
  ['2.4kΩ', ['2.4k', '2k4']],
  ['9.1kΩ', ['9.1k', '9k1']],
  ['13kΩ', ['13k', '13kΩ']],
  ['39kΩ', ['39k', '39千欧']],
  ['56kΩ', ['56k', '56kΩ']],
  ['68kΩ', ['68k', '68千欧']],
];

const hasResistance = (display: string) => (item: RankingItem) =>
  item.kind === 2 && item.name.includes('电阻') && item.name.split(/\s+/).includes(display);

function sizeCases(): RankingCase[] {
  return THREAD_SIZES.map((d) => ({
    query: `M${d}`,
    kind: 1,
    group: 'size',
    why: `the standard size asked for: parts designated M${d} before parts that only carry ${d} in another field`,
    relevant: designatedM(d),
  }));
}

function numberCases(): RankingCase[] {
  return BEARING_PREFIXES.map((p) => ({
    query: p,
    kind: 1,
    group: 'number',
    why: `part number by prefix: bearings whose number starts with ${p} before items with ${p} as a dimension`,
    relevant: startsWithNumber(p),
  }));
}

function unitCases(): RankingCase[] {
  return RESISTANCES.flatMap(([display, spellings]) =>
    spellings.map((s) => ({
      query: s,
      kind: 2 as const,
      group: 'unit' as const,
      why: `the value asked for: ${s} is ${display}; resistors of ${display} first`,
      relevant: hasResistance(display),
    })),
  );
}

/** Sizes of the socket and slotted screws with 50 or more matches at this size. */
const SCREW_SIZES = ['4', '5', '6', '8', '10', '12', '14', '16', '20', '24', '30', '36', '42', '48'];

function synonymCases(): RankingCase[] {
  const screws = SCREW_SIZES.map((d) => ({
    query: `螺丝 M${d}`,
    kind: 1 as const,
    group: 'synonym' as const,
    why: `螺丝 is the everyday word for 螺钉: screws designated M${d} first`,
    relevant: (item: RankingItem) => designatedM(d)(item) && item.name.includes('螺钉'),
  }));
  const bolts = THREAD_SIZES.filter((d) => Number(d) >= 3).map((d) => ({
    query: `hex bolt M${d}`,
    kind: 1 as const,
    group: 'synonym' as const,
    why: `hex is the everyday word for hexagon: hexagon head bolts designated M${d} first`,
    relevant: (item: RankingItem) => designatedM(d)(item) && item.name.includes('六角头螺栓'),
  }));
  return [...screws, ...bolts];
}

export const RANKING_CASES: RankingCase[] = [
  ...sizeCases(),
  ...numberCases(),
  ...unitCases(),
  ...synonymCases(),
];
