// Engineering materials: grades, their standards, cross-standard equivalents and properties.
// Mechanical minimums are the standard's values for the stated condition (said in the condition);
// physical properties are typical handbook values (said: 典型值 / 典型范围). A value we are not sure of is
// left out; the grades that lack one of the nine core properties, and why, are listed in
// MATERIAL_PROPERTY_EXCEPTIONS at the end of this file.
// Equivalents marked (近似) are the nearest grade of the other system, not an identical composition.
import type { MaterialEquivalents, MaterialProperty } from '../types.ts';
import { num } from '../values.ts';

export interface MaterialDef {
  designation: string;
  numericCode?: string;
  name: string;
  category: string;
  standard: string;
  equivalents: MaterialEquivalents;
  description: string;
  properties: MaterialProperty[];
  sources: string[];
}

/** The nine properties every grade carries (or lists in MATERIAL_PROPERTY_EXCEPTIONS). */
export const CORE_PROPERTY_KEYS = [
  'density',
  'elastic_modulus',
  'tensile_strength',
  'yield_strength',
  'elongation',
  'hardness',
  'thermal_conductivity',
  'thermal_expansion',
  'melting_range',
] as const;

type V = number | [number, number];
const fmt = (x: V) => (Array.isArray(x) ? `${num(x[0])}~${num(x[1])}` : num(x));
const lo = (x: V) => (Array.isArray(x) ? x[0] : x);
const hi = (x: V) => (Array.isArray(x) ? x[1] : undefined);

function prop(
  key: string,
  name: string,
  x: V,
  unit: string,
  toSi: (n: number) => number,
  siUnit: string,
  condition: string,
  prefix = '',
): MaterialProperty {
  const p: MaterialProperty = {
    key,
    name,
    display: `${prefix}${fmt(x)} ${unit}`.trim(),
    si: Number(toSi(lo(x)).toPrecision(12)),
    unit: siUnit,
    condition,
  };
  const h = hi(x);
  if (h !== undefined) p.siMax = Number(toSi(h).toPrecision(12));
  return p;
}

const MPa = (n: number) => n * 1e6;
const TYP = '典型值';
const RANGE = '典型范围';
const rho = (x: V, c = `20°C ${TYP}`) => prop('density', '密度', x, 'g/cm³', (n) => n * 1000, 'kg/m³', c);
const E = (x: V, c = `20°C ${TYP}`) => prop('elastic_modulus', '弹性模量', x, 'GPa', (n) => n * 1e9, 'Pa', c);
const Rm = (x: V, c: string, min = true) =>
  prop('tensile_strength', '抗拉强度 Rm', x, 'MPa', MPa, 'Pa', c, min && !Array.isArray(x) ? '≥ ' : '');
const Rp = (x: V, c: string, min = true) =>
  prop('yield_strength', '屈服强度 ReL/Rp0.2', x, 'MPa', MPa, 'Pa', c, min && !Array.isArray(x) ? '≥ ' : '');
const A = (x: V, c: string, min = true) =>
  prop('elongation', '断后伸长率 A', x, '%', (n) => n / 100, '', c, min && !Array.isArray(x) ? '≥ ' : '');
/** Hardness: the number is on the scale given as the unit (HBW, HRC, HRB, HV, HRR, HRM, Shore D). */
const H = (x: V, scale: string, c: string, prefix = '') =>
  prop('hardness', '硬度', x, scale, (n) => n, scale, c, prefix);
const HB = (display: string, si: number, c: string, scale = 'HBW'): MaterialProperty => ({
  key: 'hardness',
  name: '硬度',
  display: `${display} ${scale}`,
  si,
  unit: scale,
  condition: c,
});
const k = (x: V, c = TYP) => prop('thermal_conductivity', '热导率', x, 'W/(m·K)', (n) => n, 'W/(m·K)', c);
const alpha = (x: V, c = `20~100°C 平均线膨胀系数 ${TYP}`) =>
  prop('thermal_expansion', '线膨胀系数', x, '×10⁻⁶/K', (n) => n * 1e-6, '1/K', c);
const melt = (x: V, c = Array.isArray(x) ? `固相线~液相线 ${TYP}` : `熔点 ${TYP}`) =>
  prop('melting_range', '熔化温度', x, '°C', (n) => n + 273.15, 'K', c);
const tg = (x: V, c = TYP) => prop('glass_transition', '玻璃化温度 Tg', x, '°C', (n) => n + 273.15, 'K', c);
/** Amorphous plastics have no melting point: the melting-range slot carries the glass transition, and says so. */
const tgAsMelt = (x: V, c = `DSC ${RANGE}`) =>
  prop(
    'melting_range',
    '玻璃化温度 Tg (非晶, 无熔点)',
    x,
    '°C',
    (n) => n + 273.15,
    'K',
    `非晶塑料无熔点, 此处为玻璃化温度 Tg (${c})`,
  );

// ---- steels: shared physical data ---------------------------------------------------------------
const cGB50017 = 'GB 50017-2017 表4.4.8 钢材物理性能指标 (设计取值)';
const cEN1993 = 'EN 1993-1-2 §3.4.1.3 (λ = 54 − 0.0333·θ), 20°C';
const cFeC = 'Fe-C 相图按名义含碳量估读的固相线~液相线 (约值)';
const cSteelK = `20~100°C ${RANGE} (同类 AISI/SAE 牌号)`;
const cSteelAlpha = `20~100°C 平均线膨胀系数 ${RANGE}`;
const SRC_STEEL_PHYS = 'ASM Handbook Vol.1 / MatWeb (对应 AISI/SAE 牌号): 热导率、线膨胀系数典型范围';
const SRC_FEC = 'Fe-C 平衡相图 (ASM Handbook Vol.3): 按名义含碳量估读固相线/液相线';
const SRC_33362 = 'GB/T 33362-2016 (ISO 18265) 硬度与抗拉强度换算 (参考)';
const SRC_GB50017 = 'GB 50017-2017 表4.4.8 (E、α、ρ); EN 1993-1-2 §3.4.1.3 (热导率)';

/** Solidus–liquidus bands read off the Fe–C diagram for the nominal carbon content. */
const MELT_LOW_C: [number, number] = [1470, 1530]; // C ≤ 0.25 %
const MELT_MED_C: [number, number] = [1410, 1515]; // C 0.27~0.55 %
const MELT_HIGH_C: [number, number] = [1390, 1495]; // C 0.57~0.70 %

/** Structural steels (GB/T 700, GB/T 1591): design values of GB 50017 and EN 1993-1-2. */
const STRUCT_PHYS = () => [
  rho(7.85, cGB50017),
  E(206, cGB50017),
  k(53.3, cEN1993),
  alpha(12, `${cGB50017}, 常温`),
  melt(MELT_LOW_C, cFeC),
];

const STEEL_PHYS = (kk: V | null, m: [number, number]) => {
  const ps = [rho(7.85), E(206)];
  if (kk !== null) ps.push(k(kk, cSteelK));
  ps.push(alpha([11, 12.5], cSteelAlpha), melt(m, cFeC));
  return ps;
};

// ---- structural steels --------------------------------------------------------------------------
const c700 = 'GB/T 700-2006 最小值 (厚度 ≤ 16 mm; Rm 适用 ≤ 100 mm)';
const c700A = 'GB/T 700-2006 最小值 (厚度 ≤ 40 mm)';
const c700ReH = 'GB/T 700-2006 最小值, 上屈服强度 ReH (厚度 ≤ 16 mm)';
const c1591 = 'GB/T 1591-2018 最小值, 上屈服强度 ReH (热轧, 厚度 ≤ 16 mm)';
const c1591Rm = 'GB/T 1591-2018 (热轧, 厚度 ≤ 100 mm)';
const c1591A = 'GB/T 1591-2018 最小值 (热轧, 纵向试样, 厚度 ≤ 40 mm)';
const hbConv = (rm: string, std: string) =>
  `热轧态, 由 Rm ${rm} MPa 按 GB/T 33362 (ISO 18265) 换算的参考范围 (${std} 不规定硬度)`;

function structural(d: {
  designation: string;
  name: string;
  category: string;
  standard: string;
  eq: MaterialEquivalents;
  note: string;
  mech: MaterialProperty[];
  hb: [number, number];
  rmText: string;
  tableSrc: string;
}): MaterialDef {
  return {
    designation: d.designation,
    name: d.name,
    category: d.category,
    standard: d.standard,
    equivalents: d.eq,
    description: d.note,
    properties: [
      ...d.mech,
      H(d.hb, 'HBW', hbConv(d.rmText, d.standard.split('-')[0] ?? d.standard), '约 '),
      ...STRUCT_PHYS(),
    ],
    sources: [d.tableSrc, SRC_33362, SRC_GB50017, SRC_FEC],
  };
}

