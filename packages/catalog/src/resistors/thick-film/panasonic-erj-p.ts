// Panasonic ERJ-P anti-surge (ERJ-P03, PA3, P06, P08, P14), ERJ-UP anti-sulfurated anti-surge (UP3, UP6, UP8)
// and ERJ-PB high precision (PB3, PB6) thick film chip resistors; extension series (see
// resistors/registry.ts). The general purpose and precision ERJ families are in resistors/chip-resistors.ts and
// resistors/thick-film/panasonic-erj.ts.
//
// Panasonic "Anti-Surge Thick Film Chip Resistors, Type: ERJ PA2, P03, PA3, P06, P08, P14", explanation of
// part numbers: ERJ + P + size/power code (PA2 0402 0.20 W, P03 0603 0.20 W, PA3 0603 0.25 W, P06 0805
// 0.50 W, P08 1206 0.66 W, P14 1210 0.50 W) + tolerance (D ±0.5 %, F ±1 %, J ±5 %) + value (±5 %: 2
// significant figures + zeros; ±1 %, ±0.5 %: 3 figures + zeros) + packaging (V punched carrier taping 4 mm
// pitch 5,000 pcs; U embossed carrier taping 4 mm pitch 5,000 pcs for ERJP14), e.g. ERJP06D1002V. AEC-Q200
// qualified.
// Ratings table of the revision listing ERJP03, PA3, P06, P6W, P08, P14 (resistance tolerance / range):
//   P03: ±0.5 % and ±1 % 10 Ω–1 MΩ (E24, E96), ±5 % 1 Ω–1 MΩ (E24); PA3: ±0.5 %, ±1 % 10 Ω–1 MΩ, ±5 %
//   1 Ω–1.5 MΩ; P06: ±0.5 %, ±1 % 10 Ω–1 MΩ, ±5 % 1 Ω–3.3 MΩ; P08: ±0.5 %, ±1 % 10 Ω–1 MΩ, ±5 % 1 Ω–10 MΩ;
//   P14: ±0.5 %, ±1 % 10 Ω–1 MΩ, ±5 % 1 Ω–1 MΩ. Limiting element voltage P03 150 V, PA3 150 V, P14 200 V.
// Power ratings are those of the current revision (it rates P06 at 0.50 W and P08 at 0.66 W where the older
// table gives 0.25 W and 0.33 W); the limiting element voltage is stated only for P03, PA3 and P14, whose
// power is the same in both revisions. ±5 % is taken 1 Ω–1 MΩ in every size (the common part of the rows).
// Packaging: V for P03 as in the older revisions and in real part numbers (ERJ-P03F1101V, ERJ-P03J270V; the
// current revision lists X, 2 mm pitch 10,000 pcs), V for PA3/P06/P08 (ERJ-PA3J103V, ERJ-P06F1003V,
// ERJ-P08J221V), U for P14 (ERJ-P14F82R0U, ERJ-P14J9R1U).
// Left out: ERJPA2 (0402; its ratings row not read), ERJP6W (not in the current revision), the X packaging
// of the current revision, T.C.R. (the cells of the table not tied to their rows with certainty).
import { fourDigitCode, type ResistorSeries, threeDigitCode } from '../chip-resistors.ts';

