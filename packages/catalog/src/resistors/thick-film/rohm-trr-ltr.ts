// ROHM TRR sulfur tolerant and LTR wide terminal thick film chip resistors; extension series (see
// resistors/registry.ts), registered in resistors/thick-film/thick-film.ts. No other family holds TRR or LTR part numbers (the
// ROHM families are MCR, ESR, KTR and SFR).
//
// Source: ROHM "Sulfur Tolerant Chip Resistors TRR Series" datasheet (2014), products list and part number
// description, with the single-size datasheets TRR01 / TRR03 / TRR10 (2009 Rev.A, table 1):
//   TRR + size (01 1005/0402, 03 1608/0603, 10 2012/0805, 18 3216/1206) + packaging specifications code
//   (MZP paper tape 2 mm pitch 10,000 pcs for TRR01; EZP paper tape 4 mm pitch 5,000 pcs for TRR03/10/18) +
//   tolerance (D ±0.5 %, F ±1 %, J ±5 %) + value (F: 4 digits, J: 3 digits; examples 1 Ω = 1R0, 9.1 Ω = 9R1,
//   10 Ω = 10R0 (F) / 100 (J), 1 MΩ = 1004 (F) / 105 (J); 000 = jumper).
//   Products list: TRR01 0.063 W 50 V, TRR03 0.1 W 50 V, TRR10 0.125 W 150 V, TRR18 0.25 W 200 V (rated power
//   at 70 °C, limiting element voltage); J 1 Ω–9.1 Ω (TRR01 +500/−250 ppm/°C, others ±400) and 10 Ω–10 MΩ
//   (±200 ppm/°C) in E24; F (±100 ppm/°C) 10 Ω–2.2 MΩ (TRR03: 10 Ω–10 MΩ).
//   F values in E24 and E96: TRR03's table 1 gives "(E24, 96)", and real parts carry E96 values
//   (TRR01MZPF4872, 48.7 kΩ); the 2009 TRR01/TRR10 sheets still printed "(E24)".
// Real part numbers that decode to these items: TRR01MZPF4872, TRR01MZPJ4R7.
// Left out: D (±0.5 %, no range in the products list), TRR03 with ±1 % (its single datasheet is filed as
// "TRR03EZPFX", the FX code MCR03 uses for ±1 %, so we are not sure which code is orderable), jumpers (000;
// TRR10EZPJ000 is real but a jumper has no tolerance row here), AEC-Q200 (not stated in the sources read), the
// TCR below 10 Ω (TRR01's is asymmetric; the tcr function of the series does not know the size, so it is left
// unstated on all items below 10 Ω).
import { fourDigitCode, type ResistorSeries, type TolSpec, threeDigitCode } from '../chip-resistors.ts';

export const ROHM_TRR: ResistorSeries = {
  id: 'res.rohm.trr',
  brandCode: 'rohm',
  series: 'TRR',
  technology: '厚膜',
  aec: null,
  sizes: [
    { size: '0402', code: 'TRR01', power: 0.063, powerFraction: '1/16', maxV: 50, pack: 'MZP' },
    { size: '0603', code: 'TRR03', power: 0.1, powerFraction: '1/10', maxV: 50, pack: 'EZP' },
    { size: '0805', code: 'TRR10', power: 0.125, powerFraction: '1/8', maxV: 150, pack: 'EZP' },
    { size: '1206', code: 'TRR18', power: 0.25, powerFraction: '1/4', maxV: 200, pack: 'EZP' },
  ],
  tols: [
    { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 2.2e6, rangeBySize: { '0603': [1, 0] } },
    { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
  ],
  variants: [{ code: '', label: '编带, 抗硫化' }],
  tcr: (r, t) => (t.letter === 'F' ? 100 : r >= 10 ? 200 : null),
  mpn: (s, t, r) =>
    `${s.code}${s.pack}${t?.letter}${t?.letter === 'J' ? threeDigitCode(r) : fourDigitCode(r)}`,
  datasheet: () => null,
  source:
    'ROHM Sulfur Tolerant Chip Resistors TRR Series datasheet (2014) and TRR01/TRR03/TRR10 datasheets (2009 Rev.A)',
};

/**
 * ROHM LTR "High Power Chip Resistors <Wide Terminal type>" (datasheets LTR10, 2012 size 1/4 W, 2010.06 Rev.D;
 * LTR18, 3216 size 1/2 W, 2010.06 Rev.E; LTR50, 5025 size 1 W, 2010.09 Rev.F), ratings and table 1:
 *   LTR10 0.25 W, limiting element voltage 150 V; LTR18 0.5 W, 200 V; LTR50 1 W, 200 V.
 *   D (±0.5 %) and F (±1 %): 10 Ω–1 MΩ (E24), LTR50 10 Ω–130 kΩ (E24), ±100 ppm/°C; J (±5 %): 1 Ω–1 MΩ (E24),
 *   ±200 ppm/°C.
 * Part number: LTR + size (10 2012 [0805], 18 3216 [1206], 50 2550 [1020]; sizes as the LTR products list names
 * them) + packaging specifications code + tolerance + value (D/F: 4 digits, J: 3 digits, as the ROHM chip
 * resistor scheme; e.g. 1 Ω = 1R0). The packaging codes are those of real part numbers: EZP for LTR10
 * (datasheet filed as "LTR10EZPJ") and LTR18 (LTR18EZPJ301), UZP for LTR50 (LTR50UZPF1100).
 * Left out: LTR100 (its table and packaging code not read), the low-ohmic wide terminal LTR types (below 1 Ω,
 * special code S/L, e.g. LTR18EZPFSR015), jumpers, E96 values (the tables say E24), AEC-Q200 (not stated in these
 * sheets).
 */
export const ROHM_LTR: ResistorSeries = {
  id: 'res.rohm.ltr',
  brandCode: 'rohm',
  series: 'LTR',
  technology: '厚膜',
  aec: null,
  sizes: [
    { size: '0805', code: 'LTR10', power: 0.25, powerFraction: '1/4', maxV: 150, pack: 'EZP' },
    { size: '1206', code: 'LTR18', power: 0.5, powerFraction: '1/2', maxV: 200, pack: 'EZP' },
    { size: '1020', code: 'LTR50', power: 1, maxV: 200, pack: 'UZP' },
  ],
  tols: (
    [
      [0.5, 'D'],
      [1, 'F'],
    ] as const
  )
    .map(
      ([pct, letter]): TolSpec => ({
        pct,
        letter,
        values: 'E24',
        min: 10,
        max: 1e6,
        rangeBySize: { '1020': [10, 130e3] },
      }),
    )
    .concat([{ pct: 5, letter: 'J', values: 'E24', min: 1, max: 1e6 }]),
  variants: [{ code: '', label: '编带, 长边电极' }],
  tcr: (_r, t) => (t.letter === 'J' ? 200 : 100),
  mpn: (s, t, r) =>
    `${s.code}${s.pack}${t?.letter}${t?.letter === 'J' ? threeDigitCode(r) : fourDigitCode(r)}`,
  datasheet: () => null,
  source: 'ROHM High Power Chip Resistors <Wide Terminal type> LTR10/LTR18/LTR50 datasheets (2010 Rev.D/E/F)',
};

export const ROHM_MORE_SERIES: ResistorSeries[] = [ROHM_TRR, ROHM_LTR];
