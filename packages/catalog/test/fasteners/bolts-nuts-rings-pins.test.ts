// Further extension families of the parts library (fine pitch and grade C bolts, nuts, retaining rings,
// pins): spot checks against the standards' tables, length ranges, property classes per size, unique codes,
// and categories / parameters declared.
import { describe, expect, it } from 'vitest';
import { categoryByCode } from '../../src/categories.ts';
import { families, type Item } from '../../src/index.ts';
import { PART_EXTENSION_IDS, partExtensionFamilies, partFamilies } from '../../src/part-families.ts';
import { familyItem, familyItems, mmOf } from '../helpers.ts';

const item = familyItem;
const has = (id: string, code: string) => familyItems(id).has(code);
const sizes = (id: string, prefix: string) => [...familyItems(id).keys()].some((c) => c.startsWith(prefix));

const FINE = 'part.hex-bolt-fine.gb5786';
const FINE_FULL = 'part.hex-bolt-fine.gb5785';
const BOLT_C = 'part.hex-bolt-c.gb5780';
const BOLT_C_FULL = 'part.hex-bolt-c.gb5781';
const FINE_NUT = 'part.hex-nut-fine.gb6171';
const SHAFT_RING = 'part.retaining-ring.gb894';
const BORE_RING = 'part.retaining-ring.gb893';
const TAPER = 'part.taper-pin.gb117';
const SPRING = 'part.spring-pin.gb879-1';
const SPLIT = 'part.split-pin.gb91';

/** The families this file covers, in registration order. */
const NEW_IDS = [FINE, FINE_FULL, BOLT_C, BOLT_C_FULL, FINE_NUT, SHAFT_RING, BORE_RING, TAPER, SPRING, SPLIT];

describe('GB/T 5786 (ISO 8765) hexagon head bolts, fine pitch, partial thread', () => {
  it('M12×1.5×80: s = 18, k = 7.5, b = 30, grade A, hexagon bolt category', () => {
    const b = item(FINE, 'GB5786-M12x1.5x80-8.8-EP');
    expect([mmOf(b, 'd'), mmOf(b, 'pitch'), mmOf(b, 'l'), mmOf(b, 's'), mmOf(b, 'k'), mmOf(b, 'b')]).toEqual([
      12, 1.5, 80, 18, 7.5, 30,
    ]);
    expect(b.params.thread?.display).toBe('M12×1.5');
    expect(b.params.product_grade?.display).toBe('A');
    expect(b.model).toBe('螺栓 GB/T 5786 M12×1.5×80 8.8');
    expect(b.standard).toBe('GB/T 5786-2016');
    expect(b.categoryCode).toBe('part.fastener.bolt.hex');
  });
  it('M20×1.5×160: b = 52, grade B (l > 150); M36×3×220: s = 55, k = 22.5, b = 97', () => {
    const m20 = item(FINE, 'GB5786-M20x1.5x160-10.9-ZF');
    expect([mmOf(m20, 'b'), mmOf(m20, 's'), mmOf(m20, 'k')]).toEqual([52, 30, 12.5]);
    expect(m20.params.product_grade?.display).toBe('B');
    const m36 = item(FINE, 'GB5786-M36x3x220-A2-50-PS');
    expect([mmOf(m36, 's'), mmOf(m36, 'k'), mmOf(m36, 'b'), mmOf(m36, 'pitch')]).toEqual([55, 22.5, 97, 3]);
  });
  it('length range edges: M8×1 40–80, M24×2 100–240, M10×1.25 45–100', () => {
    expect(has(FINE, 'GB5786-M8x1x40-5.6-PL')).toBe(true);
    expect(has(FINE, 'GB5786-M8x1x80-5.6-PL')).toBe(true);
    expect(has(FINE, 'GB5786-M8x1x35-5.6-PL')).toBe(false);
    expect(has(FINE, 'GB5786-M8x1x90-5.6-PL')).toBe(false);
    expect(has(FINE, 'GB5786-M24x2x100-8.8-PL')).toBe(true);
    expect(has(FINE, 'GB5786-M24x2x90-8.8-PL')).toBe(false);
    expect(has(FINE, 'GB5786-M24x2x260-8.8-PL')).toBe(false);
    expect(has(FINE, 'GB5786-M10x1.25x100-8.8-PL')).toBe(true);
    expect(has(FINE, 'GB5786-M10x1.25x110-8.8-PL')).toBe(false);
  });
  it('classes per size: A2-70 up to M24, A2-50 above; steel as agreed above M39; no 12.9', () => {
    expect(has(FINE, 'GB5786-M24x2x120-A2-70-PS')).toBe(true);
    expect(has(FINE, 'GB5786-M27x2x120-A2-70-PS')).toBe(false);
    expect(has(FINE, 'GB5786-M27x2x120-A4-50-PS')).toBe(true);
    expect(has(FINE, 'GB5786-M42x3x200-8.8-PL')).toBe(false);
    expect(has(FINE, 'GB5786-M42x3x200-AGREED-PL')).toBe(true);
    expect(has(FINE, 'GB5786-M12x1.5x80-12.9-PL')).toBe(false);
  });
});

