/**
 * Plain washers (GB/T 97.1, GB/T 848 small, GB/T 96.1 large, GB/T 97.2 chamfered — the chamfer is left
 * out): a ring of inner diameter d1, outer diameter d2 and thickness h, bottom face at z = 0.
 */
import { allPresent, dim, type Family, fmt, mm, num, revolveProfile } from './family.ts';

export const plainWasher: Family = {
  id: 'plain-washer',
  categories: [
    'part.fastener.washer.plain',
    'part.fastener.washer.small',
    'part.fastener.washer.large',
    'part.fastener.washer.plain-chamfered',
  ],
  spec(item) {
    const v = allPresent({ d1: mm(item, 'd1'), d2: mm(item, 'd2'), h: mm(item, 'h') });
    if (!v || v.d1 >= v.d2) return 'missing';
    const { d1, d2, h } = v;
    return {
      family: 'plain-washer',
      params: { d1, d2, h },
      productName: `Plain washer ${fmt(d1)}x${fmt(d2)}x${fmt(h)}`,
      dimensions: [
        dim('d1', '内径', d1, [-d1 / 2, 0, h], [d1 / 2, 0, h]),
        dim('d2', '外径', d2, [-d2 / 2, -d2 * 0.6, h], [d2 / 2, -d2 * 0.6, h]),
        dim('h', '厚度', h, [d2 * 0.6, 0, 0], [d2 * 0.6, 0, h]),
      ],
    };
  },
  build(kernel, p) {
    const [d1, d2, h] = [num(p, 'd1'), num(p, 'd2'), num(p, 'h')];
    const ring = revolveProfile(kernel, [
      [d1 / 2, 0],
      [d2 / 2, 0],
      [d2 / 2, h],
      [d1 / 2, h],
    ]);
    return [{ name: 'washer', color: '#b8bec6', shape: ring }];
  },
};
