// Category tree of the component library (元器件库): leaf categories declare their parameters.

import type { ParamDef } from '../types.ts';
import { en, MLCC_DIELECTRICS, type Node, num, RESISTOR_TECH, tx } from './param-defs.ts';

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

export const componentTree: Node[] = [
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
              en('construction', '结构', ['叠层', '绕线', '绕线 (屏蔽功率)', '一体成型 (模压功率)']),
              tx('case_size', '封装尺寸', true),
            ],
          },
        ],
      },
      {
        code: 'comp.passive.crystal',
        name: '无源晶振',
        nameEn: 'Crystals',
        params: [
          num('frequency', '标称频率', 'Hz', 'frequency', true),
          num('load_capacitance', '负载电容 CL', 'F', 'capacitance'),
          num('frequency_tolerance', '频率公差 (+25 °C)', 'ppm', 'ratio'),
          num('frequency_stability', '温度频差 (工作温度内)', 'ppm', 'ratio'),
          num('esr', '等效串联电阻 ESR (max)', 'Ω', 'resistance'),
          num('operating_temperature', '工作温度', '°C', 'temperature'),
          tx('case_size', '封装尺寸', true),
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
              en('configuration', '配置', ['单管', '双管串联', '双管共阳', '双管共阴']),
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
