import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { Crumb } from '../model/catalog.model.ts';

/** Breadcrumbs of a catalogue page: every crumb but the last is a link. */
export function CatalogBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumb
      className="jk-cat-breadcrumb"
      items={crumbs.map((crumb, index) => ({
        key: `${index}:${crumb.title}`,
        title: crumb.to ? (
          <Link to={crumb.to}>{crumb.title}</Link>
        ) : (
          <span aria-current="page">{crumb.title}</span>
        ),
      }))}
    />
  );
}
