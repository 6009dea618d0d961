// Diode and transistor part numbers read by their makers' ordering codes (issue 15, Understanding): what a number
// the catalogue lacks means, so that search can list the nearest items. Only the schemes whose letters the
// datasheets define are read; a number of another scheme is null.
// - Vishay SS12 thru SS16 (doc 88746) and SS32 thru SS36 (doc 88751): SS + IF(AV) digit (1 = 1 A in SMA, 3 = 3 A
//   in SMC) + VRRM in tens of volts (2 … 6); the 80 V and 100 V members (SS18, SS110, SS310) of the same code are
//   other makers' (e.g. MCC SS12–SS110, SS32–SS310); Vishay packaging suffix -E3/… or -M3/….
// - 1N4001–1N4007 (onsemi 1N4001-D: G Pb-free, RLG tape and reel; Diodes Inc. 1N4001–1N4007: -T, -B; Vishay
//   1N4001 thru 1N4007: -E3/54, -E3/73): 1 A, VRRM 50/100/200/400/600/800/1000 V, DO-41 (DO-204AL).
// - BAT54 series (onsemi BAT54L / BAT54A / BAT54S; Nexperia BAT54 series and BAT54W series; Diodes BAT54W): no
//   letter single, A common anode, C common cathode, S series; W = SOT-323, otherwise SOT-23; 30 V, 200 mA.
// - 1N4148W (SOD-123), 1N4148WS (SOD-323), 1N4148WT (SOD-523) (Diodes Inc. 1N4148W / 1N4148WS / 1N4148WT
//   datasheets; -7-F, Vishay -E3-08 / -E3-18): switching diode in the package the letters name.
// - BC846–BC850 NPN, BC856–BC860 PNP (Nexperia BC846/BC847/BC848 series, BC849/BC850, BC856/BC857/BC858 series):
//   VCEO 65 V (846/856), 45 V (847/850/857/860), 30 V (848/849/858/859), IC 100 mA; hFE group A 110–220,
//   B 200–450, C 420–800; W = SOT-323 (Nexperia ,115/,135; onsemi WT1G), otherwise SOT-23 (,215/,235; LT1G/LT3G).
// - BC817/BC818 NPN, BC807/BC808 PNP (Nexperia BC817 series, BC807 series): VCEO 45 V (817/807), 25 V (818/808),
//   IC 500 mA; hFE group -16 100–250, -25 160–400, -40 250–600; W = SOT-323.
// - onsemi MMBT (SOT-23 versions of the 2N types; datasheets MMBT3904L, MMBT3906L, MMBT2222AL, MMBT2907AL,
//   MMBT5551L, MMBT5401L): suffix LT1G = SOT-23 on 7-inch reel, LT3G = 13-inch reel, G Pb-free; the ratings are
//   the datasheets' (the catalogue's rows of the LT1G parts).
import type { DecodedPart } from './decoded-part.ts';
import type { ParamValue } from './types.ts';
import { ampere, enumValue, text, volt } from './values.ts';

// A number without a packing suffix (BAT54CW, BC847C) is several makers' type name: its brandCode is ''.

/** What a part number of these codes decodes to (decoded-part.ts). */
export type DecodedDiscrete = DecodedPart;

const DIODE = 'comp.discrete.diode.general';
const BJT = 'comp.discrete.transistor.bjt';
const SMA = 'SMA (DO-214AC)';
const SMC = 'SMC (DO-214AB)';

function diode(
  brandCode: string,
  series: string,
  pkg: string,
  type: string,
  config: string,
  vrrm: number | null,
  ifAvg: number | null,
): DecodedDiscrete {
  const params: Record<string, ParamValue> = {
    diode_type: enumValue(type),
    configuration: enumValue(config),
    case_size: text(pkg),
  };
  if (vrrm !== null) params.vrrm = volt(vrrm);
  if (ifAvg !== null) params.if_avg = ampere(ifAvg);
  return { brandCode, series, categoryCode: DIODE, package: pkg, params };
}

