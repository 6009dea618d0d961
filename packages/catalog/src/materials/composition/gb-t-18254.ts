// High-carbon chromium bearing steel: GB/T 18254-2016 高碳铬轴承钢, 表1 牌号及化学成分 (熔炼分析, mass %),
// quality steel (优质钢) P and S limits of 表2. Residual Ni, Cu and O limits are not entered.
import { type Composition, table } from './composition.types.ts';

export const GB_T_18254: Record<string, Composition> = {
  GCr15: table(
    'GB/T 18254-2016',
    '表1 牌号及化学成分; 表2 残余元素 (优质钢 P、S)',
    'Fe',
    { C: [0.95, 1.05], Si: [0.15, 0.35], Mn: [0.25, 0.45], Cr: [1.4, 1.65], Mo: 0.1, P: 0.025, S: 0.02 },
    { numericCode: 'B00150' },
  ),
};
