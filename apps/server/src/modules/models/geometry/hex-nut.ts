/**
 * Hexagon nuts (GB/T 6170 = ISO 4032, thin nuts GB/T 6172.1, style 2 GB/T 6175, fine thread GB/T 6171):
 * a hexagon prism of width across flats s and height m, both faces chamfered 30° from the circle of
 * diameter s, bored through at the basic minor diameter D1 = D − 1.082532 P (GB/T 196 = ISO 724); the
 * thread is not cut. Bottom face at z = 0.
 */
import { allPresent, chamferedHex, dim, type Family, fmt, mm, num, revolveProfile } from './family.ts';

export const hexNut: Family = {
  id: 'hex-nut',
  categories: ['part.fastener.nut.hex', 'part.fastener.nut.hex-thin', 'part.fastener.nut.hex-style2'],
  spec(item) {
    const v = allPresent({ d: mm(item, 'd'), s: mm(item, 's'), m: mm(item, 'm'), p: mm(item, 'pitch') });
    if (!v) return 'missing';
    const { d, s, m, p } = v;
    const d1 = Math.round((d - 1.082532 * p) * 1e6) / 1e6;
    return {
      family: 'hex-nut',
      params: { d1, s, m },
      productName: `Hex nut M${fmt(d)}`,
      dimensions: [
        dim('D', '螺纹直径', d, [-d / 2, 0, m], [d / 2, 0, m]),
        dim('s', '对边宽度', s, [0, -s / 2, m], [0, s / 2, m]),
        dim('m', '螺母高度', m, [s * 0.8, 0, 0], [s * 0.8, 0, m]),
      ],
    };
  },
  build(kernel, p) {
    const [d1, s, m] = [num(p, 'd1'), num(p, 's'), num(p, 'm')];
    const bore = revolveProfile(kernel, [
      [0, -1],
      [d1 / 2, -1],
      [d1 / 2, m + 1],
      [0, m + 1],
    ]);
    return [{ name: 'nut', color: '#9aa3ad', shape: chamferedHex(kernel, s, m, 0, true).cut(bore) }];
  },
};
