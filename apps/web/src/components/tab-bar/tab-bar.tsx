import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_TAB_NAME, useTabsStore } from '../../stores/tabs.store.ts';
import './tab-bar.css';

/** The tab bar of visited pages (spec §2 Tabs): at most 10, the home tab first and never closable. */
export function TabBar() {
  const tabs = useTabsStore((s) => s.tabs);
  const activateTab = useTabsStore((s) => s.activateTab);
  const closeTab = useTabsStore((s) => s.closeTab);
  const navigate = useNavigate();
  const active = tabs.find((t) => t.active)?.name ?? HOME_TAB_NAME;

  return (
    <div className="jk-tab-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active}
        onChange={(name) => {
          const tab = tabs.find((t) => t.name === name);
          if (!tab) return;
          activateTab(name);
          navigate(tab.path);
        }}
        onEdit={(name, action) => {
          if (action !== 'remove' || typeof name !== 'string') return;
          const next = closeTab(name);
          if (next) navigate(next);
        }}
        items={tabs.map((t) => ({
          key: t.name,
          label: t.title,
          closable: t.name !== HOME_TAB_NAME,
        }))}
      />
    </div>
  );
}