const STRUCTURAL: MaterialDef[] = [
  structural({
    designation: 'Q195',
    name: 'Q195 碳素结构钢',
    category: 'mat.metal.steel.carbon-structural',
    standard: 'GB/T 700-2006',
    eq: { jis: 'SS330 (近似)' },
    note: '强度最低的碳素结构钢 (不分质量等级)，塑性和焊接性好，用于铁丝、铆钉、薄板冲压件、焊管。',
    mech: [Rp(195, c700ReH), Rm([315, 430], c700), A(33, c700A)],
    hb: [95, 130],
    rmText: '315~430',
    tableSrc: 'GB/T 700-2006 表2 (拉伸性能)',
  }),
  structural({
    designation: 'Q235B',
    name: 'Q235B 碳素结构钢',
    category: 'mat.metal.steel.carbon-structural',
    standard: 'GB/T 700-2006',
    eq: {
      en: 'S235JR (1.0038, 近似)',
      jis: 'SS400 (近似)',
      astm: 'A36 (近似)',
      iso: 'E235B (ISO 630)',
    },
    note: '最常用的普通碳素结构钢，B 级做 20°C 冲击试验；用于焊接结构、支架、机座。',
    mech: [Rp(235, c700ReH), Rm([370, 500], c700), A(26, c700A)],
    hb: [110, 150],
    rmText: '370~500',
    tableSrc: 'GB/T 700-2006 表2 (拉伸性能)',
  }),
  structural({
    designation: 'Q275B',
    name: 'Q275B 碳素结构钢',
    category: 'mat.metal.steel.carbon-structural',
    standard: 'GB/T 700-2006',
    eq: { en: 'S275JR (1.0044, 近似)', iso: 'E275B (ISO 630)' },
    note: '强度较高的碳素结构钢，B 级做 20°C 冲击试验；用于受力较大的结构件、轴、销、农机件。',
    mech: [Rp(275, c700ReH), Rm([410, 540], c700), A(22, c700A)],
    hb: [120, 160],
    rmText: '410~540',
    tableSrc: 'GB/T 700-2006 表2 (拉伸性能)',
  }),
  structural({
    designation: 'Q355B',
    name: 'Q355B 低合金高强度结构钢',
    category: 'mat.metal.steel.hsla',
    standard: 'GB/T 1591-2018',
    eq: { en: 'S355JR (1.0045, 近似)', astm: 'A572 Gr.50 (近似)', jis: 'SM490 (近似)' },
    note: 'GB/T 1591-2018 以 Q355 取代 Q345；热轧状态，B 级做 20°C 冲击试验；用于桥梁、车辆、压力容器外的焊接结构。',
    mech: [Rp(355, c1591), Rm([470, 630], c1591Rm), A(22, c1591A)],
    hb: [140, 185],
    rmText: '470~630',
    tableSrc: 'GB/T 1591-2018 表 (热轧钢拉伸性能)',
  }),
  structural({
    designation: 'Q345B',
    name: 'Q345B 低合金高强度结构钢 (旧牌号)',
    category: 'mat.metal.steel.hsla',
    standard: 'GB/T 1591-2008',
    eq: { gb: 'Q355B (GB/T 1591-2018 取代牌号)', en: 'S355JR (近似)' },
    note: 'GB/T 1591-2008 牌号，已由 GB/T 1591-2018 的 Q355B 取代，旧图纸中仍常见。',
    mech: [
      Rp(345, 'GB/T 1591-2008 最小值, 下屈服强度 ReL (厚度 ≤ 16 mm)'),
      Rm([470, 630], 'GB/T 1591-2008 (厚度 ≤ 40 mm)'),
      A(20, 'GB/T 1591-2008 最小值 (A、B、C 级, 厚度 ≤ 40 mm)'),
    ],
    hb: [140, 185],
    rmText: '470~630',
    tableSrc: 'GB/T 1591-2008 表 (拉伸性能)',
  }),
  structural({
    designation: 'Q390B',
    name: 'Q390B 低合金高强度结构钢',
    category: 'mat.metal.steel.hsla',
    standard: 'GB/T 1591-2018',
    eq: { astm: 'A572 Gr.55 (近似)' },
    note: '热轧低合金高强度结构钢，B 级做 20°C 冲击试验；用于起重机械、桥梁、高层钢结构。',
    mech: [Rp(390, c1591), Rm([490, 650], c1591Rm), A(21, c1591A)],
    hb: [145, 190],
    rmText: '490~650',
    tableSrc: 'GB/T 1591-2018 表 (热轧钢拉伸性能)',
  }),
  structural({
    designation: 'Q420B',
    name: 'Q420B 低合金高强度结构钢',
    category: 'mat.metal.steel.hsla',
    standard: 'GB/T 1591-2018',
    eq: { astm: 'A572 Gr.60 (近似)', en: 'S420N/S420M (EN 10025-3/-4, 近似)' },
    note: '热轧低合金高强度结构钢 (2018 版热轧态只有 B、C 级)；用于大跨度结构、工程机械、船舶。',
    mech: [Rp(420, c1591), Rm([520, 680], c1591Rm), A(20, c1591A)],
    hb: [155, 200],
    rmText: '520~680',
    tableSrc: 'GB/T 1591-2018 表 (热轧钢拉伸性能)',
  }),
];

// ---- quality carbon and alloy structural steels -------------------------------------------------
const c699 = 'GB/T 699-2015 最小值 (正火, 25 mm 试样毛坯)';
const c699hb = 'GB/T 699-2015 交货硬度上限 (未热处理钢)';
const c699hbA = 'GB/T 699-2015 交货硬度上限 (退火钢)';

type CarbonGroup = 'low' | 'med' | 'high' | 'mn';
const CARBON_K: Record<CarbonGroup, V> = { low: [50, 55], med: [48, 52], high: [45, 50], mn: [40, 50] };
const CARBON_MELT: Record<CarbonGroup, [number, number]> = {
  low: MELT_LOW_C,
  med: MELT_MED_C,
  high: MELT_HIGH_C,
  mn: MELT_HIGH_C,
};

function quality(
  designation: string,
  rm: number,
  rel: number,
  a: number,
  hb: number,
  hbAnnealed: number | null,
  group: CarbonGroup,
  eq: MaterialEquivalents,
  note: string,
): MaterialDef {
  const hardness = [HB(`≤ ${hb}`, hb, c699hb)];
  if (hbAnnealed !== null) hardness.push(HB(`≤ ${hbAnnealed}`, hbAnnealed, c699hbA));
  return {
    designation,
    name: `${designation} 优质碳素结构钢`,
    category: 'mat.metal.steel.quality-carbon',
    standard: 'GB/T 699-2015',
    equivalents: eq,
    description: note,
    properties: [
      Rm(rm, c699),
      Rp(rel, c699),
      A(a, c699),
      ...hardness,
      ...STEEL_PHYS(CARBON_K[group], CARBON_MELT[group]),
    ],
    sources: [
      'GB/T 699-2015 表4 (力学性能, 交货硬度)',
      '密度、弹性模量为钢的典型值',
      SRC_STEEL_PHYS,
      SRC_FEC,
    ],
  };
}

const ALLOY_K: V = [38, 48];

function alloy(d: {
  designation: string;
  rm: number;
  rel: number;
  a: number;
  heat: string;
  blank: number;
  hb: number;
  highCarbon: boolean;
  conductivity: boolean;
  eq: MaterialEquivalents;
  note: string;
}): MaterialDef {
  const c = `GB/T 3077-2015 最小值 (${d.heat}, ${d.blank} mm 试样毛坯)`;
  return {
    designation: d.designation,
    name: `${d.designation} 合金结构钢`,
    category: 'mat.metal.steel.alloy-structural',
    standard: 'GB/T 3077-2015',
    equivalents: d.eq,
    description: d.note,
    properties: [
      Rm(d.rm, c),
      Rp(d.rel, c),
      A(d.a, c),
      HB(`≤ ${d.hb}`, d.hb, 'GB/T 3077-2015 退火或高温回火供应状态硬度上限'),
      ...STEEL_PHYS(d.conductivity ? ALLOY_K : null, d.highCarbon ? MELT_MED_C : MELT_LOW_C),
    ],
    sources: [
      'GB/T 3077-2015 表3 (力学性能, 供应状态硬度)',
      '密度、弹性模量为钢的典型值',
      SRC_STEEL_PHYS,
      SRC_FEC,
    ],
  };
}

const QUALITY: MaterialDef[] = [
  quality(
    '10',
    335,
    205,
    31,
    137,
    null,
    'low',
    { aisi: '1010', uns: 'G10100', en: 'C10E (1.1121, 近似)', jis: 'S10C' },
    '低碳钢，塑性和焊接性好，用于冲压件、渗碳件。',
  ),
  quality(
    '15',
    375,
    225,
    27,
    143,
    null,
    'low',
    { aisi: '1015', uns: 'G10150', en: 'C15E (1.1141, 近似)', jis: 'S15C' },
    '低碳钢，塑性、焊接性好，用于渗碳小零件、螺钉、法兰、冲压件。',
  ),
  quality(
    '20',
    410,
    245,
    25,
    156,
    null,
    'low',
    { aisi: '1020', uns: 'G10200', en: 'C22E (1.1151, 近似)', jis: 'S20C' },
    '低碳钢，用于渗碳件、管件、一般结构件。',
  ),
  quality(
    '25',
    450,
    275,
    23,
    170,
    null,
    'low',
    { aisi: '1025', uns: 'G10250', en: 'C25E (1.1158)', jis: 'S25C' },
    '低碳钢，强度略高于 20 钢，用于焊接件、螺栓、轴套、渗碳件。',
  ),
  quality(
    '30',
    490,
    295,
    21,
    179,
    null,
    'med',
    { aisi: '1030', uns: 'G10300', en: 'C30E (1.1178)', jis: 'S30C' },
    '中碳钢，用于受力不大的轴、螺钉、拉杆、套筒。',
  ),
  quality(
    '35',
    530,
    315,
    20,
    197,
    null,
    'med',
    { aisi: '1035', uns: 'G10350', en: 'C35E (1.1181)', jis: 'S35C' },
    '中碳钢，用于连杆、螺栓、轴类。',
  ),
  quality(
    '40',
    570,
    335,
    19,
    217,
    187,
    'med',
    { aisi: '1040', uns: 'G10400', en: 'C40E (1.1186)', jis: 'S40C' },
    '中碳调质钢，用于曲轴、轴、齿轮、连杆、活塞杆。',
  ),
  quality(
    '45',
    600,
    355,
    16,
    229,
    197,
    'med',
    { aisi: '1045', uns: 'G10450', en: 'C45E (1.1191)', jis: 'S45C' },
    '最常用的中碳调质钢，用于轴、齿轮、销、键等。',
  ),
  quality(
    '50',
    630,
    375,
    14,
    241,
    207,
    'med',
    { aisi: '1050', uns: 'G10500', en: 'C50E (1.1206)', jis: 'S50C' },
    '中碳钢，强度和耐磨性较高，用于齿轮、轧辊、轴、弹性件。',
  ),
  quality(
    '55',
    645,
    380,
    13,
    255,
    217,
    'med',
    { aisi: '1055', uns: 'G10550', en: 'C55E (1.1203)', jis: 'S55C' },
    '中高碳钢，用于齿轮、连杆、轮圈、轧辊。',
  ),
  quality(
    '60',
    675,
    400,
    12,
    255,
    229,
    'high',
    { aisi: '1060', uns: 'G10600', en: 'C60E (1.1221)', jis: 'S58C (近似)' },
    '高碳钢，强度、硬度和弹性较高，用于弹簧、轧辊、偏心轮、钢丝绳。',
  ),
  quality(
    '65Mn',
    735,
    430,
    9,
    285,
    229,
    'mn',
    { aisi: '1566 (近似)', uns: 'G15660 (近似)' },
    '锰弹簧钢，用于弹簧垫圈、板簧、弹性零件。',
  ),
];

