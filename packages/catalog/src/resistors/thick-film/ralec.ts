// RALEC (旺詮) RTT thick film chip resistors; an extension series (see resistors/registry.ts).
import { DATASHEETS } from '../../datasheets.ts';
import { fourDigitCode, type ResistorSeries, threeDigitCode } from '../chip-resistors.ts';

const RTT_SOURCE =
  'RALEC Thick Film Chip Resistors Product Specification (RTT series, IE-SP-010), explanation of part numbers and general specifications';

export const RALEC_THICK_SERIES: ResistorSeries[] = [
  {
    // RALEC "Thick Film Chip Resistors Product Specification" (IE-SP-010; the revision published as "RALEC
    // Thick Film Chip Resistors - RS Components"). Explanation of part numbers: RTT + size (01 0201, 02
    // 0402, 03 0603, 05 0805, 06 1206, 12 1210, 20 2010, 25 2512) + nominal resistance (3 digits for the
    // E24 series, 4.7 Ω = 4R7, 10 Ω = 100; 4 digits for the E96 series, 10.2 Ω = 10R2, 10 kΩ = 1002;
    // jumper 000) + tolerance (B ±0.1, D ±0.5, F ±1, G ±2, J ±5 %) + packaging (TH 2 mm pitch paper
    // taping 10,000 pcs; TP 4 mm pitch paper taping 5,000 pcs; P2/P3/P4 4 mm pitch paper 10,000/15,000/
    // 20,000 pcs; TE 4 mm pitch embossed taping 4,000 pcs; BA bulk case), e.g. RTT03101JTP.
    // Ratings table ("3.1 Resistance Range"), rows RTT05 (0805: 1/8 W, max. working voltage 150 V,
    // overload 300 V) and RTT06 (1206: 1/4 W, 200 V, 400 V): J (±5 %) 1 Ω ≤ R ≤ 20 MΩ at ±200 ppm/°C;
    // F (±1 %) 1 Ω ≤ R < 33 Ω and 1 MΩ < R ≤ 10 MΩ at ±200, 33 Ω–1 MΩ at ±100 ppm/°C. (The table came to
    // us as extracted PDF text with the "<" signs lost; these two rows read the same either way the text
    // is aligned.) A later revision (IE-SP-010 of 2026-01-27, as quoted in a public parts-research note)
    // gives RTT05 ±1 % at ±100 ppm/°C from 10 Ω to 27 MΩ, so the F TCR is stated only where both agree
    // (33 Ω < R < 1 MΩ: ±100 ppm/°C).
    // Packaging: which code goes with which size is in a separate document (IE-SP-055) we did not find;
    // taken is TP (4 mm paper, 5,000 pcs) only, as real part numbers carry it for both sizes:
    // RTT052203FTP (0805, 220 kΩ ±1 %), RTT06332JTP (1206, 3.3 kΩ ±5 %); also RTT032400FTP and
    // RTT031002FTP (0603). Values: J E24 with the 3-digit code, F E24 + E96 with the 4-digit code.
    // Left out: the sizes whose rating rows we could not read or tie to a row with certainty (0201, 0402,
    // 0603, 1210, 2010, 2512; also no real 1210–2512 part number to tie TE or TP to), the B/D/G grades
    // (value series and code not confirmed), F below 10 Ω (3- or 4-character code not sure), the
    // 10,000–20,000-piece reels P2/P3/P4 and bulk, jumpers.
    id: 'res.ralec.rtt',
    brandCode: 'ralec',
    series: 'RTT',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0805', code: '05', power: 1 / 8, powerFraction: '1/8', maxV: 150, pack: 'TP' },
      { size: '1206', code: '06', power: 1 / 4, powerFraction: '1/4', maxV: 200, pack: 'TP' },
    ],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 10e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 20e6 },
    ],
    variants: [{ code: 'TP', label: '4mm纸带编带, 5000只/卷' }],
    tcr: (r, t) => (t.letter === 'J' ? 200 : r > 33 && r < 1e6 ? 100 : null),
    mpn: (s, t, r, v) =>
      `RTT${s.code}${t?.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}${t?.letter}${v.code}`,
    datasheet: () => DATASHEETS.ralecRtt,
    source: RTT_SOURCE,
  },
];
