// Panasonic ERJ-P anti-surge thick film chip resistors (ERJ-P03, PA3, P06, P08, P14); an extension series
// (see resistor.extension.ts). The general purpose and precision ERJ families are in resistor.series.ts and
// resistor.thick.panasonic.ts.
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
import { fourDigitCode, type ResistorSeries, threeDigitCode } from './resistor.series.ts';

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
];
