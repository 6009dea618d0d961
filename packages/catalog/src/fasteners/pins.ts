// Pins: parallel pins GB/T 119.1 (base family); hardened parallel pins GB/T 119.2, taper pins GB/T 117, heavy duty
// spring pins GB/T 879.1 and split pins GB/T 91 (extension families). Sources per table in the *.data.ts files.

import { type Family, tableFamily } from '../family.ts';
import { part, withLengths } from '../part-item.ts';
import { type Item, Kind } from '../types.ts';
import { enumValue, mm, num } from '../values.ts';
import { HARDENED_PIN_VARIANTS, HARDENED_PINS } from './hardened-pin.data.ts';
import { PARALLEL_PINS, PIN_LENGTHS, PIN_VARIANTS, type PinRow } from './parallel-pin.data.ts';
import {
  HEAVY_SPRING_PINS,
  SPLIT_PIN_LENGTHS,
  SPLIT_PINS,
  type SplitPinRow,
  type SpringPinRow,
  TAPER_PIN_TYPES,
  TAPER_PINS,
  type TaperPinRow,
} from './taper-spring-pin.data.ts';

// ---- parallel pins ------------------------------------------------------------------------------

export const parallelPins: Family = tableFamily<{ r: PinRow; l: number }, (typeof PIN_VARIANTS)[number]>({
  id: 'part.parallel-pin.gb119-1',
  kind: Kind.part,
  label: '圆柱销 GB/T 119.1',
  rows: () => withLengths(PARALLEL_PINS, PIN_LENGTHS),
  variants: PIN_VARIANTS,
  build: ({ r, l }, v) => {
    const size = `${num(r.d)} ${v.tolerance}×${l}`;
    const designation = `销 GB/T 119.1 ${size}${v.material.startsWith('奥氏体') ? '-A1' : ''}`;
    return part({
      code: `GB119.1-${num(r.d)}x${l}-${v.code}`,
      categoryCode: 'part.fastener.pin.parallel',
      model: designation,
      name: `圆柱销 ${num(r.d)}×${l} ${v.tolerance} ${v.material} ${v.finish}`,
      standard: 'GB/T 119.1-2000',
      description: `${designation}，公称直径 ${num(r.d)} mm，公差 ${v.tolerance}，长度 ${l} mm，${v.material}，${v.finish}。`,
      params: {
        d: mm(r.d),
        l: mm(l),
        tolerance: enumValue(v.tolerance),
        c: mm(r.c),
        material: enumValue(v.material),
        finish: enumValue(v.finish),
      },
    });
  },
});

// ---- hardened parallel pins --------------------------------------------------------------------

export const hardenedPins: Family = tableFamily<
  { r: PinRow; l: number },
  (typeof HARDENED_PIN_VARIANTS)[number]
>({
  id: 'part.parallel-pin.gb119-2',
  kind: Kind.part,
  label: '淬硬圆柱销 GB/T 119.2',
  extension: true,
  rows: () => withLengths(HARDENED_PINS, PIN_LENGTHS),
  variants: HARDENED_PIN_VARIANTS,
  build: ({ r, l }, v) => {
    const size = `${num(r.d)}×${l}`;
    const designation = `销 GB/T 119.2 ${size}${v.letter === 'B' ? ' B型' : v.letter === null ? '-C1' : ''}`;
    const params: Item['params'] = {
      d: mm(r.d),
      l: mm(l),
      tolerance: enumValue('m6'),
      c: mm(r.c),
      material: enumValue(v.material),
      finish: enumValue(v.finish),
    };
    if (v.type) params.type = enumValue(v.type);
    return part({
      code: `GB119.2-${num(r.d)}x${l}-${v.code}`,
      categoryCode: 'part.fastener.pin.parallel-hardened',
      model: designation,
      name: `淬硬圆柱销 ${size} m6 ${v.type ?? v.material}`,
      standard: 'GB/T 119.2-2000',
      description: `${designation}，公称直径 ${num(r.d)} mm，公差 m6，长度 ${l} mm，${v.material}${v.type ? ` ${v.type}` : ''}，${v.finish}。尺寸按 GB/T 119.2-2000 (ISO 8734)。`,
      params,
    });
  },
});

