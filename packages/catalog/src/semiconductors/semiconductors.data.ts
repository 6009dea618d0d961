// Discrete semiconductors, LDOs, MCUs, interface ICs and wireless modules: published part numbers of
// their makers with the headline ratings of their datasheets. A rating we are not sure of is left out.

import { componentItem } from '../component-item.ts';
import { DATASHEETS } from '../datasheets.ts';
import { type Family, tableFamily } from '../family.ts';
import { Kind, type ParamValue } from '../types.ts';
import { ampere, bytes, count, enumValue, hertz, ohm, seconds, text, volt, watt } from '../values.ts';

export interface Curated {
  brand: string;
  mpn: string;
  category: string;
  name: string;
  series: string;
  pkg: string;
  params: Record<string, ParamValue>;
  description: string;
  datasheet?: string;
}

/**
 * The maker's datasheet of a series whose rows carry none (datasheets.ts says how each address was checked);
 * a row's own address goes first. Series left out had no address we could check.
 */
const SERIES_DATASHEET: Record<string, string> = {
  '1N4148W': DATASHEETS.diodes1n4148w,
  BAV99: DATASHEETS.onsemiBav99,
  '1N5817–1N5819': DATASHEETS.onsemi1n5817,
  'SS12–SS16': DATASHEETS.vishaySs12,
  SMAJ: DATASHEETS.littelfuseSmaj,
  SMBJ: DATASHEETS.littelfuseSmbj,
  SMCJ: DATASHEETS.littelfuseSmcj,
  BZT52C: DATASHEETS.diodesBzt52,
  'MMSZ5221B–MMSZ5267B': DATASHEETS.onsemiMmsz5221,
  MMBT2222A: DATASHEETS.onsemiMmbt2222a,
  BC847B: DATASHEETS.nexperiaBc847,
  '2N7002L': DATASHEETS.onsemi2n7002l,
  BSS138L: DATASHEETS.onsemiBss138,
  AO3400A: DATASHEETS.aosAo3400a,
  AO3401A: DATASHEETS.aosAo3401a,
  AMS1117: DATASHEETS.ams1117,
  RT9013: DATASHEETS.richtekRt9013,
  TLV1117: DATASHEETS.tiTlv1117,
  XC6206: DATASHEETS.torexXc6206,
  CH340: DATASHEETS.wchCh340,
  ATmega328P: DATASHEETS.microchipAtmega328p,
  // the default catalogue's popular parts (popular-discretes.data.ts, popular-ics.data.ts)
  ...Object.fromEntries(
    ['1N4001', '1N4002', '1N4003', '1N4004', '1N4005', '1N4006', '1N4007'].map((s) => [
      s,
      DATASHEETS.onsemi1n4001,
    ]),
  ),
  '1N4148': DATASHEETS.onsemi1n914,
  '1N4728A–1N4758A': DATASHEETS.onsemi1n4728a,
  BZX84C: DATASHEETS.onsemiBzx84,
  '2N3904': DATASHEETS.onsemi2n3904,
  '2N3906': DATASHEETS.onsemi2n3906,
  TIP120: DATASHEETS.onsemiTip120,
  TIP122: DATASHEETS.onsemiTip120,
  TIP127: DATASHEETS.onsemiTip120,
  IRF540N: DATASHEETS.infineonIrf540n,
  '2N7002': DATASHEETS.nexperia2n7002,
  L78: DATASHEETS.stL78,
  AP2112: DATASHEETS.diodesAp2112,
  // checked on 2026-11-27 (datasheets.ts, third batch)
  'SS32–SS36': DATASHEETS.vishaySs32,
  CH32V003: DATASHEETS.wchCh32v003,
  GD32F103: DATASHEETS.gigadeviceGd32f103,
  BAT54: DATASHEETS.onsemiBat54,
  BAT54A: DATASHEETS.onsemiBat54a,
  BAT54S: DATASHEETS.onsemiBat54s,
  P2N2222A: DATASHEETS.onsemiP2n2222a,
  MMBT5551: DATASHEETS.onsemiMmbt5551,
  BC817: DATASHEETS.nexperiaBc817,
  BC807: DATASHEETS.nexperiaBc807,
  TIP41C: DATASHEETS.onsemiTip41,
  TIP42C: DATASHEETS.onsemiTip41,
  IRFZ44N: DATASHEETS.infineonIrfz44n,
  IRLZ44N: DATASHEETS.infineonIrlz44n,
  IRF3205: DATASHEETS.infineonIrf3205,
  IRF9540N: DATASHEETS.infineonIrf9540n,
  IRLML2502: DATASHEETS.infineonIrlml2502,
  IRLML6344: DATASHEETS.infineonIrlml6344,
  IRLML6402: DATASHEETS.infineonIrlml6402,
  // checked on 2026-11-27 (datasheets.ts, fifth batch)
  IRF520N: DATASHEETS.infineonIrf520n,
  IRF640N: DATASHEETS.infineonIrf640n,
  IRF4905: DATASHEETS.infineonIrf4905,
  ATmega32U4: DATASHEETS.microchipAtmega32u4,
  ATmega2560: DATASHEETS.microchipAtmega2560,
  ATmega16U2: DATASHEETS.microchipAtmega16u2,
  ATmega8A: DATASHEETS.microchipAtmega8a,
  ATtiny85: DATASHEETS.microchipAttiny85,
  CH32V203: DATASHEETS.wchCh32v203,
  // checked on 2026-11-27 (datasheets.ts, sixth batch)
  TIP31C: DATASHEETS.onsemiTip31,
  TIP32C: DATASHEETS.onsemiTip31,
  MMBT2907A: DATASHEETS.onsemiMmbt2907a,
  GD32F303: DATASHEETS.gigadeviceGd32f303,
};

