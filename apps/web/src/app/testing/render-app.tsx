/**
 * Test-only helpers for the app shell (imported by *.test.tsx files, never by the app): render routes in a
 * memory router inside the real providers, with the browser APIs jsdom lacks.
 */
import type { RuntimeConfig } from '@jianku/rules';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { useAppStore } from '../../stores/app.store.ts';
import { useCompareTrayStore } from '../../stores/compare-tray.store.ts';
import { useErrorDialogStore } from '../../stores/error-dialog.store.ts';
import { usePluginStore } from '../../stores/plugin.store.ts';
import { useTabsStore } from '../../stores/tabs.store.ts';
import { AppProviders } from '../providers.tsx';
import { routes as appRoutes } from '../router.tsx';

/** jsdom has no matchMedia or ResizeObserver; antd's responsive grid and Tabs need them. */
export function installBrowserStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  // jsdom does not implement pseudo-element styles (antd measures the scrollbar with them).
  if (!(window.getComputedStyle as { jkStub?: boolean }).jkStub) {
    const original = window.getComputedStyle.bind(window);
    const patched = ((elt: Element) => original(elt)) as typeof window.getComputedStyle & {
      jkStub?: boolean;
    };
    patched.jkStub = true;
    window.getComputedStyle = patched;
  }
}

/** Sets the deployment's runtime config (what GET /config.js injects). */
export function setRuntimeConfig(config: Partial<RuntimeConfig> | undefined): void {
  if (config === undefined) delete window.__JIANKU_CONFIG__;
  else window.__JIANKU_CONFIG__ = { ...config };
}

/** Back to a fresh visit: stores, storage, cookies and runtime config. */
export function resetAppState(): void {
  useTabsStore.getState().reset();
  useAppStore.getState().reset();
  usePluginStore.getState().reset();
  useErrorDialogStore.getState().reset();
  useCompareTrayStore.getState().clear();
  sessionStorage.clear();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  setRuntimeConfig(undefined);
}

/** Renders the route table (the app's by default) at `path` inside the app's providers. */
export function renderApp(path: string | string[], routes: RouteObject[] = appRoutes) {
  installBrowserStubs();
  const router = createMemoryRouter(routes, { initialEntries: Array.isArray(path) ? path : [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
