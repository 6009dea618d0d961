import { ORG_ITEM_LIMITS, OrgLibraryMessage } from '@jianku/rules/org-library-schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Cascader, Form, Input, Modal, Segmented, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { isJkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { addOrgItem, type CategoryDetail, fetchCategory } from '../api/org-library.api.ts';
import { ORG_KINDS, useCategoryOptions } from './category-options.ts';
import { InternalCodeField, maxLength, NotesField } from './org-fields.tsx';

interface Values {
  category?: number[];
  model?: string;
  name?: string;
  internalCode?: string;
  package?: string;
  notes?: string;
  params?: Record<string, string>;
}

const required = (message: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (!value?.trim()) throw new Error(message);
  },
});

/** A parameter's field: options for an enum, free text with its unit otherwise (any spelling: 0.1uF, 100nF). */
function ParamField({ param }: { param: CategoryDetail['params'][number] }) {
  const label = param.unit ? `${param.name}（${param.unit}）` : param.name;
  return (
    <Form.Item
      name={['params', param.key]}
      label={label}
      rules={[maxLength(`参数「${param.name}」`, ORG_ITEM_LIMITS.paramValue)]}
    >
      {param.type === 'enum' && param.options ? (
        <Select
          allowClear
          options={param.options.map((o) => ({ value: o, label: o }))}
          placeholder="请选择"
        />
      ) : (
        <Input
          placeholder={param.type === 'numeric' ? `任意单位写法，如 ${param.unit || '数值'}` : '请输入'}
        />
      )}
    </Form.Item>
  );
}

/** 型号, 名称, 企业内部料号, 封装: required and length rules with the server's Chinese messages. */
function ItemTextFields() {
  return (
    <div className="jk-orglib-grid">
      <Form.Item
        name="model"
        label="型号"
        rules={[required(OrgLibraryMessage.modelRequired), maxLength('型号', ORG_ITEM_LIMITS.model)]}
      >
        <Input placeholder="制造商料号，如 GRM188R71H104KA93D" />
      </Form.Item>
      <Form.Item
        name="name"
        label="名称"
        rules={[required(OrgLibraryMessage.nameRequired), maxLength('名称', ORG_ITEM_LIMITS.name)]}
      >
        <Input placeholder="如 多层陶瓷电容" />
      </Form.Item>
      <InternalCodeField />
      <Form.Item name="package" label="封装" rules={[maxLength('封装', ORG_ITEM_LIMITS.package)]}>
        <Input placeholder="选填，如 0603" />
      </Form.Item>
    </div>
  );
}

/**
 * 添加零件: the category (a leaf of the public tree), part number, name, the organisation's part number,
 * package, notes and the category's parameters in any unit. Field rules in Chinese; what only the server can
 * judge (a unit it cannot read, a part number taken) comes back as its message above the buttons.
 */
export function AddItemModal({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (id: number) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [kind, setKind] = useState(2);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const category = Form.useWatch('category', form);
  const leafId = category?.at(-1);
  const tree = useCategoryOptions(kind);
  const detail = useQuery({
    queryKey: ['catalog', 'category', leafId],
    queryFn: () => fetchCategory(leafId as number),
    enabled: leafId !== undefined,
  });

  const submit = async (values: Values) => {
    setBusy(true);
    setProblem(null);
    try {
      const params = Object.fromEntries(
        Object.entries(values.params ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
      ) as Record<string, string>;
      const { id } = await addOrgItem({
        categoryId: leafId as number,
        model: values.model?.trim() ?? '',
        name: values.name?.trim() ?? '',
        ...(values.internalCode?.trim() ? { internalCode: values.internalCode.trim() } : {}),
        ...(values.package?.trim() ? { package: values.package.trim() } : {}),
        ...(values.notes?.trim() ? { notes: values.notes.trim() } : {}),
        params,
      });
      toast.success('已添加到企业库');
      form.resetFields();
      onAdded(id);
    } catch (err) {
      setProblem(isJkError(err) ? err.message : '添加失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="添加零件"
      open={open}
      width={720}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Segmented
        className="jk-orglib-kind"
        options={ORG_KINDS}
        value={kind}
        onChange={(v) => {
          setKind(v);
          form.setFieldsValue({ category: undefined, params: {} });
        }}
      />
      <Form form={form} layout="vertical" className="jk-orglib-form" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="category"
          label="分类"
          rules={[{ required: true, message: OrgLibraryMessage.categoryRequired }]}
        >
          <Cascader options={tree.options} placeholder="请选择末级分类" showSearch loading={tree.loading} />
        </Form.Item>
        <ItemTextFields />
        {leafId !== undefined &&
          (detail.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : detail.data ? (
            <fieldset className="jk-orglib-params">
              <legend>参数（数值可写 0.1uF、100nF、10k、25V 等，按公共库的规则换算）</legend>
              <div className="jk-orglib-grid">
                {detail.data.params.map((p) => (
                  <ParamField key={p.key} param={p} />
                ))}
              </div>
            </fieldset>
          ) : null)}
        <NotesField />
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
