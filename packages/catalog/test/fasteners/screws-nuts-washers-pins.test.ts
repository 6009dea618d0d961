// Extension families of the parts library: spot checks against the standards' tables, length ranges,
// property classes per size, unique codes, and categories / parameters declared.
import { describe, expect, it } from 'vitest';
import { categoryByCode } from '../../src/categories.ts';
import { families } from '../../src/index.ts';
import { PART_EXTENSION_IDS, partExtensionFamilies } from '../../src/part-families.ts';
import { familyItem, familyItems, mmOf } from '../helpers.ts';

const item = familyItem;
const has = (id: string, code: string) => familyItems(id).has(code);

const BUTTON = 'part.socket-button-screw.gb70-2';
const CSK = 'part.socket-countersunk-screw.gb70-3';
const PAN = 'part.cross-pan-screw.gb818';
const CROSS_CSK = 'part.cross-countersunk-screw.gb819-1';
const THIN = 'part.hex-thin-nut.gb6172-1';
const W972 = 'part.washer.gb97-2';
const W848 = 'part.washer.gb848';
const W961 = 'part.washer.gb96-1';
const PIN = 'part.parallel-pin.gb119-2';
const STYLE2 = 'part.hex-nut.gb6175';
const NYLON = 'part.nylon-insert-nut.gb889-1';
const SET = 'part.socket-set-screw.gb79';

describe('GB/T 70.2 (ISO 7380-1) hexagon socket button head screws', () => {
  it('M6: dk = 10.5, k = 3.3, s = 4, P = 1', () => {
    const s = item(BUTTON, 'GB70.2-M6x20-10.9-BO');
    expect([mmOf(s, 'dk'), mmOf(s, 'k'), mmOf(s, 's'), mmOf(s, 'pitch'), mmOf(s, 'l')]).toEqual([
      10.5, 3.3, 4, 1, 20,
    ]);
    expect(s.model).toBe('螺钉 GB/T 70.2 M6×20 10.9');
    expect(s.standard).toBe('GB/T 70.2-2015');
    expect(s.categoryCode).toBe('part.fastener.screw.socket-button');
  });
  it('M3: dk = 5.7, k = 1.65, s = 2; M10: dk = 17.5, k = 5.5, s = 6; M16: dk = 28, k = 8.8, s = 10', () => {
    const m3 = item(BUTTON, 'GB70.2-M3x10-A2-70-PS');
    expect([mmOf(m3, 'dk'), mmOf(m3, 'k'), mmOf(m3, 's')]).toEqual([5.7, 1.65, 2]);
    const m10 = item(BUTTON, 'GB70.2-M10x30-8.8-EP');
    expect([mmOf(m10, 'dk'), mmOf(m10, 'k'), mmOf(m10, 's')]).toEqual([17.5, 5.5, 6]);
    const m16 = item(BUTTON, 'GB70.2-M16x90-12.9-ZF');
    expect([mmOf(m16, 'dk'), mmOf(m16, 'k'), mmOf(m16, 's')]).toEqual([28, 8.8, 10]);
  });
  it('length range edges: M6 10–60, M16 25–90', () => {
    expect(has(BUTTON, 'GB70.2-M6x10-8.8-BO')).toBe(true);
    expect(has(BUTTON, 'GB70.2-M6x60-8.8-BO')).toBe(true);
    expect(has(BUTTON, 'GB70.2-M6x8-8.8-BO')).toBe(false);
    expect(has(BUTTON, 'GB70.2-M6x70-8.8-BO')).toBe(false);
    expect(has(BUTTON, 'GB70.2-M16x20-8.8-BO')).toBe(false);
    expect(has(BUTTON, 'GB70.2-M16x100-8.8-BO')).toBe(false);
  });
  it('classes: steel 8.8/10.9/12.9, stainless A2-70/A4-70 only', () => {
    expect(item(BUTTON, 'GB70.2-M8x16-A4-70-PS').params.material?.display).toBe('不锈钢');
    expect(has(BUTTON, 'GB70.2-M8x16-5.6-PL')).toBe(false);
    expect(has(BUTTON, 'GB70.2-M8x16-A2-50-PS')).toBe(false);
    expect(has(BUTTON, 'GB70.2-M8x16-CU2-PS')).toBe(false);
  });
});

