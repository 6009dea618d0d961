import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Crumb } from '../model/catalog.model.ts';

/**
 * Breadcrumbs of a catalogue page: every crumb but the last is a link. A plain <nav><ol> drawn as antd's
 * Breadcrumb (catalog.css, .jk-cat-breadcrumb): antd's imports its Dropdown and Menu (17 KB gzipped) for
 * crumb menus these pages never have, and it was on the item page's first load (issue 17).
 */
export function CatalogBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="jk-cat-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.to ?? ''}|${crumb.title}`}>
            {index > 0 && (
              <li className="jk-cat-breadcrumb-separator" aria-hidden="true">
                /
              </li>
            )}
            <li>
              {crumb.to ? (
                <Link to={crumb.to}>{crumb.title}</Link>
              ) : (
                <span aria-current="page">{crumb.title}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