const ALLOY: MaterialDef[] = [
  alloy({
    designation: '20Cr',
    rm: 835,
    rel: 540,
    a: 10,
    heat: '880°C 水/油淬 + 780~820°C 水/油淬, 200°C 回火',
    blank: 15,
    hb: 179,
    highCarbon: false,
    conductivity: true,
    eq: { aisi: '5120 (近似)', uns: 'G51200 (近似)', en: '20Cr4 (1.7027, 近似)', jis: 'SCr420' },
    note: '渗碳钢，用于小截面的齿轮、凸轮、活塞销等表面耐磨件。',
  }),
  alloy({
    designation: '20CrMo',
    rm: 885,
    rel: 685,
    a: 12,
    heat: '880°C 水/油淬, 500°C 回火',
    blank: 15,
    hb: 197,
    highCarbon: false,
    conductivity: true,
    eq: { aisi: '4118 (近似)', uns: 'G41180 (近似)', en: '18CrMo4 (1.7243, 近似)', jis: 'SCM420' },
    note: '渗碳或调质钢，用于齿轮、轴、高压管道与锅炉紧固件。',
  }),
  alloy({
    designation: '20CrMnTi',
    rm: 1080,
    rel: 850,
    a: 10,
    heat: '880°C+870°C 油淬, 200°C 回火',
    blank: 15,
    hb: 217,
    highCarbon: false,
    conductivity: true,
    eq: {},
    note: '渗碳钢，用于汽车变速箱齿轮等表面硬化件。',
  }),
  alloy({
    designation: '35CrMo',
    rm: 980,
    rel: 835,
    a: 12,
    heat: '850°C 油淬, 550°C 回火',
    blank: 25,
    hb: 229,
    highCarbon: true,
    conductivity: true,
    eq: { aisi: '4135', uns: 'G41350', en: '34CrMo4 (1.7220, 近似)', jis: 'SCM435' },
    note: '调质钢，用于重载轴、曲轴、连杆、高强度螺栓。',
  }),
  alloy({
    designation: '40Cr',
    rm: 980,
    rel: 785,
    a: 9,
    heat: '850°C 油淬, 520°C 回火',
    blank: 25,
    hb: 207,
    highCarbon: true,
    conductivity: true,
    eq: { aisi: '5140', uns: 'G51400', en: '41Cr4 (1.7035, 近似)', jis: 'SCr440' },
    note: '常用调质合金钢，用于轴、齿轮、连杆、螺栓。',
  }),
  alloy({
    designation: '42CrMo',
    rm: 1080,
    rel: 930,
    a: 12,
    heat: '850°C 油淬, 560°C 回火',
    blank: 25,
    hb: 229,
    highCarbon: true,
    conductivity: true,
    eq: { aisi: '4140 (近似)', uns: 'G41400 (近似)', en: '42CrMo4 (1.7225)', jis: 'SCM440' },
    note: '高强度调质钢，用于重载轴、齿轮、高强度螺栓 (10.9 级)。',
  }),
  alloy({
    designation: '40CrNiMo',
    rm: 980,
    rel: 835,
    a: 12,
    heat: '850°C 油淬, 600°C 回火',
    blank: 25,
    hb: 269,
    highCarbon: true,
    conductivity: true,
    eq: { aisi: '4340 (近似)', uns: 'G43400 (近似)', en: '34CrNiMo6 (1.6582, 近似)', jis: 'SNCM439 (近似)' },
    note: '高淬透性调质钢，用于大截面重载轴、曲轴、齿轮、航空结构件。',
  }),
  alloy({
    designation: '38CrMoAl',
    rm: 980,
    rel: 835,
    a: 14,
    heat: '940°C 水/油淬, 640°C 回火',
    blank: 30,
    hb: 229,
    highCarbon: true,
    conductivity: false,
    eq: { en: '41CrAlMo7-10 (1.8509, 近似)', jis: 'SACM645 (近似)' },
    note: '渗氮钢，用于精密丝杠、镗杆、主轴等需要高表面硬度的零件。',
  }),
];

const BEARING: MaterialDef[] = [
  {
    designation: 'GCr15',
    name: 'GCr15 高碳铬轴承钢',
    category: 'mat.metal.steel.bearing',
    standard: 'GB/T 18254-2016',
    equivalents: {
      aisi: '52100',
      uns: 'G52986',
      en: '100Cr6 (1.3505)',
      jis: 'SUJ2',
      iso: '100Cr6 (ISO 683-17)',
    },
    description:
      '最常用的滚动轴承钢，用于套圈、滚动体，也用于量具、冷作模具。按球化退火硬度交货，标准不规定拉伸性能。',
    properties: [
      H([179, 207], 'HBW', 'GB/T 18254-2016 球化退火交货状态'),
      rho(7.81),
      E(206),
      k([40, 47], cSteelK),
      alpha([11, 12.5], cSteelAlpha),
      melt([1310, 1455], cFeC),
    ],
    sources: ['GB/T 18254-2016 (交货硬度)', '密度、弹性模量为典型值', SRC_STEEL_PHYS, SRC_FEC],
  },
];

// ---- stainless steels ---------------------------------------------------------------------------
function stainless(
  designation: string,
  numericCode: string,
  rp: number,
  rm: number,
  a: number,
  hb: string,
  hbSi: number,
  state: string,
  eq: MaterialEquivalents,
  phys: MaterialProperty[],
  note: string,
): MaterialDef {
  const c = `GB/T 1220-2007 最小值 (${state})`;
  return {
    designation,
    numericCode,
    name: `${designation} 不锈钢 (${eq.aisi ?? eq.astm ?? ''})`,
    category: 'mat.metal.steel.stainless',
    standard: 'GB/T 1220-2007',
    equivalents: eq,
    description: note,
    properties: [Rm(rm, c), Rp(rp, c), A(a, c), HB(hb, hbSi, `GB/T 1220-2007 (${state})`), ...phys],
    sources: [
      'GB/T 1220-2007 不锈钢棒 表 (力学性能)',
      'GB/T 20878-2007 统一数字代号',
      'ASM Handbook Vol.1 (对应 AISI 牌号) 物理性能典型值',
    ],
  };
}

const k100 = (x: V) => k(x, `100°C ${TYP}`);
const alpha0 = (x: V) => alpha(x, `0~100°C 平均线膨胀系数 ${TYP}`);
const AUSTENITIC_304 = [rho(7.93), E(193), k100(16.2), alpha0(17.2), melt([1400, 1450])];
const AUSTENITIC_316 = [rho(8.0), E(193), k100(16.3), alpha0(16), melt([1375, 1400])];
const AUSTENITIC_303 = [rho(8.0), E(193), k100(16.2), alpha0(17.2), melt([1400, 1420])];
const MARTENSITIC_420 = [rho(7.75), E(200), k100(24.9), alpha0(10.3), melt([1450, 1510])];

