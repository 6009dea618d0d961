/**
 * The rules of "can B replace A", as data: for each group of leaf categories, which parameters must be equal
 * (the key values), which are ratings and in which direction one is better, and how candidates are found.
 *
 *   const rule = ruleFor('comp.passive.capacitor.mlcc');   // → MLCC rule, or undefined (no rules for it)
 *   rule.params.find((p) => p.key === 'dielectric');       // { key, check: 'order', order: DIELECTRIC_ORDER }
 *
 * A drop-in alternate: same category, same package (components), every `same` parameter equal and every
 * rating at least as good. Anything else that shares the key values is a functional alternate, with the
 * parameters that make it so. Used by alternates.match.ts (the judgement) and alternates.service.ts (the
 * candidate query).
 *
 * Sources of the orders:
 * - dielectrics: EIA RS-198 / IEC 60384-1 temperature characteristic codes (class 1 C0G: 0 ± 30 ppm/K; class 2
 *   letter = low temperature, digit = high temperature, letter = ΔC: X8R −55…+150 °C ±15 %, X8L (KYOCERA AVX)
 *   −55…+150 °C ±15 % to +125 °C then +15/−40 %, X7R −55…+125 °C ±15 %, X7S ±22 %, X5R −55…+85 °C ±15 %,
 *   Y5V −30…+85 °C +22/−82 %);
 * - property classes: GB/T 3098.1 / ISO 898-1 (bolts, minimum tensile strength rises with the class),
 *   GB/T 3098.2 / ISO 898-2 (nuts), GB/T 3098.6 / ISO 3506-1 (stainless A2/A4 -50/-70/-80);
 * - bearing tolerance classes: GB/T 307.1 / ISO 492 (普通级 = P0 < 6 < 6X < 5);
 * - chip resistor and MLCC ratings: the makers' datasheets (a higher rated voltage or power, a tighter
 *   tolerance or TCR is at least as good in every circuit the original part fits).
 */

/** How one parameter of a candidate is judged against the original. */
export type ParamCheck =
  /** a key value (resistance, capacitance, bore, thread and length): an item that differs is no alternate at all */
  | 'key'
  /** must be equal for a drop-in (a property whose change is no upgrade: seal type, clearance); else functional */
  | 'same'
  /** a higher value is better (voltage, power, load rating) */
  | 'higher'
  /** a lower value is better (tolerance, TCR, DCR, RDS(on), forward voltage) */
  | 'lower'
  /** an enum whose options are ordered best first (`order`) */
  | 'order'
  /** a range that must cover the original's (operating temperature) */
  | 'covers'
  /** shown when it differs, never blocks a drop-in (packaging, film technology) */
  | 'info';

export interface ParamRule {
  key: string;
  check: ParamCheck;
  /** options best first, for check 'order' */
  order?: readonly string[];
  /**
   * For a relative tolerance: the key of the same tolerance given as an absolute value (MLCC ±0.25 pF) and the
   * key it is relative to, so that ±0.25 pF on 1 pF compares with ±5 %.
   */
  absolute?: { key: string; relativeTo: string };
  /** why this parameter matters, shown beside a difference that makes the candidate only functional */
  why?: string;
}

export interface AlternateRule {
  /** a short Chinese name of the rule, shown on the page */
  name: string;
  /** leaf category codes it applies to: exact codes or prefixes ending in '.' */
  categories: readonly string[];
  /**
   * How candidates are found: 'size' = same category and the same main size value (item.size_si, the
   * category's first numeric parameter, which for these categories is the key value: resistance,
   * capacitance, inductance, bore d ...), through index item_alternates_idx; 'category' = every public item
   * of the category (small categories whose first numeric parameter is a rating). Either way the other 'key'
   * parameters are compared in SQL too (length, basic designation ...), so few rows are read.
   */
  candidates: 'size' | 'category';
  /** components: the package must be equal (same footprint) */
  samePackage: boolean;
  params: readonly ParamRule[];
  /** a caveat that keeps every candidate functional (pin-outs differ within one package) */
  caveat?: string;
}

/** MLCC dielectrics, best first (see the sources above). Y5V is not held today; kept so that it ranks. */
export const DIELECTRIC_ORDER = ['C0G (NP0)', 'X8R', 'X8L', 'X7R', 'X7S', 'X5R', 'Y5V'] as const;

/** Steel bolt and screw property classes, strongest first (ISO 898-1); stainless ones are a different material. */
export const BOLT_CLASS_ORDER = ['12.9', '10.9', '8.8', '5.8', '5.6', '4.8', '4.6'] as const;
export const STAINLESS_CLASS_ORDER = ['A4-80', 'A4-70', 'A4-50', 'A2-80', 'A2-70', 'A2-50'] as const;
export const NUT_CLASS_ORDER = ['12', '10', '8', '6', '5', '05', '04'] as const;
export const BEARING_TOLERANCE_ORDER = ['5级', '6X级', '6级', '普通级'] as const;
export const AEC_ORDER = ['是', '否'] as const;

