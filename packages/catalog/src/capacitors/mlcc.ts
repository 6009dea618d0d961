// Multilayer ceramic chip capacitors.
//
// YAGEO CC and Fenghua part numbers are fully systematic (no value-dependent thickness code), so every
// value inside the series' capability for a size / dielectric / voltage is a real part number. The
// capability tables below are deliberately conservative subsets of the makers' capability charts
// (YAGEO "General purpose class I (NP0) / class II (X7R, X5R)" datasheets; Fenghua general purpose MLCC
// catalogue): a value outside them is not listed even where the maker may offer it.
// Murata GRM, Samsung CL and TDK C part numbers carry value-dependent thickness and internal codes; they
// are listed one by one (curated) from the makers' published part numbers, not generated.
import { DATASHEETS, samsungMlccDatasheet } from '../datasheets.ts';
import { E6, E12, valuesInRange } from '../e-series.ts';
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind, type ParamValue } from '../types.ts';
import { enumValue, farad, num, percent, text, volt } from '../values.ts';

/** Three-character EIA capacitance code in pF: 104 = 100 nF, 4R7 = 4.7 pF, 100 = 10 pF. */
export function capCode(f: number): string {
  const pf = Math.round(f * 1e12 * 1000) / 1000;
  if (pf < 10) return pf.toFixed(1).replace('.', 'R');
  const exp = Math.floor(Math.log10(pf) + 1e-9) - 1;
  return `${Math.round(pf / 10 ** exp)}${exp}`;
}

type Diel = 'C0G (NP0)' | 'X7R' | 'X5R';

interface Capability {
  size: string;
  diel: Diel;
  v: number;
  /** pF */
  min: number;
  /** pF */
  max: number;
}

/** Capacitance values of a capability row: E12 in class I; class II E12 below 100 nF, E6 from 100 nF. */
function capValues(c: Capability): number[] {
  const pf =
    c.diel === 'C0G (NP0)'
      ? valuesInRange(E12, c.min, c.max)
      : [
          ...valuesInRange(E12, c.min, Math.min(c.max, 99_999)),
          ...valuesInRange(E6, Math.max(c.min, 100_000), c.max),
        ];
  return pf.map((x) => Number((x * 1e-12).toPrecision(12)));
}

interface Tol {
  letter: string;
  pct?: number;
  /** Absolute tolerance in F (C = ±0.25 pF). */
  abs?: number;
}
const TOL_C: Tol = { letter: 'C', abs: 0.25e-12 };
const TOL_J: Tol = { letter: 'J', pct: 5 };
const TOL_K: Tol = { letter: 'K', pct: 10 };
const TOL_M: Tol = { letter: 'M', pct: 20 };

function tolerancesFor(diel: Diel, f: number, allowM: boolean): Tol[] {
  if (diel === 'C0G (NP0)') return f < 10e-12 ? [TOL_C] : [TOL_J];
  return allowM && f >= 1e-6 ? [TOL_K, TOL_M] : [TOL_K];
}

interface MlccRow {
  c: Capability;
  f: number;
  t: Tol;
}

function mlccItem(fields: {
  brandCode: string;
  mpn: string;
  series: string;
  size: string;
  diel: Diel;
  v: number;
  f: number;
  t: Tol;
  packaging: string;
  source: string;
  datasheetUrl?: string | null;
}): Item {
  const params: Record<string, ParamValue> = {
    capacitance: farad(fields.f),
    rated_voltage: volt(fields.v),
    dielectric: enumValue(fields.diel),
    case_size: text(fields.size),
    packaging: text(fields.packaging),
  };
  if (fields.t.pct !== undefined) params.tolerance = percent(fields.t.pct, '±');
  if (fields.t.abs !== undefined)
    params.tolerance_abs = { ...farad(fields.t.abs), display: `±${farad(fields.t.abs).display}` };
  const capText = farad(fields.f).display.replace(' ', '');
  const tolText =
    fields.t.pct !== undefined ? `±${num(fields.t.pct)}%` : `±${num((fields.t.abs ?? 0) * 1e12)}pF`;
  return {
    kind: Kind.component,
    code: `${fields.brandCode.toUpperCase()}-${fields.mpn}`,
    categoryCode: 'comp.passive.capacitor.mlcc',
    brandCode: fields.brandCode,
    model: fields.mpn,
    name: `贴片电容 ${capText} ${tolText} ${fields.v}V ${fields.diel.split(' ')[0]} ${fields.size}`,
    series: fields.series,
    standard: null,
    description: `多层陶瓷电容 ${fields.series}，${capText} ${tolText}，额定电压 ${fields.v} V，介质 ${fields.diel}，封装 ${fields.size}。来源：${fields.source}。`,
    params,
    lifecycle: 'active',
    package: fields.size,
    datasheetUrl: fields.datasheetUrl ?? null,
  };
}

