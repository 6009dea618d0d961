/** 最低库存 of one item: a whole number ≥ 0 (0: no warning); below it the item is on the warning list. */
import { WarehouseMessage } from '@jianku/rules/warehouse-schemas';
import { Alert, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { isJkError } from '../../../lib/errors.ts';
import { setMinimum } from '../api/warehouse.api.ts';

export function MinimumModal({
  item,
  onClose,
  onDone,
}: {
  item: { itemId: number; model: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ minQuantity: number }>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async ({ minQuantity }: { minQuantity: number }) => {
    setBusy(true);
    try {
      await setMinimum({ itemId: item.itemId, minQuantity });
      onDone();
    } catch (err) {
      setProblem(isJkError(err) ? err.message : '保存失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`最低库存：${item.model}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="minQuantity"
          label="最低库存（0 表示不预警）"
          rules={[
            { required: true, message: '请输入最低库存' },
            {
              validator: (_, v) =>
                typeof v === 'number' && Number.isInteger(v) && v >= 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(WarehouseMessage.minInvalid)),
            },
          ]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