describe('GB/T 5785 (ISO 8676) hexagon head bolts, fine pitch, full thread', () => {
  it('M8×1×16: s = 13, k = 5.3, full thread, no b', () => {
    const b = item(FINE_FULL, 'GB5785-M8x1x16-8.8-PL');
    expect([mmOf(b, 's'), mmOf(b, 'k'), mmOf(b, 'pitch')]).toEqual([13, 5.3, 1]);
    expect(b.params.thread_form?.display).toBe('全螺纹');
    expect(b.params.b).toBeUndefined();
    expect(b.standard).toBe('GB/T 5785-2016');
  });
  it('M16×1.5: 35–160; M20×2: 40–200; M48×3: s = 75, k = 30, 100–480', () => {
    expect(has(FINE_FULL, 'GB5785-M16x1.5x35-10.9-EP')).toBe(true);
    expect(has(FINE_FULL, 'GB5785-M16x1.5x30-10.9-EP')).toBe(false);
    expect(has(FINE_FULL, 'GB5785-M16x1.5x180-10.9-EP')).toBe(false);
    expect(has(FINE_FULL, 'GB5785-M20x2x200-5.6-ZF')).toBe(true);
    expect(has(FINE_FULL, 'GB5785-M20x2x220-5.6-ZF')).toBe(false);
    const m48 = item(FINE_FULL, 'GB5785-M48x3x100-AGREED-PL');
    expect([mmOf(m48, 's'), mmOf(m48, 'k')]).toEqual([75, 30]);
    expect(has(FINE_FULL, 'GB5785-M48x3x90-AGREED-PL')).toBe(false);
    expect(has(FINE_FULL, 'GB5785-M48x3x500-AGREED-PL')).toBe(false);
  });
  it('sizes left out: M10×1, M10×1.25, M24×2, M30×2, M36×3', () => {
    for (const p of ['GB5785-M10x', 'GB5785-M24x', 'GB5785-M30x', 'GB5785-M36x'])
      expect(sizes(FINE_FULL, p), p).toBe(false);
    expect(sizes(FINE_FULL, 'GB5785-M22x1.5x')).toBe(true);
  });
});

