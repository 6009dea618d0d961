import { AuthText, ScanType } from '@jianku/rules';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCopy } from '../components/auth-copy.ts';
import { followLoginRedirect } from '../session/follow-redirect.ts';
import { handleWechatAuth, wechatRegisterPath } from '../session/wechat-auth.ts';
import '../components/auth.css';

/** Whether this page runs inside a frame (the QR sign-in frame). */
function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * /sso (simple layout, 第三方授权): where the messaging provider returns with code and state. Inside the QR
 * frame the navigation guard hands them to the login page around it (a wechatAuth message) and shows
 * 登录中...; opened on its own (a provider that redirected the whole window) this page finishes the sign-in
 * or the bind itself.
 */
export function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const redirect = params.get('redirect') ?? '';
  const scanType = params.get('scan_type') || ScanType.login;
  const framed = isFramed();

  useEffect(() => {
    if (framed || started.current || !code || !state) return;
    started.current = true;
    void handleWechatAuth({ code, state, redirect, scan_type: scanType }).then((outcome) => {
      switch (outcome.kind) {
        case 'signed-in':
          followLoginRedirect(redirect, navigate);
          return;
        case 'bound':
          // SPEC-4.35: on to the personal centre, on success and on failure
          navigate('/user', { replace: true });
          return;
        case 'unregistered':
          navigate(wechatRegisterPath(redirect), { replace: true });
          return;
        case 'failed':
          setFailed(true);
      }
    });
  }, [framed, code, state, redirect, scanType, navigate]);

  if (framed || (code && state && !failed)) {
    return (
      <section className="jk-auth-page">
        <Spin size="large" description={AuthText.loggingIn} />
      </section>
    );
  }
  return (
    <section className="jk-auth-page">
      <div className="jk-auth-card">
        <Result
          status="warning"
          title={AuthCopy.wechatMissing}
          extra={
            <Button type="primary" onClick={() => navigate('/login?activeName=wechat')}>
              {AuthCopy.backToLogin}
            </Button>
          }
        />
      </div>
    </section>
  );
}
