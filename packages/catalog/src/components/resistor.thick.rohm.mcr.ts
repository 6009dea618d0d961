// ROHM MCR25 / MCR50 / MCR100 (1210, 2010, 2512) thick film chip resistors, the sizes the MCR families
// (base res.rohm.mcr: MCR03/10/18; res.rohm.mcr01) leave out; an extension series (see resistor.extension.ts).
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
import { fourDigitCode, type ResistorSeries, threeDigitCode } from './resistor.series.ts';

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
