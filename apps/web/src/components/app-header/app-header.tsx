import { AuthText, headerHeightOf } from '@jianku/rules';
import { Button } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { lazyWithPreload } from '../../lib/module-reload.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { type HeaderType, libraryOfHeaderType, libraryTitle } from '../library/library.ts';
import { AppLogo } from './app-logo.tsx';
import { activeNavKey, activeSection, visibleLibraryTabs, visibleNavEntries } from './header-model.ts';
import { PlatformSelector } from './platform-selector.tsx';
import './app-header.css';

/**
 * The user menu (antd Dropdown, Menu, Avatar) loads once a signed-in user is known: a visitor never
 * fetches it (issue 17). Its place is kept while it loads.
 */
export const UserMenu = lazyWithPreload(() =>
  import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })),
);

export interface AppHeaderProps {
  /** Part, Component, Home or Mat: decides the library of search and navigation. */
  type: HeaderType;
  /** Plugin mode: a compact header without site navigation. */
  compact?: boolean;
  /** Slot for the library search box (added by the search issue). */
  search?: ReactNode;
}

/** `{path}?redirect=<encoded current path and query>` (spec §2, SPEC-2.25). */
export function withRedirect(path: string, current: string): string {
  return `${path}?redirect=${encodeURIComponent(current)}`;
}

/** The phone layout's 菜单 button and the panel under the bar that holds the navigation (issue 17). */
function HeaderMenu({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        className="jk-header-menu-toggle"
        aria-expanded={open}
        aria-controls="jk-header-menu"
        aria-label="菜单"
        onClick={onToggle}
      >
        <span className="jk-header-menu-icon" aria-hidden="true" />
      </button>
      <div id="jk-header-menu" className="jk-header-menu" hidden={!open}>
        {children}
      </div>
    </>
  );
}

export function AppHeader({ type, compact = false, search }: AppHeaderProps) {
  const config = getRuntimeConfig();
  const location = useLocation();
  const screenType = useAppStore((s) => s.screenType);
  const isPrivate = useAppStore((s) => s.isPrivate);
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  const setShowRegister = useAppStore((s) => s.setShowRegister);
  const inDialogs = useAppStore((s) => s.isPlugin || s.isEmbed);
  const user = useSessionStore((s) => (s.isSetUser ? s.user : null));
  // A phone-sized window (SPEC-9.32 small): the navigation folds into a 菜单 panel under the bar.
  const narrow = !compact && screenType === 'small';
  // The panel is open on the page where it was opened: following one of its links closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = narrow && menuOpenOn === location.pathname;

  const library = libraryOfHeaderType(type);
  const section = activeSection(location.pathname);
  const navKey = activeNavKey(location.pathname);
  const current = `${location.pathname}${location.search}`;
  const height = headerHeightOf(screenType);
  const libraryTabs = library ? visibleLibraryTabs(library, { isPrivate }) : [];
  const homePath = config.ignoreHome && library ? `/${library}` : '/';

  // 登录 opens the login dialog over the page (the dialogs are mounted by the app root); the user stays
  // where they are. 注册 goes to /register?redirect=…, except in plugin or embed mode, where the dialogs
  // are the only way in (SPEC-2.27). data-preload="auth": the app root fetches the dialogs' chunk as the
  // pointer or the focus reaches the button.
  const login = () => setShowLogin(true);

  const tabsNav = libraryTabs.length > 0 && (
    <nav className="jk-header-tabs" aria-label="库导航">
      {libraryTabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to(library!)}
          className={`jk-header-link${tab.section && tab.section === section ? ' is-active' : ''}`}
          aria-current={tab.section && tab.section === section ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
  const mainNav = !compact && (
    <nav className="jk-header-nav" aria-label="主导航">
      {visibleNavEntries(config).map((entry) => (
        <Link
          key={entry.key}
          to={entry.path}
          className={`jk-header-link${entry.key === navKey ? ' is-active' : ''}`}
          aria-current={entry.key === navKey ? 'page' : undefined}
        >
          {entry.label}
        </Link>
      ))}
    </nav>
  );

  return (
    <header
      className={`jk-header${compact ? ' jk-header--compact' : ''}${narrow ? ' jk-header--narrow' : ''}`}
      style={{ height, minHeight: height }}
      data-header-type={type}
    >
      <Link to={homePath} className="jk-header-brand">
        <AppLogo size={compact ? 26 : 30} />
        <span className="jk-header-title">{libraryTitle(type)}</span>
      </Link>

      {!narrow && tabsNav}
      {!narrow && <div className="jk-header-search">{search}</div>}
      {!narrow && mainNav}

      <div className="jk-header-actions">
        {!compact && !narrow && <PlatformSelector />}
        {user ? (
          <Suspense
            fallback={<span className="jk-user-trigger" style={{ width: 40, height: 40 }} aria-busy="true" />}
          >
            <UserMenu user={user} parts={type === 'Part'} compact={compact} />
          </Suspense>
        ) : (
          <>
            <Button type="primary" onClick={login} data-preload="auth">
              {AuthText.login}
            </Button>
            {inDialogs ? (
              <Button
                type="link"
                className="jk-header-register"
                onClick={() => setShowRegister(true)}
                data-preload="auth"
              >
                {AuthText.register}
              </Button>
            ) : (
              <Link className="jk-header-register" to={withRedirect('/register', current)}>
                {AuthText.register}
              </Link>
            )}
          </>
        )}
      </div>
      {narrow && (
        <HeaderMenu open={menuOpen} onToggle={() => setMenuOpenOn(menuOpen ? null : location.pathname)}>
          {tabsNav}
          {mainNav}
          <PlatformSelector />
        </HeaderMenu>
      )}
    </header>
  );
}
