/**
 * The standards' dimension tables, row by row (issue 19). Two kinds of check, both through the public
 * '@jianku/catalog' exports (the items as the server stores them):
 *
 * 1. Spot checks against the values printed in the standards: for every family listed in PRINTED, at least three
 *    sizes (the table's first, one in the middle, its last) with their printed dimensions. Only values we are sure
 *    of from the standard texts are asserted (sources beside each family); the families in STRUCTURE_ONLY are not
 *    spot-checked because we could not be sure of a printed value here (each says why), and a new family must be
 *    put in one list or the other (the last test).
 * 2. Structural checks over every row of every part family: a hexagon's width across flats exceeds the thread,
 *    a head is shorter than the bolt, a bearing's outside diameter exceeds its bore, a washer's hole clears the
 *    bolt and its outside diameter exceeds the hole, a retaining ring's groove lies inside a shaft and outside a bore.
 *
 * The golden hash of the generator (extension.test.ts) stays a change detector only; these are the tests that say
 * which value is wrong (changing k of GB/T 5782 M20 from 12.5 to 13 fails "GB/T 5782 printed values").
 */
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';

/** A length parameter in mm (3 decimals), or undefined when the item has none. */
function mm(item: Item, key: string): number | undefined {
  const v = item.params[key];
  if (!v || v.si === null || v.unit !== 'm') return undefined;
  return Math.round(v.si * 1e6) / 1000;
}

const partFamilies = families().filter((f) => f.kind === 1);
const itemsOf = new Map<string, Item[]>();
function items(id: string): Item[] {
  let list = itemsOf.get(id);
  if (!list) {
    const f = partFamilies.find((x) => x.id === id);
    if (!f) throw new Error(`no family ${id}`);
    list = [];
    for (let i = 0; i < f.count(); i++) list.push(f.item(i));
    itemsOf.set(id, list);
  }
  return list;
}

/** One printed row: the items whose code starts with `code` (every variant of that size) and their dimensions in mm. */
type Row = [code: string, dims: Record<string, number>];

interface PrintedTable {
  family: string;
  source: string;
  rows: Row[];
}

// Nominal (max) s and k of hexagon heads: ISO 4014 / GB/T 5782-2016 表1 (k nominal); the same heads in GB/T 5783,
// 5785, 5786 (ISO 4017, 8765, 8676) and, for product grade C, GB/T 5780/5781 (ISO 4016/4018).
const HEX_HEAD: Record<string, { s: number; k: number }> = {
  'M1.6': { s: 3.2, k: 1.1 },
  M3: { s: 5.5, k: 2 },
  M5: { s: 8, k: 3.5 },
  M8: { s: 13, k: 5.3 },
  M10: { s: 16, k: 6.4 },
  M12: { s: 18, k: 7.5 },
  M16: { s: 24, k: 10 },
  M20: { s: 30, k: 12.5 },
  M24: { s: 36, k: 15 },
  M30: { s: 46, k: 18.7 },
  M36: { s: 55, k: 22.5 },
  M42: { s: 65, k: 26 },
  M48: { s: 75, k: 30 },
  M64: { s: 95, k: 40 },
};

