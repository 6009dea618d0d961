import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { logException } from '../lib/log-queue.ts';

// The crash page (antd Result and its illustration) loads only when something failed (issue 17). A plain
// React.lazy: the reload-once rule would reload a page that is already showing an error.
const CrashPage = lazy(() => import('./error-pages/crash.page.tsx').then((m) => ({ default: m.CrashPage })));

/** Until the crash page has loaded (or if it cannot load): the same words and a reload button, unstyled. */
function CrashFallback() {
  return (
    <div style={{ padding: '80px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 24, fontWeight: 400 }}>页面出错了</h1>
      <p>很抱歉，页面遇到了问题，错误已记录。请重新加载页面；如问题持续存在，请联系我们。</p>
      <button type="button" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}

/** The crash page, loaded when first shown. */
function Crash() {
  return (
    <Suspense fallback={<CrashFallback />}>
      <CrashPage />
    </Suspense>
  );
}

/** Catches render errors outside the router (providers, the router itself), logs them, offers a reload. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof Error && info.componentStack && !error.stack?.includes(info.componentStack)) {
      error.stack = `${error.stack ?? ''}\n${info.componentStack}`;
    }
    logException(error);
  }

  override render() {
    return this.state.error ? <Crash /> : this.props.children;
  }
}

/** The router's error element: route render and load errors are logged and shown as the crash page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    logException(error);
  }, [error]);
  return <Crash />;
}