const STAINLESS: MaterialDef[] = [
  stainless(
    '06Cr19Ni10',
    'S30408',
    205,
    520,
    40,
    '≤ 187',
    187,
    '固溶处理',
    {
      aisi: '304',
      astm: '304',
      uns: 'S30400',
      en: 'X5CrNi18-10 (1.4301)',
      jis: 'SUS304',
      iso: 'X5CrNi18-10',
    },
    AUSTENITIC_304,
    '最常用的奥氏体不锈钢，耐蚀、可焊、无磁 (固溶态)。',
  ),
  stainless(
    '022Cr19Ni10',
    'S30403',
    175,
    480,
    40,
    '≤ 187',
    187,
    '固溶处理',
    {
      aisi: '304L',
      astm: '304L',
      uns: 'S30403',
      en: 'X2CrNi19-11 (1.4306)',
      jis: 'SUS304L',
      iso: 'X2CrNi19-11',
    },
    AUSTENITIC_304,
    '超低碳 304，焊后耐晶间腐蚀。',
  ),
  stainless(
    '12Cr18Ni9',
    'S30210',
    205,
    520,
    40,
    '≤ 187',
    187,
    '固溶处理',
    { aisi: '302', astm: '302', uns: 'S30200', en: 'X10CrNi18-8 (1.4310)', jis: 'SUS302' },
    AUSTENITIC_303,
    '旧牌号 1Cr18Ni9；冷加工硬化后强度高，用于弹簧、建筑装饰件、冷镦件。',
  ),
  stainless(
    'Y12Cr18Ni9',
    'S30317',
    205,
    520,
    40,
    '≤ 187',
    187,
    '固溶处理',
    { aisi: '303', astm: '303', uns: 'S30300', en: 'X8CrNiS18-9 (1.4305)', jis: 'SUS303' },
    AUSTENITIC_303,
    '加硫易切削奥氏体不锈钢，适合自动车床加工的螺钉、轴、阀件；耐蚀性和焊接性低于 304。',
  ),
  stainless(
    '06Cr18Ni11Ti',
    'S32168',
    205,
    520,
    40,
    '≤ 187',
    187,
    '固溶处理',
    {
      aisi: '321',
      astm: '321',
      uns: 'S32100',
      en: 'X6CrNiTi18-10 (1.4541)',
      jis: 'SUS321',
      iso: 'X6CrNiTi18-10',
    },
    [rho(8.0), E(193), k100(16.1), alpha0(16.6), melt([1400, 1425])],
    '钛稳定化奥氏体不锈钢，耐晶间腐蚀，用于 400~800°C 下的焊接件、排气管、换热器。',
  ),
  stainless(
    '06Cr25Ni20',
    'S31008',
    205,
    520,
    40,
    '≤ 187',
    187,
    '固溶处理',
    { aisi: '310S', astm: '310S', uns: 'S31008', en: 'X8CrNi25-21 (1.4845)', jis: 'SUS310S' },
    [rho(7.98), E(200), k100(14.2), alpha0(15.9), melt([1400, 1450])],
    '耐热奥氏体不锈钢，抗氧化温度可达约 1000°C 以上，用于炉件、热处理工装、燃烧器。',
  ),
  stainless(
    '06Cr17Ni12Mo2',
    'S31608',
    205,
    520,
    40,
    '≤ 187',
    187,
    '固溶处理',
    {
      aisi: '316',
      astm: '316',
      uns: 'S31600',
      en: 'X5CrNiMo17-12-2 (1.4401)',
      jis: 'SUS316',
      iso: 'X5CrNiMo17-12-2',
    },
    AUSTENITIC_316,
    '含钼奥氏体不锈钢，耐点蚀和氯离子腐蚀优于 304。',
  ),
  stainless(
    '022Cr17Ni12Mo2',
    'S31603',
    175,
    480,
    40,
    '≤ 187',
    187,
    '固溶处理',
    {
      aisi: '316L',
      astm: '316L',
      uns: 'S31603',
      en: 'X2CrNiMo17-12-2 (1.4404)',
      jis: 'SUS316L',
      iso: 'X2CrNiMo17-12-2',
    },
    AUSTENITIC_316,
    '超低碳 316，焊接结构、化工、海洋环境。',
  ),
  {
    designation: '022Cr22Ni5Mo3N',
    numericCode: 'S22253',
    name: '022Cr22Ni5Mo3N 双相不锈钢 (2205)',
    category: 'mat.metal.steel.stainless',
    standard: 'GB/T 1220-2007',
    equivalents: {
      astm: '2205 (A240/A276)',
      uns: 'S32205 (S31803)',
      en: 'X2CrNiMoN22-5-3 (1.4462)',
      jis: 'SUS329J3L',
      iso: 'X2CrNiMoN22-5-3',
    },
    description:
      '奥氏体-铁素体双相不锈钢，屈服强度约为 304 的两倍，耐氯化物应力腐蚀和点蚀；用于化工、海水、油气设备。有磁性。',
    properties: [
      Rm(620, 'GB/T 1220-2007 最小值 (固溶处理)'),
      Rp(450, 'GB/T 1220-2007 最小值 (固溶处理)'),
      A(25, 'GB/T 1220-2007 最小值 (固溶处理)'),
      HB('≤ 290', 290, 'GB/T 1220-2007 (固溶处理)'),
      rho(7.8),
      E([190, 200], `20°C ${RANGE}`),
      k(19, `100°C ${TYP}`),
      alpha([13, 13.7], `20~100°C 平均线膨胀系数 ${RANGE}`),
      melt([1385, 1440]),
    ],
    sources: [
      'GB/T 1220-2007 不锈钢棒 表 (奥氏体-铁素体型力学性能)',
      'GB/T 20878-2007 统一数字代号',
      'Outokumpu / Atlas Steels 2205 数据表 (物理性能典型值)',
    ],
  },
  stainless(
    '12Cr13',
    'S41010',
    345,
    540,
    22,
    '≥ 159',
    159,
    '淬火+回火',
    {
      aisi: '410',
      astm: '410',
      uns: 'S41000',
      en: 'X12Cr13 (1.4006)',
      jis: 'SUS410',
      iso: 'X12Cr13',
    },
    [rho(7.75), E(200), k100(24.9), alpha0(9.9), melt([1480, 1530])],
    '马氏体不锈钢，可淬硬，用于阀件、螺栓、汽轮机叶片。',
  ),
  stainless(
    '20Cr13',
    'S42020',
    440,
    640,
    20,
    '≥ 192',
    192,
    '淬火+回火',
    {
      aisi: '420',
      astm: '420',
      uns: 'S42000',
      en: 'X20Cr13 (1.4021)',
      jis: 'SUS420J1',
      iso: 'X20Cr13',
    },
    MARTENSITIC_420,
    '马氏体不锈钢，用于泵轴、阀杆、刃具。',
  ),
  stainless(
    '30Cr13',
    'S42030',
    540,
    735,
    12,
    '≥ 217',
    217,
    '淬火+回火',
    { aisi: '420 (近似)', en: 'X30Cr13 (1.4028)', jis: 'SUS420J2', iso: 'X30Cr13' },
    MARTENSITIC_420,
    '马氏体不锈钢，硬度高于 20Cr13，用于刃具、喷嘴、轴承。物理性能按 AISI 420。',
  ),
  stainless(
    '10Cr17',
    'S11710',
    205,
    450,
    22,
    '≤ 183',
    183,
    '退火',
    { aisi: '430', astm: '430', uns: 'S43000', en: 'X6Cr17 (1.4016)', jis: 'SUS430', iso: 'X6Cr17' },
    [rho(7.7), E(200), k100(26.1), alpha0(10.4), melt([1425, 1510])],
    '铁素体不锈钢，有磁性，用于装饰、家电、耐硝酸设备。',
  ),
  {
    designation: '05Cr17Ni4Cu4Nb',
    numericCode: 'S51740',
    name: '05Cr17Ni4Cu4Nb 沉淀硬化不锈钢 (17-4PH)',
    category: 'mat.metal.steel.stainless',
    standard: 'GB/T 1220-2007',
    equivalents: {
      astm: '630 (17-4PH)',
      aisi: '630',
      uns: 'S17400',
      en: 'X5CrNiCuNb16-4 (1.4542)',
      jis: 'SUS630',
      iso: 'X5CrNiCuNb16-4',
    },
    description:
      '马氏体沉淀硬化不锈钢，固溶后时效获得高强度，用于泵轴、阀件、航空结构件。性能按时效温度分级。',
    properties: [
      Rm(1310, 'GB/T 1220-2007 最小值 (固溶+480°C时效)'),
      Rp(1180, 'GB/T 1220-2007 最小值 (固溶+480°C时效)'),
      A(10, 'GB/T 1220-2007 最小值 (固溶+480°C时效)'),
      HB('≥ 375', 375, 'GB/T 1220-2007 (固溶+480°C时效)'),
      Rm(1070, 'GB/T 1220-2007 最小值 (固溶+550°C时效)'),
      Rp(1000, 'GB/T 1220-2007 最小值 (固溶+550°C时效)'),
      A(12, 'GB/T 1220-2007 最小值 (固溶+550°C时效)'),
      Rm(1000, 'GB/T 1220-2007 最小值 (固溶+580°C时效)'),
      Rp(865, 'GB/T 1220-2007 最小值 (固溶+580°C时效)'),
      Rm(930, 'GB/T 1220-2007 最小值 (固溶+620°C时效)'),
      Rp(725, 'GB/T 1220-2007 最小值 (固溶+620°C时效)'),
      rho(7.78),
      E(196),
      k100(18.3),
      alpha(10.8, '0~100°C 平均线膨胀系数 典型值 (480°C 时效态)'),
      melt([1400, 1440]),
    ],
    sources: ['GB/T 1220-2007 表 (沉淀硬化钢力学性能)', 'ASM Handbook Vol.1 (17-4PH) 物理性能典型值'],
  },
];

// ---- cast irons ---------------------------------------------------------------------------------
const cEN1561 = 'GB/T 9439-2010 / EN 1561 资料性附录 (单铸试棒, 范围)';
function grey(
  g: number,
  eMin: number,
  eMax: number,
  rp: [number, number],
  elong: [number, number],
  hb: [number, number],
  kk: number,
  en: string,
  astm: string,
): MaterialDef {
  return {
    designation: `HT${g}`,
    name: `HT${g} 灰铸铁`,
    category: 'mat.metal.cast-iron.grey',
    standard: 'GB/T 9439-2010',
    equivalents: { en, jis: `FC${g}`, iso: `ISO 185/JL/${g}`, astm },
    description: `灰铸铁，抗拉强度等级 ${g} MPa (单铸试棒)，减振性与铸造性好，用于机座、箱体、缸体。脆性材料，无屈服点，屈服强度栏为规定塑性延伸强度 Rp0.1。`,
    properties: [
      Rm(g, 'GB/T 9439-2010 最小值 (φ30 mm 单铸试棒)'),
      prop('yield_strength', '规定塑性延伸强度 Rp0.1', rp, 'MPa', MPa, 'Pa', cEN1561),
      A(elong, cEN1561, false),
      H(hb, 'HBW', '铸件本体 典型范围 (随壁厚变化; 牌号与硬度的常用对应关系)'),
      E([eMin, eMax], 'GB/T 9439-2010 资料性附录 (范围)'),
      rho(7.2),
      k(kk, `100°C ${TYP} (EN 1561 资料性附录)`),
      alpha(11.7, `20~200°C 平均线膨胀系数 ${TYP} (EN 1561 资料性附录)`),
      melt([1150, 1250], '凝固温度范围 约值 (共晶温度~液相线, 随碳当量变化)'),
    ],
    sources: [
      'GB/T 9439-2010 表1 (单铸试棒抗拉强度), 附录 (弹性模量)',
      'EN 1561 附录 A (资料性: Rp0.1、伸长率、热导率、线膨胀系数)',
      '机械设计手册 (灰铸铁牌号与铸件硬度的对应, 参考范围)',
      '密度为典型值',
    ],
  };
}

