import { Empty } from 'antd';
import { Link } from 'react-router';
import type { Library } from '../../../components/library/library.ts';
import type { ItemSummary } from '../api/catalog.types.ts';
import { formatParamValue, itemPathOfKind } from '../model/catalog.model.ts';
import { LifecycleTag } from './lifecycle-tag.tsx';

/** Featured items of a library: model, name, maker or standard, and the first key parameters. */
export function FeaturedItems({ library, items }: { library: Library; items: readonly ItemSummary[] }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无精选条目" />;
  return (
    <ul className="jk-featured">
      {items.map((item) => (
        <li key={item.id} className="jk-featured-item">
          <Link to={itemPathOfKind(item.kind, item.id, library)} className="jk-featured-link">
            <div className="jk-featured-head">
              <span className="jk-featured-model" title={item.model}>
                {item.model}
              </span>
              <LifecycleTag value={item.lifecycle} />
            </div>
            <div className="jk-featured-name" title={item.name}>
              {item.name}
            </div>
            <div className="jk-featured-meta">
              {[item.brand?.nameZh || item.brand?.nameEn, item.standard, item.package, item.category.name]
                .filter(Boolean)
                .join(' · ')}
            </div>
            <dl className="jk-featured-params">
              {item.keyParams.slice(0, 3).map((p) => (
                <div key={p.key}>
                  <dt>{p.name}</dt>
                  <dd>{formatParamValue(p.display)}</dd>
                </div>
              ))}
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
