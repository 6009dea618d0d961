import { GlobalOutlined } from '@ant-design/icons';
import { LibraryTitle } from '@jianku/rules';
import { Skeleton, Tag } from 'antd';
import { type ComponentType, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useLibrary } from '../../../components/library/library.ts';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { useBrand, useItems } from '../api/catalog.queries.ts';
import { CatalogBreadcrumb } from '../components/catalog-breadcrumb.tsx';
import { ItemTable } from '../components/item-table.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { isNotFoundError, useNotFoundRedirect } from '../hooks/use-not-found.ts';
import { useUrlPaging } from '../hooks/use-url-paging.ts';
import {
  brandListPath,
  countryName,
  isWebUrl,
  lastPage,
  parseId,
  websiteHost,
} from '../model/catalog.model.ts';
import '../catalog.css';
import { formatCount } from '../../../lib/format-count.ts';

const KIND_LABEL: Record<number, string> = { 1: '零部件', 2: '元器件', 4: '材料' };

/**
 * /{library}/brand-detail/{brandId}: the manufacturer's information and its items, filtered by its
 * categories (categoryId) and paged (page, pageSize), all in the address.
 */
export function BrandDetailPage({ orgLibrary: OrgLibrary }: { orgLibrary?: ComponentType } = {}) {
  const [query] = useSearchParams();
  // ?type=1 is the organisation's own library (spec §2, §4): the org-library feature's page, given by the router
  if (query.get('type') === '1' && OrgLibrary) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
        <OrgLibrary />
      </Suspense>
    );
  }
  return <BrandDetail />;
}

function BrandDetail() {
  const library = useLibrary() ?? 'part';
  const id = parseId(useParams().brandId);
  const { page, pageSize, search, setPaging, setQuery } = useUrlPaging();
  const categoryId = parseId(search.get('categoryId'));
  const brand = useBrand(id);
  const items = useItems(
    { brandId: id ?? 0, categoryId: categoryId ?? undefined, page, pageSize },
    id !== null,
  );
  useNotFoundRedirect(id === null || isNotFoundError(brand.error));
  useTabTitle(brand.data ? brand.data.nameZh || brand.data.nameEn : undefined);

  const total = items.data?.total;
  useEffect(() => {
    if (total !== undefined && total > 0 && page > lastPage(total, pageSize)) {
      setPaging({ page: lastPage(total, pageSize), pageSize });
    }
  }, [total, page, pageSize, setPaging]);

  if (id === null || isNotFoundError(brand.error)) return null;
  if (brand.isError) return <LoadFailed title="厂商加载失败" onRetry={() => brand.refetch()} />;
  if (brand.isPending) {
    return (
      <div className="jk-cat-page">
        <div className="jk-cat-panel">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  }

  const data = brand.data;
  const name = data.nameZh || data.nameEn;
  const crumbs = [
    { title: LibraryTitle[library], to: `/${library}?tab=category` },
    { title: '厂商', to: brandListPath(library) },
    { title: name },
  ];

  return (
    <div className="jk-cat-page">
      <CatalogBreadcrumb crumbs={crumbs} />
      <section className="jk-cat-panel jk-brand-info">
        <div className="jk-cat-title-row">
          <h1>{name}</h1>
          {data.nameEn && data.nameEn !== name && <span className="jk-cat-subtitle">{data.nameEn}</span>}
        </div>
        <div className="jk-brand-info-meta">
          {data.country && <Tag variant="filled">{countryName(data.country)}</Tag>}
          {data.kinds.map((k) => (
            <Tag key={k} color="blue" variant="outlined">
              {KIND_LABEL[k] ?? k}
            </Tag>
          ))}
          <span>
            收录 <strong>{formatCount(data.itemCount)}</strong> 个条目
          </span>
          {isWebUrl(data.website) && (
            <a href={data.website} target="_blank" rel="noopener noreferrer">
              <GlobalOutlined /> {websiteHost(data.website)}
            </a>
          )}
        </div>
        {data.description && <p className="jk-brand-info-desc">{data.description}</p>}
      </section>

      <section className="jk-cat-panel" aria-label="厂商条目">
        <div className="jk-cat-panel-head">
          <h2 className="jk-cat-panel-title">产品</h2>
        </div>
        {data.categories.length > 0 && (
          <fieldset className="jk-filter-row" aria-label="按分类筛选">
            <span className="jk-filter-label">分类</span>
            <Tag.CheckableTag checked={categoryId === null} onChange={() => setQuery({ categoryId: null })}>
              全部 <span className="jk-cat-count">{formatCount(data.itemCount)}</span>
            </Tag.CheckableTag>
            {data.categories.map((c) => (
              <Tag.CheckableTag
                key={c.id}
                checked={categoryId === c.id}
                onChange={(checked) => setQuery({ categoryId: checked ? String(c.id) : null })}
              >
                {c.name} <span className="jk-cat-count">{formatCount(c.itemCount)}</span>
              </Tag.CheckableTag>
            ))}
          </fieldset>
        )}
        {items.isError ? (
          <LoadFailed title="条目加载失败" onRetry={() => items.refetch()} />
        ) : items.isPending ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <ItemTable
            library={library}
            items={items.data.list}
            total={items.data.total}
            paging={{ page, pageSize }}
            onPage={setPaging}
            loading={items.isFetching}
            showBrand={false}
            showCategory={categoryId === null}
            emptyText="该厂商暂无条目"
          />
        )}
      </section>
    </div>
  );
}
