// Wrought aluminium and aluminium alloys: GB/T 3190-2020 变形铝及铝合金化学成分, 表1 (mass %). "Others"
// (其他 单个/合计) are not element limits here: for the internationally registered alloys they are given as a
// note (from the registration, see below). For 1060 the standard gives Al ≥ 99.60; for 1100 Al ≥ 99.00 and
// Si+Fe ≤ 0.95 combined; 2A11 and 2A12 also limit Fe+Ni.
//
// Checked 2026-11-26 (the GB/T 3190 table itself was not reachable): every limit of 1060, 1100, 3003, 5052,
// 5083, 6061, 6063 and 7075 below equals the international registration (Aluminum Association "Teal Sheets") as
// printed in ASTM B221M-12a Table 1 (https://catalogue.normdocs.ru/catalog/com.normdocs.astm.card.b221m-12a/Standard-ASTM-B221M-12a:
// 1060, 1100, 3003, 5052, 5083) and in the registered-alloys table
// https://scribd.com/document/340727233/Al-Chemical-Composition-Limits-Table-2-1, and in the distributor
// tables http://www.luskmetals.com/chemalum.html and https://www.keymarkcorp.com/alloyTemperSpecs.php3 (6061,
// 6063, 7075). 2A11, 2A12, 2A14 (Chinese grades, no registration): not verified against any source.
import { type Composition, type Limit, table } from './composition.types.ts';

const STD = 'GB/T 3190-2020';
const T1 = '表1 变形铝及铝合金化学成分';
const g = (spec: Record<string, Limit>, notes: string[] = []): Composition =>
  table(STD, T1, 'Al', spec, { notes });
/** 其他元素 of the registered alloys (ASTM B221M-12a Table 1, the registration). */
const OTHERS = '其他元素 单个 ≤0.05、合计 ≤0.15';

export const GB_T_3190: Record<string, Composition> = {
  '1060': g(
    {
      Si: 0.25,
      Fe: 0.35,
      Cu: 0.05,
      Mn: 0.03,
      Mg: 0.03,
      Zn: 0.05,
      V: 0.05,
      Ti: 0.03,
      Al: { min: 99.6 },
    },
    ['其他元素 单个 ≤0.03'],
  ),
  '1100': g({ 'Si+Fe': 0.95, Cu: [0.05, 0.2], Mn: 0.05, Zn: 0.1, Al: { min: 99.0 } }, [OTHERS]),
  '2A11': g(
    { Si: 0.7, Fe: 0.7, Cu: [3.8, 4.8], Mn: [0.4, 0.8], Mg: [0.4, 0.8], Ni: 0.1, Zn: 0.3, Ti: 0.15 },
    ['Fe+Ni ≤ 0.7'],
  ),
  '2A12': g(
    { Si: 0.5, Fe: 0.5, Cu: [3.8, 4.9], Mn: [0.3, 0.9], Mg: [1.2, 1.8], Ni: 0.1, Zn: 0.3, Ti: 0.15 },
    ['Fe+Ni ≤ 0.50'],
  ),
  '2A14': g({
    Si: [0.6, 1.2],
    Fe: 0.7,
    Cu: [3.9, 4.8],
    Mn: [0.4, 1.0],
    Mg: [0.4, 0.8],
    Ni: 0.1,
    Zn: 0.3,
    Ti: 0.15,
  }),
  '3003': g({ Si: 0.6, Fe: 0.7, Cu: [0.05, 0.2], Mn: [1.0, 1.5], Zn: 0.1 }, [OTHERS]),
  '5052': g({ Si: 0.25, Fe: 0.4, Cu: 0.1, Mn: 0.1, Mg: [2.2, 2.8], Cr: [0.15, 0.35], Zn: 0.1 }, [OTHERS]),
  '5083': g(
    {
      Si: 0.4,
      Fe: 0.4,
      Cu: 0.1,
      Mn: [0.4, 1.0],
      Mg: [4.0, 4.9],
      Cr: [0.05, 0.25],
      Zn: 0.25,
      Ti: 0.15,
    },
    [OTHERS],
  ),
  '6061': g(
    {
      Si: [0.4, 0.8],
      Fe: 0.7,
      Cu: [0.15, 0.4],
      Mn: 0.15,
      Mg: [0.8, 1.2],
      Cr: [0.04, 0.35],
      Zn: 0.25,
      Ti: 0.15,
    },
    [OTHERS],
  ),
  '6063': g({ Si: [0.2, 0.6], Fe: 0.35, Cu: 0.1, Mn: 0.1, Mg: [0.45, 0.9], Cr: 0.1, Zn: 0.1, Ti: 0.1 }, [
    OTHERS,
  ]),
  '7075': g(
    {
      Si: 0.4,
      Fe: 0.5,
      Cu: [1.2, 2.0],
      Mn: 0.3,
      Mg: [2.1, 2.9],
      Cr: [0.18, 0.28],
      Zn: [5.1, 6.1],
      Ti: 0.2,
    },
    [OTHERS],
  ),
};
