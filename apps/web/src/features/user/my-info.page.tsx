import { AuthText } from '@jianku/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { useAppStore } from '../../stores/app.store.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { getProfile } from './api/user.api.ts';
import { ProfileSection } from './components/profile-section.tsx';
import { UserCopy } from './components/user-copy.ts';
import { type WechatBindProps, WechatSection } from './components/wechat-section.tsx';
import { PROFILE_QUERY_KEY } from './user-center.page.tsx';
import './user-center.css';

/**
 * /personalCenter/myInfo (SPEC-2.11): the personal info page, where the platform side lands after binding a
 * messaging (WeChat) account (SPEC-4.35): the profile and the binding's state, on one page.
 */
export function MyInfoPage({ WechatBind }: { WechatBind?: ComponentType<WechatBindProps> }) {
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
          title={UserCopy.myInfoLogin}
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
    <main className="jk-portal-main jk-user-center jk-my-info">
      <h1 className="jk-user-center-title">{UserCopy.myInfo}</h1>
      {profile.data ? (
        <>
          <ProfileSection profile={profile.data} />
          <h2 className="jk-user-center-title jk-my-info-sub">{UserCopy.wechat}</h2>
          <WechatSection profile={profile.data} WechatBind={WechatBind} />
        </>
      ) : (
        <div className="jk-user-card">
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      )}
    </main>
  );
}
