import { PLUGIN_MIN_WIDTH } from '@jianku/rules';
import { Outlet } from 'react-router';
import { AppHeader } from '../../components/app-header/app-header.tsx';
import { headerTypeOfLibrary } from '../../components/library/library.ts';
import { usePluginStore } from '../../stores/plugin.store.ts';
import './layouts.css';

/** The library a design tool's plugin works with: EDA tools place components, CAD tools place parts. */
export function pluginLibrary(softwareType: string | null | undefined): 'part' | 'component' {
  return softwareType === 'EDA' ? 'component' : 'part';
}

/** Plugin mode (/plugin, /plugin/...): the portal inside a design tool, 500 px wide at least, compact header. */
export function PluginLayout() {
  const softwareType = usePluginStore((s) => s.softwareType);
  return (
    <div className="jk-plugin" style={{ minWidth: PLUGIN_MIN_WIDTH }}>
      {/* No search in the 500 px bar: it leaves the box no room; the library page's own box searches. */}
      <AppHeader type={headerTypeOfLibrary(pluginLibrary(softwareType))} compact />
      <main className="jk-plugin-main">
        <Outlet />
      </main>
    </div>
  );
}
