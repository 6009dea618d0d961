import { ApartmentOutlined } from '@ant-design/icons';
import { isPrivateOrg, OrgPermission } from '@jianku/rules';
import type { ItemDetail } from '@jianku/rules/catalog-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Tag } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/permission.tsx';
import { isJkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { linkOrgItem, ORG_LIBRARY_KEY } from '../api/org-library.api.ts';
import { InternalCodeField, NotesField } from './org-fields.tsx';

/**
 * On an item page: 企业库 and the organisation's part number of a private item; 加入企业库 (with the
 * organisation's part number and notes) on a public item, for members who may edit (org:item:edit).
 */
export function OrgItemAction({ item }: { item: ItemDetail }) {
  const user = useSessionStore((s) => s.user);
  const allowed = usePermission();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ internalCode?: string; notes?: string }>();
  const client = useQueryClient();
  if (item.org) {
    return (
      <Tag color="gold" className="jk-org-item-tag">
        企业库{item.org.internalCode ? ` · ${item.org.internalCode}` : ''}
      </Tag>
    );
  }
  if (!user || !isPrivateOrg(user.orgId) || !allowed([OrgPermission.itemEdit])) return null;
  const submit = async (values: { internalCode?: string; notes?: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      await linkOrgItem({
        itemId: item.id,
        ...(values.internalCode?.trim() ? { internalCode: values.internalCode.trim() } : {}),
        ...(values.notes?.trim() ? { notes: values.notes.trim() } : {}),
      });
      toast.success('已加入企业库');
      setOpen(false);
      await client.invalidateQueries({ queryKey: ORG_LIBRARY_KEY });
    } catch (err) {
      setProblem(isJkError(err) ? err.message : '加入失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<ApartmentOutlined />} onClick={() => setOpen(true)}>
        加入企业库
      </Button>
      <Modal
        title={`加入企业库：${item.model}`}
        open={open}
        okText="加入"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <InternalCodeField />
          <NotesField placeholder="选填，如 首选料、已通过认证" />
          {problem && <Alert type="error" showIcon title={problem} />}
        </Form>
      </Modal>
    </>
  );
}