describe('GB/T 70.3 (ISO 10642) hexagon socket countersunk head screws', () => {
  it('M8: dk = 17.92, k = 4.96, s = 5, b = 28', () => {
    const s = item(CSK, 'GB70.3-M8x30-10.9-BO');
    expect([mmOf(s, 'dk'), mmOf(s, 'k'), mmOf(s, 's'), mmOf(s, 'b')]).toEqual([17.92, 4.96, 5, 28]);
    expect(s.standard).toBe('GB/T 70.3-2008');
  });
  it('M3: dk = 6.72, k = 1.86, s = 2; M20: dk = 40.32, k = 10.16, s = 12, P = 2.5', () => {
    const m3 = item(CSK, 'GB70.3-M3x8-8.8-EP');
    expect([mmOf(m3, 'dk'), mmOf(m3, 'k'), mmOf(m3, 's')]).toEqual([6.72, 1.86, 2]);
    const m20 = item(CSK, 'GB70.3-M20x100-A2-70-PS');
    expect([mmOf(m20, 'dk'), mmOf(m20, 'k'), mmOf(m20, 's'), mmOf(m20, 'pitch')]).toEqual([
      40.32, 10.16, 12, 2.5,
    ]);
  });
  it('length range edges and sizes: M12 20–100; no M2 / M2.5 / M24', () => {
    expect(has(CSK, 'GB70.3-M12x20-8.8-BO')).toBe(true);
    expect(has(CSK, 'GB70.3-M12x16-8.8-BO')).toBe(false);
    expect(has(CSK, 'GB70.3-M12x110-8.8-BO')).toBe(false);
    expect(has(CSK, 'GB70.3-M2.5x10-8.8-BO')).toBe(false);
    expect(has(CSK, 'GB70.3-M24x100-8.8-BO')).toBe(false);
  });
});

describe('GB/T 818 (ISO 7045) cross recessed pan head screws', () => {
  it('M5: dk = 9.5, k = 3.7, recess No. 2, P = 0.8', () => {
    const s = item(PAN, 'GB818-M5x20-H-4.8-EP');
    expect([mmOf(s, 'dk'), mmOf(s, 'k'), mmOf(s, 'pitch')]).toEqual([9.5, 3.7, 0.8]);
    expect(s.params.recess_no?.display).toBe('2');
    expect(s.params.recess_type?.display).toBe('H');
    expect(s.standard).toBe('GB/T 818-2016');
  });
  it('M3: dk = 5.6, k = 2.4, No. 1; M8: dk = 16, k = 6, No. 4', () => {
    const m3 = item(PAN, 'GB818-M3x10-Z-A2-70-PS');
    expect([mmOf(m3, 'dk'), mmOf(m3, 'k')]).toEqual([5.6, 2.4]);
    expect(m3.params.recess_no?.display).toBe('1');
    const m8 = item(PAN, 'GB818-M8x60-H-CU2-PS');
    expect([mmOf(m8, 'dk'), mmOf(m8, 'k')]).toEqual([16, 6]);
    expect(m8.params.recess_no?.display).toBe('4');
  });
  it('length range edges: M5 6–45, M10 12–60; steel 4.8 only', () => {
    expect(has(PAN, 'GB818-M5x6-H-4.8-PL')).toBe(true);
    expect(has(PAN, 'GB818-M5x45-H-4.8-PL')).toBe(true);
    expect(has(PAN, 'GB818-M5x50-H-4.8-PL')).toBe(false);
    expect(has(PAN, 'GB818-M5x5-H-4.8-PL')).toBe(false);
    expect(has(PAN, 'GB818-M10x10-H-4.8-PL')).toBe(false);
    expect(has(PAN, 'GB818-M5x20-H-8.8-PL')).toBe(false);
    expect(has(PAN, 'GB818-M5x20-H-A4-70-PS')).toBe(false);
  });
});

describe('GB/T 819.1 (ISO 7046-1) cross recessed countersunk flat head screws', () => {
  it('M4: dk = 9.4, k = 2.7, recess No. 2', () => {
    const s = item(CROSS_CSK, 'GB819.1-M4x12-H-4.8-ZF');
    expect([mmOf(s, 'dk'), mmOf(s, 'k')]).toEqual([9.4, 2.7]);
    expect(s.params.recess_no?.display).toBe('2');
    expect(s.standard).toBe('GB/T 819.1-2016');
  });
  it('M6: dk = 12.6, k = 3.3, No. 3; M10: dk = 20, k = 5', () => {
    const m6 = item(CROSS_CSK, 'GB819.1-M6x16-Z-4.8-EP');
    expect([mmOf(m6, 'dk'), mmOf(m6, 'k')]).toEqual([12.6, 3.3]);
    expect(m6.params.recess_no?.display).toBe('3');
    const m10 = item(CROSS_CSK, 'GB819.1-M10x40-H-A2-50-PS');
    expect([mmOf(m10, 'dk'), mmOf(m10, 'k')]).toEqual([20, 5]);
  });
  it('length range edges: M5 up to 50 (the pan head stops at 45), M1.6 3–16', () => {
    expect(has(CROSS_CSK, 'GB819.1-M5x50-H-4.8-PL')).toBe(true);
    expect(has(CROSS_CSK, 'GB819.1-M5x55-H-4.8-PL')).toBe(false);
    expect(has(CROSS_CSK, 'GB819.1-M1.6x16-H-4.8-PL')).toBe(true);
    expect(has(CROSS_CSK, 'GB819.1-M1.6x20-H-4.8-PL')).toBe(false);
  });
});

