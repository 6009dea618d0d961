// Vishay Beyschlag MC professional / precision thin film chips (resistors/thin-film/vishay-mc-tnpu.ts) and Vishay BCcomponents
// SFR16S / SFR25 / SFR25H leaded metal film resistors (resistors/leaded/vishay-sfr.ts): real part numbers printed in the
// sources and in public parts lists decode field by field to the generated items, combinations the sources do not
// offer (or that were narrowed out) are absent, codes are unique, every item fits its category.
import { describe, expect, it } from 'vitest';
import { categoryByCode, families, type Item, isLeaf } from '../../src/index.ts';
import { VISHAY_LEADED_SERIES } from '../../src/resistors/leaded/vishay-sfr.ts';
import { VISHAY_MC_SERIES } from '../../src/resistors/thin-film/vishay-mc-tnpu.ts';
import { declaredCount, si } from '../helpers.ts';

const OWN = [...VISHAY_MC_SERIES, ...VISHAY_LEADED_SERIES];
const OWN_IDS = new Set(OWN.map((d) => d.id));

const byCode = new Map<string, Item>();
const counts = new Map<string, number>();
let total = 0;
const ownFamilies = families().filter((x) => OWN_IDS.has(x.id));
for (const f of ownFamilies) {
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

// code, Ω, tolerance (fraction), size (case_size), power W, max V, TCR ppm/K, packaging code
type Case = [string, number, number, string, number, number, number, string];

const MC_CASES: Case[] = [
  // professional: MCT 0603, variant 0, C = ±50 ppm/K, 1002 = 10 kΩ, F ±1 %, P5, 00 (the brief's example)
  ['VISHAY-MCT06030C1002FP500', 10e3, 0.01, '0603', 0.1, 75, 50, 'P5'],
  ['VISHAY-MCT06030C1004FP500', 1e6, 0.01, '0603', 0.1, 75, 50, 'P5'],
  ['VISHAY-MCT06030C5109FP500', 51, 0.01, '0603', 0.1, 75, 50, 'P5'],
  ['VISHAY-MCT06030C2202FP500', 22e3, 0.01, '0603', 0.1, 75, 50, 'P5'],
  ['VISHAY-MCU08050C1000FP500', 100, 0.01, '0805', 0.125, 150, 50, 'P5'],
  ['VISHAY-MCA12060C1001FP500', 1e3, 0.01, '1206', 0.25, 200, 50, 'P5'],
  ['VISHAY-MCS04020C1003FE000', 100e3, 0.01, '0402', 0.063, 50, 50, 'E0'],
  ['VISHAY-MCS04020C4701FE000', 4.7e3, 0.01, '0402', 0.063, 50, 50, 'E0'],
  ['VISHAY-MCS04020C2001FE000', 2e3, 0.01, '0402', 0.063, 50, 50, 'E0'],
  ['VISHAY-MCS04020C5101FE000', 5.1e3, 0.01, '0402', 0.063, 50, 50, 'E0'],
  ['VISHAY-MCS04020C1004FE000', 1e6, 0.01, '0402', 0.063, 50, 50, 'E0'],
  // professional D = ±25 ppm/K with D = ±0.5 %: MCT06030D1002DP500, MCT06030D4641DPW00 (4.64 kΩ, E96)
  ['VISHAY-MCT06030D1002DP500', 10e3, 0.005, '0603', 0.1, 75, 25, 'P5'],
  ['VISHAY-MCT06030D4641DPW00', 4.64e3, 0.005, '0603', 0.1, 75, 25, 'PW'],
  // precision: D = ±25 ppm/K, B = ±0.1 %
  ['VISHAY-MCT06030D1001BP500', 1e3, 0.001, '0603', 0.1, 75, 25, 'P5'],
  ['VISHAY-MCT06030D1101BP500', 1.1e3, 0.001, '0603', 0.1, 75, 25, 'P5'],
  ['VISHAY-MCT06030D2203BP100', 220e3, 0.001, '0603', 0.1, 75, 25, 'P1'],
  ['VISHAY-MCU08050D1001BP500', 1e3, 0.001, '0805', 0.125, 150, 25, 'P5'],
  ['VISHAY-MCU08050D1002BP500', 10e3, 0.001, '0805', 0.125, 150, 25, 'P5'],
  ['VISHAY-MCU08050D4300BP500', 430, 0.001, '0805', 0.125, 150, 25, 'P5'],
  ['VISHAY-MCS04020D2491BE000', 2.49e3, 0.001, '0402', 0.063, 50, 25, 'E0'],
  ['VISHAY-MCS04020D1101BE000', 1.1e3, 0.001, '0402', 0.063, 50, 25, 'E0'],
  ['VISHAY-MCS04020D9101BE000', 9.1e3, 0.001, '0402', 0.063, 50, 25, 'E0'],
  ['VISHAY-MCS04020D2000BE100', 200, 0.001, '0402', 0.063, 50, 25, 'E1'],
  ['VISHAY-MCS04020D2321BE100', 2.32e3, 0.001, '0402', 0.063, 50, 25, 'E1'],
  // precision E = ±15 ppm/K (MCT 0603 only)
  ['VISHAY-MCT06030E2002BP500', 20e3, 0.001, '0603', 0.1, 75, 15, 'P5'],
  ['VISHAY-MCT06030E1002BP100', 10e3, 0.001, '0603', 0.1, 75, 15, 'P1'],
  // ends of the precision ranges: 0603 39 Ω–511 kΩ, 1206 up to 2 MΩ (E192 value 39.2 Ω = 3929)
  ['VISHAY-MCT06030D3929BP500', 39.2, 0.001, '0603', 0.1, 75, 25, 'P5'],
  ['VISHAY-MCT06030D5113BP500', 511e3, 0.001, '0603', 0.1, 75, 25, 'P5'],
  ['VISHAY-MCA12060D2004BP500', 2e6, 0.001, '1206', 0.25, 200, 25, 'P5'],
];

// MC AT precision: variant M, D = ±25 ppm/K, B = ±0.1 % (document 28785)
const AT_CASES: Case[] = [
  ['VISHAY-MCS0402MD1004BE000', 1e6, 0.001, '0402', 0.1, 50, 25, 'E0'],
  ['VISHAY-MCS0402MD2673BE000', 267e3, 0.001, '0402', 0.1, 50, 25, 'E0'],
  ['VISHAY-MCS0402MD3093BE000', 309e3, 0.001, '0402', 0.1, 50, 25, 'E0'],
  ['VISHAY-MCS0402MD1003BE000', 100e3, 0.001, '0402', 0.1, 50, 25, 'E0'],
  ['VISHAY-MCS0402MD1002BE100', 10e3, 0.001, '0402', 0.1, 50, 25, 'E1'],
  ['VISHAY-MCS0402MD2000BE100', 200, 0.001, '0402', 0.1, 50, 25, 'E1'],
  ['VISHAY-MCT0603MD3900BP500', 390, 0.001, '0603', 0.125, 75, 25, 'P5'],
  ['VISHAY-MCT0603MD1003BP100', 100e3, 0.001, '0603', 0.125, 75, 25, 'P1'],
  ['VISHAY-MCT0603MD2004BP500', 2e6, 0.001, '0603', 0.125, 75, 25, 'P5'],
  ['VISHAY-MCU0805MD1002BP500', 10e3, 0.001, '0805', 0.2, 150, 25, 'P5'],
  ['VISHAY-MCU0805MD1504BP500', 1.5e6, 0.001, '0805', 0.2, 150, 25, 'P5'],
  ['VISHAY-MCU0805MD4991BP100', 4.99e3, 0.001, '0805', 0.2, 150, 25, 'P1'],
  ['VISHAY-MCA1206MD2492BP500', 24.9e3, 0.001, '1206', 0.4, 200, 25, 'P5'],
  ['VISHAY-MCA1206MD1005BP100', 10e6, 0.001, '1206', 0.4, 200, 25, 'P1'],
  ['VISHAY-MCS0402MD4709BE000', 47, 0.001, '0402', 0.1, 50, 25, 'E0'],
  // E = ±15 ppm/K for 1206: MCA1206ME1100BP1(00), 110 Ω
  ['VISHAY-MCA1206ME1100BP100', 110, 0.001, '1206', 0.4, 200, 15, 'P1'],
];

// MCT 0603 AT professional (document 28760): P85 0.150 W, 75 V
const AT_PRO_CASES: Case[] = [
  ['VISHAY-MCT0603MC2841DP500', 2.84e3, 0.005, '0603', 0.15, 75, 50, 'P5'],
  ['VISHAY-MCT0603MC1741FPW00', 1.74e3, 0.01, '0603', 0.15, 75, 50, 'PW'],
  ['VISHAY-MCT0603MC6802DPW00', 68e3, 0.005, '0603', 0.15, 75, 50, 'PW'],
  ['VISHAY-MCT0603MD7502DP500', 75e3, 0.005, '0603', 0.15, 75, 25, 'P5'],
  ['VISHAY-MCT0603MD4701DP500', 4.7e3, 0.005, '0603', 0.15, 75, 25, 'P5'],
  ['VISHAY-MCT0603MD1502DP500', 15e3, 0.005, '0603', 0.15, 75, 25, 'P5'],
];

const TNPU_CASES: Case[] = [
  // TNPU + size + value + tolerance (A ±0.05 %, B ±0.1 %) + Z (±5 ppm/K) + EN + 00
  ['VISHAY-TNPU06035K60AZEN00', 5.6e3, 0.0005, '0603', 0.1, 75, 5, 'EN'],
  ['VISHAY-TNPU06031K32AZEN00', 1.32e3, 0.0005, '0603', 0.1, 75, 5, 'EN'],
  ['VISHAY-TNPU0603806RAZEN00', 806, 0.0005, '0603', 0.1, 75, 5, 'EN'],
  ['VISHAY-TNPU06035K23BZEN00', 5.23e3, 0.001, '0603', 0.1, 75, 5, 'EN'],
  ['VISHAY-TNPU06037K50BZEN00', 7.5e3, 0.001, '0603', 0.1, 75, 5, 'EN'],
  ['VISHAY-TNPU0805100KBZEN00', 100e3, 0.001, '0805', 0.125, 150, 5, 'EN'],
  ['VISHAY-TNPU1206511KAZEN00', 511e3, 0.0005, '1206', 0.25, 200, 5, 'EN'],
];

const SFR_CASES: Case[] = [
  // type padded to nine characters, value, tolerance, packaging, 00
  ['VISHAY-SFR2500001002FR500', 10e3, 0.01, 'SFR25 (DIN 0207)', 0.4, 250, 100, 'R5'],
  ['VISHAY-SFR2500001002JA500', 10e3, 0.05, 'SFR25 (DIN 0207)', 0.4, 250, 100, 'A5'],
  ['VISHAY-SFR2500001008JA500', 1, 0.05, 'SFR25 (DIN 0207)', 0.4, 250, 100, 'A5'],
  ['VISHAY-SFR2500001001JR500', 1e3, 0.05, 'SFR25 (DIN 0207)', 0.4, 250, 100, 'R5'],
  ['VISHAY-SFR16S0001001FR500', 1e3, 0.01, 'SFR16S (DIN 0204)', 0.5, 200, 100, 'R5'],
  ['VISHAY-SFR16S0008201FR500', 8.2e3, 0.01, 'SFR16S (DIN 0204)', 0.5, 200, 100, 'R5'],
  ['VISHAY-SFR16S0003309JA500', 33, 0.05, 'SFR16S (DIN 0204)', 0.5, 200, 100, 'A5'],
  ['VISHAY-SFR16S0004702JA500', 47e3, 0.05, 'SFR16S (DIN 0204)', 0.5, 200, 100, 'A5'],
  ['VISHAY-SFR16S0002700JA500', 270, 0.05, 'SFR16S (DIN 0204)', 0.5, 200, 100, 'A5'],
  ['VISHAY-SFR16S0001200JA500', 120, 0.05, 'SFR16S (DIN 0204)', 0.5, 200, 100, 'A5'],
  ['VISHAY-SFR25H0001009FR500', 10, 0.01, 'SFR25H (DIN 0207)', 0.5, 350, 100, 'R5'],
  ['VISHAY-SFR25H0004700FR500', 470, 0.01, 'SFR25H (DIN 0207)', 0.5, 350, 100, 'R5'],
  ['VISHAY-SFR25H0001003FR500', 100e3, 0.01, 'SFR25H (DIN 0207)', 0.5, 350, 100, 'R5'],
  ['VISHAY-SFR25H0002201FR500', 2.2e3, 0.01, 'SFR25H (DIN 0207)', 0.5, 350, 100, 'R5'],
  ['VISHAY-SFR25H0001502FR500', 15e3, 0.01, 'SFR25H (DIN 0207)', 0.5, 350, 100, 'R5'],
  ['VISHAY-SFR25H0001001JA500', 1e3, 0.05, 'SFR25H (DIN 0207)', 0.5, 350, 100, 'A5'],
  // T.C.R. by value: SFR16S ±250 below 4.7 Ω and above 100 kΩ; SFR25 ±250 above 1 MΩ; 0.22 Ω = 2207
  ['VISHAY-SFR16S0004998FR500', 4.99, 0.01, 'SFR16S (DIN 0204)', 0.5, 200, 100, 'R5'],
  ['VISHAY-SFR16S0001008JA500', 1, 0.05, 'SFR16S (DIN 0204)', 0.5, 200, 250, 'A5'],
  ['VISHAY-SFR16S0001503FR500', 150e3, 0.01, 'SFR16S (DIN 0204)', 0.5, 200, 250, 'R5'],
  ['VISHAY-SFR2500002207JR500', 0.22, 0.05, 'SFR25 (DIN 0207)', 0.4, 250, 100, 'R5'],
  ['VISHAY-SFR2500001005FR500', 10e6, 0.01, 'SFR25 (DIN 0207)', 0.4, 250, 250, 'R5'],
];

function expectCase(it: Item, [, ohms, tol, size, power, maxV, tcr, pack]: Case): void {
  expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
  expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
  expect(it.params.case_size?.display).toBe(size);
  expect(it.package).toBe(size);
  expect(si(it, 'power')).toBeCloseTo(power, 9);
  expect(si(it, 'max_voltage')).toBe(maxV);
  expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
  expect(it.params.packaging?.display).toContain(pack);
  expect(it.params.technology?.display).toBe(it.model.startsWith('SFR') ? '金属膜' : '薄膜');
  if (it.series === 'TNPU e3' || it.series.includes(' AT ')) expect(it.params.aec_q200?.display).toBe('是');
  else expect(it.params.aec_q200).toBeUndefined();
  expect(it.brandCode).toBe('vishay');
  expect(it.code).toBe(`VISHAY-${it.model}`);
}

describe('MC thin film chip part numbers decode to their parameters (Vishay Beyschlag 28705 / 28700)', () => {
  for (const c of MC_CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
      expect(it.datasheetUrl).toBe(
        c[2] === 0.001 ? 'https://www.vishay.com/doc?28700' : 'https://www.vishay.com/doc?28705',
      );
      expect(it.name.startsWith('贴片电阻')).toBe(true);
    });
});

