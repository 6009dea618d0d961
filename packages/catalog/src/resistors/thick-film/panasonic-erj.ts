// Panasonic ERJ thick film chip resistors beyond the base family res.panasonic.erj (resistors/chip-resistors.ts),
// an extension series (see resistors/registry.ts). The base holds ERJ-2RKF/3EKF/6ENF/8ENF (±1 %,
// 10 Ω–1 MΩ) and ERJ-2GEJ/3GEYJ/6GEYJ/8GEYJ (±5 %, 1 Ω–1 MΩ); these add the sizes and values it leaves out.
import { fourDigitCode, type ResistorSeries, type SizeSpec, threeDigitCode } from '../chip-resistors.ts';

const GP_DATASHEET = 'https://industrial.panasonic.com/cdbs/www-data/pdf/RDA0000/AOA0000C301.pdf';
const PRECISION_DATASHEET = 'https://industrial.panasonic.com/cdbs/www-data/pdf/RDA0000/AOA0000C304.pdf';

/** Size code of the part number (ERJ-<code>YJ…, ERJ-2GEJ…) for each size. */
const J_BODY: Record<string, string> = {
  '0402': '2GEJ',
  '0603': '3GEYJ',
  '0805': '6GEYJ',
  '1206': '8GEYJ',
  '1210': '14YJ',
  '1812': '12YJ',
  '2010': '12ZYJ',
  '2512': '1TYJ',
};

const F_BODY: Record<string, string> = { '1210': '14NF', '2512': '1TNF' };

const size = (s: string, power: number, pack: string): SizeSpec => ({ size: s, power, maxV: 200, pack });

