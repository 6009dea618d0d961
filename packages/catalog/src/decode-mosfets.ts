// MOSFET part numbers read by their makers' ordering codes (issue 15, Understanding): what a number the catalogue
// lacks means, so that search can list the nearest items. Only the letters the makers' documents define are read.
// - Infineon type names (Infineon power MOSFET selection guide, "Nomenclature" of OptiMOS™ and CoolMOS™): OptiMOS
//   = package (BSC SuperSO8 PG-TDSON-8, IPD DPAK, IPP TO-220, IPT TOLL PG-HSOF-8) + RDS(on) max in 0.1 mΩ (3
//   digits) + N / P channel + VDS in tens of volts (2 digits) + N normal / L logic level + technology letters;
//   CoolMOS = package (IPD DPAK, IPDD DDPAK PG-HDSOP-10, IPP TO-220, IPT TOLL) + VDS in tens of volts + R +
//   RDS(on) max in mΩ (3 digits, K as the decimal point of ohms: 3K0 = 3.0 Ω) + series (CE, C7, G7, P7 …),
//   always N channel.
// - Nexperia BUK automotive MOSFETs (Nexperia power MOSFET type-number key): BUK + 7 standard level / 9 logic
//   level + M (LFPAK33) + RDS(on) in mΩ (R as the decimal point) + '-' + VDS + technology letter (E) + X; N
//   channel. The standard-level (BUK7) RDS(on) is the 10 V figure the catalogue holds; the logic-level one is a
//   5 V figure and is not read.
// - 2N7002 packing codes: Nexperia 2N7002 (,215 7-inch reel, ,235 13-inch reel), onsemi 2N7002L (LT1G 7-inch,
//   LT3G 13-inch reel), Diodes Inc. 2N7002E / 2N7002H / 2N7002K (-7 7-inch, -13 13-inch reel, Q automotive
//   AEC-Q101); 60 V N channel, SOT-23, ID the datasheet's of each maker.
// - Diodes Inc. packing and grade suffixes of the catalogue's Diodes MOSFETs (the datasheets' Ordering
//   Information, e.g. DMG3414U: DMG3414U-7 SOT23 3,000/tape & reel, DMG3414UQ-13 10,000/tape & reel, Q =
//   automotive): the ratings are the catalogue's row of the base type (kicad-parts.data.ts).
// - Infineon (IR) orderable codes (the datasheets' "Orderable Part Number": base part + TR tape and reel + PbF
//   lead-free, e.g. IRLML6401TRPbF) of the catalogue's Infineon types.
// - Texas Instruments NexFET small-reel codes: the datasheets' "Device Information" / "Ordering Information"
//   tables list the base part on a reel of 2500 (SON 3.3 × 3.3 and 5 × 6 mm) or 3000 (SON 2 × 2 mm) and, for
//   some types, the part + T on a 7-inch reel of 250 (CSD18509Q5B SLPS476A, CSD18540Q5B SLPS488B,
//   CSD17313Q2 revision E, CSD18543Q3A SLPS633). Other datasheets list no T (CSD16415Q5 SLPS259A, CSD17308Q3
//   SLPS262B, CSD17571Q2 SLPS393A), so T is read only for the catalogue's types whose datasheet was seen to
//   list it. The base part itself is a catalogue item, found without decoding.
// - Vishay Siliconix: the datasheets' "Ordering Information: Si2319CDS-T1-GE3 (Lead (Pb)-free and
//   Halogen-free)" (document 66709) and "Si4162DY-T1-GE3" (document 68967), T1 = tape and reel. Only the codes a
//   checked datasheet lists are read; Si2371EDS and Si3456DDV ordering lines were not found and are not read.
// - Alpha & Omega (AO3400A, AO3401A, AON6411) are not read: no orderable suffix from their datasheets was
//   checked.

import type { DecodedPart } from './decoded-part.ts';
import { KICAD_ROWS } from './semiconductors/kicad-parts.data.ts';
import { kicadParams } from './semiconductors/kicad-parts.ts';
import type { ParamValue } from './types.ts';
import { ampere, enumValue, ohm, text, volt } from './values.ts';

const MOSFET = 'comp.discrete.transistor.mosfet';
const PACKING = { packing: '包装' };
const GRADE = { packing: '包装', grade: '等级' };

function mosfet(
  brandCode: string,
  series: string,
  pkg: string,
  channel: 'N' | 'P',
  vds: number,
  extra: Record<string, ParamValue> = {},
): DecodedPart {
  return {
    brandCode,
    series,
    categoryCode: MOSFET,
    package: pkg,
    params: { channel: enumValue(`${channel}沟道`), vds: volt(vds), ...extra, case_size: text(pkg) },
  };
}