/** ST's datasheet of each MCU line by part-number prefix (one datasheet covers the line's packages). */
const ST_LINE_DATASHEET: Array<[RegExp, string]> = [
  [/^STM32F103[RVZ][CDE]/, 'https://www.st.com/resource/en/datasheet/stm32f103rc.pdf'],
  [/^STM32F030/, 'https://www.st.com/resource/en/datasheet/stm32f030f4.pdf'],
  [/^STM32F401C/, 'https://www.st.com/resource/en/datasheet/stm32f401cc.pdf'],
  [/^STM32F411C/, 'https://www.st.com/resource/en/datasheet/stm32f411ce.pdf'],
  [/^STM32F407/, 'https://www.st.com/resource/en/datasheet/stm32f407vg.pdf'],
  [/^STM32F103[CRT][46]/, DATASHEETS.stStm32f103c6],
  [/^STM32F042/, DATASHEETS.stStm32f042],
  [/^STM32F072/, DATASHEETS.stStm32f072],
  [/^STM32F405/, DATASHEETS.stStm32f405],
  [/^STM32F446/, DATASHEETS.stStm32f446],
  [/^STM32G431/, DATASHEETS.stStm32g431],
  [/^STM32H743/, DATASHEETS.stStm32h743],
  [/^STM32G030/, DATASHEETS.stStm32g030],
  [/^STM32G071/, DATASHEETS.stStm32g071],
];

function datasheetOf(c: Curated): string | null {
  if (c.datasheet) return c.datasheet;
  const line = ST_LINE_DATASHEET.find(([re]) => re.test(c.mpn));
  return line?.[1] ?? SERIES_DATASHEET[c.series] ?? null;
}

export function curatedFamily(id: string, label: string, rows: () => Curated[]): Family {
  return tableFamily<Curated, undefined>({
    id,
    kind: Kind.component,
    label,
    rows,
    build: (c) =>
      componentItem({
        brandCode: c.brand,
        mpn: c.mpn,
        categoryCode: c.category,
        name: c.name,
        series: c.series,
        description: c.description,
        params: c.params,
        package: c.pkg,
        datasheetUrl: datasheetOf(c),
      }),
  });
}

