import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { HOME_TAB_NAME, useTabsStore } from '../../stores/tabs.store.ts';
import './tab-bar.css';

/**
 * The tab bar of visited pages (spec §2 Tabs): at most 10, the home tab first and never closable. Plain
 * buttons in a tablist (issue 17: antd's Tabs, with its menu, dropdown and overflow measuring, was 20 KB
 * gzipped of every first load): the active tab is the one in the tab order, ←/→/Home/End move between tabs,
 * Enter or a click opens one, Delete or its × closes it.
 */
export function TabBar() {
  const tabs = useTabsStore((s) => s.tabs);
  const activateTab = useTabsStore((s) => s.activateTab);
  const closeTab = useTabsStore((s) => s.closeTab);
  const navigate = useNavigate();
  const active = tabs.find((t) => t.active)?.name ?? HOME_TAB_NAME;

  const open = (name: string) => {
    const tab = tabs.find((t) => t.name === name);
    if (!tab) return;
    activateTab(name);
    navigate(tab.path);
  };
  const close = (name: string) => {
    const next = closeTab(name);
    if (next) navigate(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key === 'Delete' && tabs[index]?.name !== HOME_TAB_NAME) {
      event.preventDefault();
      close(tabs[index]!.name);
      return;
    }
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const list = event.currentTarget.closest('[role="tablist"]');
    const buttons = list?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons?.[(to + tabs.length) % tabs.length]?.focus();
  };

  return (
    <div className="jk-tab-bar">
      <div className="jk-tabs" role="tablist" aria-label="已打开的页面">
        {tabs.map((t, index) => {
          const isActive = t.name === active;
          return (
            <div key={t.name} className={`jk-tab${isActive ? ' is-active' : ''}`}>
              <button
                type="button"
                role="tab"
                className="jk-tab-button"
                aria-selected={isActive}
                tabIndex={isActive ? 0 : -1}
                onClick={() => open(t.name)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {t.title}
              </button>
              {t.name !== HOME_TAB_NAME && (
                <button
                  type="button"
                  className="jk-tab-close"
                  aria-label={`关闭 ${t.title}`}
                  tabIndex={isActive ? 0 : -1}
                  onClick={() => close(t.name)}
                >
                  <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
                    <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.4" />
                  </svg>
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
