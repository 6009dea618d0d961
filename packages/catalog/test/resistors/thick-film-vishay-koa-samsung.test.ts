// Thick film extension series of further makers, third batch (resistors/thick-film/vishay.ts, …): real part numbers
// from the sources decode field by field to the generated items, combinations outside the (narrowed)
// datasheet ranges are absent, codes are unique, counts printed.
import { describe, expect, it } from 'vitest';
import { E24_E96 } from '../../src/e-series.ts';
import { brandByCode, families, type Item } from '../../src/index.ts';
import { rowsOf } from '../../src/resistors/chip-resistors.ts';
import { KOA_THICK_SERIES } from '../../src/resistors/thick-film/koa.ts';
import { PANASONIC_P_SERIES } from '../../src/resistors/thick-film/panasonic-erj-p.ts';
import { ROHM_MCR_EZP_SERIES, ROHM_MCR_SERIES } from '../../src/resistors/thick-film/rohm-mcr.ts';
import { SAMSUNG_THICK_SERIES } from '../../src/resistors/thick-film/samsung.ts';
import { THICK_FILM_SERIES } from '../../src/resistors/thick-film/thick-film.ts';
import { VISHAY_THICK_SERIES } from '../../src/resistors/thick-film/vishay.ts';
import { WALSIN_WR04_SERIES } from '../../src/resistors/thick-film/walsin-wr04.ts';
import { declaredCount, expectThickFilm, si, type ThickFilmCase } from '../helpers.ts';

const SERIES = [
  ...VISHAY_THICK_SERIES,
  ...KOA_THICK_SERIES,
  ...PANASONIC_P_SERIES,
  ...ROHM_MCR_SERIES,
  ...SAMSUNG_THICK_SERIES,
  ...ROHM_MCR_EZP_SERIES,
  ...WALSIN_WR04_SERIES,
];
const OWN_IDS = new Set(SERIES.map((d) => d.id));

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

