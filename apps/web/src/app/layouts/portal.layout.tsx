import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTraySync } from '../../components/compare-tray/use-tray-sync.ts';
import { type Library, LibraryContext } from '../../components/library/library.ts';
import { lazyWithReload } from '../../lib/module-reload.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { useCompareTrayStore } from '../../stores/compare-tray.store.ts';

// The tray loads once it holds something (issue 17): most visits never fill it.
const CompareTray = lazyWithReload(() =>
  import('../../components/compare-tray/compare-tray.tsx').then((m) => ({ default: m.CompareTray })),
);

/** Spec §2: the page scrolls to the top on component detail paths. */
export function shouldScrollToTop(pathname: string): boolean {
  return /^\/component\/detail(\/|$)/.test(pathname);
}

/** Whether a deployment hides a library (ignorePart / ignoreComponent). */
export function isLibraryIgnored(library: Library): boolean {
  const config = getRuntimeConfig();
  return (library === 'part' && config.ignorePart) || (library === 'component' && config.ignoreComponent);
}

/** The compare tray shows on the part and component library pages, except on the comparison itself. */
export function showsCompareTray(library: Library, pathname: string): boolean {
  return library !== 'mat' && !/^\/(part|component)\/compare(\/|$)/.test(pathname);
}

/**
 * The portal layout of /part, /component and /mat: the router creates one per library prefix, and the
 * layout hands its library to the pages below it.
 */
export function PortalLayout({ library }: { library: Library }) {
  const { pathname } = useLocation();
  const trayFilled = useCompareTrayStore((s) => s.ids.length > 0);
  useTraySync();

  useEffect(() => {
    if (shouldScrollToTop(pathname)) window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  if (isLibraryIgnored(library)) return <Navigate to="/" replace />;

  return (
    <LibraryContext.Provider value={library}>
      <main className="jk-portal-main">
        <Outlet />
      </main>
      {trayFilled && showsCompareTray(library, pathname) && (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      )}
    </LibraryContext.Provider>
  );
}
