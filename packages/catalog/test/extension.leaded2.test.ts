// Leaded film resistor extension families of resistor.leaded2.ts (UNI-ROYAL MFR, Stackpole CF): real part
// numbers of public parts lists and distributor listings decode field by field to the generated items,
// combinations the sources do not offer (or that were narrowed out) are absent, codes are unique, every item
// fits its category.
import { describe, expect, it } from 'vitest';
import { LEADED2_SERIES } from '../src/components/resistor.leaded2.ts';
import { brandByCode, categoryByCode, families, type Item, isLeaf } from '../src/index.ts';
import { si } from './helpers.ts';

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
