import { Suspense } from 'react';
import { Link } from 'react-router';
import { AddToCompareButton } from '../../../components/compare-tray/add-to-compare-button.tsx';
import type { Library } from '../../../components/library/library.ts';
import { LifecycleTag } from '../../../components/lifecycle-tag.tsx';
import { FirstRenderSlice } from '../../../lib/first-render-slices.tsx';
import { lazyWithReload } from '../../../lib/module-reload.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import type { SearchItem } from '../api/search.types.ts';

/** 放置/下载 exists in plugin mode only: its code (and antd's Tooltip) loads there, not with every search. */
const PluginPlaceButton = lazyWithReload(() =>
  import('./plugin-place-button.tsx').then((m) => ({ default: m.PluginPlaceButton })),
);

/** One result: model (to its detail page), name, brand, category, package and lifecycle, key parameters. */
function ResultRow({ library, item }: { library: Library; item: SearchItem }) {
  const brand = item.brand ? item.brand.nameZh || item.brand.nameEn : null;
  const isPlugin = useAppStore((s) => s.isPlugin);
  return (
    <li className="jk-result" data-item-id={item.id}>
      <div className="jk-result-head">
        <Link to={`/${library}/detail/${item.id}`} className="jk-result-model">
          {item.model}
        </Link>
        {item.lifecycle && <LifecycleTag value={item.lifecycle} />}
        {library !== 'mat' && (
          <span className="jk-result-compare">
            <AddToCompareButton item={{ id: item.id, kind: item.kind, model: item.model }} />
          </span>
        )}
        {library !== 'mat' && (
          <span className="jk-result-place">
            {isPlugin && (
              <Suspense fallback={null}>
                <PluginPlaceButton itemId={item.id} />
              </Suspense>
            )}
          </span>
        )}
      </div>
      <div className="jk-result-name">{item.name}</div>
      <dl className="jk-result-meta">
        {brand && (
          <div>
            <dt>品牌</dt>
            <dd>{brand}</dd>
          </div>
        )}
        <div>
          <dt>分类</dt>
          <dd>
            <Link to={`/${library}/category/${item.category.id}`}>{item.category.name}</Link>
          </dd>
        </div>
        {item.package && (
          <div>
            <dt>封装</dt>
            <dd>{item.package}</dd>
          </div>
        )}
        {item.standard && (
          <div>
            <dt>标准</dt>
            <dd>{item.standard}</dd>
          </div>
        )}
        {!item.standard && item.series && (
          <div>
            <dt>系列</dt>
            <dd>{item.series}</dd>
          </div>
        )}
      </dl>
      {item.keyParams.length > 0 && (
        <ul className="jk-result-params" aria-label="关键参数">
          {item.keyParams.map((p) => (
            <li key={p.key}>
              <span className="jk-result-param-name">{p.name}</span>
              <span className="jk-result-param-value">{p.display}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The rows drawn with the page on its load's first render; the others a task later (issue 17). */
const FIRST_ROWS = 5;

export function ResultList({ library, items }: { library: Library; items: SearchItem[] }) {
  const row = (item: SearchItem) => <ResultRow key={item.id} library={library} item={item} />;
  return (
    <ol className="jk-result-list">
      {items.slice(0, FIRST_ROWS).map(row)}
      <FirstRenderSlice>{items.slice(FIRST_ROWS).map(row)}</FirstRenderSlice>
    </ol>
  );
}
