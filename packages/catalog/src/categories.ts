// Category tree of the three libraries. Leaf categories declare their parameters.
import { type Category, type Dimension, Kind, type ParamDef } from './types.ts';

const num = (key: string, name: string, unit: string, dimension: Dimension, required = false): ParamDef => ({
  key,
  name,
  unit,
  dimension,
  type: 'numeric',
  filterable: true,
  comparable: true,
  ...(required ? { required } : {}),
});
const en = (key: string, name: string, options: string[], required = false): ParamDef => ({
  key,
  name,
  unit: '',
  dimension: 'none',
  type: 'enum',
  filterable: true,
  comparable: true,
  options,
  ...(required ? { required } : {}),
});
const tx = (key: string, name: string, filterable = false): ParamDef => ({
  key,
  name,
  unit: '',
  dimension: 'none',
  type: 'text',
  filterable,
  comparable: true,
});

// ---- shared enums -------------------------------------------------------------------------------
export const FASTENER_MATERIALS = ['钢', '不锈钢', '有色金属'];
export const BOLT_CLASSES = [
  '5.6',
  '8.8',
  '10.9',
  '12.9',
  'A2-70',
  'A4-70',
  'A2-50',
  'A4-50',
  'CU2',
  'CU3',
  'AL4',
  '按协议',
];
export const NUT_CLASSES = [
  '6',
  '8',
  '10',
  'A2-70',
  'A4-70',
  'A2-50',
  'A4-50',
  'CU2',
  'CU3',
  'AL4',
  '按协议',
];
export const CROSS_SCREW_CLASSES = ['4.8', 'A2-50', 'A2-70', 'CU2', 'CU3', 'AL4'];
export const HEXALOBULAR_SCREW_CLASSES = ['4.8', '5.8', 'A2-70', 'A3-70', 'CU2', 'CU3', 'AL4'];
export const SLOTTED_SCREW_CLASSES = ['4.8', '5.8', 'A2-50', 'A2-70', 'CU2', 'CU3', 'AL4'];
export const THIN_NUT_CLASSES = [
  '04',
  '05',
  'A2-035',
  'A4-035',
  'A2-025',
  'A4-025',
  'CU2',
  'CU3',
  'AL4',
  '按协议',
];
export const STYLE2_NUT_CLASSES = ['12'];
export const LOCK_NUT_CLASSES = ['5', '8', '10'];
export const THIN_LOCK_NUT_CLASSES = ['04', '05'];
export const SET_SCREW_CLASSES = ['45H'];
export const GRADE_C_BOLT_CLASSES = ['4.6', '4.8', '按协议'];
export const FINISHES = ['不经处理', '氧化', '电镀', '非电解锌片涂层', '磷化', '镀锌钝化', '简单处理'];
export const WASHER_CLASSES = ['200HV', '300HV', 'A2', 'A4', 'F1', 'C1', 'C4'];
export const BEARING_SEALS = ['开式', '单面防尘盖', '双面防尘盖', '单面密封圈', '双面密封圈'];
export const BEARING_CLEARANCES = ['CN', 'C3'];
/** Tolerance classes of GB/T 307.1 written as GB/T 272 suffixes (普通级 = no suffix, /P6, /P5). */
export const BEARING_TOLERANCES = ['普通级', '6级', '5级'];
/** Radial internal clearance groups of GB/T 4604.1 offered in the extension bearing families. */
export const BEARING_CLEARANCES_EXT = ['C2', 'CN', 'C3', 'C4'];
export const RESISTOR_TECH = ['厚膜', '薄膜'];
/** MLCC dielectrics (EIA class 1 / class 2 codes; X8L is KYOCERA AVX's -55 to +150 °C characteristic). */
export const MLCC_DIELECTRICS = ['C0G (NP0)', 'X7R', 'X5R', 'X7S', 'X8R', 'X8L'];
export const LIFECYCLES = ['active', 'nrnd', 'eol', 'obsolete'];

const THREAD = tx('thread', '螺纹规格', true);
const D_NOM = num('d', '公称直径 d', 'mm', 'length', true);
const PITCH = num('pitch', '螺距 P', 'mm', 'length');
const FASTENER_MATERIAL = en('material', '材料', FASTENER_MATERIALS, true);
const FINISH = en('finish', '表面处理', FINISHES);

const materialParams: ParamDef[] = [
  num('density', '密度 ρ', 'g/cm³', 'density'),
  num('elastic_modulus', '弹性模量 E', 'GPa', 'stress'),
  num('tensile_strength', '抗拉强度 Rm', 'MPa', 'stress'),
  num('yield_strength', '屈服强度 ReL/Rp0.2', 'MPa', 'stress'),
  num('elongation', '断后伸长率 A', '%', 'ratio'),
  tx('hardness', '硬度', false),
  num('thermal_conductivity', '热导率 λ', 'W/(m·K)', 'thermal_conductivity'),
  num('thermal_expansion', '线膨胀系数 α', '×10⁻⁶/K', 'thermal_expansion'),
  num('melting_range', '熔化温度(范围)', '°C', 'temperature'),
  num('glass_transition', '玻璃化温度 Tg', '°C', 'temperature'),
];

type Node = Omit<Category, 'kind' | 'parentCode' | 'sort' | 'params'> & {
  params?: ParamDef[];
  children?: Node[];
};

