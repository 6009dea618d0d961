// ROHM thick film chip resistor series besides the base MCR family (resistors/chip-resistors.ts); extension series
// (see resistors/registry.ts).
import { fourDigitCode, type ResistorSeries, threeDigitCode } from '../chip-resistors.ts';

/** ROHM part number: series + size + packaging code + tolerance + value (D/F: 4 digits, J: 3 digits). */
const rohmMpn: ResistorSeries['mpn'] = (s, t, r) =>
  `${s.code}${s.pack}${t?.letter}${t?.letter === 'J' ? threeDigitCode(r) : fourDigitCode(r)}`;

export const ROHM_THICK_SERIES: ResistorSeries[] = [
  {
    // ROHM ESR anti-surge chip resistors (datasheet "Anti-surge Chip Resistors ESR Series", 2012 Rev.C and
    // the later "ESR series" datasheet): ESR + size (01 1005/0402, 03 1608/0603, 10 2012/0805,
    // 18 3216/1206, 25 3225/1210) + packaging specifications code (MZP ESR01 paper tape 4 mm pitch 10,000;
    // EZP ESR03/10/18 paper tape 4 mm pitch 5,000; JZP ESR25 embossed tape 4 mm pitch 4,000) + tolerance
    // (D ±0.5 %, F ±1 %, J ±5 %) + value (D/F 4 digits, J 3 digits), e.g. ESR10EZPJ100, ESR25JZPD1301,
    // ESR03EZPF1203. Rated power and limiting element voltage of the later datasheet: ESR01 0.2 W 50 V,
    // ESR03 0.25 W 150 V, ESR10 0.4 W 150 V, ESR18 0.5 W 200 V, ESR25 0.66 W 200 V. TCR ±100 ppm/°C for
    // D and F, ±200 ppm/°C for J (R ≥ 10 Ω). AEC-Q200.
    // Ranges taken where both revisions agree: ESR03–ESR25 D and F 10 Ω–1 MΩ (E24/E96), J 1 Ω–10 MΩ (E24);
    // ESR01 F and J 10 Ω–1 MΩ in E24 (the later revision adds E96 and F to 2.2 MΩ, J from 1 Ω).
    // Left out: jumpers (000), F below 10 Ω and above 1 MΩ, J below 10 Ω for ESR01.
    id: 'res.rohm.esr',
    brandCode: 'rohm',
    series: 'ESR',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0402', code: 'ESR01', power: 0.2, maxV: 50, pack: 'MZP' },
      { size: '0603', code: 'ESR03', power: 0.25, maxV: 150, pack: 'EZP' },
      { size: '0805', code: 'ESR10', power: 0.4, maxV: 150, pack: 'EZP' },
      { size: '1206', code: 'ESR18', power: 0.5, maxV: 200, pack: 'EZP' },
      { size: '1210', code: 'ESR25', power: 0.66, maxV: 200, pack: 'JZP' },
    ],
    tols: [
      { pct: 0.5, letter: 'D', values: 'E24+E96', min: 10, max: 1e6, rangeBySize: { '0402': [1, 0] } },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6, rangeBySize: { '0402': [1, 0] } },
      {
        pct: 1,
        letter: 'F',
        values: 'E24',
        min: 10,
        max: 1e6,
        rangeBySize: { '0603': [1, 0], '0805': [1, 0], '1206': [1, 0], '1210': [1, 0] },
      },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6, rangeBySize: { '0402': [10, 1e6] } },
    ],
    variants: [{ code: '', label: '编带' }],
    tcr: (r, t) => (t.letter === 'J' ? (r >= 10 ? 200 : null) : 100),
    mpn: rohmMpn,
    datasheet: () => null,
    source: 'ROHM Anti-surge Chip Resistors ESR Series datasheet (2012 Rev.C and later revision)',
  },
  {
    // ROHM KTR high voltage resistance chip resistors (datasheet "KTR series", 2018.09 Rev.F): KTR + size
    // (03 1608/0603, 10 2012/0805, 18 3216/1206, 25 3225/1210) + packaging code (EZP paper tape 4 mm pitch
    // 5,000 for KTR03/10/18; JZP embossed tape 4 mm pitch 4,000 for KTR25) + tolerance (F ±1 %, J ±5 %) +
    // value (F 4 digits, J 3 digits), e.g. KTR03EZPF7501, KTR18EZPF1R00, KTR25JZPF2R20, KTR25JZPJ104.
    // Products list: KTR03 0.10 W 350 V, KTR10 0.125 W 400 V, KTR18 0.25 W 500 V, KTR25 0.33 W 600 V;
    // F (±100 ppm/°C) 1 Ω–10 MΩ E24/E96 (KTR03: 10 Ω–10 MΩ; below 10 Ω ±200 ppm/°C, left out),
    // J (±200 ppm/°C) 1 Ω–10 MΩ E24. AEC-Q200. Left out: jumpers (000).
    id: 'res.rohm.ktr',
    brandCode: 'rohm',
    series: 'KTR',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0603', code: 'KTR03', power: 0.1, maxV: 350, pack: 'EZP' },
      { size: '0805', code: 'KTR10', power: 0.125, maxV: 400, pack: 'EZP' },
      { size: '1206', code: 'KTR18', power: 0.25, maxV: 500, pack: 'EZP' },
      { size: '1210', code: 'KTR25', power: 0.33, maxV: 600, pack: 'JZP' },
    ],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 10e6, rangeBySize: { '0603': [10, 10e6] } },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: [{ code: '', label: '编带' }],
    tcr: (_r, t) => (t.letter === 'J' ? 200 : 100),
    mpn: rohmMpn,
    datasheet: () => null,
    source: 'ROHM High voltage resistance chip resistors KTR series datasheet (2018.09 Rev.F)',
  },
  {
    // ROHM SFR sulfur tolerant chip resistors (datasheet "Sulfur tolerant chip resistors SFR series"):
    // SFR + size + packaging code + tolerance (F ±1 %, J ±5 %) + value (F 4 digits, J 3 digits). Products
    // list: SFR01 0402 0.063 W 50 V, SFR03 0603 0.10 W 50 V, SFR18 1206 0.25 W 200 V; F (±100 ppm/°C)
    // 10 Ω–2.2 MΩ (SFR03: 10 Ω–10 MΩ) E24/E96, J (±200 ppm/°C) 10 Ω–10 MΩ E24 and 1 Ω–9.1 Ω (TCR
    // +500/−250 or ±400 ppm/°C there, not stated on the item). AEC-Q200. The packaging table was not read:
    // the codes are those of real part numbers (SFR01MZPF1002, SFR01MZPJ103, SFR03EZPJ271, SFR18EZPJ682,
    // SFR18EZPF1000). Left out: SFR10 and SFR25 (packaging code not confirmed), F below 10 Ω, jumpers.
    id: 'res.rohm.sfr',
    brandCode: 'rohm',
    series: 'SFR',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0402', code: 'SFR01', power: 0.063, maxV: 50, pack: 'MZP' },
      { size: '0603', code: 'SFR03', power: 0.1, maxV: 50, pack: 'EZP' },
      { size: '1206', code: 'SFR18', power: 0.25, maxV: 200, pack: 'EZP' },
    ],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 2.2e6, rangeBySize: { '0603': [10, 10e6] } },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: [{ code: '', label: '编带' }],
    tcr: (r, t) => (r < 10 ? null : t.letter === 'J' ? 200 : 100),
    mpn: rohmMpn,
    datasheet: () => null,
    source: 'ROHM Sulfur tolerant chip resistors SFR series datasheet',
  },
  {
    // ROHM MCR01 (1005 size, 1/16 W), the size the base MCR family (0603–1206) leaves out. Datasheet
    // "Compact Thick Film Chip Resistors MCR01" (2009 Rev.K): 0.063 W, limiting element voltage 50 V;
    // F (±1 %) 10 Ω–2.2 MΩ E24/E96 ±100 ppm/°C; J (±5 %) 10 Ω–10 MΩ E24 ±200 ppm/°C and 1.0–9.1 Ω
    // (+500/−250 ppm/°C, not stated on the item). Packaging code MZP (paper tape 2 mm pitch, 10,000 pcs)
    // from the MCR series part number description (2017 Rev.O), e.g. MCR01MZPJ472, MCR01MZPF1002.
    // Left out: D (±0.5 %, its cells not read with certainty), jumpers (000), MCR004/006/25/50/100.
    id: 'res.rohm.mcr01',
    brandCode: 'rohm',
    series: 'MCR',
    technology: '厚膜',
    aec: false,
    sizes: [{ size: '0402', code: 'MCR01', power: 0.063, powerFraction: '1/16', maxV: 50, pack: 'MZP' }],
    tols: [
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 2.2e6 },
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: [{ code: '', label: '编带' }],
    tcr: (r, t) => (r < 10 ? null : t.letter === 'J' ? 200 : 100),
    mpn: rohmMpn,
    datasheet: () => null,
    source:
      'ROHM Compact Thick Film Chip Resistors MCR01 datasheet (2009 Rev.K); MCR series part number description',
  },
];
