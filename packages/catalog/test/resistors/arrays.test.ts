// Chip resistor arrays (resistors/arrays.ts, category 排阻): real part numbers of the makers' datasheets and parts
// lists decode field by field to the generated items; combinations the ordering schemes do not offer are absent;
// codes are unique within the families.
import { describe, expect, it } from 'vitest';
import { categoryByCode, families, type Item } from '../../src/index.ts';
import { ARRAY_SERIES } from '../../src/resistors/arrays/arrays.ts';
import { declaredCount, si } from '../helpers.ts';

const OWN_IDS = new Set(ARRAY_SERIES.map((d) => d.id));
const ownFamilies = families().filter((f) => OWN_IDS.has(f.id));

const byCode = new Map<string, Item>();
let total = 0;
for (const f of ownFamilies)
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    byCode.set(it.code, it);
    total++;
  }

function item(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

/** code, Ω, tolerance (fraction, null for a jumper), elements, terminal word, case text, W per element or null, V or null, TCR ppm/K or null */
type Case = [
  string,
  number,
  number | null,
  number,
  string,
  string,
  number | null,
  number | null,
  number | null,
];

const CASES: Case[] = [
  // YAGEO YC124 (convex, 4 × 0402) J (±5 %) R (paper) 07 (7" reel) 100K = 100 kΩ, the datasheet's title part
  ['YAGEO-YC124-JR-07100KL', 100e3, 0.05, 4, 'convex', '0804 (4×0402)', 1 / 16, 50, 200],
  // YC124-FR-0710KL: ±1 %, 10K = 10 kΩ
  ['YAGEO-YC124-FR-0710KL', 10e3, 0.01, 4, 'convex', '0804 (4×0402)', 1 / 16, 50, 200],
  // TC124 (concave) ±1 % 13" reel, 9R76 rule: 4K99 = 4.99 kΩ (E96)
  ['YAGEO-TC124-FR-134K99L', 4990, 0.01, 4, 'concave', '0804 (4×0402)', 1 / 16, 50, 200],
  // YC164 (4 × 0603) jumper 0R
  ['YAGEO-YC164-JR-070RL', 0, null, 4, 'convex', '1206 (4×0603)', 1 / 16, 50, null],
  ['YAGEO-TC164-JR-071KL', 1e3, 0.05, 4, 'concave', '1206 (4×0603)', 1 / 16, 50, 200],
  // YC122-JR-071KL (the YC/TC 122 specification's page part number): 2 × 0402, ratings not stated
  ['YAGEO-YC122-JR-071KL', 1e3, 0.05, 2, 'convex', '0404 (2×0402)', null, null, null],
  ['YAGEO-TC122-FR-1310KL', 10e3, 0.01, 2, 'concave', '0404 (2×0402)', null, null, null],
  // YC248-JR-0722RL: 8 resistors, 16 pins, 22 Ω, 7" reel only
  ['YAGEO-YC248-JR-0722RL', 22, 0.05, 8, 'convex', '0616', 1 / 16, 50, 200],
  // Panasonic EXB-28V103JX: 28 = 0402 × 4 convex, V isolated, 103 = 10 kΩ, J, X = 2 mm punched carrier
  ['PANASONIC-EXB-28V103JX', 10e3, 0.05, 4, 'convex', '0804 (4×0402)', null, null, null],
  // EXB-38V753JV (75 kΩ, 0603 × 4, V = 4 mm punched carrier), EXB-2HV822JV (8 resistors, 16 terminals)
  ['PANASONIC-EXB-38V753JV', 75e3, 0.05, 4, 'convex', '1206 (4×0603)', null, null, null],
  ['PANASONIC-EXB-2HV822JV', 8.2e3, 0.05, 8, 'convex', '1506 (8×0602)', null, null, null],
  // concave: EXB-V8V682JV (0603 × 4), jumper EXB-V8VR000V, EXB-S8V103J (0805 × 4, embossed, no packaging code)
  ['PANASONIC-EXB-V8V682JV', 6.8e3, 0.05, 4, 'concave', '1206 (4×0603)', null, null, null],
  ['PANASONIC-EXB-V8VR000V', 0, null, 4, 'concave', '1206 (4×0603)', null, null, null],
  ['PANASONIC-EXB-S8V103J', 10e3, 0.05, 4, 'concave', '2009 (4×0805)', null, null, null],
  // Bourns CAY16-103J4LF (convex, 4 resistors, 1206), CAY16-4701F4LF (4.7 kΩ ±1 %), CAY16-4700F4LF (470 Ω),
  // CAY16-332J4LF (3.3 kΩ)
  ['BOURNS-CAY16-103J4LF', 10e3, 0.05, 4, 'convex', '1206', 0.0625, 50, 200],
  ['BOURNS-CAY16-4701F4LF', 4.7e3, 0.01, 4, 'convex', '1206', 0.0625, 50, 200],
  ['BOURNS-CAY16-4700F4LF', 470, 0.01, 4, 'convex', '1206', 0.0625, 50, 200],
  ['BOURNS-CAY16-332J4LF', 3.3e3, 0.05, 4, 'convex', '1206', 0.0625, 50, 200],
  // CAY16-J8: 8 resistors in 1506, 25 V; CAT16-F8: 8 resistors in 2406, 8252 = 82.5 kΩ (the datasheet's example)
  ['BOURNS-CAY16-474J8LF', 470e3, 0.05, 8, 'convex', '1506', null, 25, 200],
  ['BOURNS-CAT16-8252F8LF', 82.5e3, 0.01, 8, 'concave', '2406', 0.0625, 50, 200],
  ['BOURNS-CAT16-24R3F4LF', 24.3, 0.01, 4, 'concave', '1206', 0.0625, 50, 200],
  ['BOURNS-CAT16-000J2LF', 0, null, 2, 'concave', '0606', 0.0625, 50, null],
  // Bourns CAY10-300J4LF (30 Ω, 0804), CAY10-103J4LF (the ordering example); TCR not stated
  ['BOURNS-CAY10-300J4LF', 30, 0.05, 4, 'convex', '0804', 0.0625, 25, null],
  ['BOURNS-CAY10-103J2LF', 10e3, 0.05, 2, 'convex', '0404', 0.0625, 25, null],
  // Walsin WA06X333JTL, WA06X1002FTL (0603 × 4 convex, 1/10 W, 50 V), WA04X473JTL (0402 × 4)
  ['WALSIN-WA06X333JTL', 33e3, 0.05, 4, 'convex', '0603×4', 0.1, 50, null],
  ['WALSIN-WA06X1002FTL', 10e3, 0.01, 4, 'convex', '0603×4', 0.1, 50, null],
  ['WALSIN-WA06X392JTL', 3.9e3, 0.05, 4, 'convex', '0603×4', 0.1, 50, null],
  ['WALSIN-WA04X473JTL', 47e3, 0.05, 4, 'convex', '0402×4', 1 / 16, null, null],
  ['WALSIN-WA04X1210FTL', 121, 0.01, 4, 'convex', '0402×4', 1 / 16, null, null],
  ['WALSIN-WA06T103JTL', 10e3, 0.05, 4, 'concave', '0603×4', 0.1, 50, null],
  // Vishay CRA06P08347K0JTA (the datasheet's part number example), CRA06P04351R0JTA, CRA06P08310K0JTA
  ['VISHAY-CRA06P08347K0JTA', 47e3, 0.05, 4, 'concave', '1206 (4×0603)', 0.063, 50, 200],
  ['VISHAY-CRA06P04351R0JTA', 51, 0.05, 2, 'concave', '2×0603 (4 端子)', 0.063, 50, 200],
  ['VISHAY-CRA06P08310K0JTA', 10e3, 0.05, 4, 'concave', '1206 (4×0603)', 0.063, 50, 200],
  ['VISHAY-CRA06P08310K0FTC', 10e3, 0.01, 4, 'concave', '1206 (4×0603)', 0.063, 50, 100],
  ['VISHAY-CRA06P0830000ZTA', 0, null, 4, 'concave', '1206 (4×0603)', 0.063, 50, null],
  // CRA04P08347K0JTD (its datasheet example), CRA04P0832K20JTD (2.2 kΩ)
  ['VISHAY-CRA04P08347K0JTD', 47e3, 0.05, 4, 'concave', '0804 (4×0402)', 0.063, 50, 200],
  ['VISHAY-CRA04P0832K20JTD', 2.2e3, 0.05, 4, 'concave', '0804 (4×0402)', 0.063, 50, 200],
  ['VISHAY-CRA04P0831R00JTD', 1, 0.05, 4, 'concave', '0804 (4×0402)', 0.063, 50, 200],
  // CRA12E08347K0JTR (the datasheet's part number example), jumper CRA12E0830000ZTR; 10 terminals: 5 elements
  ['VISHAY-CRA12E08347K0JTR', 47e3, 0.05, 4, 'convex', '4×1206 (8 端子)', 0.125, 50, 200],
  ['VISHAY-CRA12E0830000ZTR', 0, null, 4, 'convex', '4×1206 (8 端子)', 0.125, 50, null],
  ['VISHAY-CRA12S10310K0FTL', 10e3, 0.01, 5, 'convex', '5×1206 (10 端子)', 0.125, 50, 100],
  // KOA CN1J4TTD103J: 0603 × 4, T (Sn), TD (7" paper), 103 = 10 kΩ, J; CN2A8 ±1 % 4-digit value
  ['KOA-CN1J4TTD103J', 10e3, 0.05, 4, 'concave', '0603×4', 0.063, 50, null],
  ['KOA-CN2A8TTD1002F', 10e3, 0.01, 8, 'concave', '0805×8', 0.1, 100, null],
  ['KOA-CN1J2TTD471G', 470, 0.02, 2, 'concave', '0603×2', 0.063, 50, null],
  // ROHM MNR14E0APJ103: 0603 × 4, E0AP (automotive, 4 mm paper), J, 10 kΩ
  ['ROHM-MNR14E0APJ103', 10e3, 0.05, 4, 'convex', '0603×4', 0.063, null, 200],
  ['ROHM-MNR02M0APJ105', 1e6, 0.05, 2, 'convex', '0402×2', 0.063, null, 200],
  ['ROHM-MNR18E0APJ000', 0, null, 8, 'convex', '0602×8', 0.063, null, null],
];

describe('chip resistor array part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, n, term, size, power, maxV, tcr] of CASES)
    it(code, () => {
      const it = item(code);
      expect(it.categoryCode).toBe('comp.passive.resistor.array');
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      if (tol === null) expect(it.params.tolerance).toBeUndefined();
      else expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(si(it, 'elements')).toBe(n);
      expect(it.params.terminal?.display).toContain(term);
      expect(it.params.circuit?.display).toBe('独立型 (isolated)');
      expect(it.params.case_size?.display).toBe(size);
      expect(it.package).toBe(size);
      if (power === null) expect(it.params.power).toBeUndefined();
      else expect(si(it, 'power')).toBeCloseTo(power, 9);
      if (maxV === null) expect(it.params.max_voltage).toBeUndefined();
      else expect(si(it, 'max_voltage')).toBe(maxV);
      if (tcr === null) expect(it.params.tcr).toBeUndefined();
      else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
      expect(it.model).toBe(code.slice(code.indexOf('-') + 1));
    });
});

