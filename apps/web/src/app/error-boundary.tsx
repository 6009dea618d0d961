import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { logException } from '../lib/log-queue.ts';
import { CrashPage } from './error-pages/crash.page.tsx';

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
    return this.state.error ? <CrashPage /> : this.props.children;
  }
}

/** The router's error element: route render and load errors are logged and shown as the crash page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    logException(error);
  }, [error]);
  return <CrashPage />;
}
