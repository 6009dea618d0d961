/** The wire-to-board header rows' lookup (pin-header-connector.ts, smd-header-connector.ts). */
import type { ItemInput } from './family.ts';

/** The row holding an item's part number and its position count, or undefined when no row holds it. */
export function rowFor<R extends { parts: RegExp; ns: readonly [number, number] }>(
  rows: readonly R[],
  item: Pick<ItemInput, 'model' | 'params'>,
): [R, number] | undefined {
  const row = rows.find((r) => r.parts.test(item.model));
  const n = item.params.positions?.si;
  if (!row || typeof n !== 'number' || n < row.ns[0] || n > row.ns[1]) return undefined;
  return [row, n];
}
