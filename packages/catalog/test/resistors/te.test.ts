// TE Connectivity chip resistor extension series (resistors/te.ts): real part numbers decode to their
// parameters, combinations the sources do not give are absent, codes unique, counts printed.
import { describe, expect, it } from 'vitest';
import { brandByCode, families, type Item } from '../../src/index.ts';
import { TE_SERIES, teValueCode } from '../../src/resistors/te.ts';
import { si } from '../helpers.ts';

const OWN_IDS = new Set(TE_SERIES.map((d) => d.id));
const ownFamilies = families().filter((f) => OWN_IDS.has(f.id));

/** Items of these families only, by code. */
const byCode = new Map<string, Item>();
let total = 0;
for (const f of ownFamilies)
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    byCode.set(it.code, it);
    total++;
  }

function itemByCode(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

/** code, Ω, tolerance (fraction), size, W, max V or null, TCR ppm/K or null, packaging text, series, AEC-Q200. */
type Case = [string, number, number, string, number, number | null, number | null, string, string, boolean];

const CASES: Case[] = [
  // CRG (1773204 Rev J): the brief's and the datasheet page's example, 0805 ±1 % 130 kΩ, 1/8 W, 150 V
  ['TE-CRG0805F130K', 130e3, 0.01, '0805', 1 / 8, 150, null, '编带', 'CRG', false],
  // real CRG parts in BOMs and EDA libraries: 10K, 1K0, 1M0, E96 4K87 and 49R9, 390R (0603 1/10 W 75 V)
  ['TE-CRG0603F10K', 10e3, 0.01, '0603', 1 / 10, 75, null, '编带', 'CRG', false],
  ['TE-CRG0603F1K0', 1e3, 0.01, '0603', 1 / 10, 75, null, '编带', 'CRG', false],
  ['TE-CRG0603F1M0', 1e6, 0.01, '0603', 1 / 10, 75, null, '编带', 'CRG', false],
  ['TE-CRG0603F4K87', 4870, 0.01, '0603', 1 / 10, 75, null, '编带', 'CRG', false],
  ['TE-CRG0603F49R9', 49.9, 0.01, '0603', 1 / 10, 75, null, '编带', 'CRG', false],
  ['TE-CRG0603F390R', 390, 0.01, '0603', 1 / 10, 75, null, '编带', 'CRG', false],
  ['TE-CRG0603F5K6', 5600, 0.01, '0603', 1 / 10, 75, null, '编带', 'CRG', false],
  // 0402 (1/16 W, 50 V): 5K1, 27R, 100R, 100K
  ['TE-CRG0402F5K1', 5100, 0.01, '0402', 1 / 16, 50, null, '编带', 'CRG', false],
  ['TE-CRG0402F27R', 27, 0.01, '0402', 1 / 16, 50, null, '编带', 'CRG', false],
  ['TE-CRG0402F100R', 100, 0.01, '0402', 1 / 16, 50, null, '编带', 'CRG', false],
  ['TE-CRG0402F100K', 100e3, 0.01, '0402', 1 / 16, 50, null, '编带', 'CRG', false],
  // 0805: 2K7, 220K, 4K7, 12K
  ['TE-CRG0805F2K7', 2700, 0.01, '0805', 1 / 8, 150, null, '编带', 'CRG', false],
  ['TE-CRG0805F220K', 220e3, 0.01, '0805', 1 / 8, 150, null, '编带', 'CRG', false],
  // the ends of the 1R0–10M range in the smallest and the largest size
  ['TE-CRG0201F1R0', 1, 0.01, '0201', 1 / 20, 25, null, '编带', 'CRG', false],
  ['TE-CRG2512F10M', 10e6, 0.01, '2512', 1, 200, null, '编带', 'CRG', false],
  // zero-ohm jumpers CRG0603ZR and CRG0805ZR (real): no tolerance, power or voltage (rated by current)
  ['TE-CRG0603ZR', 0, 0, '0603', 0, null, null, '编带', 'CRG', false],
  ['TE-CRG0805ZR', 0, 0, '0805', 0, null, null, '编带', 'CRG', false],
  // CPF: B (±0.1 %) E (±25 ppm/°C), with and without the packaging digit 1 (1,000-piece reel)
  ['TE-CPF0603B10KE1', 10e3, 0.001, '0603', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0603B22KE', 22e3, 0.001, '0603', 1 / 16, null, 25, '编带', 'CPF', false],
  ['TE-CPF0603B47KE', 47e3, 0.001, '0603', 1 / 16, null, 25, '编带', 'CPF', false],
  ['TE-CPF0603B10RE', 10, 0.001, '0603', 1 / 16, null, 25, '编带', 'CPF', false],
  ['TE-CPF0603B820KE1', 820e3, 0.001, '0603', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0603B5K49E1', 5490, 0.001, '0603', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0603B470KE1', 470e3, 0.001, '0603', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0603B62KE1', 62e3, 0.001, '0603', 1 / 16, null, 25, '1,000', 'CPF', false],
  // CPF 0402 (1/16 W): 23R7, 33R, 620R, 1K0, 22K6, 90K9, 100K
  ['TE-CPF0402B23R7E1', 23.7, 0.001, '0402', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0402B33RE1', 33, 0.001, '0402', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0402B620RE1', 620, 0.001, '0402', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0402B1K0E1', 1e3, 0.001, '0402', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0402B22K6E1', 22.6e3, 0.001, '0402', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0402B90K9E1', 90.9e3, 0.001, '0402', 1 / 16, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0402B100KE1', 100e3, 0.001, '0402', 1 / 16, null, 25, '1,000', 'CPF', false],
  // CPF 0805 (1/10 W): 10KE1, 42K2E1, 160RE1, 220RE1, 10RE, 1M5E, 1M8E
  ['TE-CPF0805B10KE1', 10e3, 0.001, '0805', 1 / 10, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0805B42K2E1', 42.2e3, 0.001, '0805', 1 / 10, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0805B160RE1', 160, 0.001, '0805', 1 / 10, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0805B220RE1', 220, 0.001, '0805', 1 / 10, null, 25, '1,000', 'CPF', false],
  ['TE-CPF0805B10RE', 10, 0.001, '0805', 1 / 10, null, 25, '编带', 'CPF', false],
  ['TE-CPF0805B1M5E', 1.5e6, 0.001, '0805', 1 / 10, null, 25, '编带', 'CPF', false],
  ['TE-CPF0805B1M8E', 1.8e6, 0.001, '0805', 1 / 10, null, 25, '编带', 'CPF', false],
  // CPF F (±1 %) C (±50 ppm/°C): CPF0603F100KC1 "1% 50PPM 1K RL", F4K99C1, F73K2C1, F23K7C1, F301KC, F309KC
  ['TE-CPF0603F100KC1', 100e3, 0.01, '0603', 1 / 16, null, 50, '1,000', 'CPF', false],
  ['TE-CPF0603F4K99C1', 4990, 0.01, '0603', 1 / 16, null, 50, '1,000', 'CPF', false],
  ['TE-CPF0603F73K2C1', 73.2e3, 0.01, '0603', 1 / 16, null, 50, '1,000', 'CPF', false],
  ['TE-CPF0603F23K7C1', 23.7e3, 0.01, '0603', 1 / 16, null, 50, '1,000', 'CPF', false],
  ['TE-CPF0603F301KC', 301e3, 0.01, '0603', 1 / 16, null, 50, '编带', 'CPF', false],
  ['TE-CPF0603F309KC', 309e3, 0.01, '0603', 1 / 16, null, 50, '编带', 'CPF', false],
  // CPF-A (1773200-1): the brief's real part numbers, 0603 0.0625 W 50 V, AEC-Q200
  ['TE-CPF-A-0603B68KE1', 68e3, 0.001, '0603', 1 / 16, 50, 25, '1,000', 'CPF-A', true],
  ['TE-CPF-A-0603B300KE', 300e3, 0.001, '0603', 1 / 16, 50, 25, '编带', 'CPF-A', true],
  // CPF-A-0603B1K0E "CPF A 0603 1K0 0.1% 25PPM 5K RL" and CPF-A-0603B4K7E from BOMs
  ['TE-CPF-A-0603B1K0E', 1e3, 0.001, '0603', 1 / 16, 50, 25, '编带', 'CPF-A', true],
  ['TE-CPF-A-0603B4K7E', 4.7e3, 0.001, '0603', 1 / 16, 50, 25, '编带', 'CPF-A', true],
  // CRGS (9-1773463-8): 1206 0.6 W 200 V ±5 %, ±100 ppm/°C from 11 Ω
  ['TE-CRGS1206J180R', 180, 0.05, '1206', 0.6, 200, 100, '抗浪涌', 'CRGS', false],
  ['TE-CRGS1206J68K', 68e3, 0.05, '1206', 0.6, 200, 100, '抗浪涌', 'CRGS', false],
  ['TE-CRGS1206J1K0', 1e3, 0.05, '1206', 0.6, 200, 100, '抗浪涌', 'CRGS', false],
  // the ends of the range: 1R0 (TCR not stated below 11 Ω) in 0603 0.25 W 50 V, 10M in 2512 1.5 W 250 V
  ['TE-CRGS0603J1R0', 1, 0.05, '0603', 0.25, 50, null, '编带', 'CRGS', false],
  ['TE-CRGS2512J10M', 10e6, 0.05, '2512', 1.5, 250, 100, '编带', 'CRGS', false],
];

describe('TE Connectivity part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, power, maxV, tcr, pack, series, aec] of CASES)
    it(`${code}: ${series} ${size}, ${ohms} Ω ±${tol * 100} %`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      if (tol === 0) expect(it.params.tolerance).toBeUndefined();
      else expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      if (power === 0) expect(it.params.power).toBeUndefined();
      else expect(si(it, 'power')).toBeCloseTo(power, 9);
      if (maxV === null) expect(it.params.max_voltage).toBeUndefined();
      else expect(si(it, 'max_voltage')).toBe(maxV);
      if (tcr === null) expect(it.params.tcr).toBeUndefined();
      else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
      expect(it.package).toBe(size);
      expect(it.params.case_size?.display).toBe(size);
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.params.technology?.display).toBe(series.startsWith('CRG') ? '厚膜' : '薄膜');
      expect(it.params.aec_q200?.display).toBe(aec ? '是' : '否');
      expect(it.series).toBe(series);
      expect(it.brandCode).toBe('te');
      expect(it.model).toBe(code.slice(3));
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
      if (series === 'CRGS') expect(it.datasheetUrl).toBeNull();
      else expect(it.datasheetUrl).toContain('DocNm=17732');
    });
});

describe('combinations outside the sources (or outside the narrowed ranges) are absent', () => {
  const absent: Array<[string, string]> = [
    ['TE-CRG0603J10K', 'J (±5 %) is not in Rev J'],
    ['TE-CRG0603F0R0', 'the jumper is written ZR'],
    ['TE-CRGS0603F10K', 'CRGS is ±5 % only'],
    ['TE-CRGS0603J10K2', 'CRGS is E24 only'],
    ['TE-CRGS0402J10K', 'CRGS 0402 not in the table'],
    ['TE-CRGS0603ZR', 'no CRGS jumper listed'],
    ['TE-CRG0603F11M', 'above 10 MΩ'],
    ['TE-CRG0603F0R91', 'below 1 Ω'],
    ['TE-CRG0603F10K1', '10.1 kΩ is E192 only'],
    ['TE-CRG0603F1K', 'the value takes two figures (1K0)'],
    ['TE-CRGCQ0402F470K', 'CRGCQ not taken'],
    ['TE-CRGP0805F1M0', 'CRGP not taken'],
    ['TE-CPF0603B10KC', '±0.1 % with ±50 ppm/°C not seen'],
    ['TE-CPF0603F10KE', '±1 % with ±25 ppm/°C not seen'],
    ['TE-CPF0603D10KE', 'real, but ±0.5 % left out (no range known)'],
    ['TE-CPF0603F4K87C', 'below the F/C range spanned by real parts'],
    ['TE-CPF0805F10KC1', 'F/C 0805 not taken'],
    ['TE-CPF0402F10KC1', 'F/C 0402 not taken'],
    ['TE-CPF0603A10KE', '±0.05 % (letter not seen) not taken'],
    ['TE-CPF1206B10KE', '1206 not taken'],
    ['TE-CPF0805B6R2E1', 'real, but below the narrowed 0805 range'],
    ['TE-CPF0402B200KE1', 'above the narrowed 0402 range'],
    ['TE-CPF0603B1M0E', 'above the narrowed 0603 range'],
    ['TE-CPF0603B10K1E', 'E192-only values not taken'],
    ['TE-CPF0603B10KE2', 'no packaging digit 2'],
    ['TE-CPF-A-0805B25KE', 'real, but 25 kΩ is not an E24/E96 value'],
    ['TE-CPF-A-0603B820RE', 'below the CPF-A range taken'],
    ['TE-CPF-A-0603B330KE', 'above the CPF-A range taken'],
    ['TE-CPF-A-0402B10KE', 'CPF-A 0402 not taken'],
    ['TE-CPF-A-0805B10KE', 'CPF-A 0805 not taken'],
    ['TE-CPF-A-0603F10KC', 'CPF-A F/C not taken'],
  ];
  for (const [code, why] of absent) it(`${code} absent: ${why}`, () => expect(byCode.has(code)).toBe(false));
  it('TE-CRG0603F10K2 present (10.2 kΩ is an E96 value)', () =>
    expect(byCode.has('TE-CRG0603F10K2')).toBe(true));
});

describe('TE value code', () => {
  it('writes R/K/M as the decimal point with at least two figures', () => {
    const cases: Array<[number, string]> = [
      [1, '1R0'],
      [4.7, '4R7'],
      [10, '10R'],
      [23.7, '23R7'],
      [100, '100R'],
      [1000, '1K0'],
      [4870, '4K87'],
      [10e3, '10K'],
      [130e3, '130K'],
      [1e6, '1M0'],
      [1.5e6, '1M5'],
      [10e6, '10M'],
    ];
    for (const [r, code] of cases) expect(teValueCode(r)).toBe(code);
  });
});

describe('TE families', () => {
  it('are extension families with unique codes; the brand is known', () => {
    expect(ownFamilies.map((f) => f.id).sort()).toEqual([...OWN_IDS].sort());
    for (const f of ownFamilies) expect(f.extension).toBe(true);
    expect(byCode.size).toBe(total);
    expect(brandByCode('te')?.nameEn).toBe('TE Connectivity');
    console.log(
      'TE families:',
      ownFamilies.map((f) => `${f.id} ${f.count()}`),
      `total ${total}`,
    );
  });
});
