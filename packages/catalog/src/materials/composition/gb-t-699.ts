// Quality carbon structural steels: GB/T 699-2015 优质碳素结构钢, 表1 牌号、统一数字代号及化学成分
// (熔炼分析, mass %). Every grade: Si 0.17~0.37, P ≤ 0.035, S ≤ 0.035, residual Ni ≤ 0.30, Cu ≤ 0.25;
// residual Cr ≤ 0.15 for 10 and ≤ 0.25 for the others.
//
// Checked 2026-11-26 (the 2015 table itself was not reachable): the C ranges agree with the 1988 ranges of a
// mill's table (https://vdocuments.mx/general-gb.html: 20 0.17~0.24 … 40 0.37~0.45, 45 0.42~0.50, Mn 0.35~0.65 /
// 0.50~0.80, Si 0.17~0.37, P/S 0.035) narrowed by 0.01 % for the grades up to 40, as the 1999 revision's foreword
// says (https://www.scribd.com/document/696202192/GBT-699-1999-优质碳素结构钢); residual Ni ≤ 0.30: unverified.
import { type Composition, type Limit, table } from './composition.types.ts';

const STD = 'GB/T 699-2015';
const T1 = '表1 牌号、统一数字代号及化学成分 (熔炼分析)';

function grade(code: string, c: Limit, mn: Limit, cr: number): Composition {
  return table(
    STD,
    T1,
    'Fe',
    { C: c, Si: [0.17, 0.37], Mn: mn, P: 0.035, S: 0.035, Cr: cr, Ni: 0.3, Cu: 0.25 },
    { numericCode: code },
  );
}

export const GB_T_699: Record<string, Composition> = {
  '10': grade('U20102', [0.07, 0.13], [0.35, 0.65], 0.15),
  '15': grade('U20152', [0.12, 0.18], [0.35, 0.65], 0.25),
  '20': grade('U20202', [0.17, 0.23], [0.35, 0.65], 0.25),
  '25': grade('U20252', [0.22, 0.29], [0.5, 0.8], 0.25),
  '30': grade('U20302', [0.27, 0.34], [0.5, 0.8], 0.25),
  '35': grade('U20352', [0.32, 0.39], [0.5, 0.8], 0.25),
  '40': grade('U20402', [0.37, 0.44], [0.5, 0.8], 0.25),
  '45': grade('U20452', [0.42, 0.5], [0.5, 0.8], 0.25),
  '50': grade('U20502', [0.47, 0.55], [0.5, 0.8], 0.25),
  '55': grade('U20552', [0.52, 0.6], [0.5, 0.8], 0.25),
  '60': grade('U20602', [0.57, 0.65], [0.5, 0.8], 0.25),
  '65Mn': grade('U21653', [0.62, 0.7], [0.9, 1.2], 0.25),
};
