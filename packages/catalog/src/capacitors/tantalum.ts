// Tantalum chip capacitors (extension family): KEMET T491, the part-number rows of the ratings table of the
// KEMET catalogue "Tantalum Chip Capacitors — T491 Series, Precision Molded Chip" (catalogue page with the
// marking example "942 = the 42nd week of 1999"; stored copy: hkdtupc.cn, t491axxx_datasheet_16670139_4).
//
// What that page gives, and what is used:
// - The table "20 Volt Rating at +85 °C (13 Volt Rating at +125 °C) cont'd" from 1.5 µF to 100 µF and the table
//   "25 Volt Rating at +85 °C (17 Volt Rating at +125 °C)" from 0.33 µF to 10 µF: each row prints the
//   capacitance, the KEMET case code and the part number with the tolerance left open ("T491A155(1)020AS").
//   Footnote (1): "To complete KEMET Part Number, insert M for ±20% tolerance or K for ±10% tolerance", so each
//   row is two orderable part numbers. Every such row of the readable text is in RATINGS below, in the order
//   printed; the last, cut-off row of the 25 V table (a capacitance beginning with "1") is left out.
// - The rows of the 2.5 V–16 V tables, the first rows of the 20 V table and the 35 V / 50 V tables are on other
//   catalogue pages that could not be read; they are left out rather than guessed.
// - The DC leakage, DF and ESR columns of the table could not be tied to their rows in the stored text; left out.
// - Several rows carry the marks "#" and "*" in front of the capacitance / case; their footnote is not in the
//   readable text, so the marks are not interpreted (the rows are real part numbers either way).
// - The page's termination note reads "Termination Solder Coating 90 Sn/10Pb"; the "S" at the end of these
//   part numbers is that termination. The current KEMET T491 datasheet (T2050_T491_AUTO, 10/16/2020) names its
//   parts with "AT" endings (its curves: T491C336M025AT, T491D476M025AT, T491X107M025AT), makes 100 % matte tin
//   the standard termination and offers tin-lead only "upon request", so these SnPb codes of the 1999
//   catalogue are marked obsolete. The "A" before the "S" is not defined on the readable page and is kept as
//   printed. The current "AT" codes are not generated: the current ratings table could not be read.
// Case codes → EIA metric size from the KEMET T491 datasheet dimension table (A 3216-18, B 3528-21, C 6032-28,
// D 7343-31, X 7343-43) and its low-profile list (S 3216-12, T 3528-12, U 6032-15, V 7343-20).
// Operating temperature −55 °C to +125 °C: KEMET T491 datasheet ("Operating temperature: -55ºC to +125ºC"),
// consistent with the table headings' +125 °C category voltage.

import { componentItem } from '../component-item.ts';
import { parseCapCode } from '../decode.ts';
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind, type ParamValue } from '../types.ts';
import { celsiusRange, farad, num, percent, text, volt } from '../values.ts';

export const TANTALUM_CATEGORY = 'comp.passive.capacitor.tantalum';

/** KEMET case code → EIA metric size code (KEMET T491 datasheet dimension table). */
export const KEMET_CASE_EIA: Record<string, string> = {
  A: '3216-18',
  B: '3528-21',
  C: '6032-28',
  D: '7343-31',
  X: '7343-43',
  S: '3216-12',
  T: '3528-12',
  U: '6032-15',
  V: '7343-20',
};

/** One printed row: rated voltage at +85 °C, category voltage at +125 °C, case code, capacitance code. */
type T491Row = [v85: number, v125: number, kemetCase: string, capCode: string];

