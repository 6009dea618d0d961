/**
 * Moulded power inductors (Würth WE-XHMI) of the chip inductor category: a body box on two feet, as the outline
 * table gives them (moulded-inductor-outlines.ts, read off Würth's own models), with a narrower cap box fused on
 * the body's top where the table gives one (the stepped tops of the larger sizes). Origin at the footprint centre,
 * terminals along X (foot 1 at −X), board at z = 0, so the model sits on the size code's footprint (ionutms'
 * KiCad footprint of the size code; for the 6060 size also KiCad's L_Wuerth_XHMI-6060). The chip inductor family
 * hands these packages to this one (chip-inductor.ts); it serves no category of its own.
 */
import {
  chipDimensions,
  type Family,
  type ItemInput,
  type Kernel,
  type ModelSpec,
  nums,
  type Solid3D,
} from './family.ts';
import { MOULDED_OUTLINES, type MouldedOutline } from './moulded-inductor-outlines.ts';

const BODY = '#3a3c40';
const METAL = '#d9dde2';

/** The spec of a moulded inductor's package, or undefined when the table has no outline for it. */
export function mouldedInductorSpec(item: ItemInput): ModelSpec | undefined {
  const o: MouldedOutline | undefined = MOULDED_OUTLINES[item.package ?? ''];
  if (!o) return undefined;
  const { L, W, z0, H, fx0, fx1, fy, cap } = o;
  return {
    family: 'moulded-inductor',
    params: { L, W, z0, H, fx0, fx1, fy, ...(cap ? { cL: cap.L, cW: cap.W, cz: cap.z } : {}) },
    productName: (item.package ?? '').replace(' ', '_'),
    dimensions: chipDimensions(L, W, H, ['H', '高度']),
  };
}

/** The body box from z0 to H, or to the cap's z with the cap box (cL × cW up to H) fused on it. */
function body(k: Kernel, p: Record<string, number | string>): Solid3D {
  const [L, W, z0, H] = nums(p, 'L', 'W', 'z0', 'H');
  if (p.cz === undefined) return k.makeBox([-L / 2, -W / 2, z0], [L / 2, W / 2, H]) as Solid3D;
  const [cL, cW, cz] = nums(p, 'cL', 'cW', 'cz');
  const base = k.makeBox([-L / 2, -W / 2, z0], [L / 2, W / 2, cz]) as Solid3D;
  return base.fuse(k.makeBox([-cL / 2, -cW / 2, cz], [cL / 2, cW / 2, H]) as Solid3D) as Solid3D;
}

export const mouldedInductor: Family = {
  id: 'moulded-inductor',
  categories: [],
  spec: (item) => mouldedInductorSpec(item) ?? 'no-model',
  build(k, p) {
    const [z0, fx0, fx1, fy] = nums(p, 'z0', 'fx0', 'fx1', 'fy');
    const foot = (x0: number, x1: number) => k.makeBox([x0, -fy, 0], [x1, fy, z0]);
    return [
      { name: 'pad 1', color: METAL, shape: foot(-fx1, -fx0) },
      { name: 'body', color: BODY, shape: body(k, p) },
      { name: 'pad 2', color: METAL, shape: foot(fx0, fx1) },
    ];
  },
};
