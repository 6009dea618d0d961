/**
 * How a component is mounted, read from its package (item.package) by the rules below, first match wins. Each
 * rule names the standard or the maker's document that defines its packages as surface-mount or through-hole;
 * a package no rule reads has no mounting (never guessed). `other`: neither soldered on the surface nor
 * through the board (a crimp housing that mates with a header).
 */
export type Mounting = 'smd' | 'tht' | 'other';

export const MOUNTINGS: readonly Mounting[] = ['smd', 'tht', 'other'];

/** The mountings as the pages show them (贴片 / 插件 are how Chinese BOMs and distributors write them). */
export const MOUNTING_LABEL: Readonly<Record<Mounting, string>> = {
  smd: '贴片 (SMD)',
  tht: '插件 (THT)',
  other: '其他',
};

import { KICAD_PACKAGE_MOUNTING } from '../semiconductors/kicad-parts.data.ts';

export interface MountingRule {
  /** matched against the whole package text */
  pattern: RegExp;
  mounting: Mounting;
  source: string;
}

export const MOUNTING_RULES: readonly MountingRule[] = [
  {
    // the leaded families write the DIN body size: Vishay SFR16S/SFR25 and MBA/MBB/MBE 0204/0207/0414,
    // Yageo MF0204/MF0207 (axial leaded); the MELF families write the same size bare (next rules)
    pattern: /\(DIN 0\d{3}\)$/,
    mounting: 'tht',
    source:
      'Vishay SFR16S/SFR25 与 MBA/MBB/MBE 0204/0207/0414、Yageo MF0204/MF0207 datasheet：轴向引线电阻（DIN 尺寸）',
  },
  {
    // body length × diameter of an axial leaded resistor (Yageo MFR/CFR/RSF/FMP/MFP, KOA CF/MF, Vishay)
    pattern: /×Ø[\d.]+ mm\)$/,
    mounting: 'tht',
    source: 'Yageo MFR/CFR/RSF/FMP/MFP、KOA CF/MF datasheet：轴向引线电阻，封装写作本体长 × 直径',
  },
  {
    pattern: /^0(102|204|207)$/,
    mounting: 'smd',
    source: 'Vishay MMU0102/MMA0204/MMB0207 datasheet：MELF 表面贴装电阻（MicroMELF/MiniMELF/MELF）',
  },
  {
    // EIA inch chip sizes, alone or as arrays (0603×4, 2×0603 (4 端子), 1206 (4×0603), 0804 (4×0402))
    pattern: /^(\d×)?\d{4}(×\d)?( \(.*\))?$/,
    mounting: 'smd',
    source:
      'IEC 60115-8（表面贴装固定电阻器）、IEC 60384-21（表面贴装多层瓷介电容器）：EIA 英制片式尺寸代码 0201…2512',
  },
  {
    // tantalum chip cases in metric EIA codes: 3216-18 (A), 3528-21 (B), 6032-28 (C), 7343-31 (D)
    pattern: /^\d{4}-\d{2}$/,
    mounting: 'smd',
    source: 'EIA-535-BAAC / IEC 60384-24：表面贴装钽电容外形代码（长宽-高，单位 0.1 mm）',
  },
  {
    pattern: /^(SMA|SMB|SMC) \(DO-214A[ABC]\)$|^SOD-123$|^SOT-(23|23-5|25|223)$|^D2PAK$/,
    mounting: 'smd',
    source:
      'JEDEC DO-214AA/AB/AC、SOD-123、TO-236 (SOT-23)、MO-178 (SOT-23-5)、TO-261 (SOT-223)、TO-263 (D2PAK)：表面贴装外形',
  },
  {
    pattern: /^(LQFP|TQFP|QFN|VQFN|VFQFPN|UFQFPN|SOP|SOIC|MSOP|TSSOP)\d+( \(.*\))?$/,
    mounting: 'smd',
    source:
      'JEDEC MS-026 (LQFP/TQFP)、MO-220 (QFN)、MS-012 (SOIC/SOP)、MO-187 (MSOP)、MO-153 (TSSOP)：表面贴装外形',
  },
  {
    pattern: /^(DO-41|DO-35|TO-92|TO-220|TO-220AB)$|^PDIP\d+$/,
    mounting: 'tht',
    source: 'JEDEC DO-41、DO-35、TO-92、TO-220AB、MS-001 (PDIP)：引线插装外形',
  },
  {
    // connectors: the makers' catalogues name the mounting (JST PH/XH through-hole, Würth WR-PHD THT)
    pattern: /^(直插|THT) /,
    mounting: 'tht',
    source: 'JST PH/XH datasheet（through-hole）、Würth WR-PHD 目录（THT）：通孔焊接的针座与排针',
  },
  {
    pattern: /^(贴片|SMT) /,
    mounting: 'smd',
    source: 'JST SH datasheet（SMT）、Hirose FH12 目录（SMT）：贴片焊接的针座与 FPC 连接器',
  },
  {
    pattern: /^贴片 \+ 插件固定脚$/,
    mounting: 'smd',
    source: 'GCT USB4105 datasheet：触点贴片焊接，固定脚插入板孔',
  },
  {
    pattern: /^模组 \(邮票孔\/LGA\)$/,
    mounting: 'smd',
    source: '模组 datasheet：邮票孔与 LGA 焊盘在板面回流焊接',
  },
  {
    // Sunlord SWPA 3015/4030/6045 wire-wound power inductors, written as their body size
    pattern: /^(3\.0×3\.0×1\.5|4\.0×4\.0×3\.0|6\.0×6\.0×4\.5) mm$/,
    mounting: 'smd',
    source: 'Sunlord SWPA datasheet：SMD 绕线功率电感',
  },
  {
    // Würth WE-XHMI / WE-LHMI moulded power inductors, written as the series and its size code
    pattern: /^WE-(XHMI|LHMI) \d+$/,
    mounting: 'smd',
    source: 'Würth Elektronik WE-XHMI、WE-LHMI datasheet：SMD 一体成型功率电感',
  },
  {
    // TDK TFM-ALMA thin-film power inductors, written as TFM and the body size L×W×H in 0.1 mm (TFM252012)
    pattern: /^TFM\d{6}$/,
    mounting: 'smd',
    source: 'TDK TFM252012ALMA datasheet：SMD 薄膜功率电感（片式端子）',
  },
  {
    // crystal units in LCSC's package names: SMD3225-4P (3.2×2.5 mm, 4 pads), SMD3215-2P, HC-49S-SMD
    pattern: /^SMD\d{4}(-\dP)?$|^HC-49S-SMD$/,
    mounting: 'smd',
    source: 'TXC 7M、Epson FC-135、NDK NX3225GA、Abracon ABM8、YXC datasheet：表面贴装石英晶体谐振器',
  },
  {
    pattern: /^胶壳$/,
    mounting: 'other',
    source: 'JST PHR/XHP/SHR datasheet：压接端子用胶壳，与针座对插，不焊在板上',
  },
  ...kicadRules(),
];

/** The packages of the KiCad symbol libraries' parts, mounted as their KiCad footprint library says. */
function kicadRules(): MountingRule[] {
  const names = (m: Mounting) =>
    Object.keys(KICAD_PACKAGE_MOUNTING)
      .filter((p) => KICAD_PACKAGE_MOUNTING[p] === m)
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const source = (libs: string) => `KiCad 封装库 (kicad-footprints)：${libs} 库中的外形`;
  return [
    {
      pattern: new RegExp(`^(${names('smd').join('|')})$`),
      mounting: 'smd',
      source: source(
        'Package_TO_SOT_SMD、Diode_SMD、Package_SO、Package_DFN_QFN、Package_SON、Package_QFP、Package_BGA、Package_CSP、Package_DirectFET 为表面贴装',
      ),
    },
    {
      pattern: new RegExp(`^(${names('tht').join('|')})$`),
      mounting: 'tht',
      source: source('Package_TO_SOT_THT、Diode_THT、Package_DIP 为通孔插装'),
    },
  ];
}
