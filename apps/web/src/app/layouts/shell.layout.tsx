import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { AppFooter } from '../../components/app-footer/app-footer.tsx';
import { AppHeader } from '../../components/app-header/app-header.tsx';
import { headerTypeOfLibrary, libraryFromPath } from '../../components/library/library.ts';
import { KeepAliveOutlet } from '../../components/tab-bar/keep-alive-outlet.tsx';
import { TabBar } from '../../components/tab-bar/tab-bar.tsx';
import { FirstRenderSlice } from '../../lib/first-render-slices.tsx';
import { useIdle } from '../../lib/idle.ts';
import { lazyWithReload } from '../../lib/module-reload.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { HeaderSearch } from './header-search.tsx';
import './layouts.css';

// The floating consultation button (咨询, opening the feedback dialog) comes once the page has loaded and
// the browser is idle: it floats over the page, so it moves nothing when it appears (issue 17).
const FeedbackLauncher = lazyWithReload(() =>
  import('../../features/feedback/components/feedback-launcher.tsx').then((m) => ({
    default: m.FeedbackLauncher,
  })),
);

/**
 * The frame shared by the home and portal layouts: header (its type from the path prefix), the tab bar,
 * the page area with cached tabs kept alive, the footer and the floating consultation button. In plugin mode
 * (the user left /plugin for a results or item page) the compact header and the search row only.
 */
export function ShellLayout() {
  const { pathname } = useLocation();
  const type = headerTypeOfLibrary(libraryFromPath(pathname));
  const setHeadType = useAppStore((s) => s.setHeadType);
  // Inside a design tool (plugin mode, 500 px wide) library pages keep the plugin's compact header.
  const isPlugin = useAppStore((s) => s.isPlugin);
  // A phone-sized window (SPEC-9.32 small) has no room in the bar either: the box gets the same row.
  const small = useAppStore((s) => s.screenType === 'small');
  const searchRow = isPlugin || small;
  const idle = useIdle();
  useEffect(() => setHeadType(type), [type, setHeadType]);

  return (
    <div className="jk-shell">
      {/* At 500 px the compact bar has no room for the box: it gets a row of its own under the bar. */}
      <AppHeader type={type} compact={isPlugin} search={searchRow ? undefined : <HeaderSearch />} />
      {searchRow && (
        <div className="jk-plugin-search">
          <HeaderSearch />
        </div>
      )}
      {/* Plugin mode inside a design tool: no tab bar, no footer and no 咨询 button (issue 12). */}
      {!isPlugin && <TabBar />}
      <div className="jk-shell-body">
        <FirstRenderSlice>
          <KeepAliveOutlet />
        </FirstRenderSlice>
      </div>
      {!isPlugin && (
        <FirstRenderSlice last>
          <AppFooter />
        </FirstRenderSlice>
      )}
      {idle && !isPlugin && (
        <Suspense fallback={null}>
          <FeedbackLauncher />
        </Suspense>
      )}
    </div>
  );
}
