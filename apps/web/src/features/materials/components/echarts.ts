// ECharts with only what the comparison draws (bars, grid, tooltip, legend; SVG renderer), so the page's
// chunk stays small; imported only by the lazily loaded comparison page.
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { echarts };
