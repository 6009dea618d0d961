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
import { startFirstRenderSlices } from './lib/first-render-slices.tsx';
import { startLogQueue } from './lib/log-queue.ts';
import { bindNavigate } from './lib/navigate.ts';
import { queryClient } from './lib/query-client.ts';
import { useAppStore } from './stores/app.store.ts';
import './app/global.css';
import './app/dark.css';

installAntdStyleOrder();
startFirstRenderSlices();
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

// The first render waits for antd's stylesheet (preloaded by index.html, lib/antd-style-order.ts) and, on a
// results or item page, for the page's chunk and answer (bounded), so that it draws them (app/first-page.ts).
// It comes in slices (issue 17: Total Blocking Time): the providers, header and tab bar first, the page and
// the footer each in a task of their own (lib/first-render-slices.tsx; startFirstRenderSlices above). The
// transition is React's way of slicing it, for a build on React; Preact's startTransition runs it at once.
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
