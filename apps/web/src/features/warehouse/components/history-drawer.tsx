/** An item's stock history (出入库记录, a dialog), newest first, with its total and minimum; the item is in the address (?item=). */
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { fetchHistory, type HistoryPage, WAREHOUSE_KEY } from '../api/warehouse.api.ts';
import { chinaTime } from './time.ts';

type Movement = HistoryPage['list'][number];

export function HistoryDrawer({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: [...WAREHOUSE_KEY, 'history', itemId, page],
    queryFn: () => fetchHistory(itemId, page),
  });
  const item = history.data?.item;
  return (
    <Modal open width={960} title="出入库记录" footer={null} onCancel={onClose} destroyOnHidden>
      {item && (
        <Descriptions size="small" column={2} className="jk-wh-history-head">
          <Descriptions.Item label="型号">{item.model}</Descriptions.Item>
          <Descriptions.Item label="名称">{item.name}</Descriptions.Item>
          <Descriptions.Item label="企业内部料号">{item.internalCode || '—'}</Descriptions.Item>
          <Descriptions.Item label="合计库存">
            {item.quantity}
            {item.minQuantity > 0 && item.quantity < item.minQuantity && (
              <Tag color="red" style={{ marginLeft: 8 }}>
                低于最低库存 {item.minQuantity}
              </Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      {history.isError && <Empty description="该条目不在本企业库中" />}
      <Table<Movement>
        rowKey="id"
        size="small"
        loading={history.isPending}
        dataSource={history.data?.list ?? []}
        locale={{ emptyText: <Empty description="暂无出入库记录" /> }}
        pagination={{
          current: page,
          pageSize: 20,
          total: history.data?.total ?? 0,
          onChange: setPage,
          showTotal: (t) => `共 ${t} 条`,
        }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 150, render: chinaTime },
          {
            title: '类型',
            dataIndex: 'kindLabel',
            width: 64,
            render: (label: string, m) => <Tag color={m.delta > 0 ? 'green' : 'orange'}>{label}</Tag>,
          },
          { title: '库位', dataIndex: 'locationPath' },
          {
            title: '数量',
            dataIndex: 'delta',
            width: 70,
            align: 'right',
            render: (d: number) => (d > 0 ? `+${d}` : String(d)),
          },
          { title: '变动后', dataIndex: 'quantityAfter', width: 70, align: 'right' },
          { title: '原因', dataIndex: 'reason' },
          { title: '单据号', dataIndex: 'reference', render: (r: string) => r || '—' },
          { title: '操作人', dataIndex: 'actorName', width: 90 },
        ]}
      />
    </Modal>
  );
}