describe('MC AT precision part numbers decode to their parameters (Vishay Beyschlag 28785)', () => {
  for (const c of AT_CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
      expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?28785');
    });
});

describe('MCT 0603 AT professional part numbers decode to their parameters (Vishay Beyschlag 28760)', () => {
  for (const c of AT_PRO_CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?28760');
    });
});

describe('TNPU e3 part numbers decode to their parameters (Vishay Draloric 28779)', () => {
  for (const c of TNPU_CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
      expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?28779');
    });
});

describe('SFR16S / SFR25 / SFR25H part numbers decode to their parameters (Vishay BCcomponents 28722)', () => {
  for (const c of SFR_CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectCase(it, c);
      expect(it.categoryCode).toBe('comp.passive.resistor.leaded');
      expect(it.datasheetUrl).toBe('https://www.vishay.com/doc?28722');
      expect(it.name.startsWith('插件电阻')).toBe(true);
    });
});

describe('combinations outside the sources (or narrowed out) are absent', () => {
  const absent: Array<[string, string]> = [
    ['VISHAY-MCT06030C1002DP500', 'professional ±50 ppm/K with ±0.5 % not taken'],
    ['VISHAY-MCT06030D1002FP500', 'professional ±25 ppm/K with ±1 % not taken'],
    ['VISHAY-MCT06030C1005FP500', 'professional narrowed to 1 MΩ'],
    ['VISHAY-MCT06030C4998FP500', 'professional narrowed to 10 Ω and up (4.99 Ω absent)'],
    ['VISHAY-MCT06030C1012FP500', 'professional ±1 % takes E24/E96 only (1.01 kΩ is E192)'],
    ['VISHAY-MCU08050C1002FP100', 'P1 taken for 0603 only'],
    ['VISHAY-MCA12060C1002FPW00', 'PW taken for 0603 only'],
    ['VISHAY-MCS04020C1002FE100', 'E1 not taken for professional 0402'],
    ['VISHAY-MCS04020C1002FP500', '0402 takes E0, not P5'],
    ['VISHAY-MCT06030C1002FE000', '0603 does not take E0'],
    ['VISHAY-MCT06030D1002CP500', '±0.25 % not taken'],
    ['VISHAY-MCT06030F1002BP500', '±10 ppm/K not taken'],
    ['VISHAY-MCU08050E1002BP500', '±15 ppm/K taken for 0603 only'],
    ['VISHAY-MCT06030E1103BP500', '±15 ppm/K narrowed to 100 kΩ (110 kΩ absent)'],
    ['VISHAY-MCT06030E1002BPW00', '±15 ppm/K taken on P1 and P5 only'],
    ['VISHAY-MCS04020D9919BE000', 'precision 0402 starts at 100 Ω'],
    ['VISHAY-MCS04020D2223BE000', 'precision 0402 ends at 221 kΩ'],
    ['VISHAY-MCT06030D3839BP500', 'precision 0603 starts at 39 Ω (38.3 Ω absent)'],
    ['VISHAY-MCT06030D5173BP500', 'precision 0603 ends at 511 kΩ'],
    ['VISHAY-MCU08050D1524BP500', 'precision 0805 ends at 1.5 MΩ'],
    ['VISHAY-MCS0402MC1002FE000', 'MC AT professional taken for 0603 only'],
    ['VISHAY-MCA1206MD1000DP500', 'MC AT professional taken for 0603 only'],
    ['VISHAY-MCT0603MD1002FP500', 'MCT 0603 AT professional ±25 ppm/K with ±1 % not taken'],
    ['VISHAY-MCT0603MC1023FP500', 'MCT 0603 AT professional ends at 100 kΩ'],
    ['VISHAY-MCT0603MC9769FP500', 'MCT 0603 AT professional starts at 100 Ω'],
    ['VISHAY-MCT0603MC1002FP100', 'MCT 0603 AT professional P1 not taken'],
    ['VISHAY-MCS0402MD1024BE000', 'MC AT 0402 ends at 1 MΩ'],
    ['VISHAY-MCS0402MD4649BE000', 'MC AT starts at 47 Ω'],
    ['VISHAY-MCU0805MD7687BP500', 'MC AT 0805 ends at 7.5 MΩ'],
    ['VISHAY-MCA1206MD1005BPW00', 'PW not taken for MC AT'],
    ['VISHAY-MCT0603ME1003BP500', 'MC AT ±15 ppm/K taken for 1206 only'],
    ['VISHAY-MCA1206ME1103BP500', 'MC AT 1206 ±15 ppm/K narrowed to 100 kΩ'],
    ['VISHAY-TNPU0805500RAZEN00', 'real, but 500 Ω is neither E24 nor E192 (other values left out)'],
    ['VISHAY-TNPU060320K0AWEN00', '±2 ppm/K (W) of later revisions not taken'],
    ['VISHAY-TNPU060311K8HWEA00', '±0.02 % (H) and packaging EA not taken'],
    ['VISHAY-TNPU0603102KBZEN00', 'TNPU0603 ends at 100 kΩ'],
    ['VISHAY-TNPU080599R0BZEN00', 'TNPU starts at 100 Ω'],
    ['VISHAY-TNPU0402100RBZEN00', 'no TNPU0402'],
    ['VISHAY-SFR2500001002FA500', 'A5 taken with ±5 % only'],
    ['VISHAY-SFR2500001021JR500', '±5 % takes E24 values only'],
    ['VISHAY-SFR2500001012FR500', '±1 % takes E24/E96 only'],
    ['VISHAY-SFR2500009107FR500', 'SFR25 ±1 % starts at 1 Ω'],
    ['VISHAY-SFR2500001105JR500', 'SFR25 ends at 10 MΩ'],
    ['VISHAY-SFR16S0004758FR500', 'SFR16S ±1 % starts at 4.99 Ω'],
    ['VISHAY-SFR16S0009107JR500', 'SFR16S ±5 % starts at 1 Ω'],
    ['VISHAY-SFR16S0003304JR500', 'SFR16S ends at 3 MΩ'],
    ['VISHAY-SFR2500000000ZR500', 'jumpers not taken'],
  ];
  for (const [code, why] of absent)
    it(`${code} absent: ${why}`, () => {
      expect(byCode.has(code)).toBe(false);
    });
});

describe('the families as a whole', () => {
  it('every item fits its leaf category and codes are unique', () => {
    expect(byCode.size).toBe(total);
    for (const it of byCode.values()) {
      const cat = categoryByCode(it.categoryCode);
      expect(cat).toBeDefined();
      expect(isLeaf(it.categoryCode)).toBe(true);
      for (const key of Object.keys(it.params)) expect(cat?.params.some((p) => p.key === key)).toBe(true);
      const tech = cat?.params.find((p) => p.key === 'technology');
      expect(tech?.options).toContain(it.params.technology?.display);
    }
  });

  it('the families are extension families, registered once each', () => {
    expect(ownFamilies.map((f) => f.id).sort()).toEqual([...OWN_IDS].sort());
    for (const f of ownFamilies) expect(f.extension).toBe(true);
  });

  it('each family holds exactly the rows its size, tolerance and packaging tables declare', () => {
    for (const def of OWN) expect(counts.get(def.id), def.id).toBe(declaredCount(def));
    expect(total).toBe(OWN.reduce((n, def) => n + declaredCount(def), 0));
    console.log(`total: ${total}`);
  });
});
