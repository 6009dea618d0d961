import { RightOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { Link } from 'react-router';
import type { Library } from '../../../components/library/library.ts';
import { formatCount } from '../../../lib/format-count.ts';
import type { CategoryNode } from '../api/catalog.types.ts';
import { catalogueTop, categoryPath, withItems } from '../model/catalog.model.ts';

function Count({ value }: { value: number }) {
  return <span className="jk-cat-count">{formatCount(value)}</span>;
}

/** Every leaf below a node, in tree order (deep trees are shown two levels down). */
function leavesOf(node: CategoryNode): CategoryNode[] {
  return node.children.length === 0 ? [node] : node.children.flatMap(leavesOf);
}

function CategoryLink({
  library,
  node,
  className,
}: {
  library: Library;
  node: CategoryNode;
  className?: string;
}) {
  return (
    <Link to={categoryPath(library, node.id)} className={className}>
      <span className="jk-cat-name">{node.name}</span>
      <Count value={node.itemCount} />
    </Link>
  );
}

/**
 * The category catalogue of a library: a block per top-level category; inside, its sub-categories as
 * groups with their leaf categories, every one with its item count and a link to its page. Categories
 * without items are left out.
 */
export function CategoryCatalogue({ library, tree }: { library: Library; tree: readonly CategoryNode[] }) {
  const top = catalogueTop(withItems(tree));
  if (top.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该库暂无分类" />;
  }
  return (
    <div className="jk-catalogue">
      {top.map((section) => {
        const groups = section.children.filter((c) => c.children.length > 0);
        const leaves = section.children.filter((c) => c.children.length === 0);
        return (
          <section key={section.id} className="jk-cat-block" aria-label={section.name}>
            <header className="jk-cat-block-head">
              <Link to={categoryPath(library, section.id)} className="jk-cat-block-title">
                {section.name}
                <Count value={section.itemCount} />
                <RightOutlined className="jk-cat-block-arrow" />
              </Link>
              {section.nameEn && <span className="jk-cat-block-en">{section.nameEn}</span>}
            </header>
            <div className="jk-cat-groups">
              {groups.map((group) => (
                <div key={group.id} className="jk-cat-group">
                  <CategoryLink library={library} node={group} className="jk-cat-group-title" />
                  <ul className="jk-cat-leaves">
                    {leavesOf(group).map((leaf) => (
                      <li key={leaf.id}>
                        <CategoryLink library={library} node={leaf} className="jk-cat-leaf" />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              {leaves.length > 0 && (
                <div className="jk-cat-group jk-cat-group--leaves">
                  <ul className="jk-cat-leaves">
                    {leaves.map((leaf) => (
                      <li key={leaf.id}>
                        <CategoryLink library={library} node={leaf} className="jk-cat-leaf" />
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {section.children.length === 0 && (
                <div className="jk-cat-group jk-cat-group--leaves">
                  <ul className="jk-cat-leaves">
                    <li>
                      <CategoryLink library={library} node={section} className="jk-cat-leaf" />
                    </li>
                  </ul>
                </div>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
