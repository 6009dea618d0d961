import { Empty, Pagination, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useLibrary } from '../../../components/library/library.ts';
import { useBrands } from '../api/catalog.queries.ts';
import { BrandCard } from '../components/brand-card.tsx';
import { CatalogBreadcrumb } from '../components/catalog-breadcrumb.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { useUrlPaging } from '../hooks/use-url-paging.ts';
import {
  brandDetailPath,
  buildBreadcrumbs,
  kindOfLibrary,
  lastPage,
  libraryOfKind,
  PAGE_SIZE_OPTIONS,
  parseKind,
} from '../model/catalog.model.ts';
import { capVendorInput } from '../model/vendor-search.model.ts';
import '../catalog.css';
import { formatCount } from '../../../lib/format-count.ts';

/** The directory shows 24 cards a page by default (fills rows of 3 and 4). */
export const BRAND_PAGE_SIZE = 24;
const BRAND_PAGE_SIZES = [12, 24, 48, 96];

/**
 * /{library}/brand-page?type={kind}&keyWords=…: the manufacturer directory, searched by name with the simple
 * search of the header (SPEC-2.38, app/layouts/header-search.tsx), paged; type, keyWords, page and pageSize
 * live in the address.
 */
export function BrandListPage() {
  const library = useLibrary() ?? 'part';
  const { page, pageSize, search, setPaging } = useUrlPaging(BRAND_PAGE_SIZE);
  const kind = parseKind(search.get('type')) ?? kindOfLibrary(library);
  // A hand-edited address may carry more than the box allows: searched as the box would (trimmed, 128).
  const keyWords = capVendorInput((search.get('keyWords') ?? '').trim()).trim();
  const brands = useBrands({ kind, keyWords: keyWords || undefined, page, pageSize });
  const detailLibrary = libraryOfKind(kind) ?? library;

  const total = brands.data?.total;
  useEffect(() => {
    if (total !== undefined && total > 0 && page > lastPage(total, pageSize)) {
      setPaging({ page: lastPage(total, pageSize), pageSize });
    }
  }, [total, page, pageSize, setPaging]);

  const crumbs = buildBreadcrumbs(library, [], { title: '厂商' });

  return (
    <div className="jk-cat-page">
      <CatalogBreadcrumb crumbs={crumbs} />
      <section className="jk-cat-panel">
        <div className="jk-brand-toolbar">
          <div className="jk-cat-title-row">
            <h1>厂商目录</h1>
            {total !== undefined && (
              <span className="jk-cat-subtitle">
                {keyWords ? `“${keyWords}” 的搜索结果，` : ''}共 {formatCount(total)} 家
              </span>
            )}
          </div>
        </div>
      </section>

      {brands.isError ? (
        <section className="jk-cat-panel">
          <LoadFailed title="厂商加载失败" onRetry={() => brands.refetch()} />
        </section>
      ) : brands.isPending ? (
        <section className="jk-cat-panel">
          <Skeleton active paragraph={{ rows: 8 }} />
        </section>
      ) : brands.data.list.length === 0 ? (
        <section className="jk-cat-panel">
          <Empty description={keyWords ? '未找到匹配的厂商' : '暂无厂商'} />
        </section>
      ) : (
        <section aria-label="厂商列表" aria-busy={brands.isFetching}>
          <ul className="jk-brand-grid">
            {brands.data.list.map((brand) => (
              <li key={brand.id}>
                <BrandCard brand={brand} to={brandDetailPath(detailLibrary, brand.id)} />
              </li>
            ))}
          </ul>
          <div className="jk-pager">
            <Pagination
              current={page}
              pageSize={pageSize}
              total={brands.data.total}
              showSizeChanger
              pageSizeOptions={BRAND_PAGE_SIZES.filter((n) => n <= PAGE_SIZE_OPTIONS.at(-1)!)}
              showTotal={(count) => `共 ${formatCount(count)} 家`}
              onChange={(next, size) => setPaging({ page: size !== pageSize ? 1 : next, pageSize: size })}
            />
          </div>
        </section>
      )}
    </div>
  );
}