const RESISTOR_PARAMS: readonly ParamRule[] = [
  { key: 'resistance', check: 'key' },
  { key: 'tolerance', check: 'lower', why: '精度更宽' },
  { key: 'power', check: 'higher', why: '额定功率更低' },
  { key: 'tcr', check: 'lower', why: '温度系数更大' },
  { key: 'max_voltage', check: 'higher', why: '最大工作电压更低' },
  { key: 'aec_q200', check: 'order', order: AEC_ORDER, why: '不是车规 AEC-Q200' },
  { key: 'elements', check: 'key' },
  { key: 'circuit', check: 'key' },
  { key: 'terminal', check: 'same', why: '电极形式不同，焊盘不同' },
  { key: 'technology', check: 'info' },
  { key: 'packaging', check: 'info' },
];

const FASTENER_PARAMS: readonly ParamRule[] = [
  { key: 'thread', check: 'key' },
  { key: 'size', check: 'key' },
  { key: 'd', check: 'key' },
  { key: 'd1', check: 'key' },
  { key: 'pitch', check: 'key' },
  { key: 'l', check: 'key' },
  { key: 'b', check: 'same', why: '螺纹长度不同' },
  { key: 'thread_form', check: 'same' },
  { key: 'point', check: 'same' },
  { key: 'recess_type', check: 'same' },
  { key: 'material', check: 'same', why: '材料不同' },
  {
    key: 'property_class',
    check: 'order',
    order: [...BOLT_CLASS_ORDER, ...NUT_CLASS_ORDER, ...STAINLESS_CLASS_ORDER],
    why: '性能等级更低或不可比',
  },
  { key: 'product_grade', check: 'order', order: ['A', 'B', 'C'], why: '产品等级更低' },
  { key: 'tolerance', check: 'same' },
  { key: 'type', check: 'same' },
  { key: 'finish', check: 'same', why: '表面处理不同（防腐与摩擦系数不同）' },
];

const BEARING_PARAMS: readonly ParamRule[] = [
  { key: 'basic_designation', check: 'key' },
  { key: 'd', check: 'key' },
  { key: 'D', check: 'key' },
  { key: 'B', check: 'key' },
  { key: 'T', check: 'key' },
  { key: 'C', check: 'key' },
  { key: 'Fw', check: 'key' },
  {
    key: 'seal',
    check: 'same',
    why: '密封/防尘形式不同，不能直接互换（防尘盖 Z/ZZ/2Z 为非接触钢板盖，密封圈 RS/2RS/DDU/2RSR 为接触式橡胶密封，开式无防护）',
  },
  { key: 'clearance', check: 'same', why: '径向游隙不同，需按工况（配合、温升）确认' },
  { key: 'contact_angle', check: 'same', why: '接触角不同' },
  { key: 'arrangement', check: 'same', why: '配对方式不同' },
  { key: 'bearing_type', check: 'key' },
  { key: 'bore_type', check: 'same', why: '内孔形式不同' },
  { key: 'dust_cover', check: 'same', why: '防尘盖不同' },
  { key: 'lubrication', check: 'same' },
  { key: 'shaft_unit', check: 'key' },
  { key: 'housing', check: 'same' },
  { key: 'insert_bearing', check: 'same' },
  { key: 'cr', check: 'higher', why: '额定动载荷更低' },
  { key: 'c0r', check: 'higher', why: '额定静载荷更低' },
  { key: 'ca', check: 'higher', why: '额定动载荷更低' },
  { key: 'c0a', check: 'higher', why: '额定静载荷更低' },
  { key: 'tolerance_class', check: 'order', order: BEARING_TOLERANCE_ORDER, why: '公差等级更低' },
  { key: 'design', check: 'info' },
  { key: 'cage', check: 'info' },
];

const PINOUT = '同一封装内各厂引脚排列可能不同，需按数据手册核对引脚后使用';