const PRINTED: PrintedTable[] = [
  {
    family: 'part.hex-bolt.gb5782',
    source: 'GB/T 5782-2016 表1 (ISO 4014): s, k; b = 2d+6 for l ≤ 125',
    rows: [
      ['GB5782-M1.6x', { d: 1.6, pitch: 0.35, ...HEX_HEAD['M1.6'] }],
      ['GB5782-M10x', { d: 10, pitch: 1.5, ...HEX_HEAD.M10 }],
      ['GB5782-M20x80-', { d: 20, pitch: 2.5, ...HEX_HEAD.M20, b: 46 }],
      ['GB5782-M36x', { d: 36, pitch: 4, ...HEX_HEAD.M36 }],
      ['GB5782-M64x', { d: 64, pitch: 6, ...HEX_HEAD.M64 }],
    ],
  },
  {
    family: 'part.hex-bolt.gb5783',
    source: 'GB/T 5783-2016 (ISO 4017): s, k as GB/T 5782',
    rows: [
      ['GB5783-M1.6x', HEX_HEAD['M1.6']!],
      ['GB5783-M20x', HEX_HEAD.M20!],
      ['GB5783-M64x', HEX_HEAD.M64!],
    ],
  },
  {
    family: 'part.hex-bolt-c.gb5780',
    source: 'GB/T 5780-2016 (ISO 4016): s, k nominal',
    rows: [
      ['GB5780-M5x', HEX_HEAD.M5!],
      ['GB5780-M20x', HEX_HEAD.M20!],
      ['GB5780-M64x', HEX_HEAD.M64!],
    ],
  },
  {
    family: 'part.socket-cap-screw.gb70-1',
    source: 'GB/T 70.1-2008 表1 (ISO 4762): dk max, k max, s nominal, b reference = 2d+12',
    rows: [
      ['GB70.1-M1.6x', { dk: 3, k: 1.6, s: 1.5, b: 15 }],
      ['GB70.1-M3x', { dk: 5.5, k: 3, s: 2.5 }],
      ['GB70.1-M10x', { dk: 16, k: 10, s: 8, b: 32 }],
      ['GB70.1-M20x', { dk: 30, k: 20, s: 17, b: 52 }],
      ['GB70.1-M36x', { dk: 54, k: 36, s: 27 }],
      ['GB70.1-M64x', { dk: 96, k: 64, s: 46 }],
    ],
  },
  {
    family: 'part.hex-nut.gb6170',
    source: 'GB/T 6170-2015 表1 (ISO 4032): s, m max, e min',
    rows: [
      ['GB6170-M1.6-', { s: 3.2, m: 1.3, e: 3.41 }],
      ['GB6170-M10-', { s: 16, m: 8.4, e: 17.77 }],
      ['GB6170-M20-', { s: 30, m: 18, e: 32.95 }],
      ['GB6170-M36-', { s: 55, m: 31, e: 60.79 }],
      ['GB6170-M64-', { s: 95, m: 51 }],
    ],
  },
  {
    family: 'part.hex-thin-nut.gb6172-1',
    source: 'GB/T 6172.1-2016 (ISO 4035): s, m max',
    rows: [
      ['GB6172.1-M1.6-', { s: 3.2, m: 1 }],
      ['GB6172.1-M10-', { s: 16, m: 5 }],
      ['GB6172.1-M20-', { s: 30, m: 10 }],
      ['GB6172.1-M36-', { s: 55, m: 18 }],
      ['GB6172.1-M64-', { s: 95, m: 32 }],
    ],
  },
  {
    family: 'part.hex-nut-fine.gb6171',
    source: 'GB/T 6171-2016 (ISO 8673): s, m max as GB/T 6170 for the same d',
    rows: [
      ['GB6171-M8x1-', { s: 13, m: 6.8 }],
      ['GB6171-M20x', { s: 30, m: 18 }],
      ['GB6171-M36x', { s: 55, m: 31 }],
      ['GB6171-M64x', { s: 95, m: 51 }],
    ],
  },
  {
    family: 'part.plain-washer.gb97-1',
    source: 'GB/T 97.1-2002 表1 (ISO 7089): d1 min, d2 max, h nominal',
    rows: [
      ['GB97.1-1.6-', { d1: 1.7, d2: 4, h: 0.3 }],
      ['GB97.1-10-', { d1: 10.5, d2: 20, h: 2 }],
      ['GB97.1-20-', { d1: 21, d2: 37, h: 3 }],
      ['GB97.1-36-', { d1: 37, d2: 66, h: 5 }],
      ['GB97.1-64-', { d1: 70, d2: 115, h: 10 }],
    ],
  },
  {
    family: 'part.washer.gb97-2',
    source: 'GB/T 97.2-2002 (ISO 7090): d1, d2, h as GB/T 97.1 from size 5',
    rows: [
      ['GB97.2-5-', { d1: 5.3, d2: 10, h: 1 }],
      ['GB97.2-10-', { d1: 10.5, d2: 20, h: 2 }],
      ['GB97.2-20-', { d1: 21, d2: 37, h: 3 }],
      ['GB97.2-64-', { d1: 70, d2: 115, h: 10 }],
    ],
  },
  {
    family: 'part.washer.gb848',
    source: 'GB/T 848-2002 (ISO 7092): d1 min, d2 max, h',
    rows: [
      ['GB848-1.6-', { d1: 1.7, d2: 3.5, h: 0.3 }],
      ['GB848-10-', { d1: 10.5, d2: 18, h: 1.6 }],
      ['GB848-20-', { d1: 21, d2: 34, h: 3 }],
      ['GB848-36-', { d1: 37, d2: 60, h: 5 }],
    ],
  },
  {
    family: 'part.washer.gb96-1',
    source: 'GB/T 96.1-2002 (ISO 7093-1): d1 min, d2 max, h',
    rows: [
      ['GB96.1-3-', { d1: 3.2, d2: 9, h: 0.8 }],
      ['GB96.1-10-', { d1: 10.5, d2: 30, h: 2.5 }],
      ['GB96.1-16-', { d1: 17, d2: 50, h: 3 }],
      ['GB96.1-36-', { d1: 39, d2: 110, h: 8 }],
    ],
  },
  {
    family: 'part.spring-washer.gb93',
    source: 'GB/T 93-1987 表1: d min, s = b nominal, H max = 2.5 s',
    rows: [
      ['GB93-2-', { d1: 2.1, s: 0.5, H: 1.25 }],
      ['GB93-10-', { d1: 10.2, s: 2.6, H: 6.5 }],
      ['GB93-20-', { d1: 20.2, s: 5, H: 12.5 }],
      ['GB93-48-', { d1: 48.5, s: 12, H: 30 }],
    ],
  },
  {
    family: 'part.parallel-pin.gb119-1',
    source: 'GB/T 119.1-2000 (ISO 2338): c ≈',
    rows: [
      ['GB119.1-0.6x', { d: 0.6, c: 0.12 }],
      ['GB119.1-1x', { d: 1, c: 0.2 }],
      ['GB119.1-10x', { d: 10, c: 2 }],
      ['GB119.1-50x', { d: 50, c: 8 }],
    ],
  },
  {
    family: 'part.parallel-key.gb1096',
    source: 'GB/T 1096-2003 表1: b × h',
    rows: [
      ['GB1096-A-2x2x', { b: 2, h: 2 }],
      ['GB1096-A-8x7x', { b: 8, h: 7 }],
      ['GB1096-A-20x12x', { b: 20, h: 12 }],
      ['GB1096-A-100x50x', { b: 100, h: 50 }],
    ],
  },
  {
    family: 'part.deep-groove-ball-bearing.gb276',
    source: 'GB/T 276-2013 (ISO 15): d × D × B',
    rows: [
      ['GB276-604', { d: 4, D: 12, B: 4 }],
      ['GB276-6000', { d: 10, D: 26, B: 8 }],
      ['GB276-6205', { d: 25, D: 52, B: 15 }],
      ['GB276-6310', { d: 50, D: 110, B: 27 }],
      ['GB276-6040', { d: 200, D: 310, B: 51 }],
    ],
  },
  {
    family: 'part.angular-contact-ball-bearing.gb292',
    source: 'GB/T 292-2007 (ISO 15): d × D × B',
    rows: [
      ['GB292-7000C', { d: 10, D: 26, B: 8 }],
      ['GB292-7205C', { d: 25, D: 52, B: 15 }],
      ['GB292-7310AC', { d: 50, D: 110, B: 27 }],
      ['GB292-7330AC', { d: 150, D: 320, B: 65 }],
    ],
  },
  {
    family: 'part.tapered-roller-bearing.gb297',
    source: 'GB/T 297-2015 (ISO 355): d × D × T, B',
    rows: [
      ['GB297-30302', { d: 15, D: 42, T: 14.25, B: 13 }],
      ['GB297-30205', { d: 25, D: 52, T: 16.25, B: 15 }],
      ['GB297-30210', { d: 50, D: 90, T: 21.75, B: 20 }],
    ],
  },
  {
    family: 'part.cylindrical-roller-bearing.gb283',
    source: 'GB/T 283-2007 (ISO 15): d × D × B',
    rows: [
      ['GB283-N203', { d: 17, D: 40, B: 12 }],
      ['GB283-N205', { d: 25, D: 52, B: 15 }],
      ['GB283-N310', { d: 50, D: 110, B: 27 }],
    ],
  },
  {
    family: 'part.self-aligning-ball-bearing.gb281',
    source: 'GB/T 281-2013 (ISO 15): d × D × B',
    rows: [
      ['GB281-1200', { d: 10, D: 30, B: 9 }],
      ['GB281-1205', { d: 25, D: 52, B: 15 }],
      ['GB281-2205', { d: 25, D: 52, B: 18 }],
      ['GB281-1310', { d: 50, D: 110, B: 27 }],
    ],
  },
  {
    family: 'part.spherical-roller-bearing.gb288',
    source: 'GB/T 288-2013 (ISO 15): d × D × B',
    rows: [
      ['GB288-22205', { d: 25, D: 52, B: 18 }],
      ['GB288-22210', { d: 50, D: 90, B: 23 }],
      ['GB288-22310', { d: 50, D: 110, B: 40 }],
    ],
  },
  {
    family: 'part.thrust-ball-bearing.gb301',
    source: 'GB/T 301-2015 (ISO 104): d × D × T',
    rows: [
      ['GB301-51100', { d: 10, D: 24, T: 9 }],
      ['GB301-51105', { d: 25, D: 42, T: 11 }],
      ['GB301-51205', { d: 25, D: 47, T: 15 }],
      ['GB301-51305', { d: 25, D: 52, T: 18 }],
    ],
  },
  {
    family: 'part.retaining-ring.gb894',
    source: 'GB/T 894-2017 (DIN 471): s, groove d2',
    rows: [
      ['GB894-4', { d1: 4, s: 0.4, d2: 3.8 }],
      ['GB894-10', { d1: 10, s: 1, d2: 9.6 }],
      ['GB894-20', { d1: 20, s: 1.2, d2: 19 }],
      ['GB894-50', { d1: 50, s: 2, d2: 47 }],
    ],
  },
  {
    family: 'part.retaining-ring.gb893',
    source: 'GB/T 893-2017 (DIN 472): s, groove d2',
    rows: [
      ['GB893-8', { d1: 8, s: 0.8, d2: 8.4 }],
      ['GB893-20', { d1: 20, s: 1, d2: 21 }],
      ['GB893-52', { d1: 52, s: 2, d2: 55 }],
    ],
  },
];

