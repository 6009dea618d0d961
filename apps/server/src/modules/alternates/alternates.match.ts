/**
 * The judgement of one candidate against the original, parameter by parameter, under the category's rule
 * (alternates.rules.ts). Pure: no database, so the service, the bench and the tests judge the same way.
 *
 *   const j = judge(rule, original, candidate);
 *   j.dropIn      // true: same key values, every rating at least as good
 *   j.checks      // [{ key, verdict: 'equal' | 'better' | 'worse' | 'different' | 'missing' | 'info', ... }]
 */
import type { ParamValue } from '@jianku/catalog';
import type { AlternateRule, ParamRule } from './alternates.rules.ts';

export type { AlternateVerdict as Verdict } from '@jianku/rules/alternates-schemas';

import type { AlternateVerdict as Verdict } from '@jianku/rules/alternates-schemas';

export interface ParamJudgement {
  key: string;
  /** the original's display value, null when it has none */
  original: string | null;
  candidate: string | null;
  verdict: Verdict;
  /** why a worse / different / missing value makes the candidate only functional */
  note?: string;
}

export interface Judgement {
  dropIn: boolean;
  checks: ParamJudgement[];
  /** Chinese reasons that keep it functional (empty for a drop-in) */
  reasons: string[];
}

/*
 * A rating the candidate's data does not state ('missing') is shown as 未标注 and does not block a drop-in: the
 * catalogue holds what each maker prints, and a maker that prints no TCR or load rating in its table is not
 * worse for it. The key values and every 'same' property are always stated where they matter.
 */

export interface JudgedItem {
  package: string | null;
  params: Record<string, ParamValue>;
}

/** Relative slack for equal numbers: values parsed from different spellings (10k, 10.0kΩ) may differ in the last bits. */
const EPS = 1e-9;

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= EPS * Math.max(Math.abs(a), Math.abs(b));
}

/** A relative tolerance in %, also from an absolute one (±0.25 pF on 1 pF = 25 %). */
function relativeValue(
  rule: ParamRule,
  params: Record<string, ParamValue>,
): { si: number; display: string } | null {
  const own = params[rule.key];
  if (own && own.si !== null) return { si: own.si, display: own.display };
  if (!rule.absolute) return null;
  const abs = params[rule.absolute.key];
  const base = params[rule.absolute.relativeTo];
  if (!abs || abs.si === null || !base || !base.si) return null;
  return { si: abs.si / base.si, display: abs.display };
}

function compareNumbers(rule: ParamRule, a: number, b: number): Verdict {
  if (sameNumber(a, b)) return 'equal';
  if (rule.check === 'same' || rule.check === 'key') return 'different';
  if (rule.check === 'info') return 'info';
  const better = rule.check === 'higher' ? b > a : b < a;
  return better ? 'better' : 'worse';
}

function compareOrdered(rule: ParamRule, a: string, b: string): Verdict {
  if (a === b) return 'equal';
  const order = rule.order ?? [];
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  // two classes not on one scale (steel 8.8 against stainless A2-70) are not comparable
  if (ia < 0 || ib < 0) return 'different';
  return ib < ia ? 'better' : 'worse';
}

function covers(a: ParamValue, b: ParamValue): Verdict {
  const aLo = a.si ?? Number.NaN;
  const aHi = a.siMax ?? aLo;
  const bLo = b.si ?? Number.NaN;
  const bHi = b.siMax ?? bLo;
  if (sameNumber(aLo, bLo) && sameNumber(aHi, bHi)) return 'equal';
  return bLo <= aLo + EPS && bHi >= aHi - EPS ? 'better' : 'worse';
}

function judgeParam(rule: ParamRule, original: JudgedItem, candidate: JudgedItem): ParamJudgement | null {
  const a = original.params[rule.key];
  const b = candidate.params[rule.key];
  const ra = rule.check === 'lower' ? relativeValue(rule, original.params) : null;
  const rb = rule.check === 'lower' ? relativeValue(rule, candidate.params) : null;
  const aDisplay = ra?.display ?? a?.display ?? null;
  const bDisplay = rb?.display ?? b?.display ?? null;
  if (aDisplay === null && bDisplay === null) return null;
  const base = { key: rule.key, original: aDisplay, candidate: bDisplay };
  if (rule.check === 'info') {
    return { ...base, verdict: aDisplay === bDisplay ? 'equal' : 'info' };
  }
  // the original states nothing: nothing to keep up with
  if (aDisplay === null) return { ...base, verdict: 'equal' };
  if (bDisplay === null) return { ...base, verdict: 'missing', note: '替代件未标注，请核对数据手册' };

  let verdict: Verdict;
  if (ra && rb) verdict = compareNumbers(rule, ra.si, rb.si);
  else if (rule.check === 'covers' && a && b) verdict = covers(a, b);
  else if (a && b && a.si !== null && b.si !== null) verdict = compareNumbers(rule, a.si, b.si);
  else if (rule.check === 'order') verdict = compareOrdered(rule, aDisplay, bDisplay);
  else verdict = aDisplay === bDisplay ? 'equal' : 'different';

  const blocking = verdict === 'worse' || verdict === 'different';
  return blocking && rule.why ? { ...base, verdict, note: rule.why } : { ...base, verdict };
}

/**
 * Judges `candidate` as a replacement for `original` (both of the rule's category); null when a key value
 * differs (another length, another bearing size: no alternate at all).
 */
export function judge(rule: AlternateRule, original: JudgedItem, candidate: JudgedItem): Judgement | null {
  const checks: ParamJudgement[] = [];
  const reasons: string[] = [];
  if (rule.samePackage) {
    const equal = (original.package ?? '') === (candidate.package ?? '');
    checks.push({
      key: 'package',
      original: original.package,
      candidate: candidate.package,
      verdict: equal ? 'equal' : 'different',
      ...(equal ? {} : { note: '封装不同，焊盘不兼容' }),
    });
    if (!equal) reasons.push('封装不同，焊盘不兼容');
  }
  for (const p of rule.params) {
    const j = judgeParam(p, original, candidate);
    if (!j) continue;
    if (p.check === 'key' && j.verdict !== 'equal') return null;
    checks.push(j);
    if (j.verdict === 'worse' || j.verdict === 'different') reasons.push(j.note ?? '参数不同');
  }
  if (rule.caveat && reasons.length === 0) reasons.push(rule.caveat);
  return { dropIn: reasons.length === 0, checks, reasons };
}
