/** 3D search results: the category filter (with counts) and one card per similar geometry, best first. */
import type { Search3dAnswer } from '@jianku/rules/search3d-schemas';
import { Empty, Progress, Radio, Tag } from 'antd';
import { Link } from 'react-router';

export function Search3dResults({
  answer,
  category,
  onCategory,
}: {
  answer: Search3dAnswer;
  category: number | undefined;
  onCategory: (id: number | undefined) => void;
}) {
  return (
    <div className="jk-s3d-results">
      {answer.categories.length > 0 && (
        <div className="jk-s3d-filter">
          <span className="jk-s3d-note">分类：</span>
          <Radio.Group
            size="small"
            optionType="button"
            value={category ?? 0}
            onChange={(e) => onCategory(e.target.value === 0 ? undefined : Number(e.target.value))}
            options={[
              { label: '全部', value: 0 },
              ...answer.categories.map((c) => ({ label: `${c.name}（${c.count}）`, value: c.id })),
            ]}
          />
        </div>
      )}
      {answer.results.length === 0 ? (
        <Empty description={category ? '该分类下没有形状相似的条目' : '没有找到形状相似的条目'} />
      ) : (
        <ol className="jk-s3d-list">
          {answer.results.map((r, i) => (
            <li
              key={r.geometry}
              className="jk-s3d-card"
              data-testid="s3d-result"
              data-similarity={r.similarity}
            >
              <span className="jk-s3d-rank">{i + 1}</span>
              <Progress
                type="circle"
                size={56}
                percent={Math.round(r.similarity)}
                format={() => `${r.similarity.toFixed(1)}%`}
                aria-label="相似度"
              />
              <div className="jk-s3d-body">
                <Link
                  className="jk-s3d-model"
                  to={`/${r.kind === 2 ? 'component' : 'part'}/detail/${r.itemId}`}
                >
                  {r.model}
                </Link>
                <div className="jk-s3d-name">{r.name}</div>
                <div>
                  <Tag>{r.categoryName}</Tag>
                  {r.sameGeometry > 1 && (
                    <span className="jk-s3d-note">同一几何共 {r.sameGeometry} 个条目</span>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
