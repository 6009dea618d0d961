/** A saved BOM match (/bom/:id): its lines, the share link, the .xlsx export; its saver fixes lines here. */
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { type BomResult, chooseItem, exportUrl, fetchBom } from '../api/bom.api.ts';
import { BomResultTable } from '../components/bom-result-table.tsx';
import { BomSummary } from '../components/bom-summary.tsx';
import type { BomRow } from '../model/bom-lines.ts';

export function BomSaved({ id }: { id: string }) {
  const key = ['bom', id] as const;
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => fetchBom(id), retry: false });
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={query.error.message || 'BOM 加载失败'}
        action={<Link to="/bom">上传新的 BOM</Link>}
      />
    );
  const bom = query.data;
  const rows: BomRow[] = bom.lines;
  const shareUrl = `${window.location.origin}/bom/${encodeURIComponent(id)}`;

  const onChoose = async (row: BomRow, itemId: number | null) => {
    try {
      const match = await chooseItem(id, row.input.line, itemId);
      queryClient.setQueryData<BomResult>(key, (old) =>
        old
          ? { ...old, lines: old.lines.map((l) => (l.input.line === row.input.line ? { ...l, match } : l)) }
          : old,
      );
    } catch {
      // the error dialog shows the server's message
    }
  };

  return (
    <>
      <Typography.Paragraph className="jk-bom-file">
        {bom.name}（{bom.fileName}），保存于 {new Date(bom.createdAt).toLocaleString('zh-CN')}
      </Typography.Paragraph>
      <Space className="jk-bom-actions" wrap>
        <BomSummary rows={rows} />
        <Button icon={<DownloadOutlined />} href={exportUrl(id)} className="jk-bom-export">
          导出 Excel (.xlsx)
        </Button>
        <Typography.Text
          className="jk-bom-share"
          copyable={{ text: shareUrl, tooltips: ['复制分享链接', '已复制'] }}
        >
          分享链接
        </Typography.Text>
        <Link to="/bom">上传新的 BOM</Link>
      </Space>
      {!bom.mine && (
        <Alert
          className="jk-bom-alert"
          type="info"
          showIcon
          title="这是他人分享的 BOM 匹配结果：只能查看与导出"
        />
      )}
      <BomResultTable
        rows={rows}
        canChoose={bom.mine}
        onChoose={(row, itemId) => void onChoose(row, itemId)}
      />
    </>
  );
}
