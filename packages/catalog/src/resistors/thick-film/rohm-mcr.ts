// ROHM MCR25 / MCR50 / MCR100 (1210, 2010, 2512) thick film chip resistors, the sizes the MCR families
// (base res.rohm.mcr: MCR03/10/18; res.rohm.mcr01) leave out; an extension series (see resistors/registry.ts).
//
// Part number ("Thick film chip resistors MCR series" datasheet, 2017.12 Rev.O, part number description):
// MCR + size (25 = 3225 [1210], 50 = 5025 [2010], 100 = 6432 [2512]) + type code JZH (embossed tape, 4 mm
// pitch, 4,000 pcs/reel for all three) + tolerance (F ±1 %, J ±5 %) + value (F: 4 digits, 10 Ω = 10R0;
// J: 3 digits, 10 Ω = 100), e.g. MCR100JZHF2490 (249 Ω, 1 W, ±1 %, 2512).
// Ratings from the single-size datasheets (rated power at 70 °C, limiting element voltage / maximum operating
// voltage, table 1 resistance range and temperature coefficient):
//   MCR25 (3225, 1/4 W, 200 V): F 10 Ω ≤ R ≤ 1 MΩ (E24, E96) ±100 ppm/°C; J 5.6 Ω ≤ R ≤ 3.3 MΩ (E24)
//     ±200 ppm/°C (below 5.6 Ω ±500 and 500±350 ppm/°C).
//   MCR50 (5025, 1/2 W, 200 V): F 10 Ω ≤ R ≤ 180 kΩ (E24, E96) ±100 ppm/°C; J 10 Ω ≤ R ≤ 330 kΩ ±200 and
//     360 kΩ < R ≤ 560 kΩ ±350 ppm/°C (E24).
//   MCR100 (6432, 1 W, max. operating voltage 200 V): F 10 Ω ≤ R < 24 Ω ±350, 24 Ω ≤ R < 100 Ω ±200,
//     100 Ω ≤ R ≤ 82 kΩ ±100 ppm/°C (E24, E96); J 10 Ω ≤ R < 24 Ω ±350, 24 Ω ≤ R ≤ 100 kΩ ±200 ppm/°C (E24).
// The J ranges of the MCR series "automotive" products list agree on the upper ends (MCR25 3.3 MΩ, MCR50
// 560 kΩ, MCR100 100 kΩ).
// Left out: J below 10 Ω (MCR25 from 5.6 Ω is narrowed to 10 Ω with the others), ±0.5 % (D; its ranges for
// these sizes not read), the low-ohm "L/S" special codes, jumpers (000), the automotive type codes.
import { fourDigitCode, type ResistorSeries, threeDigitCode } from '../chip-resistors.ts';

const MCR_SOURCE =
  'ROHM MCR series datasheet (2017.12 Rev.O, part number description) and MCR25/MCR50/MCR100 datasheets, ratings table 1';

/** One MCR size: size code, EIA size, rated power, F and J ranges, TCR of table 1. */
function mcrSize(
  code: string,
  size: string,
  power: number,
  powerFraction: string | undefined,
  f: [number, number],
  j: [number, number],
  tcr: ResistorSeries['tcr'],
): ResistorSeries {
  return {
    id: `res.rohm.mcr${code}`,
    brandCode: 'rohm',
    series: 'MCR',
    technology: '厚膜',
    aec: false,
    sizes: [{ size, code, power, powerFraction, maxV: 200 }],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: f[0], max: f[1] },
      { pct: 5, letter: 'J', values: 'E24', min: j[0], max: j[1] },
    ],
    variants: [{ code: 'JZH', label: '压纹载带, 4 mm 间距, 4000只/卷 (JZH)' }],
    tcr,
    mpn: (s, t, r, v) =>
      `MCR${s.code}${v.code}${t?.letter}${t?.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}`,
    datasheet: () => null,
    source: MCR_SOURCE,
  };
}

export const ROHM_MCR_SERIES: ResistorSeries[] = [
  mcrSize('25', '1210', 0.25, '1/4', [10, 1e6], [10, 3.3e6], (_r, t) => (t.letter === 'F' ? 100 : 200)),
  mcrSize('50', '2010', 0.5, '1/2', [10, 180e3], [10, 560e3], (r, t) =>
    t.letter === 'F' ? 100 : r > 330e3 ? 350 : 200,
  ),
  mcrSize('100', '2512', 1, undefined, [10, 82e3], [10, 100e3], (r, t) =>
    r < 24 ? 350 : t.letter === 'F' && r >= 100 ? 100 : 200,
  ),
];

