import { MODULE_RELOAD_GUARD_MS } from '@jianku/rules';
import Cookies from 'js-cookie';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { browser } from './browser.ts';
import { logException } from './log-queue.ts';

/** Set when a failed dynamic import reloaded the page; lives 10 seconds (SPEC-4.57, SPEC-9.36). */
export const MODULE_RELOAD_COOKIE = 'jk_module_reload';

/**
 * Loads a module; when the import fails (usually a new deployment removed the old chunk) the page reloads
 * once. A cookie guards the reload for 10 seconds; a failure within the guard is thrown (to the error boundary).
 * Every failure is logged.
 */
export async function importWithReload<T>(factory: () => Promise<T>): Promise<T> {
  try {
    return await factory();
  } catch (error) {
    logException(error);
    if (Cookies.get(MODULE_RELOAD_COOKIE)) throw error;
    Cookies.set(MODULE_RELOAD_COOKIE, '1', {
      expires: new Date(Date.now() + MODULE_RELOAD_GUARD_MS),
      path: '/',
    });
    browser.reload();
    // The page is going away: stay pending rather than flash the error boundary.
    return new Promise<T>(() => {});
  }
}

/** React.lazy with the reload-once rule of `importWithReload`. */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export function lazyWithReload<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => importWithReload(factory));
}

/** A lazy component that can be fetched ahead of its first render (on hover, focus or a test's setup). */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Fetches the module (once); a failure is forgotten, so the render tries again (with its reload rule). */
  preload: () => Promise<void>;
};

/**
 * `lazyWithReload` plus `preload()`: once the module is in, the component renders at once, without a
 * Suspense fallback (the lazy factory answers with an already-resolved thenable, which React reads in the
 * same render). For what a user asks for by a click (dialogs): preloaded on the pointer's approach, it is
 * there when the click lands (issue 17).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export function lazyWithPreload<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = (): Promise<{ default: T }> => {
    if (!loading) {
      loading = factory().then((module) => {
        loaded = module;
        return module;
      });
    }
    return loading;
  };
  const component = lazy(() => {
    const module = loaded;
    if (!module) return importWithReload(start);
    // A thenable that calls back at once: React marks the lazy component resolved before it renders.
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable resolved at once is the point here
      then: (resolve: (value: { default: T }) => void) => resolve(module),
    };
    return ready as unknown as Promise<{ default: T }>;
  });
  const preload = async () => {
    if (loaded) return;
    try {
      await start();
    } catch {
      loading = undefined;
    }
  };
  return Object.assign(component, { preload });
}
