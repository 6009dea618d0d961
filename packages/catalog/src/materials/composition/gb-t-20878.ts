// Stainless steels: GB/T 20878-2007 不锈钢和耐热钢 牌号及化学成分 (熔炼分析, mass %): 表1 奥氏体型,
// 表2 奥氏体-铁素体型, 表3 铁素体型, 表4 马氏体型, 表5 沉淀硬化型. Values in parentheses in the
// standard (elements that may be added) are not entered.
//
// Checked 2026-11-26: no readable copy of the GB/T 20878 tables was found (only the standard's scope, e.g.
// http://landrover.wang/news/217.html); the rows below are unverified. One finding: the limits held for
// 022Cr22Ni5Mo3N (S22253), Cr 22.0~23.0, Mo 3.0~3.5, N 0.14~0.20, are the ones a mill page gives for GB/T 20878-2007
// 022Cr23Ni5Mo3N (S22053, the UNS S32205 grade; https://www.baoliironsteel.com/gb-t-022cr23ni5mo3n-stainless-steel).
// S22253's own limits were not found in any source: left as they are, flagged in the issue-10 report.
import { type Composition, type Limit, table } from './composition.types.ts';

const STD = 'GB/T 20878-2007';
const AUS = '表1 奥氏体型不锈钢和耐热钢牌号及其化学成分';
const DUPLEX = '表2 奥氏体-铁素体型不锈钢牌号及其化学成分';
const FERRITIC = '表3 铁素体型不锈钢和耐热钢牌号及其化学成分';
const MARTENSITIC = '表4 马氏体型不锈钢和耐热钢牌号及其化学成分';
const PH = '表5 沉淀硬化型不锈钢和耐热钢牌号及其化学成分';

const g = (t: string, code: string, spec: Record<string, Limit>, notes: string[] = []): Composition =>
  table(STD, t, 'Fe', spec, { numericCode: code, notes });

export const GB_T_20878: Record<string, Composition> = {
  '06Cr19Ni10': g(AUS, 'S30408', {
    C: 0.08,
    Si: 1.0,
    Mn: 2.0,
    P: 0.045,
    S: 0.03,
    Ni: [8.0, 11.0],
    Cr: [18.0, 20.0],
  }),
  '022Cr19Ni10': g(AUS, 'S30403', {
    C: 0.03,
    Si: 1.0,
    Mn: 2.0,
    P: 0.045,
    S: 0.03,
    Ni: [8.0, 12.0],
    Cr: [18.0, 20.0],
  }),
  '12Cr18Ni9': g(AUS, 'S30210', {
    C: 0.15,
    Si: 1.0,
    Mn: 2.0,
    P: 0.045,
    S: 0.03,
    Ni: [8.0, 10.0],
    Cr: [17.0, 19.0],
    N: 0.1,
  }),
  Y12Cr18Ni9: g(AUS, 'S30317', {
    C: 0.15,
    Si: 1.0,
    Mn: 2.0,
    P: 0.2,
    S: { min: 0.15 },
    Ni: [8.0, 10.0],
    Cr: [17.0, 19.0],
  }),
  '06Cr18Ni11Ti': g(
    AUS,
    'S32168',
    { C: 0.08, Si: 1.0, Mn: 2.0, P: 0.045, S: 0.03, Ni: [9.0, 12.0], Cr: [17.0, 19.0], Ti: 0.7 },
    ['Ti 下限为 5×C (随含碳量而定), 本表只存上限 0.70'],
  ),
  '06Cr25Ni20': g(AUS, 'S31008', {
    C: 0.08,
    Si: 1.5,
    Mn: 2.0,
    P: 0.045,
    S: 0.03,
    Ni: [19.0, 22.0],
    Cr: [24.0, 26.0],
  }),
  '06Cr17Ni12Mo2': g(AUS, 'S31608', {
    C: 0.08,
    Si: 1.0,
    Mn: 2.0,
    P: 0.045,
    S: 0.03,
    Ni: [10.0, 14.0],
    Cr: [16.0, 18.0],
    Mo: [2.0, 3.0],
  }),
  '022Cr17Ni12Mo2': g(AUS, 'S31603', {
    C: 0.03,
    Si: 1.0,
    Mn: 2.0,
    P: 0.045,
    S: 0.03,
    Ni: [10.0, 14.0],
    Cr: [16.0, 18.0],
    Mo: [2.0, 3.0],
  }),
  '022Cr22Ni5Mo3N': g(DUPLEX, 'S22253', {
    C: 0.03,
    Si: 1.0,
    Mn: 2.0,
    P: 0.03,
    S: 0.02,
    Ni: [4.5, 6.5],
    Cr: [22.0, 23.0],
    Mo: [3.0, 3.5],
    N: [0.14, 0.2],
  }),
  '12Cr13': g(MARTENSITIC, 'S41010', {
    C: [0.08, 0.15],
    Si: 1.0,
    Mn: 1.0,
    P: 0.04,
    S: 0.03,
    Cr: [11.5, 13.5],
  }),
  '20Cr13': g(MARTENSITIC, 'S42020', {
    C: [0.16, 0.25],
    Si: 1.0,
    Mn: 1.0,
    P: 0.04,
    S: 0.03,
    Cr: [12.0, 14.0],
  }),
  '30Cr13': g(MARTENSITIC, 'S42030', {
    C: [0.26, 0.35],
    Si: 1.0,
    Mn: 1.0,
    P: 0.04,
    S: 0.03,
    Cr: [12.0, 14.0],
  }),
  '10Cr17': g(FERRITIC, 'S11710', { C: 0.12, Si: 1.0, Mn: 1.0, P: 0.04, S: 0.03, Cr: [16.0, 18.0] }),
  '05Cr17Ni4Cu4Nb': g(PH, 'S51740', {
    C: 0.07,
    Si: 1.0,
    Mn: 1.0,
    P: 0.04,
    S: 0.03,
    Ni: [3.0, 5.0],
    Cr: [15.0, 17.5],
    Cu: [3.0, 5.0],
    Nb: [0.15, 0.45],
  }),
};