// ---- taper pins, heavy duty spring pins ------------------------------------------------------------

export const taperPins: Family = tableFamily<{ r: TaperPinRow; l: number }, (typeof TAPER_PIN_TYPES)[number]>(
  {
    id: 'part.taper-pin.gb117',
    kind: Kind.part,
    label: '圆锥销 GB/T 117',
    extension: true,
    rows: () =>
      TAPER_PINS.flatMap((r) => PIN_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l }))),
    variants: [...TAPER_PIN_TYPES],
    build: ({ r, l }, v) => {
      const size = `${num(r.d)}×${l}`;
      const designation = `销 GB/T 117 ${v.letter === 'B' ? 'B' : ''}${size}`;
      return part({
        code: `GB117-${v.letter}-${num(r.d)}x${l}`,
        categoryCode: 'part.fastener.pin.taper',
        model: designation,
        name: `圆锥销 ${size} ${v.type}`,
        standard: 'GB/T 117-2000',
        description: `${designation}，${v.type}，小端直径 ${num(r.d)} mm (h10)，长度 ${l} mm，锥度 1:50，钢。尺寸按 GB/T 117-2000 (ISO 2339)。`,
        params: {
          d: mm(r.d),
          l: mm(l),
          taper: enumValue('1:50'),
          a: mm(r.a),
          type: enumValue(v.type),
          material: enumValue('钢'),
        },
      });
    },
  },
);

export const heavySpringPins: Family = tableFamily<{ r: SpringPinRow; l: number }, undefined>({
  id: 'part.spring-pin.gb879-1',
  kind: Kind.part,
  label: '重型弹性圆柱销 直槽 GB/T 879.1',
  extension: true,
  rows: () => withLengths(HEAVY_SPRING_PINS, PIN_LENGTHS),
  build: ({ r, l }) => {
    const size = `${num(r.d)}×${l}`;
    const designation = `销 GB/T 879.1 ${size}`;
    return part({
      code: `GB879.1-${num(r.d)}x${l}-ST`,
      categoryCode: 'part.fastener.pin.spring-heavy',
      model: designation,
      name: `重型直槽弹性圆柱销 ${size} 钢`,
      standard: 'GB/T 879.1-2018',
      description: `${designation}，公称直径 ${num(r.d)} mm，长度 ${l} mm，壁厚 ${num(r.s)} mm，钢 (淬火回火)。尺寸按 GB/T 879.1-2018 (ISO 8752)。`,
      params: {
        d: mm(r.d),
        l: mm(l),
        s: mm(r.s),
        material: enumValue('钢'),
      },
    });
  },
});

export const splitPins: Family = tableFamily<{ r: SplitPinRow; l: number }, undefined>({
  id: 'part.split-pin.gb91',
  kind: Kind.part,
  label: '开口销 GB/T 91',
  extension: true,
  rows: () => withLengths(SPLIT_PINS, SPLIT_PIN_LENGTHS),
  build: ({ r, l }) => {
    const size = `${num(r.d)}×${l}`;
    const designation = `销 GB/T 91 ${size}`;
    return part({
      code: `GB91-${num(r.d)}x${l}-ST`,
      categoryCode: 'part.fastener.pin.split',
      model: designation,
      name: `开口销 ${size} 钢`,
      standard: 'GB/T 91-2000',
      description: `${designation}，公称规格 ${num(r.d)} mm，长度 ${l} mm，钢。尺寸按 GB/T 91-2000 (ISO 1234)。`,
      params: {
        d: mm(r.d),
        l: mm(l),
        b: mm(r.b),
        material: enumValue('钢'),
      },
    });
  },
});