describe('GB/T 6172.1 (ISO 4035) hexagon thin nuts', () => {
  it('M8: s = 13, m = 4, e = 14.38, grade A', () => {
    const n = item(THIN, 'GB6172.1-M8-04-EP');
    expect([mmOf(n, 's'), mmOf(n, 'm'), mmOf(n, 'e')]).toEqual([13, 4, 14.38]);
    expect(n.params.product_grade?.display).toBe('A');
  });
  it('M12: m = 6; M20: m = 10, grade B; M30: m = 15, s = 46', () => {
    expect(mmOf(item(THIN, 'GB6172.1-M12-05-PL'), 'm')).toBe(6);
    const m20 = item(THIN, 'GB6172.1-M20-05-ZF');
    expect(mmOf(m20, 'm')).toBe(10);
    expect(m20.params.product_grade?.display).toBe('B');
    const m30 = item(THIN, 'GB6172.1-M30-A4-025-PS');
    expect([mmOf(m30, 'm'), mmOf(m30, 's')]).toEqual([15, 46]);
  });
  it('classes per size: A2-035 up to M24, A2-025 above; steel as agreed above M39; no M14', () => {
    expect(has(THIN, 'GB6172.1-M24-A2-035-PS')).toBe(true);
    expect(has(THIN, 'GB6172.1-M27-A2-035-PS')).toBe(false);
    expect(has(THIN, 'GB6172.1-M27-A2-025-PS')).toBe(true);
    expect(has(THIN, 'GB6172.1-M42-04-PL')).toBe(false);
    expect(has(THIN, 'GB6172.1-M42-AGREED-PL')).toBe(true);
    expect(has(THIN, 'GB6172.1-M8-8-PL')).toBe(false);
    expect([...familyItems(THIN).keys()].some((c) => c.startsWith('GB6172.1-M14-'))).toBe(false);
  });
});

describe('GB/T 97.2, GB/T 848, GB/T 96.1 plain washers', () => {
  it('GB/T 97.2 (ISO 7090) size 10: 10.5 × 20 × 2; starts at size 5', () => {
    const w = item(W972, 'GB97.2-10-200HV-PL');
    expect([mmOf(w, 'd1'), mmOf(w, 'd2'), mmOf(w, 'h')]).toEqual([10.5, 20, 2]);
    expect(w.standard).toBe('GB/T 97.2-2002');
    expect(has(W972, 'GB97.2-5-A2-PS')).toBe(true);
    expect(has(W972, 'GB97.2-4-A2-PS')).toBe(false);
    const w64 = item(W972, 'GB97.2-64-300HV-EP');
    expect([mmOf(w64, 'd1'), mmOf(w64, 'd2'), mmOf(w64, 'h')]).toEqual([70, 115, 10]);
  });
  it('GB/T 848 (ISO 7092) size 8: 8.4 × 15 × 1.6; size 12: 13 × 20 × 2; size 36: 37 × 60 × 5', () => {
    const w = item(W848, 'GB848-8-300HV-ZF');
    expect([mmOf(w, 'd1'), mmOf(w, 'd2'), mmOf(w, 'h')]).toEqual([8.4, 15, 1.6]);
    const w12 = item(W848, 'GB848-12-A4-PS');
    expect([mmOf(w12, 'd1'), mmOf(w12, 'd2'), mmOf(w12, 'h')]).toEqual([13, 20, 2]);
    const w36 = item(W848, 'GB848-36-200HV-PL');
    expect([mmOf(w36, 'd1'), mmOf(w36, 'd2'), mmOf(w36, 'h')]).toEqual([37, 60, 5]);
    expect(has(W848, 'GB848-42-200HV-PL')).toBe(false);
  });
  it('GB/T 96.1 (ISO 7093-1) size 10: 10.5 × 30 × 2.5; size 30: 33 × 92 × 6; no size 5 or 20', () => {
    const w = item(W961, 'GB96.1-10-200HV-EP');
    expect([mmOf(w, 'd1'), mmOf(w, 'd2'), mmOf(w, 'h')]).toEqual([10.5, 30, 2.5]);
    const w30 = item(W961, 'GB96.1-30-C1-PS');
    expect([mmOf(w30, 'd1'), mmOf(w30, 'd2'), mmOf(w30, 'h')]).toEqual([33, 92, 6]);
    expect(w30.params.material?.display).toBe('不锈钢');
    expect(has(W961, 'GB96.1-20-200HV-PL')).toBe(false);
    expect(has(W961, 'GB96.1-5-200HV-PL')).toBe(false);
    expect(has(W961, 'GB96.1-6-200HV-PL')).toBe(true);
  });
});

