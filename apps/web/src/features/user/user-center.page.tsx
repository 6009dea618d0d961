import { AuthText } from '@jianku/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { FileUpload } from '../../components/file-upload/file-upload.tsx';
import { useAppStore } from '../../stores/app.store.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { getProfile } from './api/user.api.ts';
import { ProfileSection } from './components/profile-section.tsx';
import { SecuritySection } from './components/security-section.tsx';
import { UserCopy } from './components/user-copy.ts';
import { type WechatBindProps, WechatSection } from './components/wechat-section.tsx';
import './user-center.css';

export const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

export interface UserCenterPageProps {
  /** the QR frame that binds a WeChat account (the app hands in the accounts feature's) */
  WechatBind?: ComponentType<WechatBindProps>;
  /** one's feedback and applications (我的反馈); the app hands in the feedback feature's */
  MySubmissions?: ComponentType;
  /** the 企业 tab (organisation, members, invitations); the app hands in the org feature's */
  OrgSection?: ComponentType<{ onMembershipChange?: () => Promise<unknown> }>;
  /** 我的收藏 and 最近浏览; the app hands in the personal feature's */
  MyItems?: ComponentType;
  /** 我的 BOM (saved BOM matches); the app hands in the bom feature's */
  MyBoms?: ComponentType;
  /** reloads the signed-in user (the app hands in the accounts feature's loader) */
  reloadUser?: () => Promise<unknown>;
}

/**
 * /user, the personal centre (SPEC-2.10): the profile (nickname and avatar), password change and signing out
 * everywhere, and binding or unbinding WeChat. Signed-out visitors are asked to log in.
 */
export function UserCenterPage({
  WechatBind,
  MySubmissions,
  OrgSection,
  MyItems,
  MyBoms,
  reloadUser,
}: UserCenterPageProps) {
  const user = useSessionStore((s) => (s.isSetUser ? s.user : null));
  // the open tab is in the address (?tab=org), so that a mail's link opens the 企业 tab
  const [params, setParams] = useSearchParams();
  const selectTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  const profile = useQuery({
    queryKey: [...PROFILE_QUERY_KEY, user?.id],
    queryFn: getProfile,
    enabled: user !== null,
  });

  if (!user) {
    return (
      <main className="jk-portal-main">
        <Result
          status="403"
          title={UserCopy.loginFirst}
          extra={
            <Button type="primary" onClick={() => setShowLogin(true)}>
              {AuthText.login}
            </Button>
          }
        />
      </main>
    );
  }

  const tab = params.get('tab') ?? 'profile';
  const profileData = profile.data;
  const tabs = profileData
    ? [
        { key: 'profile', label: UserCopy.profile, children: <ProfileSection profile={profileData} /> },
        { key: 'security', label: UserCopy.security, children: <SecuritySection /> },
        {
          key: 'wechat',
          label: UserCopy.wechat,
          children: <WechatSection profile={profileData} WechatBind={WechatBind} />,
        },
        {
          key: 'files',
          label: UserCopy.files,
          children: (
            <div className="jk-user-card">
              <FileUpload type="ModelFiles" bizCode="user-files" />
            </div>
          ),
        },
        ...(MyItems ? [{ key: 'items', label: UserCopy.items, children: <MyItems /> }] : []),
        ...(MyBoms
          ? [
              {
                key: 'boms',
                label: UserCopy.boms,
                children: (
                  <div className="jk-user-card">
                    <MyBoms />
                  </div>
                ),
              },
            ]
          : []),
        ...(OrgSection
          ? [
              {
                key: 'org',
                label: UserCopy.orgTab,
                children: <OrgSection {...(reloadUser ? { onMembershipChange: reloadUser } : {})} />,
              },
            ]
          : []),
        ...(MySubmissions
          ? [{ key: 'feedback', label: UserCopy.feedback, children: <MySubmissions /> }]
          : []),
      ]
    : [];

  return (
    <main className="jk-portal-main jk-user-center">
      <h1 className="jk-user-center-title">{UserCopy.title}</h1>
      {profile.data ? (
        <Tabs
          tabPlacement="start"
          className="jk-user-tabs"
          activeKey={tabs.some((t) => t.key === tab) ? tab : 'profile'}
          onChange={selectTab}
          items={tabs}
        />
      ) : (
        <div className="jk-user-card">
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      )}
    </main>
  );
}
