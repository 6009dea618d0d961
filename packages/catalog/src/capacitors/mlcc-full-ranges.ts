// Extension families of MLCCs (drawn from only above the base catalogue, see Family.extension; the KYOCERA
// AVX general-purpose line is drawn from at the default catalogue's size, like a base family (Family.defaultOnly),
// so that the default catalogue holds MLCCs beyond the base series): every
// combination of a maker's ordering scheme whose capacitance / voltage / size the maker's range lists.
// Part numbers a base MLCC family already holds are left out, so codes stay unique.
//
// Murata GRM, Samsung CL and TDK C part numbers carry a thickness code and an internal code (A93,
// NNNC, 080AA…) that the capacitance range charts do not tie to each value; they are not generated.
//
// KYOCERA AVX families all come from the maker's part builder lists (saved 2018, see the data files'
// headers): general C0G/X7R/X5R with plated Ni/Sn (capacitors/avx-general.data.ts) and the same C0G/X7R rows with
// the gold-plated termination; FLEXITERM® X7R (capacitors/avx-flexiterm.data.ts); X8R/X8L and X7S
// (capacitors/avx-x8.data.ts). Left out of all of them: the builder's tolerances the catalogue does not
// give for a value (J above 1 µF; for C0G B/C/D from 10 pF, F/G/J/K below 10 pF, and M), bulk packaging
// and 01005.

import { roundSignificant } from '@jianku/rules';
import { componentItem } from '../component-item.ts';
import { DATASHEETS } from '../datasheets.ts';
import { parseCapCode } from '../decode.ts';
import { E6, E12, valuesInRange } from '../e-series.ts';
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind, type ParamValue } from '../types.ts';
import { enumValue, farad, num, percent, text, volt } from '../values.ts';
import { AVX_FLEXITERM_X7R, AVX_FLEXITERM_X8R } from './avx-flexiterm.data.ts';
import { AVX_C0G, AVX_VOLTAGE, AVX_X5R, AVX_X7R } from './avx-general.data.ts';
import { AVX_X7S, AVX_X8R_X8L } from './avx-x8.data.ts';
import { capCode, mlccFamilies } from './mlcc.ts';
import { SAMSUNG_SOFT_TERMINATION } from './samsung-soft-termination.data.ts';

type Diel = 'C0G (NP0)' | 'X7R' | 'X5R' | 'X7S' | 'X8R' | 'X8L';

interface Tol {
  letter: string;
  /** ± percent */
  pct?: number;
  /** ± pF */
  pf?: number;
}
const TOL: Record<string, Tol> = {
  B: { letter: 'B', pf: 0.1 },
  C: { letter: 'C', pf: 0.25 },
  D: { letter: 'D', pf: 0.5 },
  F: { letter: 'F', pct: 1 },
  G: { letter: 'G', pct: 2 },
  J: { letter: 'J', pct: 5 },
  K: { letter: 'K', pct: 10 },
  M: { letter: 'M', pct: 20 },
};
const tols = (letters: string): Tol[] => [...letters].map((l) => TOL[l] as Tol);

/** One generated MLCC: the ordering-code fields and what they mean. */
export interface MlccExtRow {
  mpn: string;
  size: string;
  diel: Diel;
  v: number;
  /** F */
  f: number;
  tol: Tol;
  packaging?: string;
  /** Further text for the name and description (e.g. thickness). */
  note?: string;
}

function buildItem(
  brandCode: string,
  series: string,
  source: string,
  r: MlccExtRow,
  datasheetUrl: string | null = null,
): Item {
  const params: Record<string, ParamValue> = {
    capacitance: farad(r.f),
    rated_voltage: volt(r.v),
    dielectric: enumValue(r.diel),
    case_size: text(r.size),
  };
  if (r.packaging) params.packaging = text(r.packaging);
  let tolText: string;
  if (r.tol.pct !== undefined) {
    params.tolerance = percent(r.tol.pct, '±');
    tolText = `±${num(r.tol.pct)}%`;
  } else {
    const abs = farad(roundSignificant((r.tol.pf ?? 0) * 1e-12));
    params.tolerance_abs = { ...abs, display: `±${abs.display}` };
    tolText = `±${num(r.tol.pf ?? 0)}pF`;
  }
  const capText = farad(r.f).display.replace(' ', '');
  const tc = r.diel.split(' ')[0];
  return componentItem({
    brandCode,
    mpn: r.mpn,
    categoryCode: 'comp.passive.capacitor.mlcc',
    name: `贴片电容 ${capText} ${tolText} ${num(r.v)}V ${tc} ${r.size}`,
    series,
    description: `多层陶瓷电容 ${series}，${capText} ${tolText}，额定电压 ${num(r.v)} V，介质 ${r.diel}，封装 ${r.size}，${[r.packaging, r.note].filter(Boolean).join('，')}。来源：${source}。`,
    params,
    package: r.size,
    datasheetUrl,
  });
}

