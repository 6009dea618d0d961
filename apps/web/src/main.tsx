import { screenTypeOf } from '@jianku/rules';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { installHttpHandlers } from './app/http-setup.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startLogQueue } from './lib/log-queue.ts';
import { bindNavigate } from './lib/navigate.ts';
import { useAppStore } from './stores/app.store.ts';
import './app/global.css';
import './app/dark.css';

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

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
