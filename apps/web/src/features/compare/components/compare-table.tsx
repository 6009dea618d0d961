/**
 * The comparison side by side: a column per item (its model, brand and a remove button in the head),
 * the item rows (品牌, 名称, 分类 ... of @jianku/rules COMPARE_ITEM_ROWS) then the parameter rows. Rows whose
 * values differ are highlighted; 只看不同 hides the others; the better value of a row (where a direction
 * is defined) carries a 较优 mark.
 *
 *   <CompareTable library="component" result={result} onlyDiffering={false} onRemove={(id) => …} />
 */
import { CloseOutlined, TrophyOutlined } from '@ant-design/icons';
import { COMPARE_ITEM_ROWS } from '@jianku/rules';
import { Button, Table, type TableColumnsType, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { Library } from '../../../components/library/library.ts';
import { LifecycleTag } from '../../../components/lifecycle-tag.tsx';
import type { CompareCell, CompareItem, CompareResult } from '../api/compare.api.ts';

const BETTER_HINT: Record<string, string> = {
  higher: '数值越大越好',
  lower: '数值越小越好（按绝对值）',
  wider: '范围越宽越好',
};

export interface TableRow {
  key: string;
  label: string;
  hint: string | null;
  differs: boolean;
  /** a cell per item */
  cells: Array<{ text: string; best: boolean; lifecycle?: string | null }>;
}

/** The rows shown: item rows (without 型号, shown in the head) then parameter rows. */
export function tableRows(result: CompareResult): TableRow[] {
  const facts = COMPARE_ITEM_ROWS.filter((r) => r.key !== 'model').map((r): TableRow => {
    const texts = result.items.map((i) => r.text(i));
    return {
      key: `item:${r.key}`,
      label: r.label,
      hint: null,
      differs: texts.some((t) => t !== texts[0]),
      cells: result.items.map((item, i) => ({
        text: texts[i] ?? '',
        best: false,
        ...(r.key === 'lifecycle' ? { lifecycle: item.lifecycle } : {}),
      })),
    };
  });
  const params = result.rows.map(
    (row): TableRow => ({
      key: `param:${row.key}`,
      label: row.name,
      hint: row.better ? (BETTER_HINT[row.better] ?? null) : null,
      differs: row.differs,
      cells: row.values.map((v: CompareCell) => ({ text: v.display ?? '', best: v.best })),
    }),
  );
  return [...facts, ...params];
}

function ItemHead({
  library,
  item,
  onRemove,
}: {
  library: Library;
  item: CompareItem;
  onRemove: (id: number) => void;
}) {
  return (
    <div className="jk-compare-head" data-item-id={item.id}>
      <Link to={`/${library}/detail/${item.id}`} className="jk-compare-model">
        {item.model}
      </Link>
      <Tooltip title="从对比中移除">
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          onClick={() => onRemove(item.id)}
          aria-label={`移除 ${item.model}`}
        />
      </Tooltip>
    </div>
  );
}

export function CompareTable({
  library,
  result,
  onlyDiffering,
  onRemove,
}: {
  library: Library;
  result: CompareResult;
  onlyDiffering: boolean;
  onRemove: (id: number) => void;
}) {
  const rows = tableRows(result).filter((r) => !onlyDiffering || r.differs);
  const columns: TableColumnsType<TableRow> = [
    {
      title: '参数',
      key: 'label',
      fixed: 'left',
      width: 200,
      render: (_, row) => (
        <span className="jk-compare-label">
          {row.label}
          {row.hint && (
            <Tooltip title={`${row.hint}；最优值标“较优”`}>
              <TrophyOutlined className="jk-compare-hint" aria-label={row.hint} />
            </Tooltip>
          )}
        </span>
      ),
    },
    ...result.items.map((item, i) => ({
      title: <ItemHead library={library} item={item} onRemove={onRemove} />,
      key: `item-${item.id}`,
      width: 180,
      render: (_: unknown, row: TableRow) => {
        const cell = row.cells[i];
        if (!cell || cell.text === '') return <span className="jk-compare-none">—</span>;
        if (cell.lifecycle) return <LifecycleTag value={cell.lifecycle} />;
        return (
          <span className={cell.best ? 'jk-compare-best' : undefined}>
            {cell.text}
            {cell.best && <span className="jk-compare-best-mark">较优</span>}
          </span>
        );
      },
    })),
  ];
  return (
    <Table<TableRow>
      className="jk-compare-table"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      size="middle"
      bordered
      scroll={{ x: 200 + 180 * result.items.length }}
      rowClassName={(row) => (row.differs ? 'is-differ' : '')}
      locale={{ emptyText: '所选条目的参数完全相同' }}
    />
  );
}
