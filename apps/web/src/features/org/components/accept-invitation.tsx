import { isOrgRole, OrgRoleLabel } from '@jianku/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { JkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { acceptInvitation, getInvitation, ORG_QUERY_KEY } from '../api/org.api.ts';
import { OrgCopy } from './org-copy.ts';

const roleLabel = (role: string) => (isOrgRole(role) ? OrgRoleLabel[role] : role);

/**
 * The invitation of a mail's link (/user?tab=org&invite=…): who invites, to which organisation, with which role,
 * and 接受邀请 when it is open and for the signed-in account; otherwise why not.
 */
export function AcceptInvitation({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const preview = useQuery({
    queryKey: [...ORG_QUERY_KEY, 'invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
  });

  if (preview.isPending) {
    return (
      <div className="jk-user-card">
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (preview.isError || !preview.data) {
    const message = preview.error instanceof JkError ? preview.error.message : OrgCopy.statusText.cancelled;
    return (
      <Alert
        type="error"
        showIcon
        className="jk-org-invite-card"
        title={OrgCopy.acceptTitle}
        description={message}
      />
    );
  }
  const invitation = preview.data;
  const closed = OrgCopy.statusText[invitation.status];

  const accept = async () => {
    setBusy(true);
    try {
      await acceptInvitation(token);
      toast.success(OrgCopy.accepted);
      await onAccepted();
    } catch {
      // the error dialog shows the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      type={closed || !invitation.forMe ? 'warning' : 'info'}
      showIcon
      className="jk-org-invite-card"
      title={OrgCopy.acceptTitle}
      description={
        <div className="jk-org-invite-body">
          <p>{OrgCopy.acceptText(invitation.inviter, invitation.orgName, roleLabel(invitation.role))}</p>
          <p className="jk-user-muted">{OrgCopy.acceptFor(invitation.target)}</p>
          {closed ? <p>{closed}</p> : !invitation.forMe ? <p>{OrgCopy.notForMe}</p> : null}
        </div>
      }
      action={
        !closed && invitation.forMe ? (
          <Button type="primary" loading={busy} onClick={() => void accept()}>
            {OrgCopy.accept}
          </Button>
        ) : undefined
      }
    />
  );
}