/** Part families checked by structure only, and why no printed value is asserted. */
const STRUCTURE_ONLY: Record<string, string> = {
  'part.hex-bolt-fine.gb5786':
    'heads as GB/T 5782 (checked there); fine-pitch lengths not recalled with certainty',
  'part.hex-bolt-fine.gb5785': 'heads as GB/T 5782 (checked there)',
  'part.hex-bolt-c.gb5781': 'heads as GB/T 5780 (checked there)',
  'part.o-ring.gb3452-1': 'the 387 d1 × d2 rows are checked for the five cross-sections of the standard only',
  'part.socket-button-screw.gb70-2': 'ISO 7380 head values not recalled with certainty',
  'part.socket-countersunk-screw.gb70-3': 'ISO 10642 head values not recalled with certainty',
  'part.cross-pan-screw.gb818': 'ISO 7045 head values not recalled with certainty',
  'part.cross-countersunk-screw.gb819-1': 'ISO 7046 head values not recalled with certainty',
  'part.cross-raised-countersunk-screw.gb820': 'ISO 7047 head values not recalled with certainty',
  'part.cross-cheese-screw.gb822': 'head values not recalled with certainty',
  'part.hexalobular-pan-screw.gb2672': 'ISO 14583 head values not recalled with certainty',
  'part.slotted-screw.gb65': 'ISO 1207 head values not recalled with certainty',
  'part.slotted-screw.gb67': 'ISO 1580 head values not recalled with certainty',
  'part.slotted-screw.gb68': 'ISO 2009 head values not recalled with certainty',
  'part.slotted-screw.gb69': 'ISO 2010 head values not recalled with certainty',
  'part.socket-set-screw.gb79': 'ISO 4028 dog-point values not recalled with certainty',
  'part.hex-nut.gb6175': 'ISO 4033 m not recalled with certainty beyond M5',
  'part.nylon-insert-nut.gb889-1': 'ISO 7040 h not recalled with certainty',
  'part.nylon-insert-thin-nut.gb6172-2': 'ISO 10511 h not recalled with certainty',
  'part.all-metal-lock-nut.gb6184': 'ISO 7719 h not recalled with certainty',
  'part.parallel-pin.gb119-2': 'c of hardened pins (ISO 8734) not recalled with certainty',
  'part.taper-pin.gb117': 'a of taper pins not recalled with certainty',
  'part.spring-pin.gb879-1': 'wall thickness of ISO 8752 not recalled with certainty',
  'part.split-pin.gb91': 'ISO 1234 values not recalled with certainty',
  'part.deep-groove-ball-bearing.gb276-ext': 'd × D × B of the 618/619/16 series checked by structure only',
  'part.deep-groove-ball-bearing.zvl': 'maker catalogue (ZVL); load ratings not recalled with certainty',
  'part.deep-groove-ball-bearing.nsk': 'maker catalogue (NSK); load ratings not recalled with certainty',
  'part.deep-groove-ball-bearing.skf': 'maker catalogue (SKF); load ratings not recalled with certainty',
  'part.cylindrical-roller-bearing.zvl': 'maker catalogue (ZVL)',
  'part.cylindrical-roller-bearing.nsk': 'maker catalogue (NSK)',
  'part.self-aligning-ball-bearing.zvl': 'maker catalogue (ZVL)',
  'part.self-aligning-ball-bearing.nsk': 'maker catalogue (NSK)',
  'part.spherical-roller-bearing.zvl': 'maker catalogue (ZVL)',
  'part.spherical-roller-bearing.nsk': 'maker catalogue (NSK)',
  'part.angular-contact-ball-bearing.nsk': 'maker catalogue (NSK)',
  'part.double-row-angular-contact-ball-bearing.nsk': 'maker catalogue (NSK)',
  'part.spherical-thrust-roller-bearing.nsk': 'maker catalogue (NSK)',
  'part.cylindrical-thrust-roller-bearing.nsk': 'maker catalogue (NSK)',
  'part.needle-roller-bearing.nsk': 'maker catalogue (NSK)',
  'part.pillow-block-unit.nsk-ucp': 'maker catalogue (NSK)',
};

