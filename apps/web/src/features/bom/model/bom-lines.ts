/**
 * The page's BOM rows: each line as the BOM said it with its match, a user's choice applied, the counts shown in
 * the summary, and the lines as saved. Pure.
 */
import type { BomLineInput } from '@jianku/rules';
import type { BomLineMatch, BomSaveBody } from '@jianku/rules/bom-schemas';

export interface BomRow {
  input: BomLineInput;
  match: BomLineMatch;
}

export const CHOSEN_REASON = '由用户选定';
export const UNMATCHED_REASON = '由用户标为不匹配';

/** The row with the user's choice: one of its candidates, or none. */
export function choose(row: BomRow, itemId: number | null): BomRow {
  const item = itemId === null ? null : (row.match.candidates.find((c) => c.id === itemId) ?? null);
  return {
    ...row,
    match: {
      ...row.match,
      item,
      confidence: item ? 'exact' : 'none',
      reason: item ? CHOSEN_REASON : UNMATCHED_REASON,
      chosen: true,
    },
  };
}

export function counts(rows: readonly BomRow[]) {
  const c = { total: rows.length, exact: 0, parameters: 0, none: 0, chosen: 0 };
  // a line the user chose an item for counts as chosen only
  for (const r of rows) {
    if (r.match.chosen && r.match.item) c.chosen++;
    else c[r.match.confidence]++;
  }
  return c;
}

/** What the BOM asked, in one text (型号, else 值 封装 描述). */
export function askedText(input: BomLineInput): string {
  const parts = [input.mpn, input.value, input.footprint, input.description].filter((t) => t !== '');
  return parts.join(' · ');
}

export function savedLines(rows: readonly BomRow[]): BomSaveBody['lines'] {
  return rows.map(({ input, match }) => ({
    input,
    itemId: match.item?.id ?? null,
    confidence: match.confidence,
    reason: match.reason.slice(0, 500),
    query: match.query.slice(0, 1000),
    candidateIds: match.candidates.slice(0, 5).map((c) => c.id),
    chosen: match.chosen,
  }));
}
