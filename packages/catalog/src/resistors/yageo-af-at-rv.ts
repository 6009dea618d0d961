// YAGEO AF (anti-sulfurated thick film) and AT (automotive thin film) chip resistors; extension series (see
// resistors/registry.ts), registered in resistors/thick-film/thick-film.ts (AF) and resistors/thin-film/thin-film.ts (AT). Neither
// series is held by another family (the base YAGEO families are RC, AC and RT). AC ±0.5 % (below) adds the
// tolerance code D to the AC families (res.yageo.ac / res.yageo.ac.ext hold F and J only).
import { DATASHEETS } from '../datasheets.ts';
import { type ResistorSeries, type SizeSpec, YAGEO_THICK_SIZES, yageoValueCode } from './chip-resistors.ts';

/** A YAGEO size with paper taping reel (R); ratings not stated (see the headers below). */
const paper = (size: string): SizeSpec => ({ size, power: null, maxV: null, pack: 'R' });

const SIZES_0402_1206 = ['0402', '0603', '0805', '1206'].map(paper);

/**
 * YAGEO AF, "Anti-sulfurated chip resistors, AF series" (product specifications Jan 07, 2011 V.0; September 27,
 * 2013 V.1; June 21, 2016 V.5; March 26, 2021 V.8, automotive grade). Global part number: AF + size + tolerance
 * (D ±0.5 % from V.5, F ±1 %, J ±5 %) + packaging type (R paper taping reel, K embossed plastic tape reel) +
 * temperature coefficient ("–" = base on spec; V.8 adds E = ±50 ppm/°C) + taping reel (07 = 7 inch, 13 = 13 inch
 * in every revision; 10 and 7D in V.0/V.1 only, 7W in V.8) + value (R/K/M as the decimal point, trailing zeros
 * dropped: 1K2, 9R76, 100R, 1M) + L. Ordering example of V.1: an AF0402 100 kΩ ±1 % on a 7-inch reel. AEC-Q200
 * qualified (V.5 and later).
 * Taken: sizes 0402, 0603, 0805 and 1206 (the four sizes of V.0, whose only packaging type is R, paper taping),
 * F (E24 + E96), J (E24) and, from V.5 on, D (E24 + E96; AF0402DR-0752R3L is a real D part) with the "base on
 * spec" TCR code "-", reels 07 and 13. Values narrowed to
 * 10 Ω–1 MΩ, inside the "1 Ω to 22 MΩ" that the ordering information of V.0/V.1 gives for the series (the
 * ratings table per size was not readable in the copies we found, so rated power, working voltage and TCR are
 * not stated on the items either).
 * Real part numbers that decode to these items: AF0402FR-07470RL, AF0402FR-0710KL, AF0402FR-07909KL,
 * AF0402FR-071ML, AF0402JR-071KL, AF0603FR-07100KL, AF0603FR-077K5L, AF0603FR-073K32L, AF0805FR-07470RL,
 * AF0402DR-0752R3L.
 * Left out: 0100/0201 and 1210–2512 (R or K per size not read), the E
 * (±50 ppm/°C) code, reels 10/7D (only in the old revisions) and 7W (2× power, not read per size), values
 * below 10 Ω and above 1 MΩ, jumpers.
 */
export const YAGEO_AF: ResistorSeries = {
  id: 'res.yageo.af',
  brandCode: 'yageo',
  series: 'AF',
  technology: '厚膜',
  aec: true,
  sizes: SIZES_0402_1206,
  tols: [
    { pct: 0.5, letter: 'D', values: 'E24+E96', min: 10, max: 1e6 },
    { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 },
    { pct: 5, letter: 'J', values: 'E24', min: 10, max: 1e6 },
  ],
  variants: [
    { code: '07', label: '7英寸卷盘, 抗硫化' },
    { code: '13', label: '13英寸卷盘, 抗硫化' },
  ],
  mpn: (s, t, r, v) => `AF${s.size}${t?.letter}${s.pack}-${v.code}${yageoValueCode(r)}L`,
  datasheet: () => DATASHEETS.yageoAf,
  source:
    'YAGEO Anti-sulfurated chip resistors AF series product specification (V.0 2011, V.1 2013, V.5 2016, V.8 2021)',
};