export const PANASONIC_P_SERIES: ResistorSeries[] = [
  {
    id: 'res.panasonic.erj.p',
    brandCode: 'panasonic',
    series: 'ERJ-P',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0603', code: 'P03', power: 0.2, maxV: 150, pack: 'V' },
      { size: '0603', code: 'PA3', power: 0.25, powerFraction: '1/4', maxV: 150, pack: 'V' },
      { size: '0805', code: 'P06', power: 0.5, powerFraction: '1/2', maxV: null, pack: 'V' },
      { size: '1206', code: 'P08', power: 0.66, maxV: null, pack: 'V' },
      { size: '1210', code: 'P14', power: 0.5, powerFraction: '1/2', maxV: 200, pack: 'U' },
    ],
    tols: [
      { pct: 0.5, letter: 'D', values: 'E24+E96', min: 10, max: 1e6 },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 1e6 },
    ],
    variants: [{ code: '', label: '编带, 防浪涌' }],
    mpn: (s, t, r) =>
      `ERJ-${s.code}${t?.letter}${t?.letter === 'J' ? threeDigitCode(r) : fourDigitCode(r)}${s.pack}`,
    datasheet: () => null,
    source: 'Panasonic Anti-Surge Thick Film Chip Resistors ERJ PA2/P03/PA3/P06/P08/P14 datasheet',
  },
  {
    // Panasonic "Anti-Sulfurated Thick Film Chip Resistors / Anti-Surge Type, ERJ UP type, ERJ UP3, UP6, UP8
    // series". Explanation of part numbers: ERJ + UP3 (0603, 0.25 W) / UP6 (0805, 0.50 W) / UP8 (1206,
    // 0.66 W) + tolerance (D ±0.5 %, F ±1 %, J ±5 %) + value (±5 %: 3 digits; ±1 %, ±0.5 %: 4 digits) + V
    // (punched carrier taping 4 mm pitch, 5,000 pcs), e.g. ERJUP6D1002V. Ratings: limiting element voltage /
    // maximum overload voltage UP3 150 V / 200 V, UP6 400 V / 600 V, UP8 500 V / 1000 V; ±0.5 % and ±1 %
    // 10 Ω–1 MΩ (E24, E96) at ±100 ×10⁻⁶/K; ±5 % (E24) UP3 1 Ω–1.5 MΩ at ±200, UP6 1 Ω–3.3 MΩ and UP8
    // 1 Ω–10 MΩ at ±200 ×10⁻⁶/K from 10 Ω (−100/+600 ×10⁻⁶/K below 10 Ω, not stated on the item). AEC-Q200
    // grade 0. The whole table.
    id: 'res.panasonic.erj.up',
    brandCode: 'panasonic',
    series: 'ERJ-UP',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0603', code: 'UP3', power: 0.25, powerFraction: '1/4', maxV: 150 },
      { size: '0805', code: 'UP6', power: 0.5, powerFraction: '1/2', maxV: 400 },
      { size: '1206', code: 'UP8', power: 0.66, maxV: 500 },
    ],
    tols: [
      { pct: 0.5, letter: 'D', values: 'E24+E96', min: 10, max: 1e6 },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 },
      {
        pct: 5,
        letter: 'J',
        values: 'E24',
        min: 1,
        max: 10e6,
        rangeBySize: { '0603': [1, 1.5e6], '0805': [1, 3.3e6] },
      },
    ],
    variants: [{ code: 'V', label: '冲压载带 4 mm 间距, 5000只/卷, 抗硫化防浪涌' }],
    tcr: (r, t) => (t.letter !== 'J' ? 100 : r >= 10 ? 200 : null),
    mpn: (s, t, r, v) =>
      `ERJ-${s.code}${t?.letter}${t?.letter === 'J' ? threeDigitCode(r) : fourDigitCode(r)}${v.code}`,
    datasheet: () => null,
    source: 'Panasonic Anti-Sulfurated Thick Film Chip Resistors / Anti-Surge Type ERJ UP3/UP6/UP8 datasheet',
  },
  {
    // Panasonic "High Precision Thick Film Chip Resistors, ERJ PB type, ERJ PB3, PB6 series". Explanation of
    // part numbers: ERJ + PB3 (0603, 0.20 W) / PB6 (0805, 0.25 W) + tolerance (B ±0.1 %, D ±0.5 %) + value
    // (3 significant figures + zeros: 5110 = 511 Ω, 1003 = 100 kΩ) + V (punched carrier taping 4 mm pitch,
    // 5,000 pcs), e.g. ERJPB6B1002V. Ratings: limiting element voltage 150 V, maximum overload voltage 200 V;
    // ±0.1 % and ±0.5 %, ±50 ×10⁻⁶/K; PB3 200 Ω–100 kΩ, PB6 200 Ω–1 MΩ (E24, E96). AEC-Q200 grade 0. The
    // whole table.
    id: 'res.panasonic.erj.pb',
    brandCode: 'panasonic',
    series: 'ERJ-PB',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0603', code: 'PB3', power: 0.2, maxV: 150 },
      { size: '0805', code: 'PB6', power: 0.25, powerFraction: '1/4', maxV: 150 },
    ],
    tols: (['B', 'D'] as const).map((letter) => ({
      pct: letter === 'B' ? 0.1 : 0.5,
      letter,
      values: 'E24+E96' as const,
      min: 200,
      max: 1e6,
      rangeBySize: { '0603': [200, 100e3] as [number, number] },
    })),
    variants: [{ code: 'V', label: '冲压载带 4 mm 间距, 5000只/卷, 高精度' }],
    tcr: () => 50,
    mpn: (s, t, r, v) => `ERJ-${s.code}${t?.letter}${fourDigitCode(r)}${v.code}`,
    datasheet: () => null,
    source: 'Panasonic High Precision Thick Film Chip Resistors ERJ PB3/PB6 datasheet',
  },
];
