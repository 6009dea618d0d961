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