function itemByCode(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

const CASES: ThickFilmCase[] = [
  // Vishay RCA 0402 (0.063 W, 50 V) 10K0 F (±1 %) K (±100 ppm/K) ED
  ['VISHAY-RCA040210K0FKED', 10e3, 0.01, '0402', 0.063, 50, 100, 'ED'],
  // 22K0 / 1K00 J (±5 %) N (±200 ppm/K) ED
  ['VISHAY-RCA040222K0JNED', 22e3, 0.05, '0402', 0.063, 50, 200, 'ED'],
  ['VISHAY-RCA04021K00JNED', 1e3, 0.05, '0402', 0.063, 50, 200, 'ED'],
  // 0603 (0.10 W, 75 V): 1K00 F K EA, 100K J N EA and EC, 6M19 F K EA, 47K0 F K EA
  ['VISHAY-RCA06031K00FKEA', 1e3, 0.01, '0603', 0.1, 75, 100, 'EA'],
  ['VISHAY-RCA0603100KJNEA', 100e3, 0.05, '0603', 0.1, 75, 200, 'EA'],
  ['VISHAY-RCA0603100KJNEC', 100e3, 0.05, '0603', 0.1, 75, 200, 'EC'],
  ['VISHAY-RCA06036M19FKEA', 6.19e6, 0.01, '0603', 0.1, 75, 100, 'EA'],
  ['VISHAY-RCA060347K0FKEA', 47e3, 0.01, '0603', 0.1, 75, 100, 'EA'],
  // 0805 (0.125 W, 150 V) 10K0 F K EA
  ['VISHAY-RCA080510K0FKEA', 10e3, 0.01, '0805', 0.125, 150, 100, 'EA'],
  // 1206 (0.25 W, 200 V) 1K00 J N EA and F K EA
  ['VISHAY-RCA12061K00JNEA', 1e3, 0.05, '1206', 0.25, 200, 200, 'EA'],
  ['VISHAY-RCA12061K00FKEA', 1e3, 0.01, '1206', 0.25, 200, 100, 'EA'],
  // 1210 (0.5 W, 200 V) 1K24 D (±0.5 %) K EA
  ['VISHAY-RCA12101K24DKEA', 1.24e3, 0.005, '1210', 0.5, 200, 100, 'EA'],
  // 2010 (0.75 W, 400 V) 2K49 F K EF
  ['VISHAY-RCA20102K49FKEF', 2.49e3, 0.01, '2010', 0.75, 400, 100, 'EF'],
  // range ends of the table: ±1 % from 1.0 Ω (0603–2010), ±5 % to 10 MΩ
  ['VISHAY-RCA08051R00FKEA', 1, 0.01, '0805', 0.125, 150, 100, 'EA'],
  ['VISHAY-RCA201010M0JNEF', 10e6, 0.05, '2010', 0.75, 400, 200, 'EF'],
  // Vishay RCG 0603 (0.1 W, 75 V) 1K00 / 10K0 / 100K F K EA
  ['VISHAY-RCG06031K00FKEA', 1e3, 0.01, '0603', 0.1, 75, 100, 'EA'],
  ['VISHAY-RCG060310K0FKEA', 10e3, 0.01, '0603', 0.1, 75, 100, 'EA'],
  ['VISHAY-RCG0603100KFKEA', 100e3, 0.01, '0603', 0.1, 75, 100, 'EA'],
  // 0805 (0.125 W, 150 V): 1M00 / 15K0 F K, 10K0 / 47R0 J N, 240R D (±0.5 %) K
  ['VISHAY-RCG08051M00FKEA', 1e6, 0.01, '0805', 0.125, 150, 100, 'EA'],
  ['VISHAY-RCG080515K0FKEA', 15e3, 0.01, '0805', 0.125, 150, 100, 'EA'],
  ['VISHAY-RCG080510K0JNEA', 10e3, 0.05, '0805', 0.125, 150, 200, 'EA'],
  ['VISHAY-RCG080547R0JNEA', 47, 0.05, '0805', 0.125, 150, 200, 'EA'],
  ['VISHAY-RCG0805240RDKEA', 240, 0.005, '0805', 0.125, 150, 100, 'EA'],
  // 1206 (0.25 W, 200 V) 220R J N EA
  ['VISHAY-RCG1206220RJNEA', 220, 0.05, '1206', 0.25, 200, 200, 'EA'],
  // Vishay D/CRCW-IF: 3R00 (3 Ω) J N ED + IF (0402 0.063 W 50 V), 100K EA (0603), 10K0 EA (1210 0.5 W 200 V),
  // 10R0 EG (2512 1 W 500 V)
  ['VISHAY-CRCW04023R00JNEDIF', 3, 0.05, '0402', 0.063, 50, 200, 'ED'],
  ['VISHAY-CRCW0603100KJNEAIF', 100e3, 0.05, '0603', 0.1, 75, 200, 'EA'],
  ['VISHAY-CRCW121010K0JNEAIF', 10e3, 0.05, '1210', 0.5, 200, 200, 'EA'],
  ['VISHAY-CRCW251210R0JNEGIF', 10, 0.05, '2512', 1, 500, 200, 'EG'],
  // ROHM MCR100 (2512, 1 W, 200 V) JZH F 2490 (249 Ω, ±100 ppm/°C)
  ['ROHM-MCR100JZHF2490', 249, 0.01, '2512', 1, 200, 100, 'JZH'],
  // the scheme's own examples: F 10R0 (10 Ω) and J 100 (10 Ω); MCR100 below 24 Ω is ±350 ppm/°C
  ['ROHM-MCR100JZHF10R0', 10, 0.01, '2512', 1, 200, 350, '4000'],
  ['ROHM-MCR25JZHJ100', 10, 0.05, '1210', 0.25, 200, 200, '4 mm'],
  ['ROHM-MCR25JZHJ335', 3.3e6, 0.05, '1210', 0.25, 200, 200, '压纹'],
  ['ROHM-MCR50JZHF1803', 180e3, 0.01, '2010', 0.5, 200, 100, '压纹'],
  ['ROHM-MCR50JZHJ564', 560e3, 0.05, '2010', 0.5, 200, 350, '压纹'],
  ['ROHM-MCR50JZHJ334', 330e3, 0.05, '2010', 0.5, 200, 200, '压纹'],
  // Vishay RCS (anti-surge): 0402 0.2 W 50 V ED; 0603 0.25 W 75 V, 0805 0.4 W 150 V, 1206 0.5 W 200 V EA
  ['VISHAY-RCS0402113RFKED', 113, 0.01, '0402', 0.2, 50, 100, 'ED'],
  ['VISHAY-RCS040210R0FKED', 10, 0.01, '0402', 0.2, 50, 100, 'ED'],
  ['VISHAY-RCS060310M0FKEA', 10e6, 0.01, '0603', 0.25, 75, 100, 'EA'],
  ['VISHAY-RCS0603100KFKEA', 100e3, 0.01, '0603', 0.25, 75, 100, 'EA'],
  ['VISHAY-RCS060375R0FKEA', 75, 0.01, '0603', 0.25, 75, 100, 'EA'],
  ['VISHAY-RCS060338K3FKEA', 38.3e3, 0.01, '0603', 0.25, 75, 100, 'EA'],
  ['VISHAY-RCS080510K0FKEA', 10e3, 0.01, '0805', 0.4, 150, 100, 'EA'],
  ['VISHAY-RCS0805180KFKEA', 180e3, 0.01, '0805', 0.4, 150, 100, 'EA'],
  ['VISHAY-RCS08051M00FKEA', 1e6, 0.01, '0805', 0.4, 150, 100, 'EA'],
  ['VISHAY-RCS08052K49FKEA', 2.49e3, 0.01, '0805', 0.4, 150, 100, 'EA'],
  ['VISHAY-RCS120610R0FKEA', 10, 0.01, '1206', 0.5, 200, 100, 'EA'],
  ['VISHAY-RCS1206100KJNEA', 100e3, 0.05, '1206', 0.5, 200, 200, 'EA'],
  // Vishay RCL (long side termination): 1218 1.0 W 200 V EK, 1225 2.0 W 200 V EG
  ['VISHAY-RCL12184R12FKEK', 4.12, 0.01, '1218', 1, 200, 100, 'EK'],
  ['VISHAY-RCL122510R0FKEG', 10, 0.01, '1225', 2, 200, 100, 'EG'],
  ['VISHAY-RCL12257R15FKEG', 7.15, 0.01, '1225', 2, 200, 100, 'EG'],
  ['VISHAY-RCL12255K76FKEG', 5.76e3, 0.01, '1225', 2, 200, 100, 'EG'],
  ['VISHAY-RCL12252R26FKEG', 2.26, 0.01, '1225', 2, 200, 100, 'EG'],
  // Walsin WR04X (0402, 1/16 W, 50 V)
  ['WALSIN-WR04X1002FTL', 10e3, 0.01, '0402', 1 / 16, 50, null, '卷盘'],
  ['WALSIN-WR04X103JTL', 10e3, 0.05, '0402', 1 / 16, 50, null, '卷盘'],
  // ROHM MCR EZP, the part number description's examples: 1R0 / 9R1 (±5 %), 2204 (±1 %), 225 (±5 %)
  ['ROHM-MCR03EZPJ1R0', 1, 0.05, '0603', 0.1, 50, 400, 'EZP'],
  ['ROHM-MCR03EZPJ9R1', 9.1, 0.05, '0603', 0.1, 50, 400, 'EZP'],
  ['ROHM-MCR03EZPFX2204', 2.2e6, 0.01, '0603', 0.1, 50, 100, 'EZP'],
  ['ROHM-MCR10EZPF2204', 2.2e6, 0.01, '0805', 0.125, 150, 100, 'EZP'],
  ['ROHM-MCR18EZPJ225', 2.2e6, 0.05, '1206', 0.25, 200, 200, 'EZP'],
  ['ROHM-MCR10EZPJ4R7', 4.7, 0.05, '0805', 0.125, 150, 500, 'EZP'],
  ['ROHM-MCR18EZPJ1R0', 1, 0.05, '1206', 0.25, 200, null, 'EZP'],
];

/** Panasonic ERJ-P part numbers (T.C.R. not stated): code, Ω, tolerance, size, W, V or null. */
const ERJP_CASES: Array<[string, number, number, string, number, number | null]> = [
  ['PANASONIC-ERJ-P03F1101V', 1.1e3, 0.01, '0603', 0.2, 150],
  ['PANASONIC-ERJ-P03J270V', 27, 0.05, '0603', 0.2, 150],
  ['PANASONIC-ERJ-PA3J103V', 10e3, 0.05, '0603', 0.25, 150],
  ['PANASONIC-ERJ-PA3F7320V', 732, 0.01, '0603', 0.25, 150],
  ['PANASONIC-ERJ-PA3J160V', 16, 0.05, '0603', 0.25, 150],
  ['PANASONIC-ERJ-P06F1003V', 100e3, 0.01, '0805', 0.5, null],
  ['PANASONIC-ERJ-P06D1002V', 10e3, 0.005, '0805', 0.5, null],
  ['PANASONIC-ERJ-P06J103V', 10e3, 0.05, '0805', 0.5, null],
  ['PANASONIC-ERJ-P08J221V', 220, 0.05, '1206', 0.66, null],
  ['PANASONIC-ERJ-P08J152V', 1.5e3, 0.05, '1206', 0.66, null],
  ['PANASONIC-ERJ-P08F1000V', 100, 0.01, '1206', 0.66, null],
  ['PANASONIC-ERJ-P14F82R0U', 82, 0.01, '1210', 0.5, 200],
  ['PANASONIC-ERJ-P14J9R1U', 9.1, 0.05, '1210', 0.5, 200],
];

/** Panasonic ERJ-UP / ERJ-PB part numbers: code, Ω, tolerance, size, W, V, TCR or null. */
const ERJ_UP_PB_CASES: Array<[string, number, number, string, number, number, number | null]> = [
  ['PANASONIC-ERJ-UP3F1002V', 10e3, 0.01, '0603', 0.25, 150, 100],
  ['PANASONIC-ERJ-UP8F5600V', 560, 0.01, '1206', 0.66, 500, 100],
  ['PANASONIC-ERJ-UP6J1R0V', 1, 0.05, '0805', 0.5, 400, null],
  ['PANASONIC-ERJ-UP6D1002V', 10e3, 0.005, '0805', 0.5, 400, 100],
  ['PANASONIC-ERJ-UP8J106V', 10e6, 0.05, '1206', 0.66, 500, 200],
  ['PANASONIC-ERJ-UP3J155V', 1.5e6, 0.05, '0603', 0.25, 150, 200],
  ['PANASONIC-ERJ-PB3B6490V', 649, 0.001, '0603', 0.2, 150, 50],
  ['PANASONIC-ERJ-PB6D4701V', 4.7e3, 0.005, '0805', 0.25, 150, 50],
  ['PANASONIC-ERJ-PB6D2202V', 22e3, 0.005, '0805', 0.25, 150, 50],
  ['PANASONIC-ERJ-PB6B1002V', 10e3, 0.001, '0805', 0.25, 150, 50],
  ['PANASONIC-ERJ-PB6B1004V', 1e6, 0.001, '0805', 0.25, 150, 50],
];

/** Samsung RC part numbers (TCR not stated): code, Ω, tolerance, size, W, V, packaging text. */
const SAMSUNG_CASES: Array<[string, number, number, string, number, number, string]> = [
  // RC1005F6491AS: 6.49 kΩ ±1 % 0402 on the 13" reel (a real part number of the datasheet files)
  ['SAMSUNG-EM-RC1005F6491AS', 6.49e3, 0.01, '0402', 1 / 16, 50, '13英寸'],
  // RC2012F49R9CS: 49.9 Ω ±1 % 0805, 4 characters with R
  ['SAMSUNG-EM-RC2012F49R9CS', 49.9, 0.01, '0805', 1 / 8, 150, '7英寸'],
  // RC3225F822CS / F223CS (E24 values, 3 digits), F1053CS / F2870CS / F6812CS / F9312CS (E96, 4 digits)
  ['SAMSUNG-EM-RC3225F822CS', 8.2e3, 0.01, '1210', 1 / 3, 200, '7英寸'],
  ['SAMSUNG-EM-RC3225F223CS', 22e3, 0.01, '1210', 1 / 3, 200, '7英寸'],
  ['SAMSUNG-EM-RC3225F1053CS', 105e3, 0.01, '1210', 1 / 3, 200, '7英寸'],
  ['SAMSUNG-EM-RC3225F2870CS', 287, 0.01, '1210', 1 / 3, 200, '7英寸'],
  ['SAMSUNG-EM-RC3225F6812CS', 68.1e3, 0.01, '1210', 1 / 3, 200, '7英寸'],
  ['SAMSUNG-EM-RC3225F9312CS', 93.1e3, 0.01, '1210', 1 / 3, 200, '7英寸'],
  // the scheme's other reels and the J range ends (1 Ω–10 MΩ)
  ['SAMSUNG-EM-RC1608J123ES', 12e3, 0.05, '0603', 1 / 10, 50, '10英寸'],
  ['SAMSUNG-EM-RC3216J1R0CS', 1, 0.05, '1206', 1 / 4, 200, '7英寸'],
  ['SAMSUNG-EM-RC1005J106AS', 10e6, 0.05, '0402', 1 / 16, 50, '13英寸'],
  ['SAMSUNG-EM-RC5025J473ES', 47e3, 0.05, '2010', 2 / 3, 200, '10英寸'],
  ['SAMSUNG-EM-RC6432F103AS', 10e3, 0.01, '2512', 1, 200, '13英寸'],
];

/** KOA part numbers (no power, voltage or TCR stated): code, Ω, tolerance, size, packaging text. */
const KOA_CASES: Array<[string, number, number, string, string]> = [
  // RK73H 1H (0201) T TC 13R3 (13.3 Ω) F; 3320 (332 Ω); 1003 (100 kΩ)
  ['KOA-RK73H1HTTC13R3F', 13.3, 0.01, '0201', 'TC'],
  ['KOA-RK73H1HTTC3320F', 332, 0.01, '0201', 'TC'],
  ['KOA-RK73H1HTTC1003F', 100e3, 0.01, '0201', 'TC'],
  // 2A (0805) TE 1002 / 2002 / 2001
  ['KOA-RK73H2ATTE1002F', 10e3, 0.01, '0805', 'TE'],
  ['KOA-RK73H2ATTE2002F', 20e3, 0.01, '0805', 'TE'],
  ['KOA-RK73H2ATTE2001F', 2e3, 0.01, '0805', 'TE'],
  // 2E (1210) TD 10R0; 2H (2010) TE 7502 / 80R6; 3A and W3A (2512) TE
  ['KOA-RK73H2ETTD10R0F', 10, 0.01, '1210', 'TD'],
  ['KOA-RK73H2HTTE7502F', 75e3, 0.01, '2010', 'TE'],
  ['KOA-RK73H2HTTE80R6F', 80.6, 0.01, '2010', 'TE'],
  ['KOA-RK73H3ATTE80R6F', 80.6, 0.01, '2512', 'TE'],
  ['KOA-RK73HW3ATTE10R0F', 10, 0.01, '2512', 'TE'],
  // RK73B 2A TE 103 (10 kΩ) J; W3A TE 303 (30 kΩ)
  ['KOA-RK73B2ATTE103J', 10e3, 0.05, '0805', 'TE'],
  ['KOA-RK73BW3ATTE303J', 30e3, 0.05, '2512', 'TE'],
  // packaging codes of the RK73B ordering information
  ['KOA-RK73B1HTTC103J', 10e3, 0.05, '0201', '10000'],
  ['KOA-RK73B1HTTCM103J', 10e3, 0.05, '0201', '15000'],
  ['KOA-RK73B1HTTCD472J', 4.7e3, 0.05, '0201', '10英寸'],
  ['KOA-RK73B1HTTA100J', 10, 0.05, '0201', '1 mm'],
  ['KOA-RK73B1ETTPD105J', 1e6, 0.05, '0402', '压纹'],
  ['KOA-RK73B1ETTPL222J', 2.2e3, 0.05, '0402', '冲孔'],
  ['KOA-RK73B1JTTP101J', 100, 0.05, '0603', 'TP'],
  ['KOA-RK73B2ATTP560J', 56, 0.05, '0805', 'TP'],
];

describe('thick film extension part numbers (third batch) decode to their parameters', () => {
  for (const c of CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectThickFilm(it, c);
      expect(brandByCode(it.brandCode ?? '')).toBeDefined();
      expect(it.params.aec_q200?.display).toBe(/^(RCG|MCR|WR)/.test(it.model) ? '否' : '是');
    });
});

