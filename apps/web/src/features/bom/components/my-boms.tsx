/**
 * 我的 BOM (issue 15): the signed-in user's saved BOM matches, newest first, paged — name (opens the saved
 * result at /bom/:id), file, date saved, lines, share of lines matched — each to open or delete. Shown at
 * /bom/mine and in the personal centre's 我的 BOM tab.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Progress, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/feedback.ts';
import { type BomSummary, deleteBom, fetchMyBoms } from '../api/bom.api.ts';

export const MyBomsText = {
  title: '我的 BOM',
  name: '名称',
  file: '文件',
  savedAt: '保存时间',
  lines: '行数',
  matched: '匹配率',
  open: '打开',
  remove: '删除',
  confirmRemove: '删除后分享链接将失效，确定删除？',
  removed: '已删除',
  empty: '还没有保存的 BOM：上传 BOM 匹配后点击“保存并分享”',
  upload: '上传新的 BOM',
} as const;

export const MY_BOMS_QUERY_KEY = ['bom', 'mine'] as const;
const PAGE_SIZE = 10;
const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });
const percent = (b: BomSummary) => (b.lineCount === 0 ? 0 : Math.round((100 * b.matchedCount) / b.lineCount));

export function MyBoms() {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const list = useQuery({
    queryKey: [...MY_BOMS_QUERY_KEY, page],
    queryFn: () => fetchMyBoms(page, PAGE_SIZE),
  });
  const remove = async (b: BomSummary) => {
    await deleteBom(b.id);
    toast.success(MyBomsText.removed);
    // the last row of a page gone: the page before
    if (list.data && list.data.list.length === 1 && page > 1) setPage(page - 1);
    await client.invalidateQueries({ queryKey: MY_BOMS_QUERY_KEY });
  };
  return (
    <div className="jk-bom-mine">
      <Table<BomSummary>
        size="middle"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: MyBomsText.empty }}
        scroll={{ x: 720 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: MyBomsText.name,
            key: 'name',
            render: (_: unknown, b) => <Link to={`/bom/${b.id}`}>{b.name}</Link>,
          },
          { title: MyBomsText.file, dataIndex: 'fileName', ellipsis: true },
          { title: MyBomsText.savedAt, dataIndex: 'createdAt', render: time },
          { title: MyBomsText.lines, dataIndex: 'lineCount', align: 'right' },
          {
            title: MyBomsText.matched,
            key: 'matched',
            width: 160,
            render: (_: unknown, b) => (
              <Progress
                percent={percent(b)}
                size="small"
                aria-label={`${b.name} ${MyBomsText.matched}`}
                format={(p) => `${p}%（${b.matchedCount}/${b.lineCount}）`}
              />
            ),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, b) => (
              <Space>
                <Link to={`/bom/${b.id}`}>{MyBomsText.open}</Link>
                <Popconfirm title={MyBomsText.confirmRemove} onConfirm={() => remove(b)}>
                  <Button type="link" danger size="small">
                    {MyBomsText.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