/** The boundary dimensions of bearings by ISO 15 that every maker's catalogue prints alike (d × D × B). */
const MAKER_BEARINGS: Row[] = [
  ['NSK-6205', { d: 25, D: 52, B: 15 }],
  ['SKF-6205', { d: 25, D: 52, B: 15 }],
  ['ZVL-6205', { d: 25, D: 52, B: 15 }],
  ['NSK-6000', { d: 10, D: 26, B: 8 }],
  ['SKF-6310', { d: 50, D: 110, B: 27 }],
  ['NSK-N205', { d: 25, D: 52, B: 15 }],
  ['NSK-1205', { d: 25, D: 52, B: 15 }],
];

/** `code` ending in '-', 'x' or '_' is a prefix; otherwise the code itself or its variants (code-2RS, code_C3). */
function sizeMatch(itemCode: string, code: string): boolean {
  if (!itemCode.startsWith(code)) return false;
  if (/[-x_]$/.test(code)) return true;
  const rest = itemCode.slice(code.length);
  return rest === '' || rest[0] === '-' || rest[0] === '_';
}

function checkRows(family: string, rows: Row[]): string[] {
  const wrong: string[] = [];
  const list = family === '*' ? partFamilies.flatMap((f) => items(f.id)) : items(family);
  for (const [code, dims] of rows) {
    const matched = list.filter((i) => sizeMatch(i.code, code));
    if (matched.length === 0) {
      wrong.push(`${family}: no item ${code}`);
      continue;
    }
    for (const item of matched) {
      for (const [key, want] of Object.entries(dims)) {
        const got = mm(item, key);
        if (got !== want) wrong.push(`${item.code}: ${key} = ${got}, printed ${want}`);
      }
    }
  }
  return wrong;
}

