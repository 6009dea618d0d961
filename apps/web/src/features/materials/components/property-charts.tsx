// Properties as bars (ECharts): one small chart per property, a bar per grade from 0 to its value, and
// for a range (Rm 370~500 MPa) a lighter part on top from the low to the high end. The label says
// whether the value is a standard minimum (≥) or an upper limit (≤); the tooltip gives the condition.
import { useMemo } from 'react';
import type { PropertyChart } from '../model/compare.model.ts';
import { EChart } from './echarts.tsx';

const SOLID = '#3b6fd8';
const RANGE = '#9fbaf0';

function option(chart: PropertyChart) {
  return {
    animation: false,
    grid: { left: 8, right: 72, top: 24, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: Array<{ dataIndex: number }>) => {
        const bar = chart.bars[params[0]?.dataIndex ?? 0];
        return bar
          ? `<b>${bar.grade}</b><br/>${bar.label}<br/><span style="color:#8a93a6">${bar.condition}</span>`
          : '';
      },
    },
    // horizontal bars: the designations (long: 022Cr17Ni12Mo2) read on the left
    yAxis: {
      type: 'category',
      inverse: true,
      data: chart.bars.map((b) => b.grade),
      axisLabel: { fontSize: 11, interval: 0 },
    },
    xAxis: {
      type: 'value',
      name: chart.unit,
      nameLocation: 'end',
      nameTextStyle: { fontSize: 11 },
      axisLabel: { fontSize: 10, hideOverlap: true },
      splitNumber: 4,
    },
    series: [
      {
        name: '数值',
        type: 'bar',
        stack: 'v',
        barMaxWidth: 18,
        itemStyle: { color: SOLID },
        data: chart.bars.map((b) => b.low),
        label: {
          show: true,
          position: 'right',
          fontSize: 10,
          color: '#1b2333',
          formatter: ({ dataIndex }: { dataIndex: number }) => {
            const b = chart.bars[dataIndex];
            return b && b.span === 0 ? b.label.replace(` ${chart.unit}`, '') : '';
          },
        },
      },
      {
        name: '范围',
        type: 'bar',
        stack: 'v',
        barMaxWidth: 18,
        itemStyle: { color: RANGE },
        data: chart.bars.map((b) => b.span),
        label: {
          show: true,
          position: 'right',
          fontSize: 10,
          color: '#1b2333',
          formatter: ({ dataIndex }: { dataIndex: number }) => {
            const b = chart.bars[dataIndex];
            return b && b.span > 0 ? b.label.replace(` ${chart.unit}`, '') : '';
          },
        },
      },
    ],
  };
}

function OneChart({ chart }: { chart: PropertyChart }) {
  const opt = useMemo(() => option(chart), [chart]);
  return (
    <figure className="jk-mc-chart" data-testid="property-chart" aria-label={`${chart.title} 柱状图`}>
      <figcaption>
        {chart.title}
        {chart.unit && <span className="jk-mc-unit"> ({chart.unit})</span>}
      </figcaption>
      <EChart option={opt} height={Math.max(120, 44 + chart.bars.length * 30)} />
    </figure>
  );
}

export function PropertyCharts({ charts }: { charts: readonly PropertyChart[] }) {
  if (charts.length === 0) return null;
  return (
    <div className="jk-mc-charts">
      {charts.map((c) => (
        <OneChart key={c.key} chart={c} />
      ))}
    </div>
  );
}
