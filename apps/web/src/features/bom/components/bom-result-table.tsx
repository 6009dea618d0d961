/**
 * The matched BOM: one row per line (行, 位号, 数量, what the BOM asked), its match (model, name, a confidence tag,
 * the reason), a choice among the candidates to fix it (or 不匹配), and 加入对比 for a matched item.
 */
import { BOM_CONFIDENCE_LABELS, type BomConfidence } from '@jianku/rules';
import { Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { AddToCompareButton } from '../../../components/compare-tray/add-to-compare-button.tsx';
import { askedText, type BomRow } from '../model/bom-lines.ts';

const CONFIDENCE_COLORS: Readonly<Record<BomConfidence, string>> = {
  exact: 'green',
  parameters: 'blue',
  none: 'red',
};

const detailPath = (kind: number, id: number) => `/${kind === 1 ? 'part' : 'component'}/detail/${id}`;

function MatchCell({ row }: { row: BomRow }) {
  const { match } = row;
  const label = match.chosen && match.item ? '用户选定' : BOM_CONFIDENCE_LABELS[match.confidence];
  return (
    <div className="jk-bom-match">
      <div>
        <Tag color={match.chosen && match.item ? 'gold' : CONFIDENCE_COLORS[match.confidence]}>{label}</Tag>
        {match.item ? (
          <Link to={detailPath(match.item.kind, match.item.id)} className="jk-bom-match-model">
            {match.item.model}
          </Link>
        ) : (
          <Typography.Text type="secondary">未匹配</Typography.Text>
        )}
      </div>
      {match.item && <div className="jk-bom-match-name">{match.item.name}</div>}
      <div className="jk-bom-match-reason">{match.reason}</div>
    </div>
  );
}

function ChoiceCell({
  row,
  onChoose,
  disabled,
}: {
  row: BomRow;
  onChoose: (itemId: number | null) => void;
  disabled: boolean;
}) {
  const { candidates, item } = row.match;
  if (candidates.length === 0) return <Typography.Text type="secondary">无候选</Typography.Text>;
  const options = [
    ...candidates.map((c) => ({
      value: c.id,
      label: `${c.model}（${c.brand?.nameZh ?? '—'}）${c.package ?? ''}`,
    })),
    { value: -1, label: '不匹配' },
  ];
  return (
    <Select
      size="small"
      className="jk-bom-choice"
      value={item ? item.id : -1}
      options={options}
      disabled={disabled}
      onChange={(v: number) => onChoose(v < 0 ? null : v)}
      aria-label={`修正第 ${row.input.line} 行的匹配`}
      popupMatchSelectWidth={false}
    />
  );
}

export function BomResultTable({
  rows,
  onChoose,
  canChoose,
}: {
  rows: readonly BomRow[];
  onChoose: (row: BomRow, itemId: number | null) => void;
  canChoose: boolean;
}) {
  const columns: TableColumnsType<BomRow> = [
    { title: '行', key: 'line', width: 56, render: (_, r) => r.input.line },
    { title: '位号', key: 'designator', width: 140, ellipsis: true, render: (_, r) => r.input.designator },
    { title: '数量', key: 'quantity', width: 64, render: (_, r) => r.input.quantity ?? '' },
    { title: 'BOM 中的描述', key: 'asked', width: 260, render: (_, r) => askedText(r.input) },
    { title: '匹配结果', key: 'match', render: (_, r) => <MatchCell row={r} /> },
    {
      title: '修正',
      key: 'choose',
      width: 240,
      render: (_, r) => <ChoiceCell row={r} disabled={!canChoose} onChoose={(id) => onChoose(r, id)} />,
    },
    {
      title: '对比',
      key: 'compare',
      width: 120,
      render: (_, r) =>
        r.match.item && r.match.item.kind !== 4 ? (
          <AddToCompareButton
            item={{ id: r.match.item.id, kind: r.match.item.kind, model: r.match.item.model }}
          />
        ) : null,
    },
  ];
  return (
    <Table<BomRow>
      className="jk-bom-table"
      size="small"
      rowKey={(r) => r.input.line}
      columns={columns}
      dataSource={[...rows]}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      rowClassName={(r) => (r.match.item ? '' : 'jk-bom-row-none')}
    />
  );
}
