import { HeaderType, type HeaderTypeValue, type ScreenTypeValue } from '@jianku/rules';
import { create } from 'zustand';
import { local, session } from './storage.ts';

export type ScreenType = ScreenTypeValue;
export type ActiveName = 'account' | 'phone' | 'wechat';
/** Header types (SPEC-2.34): they decide which library search and navigation lead to. */
export type HeadType = HeaderTypeValue;

export const HEAD_TYPES: readonly HeadType[] = Object.values(HeaderType);

/** sessionStorage: 'private' or 'open' (SPEC-3.32, SPEC-4.01) */
export const MODE_KEY = 'jk_mode';
/** sessionStorage: the header type (SPEC-3.32) */
export const HEAD_TYPE_KEY = 'jk_head_type';
/** localStorage: 'dark' or 'light' (SPEC-3.35, SPEC-4.18) */
export const THEME_KEY = 'jk_theme';

export interface AppState {
  /** private (enterprise) library mode, else open (SPEC-3.01) */
  isPrivate: boolean;
  isPlugin: boolean;
  screenType: ScreenType;
  showLogin: boolean;
  showRegister: boolean;
  /** login tab, default account (SPEC-3.04) */
  activeName: ActiveName;
  channel: number | null;
  isEmbed: boolean;
  isDark: boolean;
  headType: HeadType;
}

export interface AppActions {
  setPrivate: (isPrivate: boolean) => void;
  setPlugin: (isPlugin: boolean) => void;
  setScreenType: (screenType: ScreenType) => void;
  setShowLogin: (show: boolean) => void;
  setShowRegister: (show: boolean) => void;
  setActiveName: (name: ActiveName) => void;
  setChannel: (channel: number | null) => void;
  setEmbed: (isEmbed: boolean) => void;
  setDark: (isDark: boolean) => void;
  setHeadType: (headType: HeadType) => void;
  /** Back to defaults, clearing the stored mode, header type and theme. */
  reset: () => void;
}

function isHeadType(value: unknown): value is HeadType {
  return typeof value === 'string' && (HEAD_TYPES as readonly string[]).includes(value);
}

function applyThemeAttribute(isDark: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
}

function defaults(): AppState {
  return {
    isPrivate: false,
    isPlugin: false,
    screenType: 'large',
    showLogin: false,
    showRegister: false,
    activeName: 'account',
    channel: null,
    isEmbed: false,
    isDark: false,
    headType: 'Home',
  };
}

/** The persisted mode, header type and theme. */
function persisted(): Pick<AppState, 'isPrivate' | 'headType' | 'isDark'> {
  const headType = session.get(HEAD_TYPE_KEY);
  return {
    isPrivate: session.get(MODE_KEY) === 'private',
    headType: isHeadType(headType) ? headType : 'Home',
    isDark: local.get(THEME_KEY) === 'dark',
  };
}

export const useAppStore = create<AppState & AppActions>()((set) => ({
  ...defaults(),
  ...persisted(),
  setPrivate: (isPrivate) => {
    session.set(MODE_KEY, isPrivate ? 'private' : 'open');
    set({ isPrivate });
  },
  setPlugin: (isPlugin) => set({ isPlugin }),
  setScreenType: (screenType) => set({ screenType }),
  setShowLogin: (showLogin) => set({ showLogin }),
  setShowRegister: (showRegister) => set({ showRegister }),
  setActiveName: (activeName) => set({ activeName }),
  setChannel: (channel) => set({ channel }),
  setEmbed: (isEmbed) => set({ isEmbed }),
  setDark: (isDark) => {
    local.set(THEME_KEY, isDark ? 'dark' : 'light');
    applyThemeAttribute(isDark);
    set({ isDark });
  },
  setHeadType: (headType) => {
    session.set(HEAD_TYPE_KEY, headType);
    set({ headType });
  },
  reset: () => {
    session.remove(MODE_KEY);
    session.remove(HEAD_TYPE_KEY);
    local.remove(THEME_KEY);
    applyThemeAttribute(false);
    set(defaults());
  },
}));

// The stored theme is in force from the first paint (the page's own CSS reads html[data-theme]).
applyThemeAttribute(useAppStore.getState().isDark);

/** Re-reads the persisted values (a new tab, or tests that prepared storage). */
export function rehydrateAppStore(): void {
  const values = persisted();
  applyThemeAttribute(values.isDark);
  useAppStore.setState(values);
}
