// Cross-standard equivalents of a material grade, each with how close it is.
//
//   designationsOf(item.material, item.standard)   // GB, numeric code, ASTM, AISI, UNS, EN, W.-Nr., JIS, ISO
//   relatedGrades('022Cr17Ni12Mo2')                  // other catalogue grades, closeness from the compositions
//
// Closeness:
// - identical: the same grade under another name. For designations of other standards this is what the
//   correspondence data says (an equivalent not marked 近似); between catalogue grades, equal limits.
// - near: composition ranges overlap on all main elements (each overlap at least half of the narrower range).
//   For designations of other standards: the data marks them 近似 (nearest grade of the other system);
//   their own composition is not held, so the mark is stated, not computed.
// - similar: same family (catalogue category), different limits.
// Main elements: those either grade requires a minimum of, plus C, Mn, Cr, Ni, Mo for steels and irons.
import type { MaterialEquivalents } from '../types.ts';
import { type Composition, compositionOf, type ElementLimit } from './composition/composition.ts';
import { MATERIALS } from './materials.data.ts';

export type {
  Closeness,
  DesignationSystem,
  MaterialDesignation as Designation,
} from '@jianku/rules/material-compare-schemas';

import type {
  Closeness,
  MaterialDesignation as Designation,
  DesignationSystem,
} from '@jianku/rules/material-compare-schemas';

/** Column order and labels of the designation systems. */
export const DESIGNATION_SYSTEMS: ReadonlyArray<{ key: DesignationSystem; label: string }> = [
  { key: 'gb', label: 'GB/T' },
  { key: 'gbCode', label: 'GB 统一数字代号' },
  { key: 'astm', label: 'ASTM' },
  { key: 'aisi', label: 'AISI/SAE' },
  { key: 'uns', label: 'UNS' },
  { key: 'en', label: 'EN' },
  { key: 'din', label: 'DIN W.-Nr.' },
  { key: 'jis', label: 'JIS' },
  { key: 'iso', label: 'ISO' },
];

const NEAR_MARK = /近似/;
const WNR = /\b([0-3]\.\d{4})\b/;

function ownSystem(standard: string | null): DesignationSystem | null {
  if (!standard) return null;
  if (/^GB/i.test(standard)) return 'gb';
  if (/^JIS/i.test(standard)) return 'jis';
  if (/^ASTM/i.test(standard)) return 'astm';
  return null;
}

function basisOf(standard: string | null, near: boolean): string {
  if (near) return '对照数据标注为近似牌号 (该标准的成分未收录, 按对照数据而非成分判定)';
  if (standard?.startsWith('GB/T 1220') || standard?.startsWith('GB/T 20878'))
    return 'GB/T 20878-2007 资料性附录 各国牌号对照';
  return '牌号对照数据 (同一牌号的另一名称)';
}

/** The grade's designations in every standard held, each with its closeness; the grade's own first. */
export function designationsOf(
  material: { designation: string; numericCode?: string | null; equivalents: MaterialEquivalents },
  standard: string | null,
): Designation[] {
  const out: Designation[] = [];
  const own = ownSystem(standard);
  const label = (k: DesignationSystem) => DESIGNATION_SYSTEMS.find((s) => s.key === k)?.label ?? k;
  const eq = material.equivalents as Record<string, string | null | undefined>;
  const values: Partial<Record<DesignationSystem, string>> = {};
  for (const { key } of DESIGNATION_SYSTEMS) {
    const v = key === 'gbCode' ? material.numericCode : eq[key];
    if (v?.trim()) values[key] = v.trim();
  }
  if (own && !values[own]) values[own] = material.designation;
  else if (own && values[own] !== material.designation)
    values[own] = `${material.designation}; ${values[own]}`;
  // the EN number (1.4301) is the Werkstoffnummer of DIN
  if (!values.din) {
    const m = WNR.exec(values.en ?? '');
    if (m?.[1] && !NEAR_MARK.test(values.en ?? '')) values.din = m[1];
  }
  for (const { key } of DESIGNATION_SYSTEMS) {
    const value = values[key];
    if (!value) continue;
    const near = NEAR_MARK.test(value);
    const isOwn = key === own || key === 'gbCode';
    out.push({
      system: key,
      label: label(key),
      value,
      closeness: isOwn || !near ? 'identical' : 'near',
      basis: isOwn ? '本牌号 (所属标准)' : basisOf(standard, near),
    });
  }
  return out;
}