describe('GB/T 119.2 (ISO 8734) hardened parallel pins', () => {
  it('6 × 30: c = 1.2, m6, types A, B and C1', () => {
    const a = item(PIN, 'GB119.2-6x30-A-ST');
    expect([mmOf(a, 'd'), mmOf(a, 'l'), mmOf(a, 'c')]).toEqual([6, 30, 1.2]);
    expect(a.params.tolerance?.display).toBe('m6');
    expect(a.model).toBe('销 GB/T 119.2 6×30');
    expect(item(PIN, 'GB119.2-6x30-B-ST').params.type?.display).toBe('B型 (表面淬火)');
    const c1 = item(PIN, 'GB119.2-6x30-C1');
    expect(c1.model).toBe('销 GB/T 119.2 6×30-C1');
    expect(c1.params.type).toBeUndefined();
  });
  it('d = 10: c = 2, l 22–100; d = 1: c = 0.2, l 3–10', () => {
    expect(mmOf(item(PIN, 'GB119.2-10x22-A-ST'), 'c')).toBe(2);
    expect(has(PIN, 'GB119.2-10x100-A-ST')).toBe(true);
    expect(has(PIN, 'GB119.2-10x20-A-ST')).toBe(false);
    expect(has(PIN, 'GB119.2-10x120-A-ST')).toBe(false);
    expect(mmOf(item(PIN, 'GB119.2-1x10-C1'), 'c')).toBe(0.2);
    expect(has(PIN, 'GB119.2-1x12-C1')).toBe(false);
  });
  it('d = 16: l 40–100; d = 20: l 50–100', () => {
    expect(has(PIN, 'GB119.2-16x35-A-ST')).toBe(false);
    expect(has(PIN, 'GB119.2-16x40-A-ST')).toBe(true);
    expect(has(PIN, 'GB119.2-20x45-B-ST')).toBe(false);
    expect(mmOf(item(PIN, 'GB119.2-20x50-B-ST'), 'c')).toBe(3.5);
  });
});

describe('GB/T 6175 (ISO 4033) hexagon nuts, style 2', () => {
  it('M8: s = 13, m = 7.5, e = 14.38, grade A', () => {
    const n = item(STYLE2, 'GB6175-M8-12-EP');
    expect([mmOf(n, 's'), mmOf(n, 'm'), mmOf(n, 'e')]).toEqual([13, 7.5, 14.38]);
    expect(n.params.product_grade?.display).toBe('A');
    expect(n.standard).toBe('GB/T 6175-2016');
  });
  it('M12: m = 12, s = 18; M20: m = 20.3, grade B; M30: m = 28.6', () => {
    const m12 = item(STYLE2, 'GB6175-M12-12-PL');
    expect([mmOf(m12, 'm'), mmOf(m12, 's')]).toEqual([12, 18]);
    const m20 = item(STYLE2, 'GB6175-M20-12-ZF');
    expect(mmOf(m20, 'm')).toBe(20.3);
    expect(m20.params.product_grade?.display).toBe('B');
    expect(mmOf(item(STYLE2, 'GB6175-M30-12-PL'), 'm')).toBe(28.6);
  });
  it('sizes M5–M30 without M14 and M36; class 12 only', () => {
    expect(has(STYLE2, 'GB6175-M5-12-PL')).toBe(true);
    expect(has(STYLE2, 'GB6175-M4-12-PL')).toBe(false);
    expect(has(STYLE2, 'GB6175-M14-12-PL')).toBe(false);
    expect(has(STYLE2, 'GB6175-M36-12-PL')).toBe(false);
    expect(has(STYLE2, 'GB6175-M8-8-PL')).toBe(false);
    expect(has(STYLE2, 'GB6175-M8-A2-70-PS')).toBe(false);
  });
});

