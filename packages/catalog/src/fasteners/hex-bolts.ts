// Hexagon head bolts: GB/T 5782 / 5783 (base families), fine pitch thread GB/T 5785 / 5786 and product grade C
// GB/T 5780 / 5781 (extension families), each size × commercial length × the standard's classes and finishes.
// Sources per table in the *.data.ts files.

import { type Family, tableFamily } from '../family.ts';
import { classLabel, codeSafe, hexBoltParams, part, thread } from '../part-item.ts';
import { Kind } from '../types.ts';
import { num } from '../units.ts';
import {
  BOLT_LENGTHS,
  boltClasses,
  boltGrade,
  type ClassFinish,
  FINISH_CODE,
  GB5782_L_RANGE,
  GB5783_L_RANGE,
  HEX_BOLT_K,
  THREADS,
  type ThreadRow,
} from './hex-bolt.data.ts';
import { GB5780_L_RANGE, GB5781_L_RANGE, gradeCBoltClasses } from './hex-bolt-c.data.ts';
import { FINE_BOLTS_FULL, FINE_BOLTS_PARTIAL, type FineBoltRow } from './hex-bolt-fine.data.ts';

// ---- hexagon head bolts -------------------------------------------------------------------------

export function hexBoltFamily(std: '5782' | '5783'): Family {
  const ranges = std === '5782' ? GB5782_L_RANGE : GB5783_L_RANGE;
  const standard = std === '5782' ? 'GB/T 5782-2016' : 'GB/T 5783-2016';
  return tableFamily<{ t: ThreadRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt.gb${std}`,
    kind: Kind.part,
    label: std === '5782' ? '六角头螺栓 GB/T 5782' : '六角头螺栓 全螺纹 GB/T 5783',
    rows: () =>
      THREADS.flatMap((t) => {
        const [lo, hi] = ranges[t.d] ?? [0, -1];
        const lengths = BOLT_LENGTHS.filter((l) => l >= lo && l <= hi);
        const classes = boltClasses(t.d);
        return lengths.flatMap((l) => classes.map((cf) => ({ t, l, cf })));
      }),
    build: ({ t, l, cf }) => {
      const size = `${thread(t.d)}×${l}`;
      const designation = `螺栓 GB/T ${std} ${size}`;
      const k = HEX_BOLT_K[t.d] ?? 0;
      const params = hexBoltParams({
        thread: thread(t.d),
        d: t.d,
        p: t.p,
        l,
        s: t.s,
        k,
        partial: std === '5782',
        grade: boltGrade(t.d, l),
        cf,
      });
      return part({
        code: `GB${std}-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: 'part.fastener.bolt.hex',
        model: `${designation} ${cf.propertyClass}`,
        name: `六角头螺栓${std === '5783' ? ' 全螺纹' : ''} ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
        standard,
        description: `${designation}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 ${boltGrade(t.d, l)}。尺寸按 ${standard}。`,
        params,
      });
    },
  });
}

// ---- hexagon head bolts, fine pitch thread ----------------------------------------------------------

export function fineBoltFamily(std: '5786' | '5785'): Family {
  const partial = std === '5786';
  const table = partial ? FINE_BOLTS_PARTIAL : FINE_BOLTS_FULL;
  const standard = `GB/T ${std}-2016`;
  const iso = partial ? 'ISO 8765' : 'ISO 8676';
  return tableFamily<{ r: FineBoltRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt-fine.gb${std}`,
    kind: Kind.part,
    label: partial ? '六角头螺栓 细牙 GB/T 5786' : '六角头螺栓 细牙 全螺纹 GB/T 5785',
    extension: true,
    rows: () =>
      table.flatMap((r) =>
        BOLT_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).flatMap((l) =>
          boltClasses(r.d).map((cf) => ({ r, l, cf })),
        ),
      ),
    build: ({ r, l, cf }) => {
      const th = `${thread(r.d)}×${num(r.p)}`;
      const size = `${th}×${l}`;
      const designation = `螺栓 GB/T ${std} ${size}`;
      const grade = boltGrade(r.d, l);
      const params = hexBoltParams({ thread: th, d: r.d, p: r.p, l, s: r.s, k: r.k, partial, grade, cf });
      return part({
        code: `GB${std}-${codeSafe(size.replaceAll('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: 'part.fastener.bolt.hex',
        model: `${designation} ${cf.propertyClass}`,
        name: `六角头螺栓 细牙${partial ? '' : ' 全螺纹'} ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
        standard,
        description: `${designation}，细牙螺纹 ${th}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 ${grade}。尺寸按 ${standard} (${iso})。`,
        params,
      });
    },
  });
}

// ---- hexagon head bolts, product grade C -------------------------------------------------------------

export function gradeCBoltFamily(std: '5780' | '5781'): Family {
  const partial = std === '5780';
  const ranges = partial ? GB5780_L_RANGE : GB5781_L_RANGE;
  const standard = `GB/T ${std}-2016`;
  const iso = partial ? 'ISO 4016' : 'ISO 4018';
  return tableFamily<{ t: ThreadRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt-c.gb${std}`,
    kind: Kind.part,
    label: partial ? '六角头螺栓 C级 GB/T 5780' : '六角头螺栓 全螺纹 C级 GB/T 5781',
    extension: true,
    rows: () =>
      THREADS.filter((t) => ranges[t.d] !== undefined).flatMap((t) => {
        const [lo, hi] = ranges[t.d] ?? [0, -1];
        return BOLT_LENGTHS.filter((l) => l >= lo && l <= hi).flatMap((l) =>
          gradeCBoltClasses(t.d).map((cf) => ({ t, l, cf })),
        );
      }),
    build: ({ t, l, cf }) => {
      const size = `${thread(t.d)}×${l}`;
      const designation = `螺栓 GB/T ${std} ${size}`;
      const params = hexBoltParams({
        thread: thread(t.d),
        d: t.d,
        p: t.p,
        l,
        s: t.s,
        k: HEX_BOLT_K[t.d] ?? 0,
        partial,
        grade: 'C',
        cf,
      });
      return part({
        code: `GB${std}-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: 'part.fastener.bolt.hex-c',
        model: `${designation} ${cf.propertyClass}`,
        name: `六角头螺栓${partial ? '' : ' 全螺纹'} C级 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
        standard,
        description: `${designation}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 C。尺寸按 ${standard} (${iso})。`,
        params,
      });
    },
  });
}
