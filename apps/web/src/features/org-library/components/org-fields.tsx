import { ORG_ITEM_LIMITS, OrgLibraryMessage } from '@jianku/rules/org-library-schemas';
import { Form, Input } from 'antd';

/** A length rule with the server's message (Array.from: a Chinese character counts once). */
export const maxLength = (label: string, max: number) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (value && Array.from(value.trim()).length > max)
      throw new Error(OrgLibraryMessage.tooLong(label, max));
  },
});

/** 企业内部料号 (optional, unique in the organisation). */
export function InternalCodeField() {
  return (
    <Form.Item
      name="internalCode"
      label="企业内部料号"
      rules={[maxLength('企业内部料号', ORG_ITEM_LIMITS.internalCode)]}
    >
      <Input placeholder="选填，企业内唯一" />
    </Form.Item>
  );
}

/** 备注 (optional). */
export function NotesField({ placeholder = '选填' }: { placeholder?: string }) {
  return (
    <Form.Item name="notes" label="备注" rules={[maxLength('备注', ORG_ITEM_LIMITS.notes)]}>
      <Input.TextArea rows={3} placeholder={placeholder} />
    </Form.Item>
  );
}
