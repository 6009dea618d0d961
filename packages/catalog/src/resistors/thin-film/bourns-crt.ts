// Bourns CRT, thin film precision chip resistors (an extension family, see resistors/registry.ts).
// Source: Bourns "CRT Series - Thin Film Precision Chip Resistors" datasheet, Electrical Characteristics
// and How to Order.
//
// Electrical characteristics: CRT0402 1/16 W, 25 V max. working voltage; CRT0603 1/10 W, 75 V; CRT0805
// 1/8 W, 150 V; CRT1206 1/4 W, 200 V (power at 70 °C); E-96 + E-24 values; T.C.R. 2 to 50 ppm/°C.
// How to Order: CRT + size (0402, 0603, 0805, 1206) - tolerance (F ±1 %, D ±0.5 %, C ±0.25 %, B ±0.1 %,
// A ±0.05 %, P ±0.01 %) + T.C.R. (Z ±50, Y ±25, X ±15, W ±10, V ±5, U ±3, T ±2 ppm/°C) - value (below
// 100 Ω "R" as the decimal point, e.g. 24R3; from 100 Ω three significant figures and the number of
// zeros, e.g. 8252 = 82.5 kΩ) + packaging (G: paper tape, 10,000 pcs on 7" reel, CRT0402; E: paper
// tape, 5,000 pcs on 7" reel, CRT0603/0805/1206) + termination LF (tin-plated), e.g. the datasheet's
// CRT0603-CV-1003ELF.
//
// Which value goes with which tolerance and T.C.R. is given only by the datasheet's "Value - TCR Table"
// and "Standard Values Table", which were not found in the sources searched (only the table of the
// sulfur-resistant CRT-AS version was, and its cells cannot be tied to their rows). So the ordering
// scheme is not crossed here: the family lists only part numbers printed in the datasheet or in published
// parts lists and designs, each decoded by the How to Order fields above (a part number the scheme does
// not decode, or whose packaging code does not fit its size, is rejected).
import type { ResistorSeries, Row, SizeSpec, TolSpec, VariantSpec } from '../chip-resistors.ts';
import { fourDigitCode } from '../chip-resistors.ts';

const CRT_SIZES: SizeSpec[] = [
  { size: '0402', power: 1 / 16, powerFraction: '1/16', maxV: 25, pack: 'G' },
  { size: '0603', power: 1 / 10, powerFraction: '1/10', maxV: 75, pack: 'E' },
  { size: '0805', power: 1 / 8, powerFraction: '1/8', maxV: 150, pack: 'E' },
  { size: '1206', power: 1 / 4, powerFraction: '1/4', maxV: 200, pack: 'E' },
];

/** Tolerance codes (the value ranges are not used: the rows are listed part numbers). */
const CRT_TOLS: TolSpec[] = (
  [
    [1, 'F'],
    [0.5, 'D'],
    [0.25, 'C'],
    [0.1, 'B'],
    [0.05, 'A'],
    [0.01, 'P'],
  ] as const
).map(([pct, letter]) => ({ pct, letter, values: 'E24+E96', min: 0, max: 0 }));

/** T.C.R. codes; the packaging is fixed by size (G for 0402, E otherwise) and named in the label. */
const CRT_TCRS: VariantSpec[] = (
  [
    ['Z', 50],
    ['Y', 25],
    ['X', 15],
    ['W', 10],
    ['V', 5],
    ['U', 3],
    ['T', 2],
  ] as const
).map(([code, ppm]) => ({ code, label: `±${ppm} ppm/°C, 7英寸卷盘纸带编带`, tcr: ppm }));

export const BOURNS_CRT: ResistorSeries = {
  id: 'res.bourns.crt',
  brandCode: 'bourns',
  series: 'CRT',
  technology: '薄膜',
  aec: false,
  sizes: CRT_SIZES,
  tols: CRT_TOLS,
  variants: CRT_TCRS,
  mpn: (s, t, r, v) => `CRT${s.size}-${t?.letter}${v.code}-${fourDigitCode(r)}${s.pack}LF`,
  datasheet: () => null,
  source: 'Bourns CRT Series thin film precision chip resistors datasheet, How to Order',
};

/**
 * Real CRT part numbers: the datasheet's How to Order example and part numbers printed in published
 * parts lists and designs (distributors' part data, bills of materials).
 */
export const CRT_PART_NUMBERS = [
  'CRT0603-CV-1003ELF', // How to Order example: 100 kΩ ±0.25 % ±5 ppm/°C
  'CRT0603-BW-10R0ELF',
  'CRT0603-FY-3300ELF',
  'CRT0805-BW-1002ELF',
  'CRT0805-BY-7503ELF',
  'CRT0805-CX-10R0ELF',
  'CRT1206-BY-40R2ELF',
  'CRT1206-BW-1004ELF',
  'CRT0402-BY-1103GLF',
  'CRT0402-BY-2003GLF',
  'CRT0402-FZ-3002GLF',
  'CRT0402-FZ-2151GLF',
];

/** Ohms of a CRT value code (24R3 = 24.3 Ω, 8252 = 82.5 kΩ). */
function crtOhms(code: string): number {
  if (code.includes('R')) return Number.parseFloat(code.replace('R', '.'));
  return Number.parseInt(code.slice(0, 3), 10) * 10 ** Number.parseInt(code.slice(3), 10);
}

/** One row per listed part number, decoded by the How to Order fields and checked by re-encoding it. */
export function crtRows(): Row[] {
  return CRT_PART_NUMBERS.map((mpn) => {
    const m = /^CRT(\d{4})-([A-Z])([A-Z])-([0-9R]{4})([A-Z])LF$/.exec(mpn);
    const s = CRT_SIZES.find((x) => x.size === m?.[1] && x.pack === m?.[5]);
    const t = CRT_TOLS.find((x) => x.letter === m?.[2]);
    const v = CRT_TCRS.find((x) => x.code === m?.[3]);
    if (!m || !s || !t || !v) throw new Error(`CRT: ${mpn} does not decode`);
    const row: Row = { s, t, r: crtOhms(m[4] ?? ''), v };
    if (BOURNS_CRT.mpn(s, t, row.r, v) !== mpn) throw new Error(`CRT: ${mpn} does not re-encode`);
    return row;
  });
}
