// ECharts with only what the comparison draws (bars, grid, tooltip, legend; SVG renderer), so the page's
// chunk stays small; imported only by the lazily loaded comparison page. <EChart> is the React side:
// init on mount, setOption on change, resize with its box, dispose on unmount.
//
//   <EChart option={{ xAxis: {...}, yAxis: {...}, series: [...] }} height={220} />
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

type Option = Parameters<echarts.ECharts['setOption']>[0];

export function EChart({ option, height }: { option: Option; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = echarts.init(el, null, { renderer: 'svg' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} />;
}
