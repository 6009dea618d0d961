/**
 * The warehouse (仓库, the user menu's warehouse entry; issue 14): /part/brand-detail/{orgId}/warehouse. The
 * location tree on the left; the stock of the chosen location and its children, or the warning list, on the
 * right; 入库, 出库 and 移库 for editors, admins and owners; each item's history in a drawer; the .xlsx export;
 * for owners and admins the location management, the negative-stock setting and the link to the audit log.
 * What is chosen (location, tab, keyword, the item whose history is open) is in the address, so a link or a
 * reload shows the same. Another organisation's id shows 暂无权限 and asks nothing.
 */
import {
  AuditOutlined,
  DownloadOutlined,
  ExportOutlined,
  ImportOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { OrgPermission } from '@jianku/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Space, Switch, Table, Tabs, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/permission.tsx';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { isJkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import {
  exportStock,
  fetchLocations,
  fetchSettings,
  fetchStock,
  fetchWarnings,
  type ItemPick,
  type StockPage,
  type StockWarning,
  saveSettings,
  WAREHOUSE_KEY,
} from '../api/warehouse.api.ts';
import { HistoryDrawer } from '../components/history-drawer.tsx';
import { LocationsPanel } from '../components/locations-panel.tsx';
import { MinimumModal } from '../components/minimum-modal.tsx';
import { MovementModal, type MovementMode } from '../components/movement-modal.tsx';
import { NoAccess, useOwnOrg } from '../components/own-org.tsx';
import '../warehouse.css';

type StockRow = StockPage['list'][number];
type Moving = { mode: MovementMode; item?: ItemPick; locationId?: number };

function StockTable({
  location,
  keyword,
  canMove,
  onMove,
  onHistory,
  onMinimum,
}: {
  location: number | null;
  keyword: string;
  canMove: boolean;
  onMove: (m: Moving) => void;
  onHistory: (itemId: number) => void;
  onMinimum: (row: StockRow) => void;
}) {
  const [page, setPage] = useState(1);
  const stock = useQuery({
    queryKey: [...WAREHOUSE_KEY, 'stock', location, keyword, page],
    queryFn: () =>
      fetchStock({
        page,
        pageSize: 20,
        ...(location ? { locationId: location } : {}),
        ...(keyword ? { keyword } : {}),
      }),
  });
  const pick = (r: StockRow): ItemPick => ({
    itemId: r.itemId,
    model: r.model,
    name: r.name,
    internalCode: r.internalCode,
  });
  return (
    <Table<StockRow>
      rowKey={(r) => `${r.itemId}-${r.locationId}`}
      size="middle"
      loading={stock.isPending}
      dataSource={stock.data?.list ?? []}
      locale={{
        emptyText: <Empty description={keyword ? '没有匹配的库存' : '暂无库存，点击“入库”登记第一笔'} />,
      }}
      pagination={{
        current: page,
        pageSize: 20,
        total: stock.data?.total ?? 0,
        onChange: setPage,
        showTotal: (t) => `共 ${t} 条`,
      }}
      columns={[
        { title: '型号', dataIndex: 'model' },
        { title: '名称', dataIndex: 'name' },
        { title: '企业内部料号', dataIndex: 'internalCode', render: (c: string) => c || '—' },
        { title: '库位', dataIndex: 'locationPath' },
        {
          title: '数量',
          dataIndex: 'quantity',
          align: 'right',
          render: (q: number) => <strong className={q < 0 ? 'jk-wh-negative' : ''}>{q}</strong>,
        },
        {
          title: '操作',
          key: 'actions',
          width: canMove ? 260 : 80,
          render: (_: unknown, r) => (
            <Space size={0}>
              {canMove && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onMove({ mode: 'in', item: pick(r), locationId: r.locationId })}
                >
                  入库
                </Button>
              )}
              {canMove && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onMove({ mode: 'out', item: pick(r), locationId: r.locationId })}
                >
                  出库
                </Button>
              )}
              {canMove && (
                <Button type="link" size="small" onClick={() => onMinimum(r)}>
                  最低库存
                </Button>
              )}
              <Button type="link" size="small" onClick={() => onHistory(r.itemId)}>
                记录
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

function WarningTable({ onHistory }: { onHistory: (itemId: number) => void }) {
  const warnings = useQuery({ queryKey: [...WAREHOUSE_KEY, 'warnings'], queryFn: fetchWarnings });
  return (
    <Table<StockWarning>
      rowKey="itemId"
      size="middle"
      loading={warnings.isPending}
      dataSource={warnings.data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="暂无库存预警：没有低于最低库存的条目" /> }}
      columns={[
        { title: '型号', dataIndex: 'model' },
        { title: '名称', dataIndex: 'name' },
        { title: '企业内部料号', dataIndex: 'internalCode', render: (c: string) => c || '—' },
        {
          title: '合计库存',
          dataIndex: 'quantity',
          align: 'right',
          render: (q: number) => <Tag color="red">{q}</Tag>,
        },
        { title: '最低库存', dataIndex: 'minQuantity', align: 'right' },
        {
          title: '操作',
          key: 'h',
          render: (_: unknown, w) => (
            <Button type="link" size="small" onClick={() => onHistory(w.itemId)}>
              记录
            </Button>
          ),
        },
      ]}
    />
  );
}

function NegativeSwitch() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: [...WAREHOUSE_KEY, 'settings'], queryFn: fetchSettings });
  return (
    <Tooltip title="关闭时，出库数量不能超过库位现有数量">
      <span className="jk-wh-setting">
        允许负库存{' '}
        <Switch
          size="small"
          aria-label="允许负库存"
          loading={settings.isPending}
          checked={settings.data?.allowNegative ?? false}
          onChange={async (allowNegative) => {
            try {
              await saveSettings({ allowNegative });
              await client.invalidateQueries({ queryKey: [...WAREHOUSE_KEY, 'settings'] });
            } catch (err) {
              toast.error(isJkError(err) ? err.message : '保存失败，请稍后重试');
            }
          }}
        />
      </span>
    </Tooltip>
  );
}