export const PANASONIC_THICK_SERIES: ResistorSeries[] = [
  {
    // Panasonic "Thick Film Chip Resistors, ERJ XG, 1G, 2G, 3G, 6G, 8G, 14, 12, 12Z, 1T" (±5 % type).
    // Explanation of part numbers: ERJ + size/power (2GE 0402 0.1 W, 3GE 0603 0.1 W, 6GE 0805 0.125 W,
    // 8GE 1206 0.25 W, 14 1210 0.5 W, 12 1812 0.75 W, 12Z 2010 0.75 W, 1T 2512 1 W) + marking Y (value
    // marking; omitted for 2GE) + tolerance J (±5 %) + value (2 figures + zeros, R as decimal point) +
    // packaging (X punched carrier 2 mm pitch 10,000 pcs: ERJ2GE; V punched carrier 4 mm pitch 5,000 pcs:
    // 3GE, 6GE, 8GE; U embossed carrier 4 mm pitch: 14, 12, 12Z 5,000 pcs, 1T 4,000 pcs), e.g.
    // ERJ3GEYJ102V, ERJ-1TYJ201U. AEC-Q200 qualified (exemption ERJXG).
    // Ratings table (revision with ERJ1G…1T): limiting element voltage 50 V (2G), 150 V (6G), 200 V
    // (8G, 14, 12, 12Z, 1T); E24 values 1 Ω–2.2 MΩ (2G), 1 Ω–10 MΩ (3G, 6G, 8G, 14, 12, 12Z), 1 Ω–1 MΩ (1T).
    // Taken: 14/12/12Z/1T from 1 Ω to 1 MΩ (the 14/12/12Z range above 1 MΩ narrowed away), and the values
    // above 1 MΩ the base leaves out for 2GE (to 2.2 MΩ) and 3GE/6GE/8GE (to 10 MΩ). Power ratings of the
    // current revision (older revisions rate 14 at 0.25 W and 12/12Z at 0.5 W).
    // Left out: XGN/1GN (01005/0201), jumpers (0 Ω, code 0R00), the 20,000-piece reels.
    id: 'res.panasonic.erj.j.ext',
    brandCode: 'panasonic',
    series: 'ERJ',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0402', power: 0.1, maxV: 50, pack: 'X' },
      { size: '0603', power: 0.1, maxV: null, pack: 'V' }, // 50 V in the older table, 75 V later: not sure
      { size: '0805', power: 0.125, maxV: 150, pack: 'V' },
      size('1206', 0.25, 'V'),
      size('1210', 0.5, 'U'),
      size('1812', 0.75, 'U'),
      size('2010', 0.75, 'U'),
      size('2512', 1, 'U'),
    ],
    tols: [
      {
        pct: 5,
        letter: 'J',
        values: 'E24',
        min: 1.1e6,
        max: 10e6,
        rangeBySize: {
          '0402': [1.1e6, 2.2e6],
          '1210': [1, 1e6],
          '1812': [1, 1e6],
          '2010': [1, 1e6],
          '2512': [1, 1e6],
        },
      },
    ],
    variants: [{ code: '', label: '编带' }],
    mpn: (s, _t, r) => `ERJ-${J_BODY[s.size]}${threeDigitCode(r)}${s.pack}`,
    datasheet: () => GP_DATASHEET,
    source: 'Panasonic Thick Film Chip Resistors ERJ XG/1G/2G/3G/6G/8G/14/12/12Z/1T datasheet (±5 % type)',
  },
  {
    // Panasonic "Precision Thick Film Chip Resistors" (±1 % type), sizes 14 (1210, 0.5 W) and 1T (2512,
    // 1 W): ERJ + 14N / 1TN + F (±1 %) + value (3 figures + zeros, R as decimal point below 100 Ω) + U
    // (embossed carrier taping), e.g. ERJ-14NF1002U, ERJ-1TNF82R0U. E24 and E96 values. Limiting element
    // voltage 200 V. The ratings table of these sizes was not readable in the sources searched, so the
    // range is narrowed to the span of real part numbers found in public bills of materials: ERJ-14NF from
    // 22 Ω (ERJ-14NF22R0) to 10 kΩ (ERJ-14NF1002U), ERJ-1TNF from 82 Ω (ERJ-1TNF82R0U) to 402 Ω
    // (ERJ-1TNF4020U). TCR not stated here (not read). Left out: ERJ-12 (1812) ±1 % (part code not sure).
    id: 'res.panasonic.erj.f.ext',
    brandCode: 'panasonic',
    series: 'ERJ',
    technology: '厚膜',
    aec: true,
    sizes: [size('1210', 0.5, 'U'), size('2512', 1, 'U')],
    tols: [
      {
        pct: 1,
        letter: 'F',
        values: 'E24+E96',
        min: 22,
        max: 10e3,
        rangeBySize: { '2512': [82, 402] },
      },
    ],
    variants: [{ code: '', label: '编带' }],
    mpn: (s, _t, r) => `ERJ-${F_BODY[s.size]}${fourDigitCode(r)}${s.pack}`,
    datasheet: () => PRECISION_DATASHEET,
    source: 'Panasonic Precision Thick Film Chip Resistors ERJ 3E/6E/8E/14/12/1T datasheet (±1 % type)',
  },
  {
    // Panasonic "Anti-Sulfurated Thick Film Chip Resistors / Precision Type, ERJ UR type (Ag-Pd-based inner
    // electrode type), ERJ U2R, U3R, U6R series". Explanation of part numbers: ERJ + U2R (0402 0.1 W) /
    // U3R (0603 0.1 W) / U6R (0805 0.125 W) + D (±0.5 %) + value (3 significant figures + zeros) +
    // packaging (X punched carrier taping 2 mm pitch 10,000 pcs: ERJU2R; V punched carrier taping 4 mm
    // pitch 5,000 pcs: ERJU3R, ERJU6R), e.g. ERJU3RD1002V, ERJU6RD4700V. Ratings: 100 Ω–100 kΩ (E24, E96),
    // limiting element voltage 50 V / 75 V / 150 V, T.C.R. ±50 ×10⁻⁶/K, AEC-Q200 grade 0. The whole table.
    id: 'res.panasonic.erj.ur',
    brandCode: 'panasonic',
    series: 'ERJ-UR',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0402', code: 'U2R', power: 0.1, maxV: 50, pack: 'X' },
      { size: '0603', code: 'U3R', power: 0.1, maxV: 75, pack: 'V' },
      { size: '0805', code: 'U6R', power: 0.125, maxV: 150, pack: 'V' },
    ],
    tols: [{ pct: 0.5, letter: 'D', values: 'E24+E96', min: 100, max: 100e3 }],
    variants: [{ code: '', label: '编带' }],
    tcr: () => 50,
    mpn: (s, t, r) => `ERJ-${s.code}${t?.letter}${fourDigitCode(r)}${s.pack}`,
    datasheet: () => null,
    source: 'Panasonic Anti-Sulfurated Thick Film Chip Resistors / Precision Type ERJ U2R/U3R/U6R datasheet',
  },
];
