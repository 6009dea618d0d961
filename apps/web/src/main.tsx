import { screenTypeOf } from '@jianku/rules';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { prepareFirstPage } from './app/first-page.ts';
import { installHttpHandlers } from './app/http-setup.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { applyAntdSheet, installAntdStyleOrder } from './lib/antd-style-order.ts';
import { startLogQueue } from './lib/log-queue.ts';
import { bindNavigate } from './lib/navigate.ts';
import { queryClient } from './lib/query-client.ts';
import { useAppStore } from './stores/app.store.ts';
import './app/global.css';
import './app/dark.css';

installAntdStyleOrder();
installHttpHandlers();
startLogQueue();
// The screen type of this window before the first render (the watcher keeps it in step afterwards): a phone
// gets its 50 px header and its one-column layout from the first paint, with no shift when the watcher runs.
useAppStore.getState().setScreenType(screenTypeOf(window.innerWidth));

const router = createAppRouter();
bindNavigate((to, options) => {
  void router.navigate(to, options);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task of several hundred on a slow phone (issue 17: Total
// Blocking Time). What is drawn, and when it commits, is the same. It waits for antd's stylesheet (preloaded
// by index.html, lib/antd-style-order.ts) and, on a results or item page, for the page's chunk and answer
// (bounded), so that this render draws them (app/first-page.ts).
const root = createRoot(container);
void Promise.all([applyAntdSheet(), prepareFirstPage(window.location, queryClient)]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
});
