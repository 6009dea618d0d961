/**
 * Parallel keys (GB/T 1096 普通型平键, the ISO 2491 / DIN 6885-1 form): width b along Y, height h along Z,
 * overall length L along X, centred on the origin in X and Y, bottom face at z = 0. The catalogue's form:
 * A (圆头) both ends round, B (平头) both square, C (单圆头) the +X end round; a round end is a half circle of
 * radius b/2. The edge chamfer or radius s (the table gives it as a min–max range) is left out: the edges are
 * sharp, so the volume is h times the outline's area: b·L less (1 − π/4)·b²/2 for each round end's two
 * corners (the read-back test computes it so).
 */
import { dim, type Family, fmt, mm, nums, type Solid3D } from './family.ts';

/** The form letter from the catalogue's form text ("A型 (圆头)" → A), or undefined. */
export function keyForm(display: string | undefined): 'A' | 'B' | 'C' | undefined {
  const letter = display?.trim()[0];
  return letter === 'A' || letter === 'B' || letter === 'C' ? letter : undefined;
}

/** Round ends of a form: 2, 0 or 1. */
export const roundEnds = (form: 'A' | 'B' | 'C'): number => ({ A: 2, B: 0, C: 1 })[form];

export const parallelKey: Family = {
  id: 'parallel-key',
  categories: ['part.transmission.key.parallel'],
  spec(item) {
    const [b, h, L] = [mm(item, 'b'), mm(item, 'h'), mm(item, 'l')];
    const form = keyForm(item.params.form?.display);
    if (b === undefined || h === undefined || L === undefined || !form) return 'missing';
    if (L <= (roundEnds(form) * b) / 2) return 'missing'; // the round ends would meet
    return {
      family: 'parallel-key',
      params: { b, h, L, ends: roundEnds(form) },
      productName: `Parallel key ${form} ${fmt(b)}x${fmt(h)}x${fmt(L)}`,
      dimensions: [
        dim('b', '键宽', b, [-L / 2 - b * 0.6, -b / 2, h], [-L / 2 - b * 0.6, b / 2, h]),
        dim('h', '键高', h, [0, -b / 2 - h * 0.6, 0], [0, -b / 2 - h * 0.6, h]),
        dim('L', '键长', L, [-L / 2, b / 2 + h * 0.6, h], [L / 2, b / 2 + h * 0.6, h]),
      ],
    };
  },
  build(kernel, p) {
    const [b, h, L, ends] = nums(p, 'b', 'h', 'L', 'ends');
    const r = b / 2;
    const x1 = ends >= 1 ? L / 2 - r : L / 2; // where the +X end's straight sides stop
    const x0 = ends === 2 ? -(L / 2 - r) : -L / 2;
    let pen = kernel.draw([x0, -r]).lineTo([x1, -r]);
    pen = ends >= 1 ? pen.threePointsArcTo([x1, r], [L / 2, 0]) : pen.lineTo([x1, r]);
    pen = pen.lineTo([x0, r]);
    if (ends === 2) pen = pen.threePointsArcTo([x0, -r], [-L / 2, 0]);
    const key = pen.close().sketchOnPlane('XY').extrude(h) as Solid3D;
    return [{ name: 'key', color: '#8d949c', shape: key }];
  },
};