/** SS12–SS110 (1 A, SMA) and SS32–SS310 (3 A, SMC) Schottky rectifiers. */
function ssSchottky(s: string): DecodedDiscrete | null {
  const m = /^SS([13])(2|3|4|5|6|8|10)(?:-[EM]3\/[0-9A-Z]{2,3})?$/.exec(s);
  if (!m) return null;
  const [, amps = '', code = ''] = m;
  if (amps === '3' && code === '8') return null;
  const vishay = Number(code) <= 6;
  const series = amps === '1' ? 'SS12–SS16' : 'SS32–SS36';
  return diode(
    vishay ? 'vishay' : '',
    vishay ? series : `SS${amps}x`,
    amps === '1' ? SMA : SMC,
    '肖特基二极管',
    '单管',
    Number(code) * 10,
    Number(amps),
  );
}

const RECTIFIER_V: Record<string, number> = { 1: 50, 2: 100, 3: 200, 4: 400, 5: 600, 6: 800, 7: 1000 };
/** 1N4001–1N4007 general-purpose rectifiers with the makers' packaging suffixes. */
function rectifier1n400x(s: string): DecodedDiscrete | null {
  const m = /^1N400([1-7])(G|RLG|-T|-B|-E3\/54|-E3\/73)?$/.exec(s);
  if (!m) return null;
  const [, d = '', suffix = ''] = m;
  const brand = suffix.startsWith('-E3')
    ? 'vishay'
    : suffix === '-T' || suffix === '-B'
      ? 'diodes'
      : suffix === ''
        ? ''
        : 'onsemi';
  return diode(brand, '1N4001–1N4007', 'DO-41', '整流二极管', '单管', RECTIFIER_V[d] as number, 1);
}

const BAT54_CONFIG: Record<string, string> = { '': '单管', A: '双管共阳', C: '双管共阴', S: '双管串联' };
/** BAT54, BAT54A/C/S (SOT-23) and their W versions (SOT-323). */
function bat54(s: string): DecodedDiscrete | null {
  const m = /^BAT54([ACS]?)(W?)(LT[13]G|T1G|,215|,235|,115|,135|-7-F)?$/.exec(s);
  if (!m) return null;
  const [, conf = '', w = '', suffix = ''] = m;
  if (suffix.startsWith('LT') && w) return null;
  if (suffix === 'T1G' && !w) return null;
  if ((suffix === ',215' || suffix === ',235') && w) return null;
  if ((suffix === ',115' || suffix === ',135') && !w) return null;
  const brand =
    suffix === '' ? '' : suffix.startsWith(',') ? 'nexperia' : suffix === '-7-F' ? 'diodes' : 'onsemi';
  return diode(
    brand,
    w ? 'BAT54W' : 'BAT54',
    w ? 'SOT-323' : 'SOT-23',
    '肖特基二极管',
    BAT54_CONFIG[conf] as string,
    30,
    0.2,
  );
}

const SOD: Record<string, string> = { '': 'SOD-123', S: 'SOD-323', T: 'SOD-523' };
/** 1N4148W / WS / WT switching diodes: the package by the letters. */
function switching1n4148w(s: string): DecodedDiscrete | null {
  const m = /^1N4148W([ST]?)(-7-F|-7|-E3-08|-E3-18|-HE3-08|-HE3-18)?$/.exec(s);
  if (!m) return null;
  const [, letter = '', suffix = ''] = m;
  const brand = suffix === '' ? '' : suffix.includes('E3') ? 'vishay' : 'diodes';
  return diode(brand, `1N4148W${letter}`, SOD[letter] as string, '开关二极管', '单管', null, null);
}

const HFE_NAMES = { hfe_group: 'hFE 分档' };
const BC84X_VCEO: Record<string, number> = {
  '46': 65,
  '47': 45,
  '48': 30,
  '49': 30,
  '50': 45,
  '56': 65,
  '57': 45,
  '58': 30,
  '59': 30,
  '60': 45,
};
const BC84X_HFE: Record<string, string> = { A: 'A (110–220)', B: 'B (200–450)', C: 'C (420–800)' };
const BC817_HFE: Record<string, string> = {
  '16': '-16 (100–250)',
  '25': '-25 (160–400)',
  '40': '-40 (250–600)',
};

