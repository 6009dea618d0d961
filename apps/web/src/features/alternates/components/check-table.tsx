import { Table, Tag } from 'antd';
import type { CheckView } from '../api/alternates.types.ts';
import { VERDICT } from '../model/alternates.model.ts';

/** The judgement of one alternate parameter by parameter: the original's value, the alternate's, the verdict. */
export function CheckTable({ checks }: { checks: CheckView[] }) {
  return (
    <Table<CheckView>
      className="jk-alt-checks"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={checks}
      columns={[
        { title: '参数', dataIndex: 'name', width: 200 },
        { title: '原件', dataIndex: 'original', width: 180, render: (v: string | null) => v ?? '—' },
        { title: '替代件', dataIndex: 'candidate', width: 180, render: (v: string | null) => v ?? '—' },
        {
          title: '比较',
          dataIndex: 'verdict',
          width: 150,
          render: (v: CheckView['verdict']) => <Tag color={VERDICT[v].color}>{VERDICT[v].label}</Tag>,
        },
        { title: '说明', dataIndex: 'note', render: (v: string | undefined) => v ?? '' },
      ]}
    />
  );
}