// ---- diodes -------------------------------------------------------------------------------------
// Sources: Diodes Inc. 1N4148W datasheet; onsemi 1N5817–1N5819 datasheet; Vishay SS12–SS16 and
// SS32–SS36 datasheets; onsemi BAV99L datasheet.
const GENERAL_DIODES: Curated[] = [
  {
    brand: 'diodes',
    mpn: '1N4148W-7-F',
    category: 'comp.discrete.diode.general',
    name: '开关二极管 1N4148W 100V 150mA SOD-123',
    series: '1N4148W',
    pkg: 'SOD-123',
    params: {
      diode_type: enumValue('开关二极管'),
      configuration: enumValue('单管'),
      vrrm: volt(100),
      if_avg: ampere(0.15),
      vf: volt(1.25),
      vf_at: ampere(0.15),
      trr: seconds(4e-9),
    },
    description:
      '高速开关二极管，VRRM 100 V，IO 150 mA，trr 4 ns，SOD-123。来源：Diodes Incorporated 1N4148W datasheet。',
  },
  {
    brand: 'onsemi',
    mpn: 'BAV99LT1G',
    category: 'comp.discrete.diode.general',
    name: '双开关二极管 BAV99 串联 SOT-23',
    series: 'BAV99',
    pkg: 'SOT-23',
    params: {
      diode_type: enumValue('开关二极管'),
      configuration: enumValue('双管串联'),
      vrrm: volt(70),
      if_avg: ampere(0.215),
      trr: seconds(6e-9),
    },
    description: '双开关二极管 (共阴阳串联)，VR 70 V，IF 215 mA，SOT-23。来源：onsemi BAV99L datasheet。',
  },
  ...(
    [
      ['1N5817RLG', 20, 0.45],
      ['1N5818RLG', 30, 0.55],
      ['1N5819RLG', 40, 0.6],
    ] as const
  ).map(
    ([mpn, v, vf]): Curated => ({
      brand: 'onsemi',
      mpn,
      category: 'comp.discrete.diode.general',
      name: `肖特基二极管 ${mpn.slice(0, 6)} ${v}V 1A DO-41`,
      series: '1N5817–1N5819',
      pkg: 'DO-41',
      params: {
        diode_type: enumValue('肖特基二极管'),
        configuration: enumValue('单管'),
        vrrm: volt(v),
        if_avg: ampere(1),
        vf: volt(vf),
        vf_at: ampere(1),
        ifsm: ampere(25),
      },
      description: `轴向肖特基整流二极管 ${mpn.slice(0, 6)}，VRRM ${v} V，IF(AV) 1 A，VF ≤ ${vf} V @ 1 A，IFSM 25 A。来源：onsemi 1N5817-1N5819 datasheet。`,
    }),
  ),
  ...(
    [
      ['SS12', 20, 0.5],
      ['SS13', 30, 0.5],
      ['SS14', 40, 0.5],
      ['SS15', 50, 0.7],
      ['SS16', 60, 0.7],
    ] as const
  ).map(
    ([p, v, vf]): Curated => ({
      brand: 'vishay',
      mpn: `${p}-E3/61T`,
      category: 'comp.discrete.diode.general',
      name: `肖特基二极管 ${p} ${v}V 1A SMA`,
      series: 'SS12–SS16',
      pkg: 'SMA (DO-214AC)',
      params: {
        diode_type: enumValue('肖特基二极管'),
        configuration: enumValue('单管'),
        vrrm: volt(v),
        if_avg: ampere(1),
        vf: volt(vf),
        vf_at: ampere(1),
      },
      description: `贴片肖特基整流二极管 ${p}，VRRM ${v} V，IF(AV) 1 A，VF ≤ ${vf} V @ 1 A，SMA。来源：Vishay SS12 thru SS16 datasheet。`,
    }),
  ),
  ...(
    [
      ['SS32', 20],
      ['SS33', 30],
      ['SS34', 40],
      ['SS35', 50],
      ['SS36', 60],
    ] as const
  ).map(
    ([p, v]): Curated => ({
      brand: 'vishay',
      mpn: `${p}-E3/57T`,
      category: 'comp.discrete.diode.general',
      name: `肖特基二极管 ${p} ${v}V 3A SMC`,
      series: 'SS32–SS36',
      pkg: 'SMC (DO-214AB)',
      params: {
        diode_type: enumValue('肖特基二极管'),
        configuration: enumValue('单管'),
        vrrm: volt(v),
        if_avg: ampere(3),
      },
      description: `贴片肖特基整流二极管 ${p}，VRRM ${v} V，IF(AV) 3 A，SMC。来源：Vishay SS32 thru SS36 datasheet。`,
    }),
  ),
];

// Littelfuse SMAJ (400 W), SMBJ (600 W), SMCJ (1500 W) TVS: stand-off voltage list of the series,
// suffix A = unidirectional, CA = bidirectional.
const TVS_VRWM = [
  5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40, 43,
  45, 48, 51, 54, 58, 60, 64, 70, 75, 78, 85, 90, 100, 110, 120, 130, 150, 160, 170,
];
const TVS_SERIES: Array<[string, number, string]> = [
  ['SMAJ', 400, 'SMA (DO-214AC)'],
  ['SMBJ', 600, 'SMB (DO-214AA)'],
  ['SMCJ', 1500, 'SMC (DO-214AB)'],
];

function tvsRows(): Curated[] {
  return TVS_SERIES.flatMap(([series, ppp, pkg]) =>
    TVS_VRWM.flatMap((v) =>
      (['A', 'CA'] as const).map((suffix): Curated => {
        const vText = Number.isInteger(v) && v < 10 ? v.toFixed(1) : String(v);
        const mpn = `${series}${vText}${suffix}`;
        const polarity = suffix === 'A' ? '单向' : '双向';
        return {
          brand: 'littelfuse',
          mpn,
          category: 'comp.discrete.diode.tvs',
          name: `TVS二极管 ${mpn} ${vText}V ${ppp}W ${polarity}`,
          series,
          pkg,
          params: { vrwm: volt(v), ppp: watt(ppp), polarity: enumValue(polarity) },
          description: `${series} 系列瞬态抑制二极管，VRWM ${vText} V，峰值脉冲功率 ${ppp} W (10/1000 µs)，${polarity}，${pkg}。来源：Littelfuse ${series} series datasheet。`,
        };
      }),
    ),
  );
}

