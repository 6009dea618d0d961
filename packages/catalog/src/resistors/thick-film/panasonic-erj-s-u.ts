// Panasonic ERJ-S (Au-based inner electrode) and ERJ-U (Ag-Pd-based inner electrode) anti-sulfurated thick film
// chip resistors; extension series (see resistors/registry.ts), registered in resistors/thick-film/thick-film.ts. The other
// Panasonic ERJ families (resistors/chip-resistors.ts, thick-film/panasonic-erj*.ts) hold ERJ-2RK/3EK/6EN/8EN, 2GE…1T,
// 14N/1TN, U2R/U3R/U6R, P, UP and PB; no part number of theirs has the S or U size codes below.
//
// Source: Panasonic "Anti-Sulfurated Thick Film Chip Resistors, Type: ERJ S02, S03, S06, S08, S14, S12, S1D,
// S1T (Au-based inner electrode type), ERJ U01, U02, U03, U06, U08, U14, U12, U1D, U1T, U6S, U6Q (Ag-Pd-based
// inner electrode type)", explanation of part numbers: ERJ + S / U + size code with power rating (02 0402 0.1 W,
// 03 0603 0.1 W, 06 0805 0.125 W, 08 1206 0.25 W, 14 1210 0.5 W, 12 1812 0.75 W, 1D 2010 0.75 W, 1T 2512 1 W;
// U01 0201 0.05 W) + tolerance (D ±0.5 % in the later revisions, F ±1 %, J ±5 %, 0 jumper) + value (three
// digits for ±5 %, four digits for ±0.5 % and ±1 %; e.g. 222 = 2.2 kΩ, 1002 = 10 kΩ) + packaging (C pressed
// carrier 2 mm pitch 15,000 pcs: ERJU01; X punched carrier 2 mm pitch 10,000 pcs: ERJS02, ERJU02; V punched
// carrier 4 mm pitch 5,000 pcs: ERJS03/U03, S06/U06, S08/U08; U embossed carrier 4 mm pitch: S14/U14, S12/U12,
// S1D/U1D 5,000 pcs, S1T/U1T 4,000 pcs), e.g. ERJS06F1002V. AEC-Q200 qualified (exemption ERJU01 / ERJU0X).
// The ratings table (ranges, limiting element voltage, T.C.R.) was not readable in the copies we found, so:
//   values are narrowed to 100 Ω–1 MΩ for F (E24 + E96) and J (E24), a span inside the ±1 % and ±5 % rows of
//   the sibling ERJ datasheets for these sizes (ERJ-2RK/3EK/6EN/8EN ±1 % 10 Ω–1 MΩ; ERJ-P03…P14 ±1 % 10 Ω–1 MΩ;
//   ERJ-2GE…1T ±5 % from 1 Ω to at least 1 MΩ); for 1812, 2010 and 2512, whose ±1 % rows we have not read in any
//   ERJ datasheet, F is narrowed further to 100 Ω–100 kΩ. Limiting element voltage and T.C.R. are not stated.
// Real part numbers that decode to these items: ERJ-S02F7321X, ERJ-S03F3402V, ERJ-S03F3830V, ERJ-S06F1101V,
// ERJ-S06F1333V, ERJ-S06F2002V, ERJ-S06F2200V, ERJ-U06F1001V, ERJ-U1TF2402U (the datasheet writes them without
// the hyphen, ERJS06F1002V).
// ERJU01 (0201) is taken in the same values, as its own family since it is exempt from AEC-Q200 (real parts:
// ERJ-U01F2001C; ERJ-U01J330C, 33 Ω, shows the range reaches lower).
// Left out: ERJU0X (01005), D (±0.5 %, ranges not read; e.g. ERJS08D2321V), values below 100 Ω and
// above 1 MΩ (±1 % in 1812–2512: above 100 kΩ), jumpers (R00), the low-resistance ERJU6S/U6Q, the
// 20,000-piece Y packaging.
import { DATASHEETS } from '../../datasheets.ts';
import { fourDigitCode, type ResistorSeries, type SizeSpec, threeDigitCode } from '../chip-resistors.ts';

/** Size code (after S / U), EIA size, power rating, packaging code. */
const SIZES: Array<[string, string, number, string]> = [
  ['02', '0402', 0.1, 'X'],
  ['03', '0603', 0.1, 'V'],
  ['06', '0805', 0.125, 'V'],
  ['08', '1206', 0.25, 'V'],
  ['14', '1210', 0.5, 'U'],
  ['12', '1812', 0.75, 'U'],
  ['1D', '2010', 0.75, 'U'],
  ['1T', '2512', 1, 'U'],
];

/** ERJU01 (0201, 0.05 W): pressed carrier taping C, 2 mm pitch, 15,000 pcs; not AEC-Q200 (the exemption). */
const U01: Array<[string, string, number, string]> = [['01', '0201', 0.05, 'C']];

function antiSulfurated(
  type: 'S' | 'U',
  electrode: string,
  sizes = SIZES,
  aec = true,
  id = `res.panasonic.erj.${type.toLowerCase()}`,
): ResistorSeries {
  return {
    id,
    brandCode: 'panasonic',
    series: `ERJ-${type}`,
    technology: '厚膜',
    aec,
    sizes: sizes.map(([code, size, power, pack]): SizeSpec => ({ size, code, power, maxV: null, pack })),
    tols: [
      {
        pct: 1,
        letter: 'F',
        values: 'E24+E96',
        min: 100,
        max: 1e6,
        rangeBySize: { '1812': [100, 100e3], '2010': [100, 100e3], '2512': [100, 100e3] },
      },
      { pct: 5, letter: 'J', values: 'E24', min: 100, max: 1e6 },
    ],
    variants: [{ code: '', label: `编带, 抗硫化 (${electrode})` }],
    mpn: (s, t, r) =>
      `ERJ-${type}${s.code}${t?.letter}${t?.letter === 'J' ? threeDigitCode(r) : fourDigitCode(r)}${s.pack}`,
    datasheet: () => DATASHEETS.panasonicErjSU,
    source:
      'Panasonic Anti-Sulfurated Thick Film Chip Resistors ERJ S02–S1T / U01–U1T datasheet, explanation of part numbers',
  };
}

export const PANASONIC_MORE_SERIES: ResistorSeries[] = [
  antiSulfurated('S', '金基内电极'),
  antiSulfurated('U', '银钯内电极'),
  antiSulfurated('U', '银钯内电极', U01, false, 'res.panasonic.erj.u01'),
];
