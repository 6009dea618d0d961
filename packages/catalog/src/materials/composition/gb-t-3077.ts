// Alloy structural steels: GB/T 3077-2015 合金结构钢, 表1 钢的牌号、统一数字代号及化学成分 (熔炼分析,
// mass %), quality steel (优质钢) class: P ≤ 0.030, S ≤ 0.030. Residual Cu, Ni, Mo limits of the table's
// notes are not entered.
//
// Checked 2026-11-26: 40Cr (C 0.37~0.44, Si 0.17~0.37, Mn 0.50~0.80, Cr 0.80~1.10) agrees with a mill's GB/T 3077
// row (http://www.dinovative.com/Product/alloy_steel/203.html, 1999 edition). The other rows were not read in a
// reliable copy of the 2015 table: a secondary page (https://360docs.net/doc/2f5701900.html) gives 42CrMo
// Mo 0.15~0.30 against 0.15~0.25 here; not changed on that page's word, unverified.
import { type Composition, type Limit, table } from './composition.types.ts';

const STD = 'GB/T 3077-2015';
const T1 = '表1 钢的牌号、统一数字代号及化学成分 (熔炼分析, 优质钢)';
const PS = { P: 0.03, S: 0.03 } as const;

const grade = (code: string, spec: Record<string, Limit>): Composition =>
  table(STD, T1, 'Fe', { ...spec, ...PS }, { numericCode: code });

export const GB_T_3077: Record<string, Composition> = {
  '20Cr': grade('A20202', { C: [0.18, 0.24], Si: [0.17, 0.37], Mn: [0.5, 0.8], Cr: [0.7, 1.0] }),
  '20CrMo': grade('A30202', {
    C: [0.17, 0.24],
    Si: [0.17, 0.37],
    Mn: [0.4, 0.7],
    Cr: [0.8, 1.1],
    Mo: [0.15, 0.25],
  }),
  '20CrMnTi': grade('A26202', {
    C: [0.17, 0.23],
    Si: [0.17, 0.37],
    Mn: [0.8, 1.1],
    Cr: [1.0, 1.3],
    Ti: [0.04, 0.1],
  }),
  '35CrMo': grade('A30352', {
    C: [0.32, 0.4],
    Si: [0.17, 0.37],
    Mn: [0.4, 0.7],
    Cr: [0.8, 1.1],
    Mo: [0.15, 0.25],
  }),
  '40Cr': grade('A20402', { C: [0.37, 0.44], Si: [0.17, 0.37], Mn: [0.5, 0.8], Cr: [0.8, 1.1] }),
  '42CrMo': grade('A30422', {
    C: [0.38, 0.45],
    Si: [0.17, 0.37],
    Mn: [0.5, 0.8],
    Cr: [0.9, 1.2],
    Mo: [0.15, 0.25],
  }),
  '40CrNiMo': grade('A50403', {
    C: [0.37, 0.44],
    Si: [0.17, 0.37],
    Mn: [0.5, 0.8],
    Cr: [0.6, 0.9],
    Ni: [1.25, 1.65],
    Mo: [0.15, 0.25],
  }),
  '38CrMoAl': grade('A33382', {
    C: [0.35, 0.42],
    Si: [0.2, 0.45],
    Mn: [0.3, 0.6],
    Cr: [1.35, 1.65],
    Mo: [0.15, 0.25],
    Al: [0.7, 1.1],
  }),
};