// Zener diodes: Diodes Inc. BZT52C2V4–BZT52C51 (500 mW, SOD-123); onsemi MMSZ5221B–MMSZ5267B
// (500 mW, SOD-123, B = ±5 %), nominal Vz of the 1N5221–1N5267 numbering.
const BZT52 = [
  2.4, 2.7, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22,
  24, 27, 30, 33, 36, 39, 43, 47, 51,
];
const MMSZ52: Array<[number, number]> = [
  [5221, 2.4],
  [5222, 2.5],
  [5223, 2.7],
  [5224, 2.8],
  [5225, 3],
  [5226, 3.3],
  [5227, 3.6],
  [5228, 3.9],
  [5229, 4.3],
  [5230, 4.7],
  [5231, 5.1],
  [5232, 5.6],
  [5233, 6],
  [5234, 6.2],
  [5235, 6.8],
  [5236, 7.5],
  [5237, 8.2],
  [5238, 8.7],
  [5239, 9.1],
  [5240, 10],
  [5241, 11],
  [5242, 12],
  [5243, 13],
  [5244, 14],
  [5245, 15],
  [5246, 16],
  [5247, 17],
  [5248, 18],
  [5249, 19],
  [5250, 20],
  [5251, 22],
  [5252, 24],
  [5253, 25],
  [5254, 27],
  [5255, 28],
  [5256, 30],
  [5257, 33],
  [5258, 36],
  [5259, 39],
  [5260, 43],
  [5261, 47],
  [5262, 51],
  [5263, 56],
  [5264, 60],
  [5265, 62],
  [5266, 68],
  [5267, 75],
];

function zenerRows(): Curated[] {
  const bzt = BZT52.map((v): Curated => {
    const code =
      Number.isInteger(v) && v >= 10
        ? String(v)
        : String(v)
            .replace('.', 'V')
            .replace(/^(\d)$/, '$1V0');
    const mpn = `BZT52C${code}-7-F`;
    return {
      brand: 'diodes',
      mpn,
      category: 'comp.discrete.diode.zener',
      name: `稳压二极管 BZT52C${code} ${v}V 500mW SOD-123`,
      series: 'BZT52C',
      pkg: 'SOD-123',
      params: { vz: volt(v), pd: watt(0.5) },
      description: `稳压二极管 BZT52C${code}，标称稳压值 ${v} V，耗散功率 500 mW，SOD-123。来源：Diodes Incorporated BZT52C2V4–BZT52C51 datasheet。`,
    };
  });
  const mmsz = MMSZ52.map(
    ([n, v]): Curated => ({
      brand: 'onsemi',
      mpn: `MMSZ${n}BT1G`,
      category: 'comp.discrete.diode.zener',
      name: `稳压二极管 MMSZ${n}B ${v}V 500mW SOD-123`,
      series: 'MMSZ5221B–MMSZ5267B',
      pkg: 'SOD-123',
      params: { vz: volt(v), vz_tolerance: { display: '±5 %', si: 0.05, unit: '' }, pd: watt(0.5) },
      description: `稳压二极管 MMSZ${n}B，标称稳压值 ${v} V ±5 %，耗散功率 500 mW，SOD-123。来源：onsemi MMSZ5221B series datasheet。`,
    }),
  );
  return [...bzt, ...mmsz];
}

// ---- transistors --------------------------------------------------------------------------------
export function bjt(
  brand: string,
  mpn: string,
  pol: 'NPN' | 'PNP',
  vceo: number,
  ic: number,
  pd: number,
  pkg: string,
  source: string,
  datasheet?: string,
): Curated {
  return {
    brand,
    mpn,
    category: 'comp.discrete.transistor.bjt',
    name: `三极管 ${mpn} ${pol} ${vceo}V ${ic * 1000}mA ${pkg}`,
    series: mpn.replace(/(LT1G|,215)$/, ''),
    pkg,
    params: { polarity: enumValue(pol), vceo: volt(vceo), ic: ampere(ic), pd: watt(pd) },
    description: `${pol} 双极型晶体管，VCEO ${vceo} V，IC ${ic * 1000} mA，Pd ${pd * 1000} mW，${pkg}。来源：${source}。`,
    ...(datasheet ? { datasheet } : {}),
  };
}

