// Thick film extension series of resistors/thick-film/ (Panasonic ERJ, ROHM, Stackpole, UNI-ROYAL, Walsin): real part numbers decoded field by field against the
// generated items, combinations outside the (narrowed) datasheet ranges absent, codes unique.
import { describe, expect, it } from 'vitest';
import { families, type Item } from '../../src/index.ts';
import { PANASONIC_THICK_SERIES } from '../../src/resistors/thick-film/panasonic-erj.ts';
import { ROHM_THICK_SERIES } from '../../src/resistors/thick-film/rohm.ts';
import { STACKPOLE_THICK_SERIES } from '../../src/resistors/thick-film/stackpole.ts';
import { UNIROYAL_THICK_SERIES } from '../../src/resistors/thick-film/uniroyal.ts';
import { WALSIN_THICK_SERIES } from '../../src/resistors/thick-film/walsin.ts';
import { expectThickFilm, type ThickFilmCase } from '../helpers.ts';

const OWN_IDS = new Set(
  [
    ...PANASONIC_THICK_SERIES,
    ...UNIROYAL_THICK_SERIES,
    ...ROHM_THICK_SERIES,
    ...WALSIN_THICK_SERIES,
    ...STACKPOLE_THICK_SERIES,
  ].map((d) => d.id),
);

/** Items of these families only, by code. */
const byCode = new Map<string, Item>();
for (const f of families().filter((x) => OWN_IDS.has(x.id)))
  for (let i = 0; i < f.count(); i++) {
    const it = f.item(i);
    byCode.set(it.code, it);
  }

function itemByCode(code: string): Item {
  const it = byCode.get(code);
  if (!it) throw new Error(`no item ${code}`);
  return it;
}

