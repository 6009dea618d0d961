import { TAB_LIMIT } from '@jianku/rules';
import { create } from 'zustand';

export { TAB_LIMIT };

/** A tab of the tab bar (spec §2 Tabs). */
export interface TabItem {
  title: string;
  /** Stable key: the route's path name ('home' for / and /home). */
  name: string;
  /** Last visited path with its query, where the tab leads back to. */
  path: string;
  active: boolean;
  /** The page keeps its state while the user is on another tab. */
  cache?: boolean;
}

export type TabInput = Omit<TabItem, 'active'>;

export const HOME_TAB_NAME = 'home';
export const HOME_TAB: TabItem = { title: '首页', name: HOME_TAB_NAME, path: '/home', active: true };

interface TabsState {
  tabs: TabItem[];
  /** Adds the tab or activates (and updates) the existing one. When full, the second tab is dropped first. */
  openTab: (tab: TabInput) => void;
  activateTab: (name: string) => void;
  /**
   * Closes a tab (never the home tab). Returns the path to go to when the closed tab was the active one,
   * otherwise null.
   */
  closeTab: (name: string) => string | null;
  reset: () => void;
}

/** The tab name for a path: 'home' for / and /home, otherwise the path name without a trailing slash. */
export function tabNameForPath(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clean === '/' || clean === '/home' ? HOME_TAB_NAME : clean;
}

function withActive(tabs: TabItem[], name: string): TabItem[] {
  return tabs.map((t) => (t.active === (t.name === name) ? t : { ...t, active: t.name === name }));
}

export const useTabsStore = create<TabsState>()((set, get) => ({
  tabs: [HOME_TAB],
  openTab: (input) =>
    set(({ tabs }) => {
      const existing = tabs.find((t) => t.name === input.name);
      if (existing) {
        const updated = tabs.map((t) => (t.name === input.name ? { ...t, ...input, active: true } : t));
        return { tabs: withActive(updated, input.name) };
      }
      let next = tabs;
      // The home tab is first and always kept: when full, drop the second tab.
      if (next.length >= TAB_LIMIT) next = [...next.slice(0, 1), ...next.slice(2)];
      return { tabs: withActive([...next, { ...input, active: true }], input.name) };
    }),
  activateTab: (name) => set(({ tabs }) => ({ tabs: withActive(tabs, name) })),
  closeTab: (name) => {
    const { tabs } = get();
    const index = tabs.findIndex((t) => t.name === name);
    const closing = tabs[index];
    if (!closing || name === HOME_TAB_NAME) return null;
    const rest = tabs.filter((t) => t.name !== name);
    if (!closing.active) {
      set({ tabs: rest });
      return null;
    }
    // Activate the tab to the left (there is always the home tab).
    const neighbour = rest[Math.max(0, index - 1)] ?? HOME_TAB;
    set({ tabs: withActive(rest, neighbour.name) });
    return neighbour.path;
  },
  reset: () => set({ tabs: [HOME_TAB] }),
}));