const mOhm = (tenths: number) => ohm(Number((tenths * 1e-4).toPrecision(12)));

const OPTIMOS_PACKAGE: Record<string, string> = {
  BSC: 'TDSON-8-1',
  IPD: 'DPAK',
  IPP: 'TO-220',
  IPT: 'PG-HSOF-8-1',
};
/** Infineon OptiMOS: BSC026N08NS5 = SuperSO8, 2.6 mΩ, N channel, 80 V, normal level, OptiMOS 5. */
function optimos(s: string): DecodedPart | null {
  const m = /^(BSC|IPD|IPP|IPT)(\d{3})([NP])(\d\d)([NL])([A-Z0-9]{0,4})$/.exec(s);
  if (!m) return null;
  const [, pkg = '', rds = '', channel = '', v = '', level = ''] = m;
  if (Number(rds) === 0 || Number(v) === 0) return null;
  const d = mosfet('infineon', 'OptiMOS', OPTIMOS_PACKAGE[pkg] as string, channel as 'N', Number(v) * 10, {
    rds_on: mOhm(Number(rds)),
    gate_level: text(level === 'L' ? '逻辑电平' : '标准电平'),
  });
  return { ...d, names: { gate_level: '驱动电平' } };
}

const COOLMOS_PACKAGE: Record<string, string> = {
  IPD: 'DPAK',
  IPDD: 'PG-HDSOP-10-1',
  IPP: 'TO-220',
  IPT: 'PG-HSOF-8-1',
};
/** Infineon CoolMOS: IPD50R380CE = DPAK, 500 V, 380 mΩ, CE series; IPD50R3K0CE = 3.0 Ω. */
function coolmos(s: string): DecodedPart | null {
  const m = /^(IPDD|IPD|IPP|IPT)(\d\d)R(\d{3}|\dK\d)(CE|C3|C6|C7|G7|P6|P7|CFD7|PFD7|S7)$/.exec(s);
  if (!m) return null;
  const [, pkg = '', v = '', rds = '', tech = ''] = m;
  const ohms = rds.includes('K') ? Number(rds.replace('K', '.')) : Number(rds) / 1000;
  if (ohms === 0 || Number(v) === 0) return null;
  return mosfet('infineon', `CoolMOS ${tech}`, COOLMOS_PACKAGE[pkg] as string, 'N', Number(v) * 10, {
    rds_on: ohm(Number(ohms.toPrecision(12))),
  });
}

/** Nexperia BUK7M / BUK9M (LFPAK33): BUK7M10-40EX = standard level, 10 mΩ, 40 V. */
function buk(s: string): DecodedPart | null {
  const m = /^BUK([79])M(\d{1,3}|\dR\d)-(30|40|55|60|75|80|100)EX?$/.exec(s);
  if (!m) return null;
  const [, level = '', rds = '', v = ''] = m;
  const mo = Number(rds.replace('R', '.'));
  if (mo === 0) return null;
  const d = mosfet(
    'nexperia',
    level === '7' ? 'BUK7M' : 'BUK9M',
    'LFPAK33',
    'N',
    Number(v),
    level === '7' ? { rds_on: mOhm(mo * 10) } : {},
  );
  d.params.gate_level = text(level === '7' ? '标准电平' : '逻辑电平');
  return { ...d, names: { gate_level: '驱动电平' } };
}

const REEL = (inch: string) => text(`${inch} 英寸卷盘`);
/** [maker, series, ID in A] of the 2N7002 of each maker's packing code */
const N7002: Record<string, [string, string, number]> = {
  ',215': ['nexperia', '2N7002', 0.3],
  ',235': ['nexperia', '2N7002', 0.3],
  LT1G: ['onsemi', '2N7002L', 0.115],
  LT3G: ['onsemi', '2N7002L', 0.115],
};
const DIODES_2N7002_ID: Record<string, number> = { E: 0.24, H: 0.21, K: 0.38 };

/** 2N7002 with a maker's packing code: Nexperia ,215/,235, onsemi LT1G/LT3G, Diodes E/H/K -7/-13. */
function n7002(s: string): DecodedPart | null {
  const m = /^2N7002(?:(,215|,235|LT1G|LT3G)|([EHK])(Q?)-(7|13)(?:-F)?)$/.exec(s);
  if (!m) return null;
  const [, code, letter, q, reel] = m;
  if (code) {
    const [brand, series, id] = N7002[code] as [string, string, number];
    const inch = code === ',215' || code === 'LT1G' ? '7' : '13';
    return {
      ...mosfet(brand, series, 'SOT-23', 'N', 60, { id: ampere(id), packing: REEL(inch) }),
      names: PACKING,
    };
  }
  const id = DIODES_2N7002_ID[letter as string] as number;
  const d = mosfet('diodes', `2N7002${letter}`, 'SOT-23', 'N', 60, {
    id: ampere(id),
    packing: REEL(reel as string),
    ...(q ? { grade: text('汽车级 (AEC-Q101)') } : {}),
  });
  return { ...d, names: GRADE };
}

