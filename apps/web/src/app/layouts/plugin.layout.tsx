import { PLUGIN_MIN_WIDTH } from '@jianku/rules';
import { Outlet, useLocation } from 'react-router';
import { AppHeader } from '../../components/app-header/app-header.tsx';
import { headerTypeOfLibrary, libraryFromPath } from '../../components/library/library.ts';
import { usePluginStore } from '../../stores/plugin.store.ts';
import { HeaderSearch } from './header-search.tsx';
import './layouts.css';

/** The library a design tool's plugin works with: EDA tools place components, CAD tools place parts. */
export function pluginLibrary(softwareType: string | null | undefined): 'part' | 'component' {
  return softwareType === 'EDA' ? 'component' : 'part';
}

/** The library of a plugin path (/plugin/part/search → part), null for /plugin itself and its other pages. */
export function pluginPathLibrary(pathname: string) {
  return libraryFromPath(pathname.replace(/^\/plugin(?=\/)/, ''));
}

/**
 * Plugin mode (/plugin, /plugin/...): the portal inside a design tool, 500 px wide at least, compact header.
 * The library pages under /plugin (/plugin/component/search, ...) have the search on a row of its own.
 */
export function PluginLayout() {
  const softwareType = usePluginStore((s) => s.softwareType);
  const { pathname } = useLocation();
  const library = pluginPathLibrary(pathname);
  const onLibraryHome = library !== null && new RegExp(`^/plugin/${library}/?$`).test(pathname);
  return (
    <div className="jk-plugin" style={{ minWidth: PLUGIN_MIN_WIDTH }}>
      {/* No search in the 500 px bar: it leaves the box no room; the library page's own box searches. */}
      <AppHeader type={headerTypeOfLibrary(library ?? pluginLibrary(softwareType))} compact />
      {library && !onLibraryHome && (
        <div className="jk-plugin-search">
          <HeaderSearch library={library} />
        </div>
      )}
      <main className="jk-plugin-main">
        <Outlet />
      </main>
    </div>
  );
}