/** The rows of the readable 20 V (cont'd) and 25 V tables, as printed (see header). */
const T491_RATINGS: T491Row[] = [
  // 20 Volt Rating at +85 °C (13 Volt Rating at +125 °C) cont'd
  [20, 13, 'A', '155'],
  [20, 13, 'S', '155'],
  [20, 13, 'B', '225'],
  [20, 13, 'A', '225'],
  [20, 13, 'B', '335'],
  [20, 13, 'A', '335'],
  [20, 13, 'T', '335'],
  [20, 13, 'C', '475'],
  [20, 13, 'B', '475'],
  [20, 13, 'C', '685'],
  [20, 13, 'B', '685'],
  [20, 13, 'U', '685'],
  [20, 13, 'C', '106'],
  [20, 13, 'B', '106'],
  [20, 13, 'U', '106'],
  [20, 13, 'D', '156'],
  [20, 13, 'C', '156'],
  [20, 13, 'D', '226'],
  [20, 13, 'C', '226'],
  [20, 13, 'V', '226'],
  [20, 13, 'D', '336'],
  [20, 13, 'D', '476'],
  [20, 13, 'X', '686'],
  [20, 13, 'X', '107'],
  // 25 Volt Rating at +85 °C (17 Volt Rating at +125 °C)
  [25, 17, 'A', '334'],
  [25, 17, 'A', '474'],
  [25, 17, 'A', '684'],
  [25, 17, 'B', '105'],
  [25, 17, 'A', '105'],
  [25, 17, 'B', '155'],
  [25, 17, 'A', '155'],
  [25, 17, 'C', '225'],
  [25, 17, 'B', '225'],
  [25, 17, 'C', '335'],
  [25, 17, 'B', '335'],
  [25, 17, 'C', '475'],
  [25, 17, 'C', '685'],
  [25, 17, 'D', '106'],
  [25, 17, 'C', '106'],
];

/** Footnote (1) of the table: M = ±20 %, K = ±10 %. */
const T491_TOL: Array<[letter: string, pct: number]> = [
  ['K', 10],
  ['M', 20],
];

const T491_SOURCE =
  'KEMET 钽电容目录 T491 Series—Precision Molded Chip（1999 年版）额定值表 20 V/25 V 部分及 T491 数据手册尺寸表';

function buildT491(row: T491Row, tol: [string, number]): Item {
  const [v85, v125, kc, code] = row;
  const [letter, pct] = tol;
  const f = parseCapCode(code) as number;
  const eia = KEMET_CASE_EIA[kc] as string;
  const mpn = `T491${kc}${code}${letter}${String(v85).padStart(3, '0')}AS`;
  const capText = farad(f).display.replace(' ', '');
  const params: Record<string, ParamValue> = {
    capacitance: farad(f),
    tolerance: percent(pct, '±'),
    rated_voltage: volt(v85),
    category_voltage: volt(v125),
    case_size: text(kc),
    case_eia: text(eia),
    termination: text('90Sn/10Pb 焊料涂层 (S)'),
    operating_temperature: celsiusRange(-55, 125),
  };
  return componentItem({
    brandCode: 'kemet',
    mpn,
    categoryCode: TANTALUM_CATEGORY,
    name: `钽电容 ${capText} ±${num(pct)}% ${num(v85)}V ${kc}壳 (${eia})`,
    series: 'T491',
    description: `KEMET T491 模压贴片固体钽电容 (MnO2)，${capText} ±${num(pct)}%，额定电压 ${num(v85)} V (+85 °C)，类别电压 ${num(v125)} V (+125 °C)，KEMET ${kc} 壳 / EIA ${eia}，端子 90Sn/10Pb 焊料涂层。1999 年版目录订货号（现行 T491 订货号以 AT 结尾）。来源：${T491_SOURCE}。`,
    params,
    package: eia,
    lifecycle: 'obsolete',
    datasheetUrl: null,
  });
}

export const T491_FAMILY_ID = 'cap.tantalum.kemet.t491';

export function tantalumFamilies(): Family[] {
  return [
    tableFamily<T491Row, [string, number]>({
      id: T491_FAMILY_ID,
      kind: Kind.component,
      label: '钽电容 KEMET T491 (1999 年目录 20 V/25 V 表)',
      extension: true,
      rows: () => T491_RATINGS,
      variants: T491_TOL,
      build: buildT491,
    }),
  ];
}