describe('KOA RK73H / RK73B extension part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, packText] of KOA_CASES)
    it(`${code}: ${size}, ${ohms} Ω`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(it.package).toBe(size);
      expect(it.params.packaging?.display).toContain(packText);
      expect(it.params.power).toBeUndefined();
      expect(it.params.tcr).toBeUndefined();
      expect(it.params.aec_q200?.display).toBe('是');
      expect(it.categoryCode).toBe('comp.passive.resistor.chip');
    });
});

describe('Panasonic ERJ-P part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, power, maxV] of ERJP_CASES)
    it(`${code}: ${size}, ${ohms} Ω`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(si(it, 'power')).toBeCloseTo(power, 9);
      if (maxV === null) expect(it.params.max_voltage).toBeUndefined();
      else expect(si(it, 'max_voltage')).toBe(maxV);
      expect(it.package).toBe(size);
      expect(it.params.aec_q200?.display).toBe('是');
      expect(it.params.tcr).toBeUndefined();
    });
});

describe('Panasonic ERJ-UP and ERJ-PB part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, power, maxV, tcr] of ERJ_UP_PB_CASES)
    it(`${code}: ${size}, ${ohms} Ω`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(si(it, 'power')).toBeCloseTo(power, 9);
      expect(si(it, 'max_voltage')).toBe(maxV);
      if (tcr === null) expect(it.params.tcr).toBeUndefined();
      else expect(si(it, 'tcr')).toBeCloseTo(tcr * 1e-6, 12);
      expect(it.package).toBe(size);
      expect(it.params.aec_q200?.display).toBe('是');
    });
});

