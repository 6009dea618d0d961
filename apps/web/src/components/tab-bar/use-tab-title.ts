import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { tabNameForPath } from '../../stores/tabs.store.ts';

interface TabTitleState {
  /** Titles pages gave their tabs once their data loaded, by tab name (the path name). */
  titles: Record<string, string>;
  setTitle: (name: string, title: string) => void;
  reset: () => void;
}

/** Titles set by pages; the keep-alive outlet prefers them to the route handle's title. */
export const useTabTitleStore = create<TabTitleState>()((set) => ({
  titles: {},
  setTitle: (name, title) =>
    set((state) => (state.titles[name] === title ? state : { titles: { ...state.titles, [name]: title } })),
  reset: () => set({ titles: {} }),
}));

/** The title a page set for the tab `name`, if any. */
export function useTabTitleOverride(name: string): string | undefined {
  return useTabTitleStore((s) => s.titles[name]);
}

/**
 * Gives the current page's tab a title known only after its data loads (an item's model, a category's
 * name). Routes keep a generic handle title for the moment before. For pages of routes without the cache
 * flag (a cached page stays mounted while other paths are shown).
 */
export function useTabTitle(title: string | null | undefined): void {
  const { pathname } = useLocation();
  const name = tabNameForPath(pathname);
  const setTitle = useTabTitleStore((s) => s.setTitle);
  useEffect(() => {
    if (title) setTitle(name, title);
  }, [name, title, setTitle]);
}
