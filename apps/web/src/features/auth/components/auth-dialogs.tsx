import { AuthText, LOGIN_DIALOG_WIDTH, REGISTER_DIALOG_WIDTH } from '@jianku/rules';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppModal } from '../../../components/app-modal.tsx';
import { lazyWithReload } from '../../../lib/module-reload.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import './auth.css';

// The forms load with the first dialog opened, not with every page.
const LoginPanel = lazyWithReload(() => import('./login-panel.tsx').then((m) => ({ default: m.LoginPanel })));
const RegisterPanel = lazyWithReload(() =>
  import('./register-panel.tsx').then((m) => ({ default: m.RegisterPanel })),
);

function Loading() {
  return (
    <div style={{ padding: '64px 0', textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

/** `{path}?redirect=<encoded current path and query>` (SPEC-2.25). */
function withRedirect(path: string, current: string): string {
  return `${path}?redirect=${encodeURIComponent(current)}`;
}

/**
 * The login (470 px) and register (460 px) dialogs, shown by the app store's showLogin / showRegister
 * (SPEC-2.27). In plugin or embed mode the switch between them stays inside the dialogs; elsewhere the
 * switch goes to the other page with a redirect back here. Closing a dialog drops its form and slider
 * (SPEC-4.36). A successful sign-in closes the dialog and leaves the user where they were.
 */
export function AuthDialogs() {
  const showLogin = useAppStore((s) => s.showLogin);
  const showRegister = useAppStore((s) => s.showRegister);
  const inDialogs = useAppStore((s) => s.isPlugin || s.isEmbed);
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  const setShowRegister = useAppStore((s) => s.setShowRegister);
  const location = useLocation();
  const navigate = useNavigate();
  const current = `${location.pathname}${location.search}`;

  const toRegister = () => {
    setShowLogin(false);
    if (inDialogs) setShowRegister(true);
    else navigate(withRedirect('/register', current));
  };
  const toLogin = () => {
    setShowRegister(false);
    if (inDialogs) setShowLogin(true);
    else navigate(withRedirect('/login', current));
  };

  return (
    <>
      <AppModal
        open={showLogin}
        title={AuthText.login}
        width={LOGIN_DIALOG_WIDTH}
        footer={null}
        onCancel={() => setShowLogin(false)}
        destroyOnHidden
        className="jk-auth-dialog"
      >
        <div className="jk-auth-dialog-body">
          <Suspense fallback={<Loading />}>
            <LoginPanel
              open={showLogin}
              redirect={current}
              onRegister={toRegister}
              onSuccess={() => setShowLogin(false)}
            />
          </Suspense>
        </div>
      </AppModal>
      <AppModal
        open={showRegister}
        title={AuthText.register}
        width={REGISTER_DIALOG_WIDTH}
        footer={null}
        onCancel={() => setShowRegister(false)}
        destroyOnHidden
        className="jk-auth-dialog"
      >
        <div className="jk-auth-dialog-body">
          <Suspense fallback={<Loading />}>
            <RegisterPanel open={showRegister} onLogin={toLogin} onSuccess={() => setShowRegister(false)} />
          </Suspense>
        </div>
      </AppModal>
    </>
  );
}
