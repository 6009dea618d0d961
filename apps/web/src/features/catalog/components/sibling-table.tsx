import { Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Library } from '../../../components/library/library.ts';
import { whenIdle } from '../../../lib/idle.ts';
import type { ItemDetail, ItemSummary } from '../api/catalog.types.ts';
import {
  distinctLabel,
  formatParamValue,
  itemPathOfKind,
  paramColumnsOf,
  placeCurrent,
} from '../model/catalog.model.ts';
import { type PlainColumn, PlainTable } from './plain-table.tsx';

/** Sibling parameter columns shown at most (the side column is narrow). */
const MAX_COLUMNS = 2;

/** Scrolls the list in `box` so that the current item's row sits in its middle (as near as its ends allow). */
function centreCurrentRow(box: HTMLElement | null, currentId: number): void {
  const body = box?.querySelector<HTMLElement>('.jk-plain-table');
  const row = body?.querySelector<HTMLElement>(`tr[data-row-key="${currentId}"]`);
  if (!body || !row) return;
  const top = Math.max(0, row.offsetTop - (body.clientHeight - row.offsetHeight) / 2);
  if (body.scrollTop !== top) body.scrollTop = top;
}

/**
 * Other sizes of the same series: each links to its detail page; the current one is marked and not a link.
 * The key parameters that differ between the sizes are shown beside the model.
 */
export function SiblingTable({
  library,
  current,
  siblings,
}: {
  library: Library;
  current: ItemDetail;
  siblings: readonly ItemSummary[];
}) {
  const rows = placeCurrent(current, siblings);
  const box = useRef<HTMLDivElement>(null);
  const currentId = current.id;
  const count = rows.length;
  // The current size is scrolled into the middle of the list (the list itself scrolls, not the page); again
  // when the item or the list changes. Once the page is idle, when its layout is done: read right after the
  // commit, the rows' places forced a layout in the item page's load (issue 17: a phone's TBT).
  useEffect(() => {
    if (count === 0) return;
    return whenIdle(() => centreCurrentRow(box.current, currentId));
  }, [currentId, count]);
  // The parameters that tell the sizes apart: those with the most distinct values, in their own order.
  const spread = paramColumnsOf(rows)
    .map((column) => ({
      column,
      distinct: new Set(rows.map((r) => r.keyParams.find((p) => p.key === column.key)?.display)).size,
    }))
    .filter((c) => c.distinct > 1);
  const keep = new Set(
    [...spread]
      .sort((a, b) => b.distinct - a.distinct)
      .slice(0, MAX_COLUMNS)
      .map((c) => c.column.key),
  );
  const varying = spread.filter((c) => keep.has(c.column.key)).map((c) => c.column);
  const columns: PlainColumn<ItemSummary>[] = [
    {
      key: 'model',
      title: '型号',
      className: 'jk-sibling-model',
      render: (item) =>
        item.id === current.id ? (
          <span className="jk-sibling-current" aria-current="page">
            {distinctLabel(item, rows)} <Tag color="blue">当前</Tag>
          </span>
        ) : (
          <Link to={itemPathOfKind(item.kind, item.id, library)}>{distinctLabel(item, rows)}</Link>
        ),
    },
    ...varying.map((column) => ({
      key: `p:${column.key}`,
      title: column.name,
      width: 96,
      render: (item: ItemSummary) =>
        formatParamValue(item.keyParams.find((p) => p.key === column.key)?.display),
    })),
  ];
  return (
    <div ref={box}>
      <PlainTable<ItemSummary>
        className="jk-siblings"
        rowKey={(item) => item.id}
        maxHeight={560}
        rows={rows}
        columns={columns}
        rowClassName={(item) => (item.id === current.id ? 'is-current' : '')}
      />
    </div>
  );
}