describe('GB/T 5780 (ISO 4016) hexagon head bolts, product grade C', () => {
  it('M12×80: s = 18, k = 7.5, b = 30, P = 1.75, grade C, 4.6, own leaf category', () => {
    const b = item(BOLT_C, 'GB5780-M12x80-4.6-PL');
    expect([mmOf(b, 's'), mmOf(b, 'k'), mmOf(b, 'b'), mmOf(b, 'pitch')]).toEqual([18, 7.5, 30, 1.75]);
    expect(b.params.product_grade?.display).toBe('C');
    expect(b.model).toBe('螺栓 GB/T 5780 M12×80 4.6');
    expect(b.standard).toBe('GB/T 5780-2016');
    expect(b.categoryCode).toBe('part.fastener.bolt.hex-c');
  });
  it('M20×180: b = 52; M30×300: s = 46, k = 18.7, b = 85', () => {
    expect(mmOf(item(BOLT_C, 'GB5780-M20x180-4.8-EP'), 'b')).toBe(52);
    const m30 = item(BOLT_C, 'GB5780-M30x300-4.8-ZF');
    expect([mmOf(m30, 's'), mmOf(m30, 'k'), mmOf(m30, 'b')]).toEqual([46, 18.7, 85]);
  });
  it('length range edges: M12 55–120, M5 25–50, M39 150–400; no M8', () => {
    expect(has(BOLT_C, 'GB5780-M12x55-4.6-PL')).toBe(true);
    expect(has(BOLT_C, 'GB5780-M12x50-4.6-PL')).toBe(false);
    expect(has(BOLT_C, 'GB5780-M12x130-4.6-PL')).toBe(false);
    expect(has(BOLT_C, 'GB5780-M5x25-4.6-PL')).toBe(true);
    expect(has(BOLT_C, 'GB5780-M5x20-4.6-PL')).toBe(false);
    expect(has(BOLT_C, 'GB5780-M39x400-4.6-PL')).toBe(true);
    expect(has(BOLT_C, 'GB5780-M39x420-4.6-PL')).toBe(false);
    expect(sizes(BOLT_C, 'GB5780-M8x')).toBe(false);
  });
  it('classes: 4.6 / 4.8 up to M39, as agreed above; no 8.8, no stainless', () => {
    expect(has(BOLT_C, 'GB5780-M39x200-4.8-PL')).toBe(true);
    expect(has(BOLT_C, 'GB5780-M42x200-4.8-PL')).toBe(false);
    expect(has(BOLT_C, 'GB5780-M42x200-AGREED-PL')).toBe(true);
    expect(has(BOLT_C, 'GB5780-M12x80-8.8-PL')).toBe(false);
    expect(has(BOLT_C, 'GB5780-M12x80-A2-70-PS')).toBe(false);
  });
});

describe('GB/T 5781 (ISO 4018) hexagon head bolts, full thread, product grade C', () => {
  it('M8×16: s = 13, k = 5.3, full thread, no b', () => {
    const b = item(BOLT_C_FULL, 'GB5781-M8x16-4.6-EP');
    expect([mmOf(b, 's'), mmOf(b, 'k'), mmOf(b, 'pitch')]).toEqual([13, 5.3, 1.25]);
    expect(b.params.thread_form?.display).toBe('全螺纹');
    expect(b.params.b).toBeUndefined();
    expect(b.standard).toBe('GB/T 5781-2016');
  });
  it('length range edges: M5 10–50, M16 30–160, M36 70–360', () => {
    expect(has(BOLT_C_FULL, 'GB5781-M5x10-4.8-PL')).toBe(true);
    expect(has(BOLT_C_FULL, 'GB5781-M5x8-4.8-PL')).toBe(false);
    expect(has(BOLT_C_FULL, 'GB5781-M5x55-4.8-PL')).toBe(false);
    expect(has(BOLT_C_FULL, 'GB5781-M16x30-4.8-PL')).toBe(true);
    expect(has(BOLT_C_FULL, 'GB5781-M16x25-4.8-PL')).toBe(false);
    expect(has(BOLT_C_FULL, 'GB5781-M16x180-4.8-PL')).toBe(false);
    expect(has(BOLT_C_FULL, 'GB5781-M36x360-4.8-ZF')).toBe(true);
    expect(has(BOLT_C_FULL, 'GB5781-M36x380-4.8-ZF')).toBe(false);
  });
  it('M64: s = 95, k = 40, as agreed only', () => {
    const m64 = item(BOLT_C_FULL, 'GB5781-M64x120-AGREED-PL');
    expect([mmOf(m64, 's'), mmOf(m64, 'k')]).toEqual([95, 40]);
    expect(has(BOLT_C_FULL, 'GB5781-M64x120-4.6-PL')).toBe(false);
  });
});

