// The discretes engineers search most, from their makers' published lines: rectifier, switching and Schottky
// diodes, zeners, bipolar transistors and power MOSFETs. Part numbers are the makers' orderable codes; the
// ratings are the headline values of each datasheet (absolute maximum ratings, RDS(on) maximum at the stated
// gate voltage). A rating we were not sure of is left out.

import type { Family } from '../family.ts';
import type { ParamValue } from '../types.ts';
import { ampere, enumValue, ohm, seconds, volt, watt } from '../values.ts';
import { type Curated, curatedFamily } from './semiconductors.data.ts';

function diode(
  brand: string,
  mpn: string,
  series: string,
  type: '整流二极管' | '开关二极管' | '肖特基二极管',
  configuration: string,
  vrrm: number,
  ifAvg: number,
  pkg: string,
  source: string,
  extra: Record<string, ParamValue> = {},
): Curated {
  const iText = ifAvg >= 1 ? `${ifAvg}A` : `${Math.round(ifAvg * 1000)}mA`;
  return {
    brand,
    mpn,
    category: 'comp.discrete.diode.general',
    name: `${type} ${series} ${vrrm}V ${iText} ${pkg}`,
    series,
    pkg,
    params: {
      diode_type: enumValue(type),
      configuration: enumValue(configuration),
      vrrm: volt(vrrm),
      if_avg: ampere(ifAvg),
      ...extra,
    },
    description: `${type} ${mpn}，${configuration}，VRRM ${vrrm} V，IF(AV) ${iText}，${pkg}。来源：${source}。`,
  };
}

// onsemi 1N4001–1N4007 (1 A, DO-41, IFSM 30 A, VF ≤ 1.1 V @ 1 A); onsemi 1N4148 (DO-35);
// onsemi BAT54L series (30 V, 200 mA Schottky, SOT-23, four configurations).
const RECTIFIERS: Array<[string, number]> = [
  ['1N4001G', 50],
  ['1N4002G', 100],
  ['1N4003G', 200],
  ['1N4004G', 400],
  ['1N4005G', 600],
  ['1N4006G', 800],
  ['1N4007G', 1000],
];
const BAT54: Array<[string, string]> = [
  ['BAT54LT1G', '单管'],
  ['BAT54ALT1G', '双管共阳'],
  ['BAT54CLT1G', '双管共阴'],
  ['BAT54SLT1G', '双管串联'],
];

function diodes(): Curated[] {
  return [
    ...RECTIFIERS.map(([mpn, v]) =>
      diode(
        'onsemi',
        mpn,
        mpn.slice(0, 6),
        '整流二极管',
        '单管',
        v,
        1,
        'DO-41',
        'onsemi 1N4001–1N4007 datasheet',
        {
          vf: volt(1.1),
          vf_at: ampere(1),
          ifsm: ampere(30),
        },
      ),
    ),
    diode('onsemi', '1N4148', '1N4148', '开关二极管', '单管', 100, 0.2, 'DO-35', 'onsemi 1N4148 datasheet', {
      trr: seconds(4e-9),
    }),
    ...BAT54.map(([mpn, conf]) =>
      diode(
        'onsemi',
        mpn,
        mpn.replace(/LT1G$/, ''),
        '肖特基二极管',
        conf,
        30,
        0.2,
        'SOT-23',
        'onsemi BAT54L datasheet',
      ),
    ),
  ].map((f) => ({ ...f, defaultOnly: true }));
}

// Zeners: onsemi 1N4728A–1N4758A (1 W, DO-41, ±5 %); onsemi BZX84C2V4LT1G series (225 mW, SOT-23).
const ZENER_1W = [
  3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30,
  33, 36, 39, 43, 47, 51, 56,
];
const BZX84 = [
  2.4, 2.7, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22,
  24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75,
];

/** The Vz code of a zener part number: 3V3, 5V1, 10, 2V4; 3 V is 3V0. */
function vzCode(v: number): string {
  if (v >= 10) return String(v);
  return Number.isInteger(v) ? `${v}V0` : String(v).replace('.', 'V');
}

