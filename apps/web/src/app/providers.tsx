import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { componentConfig, messageConfig, notificationConfig, themeConfig } from '../components/theme.ts';
import { bindFeedback } from '../lib/feedback.ts';
import { queryClient } from '../lib/query-client.ts';

/** Hands antd's context-aware message / modal / notification API to lib/feedback (once, inside <App>). */
function FeedbackBinder() {
  const api = App.useApp();
  useEffect(() => bindFeedback(api), [api]);
  return null;
}

/** Ant Design (zh_CN, theme, no space in 2-character button labels), antd <App> and TanStack Query. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig} {...componentConfig}>
      <App message={messageConfig} notification={notificationConfig}>
        <FeedbackBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