describe('GB/T 6171 (ISO 8673) hexagon nuts, style 1, fine pitch', () => {
  it('M16×1.5: s = 24, m = 14.8, e = 26.75, grade A, hexagon nut category', () => {
    const n = item(FINE_NUT, 'GB6171-M16x1.5-10-EP');
    expect([mmOf(n, 's'), mmOf(n, 'm'), mmOf(n, 'e'), mmOf(n, 'pitch')]).toEqual([24, 14.8, 26.75, 1.5]);
    expect(n.params.thread?.display).toBe('M16×1.5');
    expect(n.params.product_grade?.display).toBe('A');
    expect(n.model).toBe('螺母 GB/T 6171 M16×1.5 10');
    expect(n.standard).toBe('GB/T 6171-2016');
    expect(n.categoryCode).toBe('part.fastener.nut.hex');
  });
  it('M8×1: m = 6.8, s = 13; M24×2: m = 21.5, e = 39.55, grade B; M64×4: m = 51, s = 95', () => {
    const m8 = item(FINE_NUT, 'GB6171-M8x1-6-PL');
    expect([mmOf(m8, 'm'), mmOf(m8, 's')]).toEqual([6.8, 13]);
    const m24 = item(FINE_NUT, 'GB6171-M24x2-8-ZF');
    expect([mmOf(m24, 'm'), mmOf(m24, 'e')]).toEqual([21.5, 39.55]);
    expect(m24.params.product_grade?.display).toBe('B');
    const m64 = item(FINE_NUT, 'GB6171-M64x4-AGREED-PL');
    expect([mmOf(m64, 'm'), mmOf(m64, 's')]).toEqual([51, 95]);
  });
  it('classes per size: 10 up to M16 only, 6 / 8 up to M39, stainless A2-70 up to M24, A2-50 above', () => {
    expect(has(FINE_NUT, 'GB6171-M16x1.5-10-PL')).toBe(true);
    expect(has(FINE_NUT, 'GB6171-M18x1.5-10-PL')).toBe(false);
    expect(has(FINE_NUT, 'GB6171-M18x1.5-8-PL')).toBe(true);
    expect(has(FINE_NUT, 'GB6171-M39x3-6-PL')).toBe(true);
    expect(has(FINE_NUT, 'GB6171-M42x3-6-PL')).toBe(false);
    expect(has(FINE_NUT, 'GB6171-M24x2-A2-70-PS')).toBe(true);
    expect(has(FINE_NUT, 'GB6171-M27x2-A2-70-PS')).toBe(false);
    expect(has(FINE_NUT, 'GB6171-M27x2-A2-50-PS')).toBe(true);
    expect(has(FINE_NUT, 'GB6171-M10x1.25-CU2-PS')).toBe(true);
  });
  it('sizes M8×1 … M64×4 only (no coarse, no M6)', () => {
    expect(sizes(FINE_NUT, 'GB6171-M6x')).toBe(false);
    expect(sizes(FINE_NUT, 'GB6171-M8x1.25-')).toBe(false);
    expect(familyItems(FINE_NUT).size).toBe(7 * 14 + 10 * 11 + 7 * 7);
  });
});

const ringDims = (it: Item) => ['s', 'd3', 'a', 'b', 'd5', 'd2'].map((k) => mmOf(it, k));