/** The package and maker a BC8xx packing suffix names, or null when suffix and W disagree. */
function bcPackage(w: string, suffix: string): { pkg: string; brand: string } | null {
  if (suffix === '') return { pkg: w ? 'SOT-323' : 'SOT-23', brand: '' };
  const sot323 = suffix === ',115' || suffix === ',135' || suffix === 'T1G';
  if (sot323 !== Boolean(w)) return null;
  return { pkg: w ? 'SOT-323' : 'SOT-23', brand: suffix.startsWith(',') ? 'nexperia' : 'onsemi' };
}

function bjt(
  brand: string,
  series: string,
  pkg: string,
  polarity: string,
  vceo: number,
  ic: number,
  hfe: string,
): DecodedDiscrete {
  return {
    brandCode: brand,
    series,
    categoryCode: BJT,
    package: pkg,
    params: {
      polarity: enumValue(polarity),
      vceo: volt(vceo),
      ic: ampere(ic),
      hfe_group: text(hfe),
      case_size: text(pkg),
    },
    names: HFE_NAMES,
  };
}

/** BC846–BC850 / BC856–BC860 with their hFE group letter. */
function bc84x(s: string): DecodedDiscrete | null {
  const m = /^BC8(4[6-9]|50|5[6-9]|60)([ABC])(W?)(,215|,235|,115|,135|LT[13]G|T1G)?$/.exec(s);
  if (!m) return null;
  const [, n = '', group = '', w = '', suffix = ''] = m;
  if (group === 'C' && (n === '46' || n === '56')) return null;
  if (group === 'A' && ['49', '50', '59', '60'].includes(n)) return null;
  const at = bcPackage(w, suffix);
  if (!at) return null;
  const polarity = Number(n) < 55 ? 'NPN' : 'PNP';
  const series = polarity === 'NPN' ? 'BC846–BC850' : 'BC856–BC860';
  return bjt(at.brand, series, at.pkg, polarity, BC84X_VCEO[n] as number, 0.1, BC84X_HFE[group] as string);
}

/** BC817 / BC818 / BC807 / BC808 with their hFE group -16 / -25 / -40. */
function bc817(s: string): DecodedDiscrete | null {
  const m = /^BC8(17|18|07|08)-(16|25|40)(W?)(,215|,235|,115|,135|LT[13]G|T1G)?$/.exec(s);
  if (!m) return null;
  const [, n = '', group = '', w = '', suffix = ''] = m;
  const at = bcPackage(w, suffix);
  if (!at) return null;
  const polarity = n.startsWith('1') ? 'NPN' : 'PNP';
  const vceo = n.endsWith('7') ? 45 : 25;
  const series = polarity === 'NPN' ? 'BC817/BC818' : 'BC807/BC808';
  return bjt(at.brand, series, at.pkg, polarity, vceo, 0.5, BC817_HFE[group] as string);
}

/** [polarity, VCEO, IC] of the onsemi MMBT types */
const MMBT: Record<string, [string, number, number]> = {
  '3904': ['NPN', 40, 0.2],
  '3906': ['PNP', 40, 0.2],
  '2222A': ['NPN', 40, 0.6],
  '2907A': ['PNP', 60, 0.6],
  '5551': ['NPN', 160, 0.6],
  '5401': ['PNP', 150, 0.6],
};
function mmbt(s: string): DecodedDiscrete | null {
  const m = /^MMBT(3904|3906|2222A|2907A|5551|5401)LT([13])G$/.exec(s);
  const row = m ? MMBT[m[1] as string] : undefined;
  if (!m || !row) return null;
  const [polarity, vceo, ic] = row;
  return {
    brandCode: 'onsemi',
    series: `MMBT${m[1]}L`,
    categoryCode: BJT,
    package: 'SOT-23',
    params: {
      polarity: enumValue(polarity),
      vceo: volt(vceo),
      ic: ampere(ic),
      reel: text(m[2] === '1' ? '7 英寸卷盘' : '13 英寸卷盘'),
      case_size: text('SOT-23'),
    },
    names: { reel: '包装' },
  };
}

/** A diode or bipolar transistor part number of a known scheme (upper case), or null. */
export function decodeDiscrete(s: string): DecodedDiscrete | null {
  return (
    ssSchottky(s) ?? rectifier1n400x(s) ?? bat54(s) ?? switching1n4148w(s) ?? bc84x(s) ?? bc817(s) ?? mmbt(s)
  );
}