function ductile(
  g: string,
  rm: number,
  rp: number,
  a: number,
  hb: [number, number],
  e: number,
  density: number,
  kk: number,
  astm: string,
  uns: string,
): MaterialDef {
  const c = 'GB/T 1348-2019 最小值 (单铸试样, 壁厚 ≤ 30 mm)';
  return {
    designation: `QT${g}`,
    name: `QT${g} 球墨铸铁`,
    category: 'mat.metal.cast-iron.ductile',
    standard: 'GB/T 1348-2019',
    equivalents: {
      en: `EN-GJS-${g}`,
      jis: `FCD${g}`,
      iso: `ISO 1083/JS/${g}`,
      astm: `A536 ${astm} (近似)`,
      uns: `${uns} (近似)`,
    },
    description: `球墨铸铁 QT${g}，抗拉强度 ≥ ${rm} MPa，伸长率 ≥ ${a} %。`,
    properties: [
      Rm(rm, c),
      Rp(rp, c),
      A(a, c),
      HB(`${hb[0]}~${hb[1]}`, hb[0], 'GB/T 1348-2019 布氏硬度 (参考)'),
      E(e, 'EN 1563 资料性附录 典型值'),
      rho(density, 'EN 1563 资料性附录 典型值'),
      k(kk, '300°C 典型值 (EN 1563 资料性附录)'),
      alpha(12.5, '20~400°C 平均线膨胀系数 典型值 (EN 1563 资料性附录)'),
      melt([1150, 1200], '凝固温度范围 约值 (共晶温度~液相线, 近共晶成分)'),
    ],
    sources: [
      'GB/T 1348-2019 表 (单铸试样力学性能, 布氏硬度)',
      'EN 1563 附录 (资料性: 弹性模量、密度、热导率、线膨胀系数)',
    ],
  };
}

const CAST_IRONS: MaterialDef[] = [
  grey(150, 78, 103, [98, 165], [0.3, 0.75], [150, 200], 52.5, 'EN-GJL-150', 'A48 Class 25 (近似)'),
  grey(200, 88, 113, [130, 195], [0.3, 0.8], [170, 220], 50, 'EN-GJL-200', 'A48 Class 30 (近似)'),
  grey(250, 103, 118, [165, 228], [0.3, 0.8], [190, 240], 48.5, 'EN-GJL-250', 'A48 Class 35 (近似)'),
  grey(300, 108, 137, [195, 260], [0.3, 0.8], [210, 260], 47.5, 'EN-GJL-300', 'A48 Class 45 (近似)'),
  grey(350, 123, 143, [228, 285], [0.3, 0.8], [230, 280], 45.5, 'EN-GJL-350', 'A48 Class 50 (近似)'),
  ductile('400-18', 400, 250, 18, [120, 175], 169, 7.1, 36.2, '60-40-18', 'F32800'),
  ductile('450-10', 450, 310, 10, [160, 210], 169, 7.1, 36.2, '65-45-12', 'F33100'),
  ductile('500-7', 500, 320, 7, [170, 230], 169, 7.1, 35.2, '80-55-06', 'F33800'),
  ductile('600-3', 600, 370, 3, [190, 270], 174, 7.2, 32.5, '80-55-06', 'F33800'),
  ductile('700-2', 700, 420, 2, [225, 305], 176, 7.2, 31.1, '100-70-03', 'F34800'),
];

// ---- aluminium ----------------------------------------------------------------------------------
function wroughtAl(d: {
  designation: string;
  temper: string;
  eq: MaterialEquivalents;
  rm: number;
  rp: number;
  a: number;
  hb: number;
  rho: number;
  e: number;
  k: V;
  alpha: number;
  melt: [number, number];
  note: string;
  /** Standard minimums listed before the typical values. */
  minimums?: MaterialProperty[];
  hardnessCondition?: string;
  extraSources?: string[];
}): MaterialDef {
  const { temper } = d;
  const c = `${temper} 典型值`;
  const props: MaterialProperty[] = [
    ...(d.minimums ?? []),
    Rm(d.rm, c, false),
    Rp(d.rp, c, false),
    A(d.a, c, false),
    HB(String(d.hb), d.hb, d.hardnessCondition ?? c, 'HB (500 kg)'),
    rho(d.rho),
    E(d.e),
    k(d.k, `${temper} 25°C 典型值`),
    alpha(d.alpha),
    melt(d.melt, '固相线~液相线 典型值'),
  ];
  return {
    designation: temper === 'O' || temper === '' ? d.designation : `${d.designation}-${temper}`,
    name: `${d.designation}${temper ? `-${temper}` : ''} 铝合金`,
    category: 'mat.metal.aluminium.wrought',
    standard: 'GB/T 3190-2020',
    equivalents: d.eq,
    description: d.note,
    properties: props,
    sources: [
      'GB/T 3190-2020 (牌号与化学成分)',
      'ASM Handbook Vol.2 / Aluminum Association 典型性能 (典型值)',
      ...(d.extraSources ?? []),
    ],
  };
}

const ALUMINIUM: MaterialDef[] = [
  wroughtAl({
    designation: '1060',
    temper: 'O',
    eq: { uns: 'A91060', en: 'EN AW-1060 (近似)', jis: 'A1060', iso: 'Al99.6' },
    rm: 69,
    rp: 28,
    a: 43,
    hb: 19,
    rho: 2.705,
    e: 69,
    k: 234,
    alpha: 23.6,
    melt: [646, 657],
    note: '工业纯铝，导电导热好，用于导电排、散热片、化工容器。',
  }),
  wroughtAl({
    designation: '1100',
    temper: 'H14',
    eq: { uns: 'A91100', en: 'EN AW-1100', jis: 'A1100', iso: 'Al99.0Cu' },
    rm: 125,
    rp: 115,
    a: 9,
    hb: 32,
    rho: 2.71,
    e: 68.9,
    k: [218, 222],
    alpha: 23.6,
    melt: [643, 657],
    note: '工业纯铝 (含少量 Cu)，成形性好、耐蚀，用于钣金件、散热器、旋压件、铭牌。',
  }),
  wroughtAl({
    designation: '2A11',
    temper: 'T4',
    eq: { astm: '2017 (近似)', uns: 'A92017 (近似)', en: 'EN AW-2017A (近似)', jis: 'A2017 (近似)' },
    rm: 427,
    rp: 276,
    a: 22,
    hb: 105,
    rho: 2.79,
    e: 72.4,
    k: 134,
    alpha: 23.6,
    melt: [513, 640],
    note: '硬铝 (旧称 LY11)，中等强度，用于铆钉、螺栓、结构件；性能值取 2017-T4 典型值。',
  }),
  wroughtAl({
    designation: '2A12',
    temper: 'T4',
    eq: { astm: '2024 (近似)', uns: 'A92024 (近似)', en: 'EN AW-2024 (近似)', jis: 'A2024 (近似)' },
    rm: 469,
    rp: 324,
    a: 19,
    hb: 120,
    rho: 2.78,
    e: 73.1,
    k: 121,
    alpha: 23.2,
    melt: [502, 638],
    note: '硬铝，高强度，用于航空结构件、铆钉；性能值取 2024-T4 典型值。',
  }),
  wroughtAl({
    designation: '2A14',
    temper: 'T6',
    eq: { astm: '2014 (近似)', uns: 'A92014 (近似)', en: 'EN AW-2014 (近似)', jis: 'A2014 (近似)' },
    rm: 483,
    rp: 414,
    a: 13,
    hb: 135,
    rho: 2.8,
    e: 72.4,
    k: 154,
    alpha: 23,
    melt: [507, 638],
    note: '锻铝 (旧称 LD10)，高强度，用于重载锻件、飞机结构件、车轮；性能值取 2014-T6 典型值。',
  }),
  wroughtAl({
    designation: '3003',
    temper: 'H14',
    eq: { uns: 'A93003', en: 'EN AW-3003', jis: 'A3003', iso: 'AlMn1Cu' },
    rm: 150,
    rp: 145,
    a: 8,
    hb: 40,
    rho: 2.73,
    e: 68.9,
    k: 159,
    alpha: 23.2,
    melt: [643, 654],
    note: '防锈铝 (Al-Mn)，强度高于纯铝、成形和焊接性好，用于热交换器、油箱、钣金件。',
  }),
  wroughtAl({
    designation: '5052',
    temper: 'H32',
    eq: { uns: 'A95052', en: 'EN AW-5052', jis: 'A5052', iso: 'AlMg2.5' },
    rm: 228,
    rp: 193,
    a: 12,
    hb: 60,
    rho: 2.68,
    e: 70.3,
    k: 138,
    alpha: 23.8,
    melt: [607, 649],
    note: '防锈铝，耐蚀、可焊、成形性好，用于钣金、油箱、船舶。',
  }),
  wroughtAl({
    designation: '5083',
    temper: 'O',
    eq: { uns: 'A95083', en: 'EN AW-5083', jis: 'A5083', iso: 'AlMg4.5Mn0.7' },
    rm: 290,
    rp: 145,
    a: 22,
    hb: 75,
    rho: 2.66,
    e: 70.3,
    k: 117,
    alpha: 23.8,
    melt: [591, 638],
    hardnessCondition: 'O/H111 参考值 (EN 485-2)',
    extraSources: ['EN 485-2 (布氏硬度参考值)'],
    note: '高镁防锈铝，耐海水腐蚀，用于船舶、压力容器、模具板。',
  }),
  wroughtAl({
    designation: '6061',
    temper: 'T6',
    eq: { uns: 'A96061', en: 'EN AW-6061', jis: 'A6061', iso: 'AlMg1SiCu' },
    minimums: [
      Rm(260, 'GB/T 3191-2010 最小值 (T6 挤压棒材)'),
      Rp(240, 'GB/T 3191-2010 最小值 (T6 挤压棒材)'),
    ],
    rm: 310,
    rp: 276,
    a: 12,
    hb: 95,
    rho: 2.7,
    e: 68.9,
    k: 167,
    alpha: 23.6,
    melt: [582, 652],
    extraSources: ['GB/T 3191-2010 (挤压棒材力学性能)'],
    note: '最常用的结构铝合金，可热处理强化，机加工和焊接性好。',
  }),
  wroughtAl({
    designation: '6063',
    temper: 'T5',
    eq: { uns: 'A96063', en: 'EN AW-6063', jis: 'A6063', iso: 'AlMg0.7Si' },
    rm: 186,
    rp: 145,
    a: 12,
    hb: 60,
    rho: 2.69,
    e: 68.9,
    k: 209,
    alpha: 23.4,
    melt: [616, 654],
    note: '建筑与工业型材铝合金，挤压性能和表面质量好。',
  }),
  wroughtAl({
    designation: '7075',
    temper: 'T6',
    eq: { uns: 'A97075', en: 'EN AW-7075', jis: 'A7075', iso: 'AlZn5.5MgCu' },
    rm: 572,
    rp: 503,
    a: 11,
    hb: 150,
    rho: 2.81,
    e: 71.7,
    k: 130,
    alpha: 23.6,
    melt: [477, 635],
    note: '超硬铝，强度最高的常用铝合金之一，用于航空件、模具、高强度结构件。',
  }),
  {
    designation: 'ADC12',
    name: 'ADC12 压铸铝合金',
    category: 'mat.metal.aluminium.cast',
    standard: 'JIS H 5302:2006',
    equivalents: { gb: 'YL113 (GB/T 15115, 近似)', astm: 'A383.0 (近似)', uns: 'A13830 (近似)' },
    description:
      '最常用的日标压铸铝合金 (Al-Si-Cu)，流动性好，用于壳体、支架。物理性能和硬度按相近的 A383 (NADCA)。',
    properties: [
      Rm(228, 'JIS H 5302 参考值 (压铸试样)', false),
      Rp(154, 'JIS H 5302 参考值 (压铸试样)', false),
      A(1.4, 'JIS H 5302 参考值 (压铸试样)', false),
      HB('75', 75, '压铸态 典型值 (按相近的 A383, NADCA)', 'HB'),
      rho(2.74, '20°C 典型值 (按相近的 A383, NADCA)'),
      E(71, '20°C 典型值 (按相近的 A383, NADCA)'),
      k(96.2, '典型值 (按相近的 A383, NADCA)'),
      alpha(21.1, '20~100°C 平均线膨胀系数 典型值 (按相近的 A383, NADCA)'),
      melt([516, 582], '固相线~液相线 典型值 (按相近的 A383, NADCA)'),
    ],
    sources: [
      'JIS H 5302:2006 附表 (机械性能参考值)',
      'NADCA Product Specification Standards for Die Castings (A383 典型性能)',
    ],
  },
  {
    designation: 'A380',
    name: 'A380 压铸铝合金',
    category: 'mat.metal.aluminium.cast',
    standard: 'ASTM B85',
    equivalents: { astm: 'A380.0', uns: 'A13800', gb: 'YL112 (近似)', jis: 'ADC10 (近似)' },
    description: '北美最常用的压铸铝合金 (Al-Si-Cu)，综合性能好。',
    properties: [
      Rm(324, '压铸态 典型值', false),
      Rp(160, '压铸态 典型值', false),
      A(3.5, '压铸态 典型值', false),
      HB('80', 80, '压铸态 典型值', 'HB'),
      rho(2.71),
      E(71),
      k(96.2),
      alpha(21.8, '20~100°C 平均线膨胀系数 典型值'),
      melt([540, 595], '固相线~液相线 典型值'),
    ],
    sources: ['NADCA Product Specification Standards for Die Castings (A380 典型性能)'],
  },
];

