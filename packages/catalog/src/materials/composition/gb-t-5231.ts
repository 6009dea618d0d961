// Wrought copper and copper alloys: GB/T 5231-2012 加工铜及铜合金牌号和化学成分 (mass %), 表1 (加工铜),
// 表3 (加工黄铜), 表4 (加工青铜); C17200 from ASTM B194 Table 1 (Chemical Requirements). Impurity limits
// other than those listed (Bi, Sb, As, O, 杂质总和) are not entered.
import { type Composition, table } from './composition.types.ts';

const STD = 'GB/T 5231-2012';

export const GB_T_5231: Record<string, Composition> = {
  T2: table(
    STD,
    '表1 加工铜化学成分',
    'Cu',
    { 'Cu+Ag': { min: 99.9 } },
    {
      notes: ['杂质元素 (Bi、Sb、As、Fe、Pb、S、O 等) 限值见标准原表，本库未录入'],
    },
  ),
  TP2: table(STD, '表1 加工铜化学成分', 'Cu', { 'Cu+Ag': { min: 99.9 }, P: [0.015, 0.04] }),
  H62: table(STD, '表3 加工黄铜化学成分', 'Zn', { Cu: [60.5, 63.5], Fe: 0.15, Pb: 0.08 }),
  H65: table(STD, '表3 加工黄铜化学成分', 'Zn', { Cu: [63.5, 68.0], Fe: 0.1, Pb: 0.03 }),
  'QSn6.5-0.1': table(STD, '表4 加工青铜化学成分', 'Cu', {
    Sn: [6.0, 7.0],
    P: [0.1, 0.25],
    Zn: 0.3,
    Fe: 0.05,
    Pb: 0.02,
  }),
  'QAl9-4': table(STD, '表4 加工青铜化学成分', 'Cu', { Al: [8.0, 10.0], Fe: [2.0, 4.0], Zn: 1.0, Mn: 0.5 }),
  C17200: table(
    'ASTM B194',
    'Table 1 Chemical Requirements',
    'Cu',
    { Be: [1.8, 2.0], Pb: 0.02 },
    {
      notes: ['Co+Ni ≥ 0.20; Co+Ni+Fe ≤ 0.6'],
    },
  ),
};
