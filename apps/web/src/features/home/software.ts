/** The design software the plugin supports, with the swName value each sends (spec §3 software names). */
export interface SupportedSoftware {
  name: string;
  vendor: string;
  /** swName in the plugin launch address */
  swName: string;
  /** the files the portal writes for it (only what we produce: no native format we do not write) */
  files: string;
}

const STEP_FILES = 'STEP AP214 三维模型（.step，各 CAD 软件均可打开）';
/** EDA programs other than KiCad: we do not write their native libraries (yet); say what they get instead. */
const KICAD_FILES_ONLY =
  '暂不提供该软件的原生库格式；放置/下载得到 KiCad 格式文件（.kicad_sym、.kicad_mod）与 STEP 模型';

export const CAD_SOFTWARE: readonly SupportedSoftware[] = [
  { name: 'SolidWorks', vendor: 'Dassault Systèmes', swName: 'SW', files: STEP_FILES },
  { name: 'CATIA', vendor: 'Dassault Systèmes', swName: 'CATIA', files: STEP_FILES },
  { name: 'Creo', vendor: 'PTC', swName: 'CREO', files: STEP_FILES },
  { name: 'NX', vendor: 'Siemens', swName: 'NX', files: STEP_FILES },
  { name: 'CAXA', vendor: '数码大方', swName: 'CAXA', files: STEP_FILES },
  { name: '中望 ZW3D', vendor: '中望软件', swName: 'ZhongWang', files: STEP_FILES },
];

export const EDA_SOFTWARE: readonly SupportedSoftware[] = [
  {
    name: 'KiCad',
    vendor: 'KiCad 开源社区',
    swName: 'KICAD',
    files: '原理图符号 .kicad_sym、封装 .kicad_mod、STEP 模型、可添加为库的 zip；HTTP 库 .kicad_httplib',
  },
  { name: 'Cadence OrCAD / Allegro', vendor: 'Cadence', swName: 'Cadence', files: KICAD_FILES_ONLY },
  { name: 'PADS', vendor: 'Siemens', swName: 'PADS', files: KICAD_FILES_ONLY },
  { name: 'Altium Designer', vendor: 'Altium', swName: 'AD', files: KICAD_FILES_ONLY },
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

/**
 * How each CAD program opens the STEP AP214 models of the part library (item page 三维模型 → STEP, or the
 * plugin's 放置/下载 with swType=CAD). The menu paths are those of the programs' Chinese interfaces.
 */
export const CAD_STEP_INSTRUCTIONS: readonly { name: string; swName: string; steps: readonly string[] }[] = [
  {
    name: 'SolidWorks',
    swName: 'SW',
    steps: [
      '文件 → 打开，文件类型选“STEP AP203/214/242 (*.step;*.stp)”，打开下载的 .step 文件，得到一个零件',
      '装配体中：插入 → 零部件 → 现有零件/装配体 → 浏览，选择该 .step 文件后放置',
    ],
  },
  {
    name: 'Creo Parametric',
    swName: 'CREO',
    steps: [
      '文件 → 打开，类型选“STEP (*.stp, *.step)”，在“导入新模型”对话框中选“零件”后确定',
      '装配中：模型 → 组装，选择该 .step 文件，再按约束放置',
    ],
  },
  {
    name: 'Siemens NX',
    swName: 'NX',
    steps: [
      '文件 → 打开，文件类型选“STEP 文件 (*.stp, *.step)”，直接打开为部件（NX 12 及以上）',
      '较早版本：文件 → 导入 → STEP214，选择该文件导入到当前部件',
    ],
  },
  {
    name: 'CAXA 3D 实体设计',
    swName: 'CAXA',
    steps: [
      '文件 → 输入 → 输入，文件类型选 STEP (*.stp;*.step)，选择下载的文件',
      '输入的零件出现在设计环境中，可拖放到装配里',
    ],
  },
];

/** The plugin launch of a CAD program: STEP models of the part library. */
export function cadLaunchExample(swName: string): string {
  return `/plugin?swType=CAD&swName=${swName}&fType=3DModel`;
}

/** "1.2 KB", "532 B", "3.4 MB" */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
