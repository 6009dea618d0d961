// Walsin WR04X (0402) general purpose thick film chip resistors, the size the WR_X family
// (resistors/thick-film/thick-film.ts: WR06X/WR08X/WR12X) leaves out; an extension series (see resistors/registry.ts).
//
// Walsin specification "WR04X ±1 %, ±5 % General purpose chip resistors, Size 0402" (V13, Nov. 2006),
// quick reference data: rated power 1/16 W, max. working voltage 50 V; ±5 % E24 1 Ω–10 MΩ, ±1 % E24/E96
// 10 Ω–1 MΩ. Part number as the WR06X family: WR04X + value (±1 %: 4 digits, ±5 %: 3 digits, R as the
// decimal point) + tolerance (F, J) + T (taping, 7" reel) + L, e.g. WR04X1002FTL, WR04X103JTL. The ±1 %
// values below 10 Ω and above 1 MΩ are type W (WR04W, res.walsin.wr.w).
// Left out: TCR (the quick reference row could not be read with certainty), jumpers, other packing codes.
import { fourDigitCode, type ResistorSeries, threeDigitCode } from '../chip-resistors.ts';

export const WALSIN_WR04_SERIES: ResistorSeries[] = [
  {
    id: 'res.walsin.wr04x',
    brandCode: 'walsin',
    series: 'WR_X',
    technology: '厚膜',
    aec: false,
    sizes: [{ size: '0402', code: '04', power: 1 / 16, powerFraction: '1/16', maxV: 50 }],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: [{ code: 'TL', label: '7英寸卷盘' }],
    mpn: (s, t, r, v) =>
      `WR${s.code}X${t?.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}${t?.letter}${v.code}`,
    datasheet: () => null,
    source: 'Walsin Technology WR04X ±1 %, ±5 % general purpose chip resistors specification (V13, 2006)',
  },
];
