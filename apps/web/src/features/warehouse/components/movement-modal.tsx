/**
 * 入库 / 出库 / 移库 in one dialog (issue 14): the item (searched in the organisation's library), the location
 * (or two for a transfer), a whole quantity above 0, the reason (required) and a reference. The rules speak
 * Chinese; the server's refusal (库存不足：…) is shown in the dialog and nothing is booked.
 */
import { WAREHOUSE_LIMITS, WarehouseMessage } from '@jianku/rules/warehouse-schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { isJkError } from '../../../lib/errors.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  type ItemPick,
  pickItems,
  type StockLocation,
  stockIn,
  stockOut,
  transfer,
} from '../api/warehouse.api.ts';
import { locationTree } from './location-tree.ts';

export type MovementMode = 'in' | 'out' | 'transfer';
const TITLES: Record<MovementMode, string> = { in: '入库', out: '出库', transfer: '移库' };

interface Values {
  itemId: number;
  locationId: number;
  toLocationId?: number;
  quantity: number;
  reason: string;
  reference?: string;
}

export interface MovementModalProps {
  mode: MovementMode;
  locations: StockLocation[];
  initial?: { item?: ItemPick; locationId?: number };
  onClose: () => void;
  onDone: (message: string) => void;
}

const quantityRule = {
  validator: (_: unknown, value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0
      ? Promise.resolve()
      : Promise.reject(new Error(WarehouseMessage.quantityInvalid)),
};

/** The item field: `id` comes from Form.Item, so that its label names the select. */
function ItemSelect({
  id,
  value,
  onChange,
  initial,
}: {
  id?: string;
  value?: number;
  onChange?: (v: number) => void;
  initial?: ItemPick;
}) {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text);
  const items = useQuery({ queryKey: ['warehouse', 'pick', keyword], queryFn: () => pickItems(keyword) });
  const options = [
    ...(initial ? [initial] : []),
    ...(items.data ?? []).filter((i) => i.itemId !== initial?.itemId),
  ];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={onChange}
      placeholder="输入型号、名称或企业内部料号搜索"
      loading={items.isFetching}
      notFoundContent={items.isFetching ? '加载中…' : '企业库中没有匹配的条目'}
      options={options.map((i) => ({
        value: i.itemId,
        label: `${i.model}${i.internalCode ? `（${i.internalCode}）` : ''} ${i.name}`,
      }))}
    />
  );
}

export function MovementModal({ mode, locations, initial, onClose, onDone }: MovementModalProps) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tree = locationTree(locations);
  const submit = async (values: Values) => {
    setBusy(true);
    setProblem(null);
    const common = {
      itemId: values.itemId,
      quantity: values.quantity,
      reason: values.reason,
      reference: values.reference ?? '',
    };
    try {
      const done =
        mode === 'transfer'
          ? await transfer({
              ...common,
              fromLocationId: values.locationId,
              toLocationId: values.toLocationId as number,
            })
          : await (mode === 'in' ? stockIn : stockOut)({ ...common, locationId: values.locationId });
      onDone(`${TITLES[mode]}成功，该库位现有 ${done.quantity}`);
    } catch (err) {
      setProblem(isJkError(err) ? err.message : `${TITLES[mode]}失败，请稍后重试`);
    } finally {
      setBusy(false);
    }
  };
  const locationField = (name: 'locationId' | 'toLocationId', label: string) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: '请选择库位' }]}>
      <TreeSelect
        treeData={tree}
        treeDefaultExpandAll
        placeholder="从库位树中选择"
        notFoundContent="暂无库位，请先由管理员新建库位"
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={TITLES[mode]}
      okText={`确认${TITLES[mode]}`}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ itemId: initial?.item?.itemId, locationId: initial?.locationId }}
      >
        <Form.Item name="itemId" label="条目" rules={[{ required: true, message: '请选择条目' }]}>
          <ItemSelect {...(initial?.item ? { initial: initial.item } : {})} />
        </Form.Item>
        {locationField('locationId', mode === 'transfer' ? '调出库位' : '库位')}
        {mode === 'transfer' && locationField('toLocationId', '调入库位')}
        <Form.Item
          name="quantity"
          label="数量"
          rules={[{ required: true, message: '请输入数量' }, quantityRule]}
        >
          <InputNumber
            min={1}
            max={WAREHOUSE_LIMITS.quantity}
            precision={0}
            style={{ width: '100%' }}
            placeholder="正整数"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="原因"
          rules={[
            { required: true, whitespace: true, message: WarehouseMessage.reasonRequired },
            { max: WAREHOUSE_LIMITS.reason, message: WarehouseMessage.reasonTooLong },
          ]}
        >
          <Input
            placeholder={mode === 'in' ? '如：采购入库' : mode === 'out' ? '如：生产领料' : '如：调拨'}
          />
        </Form.Item>
        <Form.Item
          name="reference"
          label="单据号"
          rules={[{ max: WAREHOUSE_LIMITS.reference, message: WarehouseMessage.referenceTooLong }]}
        >
          <Input placeholder="选填，如采购单号、领料单号" />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