/**
 * YAGEO AT, "Thin film chip resistors, automotive grade, AT series 0.1 % to 1 %, TC25 to TC50" (product
 * specifications May 11, 2015 V.2; December 11, 2015 V.3; June 03, 2016 V.4; October 24, 2017 V.5 "TC15 to
 * TC50"). Global part number: AT + size (0402 / 0603 / 0805 / 1206) + tolerance (B ±0.1 %, C ±0.25 %,
 * D ±0.5 %, F ±1 %) + packaging type R (paper taping reel) + TCR (D ±25, E ±50 ppm/°C; V.5 adds C ±15) + taping
 * reel 07 (7 inch, the only reel listed) + value (R/K/M as the decimal point) + L. Ordering example:
 * AT0402DRD0756RL (AT0402, TC25, 56 Ω, ±0.5 %, 7-inch reel). AEC-Q200 qualified. The ratings table 2 gives the
 * ranges "(E-24/E-96 series)" per tolerance and TCR; its cells were not readable in the copies we found.
 * Taken: every size, tolerance B/C/D/F, TCR D and E, reel 07, and TCR C (V.5) with B only, the pairing a real
 * part confirms (AT0603BRC0710KL); E24 + E96 values narrowed to 100 Ω–100 kΩ (the
 * table not read; the span the RT extension family takes for its tightest grades; real AT parts reach lower,
 * e.g. the ordering example at 56 Ω and AT0805BRD0711R8L at 11.8 Ω).
 * Real part numbers that decode to these items: AT0603BRD07100KL, AT0603BRD0740K2L, AT0603BRD0720KL,
 * AT0402BRD0721K5L, AT0402BRD07100KL, AT0603BRC0710KL.
 * Left out: TCR C (±15 ppm/°C) with C/D/F (not confirmed), values outside
 * 100 Ω–100 kΩ, values of neither E24 nor E96 (AT0603BRD0740KL, 40 kΩ, shows YAGEO sells some), rated power and
 * voltage (not read).
 */
export const YAGEO_AT: ResistorSeries = {
  id: 'res.yageo.at',
  brandCode: 'yageo',
  series: 'AT',
  technology: '薄膜',
  aec: true,
  sizes: SIZES_0402_1206,
  tols: (
    [
      [0.1, 'B'],
      [0.25, 'C'],
      [0.5, 'D'],
      [1, 'F'],
    ] as const
  ).map(([pct, letter]) => ({ pct, letter, values: 'E24+E96' as const, min: 100, max: 100e3 })),
  variants: [
    { code: 'D07', label: '±25 ppm/°C, 7英寸卷盘', tcr: 25 },
    { code: 'E07', label: '±50 ppm/°C, 7英寸卷盘', tcr: 50 },
    { code: 'C07', label: '±15 ppm/°C, 7英寸卷盘', tcr: 15, tols: ['B'] },
  ],
  mpn: (s, t, r, v) => `AT${s.size}${t?.letter}${s.pack}${v.code}${yageoValueCode(r)}L`,
  datasheet: () => DATASHEETS.yageoAt,
  source:
    'YAGEO Thin film chip resistors automotive grade AT series product specification (V.2 2015 – V.5 2017)',
};

/**
 * YAGEO AC automotive grade thick film, tolerance D (±0.5 %): "Thick film chip resistors, automotive grade,
 * AC series ±5 %, ±1 %, ±0.5 %" (product specifications June 20, 2017 V.6 and August 02, 2022 V.9). Global
 * part number: AC + size + tolerance (D ±0.5 %, F ±1 %, J ±5 %) + packaging type (R paper, K embossed taping
 * reel) + TCR ("–" base on spec) + taping reel (07, 10, 13; 7W/3W 2× standard power) + value (1 Ω to 22 MΩ,
 * R/K/M as the decimal point) + L. AEC-Q200 qualified. The base families res.yageo.ac and res.yageo.ac.ext
 * hold F and J; this adds D.
 * Taken: D with the sizes 0402–1210 and the paper taping R the base family gives them (rated power and
 * limiting voltage of the base family's sizes), reels 07, 10 and 13, E24 + E96 values narrowed to 10 Ω–1 MΩ
 * (the ratings table's D rows were not readable in our copies).
 * Real part numbers that decode to these items: AC0402DR-0710KL, AC0603DR-0710KL, AC0603DR-072KL,
 * AC0603DR-07100KL, AC0805DR-0710KL.
 * Left out: 0201, 1218, 2010, 2512 and the embossed K packaging (AC0603DK-1097R6L shows K is also used for
 * 0603, per size not read), the 7W/3W reels, values below 10 Ω (AC0805DR-071RL shows the D range goes lower)
 * and above 1 MΩ.
 */
