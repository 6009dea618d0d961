// Issue 3 (catalogue toward 1,000,000 items): YAGEO and Vishay extension series. Real part numbers from
// datasheets and real bills of materials decode field by field to the generated items' parameters;
// combinations the documents do not confirm are absent (codes unique across the catalogue: catalogue.test.ts).
import { describe, expect, it } from 'vitest';
import { decodePartNumber, families, type Item } from '../../src/index.ts';
import { YAGEO_EXTENSION_SERIES } from '../../src/resistors/yageo.ts';
import { declaredCount, itemByCode, si } from '../helpers.ts';

/**
 * code, Ω, tolerance (fraction; null = jumper), size, TCR ppm/K, W, V, technology, text the packaging
 * parameter shows, and true where the datasheet link is left null (the document's address not confirmed;
 * no row is so since CRCW...C and CRCW-HP took their addresses, src/datasheets.ts).
 */
type Row = [
  string,
  number,
  number | null,
  string,
  number | null,
  number,
  number,
  '薄膜' | '厚膜',
  string?,
  true?,
];

const ROWS: Row[] = [
  // TNPW e3: TNPW 0603 (0.125 W, 75 V) 10K0 (10.0 kΩ) B (±0.1 %) H (±50 ppm/K) EA
  ['VISHAY-TNPW060310K0BHEA', 10e3, 0.001, '0603', 50, 0.125, 75, '薄膜'],
  // 0402 (0.1 W, 50 V, packaging ED) 47R0 = 47 Ω, the low end of ±0.1 % in 0402
  ['VISHAY-TNPW040247R0BHED', 47, 0.001, '0402', 50, 0.1, 50, '薄膜'],
  // 1206 (0.4 W, 200 V) 2M00 = 2 MΩ, D (±0.5 %), the upper end of 1206
  ['VISHAY-TNPW12062M00DHEA', 2e6, 0.005, '1206', 50, 0.4, 200, '薄膜'],
  // 0805 (0.2 W, 150 V) 10R0 = 10 Ω, F (±1 %)
  ['VISHAY-TNPW080510R0FHEA', 10, 0.01, '0805', 50, 0.2, 150, '薄膜'],
  // TNPW0201: the real TNPW020149R9BEED, 49.9 Ω ±0.1 % ±25 ppm/K, 75 mW, 25 V
  ['VISHAY-TNPW020149R9BEED', 49.9, 0.001, '0201', 25, 0.075, 25, '薄膜'],
  // D/CRCW e3: jumper CRCW06030000Z0EA (0603, 0.1 W), real part of many bills of materials
  ['VISHAY-CRCW06030000Z0EA', 0, null, '0603', null, 0.1, 75, '厚膜'],
  // CRCW0402 10K0 F K ED (0.063 W, 50 V): real CRCW040210K0FKED
  ['VISHAY-CRCW040210K0FKED', 10e3, 0.01, '0402', 100, 0.063, 50, '厚膜'],
  // CRCW2512 200K F K EG (1 W, 500 V): real CRCW2512200KFKEG
  ['VISHAY-CRCW2512200KFKEG', 200e3, 0.01, '2512', 100, 1, 500, '厚膜'],
  // CRCW2512 24R0 J N EG: real CRCW251224R0JNEG, ±5 % ±200 ppm/K
  ['VISHAY-CRCW251224R0JNEG', 24, 0.05, '2512', 200, 1, 500, '厚膜'],
  // CRCW2010 100R F K EF (0.75 W, 400 V): real CRCW2010100RFKEF
  ['VISHAY-CRCW2010100RFKEF', 100, 0.01, '2010', 100, 0.75, 400, '厚膜'],
  // Outside the base range (10 Ω–1 MΩ): 1R00 = 1 Ω and 10M0 = 10 MΩ, the ends of 1 Ω–10 MΩ
  ['VISHAY-CRCW06031R00FKEA', 1, 0.01, '0603', 100, 0.1, 75, '厚膜'],
  ['VISHAY-CRCW120610M0JNEA', 10e6, 0.05, '1206', 200, 0.25, 200, '厚膜'],
  // Packaging codes real parts carry: CRCW080510K0FKEB, CRCW060310K0FKEC, CRCW040210K0FKEE
  ['VISHAY-CRCW080510K0FKEB', 10e3, 0.01, '0805', 100, 0.125, 150, '厚膜', 'EB'],
  ['VISHAY-CRCW060310K0FKEC', 10e3, 0.01, '0603', 100, 0.1, 75, '厚膜', 'EC'],
  ['VISHAY-CRCW040210K0FKEE', 10e3, 0.01, '0402', 100, 0.063, 50, '厚膜', 'EE'],
  // TNPW e3 on packaging EN: TNPW060310K0BEEN, TNPW120698K8BEEN (98.8 kΩ, an E192 value), and H on EN
  ['VISHAY-TNPW060310K0BEEN', 10e3, 0.001, '0603', 25, 0.125, 75, '薄膜', 'EN'],
  ['VISHAY-TNPW120698K8BEEN', 98.8e3, 0.001, '1206', 25, 0.4, 200, '薄膜', 'EN'],
  ['VISHAY-TNPW08051M00FHEN', 1e6, 0.01, '0805', 50, 0.2, 150, '薄膜', 'EN'],
  // CRCW...C e3 (commodity): real CRCW08053R00FNECC (3 Ω, ±1 % with ±200 ppm/K below 10 Ω),
  // CRCW0805100RJNEAC, CRCW06030000Z0EAC (jumper), CRCW040210K0FKEDC, CRCW120620R5FKEBC
  ['VISHAY-CRCW08053R00FNECC', 3, 0.01, '0805', 200, 0.125, 150, '厚膜', 'ECC'],
  ['VISHAY-CRCW0805100RJNEAC', 100, 0.05, '0805', 200, 0.125, 150, '厚膜', 'EAC'],
  ['VISHAY-CRCW06030000Z0EAC', 0, null, '0603', null, 0.1, 75, '厚膜', 'EAC'],
  ['VISHAY-CRCW040210K0FKEDC', 10e3, 0.01, '0402', 100, 0.063, 50, '厚膜', 'EDC'],
  ['VISHAY-CRCW120620R5FKEBC', 20.5, 0.01, '1206', 100, 0.25, 200, '厚膜', 'EBC'],
  // CRCW-HP e3: real CRCW20102R20FKEFHP (2.2 Ω, 1.0 W, 400 V), CRCW25121K00FKEGHP (1.5 W),
  // CRCW121047R0JNEAHP (0.75 W), CRCW040210K0FKEDHP (0.2 W)
  ['VISHAY-CRCW20102R20FKEFHP', 2.2, 0.01, '2010', 100, 1, 400, '厚膜', 'EF'],
  ['VISHAY-CRCW25121K00FKEGHP', 1e3, 0.01, '2512', 100, 1.5, 500, '厚膜', 'EG'],
  ['VISHAY-CRCW121047R0JNEAHP', 47, 0.05, '1210', 200, 0.75, 200, '厚膜', 'EA'],
  ['VISHAY-CRCW040210K0FKEDHP', 10e3, 0.01, '0402', 100, 0.2, 50, '厚膜', 'ED'],
];

