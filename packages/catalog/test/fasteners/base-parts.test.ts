// Dimension spot checks against the standards' tables.
import { describe, expect, it } from 'vitest';
import { itemByCode, mmOf } from '../helpers.ts';

describe('GB/T 5782 hexagon head bolts', () => {
  it('M10: s = 16, k = 6.4, P = 1.5, b = 26 for l ≤ 125', () => {
    const b = itemByCode('GB5782-M10x50-8.8-EP');
    expect(mmOf(b, 'd')).toBe(10);
    expect(mmOf(b, 's')).toBe(16);
    expect(mmOf(b, 'k')).toBe(6.4);
    expect(mmOf(b, 'pitch')).toBe(1.5);
    expect(mmOf(b, 'l')).toBe(50);
    expect(mmOf(b, 'b')).toBe(26);
    expect(b.params.property_class?.display).toBe('8.8');
    expect(b.params.product_grade?.display).toBe('A');
    expect(b.standard).toBe('GB/T 5782-2016');
    expect(b.model).toBe('螺栓 GB/T 5782 M10×50 8.8');
  });
  it('b grows with length (2d+12 for 125 < l ≤ 200, 2d+25 above)', () => {
    expect(mmOf(itemByCode('GB5782-M20x160-8.8-PL'), 'b')).toBe(52);
    expect(mmOf(itemByCode('GB5782-M24x240-10.9-PL'), 'b')).toBe(73);
  });
  it('lists only the lengths of the standard range and classes per size', () => {
    expect(() => itemByCode('GB5782-M10x40-8.8-EP')).toThrow(); // M10 starts at 45
    expect(() => itemByCode('GB5782-M10x110-8.8-EP')).toThrow(); // and ends at 100
    expect(() => itemByCode('GB5782-M30x200-A2-70-PS')).toThrow(); // A2-70 only up to M24
    expect(itemByCode('GB5782-M30x200-A2-50-PS').params.material?.display).toBe('不锈钢');
    expect(itemByCode('GB5782-M12x60-A4-70-PS').params.finish?.display).toBe('简单处理');
  });
  it('M12 s = 18, M16 s = 24, k = 10', () => {
    expect(mmOf(itemByCode('GB5782-M12x60-5.6-PL'), 's')).toBe(18);
    const m16 = itemByCode('GB5782-M16x100-10.9-ZF');
    expect(mmOf(m16, 's')).toBe(24);
    expect(mmOf(m16, 'k')).toBe(10);
    expect(mmOf(m16, 'pitch')).toBe(2);
  });
});

describe('GB/T 5783 full thread bolts', () => {
  it('M8×16 exists, has no b and is full thread', () => {
    const b = itemByCode('GB5783-M8x16-8.8-EP');
    expect(mmOf(b, 's')).toBe(13);
    expect(mmOf(b, 'k')).toBe(5.3);
    expect(b.params.b).toBeUndefined();
    expect(b.params.thread_form?.display).toBe('全螺纹');
  });
});

describe('GB/T 70.1 socket head cap screws', () => {
  it('M8: dk = 13, k = 8, s = 6, b = 28, P = 1.25', () => {
    const s = itemByCode('GB70.1-M8x25-12.9-BO');
    expect(mmOf(s, 'dk')).toBe(13);
    expect(mmOf(s, 'k')).toBe(8);
    expect(mmOf(s, 's')).toBe(6);
    expect(mmOf(s, 'b')).toBe(28);
    expect(mmOf(s, 'pitch')).toBe(1.25);
  });
  it('M5: dk = 8.5, s = 4; M3: s = 2.5', () => {
    expect(mmOf(itemByCode('GB70.1-M5x10-8.8-BO'), 'dk')).toBe(8.5);
    expect(mmOf(itemByCode('GB70.1-M5x10-8.8-BO'), 's')).toBe(4);
    expect(mmOf(itemByCode('GB70.1-M3x8-A2-70-PS'), 's')).toBe(2.5);
  });
});

describe('GB/T 6170 hexagon nuts', () => {
  it('M8: s = 13, m = 6.8, e = 14.38', () => {
    const n = itemByCode('GB6170-M8-8-EP');
    expect(mmOf(n, 's')).toBe(13);
    expect(mmOf(n, 'm')).toBe(6.8);
    expect(mmOf(n, 'e')).toBe(14.38);
  });
  it('M10: s = 16, m = 8.4; M12: m = 10.8; M20 grade B', () => {
    expect(mmOf(itemByCode('GB6170-M10-6-PL'), 's')).toBe(16);
    expect(mmOf(itemByCode('GB6170-M10-6-PL'), 'm')).toBe(8.4);
    expect(mmOf(itemByCode('GB6170-M12-10-ZF'), 'm')).toBe(10.8);
    expect(itemByCode('GB6170-M20-8-PL').params.product_grade?.display).toBe('B');
  });
});

