/**
 * The parts of a standing through-hole package with its leads in one row (to92.ts, to247.ts): the body and the
 * leads, each a straight bar b (along X) × t (along Y) on its pad (pad 1 at the origin, pitch along +X) from
 * z = bottom up to the board top (or to `top`, under a body standing off the board); `xs` places the leads at uneven steps (TO-247-4).
 */
import type { Kernel, ModelPart, Solid3D } from './family.ts';

const BODY = '#1d1f22';
const METAL = '#d9dde2';

export function inlineParts(
  k: Kernel,
  body: Solid3D,
  lead: {
    pins: number;
    pitch: number;
    b: number;
    t: number;
    bottom: number;
    xs?: readonly number[];
    /** the leads' top: the board (0) unless the body stands off it */
    top?: number;
  },
): ModelPart[] {
  const { pins, pitch, b, t, bottom } = lead;
  const xs = lead.xs ?? Array.from({ length: pins }, (_, i) => i * pitch);
  const top = lead.top ?? 0;
  const leads = xs.map((x) => k.makeBox([x - b / 2, -t / 2, bottom], [x + b / 2, t / 2, top]) as Solid3D);
  return [
    { name: 'body', color: BODY, shape: body },
    { name: 'pins', color: METAL, shape: k.makeCompound(leads) as Solid3D },
  ];
}