// ---- YAGEO CC -----------------------------------------------------------------------------------
// CC + size + tolerance + packing (R = paper tape 7") + TC (NPO/X7R/X5R) + rated voltage code
// (5 = 6.3 V, 6 = 10 V, 7 = 16 V, 8 = 25 V, 9 = 50 V) + B + termination (N for NPO, B for X7R/X5R)
// + capacitance code. Example CC0603KRX7R9BB104 = 100 nF ±10 % 50 V X7R 0603.
const YAGEO_V: Record<number, string> = { 6.3: '5', 10: '6', 16: '7', 25: '8', 50: '9' };
const YAGEO_CAPABILITY: Capability[] = [
  { size: '0402', diel: 'C0G (NP0)', v: 50, min: 1, max: 1000 },
  { size: '0402', diel: 'X7R', v: 50, min: 100, max: 10_000 },
  { size: '0402', diel: 'X7R', v: 16, min: 100, max: 100_000 },
  { size: '0402', diel: 'X5R', v: 10, min: 100_000, max: 1_000_000 },
  { size: '0402', diel: 'X5R', v: 6.3, min: 100_000, max: 1_000_000 },
  { size: '0603', diel: 'C0G (NP0)', v: 50, min: 1, max: 10_000 },
  { size: '0603', diel: 'X7R', v: 50, min: 100, max: 100_000 },
  { size: '0603', diel: 'X7R', v: 25, min: 100, max: 100_000 },
  { size: '0603', diel: 'X7R', v: 16, min: 100, max: 1_000_000 },
  { size: '0603', diel: 'X5R', v: 25, min: 1_000_000, max: 1_000_000 },
  { size: '0603', diel: 'X5R', v: 16, min: 1_000_000, max: 1_000_000 },
  { size: '0603', diel: 'X5R', v: 10, min: 1_000_000, max: 4_700_000 },
  { size: '0603', diel: 'X5R', v: 6.3, min: 1_000_000, max: 10_000_000 },
  { size: '0805', diel: 'C0G (NP0)', v: 50, min: 1, max: 10_000 },
  { size: '0805', diel: 'X7R', v: 50, min: 100, max: 100_000 },
  { size: '0805', diel: 'X7R', v: 25, min: 100, max: 100_000 },
  { size: '0805', diel: 'X7R', v: 16, min: 100, max: 100_000 },
];

const yageoCc: Family = tableFamily<MlccRow, undefined>({
  id: 'mlcc.yageo.cc',
  kind: Kind.component,
  label: 'MLCC YAGEO CC',
  rows: () =>
    YAGEO_CAPABILITY.flatMap((c) =>
      capValues(c).flatMap((f) => tolerancesFor(c.diel, f, true).map((t) => ({ c, f, t }))),
    ),
  build: ({ c, f, t }) => {
    const tc = c.diel === 'C0G (NP0)' ? 'NPO' : c.diel;
    const term = c.diel === 'C0G (NP0)' ? 'N' : 'B';
    const mpn = `CC${c.size}${t.letter}R${tc}${YAGEO_V[c.v]}B${term}${capCode(f)}`;
    return mlccItem({
      brandCode: 'yageo',
      mpn,
      series: 'CC',
      size: c.size,
      diel: c.diel,
      v: c.v,
      f,
      t,
      packaging: '纸带 7英寸卷盘',
      source: 'YAGEO CC general purpose MLCC datasheet (class I NP0 / class II X7R, X5R)',
      // the class I (NP0) and class II (X7R, X5R) datasheets
      datasheetUrl:
        c.diel === 'X7R'
          ? DATASHEETS.yageoCcX7r
          : c.diel === 'X5R'
            ? DATASHEETS.yageoCcX5r
            : c.diel === 'C0G (NP0)'
              ? DATASHEETS.yageoCcNp0
              : null,
    });
  },
});

// ---- Fenghua --------------------------------------------------------------------------------------
// size + dielectric (CG = C0G, B = X7R) + capacitance code + tolerance + voltage code (500 = 50 V,
// 250 = 25 V, 160 = 16 V) + N (Ni barrier termination) + T (taping). Example 0603B104K500NT.
const FH_V: Record<number, string> = { 16: '160', 25: '250', 50: '500' };
const FENGHUA_CAPABILITY: Capability[] = [
  { size: '0402', diel: 'C0G (NP0)', v: 50, min: 1, max: 1000 },
  { size: '0402', diel: 'X7R', v: 50, min: 100, max: 10_000 },
  { size: '0402', diel: 'X7R', v: 16, min: 100, max: 100_000 },
  { size: '0603', diel: 'C0G (NP0)', v: 50, min: 1, max: 10_000 },
  { size: '0603', diel: 'X7R', v: 50, min: 100, max: 100_000 },
  { size: '0603', diel: 'X7R', v: 25, min: 100, max: 100_000 },
  { size: '0603', diel: 'X7R', v: 16, min: 100, max: 1_000_000 },
  { size: '0805', diel: 'C0G (NP0)', v: 50, min: 1, max: 10_000 },
  { size: '0805', diel: 'X7R', v: 50, min: 100, max: 100_000 },
];

