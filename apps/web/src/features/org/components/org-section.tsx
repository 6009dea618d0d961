import { canUseEnterpriseLibrary, isOrgRole, OrgPermission, OrgRoleLabel } from '@jianku/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Skeleton, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { Permission } from '../../../components/permission.tsx';
import { getCompanyId, removeCompanyId } from '../../../lib/auth-storage.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { getMyOrg, leaveOrg, type MyOrg, ORG_QUERY_KEY } from '../api/org.api.ts';
import { AcceptInvitation } from './accept-invitation.tsx';
import { CreateOrgForm } from './create-org-form.tsx';
import { OrgCopy } from './org-copy.ts';
import { OrgInvite } from './org-invite.tsx';
import { OrgLogo } from './org-logo.tsx';
import { OrgMembers } from './org-members.tsx';
import { VendorSettings } from './vendor-settings.tsx';
import '../org.css';

export interface OrgSectionProps {
  /** reloads the signed-in user (get-permission-info) after joining, leaving or a role change of one's own */
  onMembershipChange?: () => Promise<unknown>;
}

/**
 * The 企业 tab of the personal centre (issue 14): an invitation from a mail's link (?invite=…), then either the
 * form that creates an organisation or the organisation with its members, the invitations and the vendor page
 * (owners and admins) and 退出企业. Actions are gated with the spec's permission helpers over the session's permissions.
 */
export function OrgSection({ onMembershipChange }: OrgSectionProps) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const user = useSessionStore((s) => s.user);
  const invite = params.get('invite') ?? '';
  const my = useQuery({
    queryKey: [...ORG_QUERY_KEY, 'my', user?.id],
    queryFn: getMyOrg,
    enabled: user !== null,
  });

  const changed = async () => {
    await onMembershipChange?.();
    await queryClient.invalidateQueries({ queryKey: ORG_QUERY_KEY });
  };
  const accepted = async () => {
    const next = new URLSearchParams(params);
    next.delete('invite');
    setParams(next, { replace: true });
    await changed();
  };

  return (
    <div className="jk-org">
      {invite && <AcceptInvitation token={invite} onAccepted={accepted} />}
      {!my.data ? (
        <div className="jk-user-card">
          <Skeleton active avatar paragraph={{ rows: 3 }} />
        </div>
      ) : my.data.org ? (
        <OrgPanel my={my.data} selfId={Number(user?.id)} onChanged={changed} />
      ) : (
        <CreateOrgForm onCreated={changed} />
      )}
    </div>
  );
}

function OrgPanel({
  my,
  selfId,
  onChanged,
}: {
  my: MyOrg;
  selfId: number;
  onChanged: () => Promise<unknown>;
}) {
  const org = my.org;
  if (!org) return null;
  const leave = async () => {
    try {
      await leaveOrg();
      // a company id naming the organisation left would make every request fail its tenant check
      if (getCompanyId() === String(org.id)) removeCompanyId();
      toast.success(OrgCopy.left);
      await onChanged();
    } catch {
      // the error dialog shows the server's message
    }
  };
  return (
    <>
      <div className="jk-user-card jk-org-head">
        <OrgLogo logo={org.logo} name={org.name} />
        <div className="jk-org-head-text">
          <h2 className="jk-org-name">{org.name}</h2>
          <div className="jk-org-facts">
            {my.role && isOrgRole(my.role) && (
              <Tag color="blue">
                {OrgCopy.myRole}：{OrgRoleLabel[my.role]}
              </Tag>
            )}
            <span className="jk-user-muted">{OrgCopy.memberCount(org.memberCount)}</span>
            {org.creditCode && (
              <span className="jk-user-muted">
                {OrgCopy.creditCode}：{org.creditCode}
              </span>
            )}
          </div>
          {canUseEnterpriseLibrary({ orgId: org.id, businessScope: org.businessScope }) && (
            <p className="jk-user-muted">{OrgCopy.scopeHint}</p>
          )}
        </div>
        <Popconfirm title={OrgCopy.leaveConfirm} onConfirm={() => void leave()}>
          <Button danger>{OrgCopy.leave}</Button>
        </Popconfirm>
      </div>
      <div className="jk-user-card">
        <h2 className="jk-user-card-title">{OrgCopy.members}</h2>
        <OrgMembers my={my} selfId={selfId} />
      </div>
      {org.enabled && (
        <Permission value={[OrgPermission.memberInvite]}>
          <OrgInvite />
        </Permission>
      )}
      {org.enabled && (
        <Permission value={[OrgPermission.vendorManage]}>
          <VendorSettings />
        </Permission>
      )}
    </>
  );
}
