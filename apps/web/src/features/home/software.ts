/** The design software the plugin supports, with the swName value each sends (spec §3 software names). */
export interface SupportedSoftware {
  name: string;
  vendor: string;
  /** swName in the plugin launch address */
  swName: string;
}

export const CAD_SOFTWARE: readonly SupportedSoftware[] = [
  { name: 'SolidWorks', vendor: 'Dassault Systèmes', swName: 'SW' },
  { name: 'CATIA', vendor: 'Dassault Systèmes', swName: 'CATIA' },
  { name: 'Creo', vendor: 'PTC', swName: 'CREO' },
  { name: 'NX', vendor: 'Siemens', swName: 'NX' },
  { name: 'CAXA', vendor: '数码大方', swName: 'CAXA' },
  { name: '中望 ZW3D', vendor: '中望软件', swName: 'ZhongWang' },
];

export const EDA_SOFTWARE: readonly SupportedSoftware[] = [
  { name: 'Cadence OrCAD / Allegro', vendor: 'Cadence', swName: 'Cadence' },
  { name: 'KiCad', vendor: 'KiCad 开源社区', swName: 'KICAD' },
  { name: 'PADS', vendor: 'Siemens', swName: 'PADS' },
  { name: 'Altium Designer', vendor: 'Altium', swName: 'AD' },
];

/** The plugin launch parameters (spec §2 Plugin launch) and what each means. */
export const LAUNCH_PARAMETERS: readonly { name: string; meaning: string; values: string }[] = [
  { name: 'swType', meaning: '软件类型，必填；不是 EDA 或 CAD 时整个启动参数被忽略', values: 'EDA、CAD' },
  {
    name: 'swName',
    meaning: '软件名称，决定渠道与可放置的文件',
    values: 'Cadence、KICAD、PADS、AD、SW、CATIA、CREO、NX、CAXA、ZhongWang 等',
  },
  {
    name: 'fType',
    meaning: '需要的文件类型',
    values: 'symbol、footprint、3DModel、symbol|footprint、footprint|symbol',
  },
  { name: 'showSequence', meaning: '结果中文件的展示顺序', values: '由插件传入' },
  { name: 'theme', meaning: '界面主题，跟随设计软件的明暗配色', values: 'dark、light' },
  { name: 'channel', meaning: '来源渠道编码', values: '数字渠道码' },
  { name: 'wechatOrigin', meaning: '扫码登录回传地址，须属于本站域名', values: 'URL' },
  { name: '_companyId', meaning: '企业标识，用于进入企业私有库', values: '企业 ID' },
];

export const PLUGIN_LAUNCH_EXAMPLE = '/plugin?swType=EDA&swName=KICAD&fType=symbol';
