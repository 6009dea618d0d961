/**
 * Flat outlines bounded by circles about the origin and radial lines (split rings, circlips), sketched on
 * the XY plane at z = 0, ready to extrude along +Z.
 */
import type { Kernel } from './family.ts';

/** A corner of the outline in polar coordinates: radius, angle (rad, from +X, counter-clockwise). */
export type Polar = readonly [r: number, angle: number];

const xy = (r: number, a: number): [number, number] => [r * Math.cos(a), r * Math.sin(a)];

/**
 * The closed outline through these corners in order: two corners of the same radius are joined by the arc
 * of that circle between their angles (the way the angles go), others by a straight line.
 */
export function polarOutline(kernel: Kernel, corners: readonly Polar[]) {
  const [first, ...rest] = corners;
  if (!first) throw new Error('empty outline');
  let pen = kernel.draw(xy(...first));
  let [r0, a0] = first;
  for (const [r, a] of [...rest, first]) {
    if (Math.abs(r - r0) < 1e-9 && Math.abs(a - a0) > 1e-9)
      pen = pen.threePointsArcTo(xy(r, a), xy(r, (a0 + a) / 2));
    else if (r !== r0 || a !== a0) pen = pen.lineTo(xy(r, a));
    [r0, a0] = [r, a];
  }
  return pen.close();
}

/** The sector of the ring between radii ri < ro from angle a0 to a1 > a0, as a sketch to extrude. */
export function ringSector(kernel: Kernel, ri: number, ro: number, a0: number, a1: number) {
  return polarOutline(kernel, [
    [ri, a0],
    [ro, a0],
    [ro, a1],
    [ri, a1],
  ]).sketchOnPlane('XY');
}
