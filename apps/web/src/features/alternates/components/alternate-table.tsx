import { Table, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { LifecycleTag } from '../../../components/lifecycle-tag.tsx';
import type { AlternateView } from '../api/alternates.types.ts';
import { detailPath, summaryOf } from '../model/alternates.model.ts';
import { CheckTable } from './check-table.tsx';

interface Props {
  alternates: AlternateView[];
  /** show the package column (components) */
  showPackage: boolean;
  /** rows opened at first (their parameter-by-parameter table) */
  expandFirst?: number;
  loading?: boolean;
  compact?: boolean;
}

/** the reason's least width: in a narrow panel (plugin mode, 500 px) the table scrolls rather than squeeze it */
const SUMMARY_MIN = 240;
/** antd's expand-icon column */
const EXPAND_WIDTH = 48;

/**
 * Alternates in their order (drop-in first, active first, other brands first), each with its verdict and a
 * one-line reason; a row opens to the judgement parameter by parameter.
 */
export function AlternateTable({ alternates, showPackage, expandFirst = 0, loading, compact }: Props) {
  const columns: TableColumnsType<AlternateView> = [
    {
      title: '型号',
      key: 'model',
      width: compact ? 220 : 260,
      render: (_, a) => (
        <div>
          <Link to={detailPath(a.item.kind, a.item.id)} className="jk-alt-model">
            {a.item.model}
          </Link>
          {!compact && <div className="jk-alt-name">{a.item.name}</div>}
        </div>
      ),
    },
    {
      title: '品牌',
      key: 'brand',
      width: compact ? 110 : 150,
      render: (_, a) => (a.item.brand ? a.item.brand.nameZh || a.item.brand.nameEn : '通用（按标准）'),
    },
    ...(showPackage
      ? [
          {
            title: '封装',
            key: 'package',
            width: 80,
            render: (_: unknown, a: AlternateView) => a.item.package ?? '—',
          },
        ]
      : []),
    ...(compact
      ? []
      : [
          {
            title: '生命周期',
            key: 'lifecycle',
            width: 120,
            render: (_: unknown, a: AlternateView) =>
              a.item.lifecycle ? <LifecycleTag value={a.item.lifecycle} /> : '—',
          },
        ]),
    {
      title: '结论',
      key: 'verdict',
      width: 120,
      render: (_, a) => (a.dropIn ? <Tag color="green">可直接替换</Tag> : <Tag color="orange">功能替代</Tag>),
    },
    {
      title: '原因',
      key: 'summary',
      render: (_, a) => <span className="jk-alt-summary">{summaryOf(a)}</span>,
    },
  ];
  // the columns' widths and the reason's least width: a narrower panel scrolls sideways; a wider one is as before
  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), EXPAND_WIDTH);
  return (
    <Table<AlternateView>
      className="jk-alt-table"
      size={compact ? 'small' : 'middle'}
      loading={loading}
      rowKey={(a) => a.item.id}
      dataSource={alternates}
      scroll={{ x: width + SUMMARY_MIN }}
      pagination={compact ? false : { pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      expandable={{
        expandedRowRender: (a) => <CheckTable checks={a.checks} />,
        defaultExpandedRowKeys: alternates.slice(0, expandFirst).map((a) => a.item.id),
      }}
      locale={{ emptyText: '没有符合条件的替代条目' }}
      columns={columns}
    />
  );
}