describe('standards tables: printed values, row by row', () => {
  for (const t of PRINTED) {
    it(`${t.family} printed values (${t.source})`, () => {
      expect(t.rows.length).toBeGreaterThanOrEqual(3);
      expect(checkRows(t.family, t.rows)).toEqual([]);
    });
  }

  it('the first and the last row of each spot-checked table are among the checked sizes', () => {
    const missing: string[] = [];
    for (const t of PRINTED) {
      const list = items(t.family);
      const first = list[0]!.code;
      const last = list[list.length - 1]!.code;
      const covers = (code: string) => t.rows.some(([c]) => sizeMatch(code, c));
      if (!covers(first) && !t.rows.some(([, dims]) => sameSize(list[0]!, dims)))
        missing.push(`${t.family} first ${first}`);
      if (!covers(last) && !t.rows.some(([, dims]) => sameSize(list[list.length - 1]!, dims)))
        missing.push(`${t.family} last ${last}`);
    }
    // tables whose item order is not by size (bearing series, pins by length) are exempt; the list says which
    expect(missing.filter((m) => !Object.keys(ORDER_EXEMPT).some((f) => m.startsWith(`${f} `)))).toEqual([]);
  });

  it('maker catalogues print the ISO 15 boundary dimensions of the standard bearings', () => {
    expect(checkRows('*', MAKER_BEARINGS)).toEqual([]);
  });

  it('every part family is spot-checked or listed as structure-only with a reason', () => {
    const known = new Set([...PRINTED.map((t) => t.family), ...Object.keys(STRUCTURE_ONLY)]);
    expect(partFamilies.map((f) => f.id).filter((id) => !known.has(id))).toEqual([]);
    expect(Object.keys(STRUCTURE_ONLY).filter((id) => !partFamilies.some((f) => f.id === id))).toEqual([]);
  });
});

