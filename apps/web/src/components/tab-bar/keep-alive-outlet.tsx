import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { tabNameForPath, useTabsStore } from '../../stores/tabs.store.ts';
import { tabHandleOf } from './route-handle.ts';
import { useTabTitleOverride } from './use-tab-title.ts';

/**
 * Renders the matched child route and registers it as a tab. Pages of routes marked `handle.cache` stay
 * mounted and hidden while another tab is shown, so their state (typed text, scroll, filters) survives a
 * round trip; they are dropped when their tab is closed or pushed out of the tab bar.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const handle = tabHandleOf(useMatches());
  const name = tabNameForPath(location.pathname);
  const tabs = useTabsStore((s) => s.tabs);
  const openTab = useTabsStore((s) => s.openTab);
  const cache = useRef(new Map<string, ReactNode>());

  // Keep the newest element of the current cached page; prune pages whose tab is gone.
  if (handle?.cache) cache.current.set(name, outlet);
  for (const key of [...cache.current.keys()]) {
    if (key !== name && !tabs.some((t) => t.name === key && t.cache)) cache.current.delete(key);
  }

  // A page may retitle its tab once its data is loaded (useTabTitle).
  const override = useTabTitleOverride(name);
  const title = handle?.title ? (override ?? handle.title) : undefined;
  const cacheFlag = handle?.cache === true;
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (title) openTab({ name, title, path, ...(cacheFlag ? { cache: true } : {}) });
  }, [name, title, path, cacheFlag, openTab]);

  return (
    <>
      {[...cache.current].map(([key, element]) => (
        <div key={key} className="jk-keep-alive" data-tab={key} hidden={key !== name}>
          {element}
        </div>
      ))}
      {!handle?.cache && (
        <div key={`live:${name}`} className="jk-keep-alive" data-tab={name}>
          {outlet}
        </div>
      )}
    </>
  );
}
