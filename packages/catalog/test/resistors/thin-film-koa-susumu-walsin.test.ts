// KOA RN73H and Susumu RG widened to the T.C.R. grades, tolerances, reels and ranges read from their
// catalogues (resistors/thin-film/koa-rn73h.ts, resistors/thin-film/susumu-rg.ts), and the Walsin WF_T/U/W/H series
// (resistors/thin-film/walsin-wf.ts): real part numbers decode to their parameters, combinations outside the
// tables are absent, and part numbers are unique.
import { describe, expect, it } from 'vitest';
import { families, type Item } from '../../src/index.ts';
import { si } from '../helpers.ts';

/** Items of the named families by code (only these families are built, not the whole catalogue). */
function index(ids: string[]): Map<string, Item> {
  const m = new Map<string, Item>();
  for (const f of families().filter((x) => ids.includes(x.id)))
    for (let i = 0; i < f.count(); i++) {
      const it = f.item(i);
      m.set(it.code, it);
    }
  return m;
}

const WALSIN_WF = ['res.walsin.wft', 'res.walsin.wfu', 'res.walsin.wfw', 'res.walsin.wfh'];
const MINE = ['res.koa.rn73h', 'res.susumu.rg', ...WALSIN_WF];
const items = index(MINE);

type Case = [code: string, ohms: number, tolPct: number, size: string, tcr: number, pack: string];

const PRESENT: Case[] = [
  // The catalogue's own ordering example: 2B (1206) T TD 1002 = 10.0 kΩ, B ±0.1 %, 25 ppm/°C
  ['KOA-RN73H2BTTD1002B25', 10e3, 0.1, '1206', 25, '7英寸'],
  // Part numbers used in published designs: 176 kΩ (E-192) ±10 ppm/°C; 5.23 kΩ; 47.0 kΩ
  ['KOA-RN73H1JTTD1763B10', 176e3, 0.1, '0603', 10, '±10'],
  ['KOA-RN73H1JTTD5231B25', 5230, 0.1, '0603', 25, '4 mm'],
  ['KOA-RN73H1JTTD4702B25', 47e3, 0.1, '0603', 25, '冲孔纸带'],
  // RN73H2ATTED2520D100: 0805, 10" embossed plastic, 252 Ω (E-192), D ±0.5 %, ±100 ppm/°C
  ['KOA-RN73H2ATTED2520D100', 252, 0.5, '0805', 100, '10英寸卷盘, 压纹'],
  // A (±0.05 %) with ±5 ppm/°C (T.C.R. code 05): 142 Ω (E-192) 0805 and 910 Ω 0603, both real part numbers
  ['KOA-RN73H2ATTD1420A05', 142, 0.05, '0805', 5, '±5'],
  ['KOA-RN73H1JTTD9100A05', 910, 0.05, '0603', 5, '±5'],
  ['KOA-RN73H2ETTED1003A25', 100e3, 0.05, '1210', 25, '±25'],
  // Range ends read from the ratings table
  ['KOA-RN73H1ETTP3003B25', 300e3, 0.1, '0402', 25, '2 mm'],
  ['KOA-RN73H1ETTP47R0C25', 47, 0.25, '0402', 25, '2 mm'],
  ['KOA-RN73H2ATTDD1504D25', 1.5e6, 0.5, '0805', 25, '10英寸卷盘, 纸带'],
  ['KOA-RN73H2ETTE15R0B25', 15, 0.1, '1210', 25, '7英寸卷盘, 压纹'],
  ['KOA-RN73H1JTTD1004F100', 1e6, 1, '0603', 100, '±100'],
  ['KOA-RN73H2BTTD10R0D50', 10, 0.5, '1206', 50, '±50'],
  ['KOA-RN73H1ETTP1002D10', 10e3, 0.5, '0402', 10, '±10'],
  // Susumu: RG1608 P (±25) 103 = 10 kΩ B T5 (catalogue example); N (±10) 442 Ω (E-96, four figures) on T1
  ['SUSUMU-RG1608P-103-B-T5', 10e3, 0.1, '0603', 25, '5000'],
  ['SUSUMU-RG1005N-4420-B-T1', 442, 0.1, '0402', 10, '1000'],
  ['SUSUMU-RG1005N-472-C-T10', 4700, 0.25, '0402', 10, '10000'],
  ['SUSUMU-RG1608N-274-D-T5', 270e3, 0.5, '0603', 10, '5000'],
  ['SUSUMU-RG3216N-3322-B-T1', 33.2e3, 0.1, '1206', 10, '1000'],
  ['SUSUMU-RG2012P-113-B-T5', 11e3, 0.1, '0805', 25, '5000'],
  // Walsin, distributors' part numbers: WF08U 1001 B TL (1 kΩ ±0.1 % TC25), WF08W 3091 (3.09 kΩ, E-192,
  // TC10), WF04W 2520 (252 Ω), WF12H 1742 D (17.4 kΩ ±0.5 %, thick film ±100 ppm/°C)
  ['WALSIN-WF08U1001BTL', 1e3, 0.1, '0805', 25, '编带'],
  ['WALSIN-WF08W3091BTL', 3090, 0.1, '0805', 10, '编带'],
  ['WALSIN-WF04W2520BTL', 252, 0.1, '0402', 10, '编带'],
  ['WALSIN-WF06U3303DTL', 330e3, 0.5, '0603', 25, '编带'],
  ['WALSIN-WF12T10R0CTL', 10, 0.25, '1206', 50, '编带'],
];

