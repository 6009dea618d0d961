// Titanium and titanium alloys: GB/T 3620.1-2016 钛及钛合金牌号和化学成分, 表1 (mass %). "Others"
// (其他元素 单一/总和) limits are not entered.
//
// TA1 and TA2 (checked 2026-11-26): GB/T 3620.1-2016 restored the 1994 compositions under the names TA0~TA3
// and renamed the 2007 unalloyed grades by adding "G" (TA1G, TA2G ...), as its foreword says
// (http://bzfyw.com/standard/GBT3620.1-2016.html, https://www.chinesestandard.us/products/gbt3620-1-2016). The
// catalogue's TA1 / TA2 are the Grade 1 / Grade 2 materials (see their equivalents), and the limits held here are
// those of ASTM B265 Grade 1 / Grade 2, checked against the ASTM B265 rows of
// http://sun-full.net/product_manual/?id=278&mod=Frame%3A%3ARight (N 0.03, C 0.08, H 0.015, Fe 0.20 / 0.30,
// O 0.18 / 0.25): they are given under ASTM B265, not as the 2016 TA1 / TA2 rows, which were not read.
// TC4: not verified against a readable table (the GB/T 3620.1-2016 table pages found are images).
import { type Composition, table } from './composition.types.ts';

const STD = 'GB/T 3620.1-2016';
const T1 = '表1 钛及钛合金牌号和化学成分';
const B265 = 'Table 1 Chemical Requirements';
const RENAMED =
  'GB/T 3620.1-2016 的 TA1、TA2 恢复为 1994 版成分，Grade 1 / Grade 2 对应的牌号改称 TA1G、TA2G；本表按 ASTM B265 列出';

export const GB_T_3620: Record<string, Composition> = {
  TA1: table(
    'ASTM B265',
    `${B265} (Grade 1)`,
    'Ti',
    { Fe: 0.2, C: 0.08, N: 0.03, H: 0.015, O: 0.18 },
    {
      notes: [RENAMED],
    },
  ),
  TA2: table(
    'ASTM B265',
    `${B265} (Grade 2)`,
    'Ti',
    { Fe: 0.3, C: 0.08, N: 0.03, H: 0.015, O: 0.25 },
    {
      notes: [RENAMED],
    },
  ),
  TC4: table(STD, T1, 'Ti', { Al: [5.5, 6.75], V: [3.5, 4.5], Fe: 0.3, C: 0.08, N: 0.05, H: 0.015, O: 0.2 }),
};