describe('combinations the sources do not offer are absent', () => {
  const absent = [
    'YAGEO-YC124-JR-0710ML', // 10 MΩ, above 1 MΩ
    'YAGEO-YC124-FR-104K99L', // 10" reel: not a current reel code
    'PANASONIC-EXB-28V1002FX', // EXB arrays are ±5 % only
    'PANASONIC-EXB-28V103JV', // 28V is packed X, not V
    'BOURNS-CAY16-1003F8LF', // F8 only for CAT16
    'BOURNS-CAT16-1002F2LF', // ±1 % only in the 4 and 8 resistor packages
    'VISHAY-CRA04P08310K0FTD', // CRA04P: no ±1 %
    'VISHAY-CRA06P0831R00JTA', // CRA06P ±5 % from 10 Ω
    'KOA-CN2B4TTD103J', // CN2B left out
    'ROHM-MNR15E0RPJ103', // MNR15 left out
    'ROHM-MNR14E0APF1002', // ±1 % left out
    'YAGEO-YC248-JR-1322RL', // YC248: 7" reel only
    'VISHAY-CRA12E08147K0JTR', // circuit 01 left out
    'VISHAY-CRA12E16347K0JTR', // 16 terminals not in the current revision
    'BOURNS-CAY10-1002F4LF', // CAY10: ±5 % only
    'WALSIN-WA06X2003FTL', // WA06X ±1 % taken to 100 kΩ
    'WALSIN-WA04Y1002FTL', // WA04Y: ±5 % only
  ];
  for (const code of absent) it(code, () => expect(byCode.has(code)).toBe(false));
});

