// Thin film extension series (resistors/thin-film/thin-film.ts): part numbers decoded field by field per each maker's
// ordering scheme, and combinations outside the (narrowed) datasheet ranges absent.
import { describe, expect, it } from 'vitest';
import { families, type Item } from '../../src/index.ts';
import { si } from '../helpers.ts';

/** Items of the thin and thick film extension families by code (not the whole catalogue). */
const byCode = new Map<string, Item>();
for (const f of families().filter(
  (x) => (x.extension && !/\.(yageo|vishay)\./.test(x.id)) || x.id === 'res.vishay.tnpw1210',
))
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    byCode.set(it.code, it);
  }

function itemByCode(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

type Case = {
  code: string;
  ohms: number;
  tol: number; // fraction
  size: string;
  tcr: number; // ppm/K
  power: number; // W
  maxV: number | null;
  aec: boolean;
  pack: string;
};

const CASES: Case[] = [
  // Panasonic ERA: ERA - 3A (0603, 0.1 W) - E (±25) - B (±0.1 %) - 103 (E24: 10 kΩ) - V (4 mm taping)
  {
    code: 'PANASONIC-ERA-3AEB103V',
    ohms: 10e3,
    tol: 0.001,
    size: '0603',
    tcr: 25,
    power: 0.1,
    maxV: null,
    aec: true,
    pack: '±25',
  },
  // 1052: E96 value, 105 × 10² = 10.5 kΩ
  {
    code: 'PANASONIC-ERA-3AEB1052V',
    ohms: 10.5e3,
    tol: 0.001,
    size: '0603',
    tcr: 25,
    power: 0.1,
    maxV: null,
    aec: true,
    pack: '±25',
  },
  // 2A (0402, 0.063 W), D (±0.5 %), 4991 = 4.99 kΩ, X (2 mm taping)
  {
    code: 'PANASONIC-ERA-2AED4991X',
    ohms: 4990,
    tol: 0.005,
    size: '0402',
    tcr: 25,
    power: 0.063,
    maxV: null,
    aec: true,
    pack: '±25',
  },
  // R (±10 ppm/K), 6A (0805, 0.125 W), 163 = 16 kΩ
  {
    code: 'PANASONIC-ERA-6ARB163V',
    ohms: 16e3,
    tol: 0.001,
    size: '0805',
    tcr: 10,
    power: 0.125,
    maxV: null,
    aec: true,
    pack: '±10',
  },
  // P (±15 ppm/K), 8A (1206, 0.25 W), 102 = 1 kΩ (an E24 value, so the three-figure code)
  {
    code: 'PANASONIC-ERA-8APB102V',
    ohms: 1e3,
    tol: 0.001,
    size: '1206',
    tcr: 15,
    power: 0.25,
    maxV: null,
    aec: true,
    pack: '±15',
  },
  // KOA RN73H 2B (1206, 1/4 W, 200 V) T TD 1002 (10.0 kΩ) B (±0.1 %) 25 (ppm/°C)
  {
    code: 'KOA-RN73H2BTTD1002B25',
    ohms: 10e3,
    tol: 0.001,
    size: '1206',
    tcr: 25,
    power: 0.25,
    maxV: 200,
    aec: true,
    pack: '±25',
  },
  // 1J (0603, 75 V), 2150 = 215 Ω, C (±0.25 %)
  {
    code: 'KOA-RN73H1JTTD2150C25',
    ohms: 215,
    tol: 0.0025,
    size: '0603',
    tcr: 25,
    power: 0.1,
    maxV: 75,
    aec: true,
    pack: '±25',
  },
  // 1E (0402, TP packaging, 50 V), 1001 = 1.00 kΩ, D
  {
    code: 'KOA-RN73H1ETTP1001D25',
    ohms: 1e3,
    tol: 0.005,
    size: '0402',
    tcr: 25,
    power: 0.063,
    maxV: 50,
    aec: true,
    pack: '±25',
  },
  // 2E (1210), 9200 = 920 Ω (the E192 value the standard sets apart from the formula)
  {
    code: 'KOA-RN73H2ETTD9200B25',
    ohms: 920,
    tol: 0.001,
    size: '1210',
    tcr: 25,
    power: 0.25,
    maxV: 200,
    aec: true,
    pack: '±25',
  },
  // Susumu RG 1608 (0603, 1/10 W, 75 V) P (±25) - 103 (10 kΩ) - B - T5
  {
    code: 'SUSUMU-RG1608P-103-B-T5',
    ohms: 10e3,
    tol: 0.001,
    size: '0603',
    tcr: 25,
    power: 0.1,
    maxV: 75,
    aec: false,
    pack: '5000',
  },
  // RG2012 (0805, 1/8 W, 100 V), 4991 = 4.99 kΩ, D
  {
    code: 'SUSUMU-RG2012P-4991-D-T5',
    ohms: 4990,
    tol: 0.005,
    size: '0805',
    tcr: 25,
    power: 0.125,
    maxV: 100,
    aec: false,
    pack: '5000',
  },
  // RG1005 (0402, 25 V): C and D on the 10,000-piece reel
  {
    code: 'SUSUMU-RG1005P-472-C-T10',
    ohms: 4700,
    tol: 0.0025,
    size: '0402',
    tcr: 25,
    power: 1 / 16,
    maxV: 25,
    aec: false,
    pack: '10000',
  },
  // RG3216 (1206, 1/4 W, 150 V), 104 = 100 kΩ
  {
    code: 'SUSUMU-RG3216P-104-B-T5',
    ohms: 100e3,
    tol: 0.001,
    size: '1206',
    tcr: 25,
    power: 0.25,
    maxV: 150,
    aec: false,
    pack: '5000',
  },
  // Vishay TNPW1210 191K F E EC (the datasheet's own example number)
  {
    code: 'VISHAY-TNPW1210191KFEEC',
    ohms: 191e3,
    tol: 0.01,
    size: '1210',
    tcr: 25,
    power: 0.5,
    maxV: 200,
    aec: false,
    pack: '编带',
  },
  {
    code: 'VISHAY-TNPW12103M01DEEC',
    ohms: 3.01e6,
    tol: 0.005,
    size: '1210',
    tcr: 25,
    power: 0.5,
    maxV: 200,
    aec: false,
    pack: '编带',
  },
  {
    code: 'VISHAY-TNPW121047R0BEEC',
    ohms: 47,
    tol: 0.001,
    size: '1210',
    tcr: 25,
    power: 0.5,
    maxV: 200,
    aec: false,
    pack: '编带',
  },
];

/** Thick film series (resistors/thick-film/thick-film.ts): code, Ω, tolerance, size, TCR or null, W, V. */
const THICK: Array<[string, number, number, string, number | null, number, number]> = [
  // Samsung RC 1608 (0603) F (±1 %) 3302 (4-digit: 330 × 10² = 33 kΩ) CS (7" reel)
  ['SAMSUNG-EM-RC1608F3302CS', 33e3, 0.01, '0603', null, 0.1, 50],
  // RC1005 (0402) J (±5 %) 123 (12 kΩ)
  ['SAMSUNG-EM-RC1005J123CS', 12e3, 0.05, '0402', null, 1 / 16, 50],
  // RC3216 (1206, 1/4 W, 200 V) F 4991 (4.99 kΩ)
  ['SAMSUNG-EM-RC3216F4991CS', 4990, 0.01, '1206', null, 0.25, 200],
  // Walsin WR 06 (0603) X 1002 (10.0 kΩ) F T L; ±100 ppm/°C
  ['WALSIN-WR06X1002FTL', 10e3, 0.01, '0603', 100, 0.1, 50],
  // WR08 (0805, 150 V) 10R0 (10 Ω) F
  ['WALSIN-WR08X10R0FTL', 10, 0.01, '0805', 100, 0.125, 150],
  // WR12 (1206, 1/4 W, 200 V) 103 (10 kΩ) J; ±200 ppm/°C
  ['WALSIN-WR12X103JTL', 10e3, 0.05, '1206', 200, 0.25, 200],
];

describe('thick film extension part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, tcr, power, maxV] of THICK) {
    it(`${code}: ${size}, ${ohms} Ω ±${tol * 100} %`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(si(it, 'power')).toBeCloseTo(power, 9);
      expect(si(it, 'max_voltage')).toBe(maxV);
      if (tcr === null) expect(it.params.tcr).toBeUndefined();
      else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
      expect(it.package).toBe(size);
      expect(it.params.technology?.display).toBe('厚膜');
    });
  }
  it('leaves out what was not taken', () => {
    for (const code of [
      'SAMSUNG-EM-RC1608F10R0CS', // F below 100 Ω not taken
      'SAMSUNG-EM-RC1608F103CS', // F is written with the 4-digit code here
      'SAMSUNG-EM-RC1608D1002CS', // D not taken
      'WALSIN-WR06X1004FTL', // 1004 = 1.00 MΩ, the upper end: present
      'WALSIN-WR06X1003JTL', // J uses the 3-digit code
    ])
      if (code === 'WALSIN-WR06X1004FTL') expect(itemByCode(code).code).toBe(code);
      else expect(() => itemByCode(code), code).toThrow();
    expect(() => itemByCode('WALSIN-WR06X1024FTL')).toThrow(); // 1.02 MΩ is above the ±1 % range
    // taken since, from Samsung's RC specification and Walsin's WR04X sheet (extension.thick3.test.ts)
    for (const code of ['SAMSUNG-EM-RC1608J103ES', 'WALSIN-WR04X1002FTL'])
      expect(itemByCode(code).code).toBe(code);
  });
});

