// Composition as stacked bars (ECharts): per grade, the alloying elements the standard gives as a range,
// stacked at the middle of each range (a nominal content, mass %). Impurity maxima and the base metal are
// not drawn; the table beside the chart has every limit as printed.
import { useMemo } from 'react';
import type { StackSeries } from '../model/compare.model.ts';
import { EChart } from './echarts.tsx';

const PALETTE = [
  '#3b6fd8',
  '#f0a020',
  '#2ca58d',
  '#d64545',
  '#8e5bd6',
  '#1fa3c7',
  '#c2a02b',
  '#6b7a99',
  '#e0609a',
];

export function CompositionChart({
  grades,
  series,
}: {
  grades: readonly string[];
  series: readonly StackSeries[];
}) {
  const opt = useMemo(
    () => ({
      animation: false,
      color: PALETTE,
      legend: { top: 0, itemWidth: 12, itemHeight: 10, textStyle: { fontSize: 11 } },
      grid: { left: 48, right: 16, top: 48, bottom: 28 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v: number) => (v ? `${v} %` : '—'),
      },
      xAxis: { type: 'category', data: grades, axisLabel: { fontSize: 11, interval: 0 } },
      yAxis: { type: 'value', name: 'mass %', nameTextStyle: { fontSize: 11 }, axisLabel: { fontSize: 11 } },
      series: series.map((s) => ({
        name: s.element,
        type: 'bar',
        stack: 'composition',
        barMaxWidth: 48,
        data: s.values,
        emphasis: { focus: 'series' },
      })),
    }),
    [grades, series],
  );
  if (series.length === 0) return null;
  return (
    <figure
      className="jk-mc-chart jk-mc-chart--composition"
      data-testid="composition-chart"
      aria-label="化学成分堆叠柱状图"
    >
      <figcaption>
        合金元素名义含量{' '}
        <span className="jk-mc-unit">(标准范围中值, mass %; 只有上限的杂质元素与基体余量不计入)</span>
      </figcaption>
      <EChart option={opt} height={300} />
    </figure>
  );
}