// ---- copper alloys ------------------------------------------------------------------------------
const cCDA = (alloy: string, state: string) => `${state} 典型值 (按相近的 ${alloy}, CDA)`;
const c1527 = 'GB/T 1527 拉制管 最小值 (软态 M)';
const COPPER: MaterialDef[] = [
  {
    designation: 'T2',
    name: 'T2 纯铜 (紫铜)',
    category: 'mat.metal.copper',
    standard: 'GB/T 5231-2012',
    equivalents: { uns: 'C11000', astm: 'C11000 (ETP)', en: 'Cu-ETP (CW004A)', jis: 'C1100', iso: 'Cu-ETP' },
    description: '二号铜 (Cu+Ag ≥ 99.90 %)，导电导热优良，用于导电排、电线、散热件。',
    properties: [
      Rm(220, '退火态 (O60) 典型值', false),
      Rp(69, '退火态 (O60) 典型值', false),
      A(45, '退火态 (O60) 典型值', false),
      H(40, 'HRF', '退火态 (O60) 典型值'),
      rho(8.89),
      E(115),
      k(388),
      alpha(17, '20~100°C 平均线膨胀系数 典型值'),
      melt([1065, 1083]),
    ],
    sources: ['GB/T 5231-2012 (牌号与成分)', 'CDA/ASM C11000 典型性能'],
  },
  {
    designation: 'TP2',
    name: 'TP2 磷脱氧铜',
    category: 'mat.metal.copper',
    standard: 'GB/T 5231-2012',
    equivalents: { uns: 'C12200', astm: 'C12200 (DHP)', en: 'Cu-DHP (CW024A)', jis: 'C1220', iso: 'Cu-DHP' },
    description:
      '磷脱氧铜 (P 0.015~0.040 %)，无氢脆，焊接和钎焊性好，用于空调制冷铜管、燃气水管、换热器；导电率低于 T2。',
    properties: [
      Rm(220, cCDA('C12200', '退火态 (O60)'), false),
      Rp(69, cCDA('C12200', '退火态 (O60)'), false),
      A(45, cCDA('C12200', '退火态 (O60)'), false),
      H(40, 'HRF', cCDA('C12200', '退火态 (O60)')),
      rho(8.94),
      E(115),
      k(339),
      alpha(17.7, '20~300°C 平均线膨胀系数 典型值'),
      melt(1083, '熔点 典型值'),
    ],
    sources: ['GB/T 5231-2012 (牌号与成分)', 'CDA C12200 典型性能'],
  },
  {
    designation: 'H62',
    name: 'H62 普通黄铜',
    category: 'mat.metal.copper',
    standard: 'GB/T 5231-2012',
    equivalents: { uns: 'C28000 (近似)', jis: 'C2800 (近似)' },
    description:
      'Cu 60.5~63.5 %，余量 Zn；强度较高、热加工性好，用于螺钉、螺母、垫圈、散热器。GB/T 铜材标准不规定 Rp0.2。',
    properties: [
      Rm(300, c1527),
      A(43, c1527),
      H([55, 85], 'HBW', 'GB/T 1527 拉制管 (软态 M) 参考范围'),
      rho(8.43),
      E(103, cCDA('C28000', '20°C')),
      k(109),
      alpha(20.6, '20~100°C 平均线膨胀系数 典型值'),
      melt([899, 904], cCDA('C28000', '固相线~液相线')),
    ],
    sources: [
      'GB/T 5231-2012 (牌号与成分)',
      'GB/T 1527 铜及铜合金拉制管 (力学性能)',
      '有色金属材料手册 物理性能典型值',
      'CDA C28000 (弹性模量、熔化温度)',
    ],
  },
  {
    designation: 'H65',
    name: 'H65 普通黄铜',
    category: 'mat.metal.copper',
    standard: 'GB/T 5231-2012',
    equivalents: { uns: 'C27000', en: 'CuZn35 (CW506L)', jis: 'C2680' },
    description: 'Cu 63.5~68.0 %，余量 Zn；冷加工性好，用于冲压件、弹壳、管件。GB/T 铜材标准不规定 Rp0.2。',
    properties: [
      Rm(290, c1527),
      A(43, c1527),
      H([50, 80], 'HBW', 'GB/T 1527 拉制管 (软态 M) 参考范围'),
      rho(8.47),
      E(103, cCDA('C27000', '20°C')),
      k(116, cCDA('C27000', '20°C')),
      alpha(20.3, cCDA('C27000', '20~300°C 平均线膨胀系数')),
      melt([905, 932], cCDA('C27000', '固相线~液相线')),
    ],
    sources: [
      'GB/T 5231-2012 (牌号与成分)',
      'GB/T 1527 铜及铜合金拉制管 (力学性能)',
      'CDA C27000 物理性能典型值',
    ],
  },
  {
    designation: 'QSn6.5-0.1',
    name: 'QSn6.5-0.1 锡磷青铜',
    category: 'mat.metal.copper',
    standard: 'GB/T 5231-2012',
    equivalents: { uns: 'C51900', en: 'CuSn6 (CW452K)', jis: 'C5191' },
    description: 'Sn 6.0~7.0 %，P 0.10~0.25 %；弹性和耐磨性好，用于弹簧片、接插件触点、轴套。',
    properties: [
      Rm(358, cCDA('C51900', '退火态 (OS035)'), false),
      Rp(186, cCDA('C51900', '退火态 (OS035)'), false),
      A(61, cCDA('C51900', '退火态 (OS035)'), false),
      H([70, 90], 'HBW', '软态 典型范围 (有色金属材料手册)'),
      rho(8.8),
      E(110, cCDA('C51900', '20°C')),
      k(65.8, cCDA('C51900', '20°C')),
      alpha(18, cCDA('C51900', '20~300°C 平均线膨胀系数')),
      melt([930, 1040], cCDA('C51900', '固相线~液相线')),
    ],
    sources: [
      'GB/T 5231-2012 (牌号与成分)',
      'CDA / Austral Wright C51900 数据表 (典型力学与物理性能)',
      '有色金属材料手册 (硬度典型范围)',
    ],
  },
  {
    designation: 'QAl9-4',
    name: 'QAl9-4 铝青铜',
    category: 'mat.metal.copper',
    standard: 'GB/T 5231-2012',
    equivalents: { uns: 'C62300 (近似)' },
    description:
      'Al 8.0~10.0 %，Fe 2.0~4.0 %；高强度耐磨，用于轴套、齿轮、蜗轮、阀座。未核实到可靠的 Rp0.2 典型值，故未列屈服强度。',
    properties: [
      Rm([500, 600], '软态 (退火) 典型范围 (有色金属材料手册)', false),
      A(40, '软态 (退火) 典型值 (有色金属材料手册)', false),
      H(110, 'HBW', '软态 (退火) 典型值 (有色金属材料手册)'),
      rho(7.5),
      E([110, 117], `20°C ${RANGE} (相近铝铁青铜 C62300/C62400, CDA)`),
      k(58.6, '20°C 典型值'),
      alpha(16.2, '20~300°C 平均线膨胀系数 典型值'),
      melt(1040, '液相线 典型值'),
    ],
    sources: [
      'GB/T 5231-2012 (牌号与成分)',
      '有色金属材料手册 (力学性能、物理性能典型值)',
      'CDA C62300/C62400 (弹性模量、热导率、线膨胀系数)',
    ],
  },
  {
    designation: 'C17200',
    name: 'C17200 铍青铜 (QBe2)',
    category: 'mat.metal.copper',
    standard: 'ASTM B194 / GB/T 5231-2012 (QBe2)',
    equivalents: { uns: 'C17200', gb: 'QBe2 (近似)', en: 'CuBe2 (CW101C)', jis: 'C1720' },
    description: 'Be 1.80~2.00 %；固溶时效后强度和弹性极高，用于精密弹簧、接插件、无火花工具。',
    properties: [
      Rm([1140, 1310], '固溶+时效 (TF00) 典型范围', false),
      Rp([965, 1205], '固溶+时效 (TF00) 典型范围', false),
      A([3, 10], '固溶+时效 (TF00) 典型范围', false),
      H([36, 42], 'HRC', '固溶+时效 (TF00) 典型范围'),
      rho(8.25),
      E(128),
      k(105, '时效态 20°C 典型值'),
      alpha(17.8, '20~200°C 平均线膨胀系数 典型值'),
      melt([865, 980], '固相线~液相线 典型值'),
    ],
    sources: ['Materion / CDA C17200 典型性能'],
  },
];