describe('Samsung RC extension part numbers decode to their parameters', () => {
  for (const [code, ohms, tol, size, power, maxV, packText] of SAMSUNG_CASES)
    it(`${code}: ${size}, ${ohms} Ω`, () => {
      const it = itemByCode(code);
      expect(si(it, 'resistance')).toBeCloseTo(ohms, 6);
      expect(si(it, 'tolerance')).toBeCloseTo(tol, 9);
      expect(si(it, 'power')).toBeCloseTo(power, 9);
      expect(si(it, 'max_voltage')).toBe(maxV);
      expect(it.params.tcr).toBeUndefined();
      expect(it.package).toBe(size);
      expect(it.params.packaging?.display).toContain(packText);
      expect(it.params.aec_q200?.display).toBe('否');
      expect(brandByCode(it.brandCode ?? '')).toBeDefined();
    });
});

describe('combinations outside the sources are absent (third batch)', () => {
  const absent: Array<[string, string]> = [
    ['VISHAY-RCA04029R76FKED', '0402 ±1 % below 10 Ω (±200 ppm/K) not taken'],
    ['VISHAY-RCA04021M50DKED', '0402 ±0.5 % ends at 1.0 MΩ'],
    ['VISHAY-RCA12102M00DKEA', '1210 ±0.5 % ends at 1.0 MΩ'],
    ['VISHAY-RCA06039R10DKEA', '±0.5 % starts at 10 Ω'],
    ['VISHAY-RCA060311M0JNEA', 'above 10 MΩ'],
    ['VISHAY-RCA06031K00FNEA', '±1 % takes K (±100 ppm/K)'],
    ['VISHAY-RCA06031K00JKEA', '±5 % takes N (±200 ppm/K)'],
    ['VISHAY-RCA06031K02JNEA', '±5 % is E24 only'],
    ['VISHAY-RCA08051K00FKEC', 'EC only for 0603'],
    ['VISHAY-RCA04021K00FKEA', '0402 takes ED'],
    ['VISHAY-RCA25121K00FKEG', '2512 not taken'],
    ['VISHAY-RCA12181K00FKEA', '1218 not taken'],
    ['VISHAY-RCA06030000Z0EA', 'jumpers not taken'],
    ['VISHAY-RCA06031K00FHEA', '±50 ppm/K not taken'],
    ['VISHAY-RCG04021K00FKED', 'RCG0402 not taken'],
    ['VISHAY-CRCW0603100KJNEA', 'not an IF part number (no suffix)'],
    ['VISHAY-CRCW0603110KJNEAIF', '110 kΩ is above the IF range (100 kΩ)'],
    ['VISHAY-CRCW0603100KKNEAIF', '±10 % not taken'],
    ['VISHAY-CRCW0805100KJNEAIF', '0805 IF not taken (packaging not confirmed)'],
    ['VISHAY-CRCW06031K00FKEAIF', 'IF is ±5 % with N only'],
    ['KOA-RK73H1ETTP1002F', 'the base family holds 1E TP (not in the extension)'],
    ['KOA-RK73H2BTTE1002F', '2B TE not taken'],
    ['KOA-RK73HW2HTTE1002F', 'W2H not taken'],
    ['KOA-RK73H2ATTE9R76F', 'below 10 Ω not taken'],
    ['KOA-RK73H2ATTE1024F', 'above 1 MΩ not taken'],
    ['KOA-RK73H2ATTE1002D', '±0.5 % not taken'],
    ['KOA-RK73H1HTTCM1002F', 'TCM read for RK73B only'],
    ['KOA-RK73BW3ATTE5R1J', '5.1 Ω (a real part) is below the 10 Ω taken'],
    ['KOA-RK73B1JTTP102G', '±2 % not taken'],
    ['KOA-RK73B1FTTBL103J', '01005 not taken'],
    ['KOA-RK73B2BTTP103J', 'TP is listed for 0402–0805 only'],
    ['PANASONIC-ERJ-P03F1101X', 'X packaging of the current revision not taken'],
    ['PANASONIC-ERJ-PA2J103X', 'ERJPA2 not taken'],
    ['PANASONIC-ERJ-P6WJ103V', 'ERJP6W not taken'],
    ['PANASONIC-ERJ-P08J155V', '±5 % taken to 1 MΩ'],
    ['PANASONIC-ERJ-P06F9R10V', '±1 % starts at 10 Ω'],
    ['PANASONIC-ERJ-P14J103V', 'P14 takes U'],
    ['PANASONIC-ERJ-P06J1002V', '±5 % takes the 3-digit code'],
    ['ROHM-MCR50JZHF1823', 'MCR50 ±1 % ends at 180 kΩ'],
    ['ROHM-MCR100JZHJ114', 'MCR100 ±5 % ends at 100 kΩ'],
    ['ROHM-MCR100JZHF8252', 'MCR100 ±1 % ends at 82 kΩ'],
    ['ROHM-MCR25JZHJ5R6', 'below 10 Ω not taken'],
    ['ROHM-MCR25JZHD1002', '±0.5 % not taken'],
    ['ROHM-MCR25EZPF1002', 'MCR25 takes JZH'],
    ['PANASONIC-ERJ-UP3J165V', 'UP3 ±5 % ends at 1.5 MΩ'],
    ['PANASONIC-ERJ-UP6J365V', 'UP6 ±5 % ends at 3.3 MΩ'],
    ['PANASONIC-ERJ-UP6F1004X', 'ERJ-UP takes V'],
    ['PANASONIC-ERJ-UP6F1024V', '±1 % ends at 1 MΩ'],
    ['PANASONIC-ERJ-PB3B1023V', 'PB3 ends at 100 kΩ'],
    ['PANASONIC-ERJ-PB6B1960V', 'PB starts at 200 Ω'],
    ['PANASONIC-ERJ-PB6F1002V', 'PB is ±0.1 % / ±0.5 % only'],
    ['VISHAY-RCG06031K00FKED', 'RCG takes EA only'],
    ['VISHAY-RCG080511M0JNEA', 'RCG above 10 MΩ'],
    ['VISHAY-RCG12061K00JKEA', '±5 % takes N'],
    ['VISHAY-RCG12061K02JNEA', '±5 % is E24 only'],
    ['SAMSUNG-EM-RC1608F3302CS', 'the base family holds CS 100 Ω–1 MΩ ±1 %'],
    ['SAMSUNG-EM-RC1608F3302ES', '±1 % E24 values on the base sizes (coding not consistent) not taken'],
    ['SAMSUNG-EM-RC1608F333ES', '±1 % E24 values on the base sizes not taken'],
    ['SAMSUNG-EM-RC1608J103CS', 'the base family holds CS J 10 Ω–1 MΩ'],
    ['SAMSUNG-EM-RC2012F9R76CS', '±1 % below 10 Ω not taken'],
    ['SAMSUNG-EM-RC3225F1024CS', '±1 % above 1 MΩ not taken'],
    ['SAMSUNG-EM-RC3225F1002CS', 'E24 values take the 3-digit code on 3225–6432'],
    ['SAMSUNG-EM-RC3225J116CS', 'above 10 MΩ'],
    ['SAMSUNG-EM-RC3225D1053CS', '±0.5 % not taken'],
    ['SAMSUNG-EM-RC3225G223CS', '±2 % not taken'],
    ['SAMSUNG-EM-RC3225J103BS', 'bulk not taken'],
    ['SAMSUNG-EM-RC0603J103CS', '0201 not taken'],
    ['SAMSUNG-EM-RC3225J000CS', 'jumpers not taken'],
    ['VISHAY-RCS04029R10FKED', 'RCS below 10 Ω not taken'],
    ['VISHAY-RCS06031K00DKEA', 'RCS ±0.5 % not taken'],
    ['VISHAY-RCS06031K00FNEA', 'RCS ±1 % takes K'],
    ['VISHAY-RCS04021K00FKEA', 'RCS0402 takes ED'],
    ['VISHAY-RCS120611M0JNEA', 'above 10 MΩ'],
    ['VISHAY-RCL12252M20FKEG', 'RCL1225 ends at 1 MΩ'],
    ['VISHAY-RCL12182M40JNEK', 'RCL1218 ends at 2.2 MΩ'],
    ['VISHAY-RCL12251K00FKEK', 'RCL1225 takes EG'],
    ['VISHAY-RCL04061K00FKEA', '0406 not taken'],
    ['WALSIN-WR04X9R76FTL', '±1 % below 10 Ω is type W'],
    ['WALSIN-WR04X1024FTL', '±1 % above 1 MΩ is type W'],
    ['WALSIN-WR04X116JTL', 'above 10 MΩ'],
    ['ROHM-MCR03EZPJ103', 'the base family holds J 10 Ω–1 MΩ'],
    ['ROHM-MCR10EZPF2214', 'MCR10 ±1 % ends at 2.2 MΩ'],
    ['ROHM-MCR03EZPD1002', '±0.5 % not taken'],
    ['ROHM-MCR03EZPFX9R10', '±1 % below 10 Ω not taken'],
    ['ROHM-MCR10EZPFX2204', 'FX only for MCR03'],
  ];
  for (const [code, why] of absent)
    it(`${code}: ${why}`, () => {
      expect(byCode.has(code), code).toBe(false);
    });
  it('RCG ±0.5 % reaches 10 MΩ (one range cell for both TCR rows)', () => {
    expect(byCode.has('VISHAY-RCG120610M0DKEA')).toBe(true);
  });
});