export const ALTERNATE_RULES: readonly AlternateRule[] = [
  {
    name: '贴片/MELF/插件电阻、排阻',
    categories: ['comp.passive.resistor.'],
    candidates: 'size',
    samePackage: true,
    params: RESISTOR_PARAMS,
  },
  {
    name: '多层陶瓷电容',
    categories: ['comp.passive.capacitor.mlcc'],
    candidates: 'size',
    samePackage: true,
    params: [
      { key: 'capacitance', check: 'key' },
      { key: 'rated_voltage', check: 'higher', why: '额定电压更低' },
      { key: 'dielectric', check: 'order', order: DIELECTRIC_ORDER, why: '介质等级更低（温度特性更差）' },
      {
        key: 'tolerance',
        check: 'lower',
        absolute: { key: 'tolerance_abs', relativeTo: 'capacitance' },
        why: '精度更宽',
      },
      { key: 'packaging', check: 'info' },
    ],
  },
  {
    name: '钽电容',
    categories: ['comp.passive.capacitor.tantalum'],
    candidates: 'size',
    samePackage: true,
    params: [
      { key: 'capacitance', check: 'key' },
      { key: 'case_eia', check: 'same', why: '壳体尺寸不同' },
      { key: 'rated_voltage', check: 'higher', why: '额定电压更低' },
      { key: 'category_voltage', check: 'higher', why: '类别电压更低' },
      { key: 'tolerance', check: 'lower', why: '精度更宽' },
      { key: 'operating_temperature', check: 'covers', why: '工作温度范围不覆盖' },
      { key: 'termination', check: 'info' },
    ],
  },
  {
    name: '贴片电感',
    categories: ['comp.passive.inductor.chip'],
    candidates: 'size',
    samePackage: true,
    params: [
      { key: 'inductance', check: 'key' },
      {
        key: 'tolerance',
        check: 'lower',
        absolute: { key: 'tolerance_abs', relativeTo: 'inductance' },
        why: '精度更宽',
      },
      { key: 'rated_current', check: 'higher', why: '额定电流更低' },
      { key: 'dcr', check: 'lower', why: '直流电阻更大' },
      { key: 'construction', check: 'info' },
    ],
  },
  {
    name: '二极管',
    categories: ['comp.discrete.diode.general'],
    candidates: 'category',
    samePackage: true,
    caveat: PINOUT,
    params: [
      { key: 'diode_type', check: 'key' },
      { key: 'configuration', check: 'key' },
      { key: 'vrrm', check: 'higher', why: '反向耐压更低' },
      { key: 'if_avg', check: 'higher', why: '正向电流更小' },
      { key: 'vf', check: 'lower', why: '正向压降更大' },
      { key: 'ifsm', check: 'higher', why: '浪涌电流更小' },
      { key: 'trr', check: 'lower', why: '反向恢复更慢' },
    ],
  },
  {
    name: 'TVS 二极管',
    categories: ['comp.discrete.diode.tvs'],
    candidates: 'size',
    samePackage: true,
    params: [
      { key: 'vrwm', check: 'key' },
      { key: 'polarity', check: 'same' },
      { key: 'ppp', check: 'higher', why: '峰值脉冲功率更低' },
    ],
  },
  {
    name: '稳压二极管',
    categories: ['comp.discrete.diode.zener'],
    candidates: 'size',
    samePackage: true,
    caveat: PINOUT,
    params: [
      { key: 'vz', check: 'key' },
      { key: 'vz_tolerance', check: 'lower', why: '稳压值精度更宽' },
      { key: 'pd', check: 'higher', why: '耗散功率更低' },
    ],
  },
  {
    name: '三极管',
    categories: ['comp.discrete.transistor.bjt'],
    candidates: 'category',
    samePackage: true,
    caveat: PINOUT,
    params: [
      { key: 'polarity', check: 'key' },
      { key: 'vceo', check: 'higher', why: '耐压更低' },
      { key: 'ic', check: 'higher', why: '集电极电流更小' },
      { key: 'pd', check: 'higher', why: '耗散功率更低' },
    ],
  },
  {
    name: 'MOSFET',
    categories: ['comp.discrete.transistor.mosfet'],
    candidates: 'category',
    samePackage: true,
    caveat: PINOUT,
    params: [
      { key: 'channel', check: 'key' },
      { key: 'vds', check: 'higher', why: '耐压更低' },
      { key: 'id', check: 'higher', why: '漏极电流更小' },
      { key: 'rds_on', check: 'lower', why: '导通电阻更大' },
      { key: 'rds_vgs', check: 'info' },
    ],
  },
  {
    name: '线性稳压器',
    categories: ['comp.ic.power.ldo'],
    candidates: 'size',
    samePackage: true,
    caveat: PINOUT,
    params: [
      { key: 'output_type', check: 'key' },
      { key: 'vout', check: 'key' },
      { key: 'iout', check: 'higher', why: '输出电流更小' },
      { key: 'vin_max', check: 'higher', why: '最大输入电压更低' },
      { key: 'dropout', check: 'lower', why: '压差更大' },
      { key: 'dropout_at', check: 'info' },
    ],
  },
  {
    name: '滚动轴承',
    categories: ['part.bearing.'],
    candidates: 'size',
    samePackage: false,
    params: BEARING_PARAMS,
  },
  {
    name: '标准紧固件',
    categories: [
      'part.fastener.bolt.',
      'part.fastener.screw.',
      'part.fastener.nut.',
      'part.fastener.washer.',
      'part.fastener.pin.',
    ],
    candidates: 'size',
    samePackage: false,
    params: FASTENER_PARAMS,
  },
];

/** The rule of a leaf category, or undefined when alternates are not judged for it. */
export function ruleFor(categoryCode: string): AlternateRule | undefined {
  return ALTERNATE_RULES.find((r) =>
    r.categories.some((c) => (c.endsWith('.') ? categoryCode.startsWith(c) : categoryCode === c)),
  );
}
