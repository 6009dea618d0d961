import { ErrorMessage, isOrgRole, ORG_ROLES, OrgPermission, OrgRole, OrgRoleLabel } from '@jianku/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Select, Table, Tag } from 'antd';
import { Permission, usePermission } from '../../../components/permission.tsx';
import { toast } from '../../../lib/feedback.ts';
import {
  listMembers,
  type MyOrg,
  ORG_QUERY_KEY,
  type OrgMember,
  removeMember,
  updateRole,
} from '../api/org.api.ts';
import { OrgCopy } from './org-copy.ts';

const MEMBERS_KEY = [...ORG_QUERY_KEY, 'members'] as const;
const roleLabel = (role: string) => (isOrgRole(role) ? OrgRoleLabel[role] : role);
const ROLE_COLOR: Record<string, string> = {
  owner: 'gold',
  admin: 'blue',
  editor: 'green',
  viewer: 'default',
};
const date = (iso: string) => new Date(iso).toLocaleDateString('zh-CN');

/**
 * The members table. Changing a role needs org:member:update, removing org:member:remove, and acting on owners
 * (or giving the owner role) org:owner:manage (SPEC-6.03 checks over get-permission-info's permissions); the
 * server checks the same again.
 */
export function OrgMembers({ my, selfId }: { my: MyOrg; selfId: number }) {
  const allowed = usePermission();
  const queryClient = useQueryClient();
  const enabled = my.org?.enabled === true;
  const members = useQuery({ queryKey: MEMBERS_KEY, queryFn: listMembers, enabled });
  const managesOwners = allowed([OrgPermission.ownerManage]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ORG_QUERY_KEY });
  };

  if (!enabled) {
    return <Alert type="warning" showIcon title={OrgCopy.disabled} description={ErrorMessage.blocked} />;
  }

  const change = async (member: OrgMember, role: string) => {
    try {
      await updateRole({ userId: member.userId, role });
      toast.success(OrgCopy.roleChanged);
    } catch {
      // the error dialog shows the server's message
    }
    await refresh();
  };

  const remove = async (member: OrgMember) => {
    try {
      await removeMember(member.userId);
      toast.success(OrgCopy.removed);
    } catch {
      // shown by the error dialog
    }
    await refresh();
  };

  const roleCell = (member: OrgMember) => {
    // one's own role is changed by another owner or admin (an owner demoting themselves could leave none)
    const mayEdit =
      member.userId !== selfId &&
      allowed([OrgPermission.memberUpdate]) &&
      (managesOwners || member.role !== OrgRole.owner);
    if (!mayEdit) return <Tag color={ROLE_COLOR[member.role]}>{roleLabel(member.role)}</Tag>;
    const roles = managesOwners ? ORG_ROLES : ORG_ROLES.filter((r) => r !== OrgRole.owner);
    return (
      <Select
        size="small"
        value={member.role}
        style={{ width: 110 }}
        aria-label={`${OrgCopy.role}：${member.nickname || member.username}`}
        options={roles.map((role) => ({ value: role, label: OrgRoleLabel[role] }))}
        onChange={(role: string) => void change(member, role)}
      />
    );
  };

  return (
    <Table<OrgMember>
      className="jk-org-members"
      rowKey="userId"
      size="middle"
      pagination={false}
      loading={members.isPending}
      dataSource={members.data ?? []}
      columns={[
        {
          title: OrgCopy.members,
          key: 'name',
          render: (_: unknown, m) => (
            <span>
              {m.nickname || m.username}
              {m.userId === selfId && <span className="jk-user-muted">{OrgCopy.you}</span>}
            </span>
          ),
        },
        { title: OrgCopy.account, key: 'account', render: (_: unknown, m) => m.email || m.mobile },
        { title: OrgCopy.role, key: 'role', render: (_: unknown, m) => roleCell(m) },
        { title: OrgCopy.joinedAt, dataIndex: 'joinedAt', render: date },
        {
          title: OrgCopy.actions,
          key: 'actions',
          render: (_: unknown, m) =>
            m.userId !== selfId && (managesOwners || m.role !== OrgRole.owner) ? (
              <Permission value={[OrgPermission.memberRemove]}>
                <Popconfirm
                  title={OrgCopy.removeConfirm(m.nickname || m.username)}
                  onConfirm={() => void remove(m)}
                >
                  <Button type="link" danger size="small">
                    {OrgCopy.remove}
                  </Button>
                </Popconfirm>
              </Permission>
            ) : null,
        },
      ]}
    />
  );
}
