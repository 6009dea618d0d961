/**
 * HC-49 crystals for surface mounting (the HC-49/S can lying on a plastic base with two flat leads), placed as
 * KiCad's 3D library places them on its footprint Crystal_SMD_HC49-SD: origin at the footprint centre, the can's
 * length along X, the leads at ±X, board top at z = 0.
 *
 * The numbers are read off KiCad 6.0.10's own model of that footprint (Debian kicad-packages3d,
 * Crystal.3dshapes/Crystal_SMD_HC49-SD.wrl, VRML in 2.54 mm units; the footprint's descr cites an "HC49-SMD"
 * drawing, 11.4 × 4.7 mm), by its three material groups:
 * - IC-BODY-EPOXY-04, the base: x ±5.9, y ±2.325, z 0…0.4, with a notch 0.1 deep under each lead;
 * - MET-COPPER, the leads: x ±2.35…±6.25, y ±0.5, z 0…0.1 (in the notches, out past the base's ends);
 * - MET-SILVER, the can: a flange z 0.4…0.6 and the can z 0.6…4.0, both stadiums in plan (straight sides
 *   x ±3.25; ends of radius 1.95 for the flange, 1.75 for the can).
 * The catalogue's HC-49S-SMD (YXC X49SM) is this outline by its name; YXC's own drawing was not at hand.
 *
 * Construction (ours; the read-back test computes the volume from it): the base a box less the two lead boxes
 * under it ("body"); the leads two boxes ("pins"); the flange and the can stadium prisms (a box and two
 * cylinders each) fused ("can"). The can's 0.2 mm rounded top edge in KiCad's model is left square, and the
 * notches are taken as exactly the leads' size (KiCad's are 0.05 mm wider and longer). Volume
 * base·(z) − 2·lead-under-base + 2·lead + flange stadium·0.2 + can stadium·3.4, a stadium's area being
 * 2s·2r + πr² (s the straight half-length).
 */
import { chipDimensions, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const EPOXY = '#2b2b2e';
const METAL = '#c9ccd1';
const LEAD = '#d9dde2';

export interface Hc49SmdOutline {
  kicad: string;
  /** base: length, width, height */
  baseL: number;
  baseW: number;
  baseH: number;
  /** leads: inner and outer x, width, thickness */
  leadX0: number;
  leadX1: number;
  leadW: number;
  leadT: number;
  /** can: straight half-length, flange radius, flange top, can radius, can top */
  s: number;
  flangeR: number;
  flangeZ: number;
  canR: number;
  canZ: number;
}

/** KiCad's Crystal_SMD_HC49-SD.wrl, by material group (see the header). */
export const HC49_SMD: Hc49SmdOutline = {
  kicad: 'Crystal_SMD_HC49-SD',
  baseL: 11.8,
  baseW: 4.65,
  baseH: 0.4,
  leadX0: 2.35,
  leadX1: 6.25,
  leadW: 1.0,
  leadT: 0.1,
  s: 3.25,
  flangeR: 1.95,
  flangeZ: 0.6,
  canR: 1.75,
  canZ: 4.0,
};

export function hc49SmdParams(o: Hc49SmdOutline): Record<string, number> {
  const { kicad: _, ...n } = o;
  return { hc49: 1, ...n };
}

export function hc49SmdDimensions(o: Hc49SmdOutline) {
  return chipDimensions(o.baseL, o.baseW, o.canZ, ['H', '高度']);
}

/** A stadium prism: straight sides x ±s, round ends of radius r, from z0 to z1. */
function stadium(k: Kernel, s: number, r: number, z0: number, z1: number): Solid3D {
  const box = k.makeBox([-s, -r, z0], [s, r, z1]) as Solid3D;
  const end = (x: number) => k.makeCylinder(r, z1 - z0, [x, 0, z0], [0, 0, 1]) as Solid3D;
  return box.fuse(end(-s)).fuse(end(s)) as Solid3D;
}

export function buildHc49Smd(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [baseL, baseW, baseH, x0, x1, w, t] = nums(
    p,
    'baseL',
    'baseW',
    'baseH',
    'leadX0',
    'leadX1',
    'leadW',
    'leadT',
  );
  const [s, flangeR, flangeZ, canR, canZ] = nums(p, 's', 'flangeR', 'flangeZ', 'canR', 'canZ');
  const lead = (sign: 1 | -1, outer: number) =>
    k.makeBox([sign > 0 ? x0 : -outer, -w / 2, 0], [sign > 0 ? outer : -x0, w / 2, t]) as Solid3D;
  let base = k.makeBox([-baseL / 2, -baseW / 2, 0], [baseL / 2, baseW / 2, baseH]) as Solid3D;
  for (const sign of [1, -1] as const) base = base.cut(lead(sign, baseL / 2)) as Solid3D;
  const can = stadium(k, s, flangeR, baseH, flangeZ).fuse(stadium(k, s, canR, flangeZ, canZ)) as Solid3D;
  return [
    { name: 'body', color: EPOXY, shape: base },
    { name: 'pins', color: LEAD, shape: k.makeCompound([lead(-1, x1), lead(1, x1)]) as Solid3D },
    { name: 'can', color: METAL, shape: can },
  ];
}
