/**
 * Leaded (axial) resistors, horizontal, built by axial.ts. The body L × ØD is the maker's style as the
 * catalogue's package names it ("MFR-25 (6.3×Ø2.4 mm)"); the lead diameter Ød is the maker's for that style,
 * from its datasheet's dimension table (unit mm, nominal):
 * - YAGEO MFR (metal film), CFR (carbon film) and MFP (precision metal film) product specifications, one table
 *   each with the same rows: -12/25S 3.4 × Ø1.9, Ød 0.45; -25/50S 6.3 × Ø2.4, Ød 0.55; -50/1WS 9.0 × Ø3.3,
 *   Ød 0.55;
 * - KOA MF/MFS "coat-insulated fixed metal film resistors": MFS1/4 3.2 × Ø1.7, d 0.45; MF1/4 and MFS1/2
 *   6.3 × Ø2.3, d 0.60;
 * - UNI-ROYAL (UniOhm) MFR lead-free metal film resistors specification: MF 1/8W 3.3 × Ø1.9, d 0.45; MF 1/4W
 *   6.5 × Ø2.2, d 0.54.
 * Other styles (Vishay's DIN sizes, YAGEO RSF/FMP, Stackpole CF) answer "dimensions missing" until their lead
 * diameters are entered from their datasheets.
 *
 * The footprint is KiCad's R_Axial_DIN horizontal footprint of the DIN body nearest in length, at the smallest of
 * KiCad's pitches that leaves at least 1.5 mm of straight lead at each end (room to bend): 3.2–3.4 mm bodies on
 * DIN0204 P7.62, 6.3–6.5 mm on DIN0207 P10.16, 9.0 mm on DIN0309 P12.70.
 */
import { type AxialShape, axialDimensions, buildAxial } from './axial.ts';
import type { Family } from './family.ts';

/** Style (the package text before the body) → lead diameter Ød (mm), from the tables cited above. */
const LEAD_DIAMETER: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    ['MFR', 'CFR', 'MFP'].flatMap((s) => [
      [`${s}-12`, 0.45],
      [`${s}25S`, 0.45],
      [`${s}-25`, 0.55],
      [`${s}50S`, 0.55],
      [`${s}-50`, 0.55],
      [`${s}1WS`, 0.55],
    ]),
  ),
  'MFS1/4': 0.45,
  'MF1/4': 0.6,
  'MFS1/2': 0.6,
  'MFR 1/8W': 0.45,
  'MFR 1/4W': 0.54,
};

/** KiCad's DIN bodies: length, footprint, pitch (see the header). */
const KICAD_AXIAL: readonly [number, string, number][] = [
  [3.6, 'R_Axial_DIN0204_L3.6mm_D1.6mm_P7.62mm_Horizontal', 7.62],
  [6.3, 'R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal', 10.16],
  [9.0, 'R_Axial_DIN0309_L9.0mm_D3.2mm_P12.70mm_Horizontal', 12.7],
];

/** The axial shape and KiCad footprint of a leaded resistor's package, or undefined when we hold none. */
export function leadedOutline(pkg: string | null): { shape: AxialShape; kicad: string } | undefined {
  const m = /^(.+) \(([\d.]+)×Ø([\d.]+) mm\)$/.exec(pkg ?? '');
  const d = m?.[1] ? LEAD_DIAMETER[m[1]] : undefined;
  if (!m || d === undefined) return undefined;
  const [L, D] = [Number(m[2]), Number(m[3])];
  const nearest = [...KICAD_AXIAL].sort((a, b) => Math.abs(a[0] - L) - Math.abs(b[0] - L))[0];
  if (!nearest || Math.abs(nearest[0] - L) > 0.5) return undefined;
  return { shape: { L, D, d, P: nearest[2] }, kicad: nearest[1] };
}

export const leadedResistor: Family = {
  id: 'leaded-resistor',
  categories: ['comp.passive.resistor.leaded'],
  spec(item) {
    // each style's spelling (MFR-25, MFS1/4, MFR 1/8W …) is one maker's in the catalogue
    const o = leadedOutline(item.package);
    if (!o) return 'missing';
    return {
      family: 'leaded-resistor',
      params: { ...o.shape },
      productName: o.kicad,
      dimensions: axialDimensions(o.shape),
    };
  },
  build(kernel, p) {
    return buildAxial(kernel, p, '#c8b38a');
  },
};
