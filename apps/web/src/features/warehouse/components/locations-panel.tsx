/**
 * The location tree (库位) of the warehouse page: choosing one filters the stock to it and its children.
 * Owners and admins (org:stock:manage) add a location (under the chosen one, or at the top), rename and delete
 * an empty one; the server's refusals (同一上级下已有库位…, 仍有库存…) are shown as they come.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { WAREHOUSE_LIMITS, WarehouseMessage } from '@jianku/rules/warehouse-schemas';
import { Button, Empty, Form, Input, Modal, Popconfirm, Skeleton, Space, Tree } from 'antd';
import { useState } from 'react';
import { isJkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { addLocation, deleteLocation, type StockLocation, updateLocation } from '../api/warehouse.api.ts';
import { locationTree } from './location-tree.ts';

interface Props {
  locations: StockLocation[];
  selected: number | null;
  onSelect: (id: number | null) => void;
  canManage: boolean;
  loading: boolean;
  onChanged: () => Promise<void>;
}

function NameModal({
  title,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async ({ name }: { name: string }) => {
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (err) {
      setProblem(isJkError(err) ? err.message : '保存失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ name: initial }}>
        <Form.Item
          name="name"
          label="库位名称"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
          rules={[
            { required: true, whitespace: true, message: WarehouseMessage.locationNameRequired },
            { max: WAREHOUSE_LIMITS.locationName, message: WarehouseMessage.locationNameTooLong },
            { pattern: /^[^/]*$/, message: WarehouseMessage.locationNameSlash },
          ]}
        >
          <Input placeholder="如：一号仓、A 货架、第 2 层" onChange={() => setProblem(null)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function LocationsPanel({ locations, selected, onSelect, canManage, loading, onChanged }: Props) {
  const [editing, setEditing] = useState<null | 'add' | 'rename'>(null);
  const current = locations.find((l) => l.id === selected);
  const remove = async () => {
    if (!current) return;
    try {
      await deleteLocation(current.id);
      toast.success('库位已删除');
      onSelect(null);
      await onChanged();
    } catch (err) {
      toast.error(isJkError(err) ? err.message : '删除失败，请稍后重试');
    }
  };
  return (
    <aside className="jk-cat-panel jk-wh-locations" aria-label="库位">
      <div className="jk-wh-locations-head">
        <h2>库位</h2>
        {canManage && (
          <Space size={4}>
            <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('add')}>
              {current ? '新建下级' : '新建库位'}
            </Button>
            {current && (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label="重命名库位"
                onClick={() => setEditing('rename')}
              />
            )}
            {current && (
              <Popconfirm
                title={`删除库位「${current.name}」？`}
                okText="删除"
                cancelText="取消"
                onConfirm={remove}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label="删除库位" />
              </Popconfirm>
            )}
          </Space>
        )}
      </div>
      <button
        type="button"
        className={`jk-wh-all${selected === null ? ' is-active' : ''}`}
        onClick={() => onSelect(null)}
      >
        全部库位
      </button>
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : locations.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={canManage ? '暂无库位，点击“新建库位”' : '暂无库位，请联系企业管理员新建'}
        />
      ) : (
        <Tree
          showLine
          defaultExpandAll
          selectedKeys={selected === null ? [] : [selected]}
          treeData={locationTree(locations)}
          titleRender={(node) => (
            <span>
              {node.title} <span className="jk-cat-count">{node.quantity}</span>
            </span>
          )}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : null)}
        />
      )}
      {editing && (
        <NameModal
          title={
            editing === 'add' ? (current ? `在「${current.name}」下新建库位` : '新建库位') : '重命名库位'
          }
          initial={editing === 'rename' ? (current?.name ?? '') : ''}
          onClose={() => setEditing(null)}
          onSave={async (name) => {
            if (editing === 'add') await addLocation({ name, parentId: current?.id ?? null });
            else if (current) await updateLocation(current.id, { name });
            toast.success('库位已保存');
            await onChanged();
          }}
        />
      )}
    </aside>
  );
}