const CASES: ThickFilmCase[] = [
  // ERJ - 1T (2512, 1 W) Y (marking) J (±5 %) 201 (20 × 10¹ = 200 Ω) U (embossed taping)
  ['PANASONIC-ERJ-1TYJ201U', 200, 0.05, '2512', 1, 200, null, '编带'],
  // 14 (1210, 0.5 W), 103 = 10 kΩ
  ['PANASONIC-ERJ-14YJ103U', 10e3, 0.05, '1210', 0.5, 200, null, '编带'],
  // 12Z (2010, 0.75 W), 4R7 = 4.7 Ω
  ['PANASONIC-ERJ-12ZYJ4R7U', 4.7, 0.05, '2010', 0.75, 200, null, '编带'],
  // 12 (1812), 1R0 = 1 Ω, the lower end
  ['PANASONIC-ERJ-12YJ1R0U', 1, 0.05, '1812', 0.75, 200, null, '编带'],
  // 3GE (0603) Y J 106 = 10 MΩ, V: above the base's 1 MΩ
  ['PANASONIC-ERJ-3GEYJ106V', 10e6, 0.05, '0603', 0.1, null, null, '编带'],
  // 2GE (0402, no marking letter) J 225 = 2.2 MΩ, X (2 mm pitch)
  ['PANASONIC-ERJ-2GEJ225X', 2.2e6, 0.05, '0402', 0.1, 50, null, '编带'],
  // 8GE (1206, 0.25 W, 200 V) 475 = 4.7 MΩ
  ['PANASONIC-ERJ-8GEYJ475V', 4.7e6, 0.05, '1206', 0.25, 200, null, '编带'],
  // ±1 %: ERJ - 14N (1210) F 1002 (100 × 10² = 10 kΩ) U, as in a public bill of materials
  ['PANASONIC-ERJ-14NF1002U', 10e3, 0.01, '1210', 0.5, 200, null, '编带'],
  // 14N F 22R0 = 22.0 Ω, 3161 = 3.16 kΩ (an E96 value)
  ['PANASONIC-ERJ-14NF22R0U', 22, 0.01, '1210', 0.5, 200, null, '编带'],
  ['PANASONIC-ERJ-14NF3161U', 3160, 0.01, '1210', 0.5, 200, null, '编带'],
  // 1TN (2512, 1 W) F 82R0 = 82 Ω
  ['PANASONIC-ERJ-1TNF82R0U', 82, 0.01, '2512', 1, 200, null, '编带'],
  // ERJ - U6R (0805, 0.125 W, 150 V) D (±0.5 %) 4700 (470 Ω) V, ±50 ×10⁻⁶/K; U2R (0402, 50 V) packed X
  ['PANASONIC-ERJ-U6RD4700V', 470, 0.005, '0805', 0.125, 150, 50, '编带'],
  ['PANASONIC-ERJ-U2RD1003X', 100e3, 0.005, '0402', 0.1, 50, 50, '编带'],
  ['PANASONIC-ERJ-U3RD1000V', 100, 0.005, '0603', 0.1, 75, 50, '编带'],
  // UNI-ROYAL 1210 W2 (1/2 W) F (±1 %) 330J (330 × 0.1 = 33 Ω) T5E (5,000-piece reel, lead free)
  ['UNIROYAL-1210W2F330JT5E', 33, 0.01, '1210', 0.5, 200, null, '编带'],
  // 1004 = 100 × 10⁴ = 1 MΩ, the upper end taken for 1210
  ['UNIROYAL-1210W2F1004T5E', 1e6, 0.01, '1210', 0.5, 200, null, '编带'],
  // 2512 1W F 2201 = 2.2 kΩ, T4E (4,000 pcs)
  ['UNIROYAL-25121WF2201T4E', 2200, 0.01, '2512', 1, 200, null, '编带'],
  // 2512 1W J 0152 = "0" + 15 × 10² = 1.5 kΩ
  ['UNIROYAL-25121WJ0152T4E', 1500, 0.05, '2512', 1, 200, null, '编带'],
  // 0201 WM (1/20 W, 25 V) F 4704 = 4.7 MΩ, TEE (15,000 pcs)
  ['UNIROYAL-0201WMF4704TEE', 4.7e6, 0.01, '0201', 1 / 20, 25, null, '编带'],
  // 0201 J 010J = "0" + 10 × 0.1 = 1 Ω, the lower end
  ['UNIROYAL-0201WMJ010JTEE', 1, 0.05, '0201', 1 / 20, 25, null, '编带'],
  // ROHM ESR 10 (0805, 0.4 W, 150 V) EZP J (±5 %, ±200 ppm/°C) 100 = 10 Ω
  ['ROHM-ESR10EZPJ100', 10, 0.05, '0805', 0.4, 150, 200, '编带'],
  // ESR 25 (1210, 0.66 W, 200 V) JZP D (±0.5 %) 1301 = 1.3 kΩ, the datasheet's own example
  ['ROHM-ESR25JZPD1301', 1300, 0.005, '1210', 0.66, 200, 100, '编带'],
  // ESR 03 (0603, 0.25 W) F 1203 = 120 kΩ
  ['ROHM-ESR03EZPF1203', 120e3, 0.01, '0603', 0.25, 150, 100, '编带'],
  // ESR 10 J 3R9 = 3.9 Ω (TCR of the values below 10 Ω not stated)
  ['ROHM-ESR10EZPJ3R9', 3.9, 0.05, '0805', 0.4, 150, null, '编带'],
  // KTR 03 (0603, 0.1 W, 350 V) F 7501 = 7.5 kΩ
  ['ROHM-KTR03EZPF7501', 7500, 0.01, '0603', 0.1, 350, 100, '编带'],
  // KTR 18 (1206, 0.25 W, 500 V) F 1R00 = 1 Ω
  ['ROHM-KTR18EZPF1R00', 1, 0.01, '1206', 0.25, 500, 100, '编带'],
  // KTR 25 (1210, 0.33 W, 600 V) JZP F 2R20 = 2.2 Ω; J 104 = 100 kΩ
  ['ROHM-KTR25JZPF2R20', 2.2, 0.01, '1210', 0.33, 600, 100, '编带'],
  ['ROHM-KTR25JZPJ104', 100e3, 0.05, '1210', 0.33, 600, 200, '编带'],
  // SFR 01 (0402, 0.063 W, 50 V) MZP J 103 = 10 kΩ; F 1504 = 1.5 MΩ
  ['ROHM-SFR01MZPJ103', 10e3, 0.05, '0402', 0.063, 50, 200, '编带'],
  ['ROHM-SFR01MZPF1504', 1.5e6, 0.01, '0402', 0.063, 50, 100, '编带'],
  // SFR 03 (0603) J 271 = 270 Ω; SFR 18 (1206, 0.25 W, 200 V) F 1000 = 100 Ω
  ['ROHM-SFR03EZPJ271', 270, 0.05, '0603', 0.1, 50, 200, '编带'],
  ['ROHM-SFR18EZPF1000', 100, 0.01, '1206', 0.25, 200, 100, '编带'],
  // MCR01 (0402, 1/16 W, 50 V) MZP J 472 = 4.7 kΩ; F 1002 = 10 kΩ; J 9R1 = 9.1 Ω (TCR not stated)
  ['ROHM-MCR01MZPJ472', 4.7e3, 0.05, '0402', 0.063, 50, 200, '编带'],
  ['ROHM-MCR01MZPF1002', 10e3, 0.01, '0402', 0.063, 50, 100, '编带'],
  ['ROHM-MCR01MZPJ9R1', 9.1, 0.05, '0402', 0.063, 50, null, '编带'],
  // Walsin WR20 (2010, 0.75 W, 200 V) X 1622 (16.2 kΩ) F T (7" reel) L
  ['WALSIN-WR20X1622FTL', 16.2e3, 0.01, '2010', 0.75, 200, 100, '7英寸'],
  // WR25 (2512, 1 W, 250 V) X 472 (4.7 kΩ) J
  ['WALSIN-WR25X472JTL', 4.7e3, 0.05, '2512', 1, 250, 100, '7英寸'],
  // type W: ±1 % below 10 Ω (1R00 = 1 Ω, ±200 ppm/°C) and above 1 MΩ (1024 = 1.02 MΩ)
  ['WALSIN-WR25W1R00FTL', 1, 0.01, '2512', 1, 250, 200, '7英寸'],
  ['WALSIN-WR20W1024FTL', 1.02e6, 0.01, '2010', 0.75, 200, 100, '7英寸'],
  // WR10 (1210, 1/3 W, 200 V) X 2102 (21 kΩ) F T L
  ['WALSIN-WR10X2102FTL', 21e3, 0.01, '1210', 1 / 3, 200, 100, '7英寸'],
  // WR04 (0402, 1/16 W, 50 V) W 1R00 (1 Ω) F T L, ±200 ppm/°C; WR12 W 1005 = 10 MΩ
  ['WALSIN-WR04W1R00FTL', 1, 0.01, '0402', 1 / 16, 50, 200, '7英寸'],
  ['WALSIN-WR12W1005FTL', 10e6, 0.01, '1206', 0.25, 200, 200, '7英寸'],
  // Stackpole RMCF 2512 (1 W, 200 V) F T 60R4 = 60.4 Ω, ±100 ppm/°C
  ['STACKPOLE-RMCF2512FT60R4', 60.4, 0.01, '2512', 1, 200, 100, '编带'],
  ['STACKPOLE-RMCF2512FT24K9', 24.9e3, 0.01, '2512', 1, 200, 100, '编带'],
  // RMCF 1210 (0.5 W) J T 100R = 100 Ω, 12R0 = 12 Ω (±5 % TCR not stated here)
  ['STACKPOLE-RMCF1210JT100R', 100, 0.05, '1210', 0.5, 200, null, '编带'],
  ['STACKPOLE-RMCF1210JT12R0', 12, 0.05, '1210', 0.5, 200, null, '编带'],
  // RMCF 2010 (0.75 W) F 10M0 = 10 MΩ, the upper end
  ['STACKPOLE-RMCF2010FT10M0', 10e6, 0.01, '2010', 0.75, 200, 100, '编带'],
  // RMCF 0603 (0.1 W, 75 V) F 4R70 = 4.7 Ω and J 20M0 = 20 MΩ, both ±200 ppm/°C
  ['STACKPOLE-RMCF0603FT4R70', 4.7, 0.01, '0603', 0.1, 75, 200, '编带'],
  ['STACKPOLE-RMCF0603JT20M0', 20e6, 0.05, '0603', 0.1, 75, 200, '编带'],
  // RMCF 0402 F 1M02 = 1.02 MΩ
  ['STACKPOLE-RMCF0402FT1M02', 1.02e6, 0.01, '0402', 0.063, 50, 200, '编带'],
];