/** Walsin WF: code, technology, W, V (the quick reference data of each approval sheet). */
const WALSIN_RATINGS: Array<[string, string, number, number]> = [
  ['WALSIN-WF08U1001BTL', '薄膜', 1 / 10, 100],
  ['WALSIN-WF12U6490BTL', '薄膜', 1 / 8, 200],
  ['WALSIN-WF08W3091BTL', '薄膜', 1 / 8, 100],
  ['WALSIN-WF04W2520BTL', '薄膜', 1 / 16, 25],
  ['WALSIN-WF12T10R0CTL', '薄膜', 1 / 8, 150],
  ['WALSIN-WF12H1742DTL', '厚膜', 1 / 4, 200],
  ['WALSIN-WF06H1004BTL', '厚膜', 1 / 10, 50],
];

describe('RN73H and RG part numbers decode to their parameters', () => {
  for (const [code, ohms, tolPct, size, tcr, pack] of PRESENT) {
    it(`${code}: ${size}, ${ohms} Ω ±${tolPct} %, ±${tcr} ppm/°C`, () => {
      const it = items.get(code);
      if (!it) throw new Error(`no item ${code}`);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tolPct / 100, 9);
      expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
      expect(it.package).toBe(size);
      expect(it.params.packaging?.display).toContain(pack);
      expect(it.params.technology?.display).toBe('薄膜');
      expect(it.model).toBe(code.slice(code.indexOf('-') + 1));
    });
  }
  for (const [code, technology, power, maxV] of WALSIN_RATINGS)
    it(`${code}: ${technology}, ${power} W, ${maxV} V`, () => {
      const it = items.get(code);
      if (!it) throw new Error(`no item ${code}`);
      expect(it.params.technology?.display).toBe(technology);
      expect(si(it, 'power')).toBeCloseTo(power, 9);
      expect(si(it, 'max_voltage')).toBe(maxV);
    });
  it('WF12H1742DTL: 17.4 kΩ ±0.5 %, ±100 ppm/°C', () => {
    const it = items.get('WALSIN-WF12H1742DTL');
    expect(it && si(it, 'resistance')).toBe(17_400);
    expect(it && si(it, 'tolerance')).toBeCloseTo(0.005, 9);
    expect(it && si(it, 'tcr')).toBeCloseTo(100e-6, 12);
  });
  it('power and voltage follow the size (RN73H2A 1/8 W 150 V, RG2012 1/8 W 100 V)', () => {
    const koa = items.get('KOA-RN73H2ATTED2520D100');
    const rg = items.get('SUSUMU-RG2012P-113-B-T5');
    expect(koa && si(koa, 'power')).toBeCloseTo(0.125, 9);
    expect(koa && si(koa, 'max_voltage')).toBe(150);
    expect(rg && si(rg, 'power')).toBeCloseTo(0.125, 9);
    expect(rg && si(rg, 'max_voltage')).toBe(100);
  });
});

