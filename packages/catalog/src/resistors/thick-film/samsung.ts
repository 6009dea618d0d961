// Samsung Electro-Mechanics RC general purpose thick film chip resistors beyond the base family
// res.samsung.rc (resistors/thick-film/thick-film.ts: 1005–3216, F 100 Ω–1 MΩ and J 10 Ω–1 MΩ on the 7" reel CS);
// extension series (see resistors/registry.ts).
//
// Sources: "Thick Film Chip Resistors (RC General)" Ver. 2012.11 (part number system, applications and
// ratings) and the later "Thick Film Chip Resistors (RC Series) Specification Sheet" (part number
// description, applications and ratings); the older "Thick Film Chip Resistor" catalogue (parts numbering
// system) lists the same packaging codes.
// Part number: RC + size in mm (1005 = 0402, 1608 = 0603, 2012 = 0805, 3216 = 1206, 3225 = 1210, 5025 = 2010,
// 6432 = 2512) + tolerance (F ±1 %, J ±5 %) + value (3-digit code for E24 values, 4-digit code for E96
// values, R as the decimal point: 49R9, 7320 = 732 Ω) + packing (CS 7" reel, ES 10" reel, AS 13" reel), e.g.
// RC1005F6491AS, RC2012F49R9CS, RC3225F822CS, RC3225F1053CS.
// Ratings (power at 70 °C / max. working voltage): 1005 1/16 W 50 V, 1608 1/10 W 50 V, 2012 1/8 W 150 V,
// 3216 1/4 W 200 V, 3225 1/3 W 200 V, 5025 2/3 W 200 V, 6432 1 W 200 V (an older catalogue revision gives
// 1/4 W for 3225 and 1/2 W for 5025; the two later sheets agree on 1/3 W and 2/3 W, taken here).
// Resistance ranges: J (E24) 1 Ω–10 MΩ in every revision; F 10 Ω–1 MΩ (the older revision's range; the later
// sheets reach 10 MΩ, not taken).
//
// How ±1 % E24 values are written is not consistent across the sources: the scheme says 3 digits
// (RC3225F822CS, RC3225F223CS), while the base family writes them with 4 digits as RC1608F3302CS. So for the
// base sizes (1005–3216) only the ±1 % values that are not on E24 are taken (4-digit code, unambiguous); for
// 3225/5025/6432 (not in the base) the scheme is followed: E24 values 3 digits, other E96 values 4 digits.
// Left out: 0402/0603 (01005/0201; their ranges not read with certainty), D (±0.5 %) and G (±2 %), ±1 % below
// 10 Ω and above 1 MΩ, jumpers, bulk packing (BS), TCR (the sheets' TCR rows could not be matched to the
// ranges with certainty, as in the base family).
import { DATASHEETS } from '../../datasheets.ts';
import { E96, isE24, valuesInRange } from '../../e-series.ts';
import { fourDigitCode, type ResistorSeries, threeDigitCode, type VariantSpec } from '../chip-resistors.ts';

const SOURCE =
  'Samsung Electro-Mechanics Thick Film Chip Resistors (RC General) Ver. 2012.11 and RC Series specification sheet, part number system and ratings';

const REELS: Array<[string, string]> = [
  ['CS', '7英寸卷盘'],
  ['ES', '10英寸卷盘'],
  ['AS', '13英寸卷盘'],
];

const label = (code: string) => REELS.find(([c]) => c === code)?.[1] ?? code;

/** ±1 % values of E96 that are not on E24 (one variant per value: the series type has no such value set). */
function e96NotE24(code: string, min: number, max: number): VariantSpec[] {
  return valuesInRange(E96, min, max)
    .filter((x) => !isE24(x))
    .map((x) => ({ code, label: label(code), tols: ['F'], range: [x, x] }));
}

/** RC + size + tolerance + value (E24: 3 digits, else 4 digits) + packing. */
const mpn: ResistorSeries['mpn'] = (s, t, r, v) =>
  `RC${s.code}${t?.letter}${isE24(r) ? threeDigitCode(r) : fourDigitCode(r)}${v.code}`;

export const SAMSUNG_THICK_SERIES: ResistorSeries[] = [
  {
    // Base sizes 1005–3216: the 10" and 13" reels (ES, AS) with J 1 Ω–10 MΩ and the non-E24 ±1 % values
    // 10 Ω–1 MΩ; on the 7" reel (CS) the values the base leaves out: J 1–9.1 Ω and 1.1–10 MΩ, ±1 % non-E24
    // values 10–97.6 Ω (4 characters with R, as RC2012F49R9CS).
    id: 'res.samsung.rc.ext',
    brandCode: 'samsung-em',
    series: 'RC',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0402', code: '1005', power: 1 / 16, powerFraction: '1/16', maxV: 50 },
      { size: '0603', code: '1608', power: 1 / 10, powerFraction: '1/10', maxV: 50 },
      { size: '0805', code: '2012', power: 1 / 8, powerFraction: '1/8', maxV: 150 },
      { size: '1206', code: '3216', power: 1 / 4, powerFraction: '1/4', maxV: 200 },
    ],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: [
      ...['ES', 'AS'].flatMap((code) => [
        { code, label: label(code), tols: ['J'] },
        ...e96NotE24(code, 10, 1e6),
      ]),
      { code: 'CS', label: label('CS'), tols: ['J'], range: [1, 9.1] },
      { code: 'CS', label: label('CS'), tols: ['J'], range: [1.1e6, 10e6] },
      ...e96NotE24('CS', 10, 97.6),
    ],
    mpn,
    datasheet: () => DATASHEETS.samsungChipResistor,
    source: SOURCE,
  },
  {
    // 3225, 5025, 6432 (1210, 2010, 2512) on all three reels: F 10 Ω–1 MΩ (E24 + E96), J 1 Ω–10 MΩ (E24).
    id: 'res.samsung.rc.large',
    brandCode: 'samsung-em',
    series: 'RC',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '1210', code: '3225', power: 1 / 3, powerFraction: '1/3', maxV: 200 },
      { size: '2010', code: '5025', power: 2 / 3, powerFraction: '2/3', maxV: 200 },
      { size: '2512', code: '6432', power: 1, powerFraction: '1', maxV: 200 },
    ],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: REELS.map(([code, text]) => ({ code, label: text })),
    mpn,
    datasheet: () => DATASHEETS.samsungChipResistor,
    source: SOURCE,
  },
];
