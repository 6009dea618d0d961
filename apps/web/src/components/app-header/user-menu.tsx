import {
  AuditOutlined,
  BankOutlined,
  DownOutlined,
  InboxOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { canUseEnterpriseLibrary, OrgPermission, UserMenuText } from '@jianku/rules';
import { Avatar, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../stores/app.store.ts';
import { type User, useSessionStore } from '../../stores/session.store.ts';
import { AppDropdown } from '../app-dropdown.tsx';
import { usePermission } from '../permission.tsx';

/** The organisation entry: 我的企业 for members (org:info:query), 创建企业 for users in none (ours, issue 14). */
export const OrgMenuText = {
  mine: '我的企业',
  create: '创建企业',
  warehouse: '仓库',
  audit: '审计日志',
} as const;

/** The organisation's warehouse and audit log pages (issue 14), under its library's address. */
export const warehousePath = (orgId: number) => `/part/brand-detail/${orgId}/warehouse`;
export const auditPath = (orgId: number) => `/part/brand-detail/${orgId}/audit`;
export const ORG_TAB_PATH = '/user?tab=org';

/** Library mode labels (SPEC-2.54): the public and the enterprise library. */
export const LibraryModeText = { open: '公共库', private: '企业库' } as const;

/** The file-content address of an uploaded file id (SPEC-7.22); URLs and paths pass as they are. */
export function avatarUrl(avatar: string): string | undefined {
  if (!avatar) return undefined;
  if (/^(https?:|data:|blob:|\/)/i.test(avatar)) return avatar;
  return `/to/api/base/file/content/get/${encodeURIComponent(avatar)}`;
}

/** The name shown: nickname, else username (SPEC-2.50). */
export function displayName(user: Pick<User, 'nickname' | 'username'>): string {
  return user.nickname || user.username;
}

/** The second line: the organisation, else the e-mail, else the mobile (SPEC-2.51). */
export function secondLine(user: Pick<User, 'orgName' | 'email' | 'mobile'>): string {
  return user.orgName || user.email || user.mobile;
}

export function UserAvatar({
  user,
  size = 32,
}: {
  user: Pick<User, 'avatar' | 'nickname' | 'username'>;
  size?: number;
}) {
  const src = avatarUrl(user.avatar);
  const name = displayName(user);
  return (
    <Avatar
      size={size}
      src={src}
      icon={src || name ? undefined : <UserOutlined />}
      className="jk-user-avatar"
    >
      {src ? undefined : name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/**
 * The user dropdown (spec §2 header): avatar; nickname or username; org name, or e-mail or mobile;
 * 个人中心 (/user); for parts only the switch between 公共库 and 企业库 (orgId above 1 and a business scope
 * containing 1); 我的企业 / 创建企业 (following the permissions); 仓库, the spec's warehouse entry, for members of an
 * organisation (org:stock:query); 审计日志 for its owners and admins (org:audit:query); 退出登录.
 */
export function UserMenu({
  user,
  parts,
  compact = false,
}: {
  user: User;
  parts: boolean;
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const isPrivate = useAppStore((s) => s.isPrivate);
  const setPrivate = useAppStore((s) => s.setPrivate);
  const logout = useSessionStore((s) => s.logout);
  const canSwitch = parts && canUseEnterpriseLibrary(user);
  const allowed = usePermission();
  // SPEC-6.03 the entries follow the permissions: members of an enabled organisation see 我的企业; users in
  // none (orgId 1) may create one; platform users (orgId 0) have no organisation entry
  const orgEntry = allowed([OrgPermission.infoQuery])
    ? OrgMenuText.mine
    : user.orgId === 1
      ? OrgMenuText.create
      : null;

  const items: MenuProps['items'] = [
    { key: 'user', icon: <UserOutlined />, label: UserMenuText.personalCenter },
    ...(orgEntry ? [{ key: 'org', icon: <BankOutlined />, label: orgEntry }] : []),
    // SPEC-2.51 the warehouse entry, for members (the warehouse is the organisation's)
    ...(allowed([OrgPermission.stockQuery])
      ? [{ key: 'warehouse', icon: <InboxOutlined />, label: OrgMenuText.warehouse }]
      : []),
    ...(allowed([OrgPermission.auditQuery])
      ? [{ key: 'audit', icon: <AuditOutlined />, label: OrgMenuText.audit }]
      : []),
    ...(canSwitch
      ? [
          {
            key: 'mode',
            icon: <SwapOutlined />,
            label: `切换到${isPrivate ? LibraryModeText.open : LibraryModeText.private}`,
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: UserMenuText.logout },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'user') navigate('/user');
    else if (key === 'org') navigate(ORG_TAB_PATH);
    else if (key === 'warehouse') navigate(warehousePath(user.orgId));
    else if (key === 'audit') navigate(auditPath(user.orgId));
    else if (key === 'logout') void logout();
    else if (key === 'mode') {
      // SPEC-4.02: private goes to the organisation's brand detail page, open to /part.
      const next = !isPrivate;
      setPrivate(next);
      navigate(next ? `/part/brand-detail/${user.orgId}?type=1` : '/part');
    }
  };

  const name = displayName(user);
  const line = secondLine(user);
  return (
    <AppDropdown
      trigger={['hover', 'click']}
      placement="bottomRight"
      menu={{ items, onClick }}
      popupRender={(menu) => (
        <div className="jk-user-menu">
          <div className="jk-user-menu-head">
            <UserAvatar user={user} size={44} />
            <div className="jk-user-menu-names">
              <strong title={name}>{name}</strong>
              {line && <span title={line}>{line}</span>}
            </div>
          </div>
          {menu}
        </div>
      )}
    >
      <button
        type="button"
        className="jk-user-trigger"
        aria-label={`${UserMenuText.personalCenter}：${name}`}
      >
        <UserAvatar user={user} />
        {!compact && <span className="jk-user-name">{name}</span>}
        {canSwitch && (
          <span className={`jk-user-mode${isPrivate ? ' is-private' : ''}`}>
            {isPrivate ? LibraryModeText.private : LibraryModeText.open}
          </span>
        )}
        <DownOutlined className="jk-user-caret" />
      </button>
    </AppDropdown>
  );
}
