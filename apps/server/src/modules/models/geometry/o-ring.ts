/**
 * O-rings (GB/T 3452.1 = ISO 3601-1 G series): a torus of the catalogue's inner diameter d1 and cross-section
 * d2, as the ring is in its free state (the standard's d1 and d2 are nominal; tolerances left out), axis Z,
 * lying on z = 0. Volume 2π²·R·r² with R = d1/2 + d2/2, r = d2/2 (the read-back test checks it).
 */
import { allPresent, dim, type Family, fmt, mm, nums, type Solid3D } from './family.ts';

export const oRing: Family = {
  id: 'o-ring',
  categories: ['part.seal.o-ring'],
  spec(item) {
    const v = allPresent({ d1: mm(item, 'd1'), d2: mm(item, 'd2') });
    if (!v) return 'missing';
    const { d1, d2 } = v;
    const out = d1 / 2 + d2;
    return {
      family: 'o-ring',
      params: { d1, d2 },
      productName: `O-ring ${fmt(d1)}x${fmt(d2)}`,
      dimensions: [
        dim('d1', '内径', d1, [-d1 / 2, 0, d2 / 2], [d1 / 2, 0, d2 / 2]),
        dim('d2', '截面直径', d2, [out * 1.1, 0, 0], [out * 1.1, 0, d2]),
      ],
    };
  },
  build(kernel, p) {
    const [d1, d2] = nums(p, 'd1', 'd2');
    // the section circle in the XZ plane (2D x → radius, 2D y → Z), revolved about Z
    const ring = kernel
      .drawCircle(d2 / 2)
      .translate(d1 / 2 + d2 / 2, d2 / 2)
      .sketchOnPlane('XZ')
      .revolve([0, 0, 1]) as Solid3D;
    return [{ name: 'o-ring', color: '#2b2b2e', shape: ring }];
  },
};
