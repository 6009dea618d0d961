// More extension series of thick film chip resistors (see resistors/registry.ts): Samsung RC and
// Walsin WR_X, and Walsin WF_H (defined with the Walsin WF series in resistors/thin-film/walsin-wf.ts).
// Ordering schemes and ratings from the makers' datasheets; ranges narrowed to 10 Ω–1 MΩ.

import { DATASHEETS } from '../../datasheets.ts';
import { fourDigitCode, type ResistorSeries, threeDigitCode } from '../chip-resistors.ts';
import { WALSIN_WF_H } from '../thin-film/walsin-wf.ts';
import { YAGEO_AC_D, YAGEO_AF, YAGEO_RV } from '../yageo-af-at-rv.ts';
import { KOA_THICK_SERIES } from './koa.ts';
import { PANASONIC_THICK_SERIES } from './panasonic-erj.ts';
import { PANASONIC_P_SERIES } from './panasonic-erj-p.ts';
import { PANASONIC_MORE_SERIES } from './panasonic-erj-s-u.ts';
import { RALEC_THICK_SERIES } from './ralec.ts';
import { ROHM_THICK_SERIES } from './rohm.ts';
import { ROHM_MCR_EZP_SERIES, ROHM_MCR_SERIES } from './rohm-mcr.ts';
import { ROHM_MORE_SERIES } from './rohm-trr-ltr.ts';
import { SAMSUNG_THICK_SERIES } from './samsung.ts';
import { STACKPOLE_THICK_SERIES } from './stackpole.ts';
import { TAI_THICK_SERIES } from './tai.ts';
import { UNIROYAL_THICK_SERIES } from './uniroyal.ts';
import { VISHAY_THICK_SERIES } from './vishay.ts';
import { WALSIN_THICK_SERIES } from './walsin.ts';
import { WALSIN_WR04_SERIES } from './walsin-wr04.ts';

export const THICK_FILM_SERIES: ResistorSeries[] = [
  {
    // Samsung Electro-Mechanics RC, general purpose thick film chip resistors: RC size (mm: 1005 = 0402
    // 1/16 W 50 V, 1608 = 0603 1/10 W 50 V, 2012 = 0805 1/8 W 150 V, 3216 = 1206 1/4 W 200 V) tolerance
    // (D ±0.5, F ±1, J ±5 %) value (3-digit code for E24, 4-digit code for E96) packing (CS 7" reel,
    // ES 10", AS 13"), e.g. RC1608F3302CS, RC1005J123CS. Taken: F with the 4-digit code (E24 and E96
    // values, as RC1608F3302CS) in 100 Ω–1 MΩ (below 100 Ω we are not sure how the 4-digit code is written)
    // and J with the 3-digit code (E24) in 10 Ω–1 MΩ, on the 7" reel (CS).
    // Left out: D, the 10"/13" reels, RC0402/RC0603 (01005/0201) and RC3225/5025/6432, TCR (not sure).
    id: 'res.samsung.rc',
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
      { pct: 1, letter: 'F', values: 'E24+E96', min: 100, max: 1e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 10, max: 1e6 },
    ],
    variants: [{ code: 'CS', label: '7英寸卷盘' }],
    mpn: (s, t, r, v) =>
      `RC${s.code}${t?.letter}${t?.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}${v.code}`,
    datasheet: () => DATASHEETS.samsungChipResistor,
    source: 'Samsung Electro-Mechanics thick film chip resistors (RC series) specification, part numbering',
  },
  {
    // Walsin WR12X / WR08X / WR06X general purpose chip resistors ±1 %, ±5 %: WR size (12 = 1206 1/4 W
    // 200 V, 08 = 0805 1/8 W 150 V, 06 = 0603 1/10 W 50 V) X value (±1 %: 4 digits, E24/E96; ±5 %:
    // 3 digits, E24) tolerance (F, J) T (taping) L, e.g. WR06X1002FTL, WR06X103JTL. TCR for 10 Ω–1 MΩ:
    // ±100 ppm/°C (±1 %), ±200 ppm/°C (±5 %). ±1 % is 10 Ω–1 MΩ; ±5 % (1 Ω–10 MΩ) narrowed to 10 Ω–1 MΩ.
    // Left out: WR04X (0402, other datasheet), WR_W (1 Ω–9.76 Ω and above 1 MΩ), jumpers.
    id: 'res.walsin.wr',
    brandCode: 'walsin',
    series: 'WR_X',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0603', code: '06', power: 1 / 10, powerFraction: '1/10', maxV: 50 },
      { size: '0805', code: '08', power: 1 / 8, powerFraction: '1/8', maxV: 150 },
      { size: '1206', code: '12', power: 1 / 4, powerFraction: '1/4', maxV: 200 },
    ],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 10, max: 1e6 },
    ],
    variants: [{ code: 'TL', label: '编带' }],
    tcr: (_r, t) => (t.pct === 1 ? 100 : 200),
    mpn: (s, t, r, v) =>
      `WR${s.code}X${t?.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}${t?.letter}${v.code}`,
    datasheet: () => DATASHEETS.walsinWr,
    source: 'Walsin Technology WR12X/WR08X/WR06X general purpose chip resistors specification',
  },
  WALSIN_WF_H,
  ...PANASONIC_THICK_SERIES,
  ...UNIROYAL_THICK_SERIES,
  ...ROHM_THICK_SERIES,
  ...WALSIN_THICK_SERIES,
  ...STACKPOLE_THICK_SERIES,
  ...RALEC_THICK_SERIES,
  ...TAI_THICK_SERIES,
  ...VISHAY_THICK_SERIES,
  ...KOA_THICK_SERIES,
  ...PANASONIC_P_SERIES,
  ...ROHM_MCR_SERIES,
  ...SAMSUNG_THICK_SERIES,
  ...ROHM_MCR_EZP_SERIES,
  ...WALSIN_WR04_SERIES,
  // YAGEO AF anti-sulfurated thick film (resistors/yageo-af-at-rv.ts).
  YAGEO_AF,
  // YAGEO AC ±0.5 % (resistors/yageo-af-at-rv.ts).
  YAGEO_AC_D,
  // YAGEO RV high voltage (resistors/yageo-af-at-rv.ts).
  YAGEO_RV,
  // Panasonic ERJ-S / ERJ-U anti-sulfurated thick film (resistors/thick-film/panasonic-erj-s-u.ts).
  ...PANASONIC_MORE_SERIES,
  // ROHM TRR sulfur tolerant thick film (resistors/thick-film/rohm-trr-ltr.ts).
  ...ROHM_MORE_SERIES,
];
