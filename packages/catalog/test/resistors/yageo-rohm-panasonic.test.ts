// Chip resistor series of YAGEO (AF, AT, AC ±0.5 %, RV), ROHM (TRR, LTR) and Panasonic (ERJ-S, ERJ-U): real part numbers
// from the sources decode to the generated items, combinations the sources do not offer (or that were left
// out) are absent, codes are unique, counts printed.
import { describe, expect, it } from 'vitest';
import { families, type Item, Kind } from '../../src/index.ts';
import { type ResistorSeries, rowsOf } from '../../src/resistors/chip-resistors.ts';
import { PANASONIC_MORE_SERIES } from '../../src/resistors/thick-film/panasonic-erj-s-u.ts';
import { ROHM_MORE_SERIES } from '../../src/resistors/thick-film/rohm-trr-ltr.ts';
import { YAGEO_AC_D, YAGEO_AF, YAGEO_AT, YAGEO_RV } from '../../src/resistors/yageo-af-at-rv.ts';
import { si } from '../helpers.ts';

/** The series of this test (each is registered with its siblings: thick film or thin film). */
const MORE_SERIES: ResistorSeries[] = [
  YAGEO_AF,
  YAGEO_AT,
  YAGEO_AC_D,
  YAGEO_RV,
  ...PANASONIC_MORE_SERIES,
  ...ROHM_MORE_SERIES,
];
const OWN_IDS = new Set(MORE_SERIES.map((d) => d.id));

/** Items of these families only, by code (the whole catalogue is not indexed). */
const byCode = new Map<string, Item>();
let total = 0;
const ownFamilies = families().filter((x) => OWN_IDS.has(x.id));
for (const f of ownFamilies) {
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    byCode.set(it.code, it);
    total++;
  }
  console.log(`${f.id}: ${f.count()} items`);
}
console.log(`total: ${total} items`);