const TRANSISTORS: () => Curated[] = () => [
  bjt(
    'onsemi',
    'MMBT3904LT1G',
    'NPN',
    40,
    0.2,
    0.225,
    'SOT-23',
    'onsemi MMBT3904L datasheet',
    'https://www.onsemi.com/pdf/datasheet/mmbt3904lt1-d.pdf',
  ),
  bjt(
    'onsemi',
    'MMBT3906LT1G',
    'PNP',
    40,
    0.2,
    0.225,
    'SOT-23',
    'onsemi MMBT3906L datasheet',
    'https://www.onsemi.com/pdf/datasheet/mmbt3906lt1-d.pdf',
  ),
  bjt('onsemi', 'MMBT2222ALT1G', 'NPN', 40, 0.6, 0.225, 'SOT-23', 'onsemi MMBT2222AL datasheet'),
  bjt('nexperia', 'BC847B,215', 'NPN', 45, 0.1, 0.25, 'SOT-23', 'Nexperia BC847 series datasheet'),
  bjt('jcet', 'S8050', 'NPN', 25, 0.5, 0.3, 'SOT-23', 'JCET S8050 datasheet'),
  bjt('jcet', 'S8550', 'PNP', 25, 0.5, 0.3, 'SOT-23', 'JCET S8550 datasheet'),
  {
    brand: 'onsemi',
    mpn: '2N7002LT1G',
    category: 'comp.discrete.transistor.mosfet',
    name: 'MOSFET 2N7002 N沟道 60V 115mA SOT-23',
    series: '2N7002L',
    pkg: 'SOT-23',
    params: {
      channel: enumValue('N沟道'),
      vds: volt(60),
      id: ampere(0.115),
      rds_on: ohm(7.5),
      rds_vgs: volt(10),
    },
    description:
      '小信号 N 沟道 MOSFET，VDS 60 V，ID 115 mA，RDS(on) ≤ 7.5 Ω @ VGS 10 V，SOT-23。来源：onsemi 2N7002L datasheet。',
  },
  {
    brand: 'onsemi',
    mpn: 'BSS138LT1G',
    category: 'comp.discrete.transistor.mosfet',
    name: 'MOSFET BSS138 N沟道 50V 200mA SOT-23',
    series: 'BSS138L',
    pkg: 'SOT-23',
    params: {
      channel: enumValue('N沟道'),
      vds: volt(50),
      id: ampere(0.2),
      rds_on: ohm(3.5),
      rds_vgs: volt(10),
    },
    description:
      '小信号 N 沟道 MOSFET，VDS 50 V，ID 200 mA，RDS(on) ≤ 3.5 Ω @ VGS 10 V，SOT-23 (常用于电平转换)。来源：onsemi BSS138L datasheet。',
  },
  {
    brand: 'aos',
    mpn: 'AO3400A',
    category: 'comp.discrete.transistor.mosfet',
    name: 'MOSFET AO3400A N沟道 30V 5.7A SOT-23',
    series: 'AO3400A',
    pkg: 'SOT-23',
    params: { channel: enumValue('N沟道'), vds: volt(30), id: ampere(5.7) },
    description: 'N 沟道增强型 MOSFET，VDS 30 V，ID 5.7 A，SOT-23。来源：Alpha & Omega AO3400A datasheet。',
  },
  {
    brand: 'aos',
    mpn: 'AO3401A',
    category: 'comp.discrete.transistor.mosfet',
    name: 'MOSFET AO3401A P沟道 -30V -4A SOT-23',
    series: 'AO3401A',
    pkg: 'SOT-23',
    params: { channel: enumValue('P沟道'), vds: volt(30), id: ampere(4) },
    description:
      'P 沟道增强型 MOSFET，VDS -30 V，ID -4.0 A，SOT-23 (参数以绝对值存储)。来源：Alpha & Omega AO3401A datasheet。',
  },
];

