import { beforeEach, describe, expect, it } from 'vitest';
import { HEAD_TYPE_KEY, MODE_KEY, rehydrateAppStore, THEME_KEY, useAppStore } from './app.store.ts';

beforeEach(() => {
  useAppStore.getState().reset();
  sessionStorage.clear();
  localStorage.clear();
});

describe('app store (spec §3 app state)', () => {
  it('SPEC-3.01 SPEC-3.02 SPEC-3.03 SPEC-3.04 SPEC-3.05 starts open, not plugin, large, dialogs closed, account tab', () => {
    const {
      isPrivate,
      isPlugin,
      screenType,
      showLogin,
      showRegister,
      activeName,
      channel,
      isEmbed,
      isDark,
      headType,
    } = useAppStore.getState();
    expect({
      isPrivate,
      isPlugin,
      screenType,
      showLogin,
      showRegister,
      activeName,
      channel,
      isEmbed,
      isDark,
      headType,
    }).toEqual({
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
    });
  });

  it('the setters change their flag', () => {
    const app = useAppStore.getState();
    app.setShowLogin(true);
    app.setShowRegister(true);
    app.setActiveName('wechat');
    app.setScreenType('small');
    app.setPlugin(true);
    app.setEmbed(true);
    app.setChannel(106);
    expect(useAppStore.getState()).toMatchObject({
      showLogin: true,
      showRegister: true,
      activeName: 'wechat',
      screenType: 'small',
      isPlugin: true,
      isEmbed: true,
      channel: 106,
    });
  });

  it('SPEC-3.32 SPEC-4.01 the mode and the header type are kept in sessionStorage', () => {
    useAppStore.getState().setPrivate(true);
    useAppStore.getState().setHeadType('Component');
    expect(sessionStorage.getItem(MODE_KEY)).toBe('private');
    expect(sessionStorage.getItem(HEAD_TYPE_KEY)).toBe('Component');
    useAppStore.setState({ isPrivate: false, headType: 'Home' });
    rehydrateAppStore();
    expect(useAppStore.getState()).toMatchObject({ isPrivate: true, headType: 'Component' });
    useAppStore.getState().setPrivate(false);
    expect(sessionStorage.getItem(MODE_KEY)).toBe('open');
  });

  it('SPEC-3.35 SPEC-4.18 the theme is kept in localStorage and marked on the document', () => {
    useAppStore.getState().setDark(true);
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    useAppStore.setState({ isDark: false });
    rehydrateAppStore();
    expect(useAppStore.getState().isDark).toBe(true);
  });

  it('an unknown stored header type falls back to Home', () => {
    sessionStorage.setItem(HEAD_TYPE_KEY, 'Evil');
    rehydrateAppStore();
    expect(useAppStore.getState().headType).toBe('Home');
  });

  it('reset returns to the defaults and clears what was stored', () => {
    const app = useAppStore.getState();
    app.setPrivate(true);
    app.setDark(true);
    app.setHeadType('Mat');
    app.reset();
    expect(useAppStore.getState()).toMatchObject({ isPrivate: false, isDark: false, headType: 'Home' });
    expect([
      sessionStorage.getItem(MODE_KEY),
      sessionStorage.getItem(HEAD_TYPE_KEY),
      localStorage.getItem(THEME_KEY),
    ]).toEqual([null, null, null]);
  });
});