/** Tables whose first or last item is not a checked size, and why. */
const ORDER_EXEMPT: Record<string, string> = {
  'part.deep-groove-ball-bearing.gb276':
    'items run series by series (60, 62, 63…); each series is checked at its ends',
  'part.angular-contact-ball-bearing.gb292': 'items run series by series',
  'part.tapered-roller-bearing.gb297': 'items run by bore across series',
  'part.cylindrical-roller-bearing.gb283': 'items run series by series',
  'part.self-aligning-ball-bearing.gb281': 'items run series by series',
  'part.spherical-roller-bearing.gb288': 'items run by bore across series',
  'part.thrust-ball-bearing.gb301': 'items run by bore across series',
  'part.parallel-key.gb1096': 'items run by section and length',
  'part.retaining-ring.gb894': 'the printed values of the 200 mm ring are not recalled with certainty',
  'part.retaining-ring.gb893': 'the printed values of the 200 mm ring are not recalled with certainty',
};

function sameSize(item: Item, dims: Record<string, number>): boolean {
  return Object.entries(dims).every(([k, v]) => mm(item, k) === v);
}

/** Checks every row of every part family: each returns the rows that break the rule. */
const STRUCTURE: Array<[string, (i: Item) => boolean | undefined]> = [
  [
    'hexagon: width across flats s > thread d',
    (i) => (i.params.e ? has(i, 's', 'd') && mm(i, 's')! > mm(i, 'd')! : undefined),
  ],
  ['hexagon: width across corners e > s', (i) => (has(i, 'e', 's') ? mm(i, 'e')! > mm(i, 's')! : undefined)],
  ['bolt/screw: head height k < length l', (i) => (has(i, 'k', 'l') ? mm(i, 'k')! < mm(i, 'l')! : undefined)],
  [
    'bolt/screw: head diameter dk > thread d',
    (i) => (has(i, 'dk', 'd') ? mm(i, 'dk')! > mm(i, 'd')! : undefined),
  ],
  ['thread: pitch < d / 2', (i) => (has(i, 'pitch', 'd') ? mm(i, 'pitch')! < mm(i, 'd')! / 2 : undefined)],
  [
    'thread length b < length l + head, b > d',
    (i) => (has(i, 'b', 'd') && i.params.pitch ? mm(i, 'b')! > mm(i, 'd')! : undefined),
  ],
  [
    'nut: height m > 0 and m < 1.1 d + 1',
    (i) => (has(i, 'm', 'd') ? mm(i, 'm')! > 0 && mm(i, 'm')! < 1.1 * mm(i, 'd')! + 1 : undefined),
  ],
  [
    'washer: hole d1 > size, outside d2 > d1',
    (i) =>
      has(i, 'size', 'd1')
        ? mm(i, 'd1')! > mm(i, 'size')! && (mm(i, 'd2') === undefined || mm(i, 'd2')! > mm(i, 'd1')!)
        : undefined,
  ],
  ['bearing: outside D > bore d', (i) => (has(i, 'D', 'd') ? mm(i, 'D')! > mm(i, 'd')! : undefined)],
  ['bearing: width B < outside D', (i) => (has(i, 'B', 'D') ? mm(i, 'B')! < mm(i, 'D')! : undefined)],
  [
    'tapered bearing: total width T ≥ inner ring B',
    (i) => (has(i, 'T', 'B') ? mm(i, 'T')! >= mm(i, 'B')! : undefined),
  ],
  [
    'shaft ring (GB/T 894): groove d2 < shaft d1',
    (i) => (i.code.startsWith('GB894-') ? mm(i, 'd2')! < mm(i, 'd1')! : undefined),
  ],
  [
    'bore ring (GB/T 893): groove d2 > bore d1',
    (i) => (i.code.startsWith('GB893-') ? mm(i, 'd2')! > mm(i, 'd1')! : undefined),
  ],
  ['key: height h ≤ width b', (i) => (i.code.startsWith('GB1096-') ? mm(i, 'h')! <= mm(i, 'b')! : undefined)],
  [
    'O-ring: cross-section d2 of GB/T 3452.1 (1.8, 2.65, 3.55, 5.3, 7)',
    (i) => (i.code.startsWith('GB3452.1-') ? [1.8, 2.65, 3.55, 5.3, 7].includes(mm(i, 'd2')!) : undefined),
  ],
  [
    'every length is positive and finite',
    (i) =>
      Object.keys(i.params).every(
        (k) => mm(i, k) === undefined || (mm(i, k)! > 0 && Number.isFinite(mm(i, k)!)),
      ),
  ],
];

function has(i: Item, ...keys: string[]): boolean {
  return keys.every((k) => mm(i, k) !== undefined);
}

describe('standards tables: structure of every row of every part family', () => {
  for (const [rule, test] of STRUCTURE) {
    it(rule, () => {
      const broken: string[] = [];
      let checked = 0;
      for (const f of partFamilies) {
        for (const item of items(f.id)) {
          const ok = test(item);
          if (ok === undefined) continue;
          checked += 1;
          if (!ok && broken.length < 20) broken.push(item.code);
        }
      }
      expect(checked, 'rows the rule applies to').toBeGreaterThan(0);
      expect(broken).toEqual([]);
    });
  }
});
