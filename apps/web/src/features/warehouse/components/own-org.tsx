/** Whether the organisation in the address (/part/brand-detail/{orgId}/...) is the member's own, and 暂无权限 when not. */
import { isPrivateOrg } from '@jianku/rules';
import { Result } from 'antd';
import { useParams } from 'react-router';
import { useSessionStore } from '../../../stores/session.store.ts';

/** The organisation in the address is the signed-in member's own, enabled one. */
export function useOwnOrg(): { member: boolean; orgId: number } {
  const { brandId } = useParams();
  const user = useSessionStore((s) => s.user);
  const member = !!user && isPrivateOrg(user.orgId) && String(user.orgId) === brandId && !!user.orgEnable;
  return { member, orgId: user?.orgId ?? 0 };
}

export function NoAccess() {
  return (
    <div className="jk-cat-panel">
      <Result status="403" title="暂无权限" subTitle="暂无权限，请联系管理员" />
    </div>
  );
}