/** Resistance, tolerance (null: none, a jumper), TCR in ppm/K (null: none) and power of an item. */
function expectRatings(it: Item, ohms: number, tol: number | null, tcr: number | null, power: number) {
  expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
  if (tol === null) expect(it.params.tolerance).toBeUndefined();
  else expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
  if (tcr === null) expect(it.params.tcr).toBeUndefined();
  else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
  expect(si(it, 'power')).toBeCloseTo(power, 9);
}

describe('issue 3: Vishay extension part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, tcr, power, maxV, tech, pack, noDoc] of ROWS) {
    it(`${code}: ${size}, ${ohms} Ω${tol === null ? ' jumper' : ` ±${tol * 100} %`}`, () => {
      const it = itemByCode(code);
      expectRatings(it, ohms, tol, tcr, power);
      expect(si(it, 'max_voltage')).toBe(maxV);
      expect(it.package).toBe(size);
      expect(it.params.technology?.display).toBe(tech);
      expect(it.brandCode).toBe('vishay');
      if (pack) expect(it.params.packaging?.display).toContain(pack);
      if (noDoc) expect(it.datasheetUrl).toBeNull();
      else
        expect(it.datasheetUrl).toMatch(
          /^https:\/\/www\.vishay\.com\/(doc\?(28758|20035)|docs\/20043\/crcwhpe3\.pdf|docs\/28773\/crcwce3\.pdf)$/,
        );
    });
  }

  it('leaves out what the documents do not confirm', () => {
    for (const code of [
      'VISHAY-TNPW040210R0BHED', // ±0.1 % in 0402 starts at 47 Ω
      'VISHAY-TNPW0603511KBHEA', // TNPW0603 ends at 332 kΩ
      'VISHAY-TNPW060310K0BCEA', // ±15 ppm/K: letter not confirmed
      'VISHAY-TNPW060310K0BYEA', // ±10 ppm/K: letter not confirmed
      'VISHAY-TNPW020110K0DEED', // 0201 ±0.5 % not taken
      'VISHAY-TNPW020147K0BEED', // 0201 ends at 40 kΩ
      'VISHAY-TNPW1210100KBHEC', // 1210 belongs to res.vishay.tnpw1210 (±25 ppm/K only)
      'VISHAY-CRCW060311M0FKEA', // above 10 MΩ
      'VISHAY-CRCW12180000Z0EK', // 1218 not taken
      'VISHAY-CRCW0603100KDKEA', // ±0.5 % not taken
      'VISHAY-CRCW120610K0FKEB', // EB confirmed for 0603/0805 only
      'VISHAY-CRCW25121R00FKEA', // 2512 parts carry EG (EA only in the base family, 10 Ω–1 MΩ)
      'VISHAY-TNPW040210K0BEEN', // EN not taken for 0402
      'VISHAY-CRCW08053R00FKECC', // CRCW...C: ±1 % below 10 Ω is ±200 ppm/K (N)
      'VISHAY-CRCW120610K0FKEAC', // CRCW...C 1206 carries EBC
      'VISHAY-CRCW08051K00FKEAHP', // CRCW-HP 0805 not taken
      'VISHAY-CRCW06032M00FKEAHP', // CRCW-HP ends at 1 MΩ
      'VISHAY-CRCW0603100KDKEAHP', // CRCW-HP ±0.5 % not taken
    ])
      expect(() => itemByCode(code), code).toThrow();
  });

  it('adds no part number the base CRCW family already holds (10 Ω–1 MΩ with EA)', () => {
    const ext = families().find((f) => f.id === 'res.vishay.crcw.ext');
    const base = families().find((f) => f.id === 'res.vishay.crcw');
    expect([ext?.id, base?.id]).toEqual(['res.vishay.crcw.ext', 'res.vishay.crcw']);
    expect([ext?.extension, base?.extension ?? false]).toEqual([true, false]);
    const baseCodes = new Set<string>();
    for (let i = 0; i < (base?.count() ?? 0); i++) baseCodes.add(base?.item(i).code ?? '');
    expect(baseCodes.has('VISHAY-CRCW060310K0FKEA')).toBe(true);
    let clash = 0;
    for (let i = 0; i < (ext?.count() ?? 0); i++) if (baseCodes.has(ext?.item(i).code ?? '')) clash++;
    expect(clash).toBe(0);
    // The base's own item stays a base item, not an extension one.
    expect(itemByCode('VISHAY-CRCW060310K0FKEA').params.resistance?.si).toBe(10e3);
  });
});

