// Leaded film resistor extension families of resistors/leaded/uniroyal-stackpole-yageo.ts (UNI-ROYAL MFR, Stackpole CF): real part
// numbers of public parts lists and distributor listings decode field by field to the generated items,
// combinations the sources do not offer (or that were narrowed out) are absent, codes are unique, every item
// fits its category.
import { describe, expect, it } from 'vitest';
import { brandByCode, categoryByCode, families, type Item, isLeaf } from '../../src/index.ts';
import { LEADED2_SERIES } from '../../src/resistors/leaded/uniroyal-stackpole-yageo.ts';
import { si } from '../helpers.ts';

const OWN_IDS = new Set(LEADED2_SERIES.map((d) => d.id));

/** Items of these families only, by code. */
const byCode = new Map<string, Item>();
const counts = new Map<string, number>();
let total = 0;
for (const f of families().filter((x) => OWN_IDS.has(x.id))) {
  counts.set(f.id, f.count());
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    byCode.set(it.code, it);
    total++;
  }
}

function itemByCode(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

// code, Ω, tolerance (fraction), style (case_size), power W, max V, packaging text
type Case = [string, number, number, string, number, number, string];

const UNIROYAL_14 = 'MFR 1/4W (6.5×Ø2.2 mm)';
const UNIROYAL_18 = 'MFR 1/8W (3.3×Ø1.9 mm)';

const CASES: Case[] = [
  // UNI-ROYAL MFR 0W4 (1/4 W) F (±1 %) value A50: parts lists and distributor listings
  ['UNIROYAL-MFR0W4F1002A50', 10e3, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  ['UNIROYAL-MFR0W4F4701A50', 4.7e3, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  ['UNIROYAL-MFR0W4F1001A50', 1e3, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  ['UNIROYAL-MFR0W4F1503A50', 150e3, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  ['UNIROYAL-MFR0W4F5601A50', 5.6e3, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  ['UNIROYAL-MFR0W4F9102A50', 91e3, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  ['UNIROYAL-MFR0W4F3900A50', 390, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  // J = ×0.1: 100J = 10 Ω (LCSC C57437), 200J = 20 Ω
  ['UNIROYAL-MFR0W4F100JA50', 10, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  ['UNIROYAL-MFR0W4F200JA50', 20, 0.01, UNIROYAL_14, 0.25, 250, 'A50'],
  // 0W8 (1/8 W): MFR0W8F2201A50 (LCSC C58682)
  ['UNIROYAL-MFR0W8F2201A50', 2.2e3, 0.01, UNIROYAL_18, 0.125, 200, 'A50'],
  // Stackpole CF size J (±5 %) packaging value
  ['STACKPOLE-CF14JT10K0', 10e3, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
  ['STACKPOLE-CF14JT1K00', 1e3, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
  ['STACKPOLE-CF14JT1M00', 1e6, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
  ['STACKPOLE-CF14JT100K', 100e3, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
  ['STACKPOLE-CF14JT220R', 220, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
  ['STACKPOLE-CF14JT47K0', 47e3, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
  ['STACKPOLE-CF14JT5K60', 5.6e3, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
  ['STACKPOLE-CF14JT68R0', 68, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
  ['STACKPOLE-CF14JA10K0', 10e3, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'A'],
  ['STACKPOLE-CF18JT330R', 330, 0.05, 'CF18 (3.3×Ø1.7 mm)', 0.125, 250, 'T'],
  ['STACKPOLE-CF18JT10M0', 10e6, 0.05, 'CF18 (3.3×Ø1.7 mm)', 0.125, 250, 'T'],
  ['STACKPOLE-CF18JT39R0', 39, 0.05, 'CF18 (3.3×Ø1.7 mm)', 0.125, 250, 'T'],
  ['STACKPOLE-CF18JT20K0', 20e3, 0.05, 'CF18 (3.3×Ø1.7 mm)', 0.125, 250, 'T'],
  ['STACKPOLE-CF18JA100K', 100e3, 0.05, 'CF18 (3.3×Ø1.7 mm)', 0.125, 250, 'A'],
  ['STACKPOLE-CF12JT100R', 100, 0.05, 'CF12 (8.5×Ø2.7 mm)', 0.5, 350, 'T'],
  ['STACKPOLE-CF12JT47R0', 47, 0.05, 'CF12 (8.5×Ø2.7 mm)', 0.5, 350, 'T'],
  ['STACKPOLE-CF12JT4K70', 4.7e3, 0.05, 'CF12 (8.5×Ø2.7 mm)', 0.5, 350, 'T'],
  ['STACKPOLE-CF12JA2M70', 2.7e6, 0.05, 'CF12 (8.5×Ø2.7 mm)', 0.5, 350, 'A'],
  ['STACKPOLE-CF14JT1R00', 1, 0.05, 'CF14 (6×Ø2.3 mm)', 0.25, 350, 'T'],
];

// YAGEO RSF: code, Ω, tolerance, style, W, max V or null, packaging text
type RsfCase = [string, number, number, string, number, number | null, string];

const RSF_CASES: RsfCase[] = [
  // the datasheet's ordering example RSF100JT-73-100R
  ['YAGEO-RSF100JT-73-100R', 100, 0.05, 'RSF100 (11.5×Ø4.5 mm)', 1, 350, '编带盒装'],
  // parts lists: RSF100JB-73-39R, -91R, -3R6, -2R (bulk, 73 mm), RSF200JB-73-470R, RSF-50JT-52-330K
  ['YAGEO-RSF100JB-73-39R', 39, 0.05, 'RSF100 (11.5×Ø4.5 mm)', 1, 350, '散装'],
  ['YAGEO-RSF100JB-73-91R', 91, 0.05, 'RSF100 (11.5×Ø4.5 mm)', 1, 350, '散装'],
  ['YAGEO-RSF100JB-73-3R6', 3.6, 0.05, 'RSF100 (11.5×Ø4.5 mm)', 1, 350, '成型 73'],
  ['YAGEO-RSF100JB-73-2R', 2, 0.05, 'RSF100 (11.5×Ø4.5 mm)', 1, 350, '散装'],
  ['YAGEO-RSF200JB-73-470R', 470, 0.05, 'RSF200 (15.5×Ø5 mm)', 2, 450, '散装'],
  ['YAGEO-RSF-50JT-52-330K', 330e3, 0.05, 'RSF-50 (9×Ø3.3 mm)', 0.5, 250, '成型 52'],
  // distributor listings: RSF2WSJR-52-1K5, RSF2WSJT-73-560R
  ['YAGEO-RSF2WSJR-52-1K5', 1.5e3, 0.05, 'RSF2WS (11.5×Ø4.5 mm)', 2, null, '编带卷盘'],
  ['YAGEO-RSF2WSJT-73-560R', 560, 0.05, 'RSF2WS (11.5×Ø4.5 mm)', 2, null, '编带盒装'],
  // G (±2 %) of the ordering information, the ends of the 1 Ω–1 MΩ range
  ['YAGEO-RSF200GR-73-1M', 1e6, 0.02, 'RSF200 (15.5×Ø5 mm)', 2, 450, '编带卷盘'],
  ['YAGEO-RSF-50GB-52-1R', 1, 0.02, 'RSF-50 (9×Ø3.3 mm)', 0.5, 250, '散装'],
];

describe('leaded2 part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, power, maxV, pack] of CASES)
    it(`${code}: ${size}, ${ohms} Ω ±${tol * 100} %`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(it.params.case_size?.display).toBe(size);
      expect(it.package).toBe(size);
      expect(si(it, 'power')).toBeCloseTo(power, 9);
      expect(si(it, 'max_voltage')).toBe(maxV);
      expect(it.params.tcr).toBeUndefined();
      expect(it.params.aec_q200).toBeUndefined();
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.categoryCode).toBe('comp.passive.resistor.leaded');
      expect(it.params.technology?.display).toBe(it.brandCode === 'stackpole' ? '碳膜' : '金属膜');
      expect(it.name.startsWith('插件电阻')).toBe(true);
      expect(brandByCode(it.brandCode ?? '')).toBeDefined();
    });
});

describe('YAGEO RSF part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, power, maxV, pack] of RSF_CASES)
    it(`${code}: ${size}, ${ohms} Ω ±${tol * 100} %`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(it.params.case_size?.display).toBe(size);
      expect(si(it, 'power')).toBeCloseTo(power, 9);
      if (maxV === null) expect(it.params.max_voltage).toBeUndefined();
      else expect(si(it, 'max_voltage')).toBe(maxV);
      expect(si(it, 'tcr')).toBeCloseTo(300e-6, 12);
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.params.technology?.display).toBe('金属氧化膜');
      expect(it.categoryCode).toBe('comp.passive.resistor.leaded');
    });
});

describe('combinations outside the sources (or narrowed out) are absent', () => {
  const absent: Array<[string, string]> = [
    ['UNIROYAL-MFR0W4F9R10KA50', 'MFR ±1 % starts at 10 Ω (9.1 Ω absent)'],
    ['UNIROYAL-MFR0W4J0103A50', 'MFR ±5 % not taken'],
    ['UNIROYAL-MFR0W2F1002A50', 'MFR 1/2 W not taken'],
    ['UNIROYAL-MFR0W4F1002A10', 'only the packing code A50 taken'],
    ['STACKPOLE-CF14GT10K0', '±2 % not taken'],
    ['STACKPOLE-CF14JT10K2', 'CF takes E24 values only'],
    ['STACKPOLE-CF14JT24M0', 'CF ends at 22 MΩ'],
    ['STACKPOLE-CF14JT0R91', 'CF starts at 1 Ω'],
    ['STACKPOLE-CF1JT10K0', 'CF1 not taken'],
    ['STACKPOLE-CFM14JT10K0', 'CFM not taken'],
    ['YAGEO-RSF100JT-52-100R', 'RSF100 taken with 73 mm forming only'],
    ['YAGEO-RSF-50JT-73-330K', 'RSF-50 taken with 52 mm forming only'],
    ['YAGEO-RSF200JB-1R0', 'bulk items without forming not taken'],
    ['YAGEO-RSF-25JT-52-10K', 'RSF-25 not taken'],
    ['YAGEO-RSF300JT-73-10K', 'RSF300 not taken'],
    ['YAGEO-RSF100JT-73-1M1', 'RSF ends at 1 MΩ'],
    ['YAGEO-RSF100JT-73-10K2', 'RSF takes E24 values only'],
    ['YAGEO-RSF100JT-73-0R', 'the 0 Ω item not taken'],
  ];
  it('the ends of the ranges are present, values beyond them absent', () => {
    expect(byCode.has('UNIROYAL-MFR0W4F1004A50')).toBe(true);
    expect(byCode.has('UNIROYAL-MFR0W4F1024A50')).toBe(false);
    expect(byCode.has('STACKPOLE-CF14JT22M0')).toBe(true);
    expect(byCode.has('STACKPOLE-CF14JT1R00')).toBe(true);
  });
  for (const [code, why] of absent) it(`${code} absent: ${why}`, () => expect(byCode.has(code)).toBe(false));
});

describe('codes and categories', () => {
  it('codes are unique within the families and counts are printed', () => {
    expect(byCode.size).toBe(total);
    for (const [id, n] of counts) console.log(`${id}: ${n}`);
    console.log(`leaded2 total: ${total}`);
    expect(counts.get('res.stackpole.cf')).toBe(3 * 3 * 177);
    // RSF: 145 E24 values (1 Ω–1 MΩ) × 2 tolerances × 3 packings × formings (1 + 1 + 1 + 2)
    expect(counts.get('res.yageo.rsf')).toBe(145 * 2 * 3 * 5);
  });
  it('every item fits its leaf category (declared parameters and enum options)', () => {
    for (const it of byCode.values()) {
      expect(isLeaf(it.categoryCode), it.code).toBe(true);
      const cat = categoryByCode(it.categoryCode);
      const defs = new Map((cat?.params ?? []).map((p) => [p.key, p]));
      for (const [key, v] of Object.entries(it.params)) {
        const def = defs.get(key);
        expect(def, `${it.code} ${key}`).toBeDefined();
        if (def?.type === 'enum') expect(def.options).toContain(v.display);
      }
      expect(it.lifecycle).toBe('active');
    }
  });
});
