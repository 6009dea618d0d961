// Carbon structural steels: GB/T 700-2006 碳素结构钢, 表1 牌号和化学成分 (熔炼分析, mass %), with the
// 统一数字代号 printed in the same table. Only maxima are given for every element.
//
// Checked 2026-11-26 against the standard's own foreword (English translation,
// https://www.scribd.com/document/559275545/GB-T700-2006Carbonstructuralsteels-英文版): Q235B "carbon content is
// 0.20%"; Si raised "from 0.30% to 0.35% (excluding the Q195)" (so Q195 keeps 0.30); the upper Mn limits were
// raised. The Mn 1.40 of Q235 agrees with a mill's Q235C row (https://gneesteel.com/cy/products/steel-plate/hight-strength-low-alloy-steel/q235c-steel-plate.html);
// the table row itself (Mn, P, S of Q235B; Q195; Q275B) was not read: those remain unverified.
import { type Composition, table } from './composition.types.ts';

const STD = 'GB/T 700-2006';
const T1 = '表1 牌号和化学成分 (熔炼分析)';

export const GB_T_700: Record<string, Composition> = {
  Q195: table(STD, T1, 'Fe', { C: 0.12, Si: 0.3, Mn: 0.5, P: 0.035, S: 0.04 }, { numericCode: 'U11952' }),
  Q235B: table(STD, T1, 'Fe', { C: 0.2, Si: 0.35, Mn: 1.4, P: 0.045, S: 0.045 }, { numericCode: 'U12352' }),
  Q275B: table(
    STD,
    T1,
    'Fe',
    { C: 0.21, Si: 0.35, Mn: 1.5, P: 0.045, S: 0.045 },
    { numericCode: 'U12752', notes: ['C ≤ 0.21 % 适用于厚度 ≤ 40 mm; 厚度 > 40 mm 时 C ≤ 0.22 %'] },
  ),
};
