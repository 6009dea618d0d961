import {
  type FileType,
  type PluginLaunch,
  parsePluginLaunch,
  type SoftwareName,
  type SoftwareType,
} from '@jianku/rules';
import { create } from 'zustand';
import { setCompanyId } from '../lib/auth-storage.ts';
import { getRuntimeConfig } from '../lib/runtime-config.ts';
import { useAppStore } from './app.store.ts';
import { session } from './storage.ts';

/** sessionStorage: the accepted plugin launch values (SPEC-3.32). */
export const PLUGIN_LAUNCH_KEY = 'jk_plugin_launch';

/** Plugin state (spec §3, SPEC-3.06..3.11). */
export interface PluginState {
  softwareType: SoftwareType | '';
  softwareName: SoftwareName | '';
  fileType: FileType | '';
  /** the plugin's version, from the `pluginVersion` launch parameter (ours: the spec lists none) */
  pluginVersion: string;
  wechatOrigin: string;
  showSequence: string;
  companyId: string;
}

interface PluginActions {
  /**
   * Plugin mode from the launch query, otherwise restored from sessionStorage when the path contains /plugin
   * (SPEC-2.19, SPEC-2.33, SPEC-4.17, SPEC-5.14). Returns whether the page is in plugin mode afterwards.
   */
  applyLaunchQuery: (search: URLSearchParams, pathname: string) => boolean;
  reset: () => void;
}

interface StoredLaunch extends PluginLaunch {
  pluginVersion: string;
}

const VERSION_PATTERN = /^[\w.+-]{1,32}$/;

function emptyState(): PluginState {
  return {
    softwareType: '',
    softwareName: '',
    fileType: '',
    pluginVersion: '',
    wechatOrigin: '',
    showSequence: '',
    companyId: '',
  };
}

function readStored(): StoredLaunch | null {
  const raw = session.get(PLUGIN_LAUNCH_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const stored = parsed as Record<string, unknown>;
    // Stored values pass the launch rules again, so a tampered entry cannot smuggle in unknown values.
    const query = new URLSearchParams();
    const pairs: Array<[string, unknown]> = [
      ['swType', stored.softwareType],
      ['swName', stored.softwareName],
      ['fType', stored.fileType],
      ['showSequence', stored.showSequence],
      ['theme', stored.theme],
      ['channel', stored.channel],
      ['wechatOrigin', stored.wechatOrigin],
      ['_companyId', stored.companyId],
    ];
    for (const [name, value] of pairs) {
      if (typeof value === 'string' || typeof value === 'number') query.set(name, String(value));
    }
    const launch = parsePluginLaunch(query, getRuntimeConfig().companyDomain);
    if (!launch) return null;
    const version = typeof stored.pluginVersion === 'string' ? stored.pluginVersion : '';
    return { ...launch, pluginVersion: VERSION_PATTERN.test(version) ? version : '' };
  } catch {
    return null;
  }
}

function toState(launch: StoredLaunch): PluginState {
  return {
    softwareType: launch.softwareType,
    softwareName: launch.softwareName,
    fileType: launch.fileType,
    pluginVersion: launch.pluginVersion,
    wechatOrigin: launch.wechatOrigin,
    showSequence: launch.showSequence,
    companyId: launch.companyId,
  };
}

/** Puts the launch into effect: plugin mode, channel, theme and company id. */
function enterPluginMode(launch: StoredLaunch): void {
  const app = useAppStore.getState();
  app.setPlugin(true);
  app.setChannel(launch.channel);
  if (launch.theme) app.setDark(launch.theme === 'dark');
  if (launch.companyId) setCompanyId(launch.companyId);
}

export const usePluginStore = create<PluginState & PluginActions>()((set) => ({
  ...emptyState(),
  applyLaunchQuery: (search, pathname) => {
    const launch = parsePluginLaunch(search, getRuntimeConfig().companyDomain);
    if (launch) {
      const version = search.get('pluginVersion')?.trim() ?? '';
      const stored: StoredLaunch = { ...launch, pluginVersion: VERSION_PATTERN.test(version) ? version : '' };
      session.set(PLUGIN_LAUNCH_KEY, JSON.stringify(stored));
      set(toState(stored));
      enterPluginMode(stored);
      return true;
    }
    if (!/(^|\/)plugin(\/|$)/.test(pathname)) return useAppStore.getState().isPlugin;
    const restored = readStored();
    if (restored) {
      set(toState(restored));
      enterPluginMode(restored);
    } else {
      useAppStore.getState().setPlugin(true);
    }
    return true;
  },
  reset: () => {
    session.remove(PLUGIN_LAUNCH_KEY);
    set(emptyState());
  },
}));

/** See PluginActions.applyLaunchQuery. */
export function applyLaunchQuery(search: URLSearchParams, pathname: string): boolean {
  return usePluginStore.getState().applyLaunchQuery(search, pathname);
}
