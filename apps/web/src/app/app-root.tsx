import { APP_MIN_WIDTH, AuthText, PLUGIN_MIN_WIDTH } from '@jianku/rules';
import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorDialog } from '../components/error-dialog/error-dialog.tsx';
import { useDocumentTitle } from '../components/tab-bar/use-document-title.ts';
import { AuthDialogs } from '../features/auth/components/auth-dialogs.tsx';
import { installAuthSession, restoreSession } from '../features/auth/session/auth-session.ts';
import { usePrivateModeRedirect } from '../features/auth/session/private-mode.ts';
import { logException } from '../lib/log-queue.ts';
import { runNavigationGuard } from '../lib/navigation-guard.ts';
import { useScreenWatcher } from '../lib/screen.ts';
import { useAppStore } from '../stores/app.store.ts';
import { applyLaunchQuery } from '../stores/plugin.store.ts';

/** Installs the session machinery (401 refresh, idle expiry) once per page and loads the stored session. */
let sessionInstalled = false;
function startSession(): void {
  if (!sessionInstalled) {
    sessionInstalled = true;
    installAuthSession();
  }
  restoreSession().catch(logException);
}

/** Whether a path is in plugin mode (/plugin, /plugin/...). */
export function isPluginPath(pathname: string): boolean {
  return /^\/plugin(\/|$)/.test(pathname);
}

/**
 * The root route: breakpoints, plugin launch query, the navigation guard on each navigation, the session
 * (refresh on 401, idle expiry, the user loaded when a token exists), the app's minimum width (1440 px,
 * 500 px in plugin mode), the browser title of each page, the single error dialog and the login / register
 * dialogs.
 */
export function AppRoot() {
  useScreenWatcher();
  useDocumentTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const isPlugin = useAppStore((s) => s.isPlugin);
  const [wechatAuth, setWechatAuth] = useState(false);
  const started = useRef(false);
  const { pathname, search, hash } = location;

  useEffect(startSession, []);
  usePrivateModeRedirect(pathname);

  // Plugin launch values: taken on start, and again whenever a /plugin path is opened.
  useEffect(() => {
    if (!started.current || pathname.includes('/plugin')) {
      started.current = true;
      applyLaunchQuery(new URLSearchParams(search), pathname);
    }
  }, [pathname, search]);

  useEffect(() => {
    let cancelled = false;
    runNavigationGuard({ pathname, search })
      .then((result) => {
        if (cancelled) return;
        setWechatAuth(result.wechatAuth === true);
        // A token handed over in the query (SPEC-2.69): load its user.
        if (result.tokenStored) restoreSession().catch(logException);
        if (result.replaceSearch !== undefined && result.replaceSearch !== search) {
          navigate({ pathname, search: result.replaceSearch, hash }, { replace: true });
        }
      })
      .catch((error: unknown) => {
        logException(error);
      });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, hash, navigate]);

  const minWidth = isPlugin || isPluginPath(pathname) ? PLUGIN_MIN_WIDTH : APP_MIN_WIDTH;
  return (
    <div className="jk-app" style={{ minWidth }}>
      <Outlet />
      <ErrorDialog />
      <AuthDialogs />
      {wechatAuth && <Spin fullscreen size="large" description={AuthText.loggingIn} />}
    </div>
  );
}
