import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { AddToCompareButton } from '../../../components/compare-tray/add-to-compare-button.tsx';
import type { Library } from '../../../components/library/library.ts';
import { formatCount } from '../../../lib/format-count.ts';
import type { ItemSummary, ParamDef } from '../api/catalog.types.ts';
import {
  brandDetailPath,
  categoryPath,
  formatParamValue,
  itemPathOfKind,
  libraryOfKind,
  PAGE_SIZE_OPTIONS,
  type Paging,
  paramColumnsOf,
} from '../model/catalog.model.ts';
import { LifecycleTag } from './lifecycle-tag.tsx';

export interface ItemTableProps {
  library: Library;
  items: readonly ItemSummary[];
  total: number;
  paging: Paging;
  onPage: (paging: Paging) => void;
  loading?: boolean;
  /** The category's parameter definitions (their units fill in bare numbers). */
  params?: readonly ParamDef[];
  /** Show the category column (lists that span categories). */
  showCategory?: boolean;
  /** Show the brand column. */
  showBrand?: boolean;
  emptyText?: string;
}

/** Whether every item of the page is of one category (then its parameters get their own columns). */
function oneCategory(items: readonly ItemSummary[]): boolean {
  return items.every((item) => item.category.id === items[0]?.category.id);
}

/**
 * The items of a category or a brand: model (to the detail page), name, brand, key parameters with units,
 * standard or package, lifecycle for components; paged on the server.
 * Long because the component's state, effects and handlers work on one render; split it when it grows (issue 16).
 */
export function ItemTable({
  library,
  items,
  total,
  paging,
  onPage,
  loading = false,
  params = [],
  showCategory = false,
  showBrand = true,
  emptyText = '该分类下暂无条目',
}: ItemTableProps) {
  const unitOf = new Map(params.map((p) => [p.key, p.unit]));
  const hasPackage = items.some((i) => i.package);
  const hasLifecycle = items.some((i) => i.lifecycle);
  const hasStandard = items.some((i) => i.standard);
  const columnsPerParam = items.length > 0 && oneCategory(items);
  // Generic standard parts have no maker: no column of 通用 all the way down.
  const brandColumn = showBrand && items.some((i) => i.brand);

  const columns: TableColumnsType<ItemSummary> = [
    {
      title: '型号',
      dataIndex: 'model',
      key: 'model',
      fixed: 'left',
      width: 220,
      render: (_, item) => (
        <Link className="jk-item-model" to={itemPathOfKind(item.kind, item.id, library)}>
          {item.model}
        </Link>
      ),
    },
    {
      title: '名称',
      dataIndex: 'name',
      key: 'name',
      width: 240,
      ellipsis: { showTitle: true },
    },
  ];
  if (brandColumn) {
    columns.push({
      title: '品牌',
      key: 'brand',
      width: 140,
      render: (_, item) =>
        item.brand ? (
          <Link to={brandDetailPath(libraryOfKind(item.kind) ?? library, item.brand.id)}>
            {item.brand.nameZh || item.brand.nameEn}
          </Link>
        ) : (
          <Typography.Text type="secondary">通用</Typography.Text>
        ),
    });
  }
  if (showCategory) {
    columns.push({
      title: '分类',
      key: 'category',
      width: 150,
      ellipsis: true,
      render: (_, item) => (
        <Link to={categoryPath(libraryOfKind(item.kind) ?? library, item.category.id)}>
          {item.category.name}
        </Link>
      ),
    });
  }
  if (columnsPerParam) {
    for (const column of paramColumnsOf(items)) {
      columns.push({
        title: column.name,
        key: `p:${column.key}`,
        width: 120,
        render: (_, item) =>
          formatParamValue(item.keyParams.find((p) => p.key === column.key)?.display, unitOf.get(column.key)),
      });
    }
  } else {
    columns.push({
      title: '主要参数',
      key: 'keyParams',
      width: 420,
      render: (_, item) => (
        <span className="jk-inline-params">
          {item.keyParams.slice(0, 4).map((p) => (
            <span key={p.key}>
              <span className="jk-inline-param-name">{p.name}</span>{' '}
              {formatParamValue(p.display, unitOf.get(p.key))}
            </span>
          ))}
        </span>
      ),
    });
  }
  if (hasStandard) {
    columns.push({
      title: '标准',
      dataIndex: 'standard',
      key: 'standard',
      width: 150,
      render: (v) => v || '—',
    });
  }
  if (hasPackage) {
    columns.push({
      title: '封装',
      dataIndex: 'package',
      key: 'package',
      width: 100,
      render: (v) => v || '—',
    });
  }
  if (hasLifecycle) {
    columns.push({
      title: '生命周期',
      dataIndex: 'lifecycle',
      key: 'lifecycle',
      width: 110,
      render: (v: string | null) => <LifecycleTag value={v} />,
    });
  }

  // 加入对比 on parts and components (materials have their own comparison)
  if (library !== 'mat') {
    columns.push({
      title: '对比',
      key: 'compare',
      width: 124,
      fixed: 'right',
      render: (_, item) => <AddToCompareButton item={{ id: item.id, kind: item.kind, model: item.model }} />,
    });
  }

  return (
    <Table<ItemSummary>
      className="jk-item-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items as ItemSummary[]}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 160), 0) }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
        showQuickJumper: total > paging.pageSize * 5,
        showTotal: (count) => `共 ${formatCount(count)} 条`,
        hideOnSinglePage: false,
        onChange: (page, pageSize) => onPage({ page: pageSize !== paging.pageSize ? 1 : page, pageSize }),
      }}
    />
  );
}