export const YAGEO_AC_D: ResistorSeries = {
  id: 'res.yageo.ac.d',
  brandCode: 'yageo',
  series: 'AC',
  technology: '厚膜',
  aec: true,
  sizes: YAGEO_THICK_SIZES.filter((s) => ['0402', '0603', '0805', '1206', '1210'].includes(s.size)),
  tols: [{ pct: 0.5, letter: 'D', values: 'E24+E96', min: 10, max: 1e6 }],
  variants: [
    { code: '07', label: '7英寸卷盘' },
    { code: '10', label: '10英寸卷盘' },
    { code: '13', label: '13英寸卷盘' },
  ],
  mpn: (s, t, r, v) => `AC${s.size}${t?.letter}${s.pack}-${v.code}${yageoValueCode(r)}L`,
  // the AC series' datasheet, the address the base AC families carry
  datasheet: () => DATASHEETS.yageoAc,
  source:
    'YAGEO Thick film chip resistors automotive grade AC series product specification (V.6 2017, V.9 2022)',
};

/**
 * YAGEO RV high voltage thick film chip resistors: "High voltage chip resistors RV series" (product
 * specifications Nov 19, 2008 V.1; August 27, 2015 V.5; November 13, 2018 V.8; August 3, 2022 V.11). Global part
 * number: RV + size (0603/0805/1206/2010/2512; V.1: 0805/1206/2512) + tolerance (D ±0.5 % from V.5, F ±1 %,
 * J ±5 %) + packaging type (R paper/PE taping reel, K embossed taping reel) + TCR ("–" base on spec) + taping reel
 * 07 (the only reel) + value (R/K/M as the decimal point) + L. Ordering example (V.1): RV1206JR-071ML, 1 MΩ ±5 %
 * on a 7-inch reel. The IEC 62368-1 safety certificate (UL Demko) covers 0603 100 kΩ–10 MΩ (V.11: 12 MΩ),
 * 0805 100 kΩ–22 MΩ (V.11: 24 MΩ) and 1206 100 kΩ–27 MΩ.
 * Taken: 0603, 0805 and 1206 with R, F (E24 + E96) and J (E24) in 100 kΩ–10 MΩ, the span every certified range
 * covers (the ratings table itself was not readable in our copies, so rated power, working voltage and TCR
 * are not stated, nor is AEC-Q200, which V.8 limits to 47 Ω ≤ R < 5 MΩ).
 * Real part numbers that decode to these items: RV1206JR-071ML, RV0603FR-07100KL, RV0805FR-071M5L,
 * RV1206FR-071M2L, RV1206FR-071M8L, RV1206FR-072M2L.
 * Left out: 2010 and 2512 (R or K not read), D, values below 100 kΩ (e.g. RV1206FR-0764K9L) and above 10 MΩ.
 */
export const YAGEO_RV: ResistorSeries = {
  id: 'res.yageo.rv',
  brandCode: 'yageo',
  series: 'RV',
  technology: '厚膜',
  aec: null,
  sizes: ['0603', '0805', '1206'].map(paper),
  tols: [
    { pct: 1, letter: 'F', values: 'E24+E96', min: 100e3, max: 10e6 },
    { pct: 5, letter: 'J', values: 'E24', min: 100e3, max: 10e6 },
  ],
  variants: [{ code: '07', label: '7英寸卷盘, 高压' }],
  mpn: (s, t, r, v) => `RV${s.size}${t?.letter}${s.pack}-${v.code}${yageoValueCode(r)}L`,
  datasheet: () => null,
  source: 'YAGEO High voltage chip resistors RV series product specification (V.1 2008 – V.11 2022)',
};
