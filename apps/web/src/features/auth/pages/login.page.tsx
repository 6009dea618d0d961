import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppStore } from '../../../stores/app.store.ts';
import { LoginPanel } from '../components/login-panel.tsx';
import { followLoginRedirect } from '../session/follow-redirect.ts';
import '../components/auth.css';

/**
 * /login (simple layout, 登录中心): the login screen. ?activeName=wechat preselects the wechat tab;
 * ?redirect= is where a successful login goes (spec §4 redirect after login). The link to register keeps
 * the query string.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const setActiveName = useAppStore((s) => s.setActiveName);
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  const activeName = params.get('activeName');
  const redirect = params.get('redirect') ?? '';

  useEffect(() => {
    // The page is the login screen: no dialog over it.
    setShowLogin(false);
    setActiveName(activeName === 'phone' || activeName === 'wechat' ? activeName : 'account');
  }, [activeName, setActiveName, setShowLogin]);

  return (
    <section className="jk-auth-page">
      <div className="jk-auth-card">
        <h1 className="jk-auth-card-title">欢迎登录件库</h1>
        <LoginPanel
          redirect={redirect}
          onRegister={() => navigate(`/register${search}`)}
          onSuccess={() => followLoginRedirect(redirect, navigate)}
        />
      </div>
    </section>
  );
}