/** Codes of the base MLCC families (left out of the extension). */
let baseCodes: Set<string> | null = null;
function takenByBase(): Set<string> {
  baseCodes ??= new Set(
    mlccFamilies().flatMap((f) => Array.from({ length: f.count() }, (_x, i) => f.item(i).code)),
  );
  return baseCodes;
}

function extFamily(spec: {
  id: string;
  brandCode: string;
  series: string;
  label: string;
  source: string;
  rows: () => MlccExtRow[];
  /** Drawn from at the default catalogue's size and above, like a base family (the general-purpose line engineers search most). */
  base?: boolean;
  /** The maker's datasheet of a row (datasheets.ts), or null where none was checked. */
  datasheet?: (r: MlccExtRow) => string | null;
}): Family {
  return tableFamily<MlccExtRow, undefined>({
    id: spec.id,
    kind: Kind.component,
    label: spec.label,
    extension: !spec.base,
    defaultOnly: spec.base === true,
    rows: () => {
      const taken = takenByBase();
      const prefix = `${spec.brandCode.toUpperCase()}-`;
      return spec.rows().filter((r) => !taken.has(prefix + r.mpn));
    },
    build: (r) => buildItem(spec.brandCode, spec.series, spec.source, r, spec.datasheet?.(r) ?? null),
  });
}

const pf = (x: number) => Number((x * 1e-12).toPrecision(12));

// ---- YAGEO CC: the base capability with every tolerance and paper-reel code of the ordering scheme ----
// The base family (capacitors/mlcc.ts) lists its capability rows with one tolerance (C/J for NP0, K, and M
// from 1 µF) and packing R only. The YAGEO CC datasheets' ordering information defines, for the same
// parts: NP0 (General purpose class 1, NP0, 16 V to 50 V) B = ±0.1 pF, C = ±0.25 pF, D = ±0.5 pF below
// 10 pF and F = ±1 %, G = ±2 %, J = ±5 % from 10 pF; X7R (class 2, X7R) J/K/M with the note that ±5 % is
// not available for the full range (so J is left out here); X5R K/M. Packing R = paper/PE taping reel
// 7 inch, P = paper/PE taping reel 13 inch (the base rows are all paper-taped sizes and thicknesses).
// The capability rows are the base family's (already a conservative subset of the YAGEO charts).
type YCap = [size: string, diel: Diel, v: number, minPf: number, maxPf: number];
const YAGEO_CAP: YCap[] = [
  ['0402', 'C0G (NP0)', 50, 1, 1000],
  ['0402', 'X7R', 50, 100, 10_000],
  ['0402', 'X7R', 16, 100, 100_000],
  ['0402', 'X5R', 10, 100_000, 1_000_000],
  ['0402', 'X5R', 6.3, 100_000, 1_000_000],
  ['0603', 'C0G (NP0)', 50, 1, 10_000],
  ['0603', 'X7R', 50, 100, 100_000],
  ['0603', 'X7R', 25, 100, 100_000],
  ['0603', 'X7R', 16, 100, 1_000_000],
  ['0603', 'X5R', 25, 1_000_000, 1_000_000],
  ['0603', 'X5R', 16, 1_000_000, 1_000_000],
  ['0603', 'X5R', 10, 1_000_000, 4_700_000],
  ['0603', 'X5R', 6.3, 1_000_000, 10_000_000],
  ['0805', 'C0G (NP0)', 50, 1, 10_000],
  ['0805', 'X7R', 50, 100, 100_000],
  ['0805', 'X7R', 25, 100, 100_000],
  ['0805', 'X7R', 16, 100, 100_000],
];
const YAGEO_V: Record<number, string> = { 6.3: '5', 10: '6', 16: '7', 25: '8', 50: '9' };
const YAGEO_PACK: Array<[string, string]> = [
  ['R', '纸带 7英寸卷盘'],
  ['P', '纸带 13英寸卷盘'],
];

