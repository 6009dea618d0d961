/**
 * Moulded power inductors (Würth WE-XHMI) of the chip inductor category: a body box on two feet, as the outline
 * table gives them (moulded-inductor-outlines.ts, read off Würth's own models). Origin at the footprint centre,
 * terminals along X (foot 1 at −X), board at z = 0 (feet from z = 0, or from fz where Würth's model lifts them), so
 * the model sits on the size code's footprint (ionutms' KiCad footprint of the size code; for the 6060 size also
 * KiCad's L_Wuerth_XHMI-6060). The chip inductor family hands these packages to this one (chip-inductor.ts); it
 * serves no category of its own.
 */
import { chipDimensions, type Family, type ItemInput, type ModelSpec, nums } from './family.ts';
import { MOULDED_OUTLINES, type MouldedOutline } from './moulded-inductor-outlines.ts';

const BODY = '#3a3c40';
const METAL = '#d9dde2';

/** The spec of a moulded inductor's package, or undefined when the table has no outline for it. */
export function mouldedInductorSpec(item: ItemInput): ModelSpec | undefined {
  const o: MouldedOutline | undefined = MOULDED_OUTLINES[item.package ?? ''];
  if (!o) return undefined;
  const { L, W, z0, H, fx0, fx1, fy, fz } = o;
  return {
    family: 'moulded-inductor',
    params: { L, W, z0, H, fx0, fx1, fy, ...(fz ? { fz } : {}) },
    productName: (item.package ?? '').replace(' ', '_'),
    dimensions: chipDimensions(L, W, H, ['H', '高度']),
  };
}

export const mouldedInductor: Family = {
  id: 'moulded-inductor',
  categories: [],
  spec: (item) => mouldedInductorSpec(item) ?? 'no-model',
  build(k, p) {
    const [L, W, z0, H, fx0, fx1, fy] = nums(p, 'L', 'W', 'z0', 'H', 'fx0', 'fx1', 'fy');
    const fz = Number(p.fz ?? 0); // the feet's undersides, where a model draws them above the board
    const foot = (x0: number, x1: number) => k.makeBox([x0, -fy, fz], [x1, fy, z0]);
    return [
      { name: 'pad 1', color: METAL, shape: foot(-fx1, -fx0) },
      { name: 'body', color: BODY, shape: k.makeBox([-L / 2, -W / 2, z0], [L / 2, W / 2, H]) },
      { name: 'pad 2', color: METAL, shape: foot(fx0, fx1) },
    ];
  },
};
