import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { installHttpHandlers } from './app/http-setup.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { startLogQueue } from './lib/log-queue.ts';
import { bindNavigate } from './lib/navigate.ts';
import './app/global.css';
import './app/dark.css';

installHttpHandlers();
startLogQueue();

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