type KicadRow = (typeof KICAD_ROWS)[number];
/** each maker's rows, read from KICAD_ROWS on first use */
const rowsByMaker = new Map<string, Map<string, KicadRow>>();
/** The catalogue's rows of one maker's MOSFETs by their type name (upper case). */
function rowsOf(maker: string): Map<string, KicadRow> {
  let out = rowsByMaker.get(maker);
  if (out) return out;
  out = new Map<string, KicadRow>();
  for (const row of KICAD_ROWS)
    if (row[2] === maker && row[3] === 'mosfet') out.set(row[1].toUpperCase(), row);
  rowsByMaker.set(maker, out);
  return out;
}

function fromRow(row: KicadRow, extra: Record<string, ParamValue>): DecodedPart {
  const [, sym, maker, , pkg, , , ratings] = row;
  return {
    brandCode: maker,
    series: sym,
    categoryCode: MOSFET,
    package: pkg,
    params: { ...kicadParams('mosfet', ratings), ...extra, case_size: text(pkg) },
    names: GRADE,
  };
}

/** A Diodes Inc. type of the catalogue with its reel (-7 / -13, old -7-F) and automotive grade (Q). */
function diodesSuffix(s: string): DecodedPart | null {
  const m = /^([A-Z0-9]{4,14}?)(Q?)-(7|13)(?:-F)?$/.exec(s);
  if (!m) return null;
  const row = rowsOf('diodes').get(m[1] as string);
  if (!row) return null;
  return fromRow(row, {
    packing: REEL(m[3] as string),
    ...(m[2] ? { grade: text('汽车级 (AEC-Q101)') } : {}),
  });
}

/** An Infineon (IR) type of the catalogue with TR (tape and reel) and PbF (lead-free). */
function irSuffix(s: string): DecodedPart | null {
  const m = /^(IR[A-Z0-9]{4,12}?)(TR)?PBF$/.exec(s);
  if (!m) return null;
  const row = rowsOf('infineon').get(m[1] as string);
  if (!row) return null;
  return fromRow(row, { packing: text(m[2] ? '卷带 (无铅)' : '无铅') });
}

/** The catalogue's TI types whose datasheet lists the part + T (7-inch reel of 250). */
const TI_SMALL_REEL = new Set(['CSD18509Q5B', 'CSD18540Q5B', 'CSD17313Q2']);
/** A TI NexFET of the catalogue with T: the 7-inch reel of 250 its datasheet lists. */
function tiSmallReel(s: string): DecodedPart | null {
  const base = s.slice(0, -1);
  if (!s.endsWith('T') || !TI_SMALL_REEL.has(base)) return null;
  const row = rowsOf('ti').get(base);
  return row ? fromRow(row, { packing: text('7 英寸卷盘 250 只') }) : null;
}

/** Vishay ordering codes each checked datasheet lists: type (upper case) → code → packing. */
const VISHAY_CODES: Record<string, Record<string, string>> = {
  SI2319CDS: { 'T1-GE3': '编带, 无铅无卤' },
  SI4162DY: { 'T1-GE3': '编带, 无铅无卤' },
};
/** A Vishay Siliconix type of the catalogue with its datasheet's ordering code (Si2319CDS-T1-GE3). */
function vishaySuffix(s: string): DecodedPart | null {
  const m = /^(SI[0-9A-Z]{4,10}?)-(T1-GE3|T1-E3)$/.exec(s);
  const packing = m && VISHAY_CODES[m[1] as string]?.[m[2] as string];
  if (!packing) return null;
  const row = rowsOf('vishay').get(m[1] as string);
  return row ? fromRow(row, { packing: text(packing) }) : null;
}

/** A MOSFET part number of a known scheme (upper case), or null. */
export function decodeMosfet(s: string): DecodedPart | null {
  return (
    optimos(s) ??
    coolmos(s) ??
    buk(s) ??
    n7002(s) ??
    diodesSuffix(s) ??
    irSuffix(s) ??
    tiSmallReel(s) ??
    vishaySuffix(s)
  );
}
