import type { Key, ReactNode } from 'react';
import './plain-table.css';

/**
 * A small read-only table for the item page's first screen (the series' other sizes, a material's
 * equivalents and properties): a plain <table> drawn like antd's small Table (catalog.css, .jk-plain-table).
 * Why not antd's Table: it brings its pagination, Select, dropdown and tree with it (about 90 KB gzipped),
 * the item page's heaviest first-load weight for tables that neither sort, filter nor page (issue 17).
 * Use antd's Table where a list pages, sorts or selects.
 *
 *   <PlainTable rowKey={(p) => p.key} rows={props} columns={[{ key: 'name', title: '性能', render: (p) => p.name }]} />
 */
export interface PlainColumn<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number;
  className?: string;
}

export interface PlainTableProps<Row> {
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  className?: string;
  bordered?: boolean;
  rowClassName?: (row: Row) => string;
  /** The body scrolls within this height, the header staying in place. */
  maxHeight?: number;
  emptyText?: ReactNode;
}

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

export function PlainTable<Row>({
  columns,
  rows,
  rowKey,
  className,
  bordered = false,
  rowClassName,
  maxHeight,
  emptyText = '暂无数据',
}: PlainTableProps<Row>) {
  return (
    <div
      className={classes('jk-plain-table', bordered && 'jk-plain-table--bordered', className)}
      style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined}
    >
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={column.className} style={{ width: column.width }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="jk-plain-table-empty">
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              return (
                <tr key={key} data-row-key={key} className={rowClassName?.(row) || undefined}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
