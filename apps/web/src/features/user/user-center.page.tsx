import { AuthText } from '@jianku/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Tabs } from 'antd';
import type { ComponentType } from 'react';
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
}

/**
 * /user, the personal centre (SPEC-2.10): the profile (nickname and avatar), password change and signing out
 * everywhere, and binding or unbinding WeChat. Signed-out visitors are asked to log in.
 */
export function UserCenterPage({ WechatBind, MySubmissions }: UserCenterPageProps) {
  const user = useSessionStore((s) => (s.isSetUser ? s.user : null));
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

  return (
    <main className="jk-portal-main jk-user-center">
      <h1 className="jk-user-center-title">{UserCopy.title}</h1>
      {profile.data ? (
        <Tabs
          tabPlacement="start"
          className="jk-user-tabs"
          items={[
            { key: 'profile', label: UserCopy.profile, children: <ProfileSection profile={profile.data} /> },
            { key: 'security', label: UserCopy.security, children: <SecuritySection /> },
            {
              key: 'wechat',
              label: UserCopy.wechat,
              children: <WechatSection profile={profile.data} WechatBind={WechatBind} />,
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
            ...(MySubmissions
              ? [{ key: 'feedback', label: UserCopy.feedback, children: <MySubmissions /> }]
              : []),
          ]}
        />
      ) : (
        <div className="jk-user-card">
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      )}
    </main>
  );
}