describe('resistor array families', () => {
  it('codes are unique and every family is an extension family in the array category', () => {
    expect(byCode.size).toBe(total);
    const cat = categoryByCode('comp.passive.resistor.array');
    const keys = new Set(cat?.params.map((p) => p.key));
    for (const f of ownFamilies) {
      expect(f.extension).toBe(true);
      const it = f.item(0);
      for (const k of Object.keys(it.params)) expect(keys.has(k), `${f.id} ${k}`).toBe(true);
    }
  });

  it('values per tolerance: E24 for ±2/±5 %, E24 + E96 for ±1 %', () => {
    // 4.99 kΩ (E96) is offered with F, not with J
    expect(byCode.has('BOURNS-CAY16-4991F4LF')).toBe(true);
    expect(byCode.has('BOURNS-CAY16-499J4LF')).toBe(false);
    expect(byCode.has('KOA-CN1J4TTD4991F')).toBe(true);
    expect(byCode.has('KOA-CN1J4TTD4991G')).toBe(false);
  });

  it('each family holds exactly the rows its size, tolerance and packaging tables declare', () => {
    for (const def of ARRAY_SERIES) {
      const f = ownFamilies.find((x) => x.id === def.id);
      expect(f?.count(), def.id).toBe(declaredCount(def));
    }
    expect(total).toBe(ARRAY_SERIES.reduce((n, def) => n + declaredCount(def), 0));
    console.log(`resistor arrays: ${total} items`);
  });
});