describe('families of the third batch', () => {
  it('are registered as extension families with unique codes', () => {
    expect(ownFamilies.map((f) => f.id).sort()).toEqual([...OWN_IDS].sort());
    for (const f of ownFamilies) expect(f.extension, f.id).toBe(true);
    expect(byCode.size).toBe(total);
  });
  it('Vishay RCA: J is E24 1 Ω–10 MΩ in every size and packaging', () => {
    const j = [...byCode.values()].filter((x) => /^RCA0805.{4}JNEA$/.test(x.model));
    expect(j).toHaveLength(7 * 24 + 1);
    const sizes = new Set(
      [...byCode.values()].filter((x) => x.model.startsWith('RCA')).map((x) => x.package),
    );
    expect([...sizes].sort()).toEqual(['0402', '0603', '0805', '1206', '1210', '2010']);
  });
  it('KOA: ±1 % E24+E96 and ±5 % E24 in 10 Ω–1 MΩ per size and packaging', () => {
    const h = [...byCode.values()].filter((x) => x.model.startsWith('RK73H2ATTE'));
    const b = [...byCode.values()].filter((x) => x.model.startsWith('RK73B2ATTE'));
    expect(b).toHaveLength(5 * 24 + 1);
    // 10 Ω–1 MΩ: five decades of E24 ∪ E96 (114 a decade) and 1 MΩ
    expect(h).toHaveLength(5 * E24_E96.length + 1);
  });
  it('Vishay RCG: 0603, 0805, 1206 on EA', () => {
    const rcg = [...byCode.values()].filter((x) => x.model.startsWith('RCG'));
    expect(new Set(rcg.map((x) => x.package))).toEqual(new Set(['0603', '0805', '1206']));
    expect(rcg.every((x) => x.model.endsWith('EA'))).toBe(true);
  });
  it('Samsung RC: J E24 1 Ω–10 MΩ on every reel, no base part number repeated', () => {
    const j = [...byCode.values()].filter((x) => /^RC5025J.{3}AS$/.test(x.model));
    expect(j).toHaveLength(7 * 24 + 1);
    const es = [...byCode.values()].filter((x) => /^RC1608J.{3}ES$/.test(x.model));
    expect(es).toHaveLength(7 * 24 + 1);
    const cs = [...byCode.values()].filter((x) => /^RC1608J.{3}CS$/.test(x.model));
    expect(cs).toHaveLength(24 + 24);
    const base = THICK_FILM_SERIES.find((d) => d.id === 'res.samsung.rc');
    if (!base) throw new Error('no base res.samsung.rc');
    const baseCodes = rowsOf(base).map((r) => `SAMSUNG-EM-${base.mpn(r.s, r.t, r.r, r.v)}`);
    expect(baseCodes).toHaveLength(declaredCount(base));
    expect(baseCodes.filter((c) => byCode.has(c))).toEqual([]);
  });
  it('Vishay RCL 0612: EA, power not stated (revisions differ)', () => {
    const r = itemByCode('VISHAY-RCL06121K00JNEA');
    expect(si(r, 'resistance')).toBe(1e3);
    expect(r.params.power).toBeUndefined();
    expect(si(r, 'max_voltage')).toBe(75);
    expect(si(r, 'tcr')).toBeCloseTo(200e-6, 12);
  });
  it('Walsin WR04X: ±5 % E24 1 Ω–10 MΩ, ±1 % 10 Ω–1 MΩ', () => {
    const j = [...byCode.values()].filter((x) => /^WR04X.{3}JTL$/.test(x.model));
    expect(j).toHaveLength(7 * 24 + 1);
  });
});
