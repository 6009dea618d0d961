import { WechatOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { AuthCopy } from '../components/auth-copy.ts';
import { RegisterPanel } from '../components/register-panel.tsx';
import { followLoginRedirect } from '../session/follow-redirect.ts';
import '../components/auth.css';

/**
 * /wechatregister and /plugin/wechatregister (SPEC-2.14, SPEC-4.34): a scanned messaging account that is not
 * registered yet. The user registers a portal account, which the server binds to the scanned account
 * (openId), and is signed in.
 */
export function WechatRegisterPage({ plugin = false }: { plugin?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openId = useSessionStore((s) => s.weChat.openId);
  const setWeChat = useSessionStore((s) => s.setWeChat);
  const redirect = params.get('redirect') ?? (plugin ? '/plugin' : '');
  const backToLogin = () => {
    if (plugin) {
      // Plugin mode signs in through the dialog.
      useAppStore.getState().setActiveName('wechat');
      useAppStore.getState().setShowLogin(true);
      navigate('/plugin');
      return;
    }
    navigate(`/login?activeName=wechat${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`);
  };

  return (
    <section className={`jk-auth-page${plugin ? ' is-plugin' : ''}`}>
      <div className="jk-auth-card">
        {openId ? (
          <>
            <h1 className="jk-auth-card-title">
              <WechatOutlined style={{ color: '#07c160', marginRight: 8 }} />
              {AuthCopy.wechatRegisterTitle}
            </h1>
            <p className="jk-auth-card-hint">{AuthCopy.wechatRegisterHint}</p>
            <RegisterPanel
              onSuccess={() => {
                setWeChat({ openId: '' });
                followLoginRedirect(redirect, navigate);
              }}
            />
          </>
        ) : (
          <Result
            status="warning"
            title={AuthCopy.wechatMissing}
            extra={
              <Button type="primary" onClick={backToLogin}>
                {AuthCopy.backToLogin}
              </Button>
            }
          />
        )}
      </div>
    </section>
  );
}