/** The base family's values: E12 for NP0; class 2 E12 below 100 nF and E6 from 100 nF. */
function yageoValues([, diel, , min, max]: YCap): number[] {
  const v =
    diel === 'C0G (NP0)'
      ? valuesInRange(E12, min, max)
      : [
          ...valuesInRange(E12, min, Math.min(max, 99_999)),
          ...valuesInRange(E6, Math.max(min, 100_000), max),
        ];
  return v.map(pf);
}

function yageoRows(): MlccExtRow[] {
  return YAGEO_CAP.flatMap((c) => {
    const [size, diel, v] = c;
    const tc = diel === 'C0G (NP0)' ? 'NPO' : diel;
    const term = diel === 'C0G (NP0)' ? 'N' : 'B';
    return yageoValues(c).flatMap((f) => {
      const ts = diel === 'C0G (NP0)' ? tols(f < 10e-12 ? 'BCD' : 'FGJ') : tols('KM');
      return ts.flatMap((tol) =>
        YAGEO_PACK.map(([pack, packaging]) => ({
          mpn: `CC${size}${tol.letter}${pack}${tc}${YAGEO_V[v]}B${term}${capCode(f)}`,
          size,
          diel,
          v,
          f,
          tol,
          packaging,
        })),
      );
    });
  });
}

// ---- KYOCERA AVX general purpose C0G / X7R / X5R (capacitors/avx-general.data.ts) ----------------------------
/** Capacitance codes of a row: single codes and `a..b` runs over the series (E12 for C0G, E6 else). */
export function expandCodes(spec: string, series: number[]): string[] {
  return spec.split(' ').flatMap((part) => {
    const [a, b] = part.split('..');
    if (b === undefined) return [a ?? ''];
    const lo = parseCapCode(a ?? '');
    const hi = parseCapCode(b);
    if (lo === null || hi === null) throw new Error(`bad run ${part}`);
    return valuesInRange(series, lo * 1e12, hi * 1e12).map((x) => capCode(pf(x)));
  });
}

const AVX_DIEL: Array<{
  rows: Array<[string, string, string]>;
  letter: string;
  diel: Diel;
  series: number[];
}> = [
  { rows: AVX_C0G, letter: 'A', diel: 'C0G (NP0)', series: E12 },
  { rows: AVX_X7R, letter: 'C', diel: 'X7R', series: E6 },
  { rows: AVX_X5R, letter: 'D', diel: 'X5R', series: E6 },
];
const AVX_PACK: Array<[string, string]> = [
  ['2', '编带 7英寸卷盘'],
  ['4', '编带 13英寸卷盘'],
];

/**
 * Tolerances of the AVX "How to order" for a value: C0G B/C/D below 10 pF (D from 1 pF) and F/G/J/K from
 * 10 pF; X7R J (only up to 1 µF, per the catalogue's note), K, M; X5R K, M.
 */
function avxTols(diel: Diel, f: number): Tol[] {
  if (diel === 'C0G (NP0)') return tols(f < 1e-12 ? 'BC' : f < 10e-12 ? 'BCD' : 'FGJK');
  if (diel === 'X7R') return tols(f <= 1e-6 ? 'JKM' : 'KM');
  return tols('KM');
}

/**
 * The general-purpose rows with termination T (plated Ni and Sn), or with 7 (gold plated, the catalogue's
 * optional termination; the part builder lists it for every C0G and X7R row, not for X5R).
 */
function avxRows(term: 'T' | '7' = 'T'): MlccExtRow[] {
  const diels = term === 'T' ? AVX_DIEL : AVX_DIEL.filter((d) => d.diel !== 'X5R');
  return diels.flatMap(({ rows, letter, diel, series }) =>
    rows.flatMap(([size, vc, spec]) => {
      const v = AVX_VOLTAGE[vc];
      if (v === undefined) throw new Error(`AVX voltage code ${vc}`);
      return expandCodes(spec, series).flatMap((code) => {
        const f = parseCapCode(code);
        if (f === null) throw new Error(`AVX capacitance code ${code}`);
        return avxTols(diel, f).flatMap((tol) =>
          AVX_PACK.map(([pack, packaging]) => ({
            mpn: `${size}${vc}${letter}${code}${tol.letter}A${term}${pack}A`,
            size,
            diel,
            v,
            f,
            tol,
            packaging,
            ...(term === '7' ? { note: '镀金端子 (Gold Plated)' } : {}),
          })),
        );
      });
    }),
  );
}

