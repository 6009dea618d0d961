// /mat/compare?ids=12,34,56 — 材料对比 (SPEC-2.41, materials only): up to 6 grades side by side. The
// comparison lives in the address (a reload or a shared link shows it). Sections: designations per
// standard; properties as bar charts with the table beside them; composition as stacked bars with the
// table of limits beside it; sources. Loaded lazily, so ECharts weighs only on this page.
import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTabTitle } from '../../../components/tab-bar/use-tab-title.ts';
import { normalizeError } from '../../../lib/errors.ts';
import { local } from '../../../stores/storage.ts';
import { useComparison } from '../api/materials.queries.ts';
import {
  CompositionCompareTable,
  DesignationsCompareTable,
  PropertiesCompareTable,
} from '../components/compare-tables.tsx';
import { CompositionChart } from '../components/composition-chart.tsx';
import { GradePicker } from '../components/grade-picker.tsx';
import { PropertyCharts } from '../components/property-charts.tsx';
import {
  addGrade,
  compareUrl,
  compositionStack,
  LAST_COMPARE_KEY,
  parseCompareIds,
  propertyCharts,
} from '../model/compare.model.ts';
import '../materials.css';

const PROPERTY_NOTE =
  '条长为数值，浅色部分为范围的上段（如 Rm 370~500 MPa）；「≥」为标准最小值、「≤」为上限，其余为典型值。' +
  '图中每个牌号取所列的第一个条件，全部数值与条件见下表。';

// long because the component's state, effects and handlers work on one render; split it when it grows (issue 16)
export function MaterialComparePage() {
  useTabTitle('材料对比');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { ids, problem } = parseCompareIds(params.get('ids'));
  const comparison = useComparison(ids);
  const data = ids.length > 0 ? comparison.data : undefined;
  const grades = data?.grades ?? [];
  const charts = useMemo(() => propertyCharts(grades), [grades]);
  const stack = useMemo(() => compositionStack(grades, data?.elements ?? []), [grades, data?.elements]);
  const go = (next: readonly number[]) => {
    local.set(LAST_COMPARE_KEY, next.join(','));
    navigate(compareUrl(next));
  };
  // The tab opens /mat/compare without ids: continue the last comparison; otherwise remember this one.
  const idsKey = ids.join(',');
  const hasIds = params.has('ids');
  useEffect(() => {
    if (!hasIds) {
      const last = parseCompareIds(local.get(LAST_COMPARE_KEY)).ids;
      if (last.length > 0) {
        navigate(compareUrl(last), { replace: true });
        return;
      }
    }
    local.set(LAST_COMPARE_KEY, idsKey);
  }, [hasIds, idsKey, navigate]);
  const error = comparison.isError ? normalizeError(comparison.error).message : null;

  return (
    <div className="jk-mc-page">
      <section className="jk-mc-panel jk-mc-head" aria-label="选择牌号">
        <div className="jk-mc-title-row">
          <h1 className="jk-mc-title">材料对比</h1>
          <span className="jk-mc-note">最多 6 个牌号并排对比；对比内容保存在地址中，可收藏或分享</span>
        </div>
        <div className="jk-mc-pick-row">
          <GradePicker selected={ids} onPick={(id) => go(addGrade(ids, id))} />
          <div className="jk-mc-chosen">
            {ids.map((id) => {
              const g = grades.find((x) => x.id === id);
              return (
                <Tag key={id} closable onClose={() => go(ids.filter((x) => x !== id))} className="jk-mc-chip">
                  {g ? g.designation : `ID ${id}`}
                </Tag>
              );
            })}
            {ids.length > 0 && (
              <Button size="small" type="link" onClick={() => go([])}>
                清空
              </Button>
            )}
          </div>
        </div>
        {problem && <Alert className="jk-mc-alert" type="warning" showIcon title={problem} />}
        {error && <Alert className="jk-mc-alert" type="error" showIcon title={error} />}
      </section>

      {ids.length === 0 && (
        <section className="jk-mc-panel">
          <Empty
            description={
              <span>
                还没有选择牌号。在上方搜索框输入任一标准的牌号（如 06Cr19Ni10、304、AISI 316L、SUS316L、UNS
                S31603、2205）， 选中后加入对比；也可以在材料详情页点「加入材料对比」。
              </span>
            }
          />
        </section>
      )}

      {ids.length > 0 && !data && comparison.isPending && (
        <section className="jk-mc-panel">
          <Skeleton active paragraph={{ rows: 10 }} />
        </section>
      )}

      {grades.length > 0 && (
        <>
          <section className="jk-mc-panel" aria-labelledby="jk-mc-grades">
            <h2 id="jk-mc-grades" className="jk-mc-h2">
              牌号对照
            </h2>
            <p className="jk-mc-sub">
              {grades.map((g) => (
                <span key={g.id} className="jk-mc-gradename">
                  <Link to={`/mat/detail/${g.id}`}>{g.designation}</Link> {g.name}（{g.category.name}，
                  {g.standard ?? '—'}）
                </span>
              ))}
            </p>
            <DesignationsCompareTable grades={grades} />
          </section>

          <section className="jk-mc-panel" aria-labelledby="jk-mc-props">
            <h2 id="jk-mc-props" className="jk-mc-h2">
              力学与物理性能
            </h2>
            <p className="jk-mc-sub">{PROPERTY_NOTE}</p>
            <div className="jk-mc-stack">
              <PropertyCharts charts={charts} />
              <PropertiesCompareTable grades={grades} />
            </div>
          </section>

          <section className="jk-mc-panel" aria-labelledby="jk-mc-comp">
            <h2 id="jk-mc-comp" className="jk-mc-h2">
              化学成分
            </h2>
            <div className="jk-mc-split jk-mc-split--composition">
              {stack.length > 0 ? (
                <CompositionChart grades={grades.map((g) => g.designation)} series={stack} />
              ) : (
                <Empty description="所选牌号没有可绘制的合金元素范围" />
              )}
              <CompositionCompareTable grades={grades} elements={data?.elements ?? []} />
            </div>
          </section>

          <section className="jk-mc-panel" aria-labelledby="jk-mc-src">
            <h2 id="jk-mc-src" className="jk-mc-h2">
              数据来源
            </h2>
            <div className="jk-mc-sources">
              {grades.map((g) => (
                <div key={g.id}>
                  <b>{g.designation}</b>
                  <ol>
                    {g.sources.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                </div>
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
