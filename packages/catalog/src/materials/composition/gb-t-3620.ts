// Titanium and titanium alloys: GB/T 3620.1-2016 钛及钛合金牌号和化学成分, 表1 (mass %). "Others"
// (其他元素 单一/总和) limits are not entered.
import { type Composition, table } from './composition.types.ts';

const STD = 'GB/T 3620.1-2016';
const T1 = '表1 钛及钛合金牌号和化学成分';

export const GB_T_3620: Record<string, Composition> = {
  TA1: table(STD, T1, 'Ti', { Fe: 0.2, C: 0.08, N: 0.03, H: 0.015, O: 0.18 }),
  TA2: table(STD, T1, 'Ti', { Fe: 0.3, C: 0.08, N: 0.03, H: 0.015, O: 0.25 }),
  TC4: table(STD, T1, 'Ti', { Al: [5.5, 6.75], V: [3.5, 4.5], Fe: 0.3, C: 0.08, N: 0.05, H: 0.015, O: 0.2 }),
};