const fenghua: Family = tableFamily<MlccRow, undefined>({
  id: 'mlcc.fenghua',
  kind: Kind.component,
  label: 'MLCC 风华 通用系列',
  rows: () =>
    FENGHUA_CAPABILITY.flatMap((c) =>
      capValues(c).flatMap((f) => tolerancesFor(c.diel, f, false).map((t) => ({ c, f, t }))),
    ),
  build: ({ c, f, t }) => {
    const mpn = `${c.size}${c.diel === 'X7R' ? 'B' : 'CG'}${capCode(f)}${t.letter}${FH_V[c.v]}NT`;
    return mlccItem({
      brandCode: 'fenghua',
      mpn,
      series: '通用MLCC',
      size: c.size,
      diel: c.diel,
      v: c.v,
      f,
      t,
      packaging: '编带',
      source: 'Fenghua general purpose MLCC catalogue',
    });
  },
});

// ---- curated Murata / Samsung / TDK part numbers --------------------------------------------------
// [brand, mpn, size, dielectric, voltage, capacitance (F), tolerance letter]
const CURATED: Array<[string, string, string, Diel, number, number, 'C' | 'J' | 'K' | 'M']> = [
  // Murata GRM (GRM + size 15=0402 18=0603 21=0805 31=1206 32=1210 + thickness + TC + voltage + value + tol + code + packaging)
  ['murata', 'GRM155R71C104KA88D', '0402', 'X7R', 16, 100e-9, 'K'],
  ['murata', 'GRM155R71H103KA88D', '0402', 'X7R', 50, 10e-9, 'K'],
  ['murata', 'GRM155R71H102KA01D', '0402', 'X7R', 50, 1e-9, 'K'],
  ['murata', 'GRM155R61A105KE15D', '0402', 'X5R', 10, 1e-6, 'K'],
  ['murata', 'GRM1555C1H100JA01D', '0402', 'C0G (NP0)', 50, 10e-12, 'J'],
  ['murata', 'GRM1555C1H220JA01D', '0402', 'C0G (NP0)', 50, 22e-12, 'J'],
  ['murata', 'GRM1555C1H101JA01D', '0402', 'C0G (NP0)', 50, 100e-12, 'J'],
  ['murata', 'GRM1555C1H102JA01D', '0402', 'C0G (NP0)', 50, 1e-9, 'J'],
  ['murata', 'GRM188R71H104KA93D', '0603', 'X7R', 50, 100e-9, 'K'],
  ['murata', 'GRM188R71C104KA01D', '0603', 'X7R', 16, 100e-9, 'K'],
  ['murata', 'GRM188R71H103KA01D', '0603', 'X7R', 50, 10e-9, 'K'],
  ['murata', 'GRM188R71H102KA01D', '0603', 'X7R', 50, 1e-9, 'K'],
  ['murata', 'GRM188R71C105KA12D', '0603', 'X7R', 16, 1e-6, 'K'],
  ['murata', 'GRM188R61E105KA12D', '0603', 'X5R', 25, 1e-6, 'K'],
  ['murata', 'GRM188R61A106ME69D', '0603', 'X5R', 10, 10e-6, 'M'],
  ['murata', 'GRM1885C1H101JA01D', '0603', 'C0G (NP0)', 50, 100e-12, 'J'],
  ['murata', 'GRM1885C1H220JA01D', '0603', 'C0G (NP0)', 50, 22e-12, 'J'],
  ['murata', 'GRM1885C1H102JA01D', '0603', 'C0G (NP0)', 50, 1e-9, 'J'],
  ['murata', 'GRM1885C1H103JA01D', '0603', 'C0G (NP0)', 50, 10e-9, 'J'],
  ['murata', 'GRM21BR71H104KA01L', '0805', 'X7R', 50, 100e-9, 'K'],
  ['murata', 'GRM21BR61C106KE15L', '0805', 'X5R', 16, 10e-6, 'K'],
  ['murata', 'GRM31CR71H475KA12L', '1206', 'X7R', 50, 4.7e-6, 'K'],
  ['murata', 'GRM31CR61E106KA12L', '1206', 'X5R', 25, 10e-6, 'K'],
  ['murata', 'GRM32ER71H106KA12L', '1210', 'X7R', 50, 10e-6, 'K'],
  // Samsung CL (CL + size 05=0402 10=0603 21=0805 31=1206 + TC A=X5R B=X7R C=C0G + value + tol + voltage
  // Q=6.3 P=10 O=16 A=25 B=50 V + thickness + codes + packaging)
  ['samsung-em', 'CL05B104KO5NNNC', '0402', 'X7R', 16, 100e-9, 'K'],
  ['samsung-em', 'CL05B103KB5NNNC', '0402', 'X7R', 50, 10e-9, 'K'],
  ['samsung-em', 'CL05A105KA5NQNC', '0402', 'X5R', 25, 1e-6, 'K'],
  ['samsung-em', 'CL05C101JB5NNNC', '0402', 'C0G (NP0)', 50, 100e-12, 'J'],
  ['samsung-em', 'CL10B104KB8NNNC', '0603', 'X7R', 50, 100e-9, 'K'],
  ['samsung-em', 'CL10B103KB8NNNC', '0603', 'X7R', 50, 10e-9, 'K'],
  ['samsung-em', 'CL10B473KB8NNNC', '0603', 'X7R', 50, 47e-9, 'K'],
  ['samsung-em', 'CL10A105KB8NNNC', '0603', 'X5R', 50, 1e-6, 'K'],
  ['samsung-em', 'CL10A475KO8NNNC', '0603', 'X5R', 16, 4.7e-6, 'K'],
  ['samsung-em', 'CL10A106KP8NNNC', '0603', 'X5R', 10, 10e-6, 'K'],
  ['samsung-em', 'CL10C101JB8NNNC', '0603', 'C0G (NP0)', 50, 100e-12, 'J'],
  ['samsung-em', 'CL21B104KBCNNNC', '0805', 'X7R', 50, 100e-9, 'K'],
  ['samsung-em', 'CL21A106KAYNNNE', '0805', 'X5R', 25, 10e-6, 'K'],
  ['samsung-em', 'CL21A226MAQNNNE', '0805', 'X5R', 25, 22e-6, 'M'],
  ['samsung-em', 'CL31A106KBHNNNE', '1206', 'X5R', 50, 10e-6, 'K'],
  // TDK C series (C + metric size + TC + voltage + value + tol + thickness (0.01 mm) + packaging/code)
  ['tdk', 'C1005X7R1C104K050BC', '0402', 'X7R', 16, 100e-9, 'K'],
  ['tdk', 'C1005X5R1A105K050BB', '0402', 'X5R', 10, 1e-6, 'K'],
  ['tdk', 'C1608X7R1H104K080AA', '0603', 'X7R', 50, 100e-9, 'K'],
  ['tdk', 'C1608X5R1A106M080AC', '0603', 'X5R', 10, 10e-6, 'M'],
  ['tdk', 'C1608C0G1H101J080AA', '0603', 'C0G (NP0)', 50, 100e-12, 'J'],
  ['tdk', 'C2012X5R1E106K125AB', '0805', 'X5R', 25, 10e-6, 'K'],
  ['tdk', 'C3216X7R1H475K160AB', '1206', 'X7R', 50, 4.7e-6, 'K'],
];