describe('thick film extension part numbers decode to their parameters', () => {
  for (const c of CASES)
    it(`${c[0]}: ${c[3]}, ${c[1]} Ω ±${c[2] * 100} %`, () => {
      const it = itemByCode(c[0]);
      expectThickFilm(it, c);
    });
});

describe('combinations outside the sources are absent', () => {
  const absent: Array<[string, string]> = [
    ['PANASONIC-ERJ-3GEYJ103V', 'in the base family, not repeated'],
    ['PANASONIC-ERJ-3GEYJ105V', '1 MΩ is in the base family'],
    ['PANASONIC-ERJ-3GEYJ116V', '11 MΩ is above the 10 MΩ range'],
    ['PANASONIC-ERJ-2GEJ275X', '2.7 MΩ is above the ERJ2GE range'],
    ['PANASONIC-ERJ-14YJ115U', 'above 1 MΩ narrowed away'],
    ['PANASONIC-ERJ-14YJ103V', 'ERJ14 is packed U, not V'],
    ['PANASONIC-ERJ-1TYJ105U', 'exists: 1 MΩ, the 1T upper end'],
    ['PANASONIC-ERJ-14NF1003U', '100 kΩ beyond the narrowed ±1 % span'],
    ['PANASONIC-ERJ-14NF10R0U', '10 Ω below the narrowed span'],
    ['PANASONIC-ERJ-1TNF1001U', '1 kΩ beyond the ERJ-1TNF span'],
    ['PANASONIC-ERJ-14NF103U', '±1 % takes the four-figure code'],
    ['PANASONIC-ERJ-U3RD1004V', '1 MΩ is above the ERJ-UR range'],
    ['PANASONIC-ERJ-U3RD91R0V', '91 Ω is below the ERJ-UR range'],
    ['PANASONIC-ERJ-U3RF1002V', 'ERJ-UR is ±0.5 % only'],
    ['PANASONIC-ERJ-U2RD1002V', 'ERJU2R is packed X'],
    ['UNIROYAL-0603WAF1002T5E', 'in the base family, not repeated'],
    ['UNIROYAL-1210W2F1005T5E', '10 MΩ: 1210 narrowed to 1 MΩ'],
    ['UNIROYAL-25121WF1R00T4E', '±1 % below 10 Ω uses the K multiplier (100K)'],
    ['UNIROYAL-25121WF100KT4E', 'exists: 1 Ω, the lower end'],
    ['UNIROYAL-25121WF100LT4E', '0.1 Ω (current sensing) not taken'],
    ['UNIROYAL-1210W2F1002T4E', '1210 is on the 5,000-piece reel here'],
    ['UNIROYAL-2010W2F1002T4E', '2010 not taken'],
    ['ROHM-ESR01MZPD1002', 'ESR01 has no ±0.5 %'],
    ['ROHM-ESR01MZPF1021', 'ESR01 ±1 % taken in E24 only (1.02 kΩ is E96)'],
    ['ROHM-ESR03EZPF1004', 'exists: 1 MΩ, the ±1 % upper end'],
    ['ROHM-ESR03EZPF1024', '1.02 MΩ is above the ±1 % range'],
    ['ROHM-ESR25EZPJ103', 'ESR25 is packed JZP'],
    ['ROHM-KTR03EZPF1R00', 'KTR03 ±1 % below 10 Ω not taken'],
    ['ROHM-KTR25JZPJ106', 'exists: 10 MΩ'],
    ['ROHM-SFR01MZPF2704', '2.7 MΩ is above the SFR01 ±1 % range'],
    ['ROHM-SFR10EZPJ103', 'SFR10 not taken'],
    ['ROHM-MCR03EZPJ103', 'the base MCR family, not repeated'],
    ['ROHM-MCR01MZPF2704', '2.7 MΩ is above the MCR01 ±1 % range'],
    ['ROHM-MCR01MZPD1002', 'MCR01 ±0.5 % not taken'],
    ['WALSIN-WR25X1R00FTL', '±1 % below 10 Ω takes type code W'],
    ['WALSIN-WR25W1002FTL', '±1 % 10 kΩ takes type code X'],
    ['WALSIN-WR25W103JTL', 'type W is ±1 % only'],
    ['WALSIN-WR18X1002FTL', 'WR18 not taken'],
    ['WALSIN-WR06W1R20FTL', '1.2 Ω is not an E96 value (type W is E96 only)'],
    ['WALSIN-WR06W1R21FTL', 'exists: 1.21 Ω (E96)'],
    ['WALSIN-WR06W1002FTL', '10 kΩ is type X (the WR_X family)'],
    ['WALSIN-WR25X1002FGL', '13" reel not taken'],
    ['STACKPOLE-RMCF0603JT1M00', 'the base family, not repeated'],
    ['STACKPOLE-RMCF0603FT10K0', 'the base family, not repeated'],
    ['STACKPOLE-RMCF0402FT4R70', '0402 ±1 % below 10 Ω not taken'],
    ['STACKPOLE-RMCF2512JT4R70', 'below 10 Ω not taken for 2512'],
    ['STACKPOLE-RMCF0603JT22M0', '22 MΩ is above 20 MΩ'],
    ['STACKPOLE-RMCF1210FT11M0', '11 MΩ is above 10 MΩ'],
  ];
  for (const [code, why] of absent)
    it(`${code}: ${why}`, () => {
      if (why.startsWith('exists')) expect(itemByCode(code).code).toBe(code);
      else expect(byCode.has(code), code).toBe(false);
    });
});
