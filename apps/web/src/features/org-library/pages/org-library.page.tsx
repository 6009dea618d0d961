import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { isPrivateOrg, OrgPermission } from '@jianku/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Popconfirm, Result, Segmented, Table, Tag } from 'antd';
import { type ComponentType, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/permission.tsx';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import {
  fetchOrgCategories,
  fetchOrgItems,
  ORG_LIBRARY_KEY,
  type OrgCategoryCount,
  type OrgItemSummary,
  removeOrgItem,
} from '../api/org-library.api.ts';
import { AddItemModal } from '../components/add-item-form.tsx';
import { ImportModal } from '../components/import-modal.tsx';
import '../org-library.css';

type Kind = 1 | 2;
const KINDS: { value: Kind; label: string }[] = [
  { value: 1, label: '零部件' },
  { value: 2, label: '元器件' },
];
const LIBRARY: Record<Kind, string> = { 1: 'part', 2: 'component' };

/** The search results of the organisation's library (the search feature's page with scope org, given by the router). */
export type OrgResults = ComponentType<{ scope: 'org'; ownPath: string; kind: Kind }>;

/** Whether the address asks a search (keywords, a category or a filter) rather than the plain list. */
function asksSearch(params: URLSearchParams): boolean {
  if (params.get('keyWords') || params.get('categoryId')) return true;
  return [...params.keys()].some((k) => k.startsWith('p.'));
}

function ItemsTable({ kind, canEdit }: { kind: Kind; canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const items = useQuery({
    queryKey: [...ORG_LIBRARY_KEY, 'items', kind, page],
    queryFn: () => fetchOrgItems({ kind, page, pageSize: 20 }),
  });
  const remove = async (id: number) => {
    await removeOrgItem(id);
    toast.success('已从企业库移除');
    await client.invalidateQueries({ queryKey: ORG_LIBRARY_KEY });
    await client.invalidateQueries({ queryKey: ['search'] });
  };
  return (
    <Table<OrgItemSummary>
      rowKey="id"
      size="middle"
      loading={items.isPending}
      dataSource={items.data?.list ?? []}
      locale={{
        emptyText: <Empty description="企业库暂无零件，点击“添加零件”或在公共库条目页“加入企业库”" />,
      }}
      pagination={{
        current: page,
        pageSize: 20,
        total: items.data?.total ?? 0,
        onChange: setPage,
        showTotal: (total) => `共 ${total.toLocaleString('zh-CN')} 条`,
      }}
      columns={[
        {
          title: '型号',
          dataIndex: 'model',
          render: (model: string, item) => <Link to={`/${LIBRARY[kind]}/detail/${item.id}`}>{model}</Link>,
        },
        { title: '名称', dataIndex: 'name' },
        {
          title: '企业内部料号',
          dataIndex: 'internalCode',
          render: (code: string | null, item) => (
            <>
              {code ?? '—'} {item.linkedItemId !== null && <Tag color="blue">公共库</Tag>}
            </>
          ),
        },
        { title: '分类', dataIndex: ['category', 'name'] },
        {
          title: '主要参数',
          dataIndex: 'keyParams',
          render: (params: OrgItemSummary['keyParams']) =>
            params.map((p) => `${p.name} ${p.display}`).join('，'),
        },
        ...(canEdit
          ? [
              {
                title: '操作',
                key: 'actions',
                width: 90,
                render: (_: unknown, item: OrgItemSummary) => (
                  <Popconfirm
                    title="确定从企业库移除该零件？"
                    okText="移除"
                    cancelText="取消"
                    onConfirm={() => remove(item.id)}
                  >
                    <Button type="link" size="small" danger>
                      移除
                    </Button>
                  </Popconfirm>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** The leaf categories holding the organisation's items, with their counts (全部 first). */
function CategoryList({
  categories,
  selected,
  onSelect,
}: {
  categories: OrgCategoryCount[];
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  return (
    <aside className="jk-cat-panel jk-orglib-categories" aria-label="企业库分类">
      <h2>分类</h2>
      <button type="button" className={selected ? '' : 'is-active'} onClick={() => onSelect(null)}>
        全部
      </button>
      {categories.map((c) => (
        <button
          type="button"
          key={c.id}
          title={c.path.join(' / ')}
          className={selected === String(c.id) ? 'is-active' : ''}
          onClick={() => onSelect(String(c.id))}
        >
          {c.name} <span className="jk-cat-count">{c.itemCount}</span>
        </button>
      ))}
    </aside>
  );
}

/**
 * /part/brand-detail/{orgId}?type=1 (spec §2, §4): the organisation's own library for its members: its
 * categories with counts, a search box, and the same results, facets and unit-aware filters as the public
 * library (scope org). Editors add parts by hand here. Another organisation's id shows 暂无权限 and nothing else.
 */
export function OrgLibraryPage({ results: Results }: { results: OrgResults }) {
  const { brandId } = useParams();
  const user = useSessionStore((s) => s.user);
  const allowed = usePermission();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const client = useQueryClient();
  const kind: Kind = params.get('kind') === '1' ? 1 : 2;
  const member = !!user && isPrivateOrg(user.orgId) && String(user.orgId) === brandId && !!user.orgEnable;
  useTabTitle('企业库');
  const categories = useQuery({
    queryKey: [...ORG_LIBRARY_KEY, 'categories'],
    queryFn: fetchOrgCategories,
    enabled: member,
  });
  if (!member) {
    return (
      <div className="jk-cat-panel">
        <Result status="403" title="暂无权限" subTitle="暂无权限，请联系管理员" />
      </div>
    );
  }
  const canEdit = allowed([OrgPermission.itemEdit]);
  const ownPath = `/part/brand-detail/${user.orgId}`;
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    next.delete('page');
    if ('categoryId' in patch || 'kind' in patch)
      for (const k of [...next.keys()]) if (k.startsWith('p.')) next.delete(k);
    setParams(next);
  };
  const categoryId = params.get('categoryId');
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ORG_LIBRARY_KEY });
    await client.invalidateQueries({ queryKey: ['search'] });
  };
  const ofKind = (categories.data ?? []).filter((c) => c.kind === kind);

  return (
    <div className="jk-orglib-page">
      <section className="jk-cat-panel jk-orglib-head">
        <div className="jk-orglib-title">
          <h1>企业库</h1>
          <span className="jk-orglib-org">{user.orgName}</span>
        </div>
        <Segmented<Kind>
          options={KINDS}
          value={kind}
          onChange={(v) => set({ kind: String(v), categoryId: null })}
        />
        <Input.Search
          className="jk-orglib-search"
          placeholder="搜索企业库：型号、名称、参数（如 100nF 0603）"
          allowClear
          enterButton="搜索"
          defaultValue={params.get('keyWords') ?? ''}
          onSearch={(value) => set({ keyWords: value.trim().split(/\s+/).filter(Boolean).join('|') || null })}
        />
        {canEdit && (
          <>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              导入
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              添加零件
            </Button>
          </>
        )}
      </section>
      <div className="jk-orglib-body">
        <CategoryList categories={ofKind} selected={categoryId} onSelect={(id) => set({ categoryId: id })} />
        <section className="jk-cat-panel jk-orglib-main">
          {asksSearch(params) ? (
            <Results scope="org" ownPath={ownPath} kind={kind} />
          ) : (
            <ItemsTable kind={kind} canEdit={canEdit} />
          )}
        </section>
      </div>
      <ImportModal open={importing} onClose={() => setImporting(false)} onImported={() => void refresh()} />
      <AddItemModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={async () => {
          setAdding(false);
          await refresh();
        }}
      />
    </div>
  );
}