const TOLS: Record<string, Tol> = { C: TOL_C, J: TOL_J, K: TOL_K, M: TOL_M };
const CURATED_SOURCE: Record<string, [string, string]> = {
  murata: ['GRM', 'Murata GRM series product data'],
  'samsung-em': ['CL', 'Samsung Electro-Mechanics CL series product data'],
  tdk: ['C', 'TDK C series (commercial grade) product data'],
};

/** Samsung's per-part data sheet, Murata's GRM and TDK's C series catalogues (datasheets.ts). */
function curatedDatasheet(brand: string, mpn: string): string | null {
  if (brand === 'samsung-em') return samsungMlccDatasheet(mpn);
  if (brand === 'murata') return DATASHEETS.murataGrm;
  if (brand === 'tdk') return DATASHEETS.tdkC;
  return null;
}

const curated: Family = tableFamily<(typeof CURATED)[number], undefined>({
  id: 'mlcc.curated',
  kind: Kind.component,
  label: 'MLCC 村田/三星/TDK (逐型号)',
  rows: () => CURATED,
  build: ([brand, mpn, size, diel, v, f, t]) => {
    const [series, source] = CURATED_SOURCE[brand] ?? ['', ''];
    return mlccItem({
      brandCode: brand,
      mpn,
      series,
      size,
      diel,
      v,
      f,
      t: TOLS[t] ?? TOL_K,
      packaging: '编带',
      source,
      datasheetUrl: curatedDatasheet(brand, mpn),
    });
  },
});

export function mlccFamilies(): Family[] {
  return [yageoCc, fenghua, curated];
}
