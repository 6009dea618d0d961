import { INVITABLE_ROLES, isEmail, isPhone, OrgMessage, OrgRole, OrgRoleLabel } from '@jianku/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Select, Table } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import {
  cancelInvitation,
  inviteMember,
  listInvitations,
  ORG_QUERY_KEY,
  type OrgInvitation,
} from '../api/org.api.ts';
import { OrgCopy } from './org-copy.ts';

const INVITATIONS_KEY = [...ORG_QUERY_KEY, 'invitations'] as const;
const date = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** 邀请成员 (phone or e-mail, with a role) and the open invitations: shown to holders of org:member:invite. */
export function OrgInvite() {
  const [form] = Form.useForm<{ account: string; role: string }>();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const invitations = useQuery({ queryKey: INVITATIONS_KEY, queryFn: listInvitations });

  const send = async (values: { account: string; role: string }) => {
    setBusy(true);
    try {
      await inviteMember({ account: values.account.trim(), role: values.role });
      toast.success(OrgCopy.invited);
      form.resetFields(['account']);
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    } catch {
      // the error dialog shows the server's message
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (id: number) => {
    try {
      await cancelInvitation(id);
      toast.success(OrgCopy.cancelled);
    } catch {
      // shown by the error dialog
    }
    await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
  };

  return (
    <div className="jk-user-card jk-org-invite">
      <h2 className="jk-user-card-title">{OrgCopy.invite}</h2>
      <Form
        form={form}
        layout="inline"
        initialValues={{ role: OrgRole.viewer }}
        onFinish={(v) => void send(v)}
        className="jk-org-invite-form"
      >
        <Form.Item
          name="account"
          label={OrgCopy.inviteAccount}
          validateTrigger="onBlur"
          rules={[
            {
              validator: async (_: unknown, value: string | undefined) => {
                const account = (value ?? '').trim();
                if (!account) throw new Error(OrgCopy.inviteAccountRequired);
                if (!isPhone(account) && !isEmail(account.toLowerCase()))
                  throw new Error(OrgMessage.accountInvalid);
              },
            },
          ]}
        >
          <Input placeholder={OrgCopy.inviteAccountPlaceholder} maxLength={320} style={{ width: 280 }} />
        </Form.Item>
        <Form.Item name="role" label={OrgCopy.role}>
          <Select
            style={{ width: 120 }}
            options={INVITABLE_ROLES.map((role) => ({ value: role, label: OrgRoleLabel[role] }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {OrgCopy.inviteSend}
        </Button>
      </Form>
      <h3 className="jk-org-subtitle">{OrgCopy.pending}</h3>
      <Table<OrgInvitation>
        size="small"
        rowKey="id"
        pagination={false}
        loading={invitations.isPending}
        dataSource={invitations.data ?? []}
        locale={{ emptyText: OrgCopy.noPending }}
        columns={[
          { title: OrgCopy.inviteAccount, dataIndex: 'target' },
          {
            title: OrgCopy.role,
            dataIndex: 'role',
            render: (role: keyof typeof OrgRoleLabel) => OrgRoleLabel[role] ?? role,
          },
          { title: OrgCopy.inviter, dataIndex: 'inviter' },
          { title: OrgCopy.expiresAt, dataIndex: 'expiresAt', render: date },
          {
            title: OrgCopy.actions,
            key: 'actions',
            render: (_: unknown, row) => (
              <Popconfirm title={`${OrgCopy.cancel}？`} onConfirm={() => void cancel(row.id)}>
                <Button type="link" size="small">
                  {OrgCopy.cancel}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </div>
  );
}