// ---- LDOs ---------------------------------------------------------------------------------------
export function ldo(
  brand: string,
  mpn: string,
  series: string,
  vout: number | null,
  iout: number,
  vinMax: number | null,
  pkg: string,
  source: string,
  extra: Record<string, ParamValue> = {},
  datasheet?: string,
): Curated {
  const vText = vout === null ? '可调' : `${vout}V`;
  const params: Record<string, ParamValue> = {
    output_type: enumValue(vout === null ? '可调' : '固定'),
    iout: ampere(iout),
    ...extra,
  };
  if (vout !== null) params.vout = volt(vout);
  if (vinMax !== null) params.vin_max = volt(vinMax);
  return {
    brand,
    mpn,
    category: 'comp.ic.power.ldo',
    name: `LDO ${mpn} ${vText} ${iout >= 1 ? `${iout}A` : `${iout * 1000}mA`} ${pkg}`,
    series,
    pkg,
    params,
    description: `线性稳压器 ${series}，输出 ${vText}，最大输出电流 ${iout * 1000} mA${vinMax ? `，最大输入 ${vinMax} V` : ''}，${pkg}。来源：${source}。`,
    ...(datasheet ? { datasheet } : {}),
  };
}

const LDOS: () => Curated[] = () => [
  ...([1.5, 1.8, 2.5, 2.85, 3.3, 5] as const).map((v) =>
    ldo(
      'ams-monolithic',
      `AMS1117-${v === 5 ? '5.0' : v}`,
      'AMS1117',
      v,
      1,
      15,
      'SOT-223',
      'AMS1117 datasheet',
      {
        dropout: volt(1.3),
        dropout_at: ampere(1),
      },
    ),
  ),
  ldo('ams-monolithic', 'AMS1117', 'AMS1117', null, 1, 15, 'SOT-223', 'AMS1117 datasheet', {
    dropout: volt(1.3),
    dropout_at: ampere(1),
  }),
  ...([1.8, 2.5, 2.8, 3, 3.3] as const).map((v) =>
    ldo(
      'microne',
      `ME6211C${Math.round(v * 10)}M5G`,
      'ME6211',
      v,
      0.5,
      6,
      'SOT-23-5',
      'Microne ME6211 datasheet',
    ),
  ),
  ...([1.8, 2.5, 2.8, 3.3] as const).map((v) =>
    ldo(
      'richtek',
      `RT9013-${Math.round(v * 10)}GB`,
      'RT9013',
      v,
      0.5,
      5.5,
      'SOT-23-5',
      'Richtek RT9013 datasheet',
    ),
  ),
  ...([1.8, 2.5, 3.3, 5] as const).map((v) =>
    ldo(
      'ti',
      `TLV1117-${Math.round(v * 10)}IDCYR`,
      'TLV1117',
      v,
      0.8,
      15,
      'SOT-223',
      'TI TLV1117 datasheet',
      {},
      'https://www.ti.com/lit/ds/symlink/tlv1117.pdf',
    ),
  ),
  ldo(
    'ti',
    'TLV1117IDCYR',
    'TLV1117',
    null,
    0.8,
    15,
    'SOT-223',
    'TI TLV1117 datasheet',
    {},
    'https://www.ti.com/lit/ds/symlink/tlv1117.pdf',
  ),
  ...([1.8, 2.5, 2.8, 3, 3.3] as const).map((v) =>
    ldo(
      'torex',
      `XC6206P${Math.round(v * 10)}2MR`,
      'XC6206',
      v,
      0.2,
      6,
      'SOT-23',
      'Torex XC6206 series datasheet',
    ),
  ),
];

// ---- MCUs, interface ICs, modules ----------------------------------------------------------------
const KB = 1024;
export function mcu(
  brand: string,
  mpn: string,
  series: string,
  core: string,
  mhz: number,
  flashKb: number | null,
  ramKb: number,
  pkg: string,
  pins: number,
  datasheet?: string,
): Curated {
  const params: Record<string, ParamValue> = {
    core: text(core),
    fmax: hertz(mhz * 1e6),
    ram: bytes(ramKb * KB),
    pins: count(pins),
  };
  if (flashKb !== null) params.flash = bytes(flashKb * KB);
  return {
    brand,
    mpn,
    category: 'comp.ic.mcu',
    name: `MCU ${mpn} ${core} ${mhz}MHz${flashKb !== null ? ` ${flashKb}KB Flash` : ''} ${pkg}`,
    series,
    pkg,
    params,
    description: `${series} 微控制器，${core} 内核，最高 ${mhz} MHz，${flashKb !== null ? `Flash ${flashKb} KB，` : '无片内 Flash (外接 QSPI Flash)，'}SRAM ${ramKb} KB，${pkg}。来源：制造商数据手册。`,
    ...(datasheet ? { datasheet } : {}),
  };
}

