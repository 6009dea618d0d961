// More extension series of thin film chip resistors (see resistors/registry.ts): Panasonic ERA-xA,
// KOA RN73H (resistors/thin-film/koa-rn73h.ts), Susumu RG (resistors/thin-film/susumu-rg.ts), Walsin WF_T/U/W
// (resistors/thin-film/walsin-wf.ts), Vishay TNPW1210 and Panasonic ERA-3Y.
// Each ordering scheme was checked against the maker's datasheet ("explanation of part numbers" /
// "ordering information"); where the datasheet's ratings table gives a range per TCR and tolerance that
// could not be read with certainty, the range is narrowed to one that the table certainly covers, and
// E24 + E96 values are used where the maker lists "E96 and other values" without saying which others.

import { DATASHEETS } from '../../datasheets.ts';
import { letterFourCode, type ResistorSeries, threeDigitCode } from '../chip-resistors.ts';
import { YAGEO_AT } from '../yageo-af-at-rv.ts';
import { e24ThreeElseFour } from './codes.ts';
import { KOA_RN73H } from './koa-rn73h.ts';
import { SUSUMU_RG } from './susumu-rg.ts';
import { WALSIN_THIN_FILM } from './walsin-wf.ts';

export const THIN_FILM_SERIES: ResistorSeries[] = [
  {
    // Panasonic ERA-xA, "Metal Film (Thin Film) Chip Resistors, High Reliability Type" (AOA0000C237):
    // ERA - size (2A 0402 0.063 W, 3A 0603 0.1 W, 6A 0805 0.125 W, 8A 1206 0.25 W) - TCR (R ±10, P ±15,
    // E ±25, H ±50, K ±100 ×10⁻⁶/K) - tolerance (W ±0.05, B ±0.1, C ±0.25, D ±0.5 %) - value (three figures
    // for E24 values, four figures for E96 and other values; a value on both series takes the E24 code) -
    // packaging (X: punched carrier taping 2 mm pitch 10,000 pcs for ERA2A; V: 4 mm pitch 5,000 pcs for
    // ERA3A/6A/8A), e.g. ERA-3AEB103V, ERA-3AEB1052V, ERA-2AED31R6X. AEC-Q200 (except ERA1A).
    // Taken: E (±25) with B and D in 100 Ω–100 kΩ in every size; R (±10) and P (±15) with B in
    // 1 kΩ–100 kΩ for ERA3A/6A/8A. Left out (ranges per combination not read with certainty): ERA1A,
    // tolerances W and C, TCR H and K, E192-only values, values outside 100 Ω–100 kΩ. Real part numbers
    // outside these ranges (ERA-2AED31R6X 31.6 Ω, ERA-6AEB620V 62 Ω, ERA-3ARB2100V 210 Ω) show that the
    // ratings table goes further; without the table itself (not found in the sources searched) they are
    // not generated.
    id: 'res.panasonic.era',
    brandCode: 'panasonic',
    series: 'ERA-A',
    technology: '薄膜',
    aec: true,
    sizes: [
      { size: '0402', code: '2A', power: 0.063, maxV: null, pack: 'X' },
      { size: '0603', code: '3A', power: 0.1, maxV: null, pack: 'V' },
      { size: '0805', code: '6A', power: 0.125, maxV: null, pack: 'V' },
      { size: '1206', code: '8A', power: 0.25, maxV: null, pack: 'V' },
    ],
    tols: [
      { pct: 0.1, letter: 'B', values: 'E24+E96', min: 100, max: 100e3 },
      { pct: 0.5, letter: 'D', values: 'E24+E96', min: 100, max: 100e3 },
    ],
    variants: [
      {
        code: 'R',
        label: '±10 ppm/°C, 冲孔纸带编带',
        tcr: 10,
        tols: ['B'],
        range: [1e3, 100e3],
        sizes: ['0603', '0805', '1206'],
      },
      {
        code: 'P',
        label: '±15 ppm/°C, 冲孔纸带编带',
        tcr: 15,
        tols: ['B'],
        range: [1e3, 100e3],
        sizes: ['0603', '0805', '1206'],
      },
      { code: 'E', label: '±25 ppm/°C, 冲孔纸带编带', tcr: 25 },
    ],
    mpn: (s, t, r, v) => `ERA-${s.code}${v.code}${t?.letter}${e24ThreeElseFour(r)}${s.pack}`,
    // the address the code index cites for ERA-xA parts is document AOA0000C307 (datasheets.ts); the document
    // number AOA0000C237 written here before was not found cited
    datasheet: () => DATASHEETS.panasonicEra,
    source: 'Panasonic ERA-1A/2A/3A/6A/8A thin film chip resistors datasheet, explanation of part numbers',
  },
  KOA_RN73H,
  SUSUMU_RG,
  ...WALSIN_THIN_FILM,
  {
    // Vishay TNPW e3 (document 28758), size 1210 (not AEC-Q200): TNPW1210 value (4 characters) tolerance
    // TCR E (±25 ppm/K) packaging EC, e.g. TNPW1210191KFEEC. Ranges of the datasheet's table for ±25 ppm/K:
    // ±0.5 % and ±1 % 10 Ω–3.01 MΩ, ±0.1 % 47 Ω–2.13 MΩ; E24–E192 (±1 % in E24/E96 only).
    // Rated dissipation 0.5 W and 200 V as in the current revision. Left out: TCR ±50/±15/±10 ppm/K
    // (unsure of their letters), sizes 2010 and 2512 (dropped from the current revision).
    id: 'res.vishay.tnpw1210',
    brandCode: 'vishay',
    series: 'TNPW e3',
    technology: '薄膜',
    aec: false,
    sizes: [{ size: '1210', power: 0.5, maxV: 200, pack: 'EC' }],
    tols: [
      { pct: 0.1, letter: 'B', values: 'E24+E192', min: 47, max: 2.13e6 },
      { pct: 0.5, letter: 'D', values: 'E24+E192', min: 10, max: 3.01e6 },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 3.01e6 },
    ],
    variants: [{ code: 'E', label: '编带', tcr: 25 }],
    mpn: (s, t, r, v) => `TNPW${s.size}${letterFourCode(r)}${t?.letter}${v.code}${s.pack}`,
    datasheet: () => 'https://www.vishay.com/doc?28758',
    source: 'Vishay TNPW e3 datasheet (document 28758)',
  },
  {
    // Panasonic ERA-3Y, metal film (thin film) chip resistors 0603 (1.6 mm × 0.8 mm, NiCr film, Sn-plated
    // terminations): "Product specification for approval", issue 151ERA011011 (15 Feb 2011), spec.
    // 151-SRA-E102R, part numbers ERA3Y##***V and ERA3E##****V. Ratings: 0.10 W at 70 °C, limiting
    // element voltage 75 V, category temperature −55 to +125 °C. Explanation of part number: ERA + 3
    // (1.6 × 0.8 mm, 0.10 W) + series and marking (Y: E-24 values, 3-digit marking; E: E-96 values, no
    // marking) + T.C.R., each code tied to its resistance range (H ±50 × 10⁻⁶/°C 10 Ω–97.6 Ω,
    // E ±25 × 10⁻⁶/°C 100 Ω–33 kΩ, K ±100 × 10⁻⁶/°C 33.2 kΩ–330 kΩ) + tolerance (D ±0.5 %, B ±0.1 %) + value
    // (three figures for Y) + packaging V, e.g. ERA-3YEB103V (10 kΩ ±0.1 % ±25 ppm/°C).
    // Taken: Y (E-24 values) with T.C.R. E, 100 Ω–33 kΩ, tolerances B and D. Left out: the ERA3E (E-96)
    // part numbers (the ratings call E-96 values "special"), T.C.R. H and K ranges and any tolerance
    // code after B (the "tolerance for resistance" cell of the ratings and the rest of the tolerance
    // list could not be read; every real ERA-3Y part number found is E with B, inside 100 Ω–33 kΩ).
    // The packaging code V is the one all these part numbers carry; its reel quantity is not stated in
    // the text read, so the label names only the taping. Not AEC-Q200 (standard electronic equipment).
    id: 'res.panasonic.era3y',
    brandCode: 'panasonic',
    series: 'ERA-3Y',
    technology: '薄膜',
    aec: false,
    sizes: [{ size: '0603', code: '3Y', power: 0.1, maxV: 75, pack: 'V' }],
    tols: [
      { pct: 0.1, letter: 'B', values: 'E24', min: 100, max: 33e3 },
      { pct: 0.5, letter: 'D', values: 'E24', min: 100, max: 33e3 },
    ],
    variants: [{ code: 'E', label: '±25 ppm/°C, 编带 (V)', tcr: 25 }],
    mpn: (s, t, r, v) => `ERA-${s.code}${v.code}${t?.letter}${threeDigitCode(r)}${s.pack}`,
    datasheet: () => null,
    source: 'Panasonic ERA3Y/ERA3E metal film chip resistors, product specification 151-SRA-E102R',
  },
  // YAGEO AT automotive thin film (resistors/yageo-af-at-rv.ts).
  YAGEO_AT,
];
