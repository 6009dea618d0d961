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
 * Styles the catalogue names by their DIN size (Vishay MBA 0204 / MBB 0207 / MBE 0414, Vishay SFR16S / SFR25 /
 * SFR25H, YAGEO MF0204 / MF0207: "MBB 0207 (DIN 0207)") are built to the DIN envelope as KiCad's own 3D generator
 * tabulates it for its R_Axial_DIN footprints (kicad-3d-models-in-freecad, Resistors_THT/cq_parameters.py, the
 * generator of KiCad's Resistor_THT 3D library: l body length, d body diameter, pd pin diameter): DIN0204 3.6 ×
 * Ø1.6, pd 0.5; DIN0207 6.3 × Ø2.5, pd 0.6; DIN0309 9.0 × Ø3.2, pd 0.7; DIN0414 11.9 × Ø4.5, pd 0.8.
 * Other styles (YAGEO RSF/FMP, Stackpole CF) answer "暂无三维模型" until their lead diameters are entered from
 * their datasheets.
 *
 * The footprint is KiCad's R_Axial_DIN horizontal footprint of the DIN body nearest in length, at the smallest of
 * KiCad's pitches that leaves at least 1.5 mm of straight lead at each end (room to bend): 3.2–3.4 mm bodies on
 * DIN0204 P7.62, 6.3–6.5 mm on DIN0207 P10.16, 9.0 mm on DIN0309 P12.70, 11.9 mm on DIN0414 P15.24.
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
  [11.9, 'R_Axial_DIN0414_L11.9mm_D4.5mm_P15.24mm_Horizontal', 15.24],
];

/** DIN size → body length, body diameter, lead diameter (KiCad's 3D generator, see the header). */
const DIN_ENVELOPE: Readonly<Record<string, readonly [number, number, number]>> = {
  '0204': [3.6, 1.6, 0.5],
  '0207': [6.3, 2.5, 0.6],
  '0309': [9.0, 3.2, 0.7],
  '0414': [11.9, 4.5, 0.8],
};

/** The KiCad footprint whose DIN body is nearest in length (within 0.5 mm), or undefined. */
function kicadAxial(L: number): readonly [number, string, number] | undefined {
  const nearest = [...KICAD_AXIAL].sort((a, b) => Math.abs(a[0] - L) - Math.abs(b[0] - L))[0];
  return nearest && Math.abs(nearest[0] - L) <= 0.5 ? nearest : undefined;
}

/** The axial shape and KiCad footprint of a leaded resistor's package, or undefined when we hold none. */
export function leadedOutline(pkg: string | null): { shape: AxialShape; kicad: string } | undefined {
  const din = DIN_ENVELOPE[/\(DIN (\d{4})\)$/.exec(pkg ?? '')?.[1] ?? ''];
  const m = /^(.+) \(([\d.]+)×Ø([\d.]+) mm\)$/.exec(pkg ?? '');
  const d = din?.[2] ?? (m?.[1] ? LEAD_DIAMETER[m[1]] : undefined);
  if (d === undefined) return undefined;
  const [L, D] = din ? [din[0], din[1]] : [Number(m?.[2]), Number(m?.[3])];
  const fp = kicadAxial(L);
  return fp ? { shape: { L, D, d, P: fp[2] }, kicad: fp[1] } : undefined;
}

export const leadedResistor: Family = {
  id: 'leaded-resistor',
  categories: ['comp.passive.resistor.leaded'],
  spec(item) {
    // each style's spelling (MFR-25, MFS1/4, MFR 1/8W …) is one maker's in the catalogue
    const o = leadedOutline(item.package);
    if (!o) return 'no-model';
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