// ---- grade to grade, from the compositions ------------------------------------------------------

export interface RelatedGrade {
  designation: string;
  code: string;
  name: string;
  category: string;
  closeness: Closeness;
  /** Element by element, where the limits differ (Chinese, e.g. "Mo: — / 2~3"). */
  differences: string[];
}

const STEEL_MAIN = ['C', 'Mn', 'Cr', 'Ni', 'Mo'];

function range(l: ElementLimit | undefined): [number, number] {
  if (!l) return [0, 0];
  return [l.min ?? 0, l.max ?? Number.POSITIVE_INFINITY];
}

export function formatLimit(l: ElementLimit | undefined): string {
  if (!l) return '—';
  if (l.min !== undefined && l.max !== undefined) return `${l.min}~${l.max}`;
  if (l.max !== undefined) return `≤${l.max}`;
  return `≥${l.min}`;
}

/** Overlap of two ranges as a share of the narrower one (1 when a point lies inside the other). */
function overlapShare(a: [number, number], b: [number, number]): number {
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  if (hi < lo) return 0;
  const narrow = Math.min(a[1] - a[0], b[1] - b[0]);
  if (narrow === 0 || !Number.isFinite(narrow)) return 1;
  return (hi - lo) / narrow;
}

/** Closeness of two compositions, or null when they do not share a base metal or do not come close. */
export function compareCompositions(
  a: Composition,
  b: Composition,
  sameFamily: boolean,
): { closeness: Closeness; differences: string[] } | null {
  if (a.base !== b.base) return null;
  const byA = new Map(a.limits.map((l) => [l.element, l]));
  const byB = new Map(b.limits.map((l) => [l.element, l]));
  const all = [...new Set([...byA.keys(), ...byB.keys()])];
  const differences = all
    .filter((e) => formatLimit(byA.get(e)) !== formatLimit(byB.get(e)))
    .map((e) => `${e}: ${formatLimit(byA.get(e))} / ${formatLimit(byB.get(e))}`);
  if (differences.length === 0) return { closeness: 'identical', differences };
  const main = new Set(all.filter((e) => byA.get(e)?.min !== undefined || byB.get(e)?.min !== undefined));
  if (a.base === 'Fe') for (const e of STEEL_MAIN) if (byA.has(e) || byB.has(e)) main.add(e);
  main.delete('Cu+Ag');
  const near = [...main].every((e) => overlapShare(range(byA.get(e)), range(byB.get(e))) >= 0.5);
  if (near) return { closeness: 'near', differences };
  return sameFamily ? { closeness: 'similar', differences } : null;
}

const ORDER: Record<Closeness, number> = { identical: 0, near: 1, similar: 2 };

/** The other catalogue grades close to a grade, closest first; [] when its composition is not held. */
export function relatedGrades(designation: string): RelatedGrade[] {
  const self = MATERIALS.find((m) => m.designation === designation);
  if (!self) return [];
  const mine = compositionOf(self.designation, self.category);
  if (!mine || !('composition' in mine)) return [];
  const out: RelatedGrade[] = [];
  for (const other of MATERIALS) {
    if (other === self) continue;
    const theirs = compositionOf(other.designation, other.category);
    if (!theirs || !('composition' in theirs)) continue;
    const c = compareCompositions(mine.composition, theirs.composition, other.category === self.category);
    if (!c) continue;
    out.push({
      designation: other.designation,
      code: materialCode(other.designation),
      name: other.name,
      category: other.category,
      ...c,
    });
  }
  return out.sort(
    (x, y) => ORDER[x.closeness] - ORDER[y.closeness] || x.differences.length - y.differences.length,
  );
}

/** The item code of a grade (the same rule as materialItem). */
export function materialCode(designation: string): string {
  return `MAT-${designation.replace(/[^A-Za-z0-9.+-]/g, '')}`;
}
