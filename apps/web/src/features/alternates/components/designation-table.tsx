import { Table, Tag } from 'antd';
import type { Designation } from '../api/alternates.types.ts';
import { RELATION } from '../model/alternates.model.ts';

/** The same standard part under its other designations (standards' correspondence, makers' suffixes, old GB). */
export function DesignationTable({
  designations,
  compact,
}: {
  designations: Designation[];
  compact?: boolean;
}) {
  return (
    <Table<Designation>
      className="jk-alt-designations"
      size="small"
      pagination={false}
      rowKey={(d) => `${d.system} ${d.designation}`}
      dataSource={designations}
      columns={[
        { title: '标记 / 代号', dataIndex: 'designation', width: 220 },
        { title: '体系', dataIndex: 'system', width: 150 },
        {
          title: '关系',
          dataIndex: 'relation',
          width: 150,
          render: (r: Designation['relation']) => <Tag color={RELATION[r].color}>{RELATION[r].label}</Tag>,
        },
        { title: '说明', dataIndex: 'note' },
        ...(compact ? [] : [{ title: '出处', dataIndex: 'source', width: 280 }]),
      ]}
    />
  );
}
