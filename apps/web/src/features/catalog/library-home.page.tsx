import { RightOutlined } from '@ant-design/icons';
import { Alert, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { type Library, useLibrary } from '../../components/library/library.ts';
import { LIBRARY_INFO } from '../../components/library/library-info.ts';
import { SEARCH_BOX_ENTER_HINT, SearchBox } from '../../components/search-box/search-box.tsx';
import { useAppStore } from '../../stores/app.store.ts';
import { useCatalogStats, useCategoryTree, useFeatured } from './api/catalog.queries.ts';
import { CategoryCatalogue } from './components/category-catalogue.tsx';
import { FeaturedItems } from './components/featured-items.tsx';
import { LoadFailed } from './components/load-failed.tsx';
import { brandListPath, kindOfLibrary } from './model/catalog.model.ts';
import './catalog.css';
import './library-home.css';
import { formatCount } from '../../lib/format-count.ts';

/** Whether a library has the manufacturer directory (not for materials, not in private mode: spec §2). */
export function hasBrandDirectory(library: Library, isPrivate: boolean): boolean {
  return library !== 'mat' && !isPrivate;
}

function Stat({ label, value, to }: { label: string; value: number | undefined; to?: string }) {
  const body = (
    <>
      <span className="jk-library-stat-value">{value === undefined ? '—' : formatCount(value)}</span>
      <span className="jk-library-stat-label">
        {label}
        {to && <RightOutlined />}
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="jk-library-stat is-link">
      {body}
    </Link>
  ) : (
    <div className="jk-library-stat">{body}</div>
  );
}

/**
 * The library home of /part, /component and /mat ({library}?tab=category, the catalogue tab): a short
 * introduction with the library's counts, the category catalogue with item counts, and featured items.
 */
export function LibraryHomePage({ library: fixed }: { library?: Library }) {
  const fromLayout = useLibrary();
  const library = fixed ?? fromLayout ?? 'part';
  const kind = kindOfLibrary(library);
  const info = LIBRARY_INFO[library];
  const isPrivate = useAppStore((s) => s.isPrivate);
  const stats = useCatalogStats();
  const tree = useCategoryTree(kind);
  const featured = useFeatured(kind);
  const mine = stats.data?.kinds.find((k) => k.kind === kind);

  return (
    <div className={`jk-library-home jk-library-home--${library}`}>
      <section className="jk-library-intro">
        <div className="jk-library-intro-text">
          <Typography.Title level={1} className="jk-library-intro-title">
            {info.title}
          </Typography.Title>
          <p className="jk-library-intro-covers">{info.covers}</p>
          <p className="jk-library-intro-desc">{info.description}</p>
          <div className="jk-library-search">
            <SearchBox
              library={library}
              size="large"
              placeholder={`在${info.title}中搜索型号、名称或参数，回车添加关键字`}
            />
            <p className="jk-library-search-hint">{SEARCH_BOX_ENTER_HINT}</p>
            {library === 'component' && (
              <p className="jk-library-bom-link">
                整单选型：<Link to="/bom">上传 BOM 批量匹配元器件</Link>（Excel、CSV、KiCad BOM）
              </p>
            )}
          </div>
        </div>
        <section className="jk-library-stats" aria-label="收录统计">
          <Stat label="收录条目" value={mine?.items} />
          <Stat label="分类" value={mine?.categories} />
          {library !== 'mat' && (
            <Stat
              label="厂商"
              value={mine?.brands}
              to={hasBrandDirectory(library, isPrivate) ? brandListPath(library) : undefined}
            />
          )}
        </section>
      </section>

      {stats.data?.seeding && (
        <Alert
          className="jk-library-seeding"
          type="info"
          showIcon
          title="目录数据正在初始化，条目数量仍在增加，请稍后刷新查看完整目录。"
        />
      )}

      <section className="jk-cat-panel" aria-labelledby="jk-catalogue-title">
        <div className="jk-cat-panel-head">
          <h2 id="jk-catalogue-title" className="jk-cat-panel-title">
            分类目录
          </h2>
          <span className="jk-cat-panel-note">数字为该分类下收录的条目数</span>
        </div>
        {tree.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : tree.isError ? (
          <LoadFailed title="目录加载失败" onRetry={() => tree.refetch()} />
        ) : (
          <CategoryCatalogue library={library} tree={tree.data} />
        )}
      </section>

      <section className="jk-cat-panel" aria-labelledby="jk-featured-title">
        <div className="jk-cat-panel-head">
          <h2 id="jk-featured-title" className="jk-cat-panel-title">
            精选条目
          </h2>
        </div>
        {featured.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : featured.isError ? (
          <LoadFailed onRetry={() => featured.refetch()} />
        ) : (
          <FeaturedItems library={library} items={featured.data} />
        )}
      </section>
    </div>
  );
}