describe('GB/T 97.1 plain washers', () => {
  it('size 10: d1 = 10.5, d2 = 20, h = 2', () => {
    const w = itemByCode('GB97.1-10-200HV-PL');
    expect(mmOf(w, 'd1')).toBe(10.5);
    expect(mmOf(w, 'd2')).toBe(20);
    expect(mmOf(w, 'h')).toBe(2);
    expect(itemByCode('GB97.1-10-A2-PS').params.material?.display).toBe('不锈钢');
  });
  it('size 8: 8.4 × 16 × 1.6', () => {
    const w = itemByCode('GB97.1-8-300HV-EP');
    expect([mmOf(w, 'd1'), mmOf(w, 'd2'), mmOf(w, 'h')]).toEqual([8.4, 16, 1.6]);
  });
});

describe('GB/T 93 spring washers', () => {
  it('size 10: d = 10.2, s = 2.6, H max = 6.5', () => {
    const w = itemByCode('GB93-10-65Mn-BO');
    expect(mmOf(w, 'd1')).toBe(10.2);
    expect(mmOf(w, 's')).toBe(2.6);
    expect(mmOf(w, 'H')).toBe(6.5);
  });
});

describe('GB/T 276 deep groove ball bearings', () => {
  it('6205: 25 × 52 × 15; 6001: 12 × 28 × 8; 6305: 25 × 62 × 17', () => {
    const b = itemByCode('GB276-6205-2Z');
    expect([mmOf(b, 'd'), mmOf(b, 'D'), mmOf(b, 'B')]).toEqual([25, 52, 15]);
    expect(b.params.bore_code?.display).toBe('05');
    const c = itemByCode('GB276-6001');
    expect([mmOf(c, 'd'), mmOf(c, 'D'), mmOf(c, 'B')]).toEqual([12, 28, 8]);
    const d = itemByCode('GB276-6305-2RS_C3');
    expect([mmOf(d, 'd'), mmOf(d, 'D'), mmOf(d, 'B')]).toEqual([25, 62, 17]);
    expect(d.params.clearance?.display).toBe('C3');
  });
  it('608: 8 × 22 × 7; 6310: 50 × 110 × 27', () => {
    const b = itemByCode('GB276-608');
    expect([mmOf(b, 'd'), mmOf(b, 'D'), mmOf(b, 'B')]).toEqual([8, 22, 7]);
    const c = itemByCode('GB276-6310');
    expect([mmOf(c, 'd'), mmOf(c, 'D'), mmOf(c, 'B')]).toEqual([50, 110, 27]);
  });
  it('load ratings only on SKF items from the SKF catalogue', () => {
    const skf = itemByCode('SKF-6205-2Z');
    expect(skf.params.cr?.si).toBe(14800);
    expect(skf.params.c0r?.si).toBe(7800);
    expect(itemByCode('GB276-6205-2Z').params.cr).toBeUndefined();
    expect(itemByCode('NSK-6205ZZC3').model).toBe('6205ZZC3');
    expect(itemByCode('SCHAEFFLER-6205-2RSR-C3').brandCode).toBe('schaeffler');
  });
});

describe('GB/T 119.1 pins, GB/T 1096 keys, GB/T 3452.1 O-rings', () => {
  it('pin 6 m6 × 30 exists, 6 × 70 does not (range 12–60)', () => {
    const p = itemByCode('GB119.1-6x30-m6-ST-PL');
    expect(mmOf(p, 'd')).toBe(6);
    expect(mmOf(p, 'l')).toBe(30);
    expect(p.model).toBe('销 GB/T 119.1 6 m6×30');
    expect(() => itemByCode('GB119.1-6x70-m6-ST-PL')).toThrow();
  });
  it('key 16 × 10 × 100 form A and B; 8 × 7 range 18–90', () => {
    const k = itemByCode('GB1096-A-16x10x100');
    expect([mmOf(k, 'b'), mmOf(k, 'h'), mmOf(k, 'l')]).toEqual([16, 10, 100]);
    expect(itemByCode('GB1096-B-16x10x100').model).toBe('GB/T 1096 键 B 16×10×100');
    expect(() => itemByCode('GB1096-A-8x7x100')).toThrow();
  });
  it('O-ring 7.5 × 1.8 and 100 × 5.3, not 7.5 × 5.3', () => {
    const o = itemByCode('GB3452.1-7.5x1.8-G-S-NBR');
    expect(mmOf(o, 'd1')).toBe(7.5);
    expect(mmOf(o, 'd2')).toBe(1.8);
    expect(o.model).toBe('O形圈 7.5×1.8-G-S-GB/T 3452.1-2005');
    expect(itemByCode('GB3452.1-100x5.3-G-N-FKM').params.material?.display).toBe('FKM 氟橡胶');
    expect(() => itemByCode('GB3452.1-7.5x5.3-G-N-NBR')).toThrow();
  });
});
