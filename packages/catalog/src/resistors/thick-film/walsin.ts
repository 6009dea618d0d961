// Walsin thick film chip resistors: WR10X(W) (1210), the power chip resistors WR20X(W)/WR25X(W) (2010,
// 2512) and the type-W part numbers of WR04/WR06/WR08/WR12 (±1 % below 10 Ω and above 1 MΩ); extension
// series (see resistors/registry.ts). The general purpose WR06X/WR08X/WR12X are in resistors/thick-film/thick-film.ts.
import { E96, valuesInRange } from '../../e-series.ts';
import { fourDigitCode, type ResistorSeries, threeDigitCode, type VariantSpec } from '../chip-resistors.ts';

const TAPING = '7英寸卷盘';

/**
 * Type W of the WR04–WR12 sheet is E96 only: one variant per E96 value (the series type has no E96-only
 * value set), so E24 values that are not on E96 are not generated.
 */
const WR_W_E96: VariantSpec[] = [...valuesInRange(E96, 1, 9.76), ...valuesInRange(E96, 1.02e6, 10e6)].map(
  (x) => ({ code: 'W', label: TAPING, range: [x, x] }),
);

/** Type code X (±5 % 1 Ω–10 MΩ, ±1 % 10 Ω–1 MΩ) and W (±1 % below 10 Ω and above 1 MΩ). */
const WR_TYPES: VariantSpec[] = [
  { code: 'X', label: TAPING, tols: ['J'], range: [1, 10e6] },
  { code: 'X', label: TAPING, tols: ['F'], range: [10, 1e6] },
  { code: 'W', label: TAPING, tols: ['F'], range: [1, 9.76] },
  { code: 'W', label: TAPING, tols: ['F'], range: [1.02e6, 10e6] },
];

export const WALSIN_THICK_SERIES: ResistorSeries[] = [
  {
    // Walsin approval sheet "WR18X(W), WR20X(W), WR25X(W) ±1 %, ±5 % Thick Film Power Chip Resistors"
    // (WR18-20-25X(W)_V17, Dec. 2016), quick reference data: WR20 2010 0.75 W 200 V, WR25 2512 1 W 250 V;
    // ±5 % E24, ±1 % E24 + E96, 1 Ω–10 MΩ; TCR ±100 ppm/°C above 10 Ω, ±200 ppm/°C for 1–10 Ω.
    // Catalogue numbers: WR25/WR20 + type code (X: ±5 % 1 Ω–10 MΩ and ±1 % 10 Ω–1 MΩ; W: ±1 % below 10 Ω
    // and above 1 MΩ) + value (±5 %: 2 significant digits + zeros; ±1 %: 3 digits + zeros, R as decimal
    // point) + tolerance (F, J) + packaging (T 7" reel) + termination L (Sn), e.g. WR25X472 JTL,
    // WR20X1622FTL (written without the blank, as the WR06X family here).
    // WR10X(W) (approval sheet ASC_WR10X(W)_V13, Oct. 2011): 1210, 1/3 W, 200 V, 1 Ω–10 MΩ E24/E96, TCR
    // ±100 ppm/°C above 10 Ω, ±200 ppm/°C 1–10 Ω, e.g. WR10X2102FTL; its type codes taken as in the
    // WR20/WR25 catalogue numbers and the WR_W sheet (W = ±1 % below 10 Ω and above 1 MΩ).
    // Left out: WR18 (1218, its catalogue numbers not read), 10"/13" reels and bulk (codes not read
    // with certainty), the automotive/anti-sulfur special code J, jumpers (type P).
    id: 'res.walsin.wr.power',
    brandCode: 'walsin',
    series: 'WR_X(W)',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '1210', code: 'WR10', power: 1 / 3, powerFraction: '1/3', maxV: 200 },
      { size: '2010', code: 'WR20', power: 0.75, powerFraction: '3/4', maxV: 200 },
      { size: '2512', code: 'WR25', power: 1, powerFraction: '1', maxV: 250 },
    ],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 10e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: WR_TYPES,
    tcr: (r) => (r <= 10 ? 200 : 100),
    mpn: (s, t, r, v) =>
      `${s.code}${v.code}${t?.letter === 'J' ? threeDigitCode(r) : fourDigitCode(r)}${t?.letter}TL`,
    datasheet: () => null,
    source:
      'Walsin Technology WR18X(W)/WR20X(W)/WR25X(W) thick film power chip resistors approval sheet (V17, 2016)',
  },
  {
    // Walsin "WR12W / WR08W / WR06W / WR04W ±1 % (1 Ω~9.76 Ω, 1.02 MΩ~10 MΩ) General purpose chip
    // resistors" (Ver.16, Dec. 2009), quick reference data: ±1 % E96, 1 Ω–9.76 Ω and 1.02 MΩ–10 MΩ,
    // ±200 ppm/°C; 1206 1/4 W 200 V, 0805 1/8 W 150 V, 0603 1/10 W 50 V, 0402 1/16 W 50 V. Part number
    // WR + size + W + value (4 digits, R as decimal point) + F + T (7" reel) + L, e.g. WR04W1R00FTL.
    // These are the values the WR_X family (resistors/thick-film/thick-film.ts) leaves out. E96 only, as the sheet says.
    id: 'res.walsin.wr.w',
    brandCode: 'walsin',
    series: 'WR_W',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0402', code: 'WR04', power: 1 / 16, powerFraction: '1/16', maxV: 50 },
      { size: '0603', code: 'WR06', power: 1 / 10, powerFraction: '1/10', maxV: 50 },
      { size: '0805', code: 'WR08', power: 1 / 8, powerFraction: '1/8', maxV: 150 },
      { size: '1206', code: 'WR12', power: 1 / 4, powerFraction: '1/4', maxV: 200 },
    ],
    tols: [{ pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 10e6 }],
    variants: WR_W_E96,
    tcr: () => 200,
    mpn: (s, _t, r, v) => `${s.code}${v.code}${fourDigitCode(r)}FTL`,
    datasheet: () => null,
    source:
      'Walsin Technology WR12W/WR08W/WR06W/WR04W ±1 % general purpose chip resistors specification (Ver.16, 2009)',
  },
];