const ST_DS = 'https://www.st.com/resource/en/datasheet/';
const MCUS: () => Curated[] = () => [
  mcu(
    'st',
    'STM32F103C8T6',
    'STM32F103',
    'Arm Cortex-M3',
    72,
    64,
    20,
    'LQFP48',
    48,
    `${ST_DS}stm32f103c8.pdf`,
  ),
  mcu(
    'st',
    'STM32F103CBT6',
    'STM32F103',
    'Arm Cortex-M3',
    72,
    128,
    20,
    'LQFP48',
    48,
    `${ST_DS}stm32f103c8.pdf`,
  ),
  mcu('st', 'STM32F103C6T6', 'STM32F103', 'Arm Cortex-M3', 72, 32, 10, 'LQFP48', 48),
  mcu(
    'st',
    'STM32F103RBT6',
    'STM32F103',
    'Arm Cortex-M3',
    72,
    128,
    20,
    'LQFP64',
    64,
    `${ST_DS}stm32f103c8.pdf`,
  ),
  mcu('st', 'STM32F103RCT6', 'STM32F103', 'Arm Cortex-M3', 72, 256, 48, 'LQFP64', 64),
  mcu('st', 'STM32F103VET6', 'STM32F103', 'Arm Cortex-M3', 72, 512, 64, 'LQFP100', 100),
  mcu('st', 'STM32F103ZET6', 'STM32F103', 'Arm Cortex-M3', 72, 512, 64, 'LQFP144', 144),
  mcu('st', 'STM32F030F4P6', 'STM32F030', 'Arm Cortex-M0', 48, 16, 4, 'TSSOP20', 20),
  mcu('st', 'STM32F030K6T6', 'STM32F030', 'Arm Cortex-M0', 48, 32, 4, 'LQFP32', 32),
  mcu('st', 'STM32F030C8T6', 'STM32F030', 'Arm Cortex-M0', 48, 64, 8, 'LQFP48', 48),
  mcu('st', 'STM32F401CCU6', 'STM32F401', 'Arm Cortex-M4F', 84, 256, 64, 'UFQFPN48', 48),
  mcu('st', 'STM32F411CEU6', 'STM32F411', 'Arm Cortex-M4F', 100, 512, 128, 'UFQFPN48', 48),
  mcu('st', 'STM32F407VGT6', 'STM32F407', 'Arm Cortex-M4F', 168, 1024, 192, 'LQFP100', 100),
  mcu('st', 'STM32F407ZGT6', 'STM32F407', 'Arm Cortex-M4F', 168, 1024, 192, 'LQFP144', 144),
  mcu('st', 'STM32G030F6P6', 'STM32G030', 'Arm Cortex-M0+', 64, 32, 8, 'TSSOP20', 20),
  mcu('st', 'STM32G030C8T6', 'STM32G030', 'Arm Cortex-M0+', 64, 64, 8, 'LQFP48', 48),
  mcu('st', 'STM32G071RBT6', 'STM32G071', 'Arm Cortex-M0+', 64, 128, 36, 'LQFP64', 64),
  mcu('gigadevice', 'GD32F103C8T6', 'GD32F103', 'Arm Cortex-M3', 108, 64, 20, 'LQFP48', 48),
  mcu('gigadevice', 'GD32F103CBT6', 'GD32F103', 'Arm Cortex-M3', 108, 128, 20, 'LQFP48', 48),
  mcu('gigadevice', 'GD32F303CCT6', 'GD32F303', 'Arm Cortex-M4', 120, 256, 48, 'LQFP48', 48),
  mcu('wch', 'CH32V003F4P6', 'CH32V003', 'RISC-V (青稞 V2A)', 48, 16, 2, 'TSSOP20', 20),
  mcu('wch', 'CH32V003A4M6', 'CH32V003', 'RISC-V (青稞 V2A)', 48, 16, 2, 'SOP16', 16),
  mcu('wch', 'CH32V003J4M6', 'CH32V003', 'RISC-V (青稞 V2A)', 48, 16, 2, 'SOP8', 8),
  mcu('microchip', 'ATmega328P-AU', 'ATmega328P', 'AVR 8位', 20, 32, 2, 'TQFP32', 32),
  mcu('microchip', 'ATmega328P-PU', 'ATmega328P', 'AVR 8位', 20, 32, 2, 'PDIP28', 28),
  mcu('microchip', 'ATmega328P-MU', 'ATmega328P', 'AVR 8位', 20, 32, 2, 'VQFN32', 32),
  mcu(
    'raspberrypi',
    'RP2040',
    'RP2040',
    '双核 Arm Cortex-M0+',
    133,
    null,
    264,
    'QFN56 (7×7 mm)',
    56,
    'https://datasheets.raspberrypi.com/rp2040/rp2040-datasheet.pdf',
  ),
];

