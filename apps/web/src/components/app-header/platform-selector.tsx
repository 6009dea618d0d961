import { ExportOutlined } from '@ant-design/icons';
import { isBlockedUser, NavText, PermissionMessage } from '@jianku/rules';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { getSelectedPlatform, setSelectedPlatform } from '../../lib/cookies.ts';
import { toast } from '../../lib/feedback.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { openPlatformUrl, type PlatformOption, visiblePlatformOptions } from './header-model.ts';

/**
 * The platform selector (remembered in the portal_sel_platform cookie) and the 开放平台 entry, which opens
 * {openOrigin}/{platform} in a new window — except for a blocked user, who is told 暂无权限，请联系管理员.
 * The whole block is hidden by ignoreOpen.
 */
export function PlatformSelector() {
  const config = getRuntimeConfig();
  const options = useMemo(() => visiblePlatformOptions(config), [config]);
  const [selected, setSelected] = useState<PlatformOption['val'] | undefined>(() => {
    const saved = getSelectedPlatform();
    return options.find((o) => o.val === saved)?.val ?? options[0]?.val;
  });

  if (config.ignoreOpen || !selected) return null;

  const choose = (val: PlatformOption['val']) => {
    setSelected(val);
    setSelectedPlatform(val);
  };

  return (
    <div className="jk-platform-selector">
      {/* A native select (issue 17: antd's Select, with its virtual list and popup, was in every first load). */}
      <select
        aria-label="选择平台"
        className="jk-platform-select"
        value={selected}
        onChange={(event) => choose(event.target.value as PlatformOption['val'])}
      >
        {options.map((o) => (
          <option key={o.val} value={o.val}>
            {o.label}
          </option>
        ))}
      </select>
      <Button
        icon={<ExportOutlined />}
        iconPlacement="end"
        onClick={() => {
          // SPEC-6.06 / SPEC-8.23: a blocked user cannot enter the open platform.
          const user = useSessionStore.getState().user;
          if (user && isBlockedUser(user)) {
            toast.warning(PermissionMessage.blocked);
            return;
          }
          window.open(openPlatformUrl(config.openOrigin, selected), '_blank', 'noopener');
        }}
      >
        {NavText.openPlatform}
      </Button>
    </div>
  );
}