const partTree: Node[] = [
  {
    code: 'part.fastener',
    name: '紧固件',
    nameEn: 'Fasteners',
    children: [
      {
        code: 'part.fastener.bolt',
        name: '螺栓',
        nameEn: 'Bolts',
        children: [
          {
            code: 'part.fastener.bolt.hex',
            name: '六角头螺栓',
            nameEn: 'Hexagon head bolts',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('s', '对边宽度 s', 'mm', 'length'),
              num('k', '头部高度 k', 'mm', 'length'),
              num('b', '螺纹长度 b (参考)', 'mm', 'length'),
              en('thread_form', '螺纹型式', ['部分螺纹', '全螺纹']),
              en('product_grade', '产品等级', ['A', 'B']),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', BOLT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.bolt.hex-c',
            name: '六角头螺栓 C级',
            nameEn: 'Hexagon head bolts, product grade C',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('s', '对边宽度 s', 'mm', 'length'),
              num('k', '头部高度 k', 'mm', 'length'),
              num('b', '螺纹长度 b (参考)', 'mm', 'length'),
              en('thread_form', '螺纹型式', ['部分螺纹', '全螺纹']),
              en('product_grade', '产品等级', ['C']),
              en('material', '材料', ['钢'], true),
              en('property_class', '性能等级', GRADE_C_BOLT_CLASSES, true),
              FINISH,
            ],
          },
        ],
      },
      {
        code: 'part.fastener.screw',
        name: '螺钉',
        nameEn: 'Screws',
        children: [
          {
            code: 'part.fastener.screw.socket-cap',
            name: '内六角圆柱头螺钉',
            nameEn: 'Hexagon socket head cap screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk', 'mm', 'length'),
              num('k', '头部高度 k', 'mm', 'length'),
              num('s', '内六角对边 s', 'mm', 'length'),
              num('b', '螺纹长度 b (参考)', 'mm', 'length'),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', BOLT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.socket-button',
            name: '内六角圆头螺钉',
            nameEn: 'Hexagon socket button head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              num('s', '内六角对边 s', 'mm', 'length'),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', BOLT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.socket-countersunk',
            name: '内六角沉头螺钉',
            nameEn: 'Hexagon socket countersunk head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (理论值 max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              num('s', '内六角对边 s', 'mm', 'length'),
              num('b', '螺纹长度 b (参考)', 'mm', 'length'),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', BOLT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.cross-pan',
            name: '十字槽盘头螺钉',
            nameEn: 'Cross recessed pan head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              en('recess_type', '十字槽型式', ['H', 'Z']),
              tx('recess_no', '十字槽号', true),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', CROSS_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.cross-countersunk',
            name: '十字槽沉头螺钉',
            nameEn: 'Cross recessed countersunk head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (理论值 max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              en('recess_type', '十字槽型式', ['H', 'Z']),
              tx('recess_no', '十字槽号', true),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', CROSS_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.slotted-cheese',
            name: '开槽圆柱头螺钉',
            nameEn: 'Slotted cheese head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              num('n', '槽宽 n (min)', 'mm', 'length'),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', SLOTTED_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.slotted-pan',
            name: '开槽盘头螺钉',
            nameEn: 'Slotted pan head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              num('n', '槽宽 n (min)', 'mm', 'length'),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', SLOTTED_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.slotted-countersunk',
            name: '开槽沉头螺钉',
            nameEn: 'Slotted countersunk head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (理论值 max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              num('n', '槽宽 n (min)', 'mm', 'length'),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', SLOTTED_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.slotted-raised-countersunk',
            name: '开槽半沉头螺钉',
            nameEn: 'Slotted raised countersunk head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (理论值 max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              num('n', '槽宽 n (min)', 'mm', 'length'),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', SLOTTED_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.cross-cheese',
            name: '十字槽圆柱头螺钉',
            nameEn: 'Cross recessed cheese head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              en('recess_type', '十字槽型式', ['H', 'Z']),
              tx('recess_no', '十字槽号', true),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', CROSS_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.cross-raised-countersunk',
            name: '十字槽半沉头螺钉',
            nameEn: 'Cross recessed raised countersunk head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (理论值 max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              en('recess_type', '十字槽型式', ['H', 'Z']),
              tx('recess_no', '十字槽号', true),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', CROSS_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.hexalobular-pan',
            name: '内六角花形盘头螺钉',
            nameEn: 'Hexalobular socket pan head screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              num('dk', '头部直径 dk (max)', 'mm', 'length'),
              num('k', '头部高度 k (max)', 'mm', 'length'),
              tx('drive', '内六角花形槽号', true),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', HEXALOBULAR_SCREW_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.screw.socket-set',
            name: '内六角紧定螺钉',
            nameEn: 'Hexagon socket set screws',
            params: [
              THREAD,
              D_NOM,
              PITCH,
              num('l', '公称长度 l', 'mm', 'length', true),
              en('point', '末端型式', ['平端', '锥端', '圆柱端', '凹端']),
              num('dp', '末端直径 dp (max)', 'mm', 'length'),
              num('s', '内六角对边 s', 'mm', 'length'),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', SET_SCREW_CLASSES, true),
              FINISH,
            ],
          },
        ],
      },
      {
        code: 'part.fastener.nut',
        name: '螺母',
        nameEn: 'Nuts',
        children: [
          {
            code: 'part.fastener.nut.hex',
            name: '六角螺母',
            nameEn: 'Hexagon nuts',
            params: [
              THREAD,
              num('d', '螺纹直径 D', 'mm', 'length', true),
              PITCH,
              num('s', '对边宽度 s', 'mm', 'length'),
              num('m', '螺母高度 m (max)', 'mm', 'length'),
              num('e', '对角宽度 e (min)', 'mm', 'length'),
              en('product_grade', '产品等级', ['A', 'B']),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', NUT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.nut.hex-thin',
            name: '六角薄螺母',
            nameEn: 'Hexagon thin nuts',
            params: [
              THREAD,
              num('d', '螺纹直径 D', 'mm', 'length', true),
              PITCH,
              num('s', '对边宽度 s', 'mm', 'length'),
              num('m', '螺母高度 m (max)', 'mm', 'length'),
              num('e', '对角宽度 e (min)', 'mm', 'length'),
              en('product_grade', '产品等级', ['A', 'B']),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', THIN_NUT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.nut.hex-style2',
            name: '2型六角螺母',
            nameEn: 'Hexagon nuts, style 2',
            params: [
              THREAD,
              num('d', '螺纹直径 D', 'mm', 'length', true),
              PITCH,
              num('s', '对边宽度 s', 'mm', 'length'),
              num('m', '螺母高度 m (max)', 'mm', 'length'),
              num('e', '对角宽度 e (min)', 'mm', 'length'),
              en('product_grade', '产品等级', ['A', 'B']),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', STYLE2_NUT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.nut.nylon-insert',
            name: '非金属嵌件六角锁紧螺母',
            nameEn: 'Prevailing torque hexagon nuts with non-metallic insert',
            params: [
              THREAD,
              num('d', '螺纹直径 D', 'mm', 'length', true),
              PITCH,
              num('s', '对边宽度 s', 'mm', 'length'),
              num('h', '螺母高度 h (max)', 'mm', 'length'),
              num('m', '螺纹高度 m (min)', 'mm', 'length'),
              num('e', '对角宽度 e (min)', 'mm', 'length'),
              en('product_grade', '产品等级', ['A', 'B']),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', LOCK_NUT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.nut.all-metal-lock',
            name: '全金属六角锁紧螺母',
            nameEn: 'Prevailing torque type all-metal hexagon nuts',
            params: [
              THREAD,
              num('d', '螺纹直径 D', 'mm', 'length', true),
              PITCH,
              num('s', '对边宽度 s', 'mm', 'length'),
              num('h', '螺母高度 h (max)', 'mm', 'length'),
              num('e', '对角宽度 e (min)', 'mm', 'length'),
              en('product_grade', '产品等级', ['A', 'B']),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', LOCK_NUT_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.nut.nylon-insert-thin',
            name: '非金属嵌件六角锁紧薄螺母',
            nameEn: 'Prevailing torque hexagon thin nuts with non-metallic insert',
            params: [
              THREAD,
              num('d', '螺纹直径 D', 'mm', 'length', true),
              PITCH,
              num('s', '对边宽度 s', 'mm', 'length'),
              num('h', '螺母高度 h (max)', 'mm', 'length'),
              num('m', '螺纹高度 m (min)', 'mm', 'length'),
              num('e', '对角宽度 e (min)', 'mm', 'length'),
              en('product_grade', '产品等级', ['A', 'B']),
              FASTENER_MATERIAL,
              en('property_class', '性能等级', THIN_LOCK_NUT_CLASSES, true),
              FINISH,
            ],
          },
        ],
      },
      {
        code: 'part.fastener.washer',
        name: '垫圈',
        nameEn: 'Washers',
        children: [
          {
            code: 'part.fastener.washer.plain',
            name: '平垫圈',
            nameEn: 'Plain washers',
            params: [
              num('size', '规格 (螺纹大径)', 'mm', 'length', true),
              num('d1', '内径 d1 (min)', 'mm', 'length'),
              num('d2', '外径 d2 (max)', 'mm', 'length'),
              num('h', '厚度 h (公称)', 'mm', 'length'),
              en('material', '材料', ['钢', '不锈钢'], true),
              en('property_class', '性能等级', WASHER_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.washer.spring',
            name: '弹簧垫圈',
            nameEn: 'Spring lock washers',
            params: [
              num('size', '规格 (螺纹大径)', 'mm', 'length', true),
              num('d1', '内径 d (min)', 'mm', 'length'),
              num('s', '厚度/宽度 s(b) (公称)', 'mm', 'length'),
              num('H', '自由高度 H (max)', 'mm', 'length'),
              en('material', '材料', ['65Mn', '70', '60Si2Mn', '3Cr13', '1Cr18Ni9Ti', 'QSi3-1'], true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.washer.plain-chamfered',
            name: '倒角型平垫圈',
            nameEn: 'Plain washers, chamfered',
            params: [
              num('size', '规格 (螺纹大径)', 'mm', 'length', true),
              num('d1', '内径 d1 (min)', 'mm', 'length'),
              num('d2', '外径 d2 (max)', 'mm', 'length'),
              num('h', '厚度 h (公称)', 'mm', 'length'),
              en('material', '材料', ['钢', '不锈钢'], true),
              en('property_class', '性能等级', WASHER_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.washer.small',
            name: '小垫圈',
            nameEn: 'Plain washers, small series',
            params: [
              num('size', '规格 (螺纹大径)', 'mm', 'length', true),
              num('d1', '内径 d1 (min)', 'mm', 'length'),
              num('d2', '外径 d2 (max)', 'mm', 'length'),
              num('h', '厚度 h (公称)', 'mm', 'length'),
              en('material', '材料', ['钢', '不锈钢'], true),
              en('property_class', '性能等级', WASHER_CLASSES, true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.washer.large',
            name: '大垫圈',
            nameEn: 'Plain washers, large series',
            params: [
              num('size', '规格 (螺纹大径)', 'mm', 'length', true),
              num('d1', '内径 d1 (min)', 'mm', 'length'),
              num('d2', '外径 d2 (max)', 'mm', 'length'),
              num('h', '厚度 h (公称)', 'mm', 'length'),
              en('material', '材料', ['钢', '不锈钢'], true),
              en('property_class', '性能等级', WASHER_CLASSES, true),
              FINISH,
            ],
          },
        ],
      },
      {
        code: 'part.fastener.pin',
        name: '销',
        nameEn: 'Pins',
        children: [
          {
            code: 'part.fastener.pin.parallel',
            name: '圆柱销',
            nameEn: 'Parallel pins',
            params: [
              num('d', '公称直径 d', 'mm', 'length', true),
              num('l', '公称长度 l', 'mm', 'length', true),
              en('tolerance', '直径公差', ['m6', 'h8']),
              num('c', '倒角 c (≈)', 'mm', 'length'),
              en('material', '材料', ['钢', '奥氏体不锈钢 A1'], true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.pin.parallel-hardened',
            name: '淬硬圆柱销',
            nameEn: 'Parallel pins, hardened',
            params: [
              num('d', '公称直径 d', 'mm', 'length', true),
              num('l', '公称长度 l', 'mm', 'length', true),
              en('tolerance', '直径公差', ['m6']),
              num('c', '倒角 c (≈)', 'mm', 'length'),
              en('type', '型式', ['A型 (普通淬火)', 'B型 (表面淬火)']),
              en('material', '材料', ['钢', '马氏体不锈钢 C1'], true),
              FINISH,
            ],
          },
          {
            code: 'part.fastener.pin.taper',
            name: '圆锥销',
            nameEn: 'Taper pins',
            params: [
              num('d', '公称直径 d (小端)', 'mm', 'length', true),
              num('l', '公称长度 l', 'mm', 'length', true),
              en('taper', '锥度', ['1:50']),
              num('a', '端部倒圆 a (≈)', 'mm', 'length'),
              en('type', '型式', ['A型 (磨削)', 'B型 (切削或冷镦)'], true),
              en('material', '材料', ['钢'], true),
            ],
          },
          {
            code: 'part.fastener.pin.spring-heavy',
            name: '重型弹性圆柱销',
            nameEn: 'Slotted spring pins, heavy duty',
            params: [
              num('d', '公称直径 d', 'mm', 'length', true),
              num('l', '公称长度 l', 'mm', 'length', true),
              num('s', '壁厚 s', 'mm', 'length'),
              en('material', '材料', ['钢'], true),
            ],
          },
          {
            code: 'part.fastener.pin.split',
            name: '开口销',
            nameEn: 'Split pins',
            params: [
              num('d', '公称规格 d', 'mm', 'length', true),
              num('l', '公称长度 l', 'mm', 'length', true),
              num('b', '伸出长度 b (≈)', 'mm', 'length'),
              en('material', '材料', ['钢'], true),
            ],
          },
        ],
      },
      {
        code: 'part.fastener.retaining-ring',
        name: '挡圈',
        nameEn: 'Retaining rings',
        children: [
          {
            code: 'part.fastener.retaining-ring.shaft',
            name: '轴用弹性挡圈',
            nameEn: 'Retaining rings for shafts',
            params: [
              num('d1', '轴径 d1 (公称规格)', 'mm', 'length', true),
              num('s', '厚度 s', 'mm', 'length', true),
              num('d3', '自由状态内径 d3', 'mm', 'length'),
              num('a', '耳部宽度 a (max)', 'mm', 'length'),
              num('b', '径向宽度 b (≈)', 'mm', 'length'),
              num('d5', '钳孔直径 d5 (min)', 'mm', 'length'),
              num('d2', '沟槽直径 d2', 'mm', 'length'),
            ],
          },
          {
            code: 'part.fastener.retaining-ring.bore',
            name: '孔用弹性挡圈',
            nameEn: 'Retaining rings for bores',
            params: [
              num('d1', '孔径 d1 (公称规格)', 'mm', 'length', true),
              num('s', '厚度 s', 'mm', 'length', true),
              num('d3', '自由状态外径 d3', 'mm', 'length'),
              num('a', '耳部宽度 a (max)', 'mm', 'length'),
              num('b', '径向宽度 b (≈)', 'mm', 'length'),
              num('d5', '钳孔直径 d5 (min)', 'mm', 'length'),
              num('d2', '沟槽直径 d2', 'mm', 'length'),
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'part.bearing',
    name: '轴承',
    nameEn: 'Bearings',
    children: [
      {
        code: 'part.bearing.deep-groove-ball',
        name: '深沟球轴承',
        nameEn: 'Deep groove ball bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '尺寸系列', ['60', '62', '63', '618', '619', '160', '64']),
          tx('bore_code', '内径代号', true),
          num('d', '内径 d', 'mm', 'length', true),
          num('D', '外径 D', 'mm', 'length', true),
          num('B', '宽度 B', 'mm', 'length', true),
          en('seal', '密封/防尘', BEARING_SEALS),
          en('clearance', '径向游隙', BEARING_CLEARANCES_EXT),
          num('cr', '基本额定动载荷 Cr', 'kN', 'force'),
          num('c0r', '基本额定静载荷 C0r', 'kN', 'force'),
          en('tolerance_class', '公差等级', BEARING_TOLERANCES),
        ],
      },
      {
        code: 'part.bearing.tapered-roller',
        name: '圆锥滚子轴承',
        nameEn: 'Tapered roller bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '尺寸系列', [
            '302',
            '303',
            '313',
            '320',
            '322',
            '323',
            '329',
            '330',
            '331',
            '332',
          ]),
          tx('bore_code', '内径代号', true),
          num('d', '内径 d', 'mm', 'length', true),
          num('D', '外径 D', 'mm', 'length', true),
          num('T', '总宽度 T', 'mm', 'length', true),
          num('B', '内圈宽度 B', 'mm', 'length'),
          en('tolerance_class', '公差等级', ['普通级', '6X级', '5级']),
        ],
      },
      {
        code: 'part.bearing.angular-contact-ball',
        name: '角接触球轴承',
        nameEn: 'Angular contact ball bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '尺寸系列', ['79', '70', '72', '73']),
          tx('bore_code', '内径代号', true),
          num('d', '内径 d', 'mm', 'length', true),
          num('D', '外径 D', 'mm', 'length', true),
          num('B', '宽度 B', 'mm', 'length', true),
          en('contact_angle', '公称接触角 α', ['15° (C)', '25° (AC)', '25° (A5)', '30° (A)', '40° (B)']),
          en('tolerance_class', '公差等级', BEARING_TOLERANCES),
          en('arrangement', '配置', ['单个轴承', '背对背配对 (DB)', '面对面配对 (DF)', '串联配对 (DT)']),
          num('cr', '基本额定动载荷 Cr', 'kN', 'force'),
          num('c0r', '基本额定静载荷 C0r', 'kN', 'force'),
        ],
      },
      {
        code: 'part.bearing.cylindrical-roller',
        name: '圆柱滚子轴承',
        nameEn: 'Cylindrical roller bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('bearing_type', '结构型式', ['N', 'NU', 'NJ', 'NUP', 'NF']),
          en('dimension_series', '尺寸系列', ['10', '02', '03', '22', '23', '04']),
          tx('bore_code', '内径代号', true),
          en('design', '内部结构', ['标准型', '加强型 (E)']),
          num('d', '内径 d', 'mm', 'length', true),
          num('D', '外径 D', 'mm', 'length', true),
          num('B', '宽度 B', 'mm', 'length', true),
          en('tolerance_class', '公差等级', BEARING_TOLERANCES),
          en('clearance', '径向游隙', BEARING_CLEARANCES_EXT),
          en('cage', '保持架', [
            '冲压钢保持架 (E)',
            '实体黄铜保持架 (M)',
            '实体黄铜保持架 (EM)',
            '实体黄铜保持架 (EDM)',
            '冲压钢保持架 (EW)',
            '聚酰胺保持架 (ET)',
          ]),
          num('cr', '基本额定动载荷 Cr', 'kN', 'force'),
          num('c0r', '基本额定静载荷 C0r', 'kN', 'force'),
        ],
      },
      {
        code: 'part.bearing.self-aligning-ball',
        name: '调心球轴承',
        nameEn: 'Self-aligning ball bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '尺寸系列', ['12', '13', '22', '23']),
          tx('bore_code', '内径代号', true),
          en('bore_type', '内孔', ['圆柱孔', '圆锥孔 1:12 (K)']),
          num('d', '内径 d', 'mm', 'length', true),
          num('D', '外径 D', 'mm', 'length', true),
          num('B', '宽度 B', 'mm', 'length', true),
          en('tolerance_class', '公差等级', BEARING_TOLERANCES),
          en('clearance', '径向游隙', BEARING_CLEARANCES_EXT),
          num('cr', '基本额定动载荷 Cr', 'kN', 'force'),
          num('c0r', '基本额定静载荷 C0r', 'kN', 'force'),
        ],
      },
      {
        code: 'part.bearing.spherical-roller',
        name: '调心滚子轴承',
        nameEn: 'Spherical roller bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '尺寸系列', ['213', '222', '223', '230', '231', '232', '239', '240', '241']),
          tx('bore_code', '内径代号', true),
          en('bore_type', '内孔', ['圆柱孔', '圆锥孔 1:12 (K)', '圆锥孔 1:30 (K30)']),
          num('d', '内径 d', 'mm', 'length', true),
          num('D', '外径 D', 'mm', 'length', true),
          num('B', '宽度 B', 'mm', 'length', true),
          en('tolerance_class', '公差等级', BEARING_TOLERANCES),
          en('clearance', '径向游隙', BEARING_CLEARANCES_EXT),
          en('design', '内部结构/保持架', [
            'E (加强型，冲压钢保持架 J)',
            'M (实体黄铜保持架)',
            'MB (实体黄铜保持架)',
            'EA (加强型，冲压钢保持架)',
            'C (冲压钢保持架)',
            'CD (冲压钢保持架)',
            'CA (实体黄铜保持架)',
            'BCA',
          ]),
          num('cr', '基本额定动载荷 Cr', 'kN', 'force'),
          num('c0r', '基本额定静载荷 C0r', 'kN', 'force'),
        ],
      },
      {
        code: 'part.bearing.thrust-ball',
        name: '推力球轴承',
        nameEn: 'Thrust ball bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '尺寸系列', ['511', '512', '513', '514']),
          tx('bore_code', '内径代号', true),
          num('d', '轴圈内径 d', 'mm', 'length', true),
          num('D', '座圈外径 D', 'mm', 'length', true),
          num('T', '高度 T', 'mm', 'length', true),
          en('tolerance_class', '公差等级', BEARING_TOLERANCES),
        ],
      },
      {
        code: 'part.bearing.double-row-angular-contact-ball',
        name: '双列角接触球轴承',
        nameEn: 'Double row angular contact ball bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '尺寸系列', ['32', '33']),
          tx('bore_code', '内径代号', true),
          num('d', '内径 d', 'mm', 'length', true),
          num('D', '外径 D', 'mm', 'length', true),
          num('B', '宽度 B', 'mm', 'length', true),
          num('cr', '基本额定动载荷 Cr', 'kN', 'force'),
          num('c0r', '基本额定静载荷 C0r', 'kN', 'force'),
        ],
      },
      {
        code: 'part.bearing.needle-roller',
        name: '滚针轴承',
        nameEn: 'Needle roller bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('bearing_type', '结构型式', ['NA (带内圈)', 'RNA (无内圈)']),
          en('dimension_series', '尺寸系列', ['48', '49', '59', '69']),
          num('d', '内径 d', 'mm', 'length'),
          num('Fw', '滚针组内径 Fw', 'mm', 'length', true),
          num('D', '外径 D', 'mm', 'length', true),
          num('C', '外圈宽度 C', 'mm', 'length', true),
          num('B', '内圈宽度 B', 'mm', 'length'),
          num('cr', '基本额定动载荷 Cr', 'kN', 'force'),
          num('c0r', '基本额定静载荷 C0r', 'kN', 'force'),
        ],
      },
      {
        code: 'part.bearing.pillow-block-unit',
        name: '带立式座外球面球轴承单元',
        nameEn: 'Pillow block ball bearing units',
        params: [
          tx('basic_designation', '单元代号', true),
          tx('housing', '轴承座代号'),
          tx('insert_bearing', '外球面球轴承代号', true),
          num('d', '轴径 d', 'mm', 'length', true),
          num('H', '中心高 H', 'mm', 'length', true),
          num('L', '座长 L', 'mm', 'length'),
          num('J', '螺栓孔距 J', 'mm', 'length'),
          num('A', '座宽 A', 'mm', 'length'),
          num('B', '内圈宽度 B', 'mm', 'length'),
          tx('bolt', '螺栓规格'),
          en('dust_cover', '防尘盖', [
            '无',
            '钢板防尘盖，开口 (Z)',
            '钢板防尘盖，闭口 (ZM)',
            '铸铁防尘盖，开口 (C)',
            '铸铁防尘盖，闭口 (CM)',
          ]),
          en('lubrication', '润滑', ['可补充润滑脂 (D1)', '免维护']),
          en('shaft_unit', '轴径单位', ['公制', '英制']),
        ],
      },
      {
        code: 'part.bearing.spherical-thrust-roller',
        name: '推力调心滚子轴承',
        nameEn: 'Spherical roller thrust bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '尺寸系列', ['292', '293', '294']),
          tx('bore_code', '内径代号', true),
          num('d', '轴圈内径 d', 'mm', 'length', true),
          num('D', '座圈外径 D', 'mm', 'length', true),
          num('T', '高度 T', 'mm', 'length', true),
          en('design', '内部结构', ['标准型', '加强型 (E)']),
          num('ca', '基本额定动载荷 Ca', 'kN', 'force'),
          num('c0a', '基本额定静载荷 C0a', 'kN', 'force'),
        ],
      },
      {
        code: 'part.bearing.cylindrical-thrust-roller',
        name: '推力圆柱滚子轴承',
        nameEn: 'Cylindrical roller thrust bearings',
        params: [
          tx('basic_designation', '基本代号', true),
          en('dimension_series', '系列', ['TMP11', 'TMP12', 'TMP14', 'TMP74', 'TMP93', 'TMP94']),
          num('d', '轴圈内径 d', 'mm', 'length', true),
          num('D', '座圈外径 D', 'mm', 'length', true),
          num('T', '高度 T', 'mm', 'length', true),
          num('ca', '基本额定动载荷 Ca', 'kN', 'force'),
          num('c0a', '基本额定静载荷 C0a', 'kN', 'force'),
        ],
      },
    ],
  },
  {
    code: 'part.transmission',
    name: '传动件',
    nameEn: 'Power transmission',
    children: [
      {
        code: 'part.transmission.key',
        name: '键',
        nameEn: 'Keys',
        children: [
          {
            code: 'part.transmission.key.parallel',
            name: '普通平键',
            nameEn: 'Parallel keys',
            params: [
              num('b', '键宽 b', 'mm', 'length', true),
              num('h', '键高 h', 'mm', 'length', true),
              num('l', '键长 L', 'mm', 'length', true),
              en('form', '型式', ['A型 (圆头)', 'B型 (平头)', 'C型 (单圆头)'], true),
              num('s', '倒角或倒圆 s', 'mm', 'length'),
              tx('material', '材料'),
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'part.seal',
    name: '密封件',
    nameEn: 'Seals',
    children: [
      {
        code: 'part.seal.o-ring',
        name: 'O形圈',
        nameEn: 'O-rings',
        params: [
          num('d1', '内径 d1', 'mm', 'length', true),
          num('d2', '截面直径 d2', 'mm', 'length', true),
          en('series', '系列', ['G (通用)']),
          en('quality_grade', '外观质量等级', ['N (一般级)', 'S (较高级)']),
          en('material', '胶料', ['NBR 丁腈橡胶', 'FKM 氟橡胶', 'VMQ 硅橡胶', 'EPDM 三元乙丙橡胶'], true),
        ],
      },
    ],
  },
];

const resistorParams: ParamDef[] = [
  num('resistance', '阻值', 'Ω', 'resistance', true),
  num('tolerance', '精度 (跳线无)', '%', 'ratio'),
  num('power', '额定功率', 'W', 'power'),
  num('tcr', '温度系数 TCR', 'ppm/K', 'temperature_coefficient'),
  num('max_voltage', '最大工作电压', 'V', 'voltage'),
  en('technology', '工艺', RESISTOR_TECH),
  tx('case_size', '封装尺寸 (英制)', true),
  tx('packaging', '包装', false),
  en('aec_q200', '车规 AEC-Q200', ['是', '否']),
];

/** MELF (cylindrical SMD) resistors: as chip resistors, the size being the DIN size (0102, 0204, 0207). */
const melfParams: ParamDef[] = [
  num('resistance', '阻值', 'Ω', 'resistance', true),
  num('tolerance', '精度', '%', 'ratio'),
  num('power', '额定功率', 'W', 'power'),
  num('tcr', '温度系数 TCR', 'ppm/K', 'temperature_coefficient'),
  num('max_voltage', '最大工作电压', 'V', 'voltage'),
  en('technology', '工艺', ['薄膜']),
  tx('case_size', '尺寸 (DIN)', true),
  tx('packaging', '包装', false),
  en('aec_q200', '车规 AEC-Q200', ['是', '否']),
];

/** Leaded (axial through-hole) resistors: the size is the maker's style (MFR-25, CFR-50 …). */
const leadedParams: ParamDef[] = [
  num('resistance', '阻值', 'Ω', 'resistance', true),
  num('tolerance', '精度', '%', 'ratio'),
  num('power', '额定功率', 'W', 'power'),
  num('tcr', '温度系数 TCR', 'ppm/K', 'temperature_coefficient'),
  num('max_voltage', '最大工作电压', 'V', 'voltage'),
  en('technology', '工艺', ['金属膜', '碳膜', '金属氧化膜']),
  tx('case_size', '型号尺寸 (本体 L×D)', true),
  tx('packaging', '包装', false),
  en('aec_q200', '车规 AEC-Q200', ['是', '否']),
];

/** Chip resistor arrays (排阻): as chip resistors, plus the element count, circuit and terminal style; the power
 * is the rating of one element; the size is the array's EIA size with the elements' size (1206 (4×0603)). */
const arrayParams: ParamDef[] = [
  num('resistance', '阻值 (每元件)', 'Ω', 'resistance', true),
  num('tolerance', '精度 (跳线无)', '%', 'ratio'),
  num('power', '每元件额定功率', 'W', 'power'),
  num('tcr', '温度系数 TCR', 'ppm/K', 'temperature_coefficient'),
  num('max_voltage', '元件最大工作电压', 'V', 'voltage'),
  num('elements', '电阻元件数', '', 'count', true),
  en('circuit', '电路形式', ['独立型 (isolated)', '总线型 (bussed)'], true),
  en('terminal', '电极形式', ['凸形电极 (convex)', '凹形电极 (concave)', '平面电极 (flat)']),
  en('technology', '工艺', ['厚膜']),
  tx('case_size', '尺寸 (英制, 元件数×元件尺寸)', true),
  tx('packaging', '包装', false),
  en('aec_q200', '车规 AEC-Q200', ['是', '否']),
];

const componentTree: Node[] = [
  {
    code: 'comp.passive',
    name: '无源器件',
    nameEn: 'Passive components',
    children: [
      {
        code: 'comp.passive.resistor',
        name: '电阻',
        nameEn: 'Resistors',
        children: [
          {
            code: 'comp.passive.resistor.chip',
            name: '贴片电阻',
            nameEn: 'Chip resistors',
            params: resistorParams,
          },
          {
            code: 'comp.passive.resistor.melf',
            name: 'MELF 电阻',
            nameEn: 'MELF resistors',
            params: melfParams,
          },
          {
            code: 'comp.passive.resistor.leaded',
            name: '插件电阻',
            nameEn: 'Leaded (through-hole) resistors',
            params: leadedParams,
          },
          {
            code: 'comp.passive.resistor.array',
            name: '排阻',
            nameEn: 'Chip resistor arrays',
            params: arrayParams,
          },
        ],
      },
      {
        code: 'comp.passive.capacitor',
        name: '电容',
        nameEn: 'Capacitors',
        children: [
          {
            code: 'comp.passive.capacitor.mlcc',
            name: '多层陶瓷电容(MLCC)',
            nameEn: 'Multilayer ceramic capacitors (MLCC)',
            params: [
              num('capacitance', '容值', 'F', 'capacitance', true),
              num('tolerance', '精度', '%', 'ratio'),
              num('tolerance_abs', '精度 (绝对值)', 'F', 'capacitance'),
              num('rated_voltage', '额定电压', 'V', 'voltage', true),
              en('dielectric', '介质', MLCC_DIELECTRICS, true),
              tx('case_size', '封装尺寸 (英制)', true),
              tx('packaging', '包装', false),
            ],
          },
          {
            code: 'comp.passive.capacitor.tantalum',
            name: '钽电容',
            nameEn: 'Tantalum capacitors',
            params: [
              num('capacitance', '容值', 'F', 'capacitance', true),
              num('tolerance', '精度', '%', 'ratio'),
              num('rated_voltage', '额定电压 (+85 °C)', 'V', 'voltage', true),
              num('category_voltage', '类别电压 (+125 °C)', 'V', 'voltage'),
              tx('case_size', '壳体代码 (厂家)', true),
              tx('case_eia', '壳体尺寸 (EIA 公制)', true),
              tx('termination', '端子', false),
              num('operating_temperature', '工作温度', '°C', 'temperature'),
            ],
          },
        ],
      },
      {
        code: 'comp.passive.inductor',
        name: '电感',
        nameEn: 'Inductors',
        children: [
          {
            code: 'comp.passive.inductor.chip',
            name: '贴片电感',
            nameEn: 'Chip inductors',
            params: [
              num('inductance', '电感量', 'H', 'inductance', true),
              num('tolerance', '精度', '%', 'ratio'),
              num('tolerance_abs', '精度 (绝对值)', 'H', 'inductance'),
              num('rated_current', '额定电流', 'A', 'current'),
              num('dcr', '直流电阻 DCR (max)', 'Ω', 'resistance'),
              en('construction', '结构', ['叠层', '绕线', '绕线 (屏蔽功率)']),
              tx('case_size', '封装尺寸', true),
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'comp.discrete',
    name: '分立器件',
    nameEn: 'Discrete semiconductors',
    children: [
      {
        code: 'comp.discrete.diode',
        name: '二极管',
        nameEn: 'Diodes',
        children: [
          {
            code: 'comp.discrete.diode.general',
            name: '开关/整流/肖特基二极管',
            nameEn: 'Switching, rectifier and Schottky diodes',
            params: [
              en('diode_type', '类型', ['开关二极管', '肖特基二极管', '整流二极管']),
              en('configuration', '配置', ['单管', '双管串联']),
              num('vrrm', '反向重复峰值电压 VRRM', 'V', 'voltage', true),
              num('if_avg', '正向平均电流 IF(AV)', 'A', 'current'),
              num('vf', '正向压降 VF (max)', 'V', 'voltage'),
              num('vf_at', 'VF 测试电流', 'A', 'current'),
              num('ifsm', '浪涌电流 IFSM', 'A', 'current'),
              num('trr', '反向恢复时间 trr (max)', 's', 'time'),
            ],
          },
          {
            code: 'comp.discrete.diode.tvs',
            name: 'TVS二极管',
            nameEn: 'TVS diodes',
            params: [
              num('vrwm', '反向截止电压 VRWM', 'V', 'voltage', true),
              num('ppp', '峰值脉冲功率 PPP (10/1000µs)', 'W', 'power'),
              en('polarity', '极性', ['单向', '双向'], true),
            ],
          },
          {
            code: 'comp.discrete.diode.zener',
            name: '稳压二极管',
            nameEn: 'Zener diodes',
            params: [
              num('vz', '稳压值 Vz (标称)', 'V', 'voltage', true),
              num('vz_tolerance', '稳压值精度', '%', 'ratio'),
              num('pd', '耗散功率 Pd', 'W', 'power'),
            ],
          },
        ],
      },
      {
        code: 'comp.discrete.transistor',
        name: '晶体管',
        nameEn: 'Transistors',
        children: [
          {
            code: 'comp.discrete.transistor.bjt',
            name: '三极管(BJT)',
            nameEn: 'Bipolar transistors',
            params: [
              en('polarity', '极性', ['NPN', 'PNP'], true),
              num('vceo', '集射极电压 VCEO', 'V', 'voltage', true),
              num('ic', '集电极电流 IC', 'A', 'current', true),
              num('pd', '耗散功率 Pd', 'W', 'power'),
            ],
          },
          {
            code: 'comp.discrete.transistor.mosfet',
            name: 'MOSFET',
            nameEn: 'MOSFETs',
            params: [
              en('channel', '沟道', ['N沟道', 'P沟道'], true),
              num('vds', '漏源电压 VDS', 'V', 'voltage', true),
              num('id', '连续漏极电流 ID', 'A', 'current', true),
              num('rds_on', '导通电阻 RDS(on) (max)', 'Ω', 'resistance'),
              num('rds_vgs', 'RDS(on) 测试 VGS', 'V', 'voltage'),
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'comp.ic',
    name: '集成电路',
    nameEn: 'Integrated circuits',
    children: [
      {
        code: 'comp.ic.power',
        name: '电源管理',
        nameEn: 'Power management',
        children: [
          {
            code: 'comp.ic.power.ldo',
            name: '线性稳压器(LDO)',
            nameEn: 'Linear regulators (LDO)',
            params: [
              en('output_type', '输出类型', ['固定', '可调'], true),
              num('vout', '输出电压', 'V', 'voltage'),
              num('iout', '最大输出电流', 'A', 'current', true),
              num('vin_max', '最大输入电压', 'V', 'voltage'),
              num('dropout', '压差 (max)', 'V', 'voltage'),
              num('dropout_at', '压差测试电流', 'A', 'current'),
            ],
          },
        ],
      },
      {
        code: 'comp.ic.mcu',
        name: '微控制器(MCU)',
        nameEn: 'Microcontrollers',
        params: [
          tx('core', '内核', true),
          num('fmax', '最高主频', 'Hz', 'frequency', true),
          num('flash', 'Flash', 'B', 'data_size'),
          num('ram', 'SRAM', 'B', 'data_size'),
          num('pins', '引脚数', '', 'count'),
        ],
      },
      {
        code: 'comp.ic.interface',
        name: '接口芯片',
        nameEn: 'Interface ICs',
        params: [tx('function', '功能', true), num('pins', '引脚数', '', 'count')],
      },
      {
        code: 'comp.ic.rf-module',
        name: '无线模组',
        nameEn: 'Wireless modules',
        params: [
          tx('chip', '主芯片', true),
          tx('core', '内核', true),
          tx('wireless', '无线', true),
          num('flash', 'Flash', 'B', 'data_size'),
          num('psram', 'PSRAM', 'B', 'data_size'),
        ],
      },
    ],
  },
  {
    code: 'comp.connector',
    name: '连接器',
    nameEn: 'Connectors',
    children: [
      {
        code: 'comp.connector.wire-to-board',
        name: '线对板连接器',
        nameEn: 'Wire-to-board connectors',
        params: [
          num('pitch', '间距', 'mm', 'length', true),
          num('positions', 'Pin数', '', 'count', true),
          en('part_type', '类型', ['插座 (针座)', '胶壳']),
          en('mounting', '安装方式', ['直插', '贴片', '—']),
          en('orientation', '方向', ['立式 (顶部插入)', '卧式 (侧面插入)', '—']),
        ],
      },
      {
        code: 'comp.connector.header',
        name: '排针',
        nameEn: 'Pin headers',
        params: [
          num('pitch', '间距', 'mm', 'length', true),
          num('rows', '排数', '', 'count', true),
          num('positions', 'Pin数', '', 'count', true),
          en('mounting', '安装方式', ['直插', '贴片']),
        ],
      },
      {
        code: 'comp.connector.usb',
        name: 'USB连接器',
        nameEn: 'USB connectors',
        params: [
          tx('usb_type', '接口类型', true),
          num('positions', '触点数', '', 'count'),
          en('mounting', '安装方式', ['贴片', '混装 (贴片+插件)']),
        ],
      },
      {
        code: 'comp.connector.fpc',
        name: 'FPC/FFC连接器',
        nameEn: 'FPC/FFC connectors',
        params: [
          num('pitch', '间距', 'mm', 'length', true),
          num('positions', 'Pin数', '', 'count', true),
          tx('contact', '触点位置'),
        ],
      },
    ],
  },
];

const materialTree: Node[] = [
  {
    code: 'mat.metal',
    name: '金属材料',
    nameEn: 'Metals',
    children: [
      {
        code: 'mat.metal.steel',
        name: '钢',
        nameEn: 'Steels',
        children: [
          {
            code: 'mat.metal.steel.carbon-structural',
            name: '碳素结构钢',
            nameEn: 'Carbon structural steels',
          },
          {
            code: 'mat.metal.steel.hsla',
            name: '低合金高强度结构钢',
            nameEn: 'High-strength low-alloy structural steels',
          },
          { code: 'mat.metal.steel.quality-carbon', name: '优质碳素结构钢', nameEn: 'Quality carbon steels' },
          { code: 'mat.metal.steel.alloy-structural', name: '合金结构钢', nameEn: 'Alloy structural steels' },
          { code: 'mat.metal.steel.bearing', name: '轴承钢', nameEn: 'Bearing steels' },
          { code: 'mat.metal.steel.stainless', name: '不锈钢', nameEn: 'Stainless steels' },
        ],
      },
      {
        code: 'mat.metal.cast-iron',
        name: '铸铁',
        nameEn: 'Cast irons',
        children: [
          { code: 'mat.metal.cast-iron.grey', name: '灰铸铁', nameEn: 'Grey cast irons' },
          {
            code: 'mat.metal.cast-iron.ductile',
            name: '球墨铸铁',
            nameEn: 'Ductile (spheroidal graphite) irons',
          },
        ],
      },
      {
        code: 'mat.metal.aluminium',
        name: '铝及铝合金',
        nameEn: 'Aluminium and alloys',
        children: [
          { code: 'mat.metal.aluminium.wrought', name: '变形铝及铝合金', nameEn: 'Wrought aluminium' },
          {
            code: 'mat.metal.aluminium.cast',
            name: '铸造(压铸)铝合金',
            nameEn: 'Cast and die-cast aluminium',
          },
        ],
      },
      { code: 'mat.metal.copper', name: '铜及铜合金', nameEn: 'Copper and copper alloys' },
      { code: 'mat.metal.titanium', name: '钛及钛合金', nameEn: 'Titanium and titanium alloys' },
    ],
  },
  {
    code: 'mat.polymer',
    name: '高分子材料',
    nameEn: 'Polymers',
    children: [{ code: 'mat.polymer.engineering', name: '工程塑料', nameEn: 'Engineering plastics' }],
  },
];

function flatten(
  nodes: Node[],
  kind: Kind,
  parentCode: string | null,
  out: Category[],
  leafParams?: ParamDef[],
) {
  nodes.forEach((n, i) => {
    const isLeaf = !n.children || n.children.length === 0;
    out.push({
      code: n.code,
      kind,
      parentCode,
      name: n.name,
      nameEn: n.nameEn,
      sort: (i + 1) * 10,
      params: isLeaf ? (n.params ?? leafParams ?? []) : [],
    });
    if (n.children) flatten(n.children, kind, n.code, out, leafParams);
  });
}

let cache: Category[] | null = null;

/** The whole category tree, parents before children, each level in display order. */
export function categories(): Category[] {
  if (cache) return cache;
  const out: Category[] = [];
  out.push({
    code: 'part',
    kind: Kind.part,
    parentCode: null,
    name: '零部件',
    nameEn: 'Parts',
    sort: 10,
    params: [],
  });
  flatten(partTree, Kind.part, 'part', out);
  out.push({
    code: 'comp',
    kind: Kind.component,
    parentCode: null,
    name: '元器件',
    nameEn: 'Components',
    sort: 20,
    params: [],
  });
  flatten(componentTree, Kind.component, 'comp', out);
  out.push({
    code: 'mat',
    kind: Kind.material,
    parentCode: null,
    name: '材料',
    nameEn: 'Materials',
    sort: 30,
    params: [],
  });
  flatten(materialTree, Kind.material, 'mat', out, materialParams);
  cache = out;
  return out;
}

let byCode: Map<string, Category> | null = null;
export function categoryByCode(code: string): Category | undefined {
  byCode ??= new Map(categories().map((c) => [c.code, c]));
  return byCode.get(code);
}

/** Whether a category has no children (only leaves hold items). */
export function isLeaf(code: string): boolean {
  return !categories().some((c) => c.parentCode === code);
}