describe('thin film extension part numbers decode to their parameters', () => {
  for (const c of CASES) {
    it(`${c.code}: ${c.size}, ${c.ohms} Ω ±${c.tol * 100} %, ±${c.tcr} ppm/K`, () => {
      const it = itemByCode(c.code);
      expect(si(it, 'resistance')).toBeCloseTo(c.ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(c.tol, 9);
      expect(si(it, 'tcr')).toBeCloseTo(c.tcr * 1e-6, 12);
      expect(si(it, 'power')).toBeCloseTo(c.power, 9);
      if (c.maxV === null) expect(it.params.max_voltage).toBeUndefined();
      else expect(si(it, 'max_voltage')).toBe(c.maxV);
      expect(it.package).toBe(c.size);
      expect(it.params.technology?.display).toBe('薄膜');
      expect(it.params.aec_q200?.display).toBe(c.aec ? '是' : '否');
      expect(it.params.packaging?.display).toContain(c.pack);
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
    });
  }
});

describe('combinations outside the series ranges do not exist', () => {
  const absent: Array<[string, string]> = [
    ['PANASONIC-ERA-3AEB1000V', 'E24 value 100 Ω takes the three-figure code (101)'],
    ['PANASONIC-ERA-3AEB101V', 'exists'],
    ['PANASONIC-ERA-3AEB105V', '1 MΩ is outside the narrowed 100 Ω–100 kΩ'],
    ['PANASONIC-ERA-2ARB103X', 'R (±10) only taken for ERA3A/6A/8A'],
    ['PANASONIC-ERA-3ARD103V', 'R (±10) only with B'],
    ['PANASONIC-ERA-3ARB471V', 'R (±10) only from 1 kΩ'],
    ['PANASONIC-ERA-3AEB103X', 'ERA3A is packed V, not X'],
    ['KOA-RN73H1JTTP1002B25', '0603 is packed TD, not TP'],
    ['KOA-RN73H1JTTD1002A10', 'A with ±10 ppm/°C not taken'],
    ['KOA-RN73H1JTTD1004B25', '1004 = 1 MΩ, the upper end of the 1J ±25 ppm/°C range'],
    ['KOA-RN73H1JTTD1024B25', '1.02 MΩ is above the range'],
    ['SUSUMU-RG1005P-103-C-T5', 'RG1005 C/D on T10'],
    ['SUSUMU-RG1608P-103-F-T5', 'F is not an RG tolerance'],
    ['VISHAY-TNPW121022R0BEEC', '±0.1 % starts at 47 Ω'],
    ['VISHAY-TNPW12103M01BEEC', '±0.1 % ends at 2.13 MΩ'],
    ['VISHAY-TNPW12103M09DEEC', 'ends at 3.01 MΩ'],
  ];
  const exist = new Set(['PANASONIC-ERA-3AEB101V', 'KOA-RN73H1JTTD1004B25']);
  for (const [code, why] of absent) {
    it(`${code}: ${exist.has(code) ? 'present' : 'absent'} (${why})`, () => {
      if (exist.has(code)) expect(itemByCode(code).code).toBe(code);
      else expect(() => itemByCode(code)).toThrow();
    });
  }
  it('no thin film series repeats a part number', () => {
    const seen = new Set<string>();
    for (const c of CASES) seen.add(c.code);
    expect(seen.size).toBe(CASES.length);
  });
});
