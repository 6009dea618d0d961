import type { Library } from './library.ts';

/** A category of a library, with real examples, for introductions and entry cards. */
export interface LibraryCategory {
  name: string;
  summary: string;
  examples: readonly string[];
}

export interface LibraryInfo {
  library: Library;
  title: string;
  /** One line: what the library covers. */
  covers: string;
  description: string;
  /** What every entry of the library comes with. */
  offers: readonly string[];
  categories: readonly LibraryCategory[];
}

/** What each library covers (home entry cards, library introductions). */
export const LIBRARY_INFO: Record<Library, LibraryInfo> = {
  part: {
    library: 'part',
    title: '零部件库',
    covers: '紧固件、轴承、销、键、密封件等国家标准件',
    description:
      '按 GB/T 国家标准整理的机械标准件，尺寸取自标准原文，规格参数逐项可查、可并排对比，并可按 ISO、DIN 与各厂商轴承代号查找对应件。',
    offers: ['标准号与规格对照', '完整尺寸参数表', '多规格参数对比', 'GB / ISO / DIN 与轴承代号互查'],
    categories: [
      {
        name: '紧固件',
        summary: '螺栓、螺钉、螺母、垫圈、螺柱',
        examples: [
          'GB/T 5782 六角头螺栓',
          'GB/T 70.1 内六角圆柱头螺钉',
          'GB/T 6170 1型六角螺母',
          'GB/T 97.1 平垫圈',
        ],
      },
      {
        name: '轴承',
        summary: '深沟球、角接触球、圆锥滚子、推力球轴承',
        examples: [
          'GB/T 276 深沟球轴承',
          'GB/T 292 角接触球轴承',
          'GB/T 297 圆锥滚子轴承',
          'GB/T 301 推力球轴承',
        ],
      },
      {
        name: '销',
        summary: '圆柱销、圆锥销、开口销',
        examples: ['GB/T 119.1 圆柱销', 'GB/T 117 圆锥销', 'GB/T 91 开口销'],
      },
      {
        name: '键',
        summary: '平键、半圆键、楔键',
        examples: ['GB/T 1096 普通型平键', 'GB/T 1099.1 普通型半圆键', 'GB/T 1564 普通型楔键'],
      },
      {
        name: '密封件',
        summary: 'O 形圈、旋转轴唇形密封圈',
        examples: ['GB/T 3452.1 O形橡胶密封圈', 'GB/T 13871.1 旋转轴唇形密封圈'],
      },
    ],
  },
  component: {
    library: 'component',
    title: '元器件库',
    covers: '电阻、电容、电感、二极管、晶体管、稳压器、MCU、连接器',
    description:
      '主流厂商的真实产品系列与料号规则，参数统一单位后可比可筛，可并排对比并查找其他品牌可直接替换的型号。',
    offers: [
      '参数统一单位，可按范围筛选',
      '参数对比与 Excel 导出',
      '跨品牌替代，逐项说明理由',
      '插件模式窄窗口搜索',
    ],
    categories: [
      {
        name: '电阻',
        summary: '厚膜贴片电阻、精密电阻',
        examples: ['0402–2512 封装', 'E24 / E96 阻值系列', '±1% / ±5% 精度'],
      },
      {
        name: '电容',
        summary: '多层陶瓷电容、铝电解电容、钽电容',
        examples: ['0.1uF = 100nF', 'X7R / C0G 介质', '耐压 6.3V–100V'],
      },
      { name: '电感', summary: '功率电感、叠层电感', examples: ['一体成型功率电感', '饱和电流与直流电阻'] },
      {
        name: '二极管',
        summary: '整流、肖特基、稳压、TVS',
        examples: ['1N4148 开关二极管', 'SS34 肖特基二极管'],
      },
      { name: '晶体管', summary: '双极型晶体管、MOSFET', examples: ['S8050 NPN', 'AO3400 N 沟道 MOSFET'] },
      { name: '稳压器', summary: 'LDO 线性稳压器、DC-DC', examples: ['AMS1117-3.3', '输入电压与压差筛选'] },
      { name: 'MCU', summary: '8 位与 32 位微控制器', examples: ['STM32F103C8T6', 'Arm Cortex-M 系列'] },
      { name: '连接器', summary: '排针排母、USB、板对板', examples: ['2.54mm 排针', 'USB Type-C 母座'] },
    ],
  },
  mat: {
    library: 'mat',
    title: '材料库',
    covers: '碳钢与合金钢、不锈钢、铸铁、铝合金、铜合金、钛合金、工程塑料',
    description:
      '常用工程材料牌号的化学成分与力学、物理性能，附 GB、ASTM、EN、JIS 等标准之间的牌号对照，便于选材与替代。',
    offers: ['牌号与标准对照', '力学与物理性能', '多牌号性能对比', '国内外牌号互查'],
    categories: [
      {
        name: '碳钢与合金钢',
        summary: '碳素结构钢、优质碳素钢、合金结构钢',
        examples: ['Q235B', '45 钢（≈ AISI 1045）', '40Cr', '42CrMo'],
      },
      {
        name: '不锈钢',
        summary: '奥氏体、马氏体、铁素体不锈钢',
        examples: ['06Cr19Ni10（304）', '022Cr17Ni12Mo2（316L）'],
      },
      { name: '铸铁', summary: '灰铸铁、球墨铸铁', examples: ['HT250', 'QT450-10'] },
      { name: '铝合金', summary: '变形铝合金、压铸铝合金', examples: ['6061-T6', '7075-T6', 'ADC12'] },
      { name: '铜合金', summary: '纯铜、黄铜、青铜', examples: ['T2 紫铜', 'H62 黄铜', 'QSn6.5-0.1 锡青铜'] },
      { name: '钛合金', summary: '工业纯钛、α+β 钛合金', examples: ['TA2', 'TC4（Ti-6Al-4V）'] },
      { name: '工程塑料', summary: '通用与特种工程塑料', examples: ['PA66', 'POM', 'PC', 'ABS', 'PEEK'] },
    ],
  },
};
