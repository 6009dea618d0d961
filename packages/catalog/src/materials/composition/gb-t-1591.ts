// Low-alloy high-strength structural steels: GB/T 1591-2018 表1 热轧钢的牌号及化学成分 (熔炼分析, mass %)
// and, for the superseded Q345B, GB/T 1591-2008 表1. Only the main elements C, Si, Mn, P, S are entered;
// the micro-alloying and residual limits (Nb, V, Ti, Cr, Ni, Cu, Mo, N, B) are not, and each grade says so.
import { type Composition, table } from './composition.types.ts';

const T2018 = '表1 热轧钢的牌号及化学成分 (熔炼分析)';
const MICRO = '微合金元素与残余元素 (Nb、V、Ti、Cr、Ni、Cu、Mo、N) 的限值见标准原表，本库未录入';

export const GB_T_1591: Record<string, Composition> = {
  Q355B: table(
    'GB/T 1591-2018',
    T2018,
    'Fe',
    { C: 0.24, Si: 0.55, Mn: 1.6, P: 0.035, S: 0.035 },
    { notes: ['C ≤ 0.24 % 适用于公称厚度 ≤ 40 mm; > 40 mm 时 C ≤ 0.22 %', MICRO] },
  ),
  Q345B: table(
    'GB/T 1591-2008',
    '表1 牌号及化学成分 (熔炼分析)',
    'Fe',
    { C: 0.2, Si: 0.5, Mn: 1.7, P: 0.035, S: 0.035 },
    { notes: [MICRO] },
  ),
  Q390B: table(
    'GB/T 1591-2018',
    T2018,
    'Fe',
    { C: 0.2, Si: 0.55, Mn: 1.7, P: 0.035, S: 0.035 },
    { notes: [MICRO] },
  ),
  Q420B: table(
    'GB/T 1591-2018',
    T2018,
    'Fe',
    { C: 0.2, Si: 0.55, Mn: 1.7, P: 0.035, S: 0.035 },
    { notes: [MICRO] },
  ),
};
