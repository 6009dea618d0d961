// The material page's sections from the comparison module (the router hands them to the item page):
// 牌号对照 (the grade under every standard, the table the item page gives, then the catalogue grades identical /
// near / similar by composition, with links into 材料对比) and 化学成分 (limits from the grade's own standard,
// or why none). One section for the designations: the page used to show them twice.
import { Button, Skeleton, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { local } from '../../../stores/storage.ts';
import { useComparison, useEquivalents } from '../api/materials.queries.ts';
import type { Closeness, ElementLimit } from '../api/materials.types.ts';
import {
  addGrade,
  compareUrl,
  formatLimit,
  LAST_COMPARE_KEY,
  parseCompareIds,
} from '../model/compare.model.ts';
import '../materials.css';

/** The elements across, one row of limits as the standard prints them; the base metal is 余量. */
function CompositionRow({ base, limits }: { base: string; limits: readonly ElementLimit[] }) {
  const elements = [base, ...limits.map((l) => l.element).filter((e) => e !== base)];
  return (
    <Table<{ key: string }>
      className="jk-composition"
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      scroll={{ x: 'max-content' }}
      dataSource={[{ key: 'limits' }]}
      columns={elements.map((el) => ({
        key: el,
        title: el,
        align: 'center' as const,
        render: () =>
          el === base && !limits.some((l) => l.element === base)
            ? '余量'
            : formatLimit(limits.find((l) => l.element === el)),
      }))}
    />
  );
}

const CLOSENESS_COLOR: Record<Closeness, string> = { identical: 'green', near: 'blue', similar: 'default' };

export function MaterialItemSections({ itemId, designations }: { itemId: number; designations?: ReactNode }) {
  const comparison = useComparison([itemId]);
  const equivalents = useEquivalents(itemId);
  const grade = comparison.data?.grades[0];
  const navigate = useNavigate();
  return (
    <>
      <section className="jk-cat-panel" aria-labelledby="jk-eq-title">
        <div className="jk-cat-panel-head">
          <h2 id="jk-eq-title" className="jk-cat-panel-title">
            牌号对照
          </h2>
          <span className="jk-cat-panel-note">
            各标准体系中的对应或近似牌号，及本库中成分相同、相近、类似的牌号
          </span>
        </div>
        {designations}
        <h3 className="jk-mc-related-title">本库相近牌号</h3>
        <p className="jk-cat-panel-note">
          相同：同一牌号的另一名称；相近：主要元素成分范围重叠；类似：同类材料、限值不同
        </p>
        {equivalents.isError ? (
          <p className="jk-mc-reason">相近牌号暂时无法加载</p>
        ) : !equivalents.data ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : equivalents.data.grades.length === 0 ? (
          <p className="jk-mc-reason">本库暂无成分相近的牌号</p>
        ) : (
          <Table
            className="jk-mc-related"
            size="small"
            bordered
            pagination={false}
            rowKey="code"
            dataSource={equivalents.data.grades}
            columns={[
              {
                key: 'designation',
                title: '本库牌号',
                width: 170,
                render: (_, g) =>
                  g.id ? <Link to={`/mat/detail/${g.id}`}>{g.designation}</Link> : g.designation,
              },
              {
                key: 'closeness',
                title: '接近程度',
                width: 90,
                render: (_, g) => <Tag color={CLOSENESS_COLOR[g.closeness]}>{g.closenessText}</Tag>,
              },
              {
                key: 'differences',
                title: '成分差别（本牌号 / 该牌号, mass %）',
                render: (_, g) => (g.differences.length ? g.differences.join('；') : '成分限值相同'),
              },
              {
                key: 'compare',
                title: '',
                width: 90,
                render: (_, g) => (g.id ? <Link to={compareUrl([itemId, g.id])}>对比</Link> : null),
              },
            ]}
          />
        )}
      </section>

      <section className="jk-cat-panel" aria-labelledby="jk-composition-title">
        <div className="jk-cat-panel-head">
          <h2 id="jk-composition-title" className="jk-cat-panel-title">
            化学成分
          </h2>
          {grade?.composition && (
            <span className="jk-cat-panel-note">
              质量分数 %，依据 {grade.composition.standard} {grade.composition.table}
            </span>
          )}
          <span className="jk-cat-panel-extra">
            <Button
              size="small"
              onClick={() =>
                navigate(compareUrl(addGrade(parseCompareIds(local.get(LAST_COMPARE_KEY)).ids, itemId)))
              }
            >
              加入材料对比
            </Button>
          </span>
        </div>
        {comparison.isError ? (
          <p className="jk-mc-reason">化学成分暂时无法加载</p>
        ) : !grade ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : grade.composition ? (
          <>
            <CompositionRow base={grade.composition.base} limits={grade.composition.limits} />
            {grade.composition.notes.length > 0 && (
              <ul className="jk-mc-notes">
                {grade.composition.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="jk-mc-reason">{grade.compositionNote}</p>
        )}
      </section>
    </>
  );
}
