/**
 * Pins, axis along Z from z = 0 to l:
 * - parallel pins (GB/T 119.1 unhardened, GB/T 119.2 hardened): a cylinder of diameter d and length l, both
 *   ends chamfered 45° by the catalogue's c (the standards give c ≈ and leave the end's form free; GB/T
 *   119.2 type B's rounded end is drawn as the same chamfer);
 * - taper pins (GB/T 117): a 1:50 cone, d at the small end (z = 0), d + l/50 at the large end; the ends'
 *   spherical domes (height a ≈) are left out: flat ends.
 */
import { allPresent, dim, type Family, fmt, mm, num, revolveProfile } from './family.ts';

const STEEL = '#b8bec6';

export const parallelPin: Family = {
  id: 'parallel-pin',
  categories: ['part.fastener.pin.parallel', 'part.fastener.pin.parallel-hardened'],
  spec(item) {
    const v = allPresent({ d: mm(item, 'd'), l: mm(item, 'l'), c: mm(item, 'c') });
    if (!v || v.c >= v.d / 2 || 2 * v.c >= v.l) return 'missing';
    const { d, l, c } = v;
    return {
      family: 'parallel-pin',
      params: { d, l, c },
      productName: `Parallel pin ${fmt(d)}x${fmt(l)}`,
      dimensions: [
        dim('d', '直径', d, [-d / 2, -d, l], [d / 2, -d, l]),
        dim('l', '长度', l, [d * 1.2, 0, 0], [d * 1.2, 0, l]),
      ],
    };
  },
  build(kernel, p) {
    const [d, l, c] = [num(p, 'd'), num(p, 'l'), num(p, 'c')];
    const pin = revolveProfile(kernel, [
      [0, 0],
      [d / 2 - c, 0],
      [d / 2, c],
      [d / 2, l - c],
      [d / 2 - c, l],
      [0, l],
    ]);
    return [{ name: 'pin', color: STEEL, shape: pin }];
  },
};

export const taperPin: Family = {
  id: 'taper-pin',
  categories: ['part.fastener.pin.taper'],
  spec(item) {
    const v = allPresent({ d: mm(item, 'd'), l: mm(item, 'l') });
    if (!v) return 'missing';
    const { d, l } = v;
    return {
      family: 'taper-pin',
      params: { d, l },
      productName: `Taper pin ${fmt(d)}x${fmt(l)}`,
      dimensions: [
        dim('d', '小端直径', d, [-d / 2, -d, 0], [d / 2, -d, 0]),
        dim('l', '长度', l, [d * 1.2, 0, 0], [d * 1.2, 0, l]),
      ],
    };
  },
  build(kernel, p) {
    const [d, l] = [num(p, 'd'), num(p, 'l')];
    const pin = revolveProfile(kernel, [
      [0, 0],
      [d / 2, 0],
      [d / 2 + l / 100, l],
      [0, l],
    ]);
    return [{ name: 'pin', color: STEEL, shape: pin }];
  },
};
