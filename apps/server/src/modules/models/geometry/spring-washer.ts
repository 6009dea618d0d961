/**
 * Spring lock washers (GB/T 93): a split ring of square section s × b (the table's s(b): b = s), inner
 * diameter d (d1, the table's d min), outer diameter d + 2b, bottom face at z = 0.
 * Simplified, on purpose: the ring is flat (height s), not twisted to its free height H; and the split,
 * inclined in the standard's figure, is drawn as a radial slot of width s/4 on the ring's middle circle (the
 * table gives no split width: ours). The slot is the angle SPLIT_SHARE·s / rm about the +X axis, so the
 * volume is the ring's (π/4 ((d + 2s)² − d²) s) less that angle's share: springWasherVolume below.
 */
import { allPresent, dim, type Family, fmt, mm, nums, type Solid3D } from './family.ts';
import { ringSector } from './ring-outline.ts';

/** Split width as a share of s, measured on the middle circle. */
export const SPLIT_SHARE = 0.25;

/** Half the split's angle (rad) of a spring washer of inner diameter d and section s. */
export const springSplitHalfAngle = (d: number, s: number): number => (SPLIT_SHARE * s) / (d + s);

export const springWasher: Family = {
  id: 'spring-washer',
  categories: ['part.fastener.washer.spring'],
  spec(item) {
    const v = allPresent({ d1: mm(item, 'd1'), s: mm(item, 's') });
    if (!v) return 'missing';
    const { d1, s } = v;
    const d2 = d1 + 2 * s;
    return {
      family: 'spring-washer',
      params: { d1, s },
      productName: `Spring washer ${fmt(d1)}x${fmt(s)}`,
      dimensions: [
        dim('d', '内径', d1, [-d1 / 2, 0, s], [d1 / 2, 0, s]),
        dim('s', '厚度', s, [0, -d2 * 0.6, 0], [0, -d2 * 0.6, s]),
        dim('b', '宽度', s, [-d2 / 2, 0, s], [-d1 / 2, 0, s]),
      ],
    };
  },
  build(kernel, p) {
    const [d1, s] = nums(p, 'd1', 's');
    const half = springSplitHalfAngle(d1, s);
    const washer = ringSector(kernel, d1 / 2, d1 / 2 + s, half, 2 * Math.PI - half).extrude(s) as Solid3D;
    return [{ name: 'washer', color: '#5b6168', shape: washer }];
  },
};
