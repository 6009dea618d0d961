// Walsin thick film power chip resistors WR20X(W)/WR25X(W) (2010, 2512); an extension series (see
// resistor.extension.ts). The general purpose WR06X/WR08X/WR12X are in resistor.thickfilm.ts.
import { fourDigitCode, type ResistorSeries, threeDigitCode, type VariantSpec } from './resistor.series.ts';

const TAPING = '7英寸卷盘';

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
    // Left out: WR18 (1218, its catalogue numbers not read), 10"/13" reels and bulk (codes not read
    // with certainty), the automotive/anti-sulfur special code J, jumpers (type P).
    id: 'res.walsin.wr.power',
    brandCode: 'walsin',
    series: 'WR_X(W)',
    technology: '厚膜',
    aec: false,
    sizes: [
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
];