describe('combinations outside the tables are absent', () => {
  const absent: Array<[string, string]> = [
    ['KOA-RN73H1ETTP1001A05', 'no tolerance A for 1E'],
    ['KOA-RN73H1JTTD6042A05', '1J ±5 ppm/°C ends at 59 kΩ'],
    ['KOA-RN73H1JTTD6042A25', '1J A ±25 ppm/°C narrowed to 59 kΩ'],
    ['KOA-RN73H1JTTD1001A10', 'A with ±10 ppm/°C not taken'],
    ['KOA-RN73H1JTTD1001B05', '±5 ppm/°C with A and B: present'],
    ['KOA-RN73H1JTTD1001C05', '±5 ppm/°C: A and B only'],
    ['KOA-RN73H1ETTP1001B05', 'no ±5 ppm/°C for 1E'],
    ['KOA-RN73H1ETTD1002B25', '0402 is packed TP only'],
    ['KOA-RN73H1JTTE1002B25', 'embossed plastic (TE) only for 0805–1210'],
    ['KOA-RN73H1ETTP1002D50', '1E ±50 ppm/°C 47 Ω–300 kΩ: present'],
    ['KOA-RN73H1ETTP20R0D50', '1E ±50 ppm/°C starts at 47 Ω'],
    ['KOA-RN73H1ETTP3303D50', '1E ±50 ppm/°C ends at 300 kΩ'],
    ['KOA-RN73H1ETTP20R0F100', '1E ±100 ppm/°C from 10 Ω: present'],
    ['KOA-RN73H1JTTD1002B50', '±50 ppm/°C with B: present'],
    ['KOA-RN73H1JTTD1002C50', '±50 ppm/°C with C: present'],
    ['KOA-RN73H1JTTD1002C100', '±100 ppm/°C taken with D/F only'],
    ['KOA-RN73H1JTTD1002F25', 'F with ±25 ppm/°C: present'],
    ['KOA-RN73H1JTTD1010F25', 'F in E-24/E-96 values only (101 Ω is E-192)'],
    ['KOA-RN73H1JTTD1004D10', '1J ±10 ppm/°C ends at 360 kΩ'],
    ['KOA-RN73H1ETTP3303B25', '1E ±25 ppm/°C ends at 300 kΩ'],
    ['KOA-RN73H2BTTD1504B25', '2B ±25 ppm/°C ends at 1 MΩ (1.5 MΩ is 2A only)'],
    ['KOA-RN73H2BTTD1003B10', '2B ±10 ppm/°C narrowed to 100 kΩ: present'],
    ['KOA-RN73H2BTTD1013B10', '… and 101 kΩ absent'],
    ['KOA-RN73H1JTTD1010F100', '101 Ω is an E-192 value; F taken in E-24/E-96 values only'],
    ['KOA-RN73H1JTTD1020F100', '102 Ω is on E-96: present'],
    ['SUSUMU-RG1005N-4420-P-T1', 'tolerance P (±0.02 %) not taken'],
    ['SUSUMU-RG1005N-103-C-T5', 'RG1005 C/D come on T10'],
    ['SUSUMU-RG1608P-103-C-T1', 'T1 taken for B only'],
    ['SUSUMU-RG1608N-2743-B-T5', 'RG1608 ends at 270 kΩ'],
    ['SUSUMU-RG2012N-113-B-T5', 'RG2012 ±10 ppm/°C taken to 10 kΩ'],
    ['SUSUMU-RG3216N-3402-B-T1', 'RG3216 ±10 ppm/°C taken to 33.2 kΩ'],
    ['SUSUMU-RG1608V-103-B-T1', 'T.C.R. V (±5) not taken'],
    ['WALSIN-WF06W7591ATL', 'WF_W ±0.05 % (A) not taken'],
    ['WALSIN-WF06U6983BTL', 'WF06U ends at 680 kΩ (ASC_WFxxU_V16)'],
    ['WALSIN-WF06U6803BTL', '680 kΩ, the end of WF06U: present'],
    ['WALSIN-WF06T3323BTL', 'WF06T ends at 330 kΩ'],
    ['WALSIN-WF04W2052DTL', 'WF04W ends at 20 kΩ'],
    ['WALSIN-WF04W2002DTL', '20 kΩ, the end of WF04W: present'],
    ['WALSIN-WF12T4R70BTL', 'WF_T below 10 Ω not taken'],
    ['WALSIN-WF08U1001ATL', 'WF_U ±0.05 % (on request) not taken'],
    ['WALSIN-WF08U1001CTL', 'WF_U ±0.25 % (ASC_WFxxU_V16): present'],
    ['WALSIN-WF08U1010BTL', 'WF_U in E-24/E-192 values: 101 Ω present'],
    ['WALSIN-WF08U1010FTL', 'WF_U ±1 % taken in E-24/E-96 values only'],
    ['WALSIN-WF08T1010BTL', 'WF_T is E-24/E-96'],
    ['WALSIN-WF04W24R9BTL', 'WF_W starts at 25 Ω'],
  ];
  const present = new Set([
    'KOA-RN73H2BTTD1003B10',
    'KOA-RN73H1JTTD1020F100',
    'KOA-RN73H1JTTD1001B05',
    'KOA-RN73H1JTTD1002C50',
    'KOA-RN73H1JTTD1002F25',
    'WALSIN-WF04W2002DTL',
    'WALSIN-WF06U6803BTL',
    'WALSIN-WF08U1001CTL',
    'WALSIN-WF08U1010BTL',
    'KOA-RN73H1ETTP1002D50',
    'KOA-RN73H1ETTP20R0F100',
    'KOA-RN73H1JTTD1002B50',
  ]);
  for (const [code, why] of absent)
    it(`${code}: ${present.has(code) ? 'present' : 'absent'} (${why})`, () => {
      expect(items.has(code)).toBe(present.has(code));
    });
});

describe('part numbers are unique', () => {
  it('no two rows of RN73H, RG or Walsin WF give the same code, and no other family of those brands gives one', () => {
    const mine = families().filter((f) => MINE.includes(f.id));
    expect(items.size).toBe(mine.reduce((n, f) => n + f.count(), 0));
    const others = families().filter((f) => !MINE.includes(f.id) && /\.(koa|susumu|walsin)\./.test(f.id));
    // the base catalogue's KOA RK73 and Walsin WR, and the extension families of those brands
    expect(others.map((f) => f.id)).toEqual(
      expect.arrayContaining([
        'res.koa.rk73',
        'res.walsin.wr',
        'res.koa.rk73h.ext',
        'res.walsin.wr04x',
        'res.koa.mf',
      ]),
    );
    for (const f of others)
      for (let i = 0; i < f.count(); i++) expect(items.has(f.item(i).code), f.id).toBe(false);
  });
});