describe('GB/T 894 (DIN 471) retaining rings for shafts', () => {
  it('20: s = 1.2, d3 = 18.5, a = 4, b = 2.6, d5 = 2, d2 = 19; own leaf under 挡圈', () => {
    const r = item(SHAFT_RING, 'GB894-20');
    expect(ringDims(r)).toEqual([1.2, 18.5, 4, 2.6, 2, 19]);
    expect(r.model).toBe('挡圈 GB/T 894 20');
    expect(r.standard).toBe('GB/T 894-2017');
    expect(r.categoryCode).toBe('part.fastener.retaining-ring.shaft');
    expect(categoryByCode(r.categoryCode)?.parentCode).toBe('part.fastener.retaining-ring');
  });
  it('10: 1 / 9.3 / 3.3 / 1.8 / 1.5 / 9.6; 50: 2 / 45.8 / 6.9 / 5.1 / 2.5 / 47; 100: 3 / 94.5 / 9.6 / 9 / 3.5 / 96.5', () => {
    expect(ringDims(item(SHAFT_RING, 'GB894-10'))).toEqual([1, 9.3, 3.3, 1.8, 1.5, 9.6]);
    expect(ringDims(item(SHAFT_RING, 'GB894-50'))).toEqual([2, 45.8, 6.9, 5.1, 2.5, 47]);
    expect(ringDims(item(SHAFT_RING, 'GB894-100'))).toEqual([3, 94.5, 9.6, 9, 3.5, 96.5]);
  });
  it('sizes 4 … 200 (no 3, none above 200, no 43)', () => {
    expect(has(SHAFT_RING, 'GB894-4')).toBe(true);
    expect(has(SHAFT_RING, 'GB894-3')).toBe(false);
    expect(has(SHAFT_RING, 'GB894-200')).toBe(true);
    expect(has(SHAFT_RING, 'GB894-210')).toBe(false);
    expect(has(SHAFT_RING, 'GB894-43')).toBe(false);
    expect(familyItems(SHAFT_RING).size).toBe(108);
  });
});

describe('GB/T 893 (DIN 472) retaining rings for bores', () => {
  it('40: s = 1.75, d3 = 43.5, a = 5.8, b = 3.9, d5 = 2.5, d2 = 42.5', () => {
    const r = item(BORE_RING, 'GB893-40');
    expect(ringDims(r)).toEqual([1.75, 43.5, 5.8, 3.9, 2.5, 42.5]);
    expect(r.standard).toBe('GB/T 893-2017');
    expect(r.categoryCode).toBe('part.fastener.retaining-ring.bore');
  });
  it('10: 1 / 10.8 / 3.2 / 1.4 / 1.2 / 10.4; 62: 2 / 66.2 / 7.3 / 5.5 / 2.5 / 65; 90: 3 / 95.5 / 8.6 / 7.6 / 3.5 / 93.5', () => {
    expect(ringDims(item(BORE_RING, 'GB893-10'))).toEqual([1, 10.8, 3.2, 1.4, 1.2, 10.4]);
    expect(ringDims(item(BORE_RING, 'GB893-62'))).toEqual([2, 66.2, 7.3, 5.5, 2.5, 65]);
    expect(ringDims(item(BORE_RING, 'GB893-90'))).toEqual([3, 95.5, 8.6, 7.6, 3.5, 93.5]);
  });
  it('sizes 8 … 200 without 28; groove between bore and free diameter for every ring', () => {
    expect(has(BORE_RING, 'GB893-8')).toBe(true);
    expect(has(BORE_RING, 'GB893-7')).toBe(false);
    expect(has(BORE_RING, 'GB893-28')).toBe(false);
    expect(has(BORE_RING, 'GB893-200')).toBe(true);
    expect(has(BORE_RING, 'GB893-205')).toBe(false);
    for (const r of familyItems(BORE_RING).values()) {
      const [d1, d2, d3] = [mmOf(r, 'd1'), mmOf(r, 'd2'), mmOf(r, 'd3')];
      expect(d1 < d2 && d2 < d3, r.code).toBe(true);
    }
    for (const r of familyItems(SHAFT_RING).values()) {
      const [d1, d2, d3] = [mmOf(r, 'd1'), mmOf(r, 'd2'), mmOf(r, 'd3')];
      expect(d3 < d2 && d2 < d1, r.code).toBe(true);
    }
  });
});