function itemByCode(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

/** Code, Ω, tolerance (fraction), size, W or null, V or null, TCR (ppm/K) or null, packaging text, technology. */
type Case = [
  string,
  number,
  number,
  string,
  number | null,
  number | null,
  number | null,
  string,
  '厚膜' | '薄膜',
];

const CASES: Case[] = [
  // YAGEO AF (anti-sulfurated): real part numbers of distributors' lists and bills of materials
  ['YAGEO-AF0402FR-07470RL', 470, 0.01, '0402', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0402FR-0710KL', 10e3, 0.01, '0402', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0402FR-07909KL', 909e3, 0.01, '0402', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0402FR-071ML', 1e6, 0.01, '0402', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0402FR-075K1L', 5.1e3, 0.01, '0402', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0402JR-071KL', 1e3, 0.05, '0402', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0603FR-07100KL', 100e3, 0.01, '0603', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0603FR-077K5L', 7.5e3, 0.01, '0603', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0603FR-073K32L', 3.32e3, 0.01, '0603', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0603FR-0747KL', 47e3, 0.01, '0603', null, null, null, '7英寸', '厚膜'],
  ['YAGEO-AF0805FR-07470RL', 470, 0.01, '0805', null, null, null, '7英寸', '厚膜'],
  // ±0.5 % (D, from V.5): the page of AF0402DR-0752R3L
  ['YAGEO-AF0402DR-0752R3L', 52.3, 0.005, '0402', null, null, null, '7英寸', '厚膜'],
  // the 13-inch reel of the ordering scheme
  ['YAGEO-AF1206JR-13100RL', 100, 0.05, '1206', null, null, null, '13英寸', '厚膜'],
  // YAGEO AT (automotive thin film)
  ['YAGEO-AT0603BRD07100KL', 100e3, 0.001, '0603', null, null, 25, '7英寸', '薄膜'],
  ['YAGEO-AT0603BRD0740K2L', 40.2e3, 0.001, '0603', null, null, 25, '7英寸', '薄膜'],
  ['YAGEO-AT0603BRD0720KL', 20e3, 0.001, '0603', null, null, 25, '7英寸', '薄膜'],
  ['YAGEO-AT0402BRD0721K5L', 21.5e3, 0.001, '0402', null, null, 25, '7英寸', '薄膜'],
  ['YAGEO-AT0402BRD07100KL', 100e3, 0.001, '0402', null, null, 25, '7英寸', '薄膜'],
  ['YAGEO-AT1206FRE07100RL', 100, 0.01, '1206', null, null, 50, '7英寸', '薄膜'],
  ['YAGEO-AT0603BRC0710KL', 10e3, 0.001, '0603', null, null, 15, '7英寸', '薄膜'],
  // YAGEO AC ±0.5 % (D), power and voltage of the base family's sizes
  ['YAGEO-AC0402DR-0710KL', 10e3, 0.005, '0402', 1 / 16, 50, null, '7英寸', '厚膜'],
  ['YAGEO-AC0603DR-0710KL', 10e3, 0.005, '0603', 1 / 10, 75, null, '7英寸', '厚膜'],
  ['YAGEO-AC0603DR-072KL', 2e3, 0.005, '0603', 1 / 10, 75, null, '7英寸', '厚膜'],
  ['YAGEO-AC0603DR-07100KL', 100e3, 0.005, '0603', 1 / 10, 75, null, '7英寸', '厚膜'],
  ['YAGEO-AC0805DR-0710KL', 10e3, 0.005, '0805', 1 / 8, 150, null, '7英寸', '厚膜'],
  ['YAGEO-AC1210DR-1349K9L', 49.9e3, 0.005, '1210', 1 / 2, 200, null, '13英寸', '厚膜'],
  // YAGEO RV (high voltage)
  ['YAGEO-RV1206JR-071ML', 1e6, 0.05, '1206', null, null, null, '高压', '厚膜'],
  ['YAGEO-RV0603FR-07100KL', 100e3, 0.01, '0603', null, null, null, '高压', '厚膜'],
  ['YAGEO-RV0805FR-071M5L', 1.5e6, 0.01, '0805', null, null, null, '高压', '厚膜'],
  ['YAGEO-RV1206FR-071M2L', 1.2e6, 0.01, '1206', null, null, null, '高压', '厚膜'],
  ['YAGEO-RV1206FR-071M8L', 1.8e6, 0.01, '1206', null, null, null, '高压', '厚膜'],
  ['YAGEO-RV1206FR-072M2L', 2.2e6, 0.01, '1206', null, null, null, '高压', '厚膜'],
  // Panasonic ERJ-S / ERJ-U (anti-sulfurated): real part numbers of bills of materials and distributors
  ['PANASONIC-ERJ-S02F7321X', 7.32e3, 0.01, '0402', 0.1, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-S03F3402V', 34e3, 0.01, '0603', 0.1, null, null, '金基', '厚膜'],
  ['PANASONIC-ERJ-S03F3830V', 383, 0.01, '0603', 0.1, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-S06F1101V', 1.1e3, 0.01, '0805', 0.125, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-S06F1333V', 133e3, 0.01, '0805', 0.125, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-S06F2002V', 20e3, 0.01, '0805', 0.125, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-S06F2200V', 220, 0.01, '0805', 0.125, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-S06F1002V', 10e3, 0.01, '0805', 0.125, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-U06F1001V', 1e3, 0.01, '0805', 0.125, null, null, '银钯', '厚膜'],
  ['PANASONIC-ERJ-U1TF2402U', 24e3, 0.01, '2512', 1, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-U01F2001C', 2e3, 0.01, '0201', 0.05, null, null, '抗硫化', '厚膜'],
  // the scheme's own examples: 222 (2.2 kΩ, ±5 %)
  ['PANASONIC-ERJ-S08J222V', 2.2e3, 0.05, '1206', 0.25, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-U12J222U', 2.2e3, 0.05, '1812', 0.75, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-S1TJ105U', 1e6, 0.05, '2512', 1, null, null, '抗硫化', '厚膜'],
  ['PANASONIC-ERJ-S14F1004U', 1e6, 0.01, '1210', 0.5, null, null, '抗硫化', '厚膜'],
  // ROHM TRR (sulfur tolerant): real part numbers and the part number description's examples
  ['ROHM-TRR01MZPF4872', 48.7e3, 0.01, '0402', 0.063, 50, 100, '抗硫化', '厚膜'],
  ['ROHM-TRR01MZPJ4R7', 4.7, 0.05, '0402', 0.063, 50, null, '抗硫化', '厚膜'],
  ['ROHM-TRR10EZPF10R0', 10, 0.01, '0805', 0.125, 150, 100, '抗硫化', '厚膜'],
  ['ROHM-TRR18EZPF1004', 1e6, 0.01, '1206', 0.25, 200, 100, '抗硫化', '厚膜'],
  ['ROHM-TRR18EZPF2204', 2.2e6, 0.01, '1206', 0.25, 200, 100, '抗硫化', '厚膜'],
  ['ROHM-TRR03EZPJ1R0', 1, 0.05, '0603', 0.1, 50, null, '抗硫化', '厚膜'],
  ['ROHM-TRR03EZPJ9R1', 9.1, 0.05, '0603', 0.1, 50, null, '抗硫化', '厚膜'],
  ['ROHM-TRR03EZPJ105', 1e6, 0.05, '0603', 0.1, 50, 200, '抗硫化', '厚膜'],
  ['ROHM-TRR10EZPJ100', 10, 0.05, '0805', 0.125, 150, 200, '抗硫化', '厚膜'],
  ['ROHM-TRR10EZPJ106', 10e6, 0.05, '0805', 0.125, 150, 200, '抗硫化', '厚膜'],
  // ROHM LTR (wide terminal): real part numbers
  ['ROHM-LTR18EZPJ301', 300, 0.05, '1206', 0.5, 200, 200, '长边电极', '厚膜'],
  ['ROHM-LTR50UZPF1100', 110, 0.01, '1020', 1, 200, 100, '长边电极', '厚膜'],
  ['ROHM-LTR10EZPJ1R0', 1, 0.05, '0805', 0.25, 150, 200, '长边电极', '厚膜'],
  ['ROHM-LTR10EZPD1004', 1e6, 0.005, '0805', 0.25, 150, 100, '长边电极', '厚膜'],
  ['ROHM-LTR50UZPD1303', 130e3, 0.005, '1020', 1, 200, 100, '长边电极', '厚膜'],
];

describe('part numbers of the sources decode to their parameters', () => {
  for (const [code, ohms, tol, size, power, maxV, tcr, pack, tech] of CASES)
    it(`${code}: ${size}, ${ohms} Ω ±${tol * 100} %`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      if (power === null) expect(it.params.power).toBeUndefined();
      else expect(si(it, 'power')).toBeCloseTo(power, 9);
      if (maxV === null) expect(it.params.max_voltage).toBeUndefined();
      else expect(si(it, 'max_voltage')).toBe(maxV);
      if (tcr === null) expect(it.params.tcr).toBeUndefined();
      else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
      expect(it.package).toBe(size);
      expect(it.params.case_size?.display).toBe(size);
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.params.technology?.display).toBe(tech);
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
      expect(it.kind).toBe(Kind.component);
    });
});

describe('combinations left out are absent', () => {
  const absent: Array<[string, string]> = [
    ['YAGEO-AF0603FR-072R2L', 'AF below 10 Ω left out'],
    ['YAGEO-AF0603FR-1010KL', 'AF 10-inch reel only in the old revisions'],
    ['YAGEO-AF0603FR-7W10KL', 'AF 7W reel left out'],
    ['YAGEO-AF2512FK-0710KL', 'AF 2512 left out'],
    ['YAGEO-AF0603JR-0710K2L', 'AF ±5 % is E24 only'],
    ['YAGEO-AT0402DRD0756RL', 'AT below 100 Ω left out (narrowed range)'],
    ['YAGEO-AT0603FRC0710KL', 'AT ±15 ppm/°C (C) only with ±0.1 % (B)'],
    ['YAGEO-AT0603DRC0710KL', 'AT ±15 ppm/°C (C) only with ±0.1 % (B)'],
    ['YAGEO-AT0603BRD13100KL', 'AT has only the 7-inch reel'],
    ['YAGEO-AT0603BRD07200KL', 'AT above 100 kΩ left out'],
    ['YAGEO-AC0603DK-1097R6L', 'AC embossed packaging for 0603 left out'],
    ['YAGEO-AC0805DR-071RL', 'AC ±0.5 % below 10 Ω left out'],
    ['YAGEO-AC2512DK-0710KL', 'AC ±0.5 % 2512 left out'],
    ['YAGEO-AC0603DR-7W10KL', 'AC 7W reel with ±0.5 % left out'],
    ['YAGEO-RV1206FR-0764K9L', 'RV below 100 kΩ left out'],
    ['YAGEO-RV2512FK-071ML', 'RV 2512 left out'],
    ['YAGEO-RV1206FR-1310ML', 'RV has only the 7-inch reel'],
    ['PANASONIC-ERJ-S08D2321V', 'ERJ-S ±0.5 % (D) left out'],
    ['PANASONIC-ERJ-U01J330C', 'ERJ-U01 below 100 Ω left out'],
    ['PANASONIC-ERJ-U01F2001X', 'ERJ-U01 packaging is C'],
    ['PANASONIC-ERJ-S06F10R0V', 'ERJ-S below 100 Ω left out'],
    ['PANASONIC-ERJ-S06J155V', 'ERJ-S above 1 MΩ left out'],
    ['PANASONIC-ERJ-S06F1002X', 'ERJ-S06 packaging is V'],
    ['PANASONIC-ERJ-S1TF1053U', 'ERJ-S 2512 ±1 % narrowed to 100 kΩ'],
    ['PANASONIC-ERJ-S06J1002V', '±5 % takes three digits'],
    ['ROHM-TRR03EZPF1002', 'TRR03 ±1 % left out (F or FX not sure)'],
    ['ROHM-TRR03EZPFX1002', 'TRR03 ±1 % left out (F or FX not sure)'],
    ['ROHM-TRR10EZPF2704', 'TRR10 ±1 % ends at 2.2 MΩ'],
    ['ROHM-TRR10EZPF9R10', 'TRR ±1 % starts at 10 Ω'],
    ['ROHM-TRR10EZPJ000', 'jumpers left out'],
    ['ROHM-TRR10EZPD1002', '±0.5 % left out'],
    ['ROHM-LTR50UZPF1503', 'LTR50 ±1 % ends at 130 kΩ'],
    ['ROHM-LTR18EZPF1021', 'LTR ±1 % in E24 only'],
    ['ROHM-LTR18EZPFSR015', 'low-ohmic LTR types left out'],
  ];
  for (const [code, why] of absent)
    it(`${code}: ${why}`, () => {
      expect(byCode.has(code)).toBe(false);
    });
});

describe('the families', () => {
  it('are extension families with unique codes and declared parameters', () => {
    expect(ownFamilies.length).toBe(MORE_SERIES.length);
    for (const f of ownFamilies) expect(f.extension).toBe(true);
    expect(byCode.size).toBe(total);
    let rows = 0;
    for (const def of MORE_SERIES) rows += rowsOf(def).length;
    expect(rows).toBe(total);
  });
  it('state AEC-Q200 as their sources do', () => {
    const aec = (code: string) => itemByCode(code).params.aec_q200?.display;
    expect(aec('YAGEO-AF0603FR-07100KL')).toBe('是');
    expect(aec('YAGEO-AT0603BRD07100KL')).toBe('是');
    expect(aec('YAGEO-AC0603DR-0710KL')).toBe('是');
    expect(aec('PANASONIC-ERJ-S06F1002V')).toBe('是');
    expect(aec('PANASONIC-ERJ-U01F2001C')).toBe('否');
    expect(aec('YAGEO-RV1206JR-071ML')).toBeUndefined();
    expect(aec('ROHM-TRR01MZPF4872')).toBeUndefined();
    expect(aec('ROHM-LTR18EZPJ301')).toBeUndefined();
  });
  it('name and describe their items in Chinese with the source', () => {
    for (const f of ownFamilies) {
      const it = f.item(0);
      expect(it.name).toMatch(/贴片电阻/);
      expect(it.description).toMatch(/来源/);
      expect(it.lifecycle).toBe('active');
    }
  });
});