// ROHM MCR03 / MCR10 / MCR18 (EZP: paper tape, 4 mm pitch, 5,000 pcs/reel): the values the base family
// res.rohm.mcr (resistors/chip-resistors.ts: MCR03EZPFX / MCR03EZPJ, MCR10EZPF / J, MCR18EZPF / J, 10 Ω–1 MΩ) leaves
// out. Part number description (MCR series datasheet, 2012.08 Rev.B and 2017.12 Rev.O): MCR + size + type
// code + tolerance (F ±1 %, FX ±1 % only for MCR03EZP, J ±5 %) + value (F, FX: 4 digits, J: 3 digits;
// examples 1 Ω = 1R0 and 9.1 Ω = 9R1 (±5 %), 2.2 MΩ = 2204 (±1 %) and 225 (±5 %)); resistance range of
// MCR03/MCR10/MCR18: 1 Ω to 10 MΩ. Ratings and table 1 of the single-size datasheets:
//   MCR03 (Rev.K): 0.10 W, limiting element voltage 50 V; J 1.0–9.1 Ω ±400 ppm/°C, J 10 Ω–10 MΩ ±200,
//     FX 10 Ω–10 MΩ (E24, E96) ±100.
//   MCR10: 0.125 W, 150 V; MCR18 (Rev.B): 0.25 W, 200 V; both F 10 Ω–2.2 MΩ (E24, E96) ±100 ppm/°C,
//     J 1.0 ≤ R < 2.2 Ω 500±350 ppm/°C (not a symmetric ±value: TCR left unstated), 2.2 ≤ R < 10 Ω ±500,
//     10 Ω–10 MΩ ±200 (E24).
// Taken: J 1.0–9.1 Ω and 1.1–10 MΩ; ±1 % (FX for MCR03, F for MCR10/18) above 1 MΩ up to 10 MΩ (MCR03) /
// 2.2 MΩ (MCR10/18). Left out: ±0.5 % (D; no part number read), ±1 % below 10 Ω, the low-ohm L/S codes,
// jumpers, other type codes (ERT/EZH of older revisions).
const MCR_EZP_SOURCE =
  'ROHM MCR series datasheet (part number description) and MCR03 (Rev.K) / MCR10 / MCR18 (Rev.B) datasheets, ratings and table 1';

function mcrEzp(
  code: string,
  size: string,
  power: number,
  powerFraction: string,
  maxV: number,
  fLetter: 'F' | 'FX',
  fMax: number,
  jLowTcr: (r: number) => number | null,
): ResistorSeries {
  return {
    id: `res.rohm.mcr${code}.ext`,
    brandCode: 'rohm',
    series: 'MCR',
    technology: '厚膜',
    aec: false,
    sizes: [{ size, code, power, powerFraction, maxV }],
    tols: [
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 9.1 },
      { pct: 5, letter: 'J', values: 'E24', min: 1.1e6, max: 10e6 },
      { pct: 1, letter: fLetter, values: 'E24+E96', min: 1.02e6, max: fMax },
    ],
    variants: [{ code: 'EZP', label: '纸带, 4 mm 间距, 5000只/卷 (EZP)' }],
    tcr: (r, t) => (t.letter !== 'J' ? 100 : r < 10 ? jLowTcr(r) : 200),
    mpn: (s, t, r, v) =>
      `MCR${s.code}${v.code}${t?.letter}${t?.letter === 'J' ? threeDigitCode(r) : fourDigitCode(r)}`,
    datasheet: () => null,
    source: MCR_EZP_SOURCE,
  };
}

export const ROHM_MCR_EZP_SERIES: ResistorSeries[] = [
  mcrEzp('03', '0603', 0.1, '1/10', 50, 'FX', 10e6, () => 400),
  mcrEzp('10', '0805', 0.125, '1/8', 150, 'F', 2.2e6, (r) => (r < 2.2 ? null : 500)),
  mcrEzp('18', '1206', 0.25, '1/4', 200, 'F', 2.2e6, (r) => (r < 2.2 ? null : 500)),
];