describe('GB/T 117 (ISO 2339) taper pins', () => {
  it('10×60: a = 1.2, taper 1:50, types A and B; own leaf under 销', () => {
    const a = item(TAPER, 'GB117-A-10x60');
    expect([mmOf(a, 'd'), mmOf(a, 'l'), mmOf(a, 'a')]).toEqual([10, 60, 1.2]);
    expect(a.model).toBe('销 GB/T 117 10×60');
    expect(a.params.taper?.display).toBe('1:50');
    expect(a.standard).toBe('GB/T 117-2000');
    expect(a.categoryCode).toBe('part.fastener.pin.taper');
    const b = item(TAPER, 'GB117-B-10x60');
    expect(b.model).toBe('销 GB/T 117 B10×60');
    expect(b.params.type?.display).toBe('B型 (切削或冷镦)');
  });
  it('a ≈: d 3 → 0.4, d 5 → 0.63, d 50 → 6.3', () => {
    expect(mmOf(item(TAPER, 'GB117-A-3x20'), 'a')).toBe(0.4);
    expect(mmOf(item(TAPER, 'GB117-B-5x30'), 'a')).toBe(0.63);
    expect(mmOf(item(TAPER, 'GB117-A-50x100'), 'a')).toBe(6.3);
  });
  it('length range edges: d 6 22–90, d 0.6 4–8, d 50 65–200', () => {
    expect(has(TAPER, 'GB117-A-6x22')).toBe(true);
    expect(has(TAPER, 'GB117-A-6x20')).toBe(false);
    expect(has(TAPER, 'GB117-A-6x90')).toBe(true);
    expect(has(TAPER, 'GB117-A-6x95')).toBe(false);
    expect(has(TAPER, 'GB117-B-0.6x8')).toBe(true);
    expect(has(TAPER, 'GB117-B-0.6x10')).toBe(false);
    expect(has(TAPER, 'GB117-A-50x60')).toBe(false);
    expect(has(TAPER, 'GB117-A-50x65')).toBe(true);
  });
});

describe('GB/T 879.1 (ISO 8752) slotted spring pins, heavy duty', () => {
  it('6×30: s = 1.2, steel; own leaf under 销', () => {
    const p = item(SPRING, 'GB879.1-6x30-ST');
    expect([mmOf(p, 'd'), mmOf(p, 'l'), mmOf(p, 's')]).toEqual([6, 30, 1.2]);
    expect(p.model).toBe('销 GB/T 879.1 6×30');
    expect(p.standard).toBe('GB/T 879.1-2018');
    expect(p.categoryCode).toBe('part.fastener.pin.spring-heavy');
  });
  it('s: d 1 → 0.2, d 3.5 → 0.75, d 10 → 2', () => {
    expect(mmOf(item(SPRING, 'GB879.1-1x10-ST'), 's')).toBe(0.2);
    expect(mmOf(item(SPRING, 'GB879.1-3.5x20-ST'), 's')).toBe(0.75);
    expect(mmOf(item(SPRING, 'GB879.1-10x100-ST'), 's')).toBe(2);
  });
  it('length range edges: d 5 5–80, d 6 10–100, d 10 10–160; nothing above d 10', () => {
    expect(has(SPRING, 'GB879.1-5x5-ST')).toBe(true);
    expect(has(SPRING, 'GB879.1-5x4-ST')).toBe(false);
    expect(has(SPRING, 'GB879.1-5x80-ST')).toBe(true);
    expect(has(SPRING, 'GB879.1-5x85-ST')).toBe(false);
    expect(has(SPRING, 'GB879.1-6x8-ST')).toBe(false);
    expect(has(SPRING, 'GB879.1-6x100-ST')).toBe(true);
    expect(has(SPRING, 'GB879.1-10x160-ST')).toBe(true);
    expect(has(SPRING, 'GB879.1-10x180-ST')).toBe(false);
    expect(sizes(SPRING, 'GB879.1-12x')).toBe(false);
  });
});