/** KYOCERA AVX's dielectric datasheet of a general-purpose row (C0G, X7R); X5R has none checked (datasheets.ts). */
function avxDielectricDatasheet(r: MlccExtRow): string | null {
  if (r.diel === 'C0G (NP0)') return DATASHEETS.avxC0g;
  if (r.diel === 'X7R') return DATASHEETS.avxX7r;
  return null;
}

// ---- KYOCERA AVX FLEXITERM® X7R (capacitors/avx-flexiterm.data.ts) ------------------------------------
/** Failure-rate codes of the FLEXITERM® list: A = not applicable (standard), 4 = automotive. */
const FLEXITERM_RATE: Array<[string, string]> = [
  ['A', ''],
  ['4', '汽车级 (失效率代码 4)'],
];

function flexitermRows(): MlccExtRow[] {
  return AVX_FLEXITERM_X7R.flatMap(([size, vc, spec]) => {
    const v = AVX_VOLTAGE[vc];
    if (v === undefined) throw new Error(`AVX voltage code ${vc}`);
    return expandCodes(spec, E12).flatMap((code) => {
      const f = parseCapCode(code);
      if (f === null) throw new Error(`AVX capacitance code ${code}`);
      return avxTols('X7R', f).flatMap((tol) =>
        FLEXITERM_RATE.flatMap(([rate, rateNote]) =>
          AVX_PACK.map(([pack, packaging]) => ({
            mpn: `${size}${vc}C${code}${tol.letter}${rate}Z${pack}A`,
            size,
            diel: 'X7R' as const,
            v,
            f,
            tol,
            packaging,
            note: ['FLEXITERM® 柔性端子', rateNote].filter(Boolean).join('，'),
          })),
        ),
      );
    });
  });
}

// ---- KYOCERA AVX X8R / X8L / X7S (capacitors/avx-x8.data.ts) ------------------------------------------
const AVX_TERM: Record<string, string> = {
  T: '镀镍锡端子',
  U: '导电环氧端子 (导电胶粘接用)',
  Z: 'FLEXITERM® 柔性端子',
};
const X8_DIEL: Record<string, Diel> = { F: 'X8R', L: 'X8L' };

/** Every tolerance × failure rate × termination × packaging variant of one AVX size/voltage/value. */
function avxVariants(
  size: string,
  vc: string,
  letter: string,
  diel: Diel,
  code: string,
  terms: string[],
): MlccExtRow[] {
  const v = AVX_VOLTAGE[vc];
  const f = parseCapCode(code);
  if (v === undefined || f === null) throw new Error(`AVX ${size}${vc}${letter}${code}`);
  return avxTols('X7R', f).flatMap((tol) =>
    FLEXITERM_RATE.flatMap(([rate, rateNote]) =>
      terms.flatMap((term) =>
        AVX_PACK.map(([pack, packaging]) => ({
          mpn: `${size}${vc}${letter}${code}${tol.letter}${rate}${term}${pack}A`,
          size,
          diel,
          v,
          f,
          tol,
          packaging,
          note: [AVX_TERM[term], rateNote].filter(Boolean).join('，'),
        })),
      ),
    ),
  );
}

function x8Rows(): MlccExtRow[] {
  const rows = [
    ...AVX_X8R_X8L.flatMap(([size, vc, letter, spec]) =>
      expandCodes(spec, E6).flatMap((code) =>
        avxVariants(size, vc, letter, X8_DIEL[letter] as Diel, code, ['T', 'U', 'Z']),
      ),
    ),
    ...AVX_FLEXITERM_X8R.flatMap(([size, vc, spec]) =>
      expandCodes(spec, E12).flatMap((code) => avxVariants(size, vc, 'F', 'X8R', code, ['Z'])),
    ),
  ];
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.mpn) && seen.add(r.mpn));
}

function x7sRows(): MlccExtRow[] {
  return AVX_X7S.flatMap(([size, vc, spec]) =>
    expandCodes(spec, E6).flatMap((code) =>
      tols('KM').flatMap((tol) =>
        AVX_PACK.map(([pack, packaging]) => {
          const v = AVX_VOLTAGE[vc];
          const f = parseCapCode(code);
          if (v === undefined || f === null) throw new Error(`AVX ${size}${vc}Z${code}`);
          return {
            mpn: `${size}${vc}Z${code}${tol.letter}AT${pack}A`,
            size,
            diel: 'X7S' as const,
            v,
            f,
            tol,
            packaging,
            note: AVX_TERM.T,
          };
        }),
      ),
    ),
  );
}