describe('GB/T 889.1 (ISO 7040) prevailing torque nuts with non-metallic insert', () => {
  it('M8: h = 9.5, m = 6.44, s = 13, e = 14.38', () => {
    const n = item(NYLON, 'GB889.1-M8-8-EP');
    expect([mmOf(n, 'h'), mmOf(n, 'm'), mmOf(n, 's'), mmOf(n, 'e')]).toEqual([9.5, 6.44, 13, 14.38]);
    expect(n.standard).toBe('GB/T 889.1-2015');
  });
  it('M3: h = 4.5; M12: h = 14.9, s = 18; M36: h = 38.9, grade B', () => {
    expect(mmOf(item(NYLON, 'GB889.1-M3-5-PL'), 'h')).toBe(4.5);
    const m12 = item(NYLON, 'GB889.1-M12-10-PL');
    expect([mmOf(m12, 'h'), mmOf(m12, 's')]).toEqual([14.9, 18]);
    const m36 = item(NYLON, 'GB889.1-M36-10-EP');
    expect(mmOf(m36, 'h')).toBe(38.9);
    expect(m36.params.product_grade?.display).toBe('B');
  });
  it('sizes M3–M36, classes 5 / 8 / 10, no zinc flake', () => {
    expect(has(NYLON, 'GB889.1-M2.5-8-PL')).toBe(false);
    expect(has(NYLON, 'GB889.1-M42-8-PL')).toBe(false);
    expect(has(NYLON, 'GB889.1-M14-5-EP')).toBe(true);
    expect(has(NYLON, 'GB889.1-M8-6-PL')).toBe(false);
    expect(has(NYLON, 'GB889.1-M8-8-ZF')).toBe(false);
  });
});

describe('GB/T 79 (ISO 4028) hexagon socket set screws with dog point', () => {
  it('M6: dp = 4, s = 3, P = 1, 45H', () => {
    const s = item(SET, 'GB79-M6x10-45H-BO');
    expect([mmOf(s, 'dp'), mmOf(s, 's'), mmOf(s, 'pitch'), mmOf(s, 'l')]).toEqual([4, 3, 1, 10]);
    expect(s.params.point?.display).toBe('圆柱端');
    expect(s.standard).toBe('GB/T 79-2007');
  });
  it('M3: dp = 2, s = 1.5; M10: dp = 7, s = 5; M24: dp = 18, s = 12', () => {
    const m3 = item(SET, 'GB79-M3x8-45H-EP');
    expect([mmOf(m3, 'dp'), mmOf(m3, 's')]).toEqual([2, 1.5]);
    const m10 = item(SET, 'GB79-M10x20-45H-ZF');
    expect([mmOf(m10, 'dp'), mmOf(m10, 's')]).toEqual([7, 5]);
    const m24 = item(SET, 'GB79-M24x60-45H-BO');
    expect([mmOf(m24, 'dp'), mmOf(m24, 's')]).toEqual([18, 12]);
  });
  it('length range edges: M8 8–40, M12 12–60; no M4; steel 45H only', () => {
    expect(has(SET, 'GB79-M8x8-45H-BO')).toBe(true);
    expect(has(SET, 'GB79-M8x40-45H-BO')).toBe(true);
    expect(has(SET, 'GB79-M8x6-45H-BO')).toBe(false);
    expect(has(SET, 'GB79-M8x45-45H-BO')).toBe(false);
    expect(has(SET, 'GB79-M12x10-45H-BO')).toBe(false);
    expect(has(SET, 'GB79-M4x10-45H-BO')).toBe(false);
    expect(has(SET, 'GB79-M6x10-A2-21H-PS')).toBe(false);
  });
});

describe('the parts extension families as a whole', () => {
  const fams = partExtensionFamilies();
  it('are extension families registered last in families()', () => {
    const all = families();
    expect(fams.every((f) => f.extension)).toBe(true);
    expect(all.slice(-fams.length).map((f) => f.id)).toEqual(fams.map((f) => f.id));
    expect(fams.map((f) => f.id)).toEqual(PART_EXTENSION_IDS);
  });
  it('every code is unique; categories exist and declare every parameter; enum values are options', () => {
    const codes = new Set<string>();
    let n = 0;
    for (const f of fams) {
      for (const it of familyItems(f.id).values()) {
        n++;
        codes.add(it.code);
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
      expect(familyItems(f.id).size, f.id).toBe(f.count());
    }
    expect(codes.size).toBe(n);
  });
});
