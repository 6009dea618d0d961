/**
 * Labels and addresses of the alternates feature: the Chinese verdicts and their colours, the address of the
 * similarity page and of an item page (kept here: features do not import each other).
 *
 *   verdictLabel('better')            // '更优'
 *   similarityPath('component', 42)   // '/component/similarity?id=42'
 */
import { LIFECYCLE } from '../../../components/lifecycle-tag.tsx';
import type { AlternateView, Designation, Lifecycle, Verdict } from '../api/alternates.types.ts';

export const VERDICT: Record<Verdict, { label: string; color: string }> = {
  equal: { label: '相同', color: 'default' },
  better: { label: '更优', color: 'green' },
  worse: { label: '更差', color: 'red' },
  different: { label: '不同', color: 'orange' },
  missing: { label: '未标注', color: 'gold' },
  info: { label: '不同（不影响替换）', color: 'blue' },
};

export function verdictLabel(v: Verdict): string {
  return VERDICT[v].label;
}

export const RELATION: Record<Designation['relation'], { label: string; color: string }> = {
  identical: { label: '等同', color: 'green' },
  equivalent: { label: '等效', color: 'blue' },
  similar: { label: '相近（非完全互换）', color: 'orange' },
};

export const LIFECYCLE_OPTIONS: Array<{ value: Lifecycle; label: string }> = (
  ['active', 'nrnd', 'eol', 'obsolete'] as const
).map((value) => ({ value, label: LIFECYCLE[value].label }));

export type AltLibrary = 'part' | 'component';

export function libraryOfKind(kind: number): AltLibrary {
  return kind === 1 ? 'part' : 'component';
}

export function similarityPath(library: AltLibrary, id: number): string {
  return `/${library}/similarity?id=${id}`;
}

export function detailPath(kind: number, id: number): string {
  return `/${libraryOfKind(kind)}/detail/${id}`;
}

/** One line about an alternate: why it is only functional, or what is better than the original. */
export function summaryOf(a: AlternateView): string {
  if (!a.dropIn) return a.reasons.join('；');
  const better = a.checks.filter((c) => c.verdict === 'better').map((c) => c.name);
  const missing = a.checks.filter((c) => c.verdict === 'missing').map((c) => c.name);
  const same = missing.length > 0 ? '其余已标注的参数相同' : '其余相同';
  const parts = [
    better.length > 0
      ? `${better.join('、')}更优，${same}`
      : missing.length > 0
        ? '已标注的关键参数与额定值相同'
        : '关键参数与额定值均相同',
  ];
  if (missing.length > 0) parts.push(`${missing.join('、')}未标注，请核对`);
  return parts.join('；');
}
