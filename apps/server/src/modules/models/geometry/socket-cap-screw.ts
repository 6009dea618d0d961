/**
 * Hexagon socket head cap screws (GB/T 70.1 = ISO 4762): a cylindrical head of diameter dk and height k with
 * a hexagon socket of width across flats s, on a shank of diameter d and length l (end chamfered 45° by one
 * pitch, ISO 4753, threads not cut). Socket depth t = d/2: GB/T 70.1 表1 gives t (min) = 0.5 d for M4…M36
 * (M1.6…M3 slightly less); the flat socket bottom leaves out the drill point cone. Head bearing face at z = 0.
 */
import {
  allPresent,
  dim,
  type Family,
  fmt,
  hexCircumradius,
  mm,
  num,
  revolveProfile,
  type Solid3D,
  shank,
} from './family.ts';

export const socketCapScrew: Family = {
  id: 'socket-cap-screw',
  categories: ['part.fastener.screw.socket-cap'],
  spec(item) {
    const v = allPresent({
      d: mm(item, 'd'),
      l: mm(item, 'l'),
      dk: mm(item, 'dk'),
      k: mm(item, 'k'),
      s: mm(item, 's'),
    });
    if (!v) return 'missing';
    const { d, l, dk, k, s } = v;
    const p = mm(item, 'pitch') ?? d * 0.15;
    const t = Math.min(d / 2, k * 0.75);
    return {
      family: 'socket-cap-screw',
      params: { d, l, dk, k, s, t, c: Math.min(p, d / 4) },
      productName: `Socket head cap screw M${fmt(d)}x${fmt(l)}`,
      dimensions: [
        dim('d', '公称直径', d, [-d / 2, 0, -l * 0.6], [d / 2, 0, -l * 0.6]),
        dim('l', '公称长度', l, [dk * 0.7, 0, 0], [dk * 0.7, 0, -l]),
        dim('k', '头部高度', k, [-dk * 0.7, 0, 0], [-dk * 0.7, 0, k]),
        dim('dk', '头部直径', dk, [-dk / 2, 0, k], [dk / 2, 0, k]),
        dim('s', '内六角对边', s, [0, -s / 2, k], [0, s / 2, k]),
      ],
    };
  },
  build(kernel, p) {
    const [dk, k, s, t] = [num(p, 'dk'), num(p, 'k'), num(p, 's'), num(p, 't')];
    const head = revolveProfile(kernel, [
      [0, 0],
      [dk / 2, 0],
      [dk / 2, k],
      [0, k],
    ]);
    const socket = kernel
      .drawPolysides(hexCircumradius(s), 6)
      .sketchOnPlane('XY', k - t)
      .extrude(t + 1) as Solid3D;
    const body = head.cut(socket).fuse(shank(kernel, num(p, 'd'), num(p, 'l'), num(p, 'c')));
    return [{ name: 'screw', color: '#3b3f45', shape: body }];
  },
};
