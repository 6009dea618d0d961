import { Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLibrary } from '../../../components/library/library.ts';
import { SearchBox } from '../../../components/search-box/search-box.tsx';
import { searchPath } from '../../../components/search-box/search-path.ts';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { useCategory, useItems } from '../api/catalog.queries.ts';
import { CatalogBreadcrumb } from '../components/catalog-breadcrumb.tsx';
import { ItemTable } from '../components/item-table.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { isNotFoundError, useNotFoundRedirect } from '../hooks/use-not-found.ts';
import { useUrlPaging } from '../hooks/use-url-paging.ts';
import { buildBreadcrumbs, categoryPath, lastPage, libraryOfKind, parseId } from '../model/catalog.model.ts';
import '../catalog.css';
import { formatCount } from '../../../lib/format-count.ts';

/**
 * /{library}/category/{id}: breadcrumbs, the child categories, and the category's items in a table paged
 * by page and pageSize in the address.
 */
export function CategoryPage() {
  const library = useLibrary() ?? 'part';
  const params = useParams();
  const id = parseId(params.id);
  const navigate = useNavigate();
  const { page, pageSize, search, setPaging } = useUrlPaging();
  const category = useCategory(id);
  const kind = category.data?.kind;
  const items = useItems({ categoryId: id ?? 0, page, pageSize }, id !== null);
  useNotFoundRedirect(id === null || isNotFoundError(category.error));
  useTabTitle(category.data?.name);

  // A category of another library is shown under its own library's address.
  const own = kind !== undefined ? libraryOfKind(kind) : null;
  useEffect(() => {
    if (own && own !== library && id !== null) {
      navigate({ pathname: categoryPath(own, id), search: search.toString() }, { replace: true });
    }
  }, [own, library, id, search, navigate]);

  // A page past the end (a stale link) goes to the last page.
  const total = items.data?.total;
  useEffect(() => {
    if (total !== undefined && total > 0 && page > lastPage(total, pageSize)) {
      setPaging({ page: lastPage(total, pageSize), pageSize });
    }
  }, [total, page, pageSize, setPaging]);

  if (id === null || isNotFoundError(category.error)) return null;
  if (category.isError) return <LoadFailed title="分类加载失败" onRetry={() => category.refetch()} />;
  if (category.isPending) {
    return (
      <div className="jk-cat-page">
        <div className="jk-cat-panel">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  }

  const data = category.data;
  const crumbs = buildBreadcrumbs(library, data.path, { title: data.name, categoryId: data.id });

  return (
    <div className="jk-cat-page">
      <CatalogBreadcrumb crumbs={crumbs} />
      <section className="jk-cat-panel">
        <div className="jk-cat-title-row">
          <h1>{data.name}</h1>
          {data.nameEn && <span className="jk-cat-subtitle">{data.nameEn}</span>}
          <span className="jk-cat-subtitle">共 {formatCount(data.itemCount)} 个条目</span>
        </div>
        {/* Search inside the category: with nothing typed it lists the category with its parameter filters. */}
        <div className="jk-cat-search">
          <SearchBox
            library={library}
            allowEmpty
            placeholder={`在“${data.name}”中搜索型号、名称或参数，回车添加关键字`}
            onSearch={(keywords) => navigate(searchPath(library, keywords, { categoryId: String(data.id) }))}
          />
        </div>
        {data.children.length > 0 && (
          <nav aria-label="子分类" style={{ marginTop: 14 }}>
            <ul className="jk-cat-children">
              {data.children.map((child) => (
                <li key={child.id}>
                  <Link className="jk-cat-child" to={categoryPath(library, child.id)}>
                    {child.name}
                    <span className="jk-cat-count">{formatCount(child.itemCount)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>

      <section className="jk-cat-panel" aria-label="条目列表">
        {items.isError ? (
          <LoadFailed title="条目加载失败" onRetry={() => items.refetch()} />
        ) : items.isPending ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : (
          <>
            {data.children.length > 0 && (
              <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                含全部子分类的条目
              </Typography.Paragraph>
            )}
            <ItemTable
              library={library}
              items={items.data.list}
              total={items.data.total}
              paging={{ page, pageSize }}
              onPage={setPaging}
              loading={items.isFetching}
              params={data.params}
              showCategory={data.children.length > 0}
            />
          </>
        )}
      </section>
    </div>
  );
}
