/**
 * Retaining rings (circlips) for shafts (GB/T 894 = DIN 471) and for bores (GB/T 893 = DIN 472), thickness
 * s, bottom face at z = 0, the opening about the +X axis.
 * Simplified from the standards' outline to what the dimension table gives:
 * - the ring is of constant radial width b (the real ring narrows from b at its back towards the lugs):
 *   from the free inner diameter d3 outwards for shafts, from the free outer diameter d3 inwards for bores;
 * - a lug on each side of the opening, a sector of the ring reaching the radial height a from d3 (the
 *   standard's figure measures a so, and the FreeCAD Fasteners workbench, the table's source, builds its
 *   DIN 471 rings so too; lugs point outwards on shaft rings, inwards on bore rings), with a hole of diameter
 *   d5 at its middle; the lugs' rounded outline is drawn square;
 * - not in the table, so ours: each lug is as wide as a and the opening a/2 wide, both measured on the
 *   circle through the holes' centres.
 * retainingRingLayout gives the radii and angles; the volume is s times the outline's area
 * (see the read-back test, which computes it from the same rules).
 */
import { allPresent, dim, type Family, fmt, mm, nums, type Solid3D } from './family.ts';
import { type Polar, polarOutline } from './ring-outline.ts';

/** Lug width and opening on the holes' circle, as shares of a. */
export const LUG_SHARE = 1;
export const OPENING_SHARE = 0.5;

/** Radii and angles of a ring of the table's d3, a, b (shaft: lugs outwards; bore: inwards). */
export function retainingRingLayout(shaft: boolean, d3: number, a: number, b: number) {
  const edge = d3 / 2; // the free diameter's circle
  const dir = shaft ? 1 : -1;
  const rHoles = edge + (dir * a) / 2;
  const half = (OPENING_SHARE * a) / 2 / rHoles; // half the opening's angle
  const lug = (LUG_SHARE * a) / rHoles; // a lug's angle
  return { edge, back: edge + dir * b, tip: edge + dir * a, rHoles, half, lug, hole: half + lug / 2 };
}

function ringFamily(shaft: boolean): Family {
  const id = shaft ? 'retaining-ring-shaft' : 'retaining-ring-bore';
  return {
    id,
    categories: [shaft ? 'part.fastener.retaining-ring.shaft' : 'part.fastener.retaining-ring.bore'],
    spec(item) {
      const v = allPresent({
        d3: mm(item, 'd3'),
        s: mm(item, 's'),
        a: mm(item, 'a'),
        b: mm(item, 'b'),
        d5: mm(item, 'd5'),
      });
      // the lug must stand out of the ring and hold its hole; a bore ring's lugs must not meet in the middle
      if (!v || v.a <= v.b || v.d5 >= 0.8 * v.a || (!shaft && v.a >= v.d3 / 2)) return 'missing';
      const { d3, s, a, b, d5 } = v;
      const L = retainingRingLayout(shaft, d3, a, b);
      const outer = Math.max(L.edge, L.back);
      return {
        family: id,
        params: { d3, s, a, b, d5 },
        productName: `Retaining ring ${shaft ? 'shaft' : 'bore'} ${fmt(d3)}x${fmt(s)}`,
        dimensions: [
          dim('d3', shaft ? '自由内径' : '自由外径', d3, [-L.edge, 0, s], [L.edge, 0, s]),
          dim('s', '厚度', s, [-outer * 1.15, 0, 0], [-outer * 1.15, 0, s]),
          dim('a', '耳部高度', a, [L.edge, -outer * 0.5, s], [L.tip, -outer * 0.5, s]),
          dim('d5', '钳孔直径', d5, [L.rHoles - d5 / 2, 0, s], [L.rHoles + d5 / 2, 0, s]),
        ],
      };
    },
    build(kernel, p) {
      const [d3, s, a, b, d5] = nums(p, 'd3', 's', 'a', 'b', 'd5');
      const L = retainingRingLayout(shaft, d3, a, b);
      const end = 2 * Math.PI - L.half;
      const corners: Polar[] = [
        [L.edge, L.half],
        [L.tip, L.half],
        [L.tip, L.half + L.lug],
        [L.back, L.half + L.lug],
        [L.back, end - L.lug],
        [L.tip, end - L.lug],
        [L.tip, end],
        [L.edge, end],
      ];
      let outline = polarOutline(kernel, corners);
      for (const angle of [L.hole, -L.hole]) {
        const hole = kernel
          .drawCircle(d5 / 2)
          .translate(L.rHoles * Math.cos(angle), L.rHoles * Math.sin(angle));
        outline = outline.cut(hole);
      }
      const ring = outline.sketchOnPlane('XY').extrude(s) as Solid3D;
      return [{ name: 'ring', color: '#3f454c', shape: ring }];
    },
  };
}

export const shaftRetainingRing = ringFamily(true);
export const boreRetainingRing = ringFamily(false);