describe('GB/T 91 (ISO 1234) split pins', () => {
  it('5×50: b = 10, steel; own leaf under 销', () => {
    const p = item(SPLIT, 'GB91-5x50-ST');
    expect([mmOf(p, 'd'), mmOf(p, 'l'), mmOf(p, 'b')]).toEqual([5, 50, 10]);
    expect(p.model).toBe('销 GB/T 91 5×50');
    expect(p.standard).toBe('GB/T 91-2000');
    expect(p.categoryCode).toBe('part.fastener.pin.split');
  });
  it('b ≈: 0.6 → 2, 3.2 → 6.4, 6.3 → 12.6, 20 → 40', () => {
    expect(mmOf(item(SPLIT, 'GB91-0.6x6-ST'), 'b')).toBe(2);
    expect(mmOf(item(SPLIT, 'GB91-3.2x20-ST'), 'b')).toBe(6.4);
    expect(mmOf(item(SPLIT, 'GB91-6.3x56-ST'), 'b')).toBe(12.6);
    expect(mmOf(item(SPLIT, 'GB91-20x200-ST'), 'b')).toBe(40);
  });
  it('length range edges: 4 18–80, 13 71–250, 20 160–280; no 1.2 / 1.6 / 2', () => {
    expect(has(SPLIT, 'GB91-4x18-ST')).toBe(true);
    expect(has(SPLIT, 'GB91-4x16-ST')).toBe(false);
    expect(has(SPLIT, 'GB91-4x80-ST')).toBe(true);
    expect(has(SPLIT, 'GB91-4x90-ST')).toBe(false);
    expect(has(SPLIT, 'GB91-13x71-ST')).toBe(true);
    expect(has(SPLIT, 'GB91-13x63-ST')).toBe(false);
    expect(has(SPLIT, 'GB91-13x280-ST')).toBe(false);
    expect(has(SPLIT, 'GB91-20x280-ST')).toBe(true);
    for (const d of ['1.2', '1.6', '2']) expect(sizes(SPLIT, `GB91-${d}x`), d).toBe(false);
  });
});

describe('the families of this file', () => {
  const fams = partExtensionFamilies();
  it('are extension families appended after the first twelve, in order', () => {
    expect(fams.every((f) => f.extension)).toBe(true);
    expect(PART_EXTENSION_IDS.slice(12, 12 + NEW_IDS.length)).toEqual(NEW_IDS);
    expect(fams.map((f) => f.id)).toEqual(PART_EXTENSION_IDS);
    expect(
      families()
        .slice(-fams.length)
        .map((f) => f.id),
    ).toEqual(PART_EXTENSION_IDS);
  });
  it('codes unique across all parts families (base and extension); categories declare every parameter', () => {
    const codes = new Set<string>();
    let n = 0;
    for (const f of [...partFamilies(), ...fams]) {
      for (let i = 0; i < f.count(); i++) {
        codes.add(f.item(i).code);
        n++;
      }
    }
    expect(codes.size).toBe(n);
    for (const id of NEW_IDS) {
      for (const it of familyItems(id).values()) {
        const cat = categoryByCode(it.categoryCode);
        expect(cat, it.categoryCode).toBeDefined();
        const defs = new Map(cat?.params.map((p) => [p.key, p]));
        for (const [k, v] of Object.entries(it.params)) {
          const def = defs.get(k);
          expect(def, `${it.code} ${k}`).toBeDefined();
          if (def?.type === 'enum') expect(def.options, `${it.code} ${k}`).toContain(v.display);
        }
        for (const def of cat?.params ?? [])
          if (def.required) expect(it.params[def.key], `${it.code} ${def.key}`).toBeDefined();
      }
    }
  });
});
