/**
 * Moulded power inductors (Würth WE-XHMI, WE-LHMI) of the chip inductor category, as the outline table gives them
 * (moulded-inductor-outlines.ts, moulded-inductor-lhmi-outlines.ts, read off Würth's own models): WE-XHMI a body
 * box on two feet (a narrower cap box on its top where the table gives one), WE-LHMI a body box whose ends are notched by two terminals, each a pad plate on the board and a
 * wrap up the end face. Origin at the footprint centre, terminals along X (terminal 1 at −X), board at z = 0, so
 * the model sits on the size code's footprint (ionutms' KiCad footprint of the size code; for the 6060 size also
 * KiCad's L_Wuerth_XHMI-6060). The chip inductor family hands these packages to this one (chip-inductor.ts); it
 * serves no category of its own.
 */
import type { Kernel, Solid3D } from './family.ts';
import {
  chipDimensions,
  type Family,
  type ItemInput,
  type ModelPart,
  type ModelSpec,
  nums,
} from './family.ts';
import { MOULDED_OUTLINES } from './moulded-inductor-outlines.ts';
import type { MouldedOutline } from './moulded-inductor-shape.ts';

const BODY = '#3a3c40';
const METAL = '#d9dde2';

/** The spec of a moulded inductor's package, or undefined when the table has no outline for it. */
export function mouldedInductorSpec(item: ItemInput): ModelSpec | undefined {
  const o: MouldedOutline | undefined = MOULDED_OUTLINES[item.package ?? ''];
  if (!o) return undefined;
  const { L, W, z0, H, fx0, fx1, fy, cap, wrap } = o;
  return {
    family: 'moulded-inductor',
    params: { L, W, z0, H, fx0, fx1, fy, ...(cap ? { cL: cap.L, cW: cap.W, cz: cap.z } : {}), ...wrap },
    productName: (item.package ?? '').replace(' ', '_'),
    dimensions: chipDimensions(L, W, H, ['H', '高度']),
  };
}

/** WE-XHMI: the body (capped where the table says) from z0 on two foot boxes. */
function onFeet(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [z0, fx0, fx1, fy] = nums(p, 'z0', 'fx0', 'fx1', 'fy');
  const foot = (x0: number, x1: number) => k.makeBox([x0, -fy, 0], [x1, fy, z0]);
  return [
    { name: 'pad 1', color: METAL, shape: foot(-fx1, -fx0) },
    { name: 'body', color: BODY, shape: cappedBody(k, p) },
    { name: 'pad 2', color: METAL, shape: foot(fx0, fx1) },
  ];
}

/** The body box from z0 to H, or to the cap's z with the cap box (cL × cW up to H) fused on it. */
function cappedBody(k: Kernel, p: Record<string, number | string>): Solid3D {
  const [L, W, z0, H] = nums(p, 'L', 'W', 'z0', 'H');
  if (p.cz === undefined) return k.makeBox([-L / 2, -W / 2, z0], [L / 2, W / 2, H]) as Solid3D;
  const [cL, cW, cz] = nums(p, 'cL', 'cW', 'cz');
  const base = k.makeBox([-L / 2, -W / 2, z0], [L / 2, W / 2, cz]) as Solid3D;
  return base.fuse(k.makeBox([-cL / 2, -cW / 2, cz], [cL / 2, cW / 2, H]) as Solid3D) as Solid3D;
}

/** WE-LHMI: two terminals (pad plate and wrap) and the body box with them cut out of its ends. */
function wrapped(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [L, W, z0, H, fx0, fx1, fy, pz, wx0, wz] = nums(
    p,
    'L',
    'W',
    'z0',
    'H',
    'fx0',
    'fx1',
    'fy',
    'pz',
    'wx0',
    'wz',
  );
  // made at +X, mirrored for terminal 1
  const terminal = (s: 1 | -1): Solid3D => {
    const plate = k.makeBox([s * fx0, -fy, 0], [s * fx1, fy, pz]) as Solid3D;
    return plate.fuse(k.makeBox([s * wx0, -fy, pz], [s * fx1, fy, wz]) as Solid3D);
  };
  const body = (k.makeBox([-L / 2, -W / 2, z0], [L / 2, W / 2, H]) as Solid3D)
    .cut(terminal(-1))
    .cut(terminal(1));
  return [
    { name: 'pad 1', color: METAL, shape: terminal(-1) },
    { name: 'body', color: BODY, shape: body },
    { name: 'pad 2', color: METAL, shape: terminal(1) },
  ];
}

export const mouldedInductor: Family = {
  id: 'moulded-inductor',
  categories: [],
  spec: (item) => mouldedInductorSpec(item) ?? 'no-model',
  build: (k, p) => (p.wz === undefined ? onFeet(k, p) : wrapped(k, p)),
};
