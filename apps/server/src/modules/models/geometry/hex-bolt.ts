/**
 * Hexagon head bolts and screws (GB/T 5782, GB/T 5783, GB/T 5780/5781 grade C, fine thread GB/T 5785/5786):
 * a hexagon head of width across flats s and height k, chamfered 30° on top from the circle of diameter s,
 * on a shank of nominal diameter d and length l whose end is chamfered 45° by one pitch P (ISO 4753
 * chamfered end, depth ≈ P). Threads are not cut (the thread length b is shown as a dimension only).
 * Head bearing face at z = 0, head up, shank down along −Z.
 */
import { allPresent, chamferedHex, dim, type Family, fmt, mm, num, shank } from './family.ts';

export const hexBolt: Family = {
  id: 'hex-bolt',
  categories: ['part.fastener.bolt.hex', 'part.fastener.bolt.hex-c'],
  spec(item) {
    const v = allPresent({ d: mm(item, 'd'), l: mm(item, 'l'), s: mm(item, 's'), k: mm(item, 'k') });
    if (!v) return 'missing';
    const p = mm(item, 'pitch') ?? v.d * 0.15;
    const full = item.params.thread_form?.display === '全螺纹';
    const b = full ? v.l : Math.min(mm(item, 'b') ?? v.l, v.l);
    const { d, l, s, k } = v;
    return {
      family: 'hex-bolt',
      params: { d, l, s, k, c: Math.min(p, d / 4) },
      productName: `Hex bolt M${fmt(d)}x${fmt(l)}`,
      dimensions: [
        dim('d', '公称直径', d, [-d / 2, 0, -l * 0.6], [d / 2, 0, -l * 0.6]),
        dim('l', '公称长度', l, [s * 0.8, 0, 0], [s * 0.8, 0, -l]),
        dim('k', '头部高度', k, [-s * 0.8, 0, 0], [-s * 0.8, 0, k]),
        dim('s', '对边宽度', s, [0, -s / 2, k], [0, s / 2, k]),
        dim('b', '螺纹长度', b, [-d, 0, -l + b], [-d, 0, -l]),
      ],
    };
  },
  build(kernel, p) {
    const d = num(p, 'd');
    const head = chamferedHex(kernel, num(p, 's'), num(p, 'k'), 0, false);
    const body = head.fuse(shank(kernel, d, num(p, 'l'), num(p, 'c')));
    return [{ name: 'bolt', color: '#9aa3ad', shape: body }];
  },
};