const INTERFACE: () => Curated[] = () =>
  (
    [
      ['CH340G', 'SOP16', 16, '需外接 12 MHz 晶振'],
      ['CH340C', 'SOP16', 16, '内置时钟'],
      ['CH340N', 'SOP8', 8, '内置时钟'],
      ['CH340E', 'MSOP10', 10, '内置时钟'],
    ] as const
  ).map(([mpn, pkg, pins, note]) => ({
    brand: 'wch',
    mpn,
    category: 'comp.ic.interface',
    name: `USB转串口芯片 ${mpn} ${pkg}`,
    series: 'CH340',
    pkg,
    params: { function: text('USB 转 UART'), pins: count(pins) },
    description: `沁恒 ${mpn} USB 转串口 (UART) 芯片，${note}，${pkg}。来源：WCH CH340 datasheet。`,
  }));

const ESP_DS = 'https://www.espressif.com/sites/default/files/documentation/';
function module(
  mpn: string,
  series: string,
  chip: string,
  core: string,
  wireless: string,
  flashMb: number,
  psramMb: number,
  datasheet: string,
): Curated {
  const params: Record<string, ParamValue> = {
    chip: text(chip),
    core: text(core),
    wireless: text(wireless),
    flash: bytes(flashMb * KB * KB),
  };
  if (psramMb) params.psram = bytes(psramMb * KB * KB);
  return {
    brand: 'espressif',
    mpn,
    category: 'comp.ic.rf-module',
    name: `无线模组 ${mpn} ${wireless} ${flashMb}MB Flash${psramMb ? ` ${psramMb}MB PSRAM` : ''}`,
    series,
    pkg: '模组 (邮票孔/LGA)',
    params,
    description: `乐鑫 ${series} 模组，主芯片 ${chip}，${core}，${wireless}，Flash ${flashMb} MB${psramMb ? `，PSRAM ${psramMb} MB` : ''}。来源：Espressif ${series} datasheet。`,
    datasheet,
  };
}

const MODULES: () => Curated[] = () => [
  ...[4, 8, 16].map((f) =>
    module(
      `ESP32-WROOM-32E-N${f}`,
      'ESP32-WROOM-32E',
      'ESP32-D0WD-V3',
      '双核 Xtensa LX6 240 MHz',
      'Wi-Fi 4 + 蓝牙 (BR/EDR + BLE)',
      f,
      0,
      `${ESP_DS}esp32-wroom-32e_esp32-wroom-32ue_datasheet_en.pdf`,
    ),
  ),
  module(
    'ESP32-C3-WROOM-02-N4',
    'ESP32-C3-WROOM-02',
    'ESP32-C3',
    '单核 RISC-V 160 MHz',
    'Wi-Fi 4 + BLE 5',
    4,
    0,
    `${ESP_DS}esp32-c3-wroom-02_datasheet_en.pdf`,
  ),
  module(
    'ESP32-C3-MINI-1-N4',
    'ESP32-C3-MINI-1',
    'ESP32-C3',
    '单核 RISC-V 160 MHz',
    'Wi-Fi 4 + BLE 5',
    4,
    0,
    `${ESP_DS}esp32-c3-mini-1_datasheet_en.pdf`,
  ),
  module(
    'ESP32-S3-WROOM-1-N8R2',
    'ESP32-S3-WROOM-1',
    'ESP32-S3',
    '双核 Xtensa LX7 240 MHz',
    'Wi-Fi 4 + BLE 5',
    8,
    2,
    `${ESP_DS}esp32-s3-wroom-1_wroom-1u_datasheet_en.pdf`,
  ),
  module(
    'ESP32-S3-WROOM-1-N16R8',
    'ESP32-S3-WROOM-1',
    'ESP32-S3',
    '双核 Xtensa LX7 240 MHz',
    'Wi-Fi 4 + BLE 5',
    16,
    8,
    `${ESP_DS}esp32-s3-wroom-1_wroom-1u_datasheet_en.pdf`,
  ),
];

export function semiconductorFamilies(): Family[] {
  return [
    curatedFamily('diode.general', '二极管 (开关/肖特基)', () => GENERAL_DIODES),
    curatedFamily('diode.tvs.littelfuse', 'TVS 二极管 Littelfuse SMAJ/SMBJ/SMCJ', tvsRows),
    curatedFamily('diode.zener', '稳压二极管 BZT52C / MMSZ52xxB', zenerRows),
    curatedFamily('transistor', '三极管与 MOSFET', TRANSISTORS),
    curatedFamily('ic.ldo', '线性稳压器 LDO', LDOS),
    curatedFamily('ic.mcu', '微控制器 MCU', MCUS),
    curatedFamily('ic.interface', '接口芯片', INTERFACE),
    curatedFamily('ic.rf-module', '无线模组', MODULES),
  ];
}