function zeners(): Curated[] {
  const oneWatt = ZENER_1W.map((v, i): Curated => {
    const mpn = `1N${4728 + i}A`;
    return {
      brand: 'onsemi',
      mpn,
      category: 'comp.discrete.diode.zener',
      name: `稳压二极管 ${mpn} ${v}V 1W DO-41`,
      series: '1N4728A–1N4758A',
      pkg: 'DO-41',
      params: { vz: volt(v), vz_tolerance: { display: '±5 %', si: 0.05, unit: '' }, pd: watt(1) },
      description: `稳压二极管 ${mpn}，标称稳压值 ${v} V ±5 %，耗散功率 1 W，DO-41。来源：onsemi 1N4728A–1N4758A datasheet。`,
    };
  });
  const bzx = BZX84.map((v): Curated => {
    const mpn = `BZX84C${vzCode(v)}LT1G`;
    return {
      brand: 'onsemi',
      mpn,
      category: 'comp.discrete.diode.zener',
      name: `稳压二极管 BZX84C${vzCode(v)} ${v}V 225mW SOT-23`,
      series: 'BZX84C',
      pkg: 'SOT-23',
      params: { vz: volt(v), pd: watt(0.225) },
      description: `稳压二极管 BZX84C${vzCode(v)}，标称稳压值 ${v} V，耗散功率 225 mW，SOT-23。来源：onsemi BZX84C2V4LT1G series datasheet。`,
    };
  });
  return [...oneWatt, ...bzx];
}

function transistor(
  brand: string,
  mpn: string,
  series: string,
  pol: 'NPN' | 'PNP',
  vceo: number,
  ic: number,
  pd: number,
  pkg: string,
  source: string,
  kind = '',
): Curated {
  const iText = ic >= 1 ? `${ic}A` : `${Math.round(ic * 1000)}mA`;
  return {
    brand,
    mpn,
    category: 'comp.discrete.transistor.bjt',
    name: `三极管 ${mpn} ${pol}${kind} ${vceo}V ${iText} ${pkg}`,
    series,
    pkg,
    params: { polarity: enumValue(pol), vceo: volt(vceo), ic: ampere(ic), pd: watt(pd) },
    description: `${pol} ${kind || '双极型晶体管'}，VCEO ${vceo} V，IC ${iText}，Pd ${pd} W，${pkg}。来源：${source}。`,
  };
}

function bjts(): Curated[] {
  const on = 'onsemi';
  return [
    transistor(on, '2N3904BU', '2N3904', 'NPN', 40, 0.2, 0.625, 'TO-92', 'onsemi 2N3904 datasheet'),
    transistor(on, '2N3906BU', '2N3906', 'PNP', 40, 0.2, 0.625, 'TO-92', 'onsemi 2N3906 datasheet'),
    transistor(on, 'P2N2222AG', 'P2N2222A', 'NPN', 40, 0.6, 0.625, 'TO-92', 'onsemi P2N2222A datasheet'),
    transistor(
      on,
      'MMBT2907ALT1G',
      'MMBT2907A',
      'PNP',
      60,
      0.6,
      0.225,
      'SOT-23',
      'onsemi MMBT2907AL datasheet',
    ),
    transistor(
      on,
      'MMBT5551LT1G',
      'MMBT5551',
      'NPN',
      160,
      0.6,
      0.225,
      'SOT-23',
      'onsemi MMBT5551L datasheet',
    ),
    transistor(
      on,
      'MMBT5401LT1G',
      'MMBT5401',
      'PNP',
      150,
      0.6,
      0.225,
      'SOT-23',
      'onsemi MMBT5401L datasheet',
    ),
    transistor(
      'nexperia',
      'BC817-40,215',
      'BC817',
      'NPN',
      45,
      0.5,
      0.25,
      'SOT-23',
      'Nexperia BC817 series datasheet',
    ),
    transistor(
      'nexperia',
      'BC807-40,215',
      'BC807',
      'PNP',
      45,
      0.5,
      0.25,
      'SOT-23',
      'Nexperia BC807 series datasheet',
    ),
    transistor(on, 'TIP31CG', 'TIP31C', 'NPN', 100, 3, 40, 'TO-220', 'onsemi TIP31/TIP32 series datasheet'),
    transistor(on, 'TIP32CG', 'TIP32C', 'PNP', 100, 3, 40, 'TO-220', 'onsemi TIP31/TIP32 series datasheet'),
    transistor(on, 'TIP41CG', 'TIP41C', 'NPN', 100, 6, 65, 'TO-220', 'onsemi TIP41/TIP42 series datasheet'),
    transistor(on, 'TIP42CG', 'TIP42C', 'PNP', 100, 6, 65, 'TO-220', 'onsemi TIP41/TIP42 series datasheet'),
    transistor(
      on,
      'TIP120G',
      'TIP120',
      'NPN',
      60,
      5,
      65,
      'TO-220',
      'onsemi TIP120 series datasheet',
      ' 达林顿',
    ),
    transistor(
      on,
      'TIP122G',
      'TIP122',
      'NPN',
      100,
      5,
      65,
      'TO-220',
      'onsemi TIP120 series datasheet',
      ' 达林顿',
    ),
    transistor(
      on,
      'TIP127G',
      'TIP127',
      'PNP',
      100,
      5,
      65,
      'TO-220',
      'onsemi TIP120 series datasheet',
      ' 达林顿',
    ),
  ].map((f) => ({ ...f, defaultOnly: true }));
}

