import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { componentConfig, themeConfigOf } from '../components/theme.ts';
import { onFeedbackWanted } from '../lib/feedback.ts';
import { lazyWithPreload } from '../lib/module-reload.ts';
import { queryClient } from '../lib/query-client.ts';
import { useAppStore } from '../stores/app.store.ts';

/** antd's App (message, notification and modal holders) loads with the first toast (issue 17). */
export const FeedbackHost = lazyWithPreload(() =>
  import('./feedback-host.tsx').then((m) => ({ default: m.FeedbackHost })),
);

/** Mounts the feedback host once lib/feedback is first asked to show something. */
function LazyFeedbackHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFeedbackWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/**
 * Ant Design (zh_CN, theme, no space in 2-character button labels), the feedback host and TanStack Query.
 * The theme follows the app store's isDark (a plugin launched with theme=dark): antd's dark algorithm.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const isDark = useAppStore((s) => s.isDark);
  const theme = useMemo(() => themeConfigOf(isDark), [isDark]);
  return (
    <ConfigProvider locale={zhCN} theme={theme} {...componentConfig}>
      <LazyFeedbackHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
