/**
 * A count as zh-CN writes it (1,234,567), without Intl (issue 17).
 *
 *   共 <strong>{formatCount(result.total)}</strong> 条结果
 *
 * Why: `n.toLocaleString('zh-CN')` builds an ICU number formatter on every call, and the first one loads the
 * locale's data: on a slow phone the search page's counts (the total, one per facet) cost a long task of their
 * own. Counts are integers, grouped by thousands with a comma, which is all zh-CN does to them.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
