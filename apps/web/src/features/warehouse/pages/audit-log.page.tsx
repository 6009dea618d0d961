/**
 * The audit log (审计日志, issue 14): /part/brand-detail/{orgId}/audit, for owners and admins. Every change to the
 * organisation's library, members and stock, newest first: when, who, what, and the record before and after
 * (expand a row). Filters by member, action and a date range, kept in the address; export as Excel or CSV with
 * the same filter. Others see 暂无权限.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { OrgPermission } from '@jianku/rules';
import { AUDIT_ACTION_LABELS, type AuditActionValue } from '@jianku/rules/audit-schemas';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Empty, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/permission.tsx';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { isJkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { get } from '../../../lib/http.ts';
import { AUDIT_KEY, type AuditPage, exportAudit, fetchAudit } from '../api/warehouse.api.ts';
import { NoAccess, useOwnOrg } from '../components/own-org.tsx';
import { chinaTime } from '../components/time.ts';
import '../warehouse.css';

type Entry = AuditPage['list'][number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function JsonBlock({ value }: { value: unknown }) {
  return (
    <pre className="jk-wh-json">
      {value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2)}
    </pre>
  );
}

// long because it is the page's one component: the filters in the address, the table and the export
export function AuditLogPage() {
  const { member, orgId } = useOwnOrg();
  const allowed = usePermission();
  const [params, setParams] = useSearchParams();
  useTabTitle('审计日志');
  const canRead = member && allowed([OrgPermission.auditQuery]);
  const page = Number(params.get('page')) || 1;
  const userId = Number(params.get('user')) || undefined;
  const action = params.get('action') || undefined;
  // the page's own names (start, end): `from` in an address is the spec's channel parameter (SPEC-2.68), which the
  // navigation guard takes away
  const from = DAY.test(params.get('start') ?? '') ? (params.get('start') as string) : undefined;
  const to = DAY.test(params.get('end') ?? '') ? (params.get('end') as string) : undefined;
  const filter = {
    ...(userId ? { userId } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const members = useQuery({
    queryKey: ['org', 'members'],
    queryFn: () =>
      get<Array<{ userId: number; nickname: string; username: string }>>('/base/org/member/list'),
    enabled: canRead,
  });
  const log = useQuery({
    queryKey: [...AUDIT_KEY, filter, page],
    queryFn: () => fetchAudit({ ...filter, page, pageSize: 20 }),
    enabled: canRead,
  });
  if (!canRead) return <NoAccess />;
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const download = async (format: 'xlsx' | 'csv') => {
    try {
      toast.success(`已导出 ${await exportAudit({ ...filter, format })}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : '导出失败，请稍后重试');
    }
  };

  return (
    <div className="jk-wh-page">
      <section className="jk-cat-panel jk-wh-head">
        <div>
          <h1>审计日志</h1>
          <p>企业库、成员与仓库的每一次变更：谁、何时、做了什么、变更前后</p>
        </div>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => download('xlsx')}>
            导出 Excel
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => download('csv')}>
            导出 CSV
          </Button>
          <Link to={`/part/brand-detail/${orgId}/warehouse`}>仓库</Link>
          <Link to={`/part/brand-detail/${orgId}?type=1`}>企业库</Link>
        </Space>
      </section>
      <section className="jk-cat-panel">
        <div className="jk-wh-filters">
          <Select
            allowClear
            aria-label="操作人"
            placeholder="全部操作人"
            style={{ width: 180 }}
            value={userId}
            onChange={(v) => set({ user: v ? String(v) : null })}
            options={(members.data ?? []).map((m) => ({ value: m.userId, label: m.nickname || m.username }))}
          />
          <Select
            allowClear
            aria-label="操作类型"
            placeholder="全部操作"
            style={{ width: 180 }}
            value={action}
            onChange={(v) => set({ action: v ?? null })}
            options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <DatePicker.RangePicker
            aria-label="日期范围"
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            onChange={(range) =>
              set({
                from: range?.[0]?.format('YYYY-MM-DD') ?? null,
                to: range?.[1]?.format('YYYY-MM-DD') ?? null,
              })
            }
          />
        </div>
        {log.isError && (
          <Empty description={isJkError(log.error) ? log.error.message : '加载失败，请稍后重试'} />
        )}
        <Table<Entry>
          rowKey="id"
          size="middle"
          loading={log.isPending}
          dataSource={log.data?.list ?? []}
          locale={{
            emptyText: (
              <Empty description={Object.keys(filter).length ? '没有符合条件的记录' : '暂无审计记录'} />
            ),
          }}
          pagination={{
            current: page,
            pageSize: 20,
            total: log.data?.total ?? 0,
            onChange: (p) => set({ page: String(p) }),
            showTotal: (t) => `共 ${t} 条`,
          }}
          expandable={{
            expandedRowRender: (e) => (
              <div className="jk-wh-audit-diff">
                <div>
                  <strong>变更前</strong>
                  <JsonBlock value={e.before} />
                </div>
                <div>
                  <strong>变更后</strong>
                  <JsonBlock value={e.after} />
                </div>
              </div>
            ),
          }}
          columns={[
            { title: '时间', dataIndex: 'createdAt', width: 170, render: chinaTime },
            { title: '操作人', dataIndex: 'actorName', width: 120, render: (n: string) => n || '（已注销）' },
            {
              title: '操作',
              dataIndex: 'action',
              width: 130,
              render: (a: string, e) => AUDIT_ACTION_LABELS[a as AuditActionValue] ?? e.actionLabel,
            },
            { title: '说明', dataIndex: 'summary' },
          ]}
        />
      </section>
    </div>
  );
}