function mosfet(
  brand: string,
  mpn: string,
  series: string,
  channel: 'N沟道' | 'P沟道',
  vds: number,
  id: number,
  rdsOn: number,
  rdsVgs: number,
  pkg: string,
  source: string,
): Curated {
  const mOhm = Math.round(rdsOn * 1e4) / 10;
  return {
    brand,
    mpn,
    category: 'comp.discrete.transistor.mosfet',
    name: `MOSFET ${mpn} ${channel} ${vds}V ${id}A ${pkg}`,
    series,
    pkg,
    params: {
      channel: enumValue(channel),
      vds: volt(vds),
      id: ampere(id),
      rds_on: ohm(rdsOn),
      rds_vgs: volt(rdsVgs),
    },
    description: `${channel}增强型 MOSFET，VDS ${channel === 'P沟道' ? '-' : ''}${vds} V，ID ${id} A，RDS(on) ≤ ${mOhm} mΩ @ VGS ${rdsVgs} V，${pkg}${channel === 'P沟道' ? ' (参数以绝对值存储)' : ''}。来源：${source}。`,
  };
}

function mosfets(): Curated[] {
  const inf = (mpn: string, ...r: [string, 'N沟道' | 'P沟道', number, number, number, number, string]) =>
    mosfet('infineon', mpn, r[0], r[1], r[2], r[3], r[4], r[5], r[6], `Infineon (IR) ${r[0]} datasheet`);
  const st = (mpn: string, ...r: [number, number, number]) =>
    mosfet('st', mpn, mpn, 'N沟道', r[0], r[1], r[2], 10, 'TO-220', `ST ${mpn} datasheet`);
  return [
    inf('IRF540NPBF', 'IRF540N', 'N沟道', 100, 33, 0.044, 10, 'TO-220AB'),
    inf('IRF520NPBF', 'IRF520N', 'N沟道', 100, 9.7, 0.2, 10, 'TO-220AB'),
    inf('IRF640NPBF', 'IRF640N', 'N沟道', 200, 18, 0.15, 10, 'TO-220AB'),
    inf('IRFZ44NPBF', 'IRFZ44N', 'N沟道', 55, 49, 0.0175, 10, 'TO-220AB'),
    inf('IRLZ44NPBF', 'IRLZ44N', 'N沟道', 55, 47, 0.022, 10, 'TO-220AB'),
    inf('IRF3205PBF', 'IRF3205', 'N沟道', 55, 110, 0.008, 10, 'TO-220AB'),
    inf('IRF9540NPBF', 'IRF9540N', 'P沟道', 100, 23, 0.117, 10, 'TO-220AB'),
    inf('IRF4905PBF', 'IRF4905', 'P沟道', 55, 74, 0.02, 10, 'TO-220AB'),
    inf('IRLML2502TRPBF', 'IRLML2502', 'N沟道', 20, 4.2, 0.045, 4.5, 'SOT-23'),
    inf('IRLML6344TRPBF', 'IRLML6344', 'N沟道', 30, 5, 0.029, 4.5, 'SOT-23'),
    inf('IRLML6402TRPBF', 'IRLML6402', 'P沟道', 20, 3.7, 0.065, 4.5, 'SOT-23'),
    st('STP55NF06', 60, 50, 0.018),
    st('STP75NF75', 75, 80, 0.011),
    mosfet(
      'nexperia',
      '2N7002,215',
      '2N7002',
      'N沟道',
      60,
      0.3,
      5,
      10,
      'SOT-23',
      'Nexperia 2N7002 datasheet',
    ),
  ].map((f) => ({ ...f, defaultOnly: true }));
}

/** Drawn from only at the default catalogue's size (Family.defaultOnly): the tests' small catalogues stay as they were. */
export function popularDiscreteFamilies(): Family[] {
  return [
    curatedFamily('diode.popular', '二极管 (整流/开关/肖特基，常用型号)', diodes),
    curatedFamily('diode.zener.popular', '稳压二极管 1N47xxA / BZX84C', zeners),
    curatedFamily('transistor.bjt.popular', '三极管 (常用型号)', bjts),
    curatedFamily('transistor.mosfet.popular', 'MOSFET (常用型号)', mosfets),
  ].map((f) => ({ ...f, defaultOnly: true }));
}