// ---- titanium -----------------------------------------------------------------------------------
const cB265 = 'ASTM B265 最小值 (退火态板材)';
const TITANIUM: MaterialDef[] = [
  {
    designation: 'TA1',
    name: 'TA1 工业纯钛 (Gr1)',
    category: 'mat.metal.titanium',
    standard: 'GB/T 3620.1-2016',
    equivalents: { astm: 'Grade 1', uns: 'R50250', din: '3.7025', jis: '1种 (TP270)' },
    description: '工业纯钛 1 级，塑性最好，用于化工设备、换热器、深冲件。',
    properties: [
      Rm(240, cB265),
      Rp([138, 310], 'ASTM B265 规定范围 (退火态板材)', false),
      A(24, cB265),
      H(120, 'HBW', '退火态 典型值'),
      rho(4.51),
      E(105),
      k(16),
      alpha(8.6, '20~93°C 平均线膨胀系数 典型值'),
      melt(1670, '液相线 典型值'),
    ],
    sources: [
      'GB/T 3620.1-2016 (牌号)',
      'ASTM B265 (Grade 1 力学性能)',
      'ASM / MatWeb Titanium Grade 1 物理性能、硬度典型值',
    ],
  },
  {
    designation: 'TA2',
    name: 'TA2 工业纯钛 (Gr2)',
    category: 'mat.metal.titanium',
    standard: 'GB/T 3620.1-2016',
    equivalents: { astm: 'Grade 2', uns: 'R50400', din: '3.7035', jis: '2种 (TP340)' },
    description: '最常用的工业纯钛，耐蚀性好，用于化工、海水、医疗器械。',
    properties: [
      Rm(345, cB265),
      Rp([275, 450], 'ASTM B265 规定范围 (退火态板材)', false),
      A(20, cB265),
      H(80, 'HRB', '退火态 典型值'),
      rho(4.51),
      E(105),
      k(16.4),
      alpha(8.6, '0~100°C 平均线膨胀系数 典型值'),
      melt(1665),
    ],
    sources: [
      'GB/T 3620.1-2016 (牌号)',
      'ASTM B265 (Grade 2 力学性能)',
      'ASM / MatWeb Titanium Grade 2 物理性能、硬度典型值',
    ],
  },
  {
    designation: 'TC4',
    name: 'TC4 钛合金 (Ti-6Al-4V)',
    category: 'mat.metal.titanium',
    standard: 'GB/T 3620.1-2016',
    equivalents: {
      astm: 'Grade 5 (Ti-6Al-4V)',
      uns: 'R56400',
      din: '3.7165',
      jis: 'TAP6400 (60种)',
      iso: 'ISO 5832-3 (近似, 植入级)',
    },
    description: '应用最广的 α+β 钛合金，比强度高，用于航空结构件、紧固件、医疗植入物。',
    properties: [
      Rm(895, cB265),
      Rp(828, cB265),
      A(10, cB265),
      H(36, 'HRC', '退火态 典型值'),
      rho(4.43),
      E(113.8),
      k(6.7),
      alpha(8.6, '20~100°C 平均线膨胀系数 典型值'),
      melt([1604, 1660], '固相线~液相线 典型值'),
    ],
    sources: [
      'GB/T 3620.1-2016 (牌号)',
      'ASTM B265 (Grade 5 力学性能)',
      'ASM / MatWeb Ti-6Al-4V (Grade 5) 物理性能、硬度典型值',
    ],
  },
];

// ---- engineering plastics -----------------------------------------------------------------------
function plastic(
  designation: string,
  name: string,
  note: string,
  props: MaterialProperty[],
  extraSources: string[] = [],
): MaterialDef {
  return {
    designation,
    name,
    category: 'mat.polymer.engineering',
    standard: 'GB/T 1844.1-2008',
    equivalents: { iso: `${designation.split(' ')[0]} (ISO 1043-1)` },
    description: `${note} 性能为${designation.includes('GF') ? '玻纤增强' : '未增强'}注塑级的典型范围 (23°C${designation.startsWith('PA') ? ', 干态' : ''})，具体以牌号数据表为准。`,
    properties: props,
    sources: [
      'GB/T 1844.1-2008 / ISO 1043-1 (名称与缩写)',
      '材料典型性能范围 (塑料工程手册, MatWeb/厂商数据表 典型值)',
      ...extraSources,
    ],
  };
}
const P23 = '23°C 典型范围';
const PDRY = '23°C 干态 典型范围';

