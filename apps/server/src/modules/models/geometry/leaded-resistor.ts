/**
 * Leaded (axial) resistors, horizontal, built by axial.ts. The body L × ØD is the maker's style as the
 * catalogue's package names it ("MFR-25 (6.3×Ø2.4 mm)"); the lead diameter is the maker's for that style.
 * Held so far: YAGEO's MFR (metal film) and CFR (carbon film) styles, whose datasheets give one DIMENSIONS
 * table (YAGEO "Metal Film Resistors MFR Series" and "Carbon Film Resistors CFR Series" product
 * specifications, unit mm, nominal): MFR-12/MFR25S and CFR-12/CFR25S 3.4 × Ø1.9, Ød 0.45; MFR-25/MFR50S and
 * CFR-25/CFR50S 6.3 × Ø2.4, Ød 0.55; MFR-50/MFR1WS and CFR-50/CFR1WS 9.0 × Ø3.3, Ød 0.55. Other makers'
 * styles answer "dimensions missing" until their lead diameters are entered from their datasheets.
 *
 * The footprint is KiCad's R_Axial_DIN horizontal footprint of the nearest DIN body, at the smallest of KiCad's
 * pitches that leaves at least 1.5 mm of straight lead at each end (room to bend): 3.4 mm bodies on
 * DIN0204 P7.62, 6.3 mm on DIN0207 P10.16, 9.0 mm on DIN0309 P12.70.
 */
import { type AxialShape, axialDimensions, buildAxial } from './axial.ts';
import type { Family } from './family.ts';

/** YAGEO MFR/CFR style → lead diameter Ød (mm), from the DIMENSIONS tables cited above. */
const YAGEO_LEAD: Readonly<Record<string, number>> = {
  '-12': 0.45,
  '25S': 0.45,
  '-25': 0.55,
  '50S': 0.55,
  '-50': 0.55,
  '1WS': 0.55,
};

/** Body length → KiCad footprint and its pitch (see the header). */
const KICAD_AXIAL: Readonly<Record<string, [string, number]>> = {
  '3.4': ['R_Axial_DIN0204_L3.6mm_D1.6mm_P7.62mm_Horizontal', 7.62],
  '6.3': ['R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal', 10.16],
  '9': ['R_Axial_DIN0309_L9.0mm_D3.2mm_P12.70mm_Horizontal', 12.7],
};

/** The axial shape and KiCad footprint of a leaded resistor's package, or undefined when we hold none. */
export function leadedOutline(pkg: string | null): { shape: AxialShape; kicad: string } | undefined {
  const m = /^(?:MFR|CFR)(-12|25S|-25|50S|-50|1WS) \(([\d.]+)×Ø([\d.]+) mm\)$/.exec(pkg ?? '');
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const d = YAGEO_LEAD[m[1]];
  const fp = KICAD_AXIAL[m[2]];
  if (d === undefined || !fp) return undefined;
  return { shape: { L: Number(m[2]), D: Number(m[3]), d, P: fp[1] }, kicad: fp[0] };
}

export const leadedResistor: Family = {
  id: 'leaded-resistor',
  categories: ['comp.passive.resistor.leaded'],
  spec(item) {
    // the styles' spellings (MFR-25, CFR25S …) are YAGEO's alone in the catalogue
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