describe('issue 3: YAGEO AC on the 10-inch reel (AC datasheet V.6, taping reel 10)', () => {
  const cases: Array<[string, number, number | null, string, number | null, number]> = [
    // code, Ω, tolerance (fraction) or null for the jumper, size, TCR ppm/K, power W
    ['YAGEO-AC0603FR-1010KL', 10e3, 0.01, '0603', 100, 0.1],
    ['YAGEO-AC0402FR-104K99L', 4990, 0.01, '0402', 100, 1 / 16],
    ['YAGEO-AC2512FK-104R7L', 4.7, 0.01, '2512', 200, 1],
    ['YAGEO-AC1206JR-1010ML', 10e6, 0.05, '1206', 100, 0.25],
    ['YAGEO-AC0805JR-100RL', 0, null, '0805', null, 0.125],
  ];
  for (const [code, ohms, tol, size, tcr, power] of cases) {
    it(`${code}: ${size}, ${ohms} Ω, decoded from its part number`, () => {
      const it = itemByCode(code);
      expectRatings(it, ohms, tol, tcr, power);
      expect(it.params.packaging?.display).toContain('10英寸');
      expect(it.params.aec_q200?.display).toBe('是');
      const d = decodePartNumber(it.model);
      expect(d?.series).toBe('AC');
      expect(d?.params.resistance?.si).toBe(it.params.resistance?.si);
      expect(d?.params.tolerance?.si).toBe(it.params.tolerance?.si);
      expect(d?.params.tcr?.si).toBe(it.params.tcr?.si);
      expect(d?.params.power?.si).toBe(it.params.power?.si);
    });
  }
  it('leaves out size 1218, and adds nothing the base AC family holds', () => {
    for (const code of ['YAGEO-AC1218FK-1010KL', 'YAGEO-AC0603FR-7W10KL'])
      if (code.includes('-7W')) expect(itemByCode(code).series).toBe('AC');
      else expect(() => itemByCode(code), code).toThrow();
    // ±0.5 % is taken since, in its own family (res.yageo.ac.d, resistors/yageo-af-at-rv.ts)
    expect(itemByCode('YAGEO-AC0603DR-1010KL').params.tolerance?.display).toContain('0.5');
    const ext = families().find((f) => f.id === 'res.yageo.ac.ext');
    let other = 0;
    for (let i = 0; i < (ext?.count() ?? 0); i++) if (!ext?.item(i).model.includes('-10')) other++;
    // exactly the base family's 7-inch rows again on the 10-inch reel, and what the tables declare
    const base = families().find((f) => f.id === 'res.yageo.ac');
    let sevenInch = 0;
    for (let i = 0; i < (base?.count() ?? 0); i++) if (base?.item(i).model.includes('-07')) sevenInch++;
    const def = YAGEO_EXTENSION_SERIES.find((x) => x.def.id === 'res.yageo.ac.ext')?.def;
    if (!def) throw new Error('no res.yageo.ac.ext series');
    expect(ext?.count()).toBe(sevenInch);
    expect(ext?.count()).toBe(declaredCount(def));
    expect(other).toBe(0);
  });
});