const PLASTICS: MaterialDef[] = [
  plastic('PA6', 'PA6 聚酰胺6 (尼龙6)', '半结晶工程塑料，韧性好，吸湿后性能变化明显。', [
    rho([1.12, 1.14]),
    Rm([70, 85], PDRY, false),
    Rp([70, 85], `${PDRY} (屈服应力)`, false),
    H([115, 120], 'HRR', PDRY),
    E([2.6, 3.2], PDRY),
    k([0.23, 0.29], P23),
    alpha([80, 100], '23~55°C 典型范围'),
    melt([220, 225], '熔点 (DSC) 典型范围'),
  ]),
  plastic('PA66', 'PA66 聚酰胺66 (尼龙66)', '熔点高于 PA6，刚性和耐热性更好，用于结构件、齿轮、扎带。', [
    rho([1.13, 1.15]),
    Rm([80, 85], PDRY, false),
    Rp([80, 85], `${PDRY} (屈服应力)`, false),
    H([118, 121], 'HRR', PDRY),
    E([2.9, 3.2], PDRY),
    k([0.23, 0.29], P23),
    alpha([80, 100], '23~55°C 典型范围'),
    melt([260, 265], '熔点 (DSC) 典型范围'),
  ]),
  plastic('POM-C', 'POM 共聚甲醛', '结晶性好、尺寸稳定、自润滑，用于齿轮、轴套、卡扣。', [
    rho(1.41),
    Rm([60, 65], P23, false),
    Rp([60, 65], `${P23} (屈服应力)`, false),
    H([78, 84], 'HRM', P23),
    E([2.6, 2.9], P23),
    k(0.31),
    alpha([100, 120], '23~55°C 典型范围'),
    melt([165, 168], '熔点 (DSC) 典型范围'),
  ]),
  plastic(
    'POM-H',
    'POM-H 均聚甲醛 (Delrin 类)',
    '均聚甲醛，强度、刚性和熔点高于共聚甲醛，耐热水和碱性稍差，用于精密齿轮、轴承、紧固件。',
    [
      rho(1.42),
      Rm([70, 72], P23, false),
      Rp([70, 72], `${P23} (屈服应力)`, false),
      A([25, 45], `${P23} (断裂标称应变)`, false),
      H([90, 95], 'HRM', P23),
      E([2.9, 3.1], P23),
      k([0.3, 0.37], P23),
      alpha([100, 120], '23~55°C 典型范围'),
      melt([175, 178], '熔点 (DSC) 典型范围'),
    ],
    ['DuPont Delrin 100 数据表 (典型值)'],
  ),
  plastic('PC', 'PC 聚碳酸酯', '非结晶透明塑料，抗冲击性极好，用于外壳、灯罩、视窗。', [
    rho(1.2),
    Rm([60, 65], P23, false),
    Rp([60, 65], `${P23} (屈服应力)`, false),
    A(50, `${P23} (ISO 527 断裂标称应变, 多数牌号 > 50 %)`),
    H([70, 75], 'HRM', P23),
    E([2.3, 2.4], P23),
    k(0.2),
    alpha([65, 70], '23~55°C 典型范围'),
    tg([145, 150]),
    tgAsMelt([145, 150]),
  ]),
  plastic('ABS', 'ABS 丙烯腈-丁二烯-苯乙烯', '通用工程塑料，易成型、易电镀，用于外壳、面板。', [
    rho([1.03, 1.06]),
    Rm([40, 50], P23, false),
    Rp([40, 50], `${P23} (屈服应力)`, false),
    H([100, 112], 'HRR', P23),
    E([2.0, 2.6], P23),
    k([0.17, 0.19], P23),
    alpha([70, 100], '23~55°C 典型范围'),
    tg([100, 110]),
    tgAsMelt([100, 110], 'SAN 相 DSC 典型范围'),
  ]),
  plastic('PBT', 'PBT 聚对苯二甲酸丁二醇酯', '结晶快、电性能好，用于连接器、线圈骨架、汽车电器。', [
    rho([1.3, 1.31]),
    Rm([50, 60], P23, false),
    Rp([50, 60], `${P23} (屈服应力)`, false),
    E([2.4, 2.6], P23),
    k([0.19, 0.29], P23),
    melt([223, 225], '熔点 (DSC) 典型范围'),
  ]),
  plastic(
    'PEEK',
    'PEEK 聚醚醚酮',
    '特种工程塑料，耐高温、耐化学、高强度，用于航空、医疗、半导体零件。',
    [
      rho(1.3),
      Rm([98, 100], P23, false),
      Rp(98, '23°C 典型值 (屈服应力, Victrex 450G)', false),
      A(45, '23°C 典型值 (断裂伸长率, Victrex 450G)', false),
      H(99, 'HRM', '23°C 典型值 (Victrex 450G)'),
      E([3.6, 4.0], P23),
      k(0.29, '23°C 典型值 (Victrex 450G)'),
      melt(343, '熔点 (DSC) 典型值'),
      tg(143),
      alpha([45, 47], '低于 Tg 典型范围'),
    ],
    ['Victrex PEEK 450G 数据表 (典型值)'],
  ),
  plastic(
    'PEI',
    'PEI 聚醚酰亚胺 (Ultem 1000 类)',
    '非结晶特种工程塑料，耐热、阻燃、尺寸稳定，用于电子连接器、医疗器械、航空内饰。',
    [
      rho(1.27),
      Rm([105, 110], P23, false),
      Rp([105, 110], `${P23} (屈服应力)`, false),
      A([50, 60], `${P23} (断裂伸长率)`, false),
      H(109, 'HRM', '23°C 典型值 (Ultem 1000)'),
      E([3.2, 3.6], P23),
      k(0.22, '23°C 典型值 (Ultem 1000)'),
      alpha([50, 56], '23~150°C 流动方向 典型范围'),
      tg(217),
      tgAsMelt(217, 'DSC 典型值'),
    ],
    ['SABIC Ultem 1000 数据表 (典型值)'],
  ),
  plastic('PTFE', 'PTFE 聚四氟乙烯', '耐化学性和耐温性极好、摩擦系数极低，用于密封、衬里、绝缘件。', [
    rho([2.14, 2.2]),
    Rm([20, 35], P23, false),
    A([200, 400], `${P23} (断裂伸长率)`, false),
    H([50, 65], 'Shore D', P23),
    E([0.4, 0.55], P23),
    k(0.25),
    alpha([100, 160], '23~100°C 典型范围 (19°C 附近相变, 膨胀非线性)'),
    melt(327, '熔点 (DSC) 典型值'),
  ]),
  plastic('PP', 'PP 聚丙烯 (均聚)', '密度最低的通用塑料之一，耐化学性好，用于容器、管件、汽车内饰。', [
    rho([0.9, 0.91]),
    Rm([30, 40], P23, false),
    Rp([30, 40], `${P23} (屈服应力)`, false),
    H([70, 80], 'Shore D', P23),
    E([1.3, 1.8], P23),
    k(0.22),
    alpha([100, 150], '23~80°C 典型范围'),
    melt([160, 165], '熔点 (DSC) 典型范围'),
  ]),
  plastic('PE-UHMW', 'PE-UHMW 超高分子量聚乙烯', '耐磨性和冲击韧性极高，用于导轨、衬板、输送件。', [
    rho([0.93, 0.94]),
    Rm([35, 48], `${P23} (断裂强度)`, false),
    Rp([17, 23], `${P23} (屈服应力)`, false),
    A(50, `${P23} (ISO 527 断裂标称应变 > 50 %)`),
    H([60, 68], 'Shore D', P23),
    E([0.7, 0.8], P23),
    k([0.4, 0.42], P23),
    melt([130, 136], '熔点 (DSC) 典型范围'),
    alpha([150, 200], '23~80°C 典型范围'),
  ]),
  plastic(
    'PMMA',
    'PMMA 聚甲基丙烯酸甲酯 (亚克力, 浇铸板)',
    '非结晶透明塑料，透光率约 92 %、耐候性好，脆性断裂 (无屈服点)，用于灯罩、视窗、标牌、导光件。',
    [
      rho(1.19),
      Rm([70, 80], `${P23} (断裂强度)`, false),
      A([4, 6], `${P23} (断裂伸长率)`, false),
      H([90, 105], 'HRM', P23),
      E([3.0, 3.3], P23),
      k(0.19),
      alpha([70, 77], '0~50°C 典型范围'),
      tg([100, 110]),
      tgAsMelt([100, 110]),
    ],
    ['Röhm Plexiglas GS / Lucite Perspex 浇铸板数据表 (典型值)'],
  ),
  plastic(
    'PVC-U',
    'PVC-U 硬质聚氯乙烯',
    '非结晶硬质塑料，耐酸碱、阻燃、易焊接，用于化工管道、阀门、槽罐、电气护套。',
    [
      rho([1.38, 1.45]),
      Rm([45, 58], `${P23} (屈服应力)`, false),
      Rp([45, 58], `${P23} (屈服应力)`, false),
      A([10, 50], `${P23} (断裂伸长率, 随牌号变化)`, false),
      H([80, 85], 'Shore D', P23),
      E([2.7, 3.3], P23),
      k(0.16),
      alpha([70, 80], '23~55°C 典型范围'),
      tg([75, 85]),
      tgAsMelt([75, 85]),
    ],
  ),
  plastic(
    'PPS-GF40',
    'PPS-GF40 聚苯硫醚 (40% 玻纤增强)',
    '耐高温、阻燃、尺寸稳定，用于电子电器、汽车、泵件。脆性断裂，无屈服点。',
    [
      rho([1.65, 1.66]),
      Rm([180, 195], '23°C 典型范围 (断裂应力)', false),
      A([1.5, 2], '23°C 典型范围 (断裂应变)', false),
      H(100, 'HRM', '23°C 典型值 (Ryton R-4)'),
      E([13, 15], '23°C 典型范围'),
      k(0.3),
      alpha([15, 40], '23~80°C 典型范围 (流动方向~垂直方向, 各向异性)'),
      melt([280, 285], '熔点 (DSC) 典型范围'),
    ],
    ['Solvay Ryton R-4 / Celanese Fortron 1140L4 数据表 (典型值)'],
  ),
];

export const MATERIALS: MaterialDef[] = [
  ...STRUCTURAL,
  ...QUALITY,
  ...ALLOY,
  ...BEARING,
  ...STAINLESS,
  ...CAST_IRONS,
  ...ALUMINIUM,
  ...COPPER,
  ...TITANIUM,
  ...PLASTICS,
];

/**
 * Core properties a grade deliberately does not carry, with the reason. Everything else has all nine of
 * CORE_PROPERTY_KEYS (the test checks both ways: no missing key outside this list, no listed key present).
 */
export const MATERIAL_PROPERTY_EXCEPTIONS: Record<string, Partial<Record<string, string>>> = {
  GCr15: {
    tensile_strength: 'GB/T 18254 按球化退火硬度交货，不规定拉伸性能；淬回火后以硬度 (HRC) 验收',
    yield_strength: '同上',
    elongation: '同上',
  },
  '38CrMoAl': { thermal_conductivity: '含 Al 约 1 % 的渗氮钢，未找到可靠的热导率数据' },
  H62: { yield_strength: 'GB/T 铜材标准不规定 Rp0.2，未核实到可靠的典型值' },
  H65: { yield_strength: 'GB/T 铜材标准不规定 Rp0.2，未核实到可靠的典型值' },
  'QAl9-4': { yield_strength: '未核实到可靠的 Rp0.2 典型值' },
  PA6: { elongation: '干态断裂伸长率随牌号与测试标准 (ISO 527 / ASTM D638) 差异很大，未给单一范围' },
  PA66: { elongation: '同 PA6' },
  'POM-C': { elongation: '断裂伸长率随牌号差异大，未核实到可靠的典型范围' },
  ABS: { elongation: '断裂伸长率随牌号 (通用级/高抗冲级) 差异大，未给单一范围' },
  PP: { elongation: '断裂伸长率随牌号与测试条件差异大 (数十 % 至数百 %)，未给单一范围' },
  PBT: {
    elongation: '断裂伸长率随牌号差异大，未给单一范围',
    hardness: '未核实到可靠的洛氏硬度典型值',
    thermal_expansion: '各厂商数据差异大，未核实到可靠的典型范围',
  },
  PTFE: { yield_strength: '未核实到可靠的屈服应力典型值' },
  PMMA: { yield_strength: '脆性断裂，无屈服点 (ISO 527 只给断裂应力)' },
  'PPS-GF40': { yield_strength: '玻纤增强，脆性断裂，无屈服点 (ISO 527 只给断裂应力)' },
};
