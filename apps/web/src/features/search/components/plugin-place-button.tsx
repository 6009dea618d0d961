import { DownloadOutlined } from '@ant-design/icons';
import { PLUGIN_FILE_LABEL, PLUGIN_PLACE_TEXT, pluginFileKind } from '@jianku/rules';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download.ts';
import { toast } from '../../../lib/feedback.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { usePluginStore } from '../../../stores/plugin.store.ts';

/**
 * 放置/下载 in plugin mode (issue 12): the launch's files of one item. The software name decides the format
 * (KiCad files for EDA programs, STEP for CAD programs), the file type which files; the request carries the
 * launch's channel (spec §3) as the channel header and parameter. A missing file is said in Chinese.
 */
export function PluginPlaceButton({ itemId }: { itemId: number }) {
  const isPlugin = useAppStore((s) => s.isPlugin);
  const channel = useAppStore((s) => s.channel);
  const { softwareType, softwareName, fileType } = usePluginStore();
  const [busy, setBusy] = useState(false);
  if (!isPlugin) return null;
  const kind = pluginFileKind(softwareName, fileType);
  const label = PLUGIN_FILE_LABEL[kind];

  const place = async () => {
    setBusy(true);
    const params: Record<string, string> = { swType: softwareType, swName: softwareName, fType: fileType };
    if (channel !== null) params.channel = String(channel);
    try {
      const name = await downloadFile(`/eda/items/${itemId}/plugin-file`, params);
      toast.success(`已下载 ${name}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '下载失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={`下载${label}，放入设计软件`}>
      <Button
        size="small"
        type="primary"
        ghost
        icon={<DownloadOutlined />}
        loading={busy}
        aria-label={`${PLUGIN_PLACE_TEXT} ${label}`}
        onClick={() => void place()}
      >
        {PLUGIN_PLACE_TEXT}
      </Button>
    </Tooltip>
  );
}