// long because it is the page's one component: the address state, the header's actions and the two panes
export function WarehousePage() {
  const { member, orgId } = useOwnOrg();
  const allowed = usePermission();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [moving, setMoving] = useState<Moving | null>(null);
  const [minimum, setMinimumOf] = useState<StockRow | null>(null);
  useTabTitle('仓库');
  const locations = useQuery({
    queryKey: [...WAREHOUSE_KEY, 'locations'],
    queryFn: fetchLocations,
    enabled: member,
  });
  if (!member) return <NoAccess />;
  const canMove = allowed([OrgPermission.stockEdit]);
  const canManage = allowed([OrgPermission.stockManage]);
  const canAudit = allowed([OrgPermission.auditQuery]);
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };
  const location = Number(params.get('location')) || null;
  const tab = params.get('tab') === 'warnings' ? 'warnings' : 'stock';
  const keyword = params.get('keyword') ?? '';
  const historyOf = Number(params.get('item')) || null;
  const refresh = () => client.invalidateQueries({ queryKey: WAREHOUSE_KEY });
  const onHistory = (itemId: number) => set({ item: String(itemId) });
  const download = async () => {
    try {
      toast.success(`已导出 ${await exportStock()}`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : '导出失败，请稍后重试');
    }
  };

  return (
    <div className="jk-wh-page">
      <section className="jk-cat-panel jk-wh-head">
        <div>
          <h1>仓库</h1>
          <p>库位、库存与出入库记录，仅本企业成员可见</p>
        </div>
        <Space wrap>
          {canMove && (
            <Button type="primary" icon={<ImportOutlined />} onClick={() => setMoving({ mode: 'in' })}>
              入库
            </Button>
          )}
          {canMove && (
            <Button icon={<ExportOutlined />} onClick={() => setMoving({ mode: 'out' })}>
              出库
            </Button>
          )}
          {canMove && (
            <Button icon={<SwapOutlined />} onClick={() => setMoving({ mode: 'transfer' })}>
              移库
            </Button>
          )}
          <Button icon={<DownloadOutlined />} onClick={download}>
            导出 Excel
          </Button>
          {canAudit && (
            <Link to={`/part/brand-detail/${orgId}/audit`}>
              <Button icon={<AuditOutlined />}>审计日志</Button>
            </Link>
          )}
          <Link to={`/part/brand-detail/${orgId}?type=1`}>返回企业库</Link>
        </Space>
      </section>
      <div className="jk-wh-body">
        <LocationsPanel
          locations={locations.data ?? []}
          selected={location}
          onSelect={(id) => set({ location: id === null ? null : String(id) })}
          canManage={canManage}
          loading={locations.isPending}
          onChanged={refresh}
        />
        <section className="jk-cat-panel jk-wh-main">
          <Tabs
            activeKey={tab}
            onChange={(key) => set({ tab: key === 'warnings' ? 'warnings' : null })}
            tabBarExtraContent={canManage ? <NegativeSwitch /> : undefined}
            items={[
              {
                key: 'stock',
                label: '库存',
                children: (
                  <>
                    <Input.Search
                      allowClear
                      className="jk-wh-search"
                      placeholder="型号、名称或企业内部料号"
                      defaultValue={keyword}
                      onSearch={(v) => set({ keyword: v.trim() || null })}
                    />
                    <StockTable
                      location={location}
                      keyword={keyword}
                      canMove={canMove}
                      onMove={setMoving}
                      onHistory={onHistory}
                      onMinimum={setMinimumOf}
                    />
                  </>
                ),
              },
              { key: 'warnings', label: '库存预警', children: <WarningTable onHistory={onHistory} /> },
            ]}
          />
        </section>
      </div>
      {moving && (
        <MovementModal
          mode={moving.mode}
          locations={locations.data ?? []}
          initial={{
            ...(moving.item ? { item: moving.item } : {}),
            ...((moving.locationId ?? location)
              ? { locationId: moving.locationId ?? (location as number) }
              : {}),
          }}
          onClose={() => setMoving(null)}
          onDone={async (message) => {
            setMoving(null);
            toast.success(message);
            await refresh();
          }}
        />
      )}
      {minimum && (
        <MinimumModal
          item={minimum}
          onClose={() => setMinimumOf(null)}
          onDone={async () => {
            setMinimumOf(null);
            toast.success('最低库存已保存');
            await refresh();
          }}
        />
      )}
      {historyOf && <HistoryDrawer itemId={historyOf} onClose={() => set({ item: null })} />}
    </div>
  );
}