// ---- Samsung CL soft termination (capacitors/samsung-soft-termination.data.ts): listed part by part ---------------------
const CL_SIZE: Record<string, string> = {
  '05': '0402',
  '10': '0603',
  '21': '0805',
  '31': '1206',
  '32': '1210',
};

function samsungRows(): MlccExtRow[] {
  return SAMSUNG_SOFT_TERMINATION.trim()
    .split('\n')
    .map((line) => {
      const [mpn = '', v = '', t = ''] = line.split(' ');
      const m = /^CL(\d\d)B(\d{3})([JK])/.exec(mpn);
      const size = CL_SIZE[m?.[1] ?? ''];
      const f = parseCapCode(m?.[2] ?? '');
      if (!m || !size || f === null) throw new Error(`Samsung part number ${mpn}`);
      return {
        mpn,
        size,
        diel: 'X7R',
        v: Number(v),
        f,
        tol: TOL[m[3] ?? 'K'] as Tol,
        note: `软端子 (Soft-Termination)，厚度 ${t} mm`,
      };
    });
}

const FAMILIES: Family[] = [
  extFamily({
    id: 'mlcc.yageo.cc.ext',
    brandCode: 'yageo',
    series: 'CC',
    label: 'MLCC YAGEO CC (扩展：全部精度与卷盘)',
    source: 'YAGEO CC general purpose MLCC datasheets (class 1 NP0; class 2 X7R, X5R), ordering information',
    rows: yageoRows,
  }),
  extFamily({
    id: 'mlcc.avx.general',
    brandCode: 'avx',
    series: 'AVX C0G/X7R/X5R',
    label: 'MLCC KYOCERA AVX 通用 C0G/X7R/X5R',
    source: 'KYOCERA AVX part builder (partbuilder.avx.com, 2018) and catalogue “How to order”',
    rows: avxRows,
    base: true,
    datasheet: avxDielectricDatasheet,
  }),
  extFamily({
    id: 'mlcc.samsung.cl.softterm',
    brandCode: 'samsung-em',
    series: 'CL 软端子',
    label: 'MLCC 三星电机 CL 软端子 X7R (逐型号)',
    source: 'Samsung Electro-Mechanics product search, MLCC High Reliability / Soft-Termination (2018-11-20)',
    rows: samsungRows,
  }),
  extFamily({
    id: 'mlcc.avx.flexiterm',
    brandCode: 'avx',
    series: 'AVX FLEXITERM®',
    label: 'MLCC KYOCERA AVX FLEXITERM® X7R (柔性端子)',
    source:
      'KYOCERA AVX part builder (partbuilder.avx.com, 2018), FLEXITERM® list; catalogue “MLCC with FLEXITERM®” and “Automotive MLCC” How to order',
    rows: flexitermRows,
  }),
  extFamily({
    id: 'mlcc.avx.x7s-x8',
    brandCode: 'avx',
    series: 'AVX X7S/X8R/X8L',
    label: 'MLCC KYOCERA AVX X7S/X8R/X8L',
    source:
      'KYOCERA AVX part builder (partbuilder.avx.com, 2018), X8R/X8L, FLEXITERM® and X7S lists; catalogue “Automotive MLCC” How to order',
    rows: () => [...x8Rows(), ...x7sRows()],
  }),
  extFamily({
    id: 'mlcc.avx.gold',
    brandCode: 'avx',
    series: 'AVX C0G/X7R 镀金端子',
    label: 'MLCC KYOCERA AVX C0G/X7R 镀金端子',
    source:
      'KYOCERA AVX part builder (partbuilder.avx.com, 2018), C0G and X7R lists (termination 7); catalogue “How to order” (7 = Gold Plated)',
    rows: () => avxRows('7'),
    datasheet: avxDielectricDatasheet,
  }),
];

export function mlccExtensionFamilies(): Family[] {
  return FAMILIES;
}

/** Ids of the MLCC extension families, in registration order (for tests). */
export const MLCC_EXTENSION_IDS = FAMILIES.filter((f) => f.extension).map((f) => f.id);
/** Ids of every family of this file in registration order: the extensions and the AVX general family, which is
 * drawn in the default catalogue too (base: true, issue 15) and keeps its place among them (for tests). */
export const MLCC_FULL_RANGE_IDS = FAMILIES.map((f) => f.id);
