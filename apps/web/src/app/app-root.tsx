import { APP_MIN_WIDTH, AuthText, PLUGIN_MIN_WIDTH } from '@jianku/rules';
import { Spin } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../components/tab-bar/use-document-title.ts';
import { installAuthSession, restoreSession } from '../features/auth/session/auth-session.ts';
import { usePrivateModeRedirect } from '../features/auth/session/private-mode.ts';
import { logException } from '../lib/log-queue.ts';
import { lazyWithPreload } from '../lib/module-reload.ts';
import { runNavigationGuard } from '../lib/navigation-guard.ts';
import { useAppStore } from '../stores/app.store.ts';
import { useErrorDialogStore } from '../stores/error-dialog.store.ts';
import { applyLaunchQuery } from '../stores/plugin.store.ts';
import { useScreenWatcher } from './screen-watcher.ts';
import './responsive.css';

// The dialogs (antd Modal, the forms) load with the first one shown, not with every page (issue 17). The
// login and register dialogs are fetched as the pointer or the focus reaches a control marked
// data-preload="auth" (the header's 登录 and 注册), so they are in when the click lands.
export const ErrorDialog = lazyWithPreload(() =>
  import('../components/error-dialog/error-dialog.tsx').then((m) => ({ default: m.ErrorDialog })),
);
export const AuthDialogs = lazyWithPreload(() =>
  import('../features/auth/components/auth-dialogs.tsx').then((m) => ({ default: m.AuthDialogs })),
);

/** True from the first time `shown` is true on: a dialog, once mounted, stays mounted to animate closed. */
function useOnceShown(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

/** Fetches the auth dialogs when the pointer or the focus reaches a control marked data-preload="auth". */
function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-preload="auth"]')) {
        void AuthDialogs.preload();
      }
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);
}

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
 * Embed mode (isEmbed, spec §3 app state): the portal runs inside another page's frame, as design tools that
 * show a web view do (the server lets outside hosts frame only the /plugin pages, FRAME_ANCESTORS). A frame
 * of another origin cannot even read window.top: that is a frame too.
 */
export function isFramed(win: { self: unknown; top: unknown } = window): boolean {
  try {
    return win.top !== null && win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * The root route: breakpoints, plugin launch query, the navigation guard on each navigation, the session
 * (refresh on 401, idle expiry, the user loaded when a token exists), the app's minimum width (1440 px,
 * 500 px in plugin mode, none on a phone-sized window: app/responsive.css), the browser title of each page, the single error dialog and the login / register
 * dialogs.
 */
export function AppRoot() {
  useScreenWatcher();
  useDocumentTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const isPlugin = useAppStore((s) => s.isPlugin);
  const errorShown = useOnceShown(useErrorDialogStore((s) => s.current !== null));
  const authShown = useOnceShown(useAppStore((s) => s.showLogin || s.showRegister));
  usePreloadOnIntent();
  const [wechatAuth, setWechatAuth] = useState(false);
  const started = useRef(false);
  const { pathname, search, hash } = location;

  useEffect(startSession, []);
  useEffect(() => {
    if (isFramed()) useAppStore.getState().setEmbed(true);
  }, []);
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

  const plugin = isPlugin || isPluginPath(pathname);
  return (
    <div
      className={`jk-app ${plugin ? 'jk-app--plugin' : 'jk-app--portal'}`}
      data-min-width={plugin ? PLUGIN_MIN_WIDTH : APP_MIN_WIDTH}
    >
      <Outlet />
      <Suspense fallback={null}>{errorShown && <ErrorDialog />}</Suspense>
      <Suspense fallback={null}>{authShown && <AuthDialogs />}</Suspense>
      {wechatAuth && <Spin fullscreen size="large" description={AuthText.loggingIn} />}
    </div>
  );
}
