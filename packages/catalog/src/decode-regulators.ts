// Linear regulator part numbers read by their makers' ordering codes (issue 15, Understanding).
// - AMS1117 (Advanced Monolithic Systems AMS1117 datasheet, ordering information): AMS1117 = SOT-223,
//   AMS1117CD = TO-252, AMS1117CS = SO-8; -1.5/-1.8/-2.5/-2.85/-3.3/-5.0 the fixed output, none adjustable;
//   1 A, dropout 1.3 V at 1 A, VIN max 15 V.
// - Microne ME6211 (ME6211 datasheet, selection guide): ME6211C + output voltage in 0.1 V (12 = 1.2 V … 50 =
//   5.0 V) + M5 (SOT-23-5) + G (green); 500 mA, VIN max 6 V.
// - LM317 package letters: ST DS0433 (LM317T TO-220, LM317D2T-TR D²PAK), onsemi LM317 (LM317TG TO-220),
//   TI SLVS044 (LM317DCY/DCYR SOT-223, LM317KCS TO-220, LM317KTTR D²PAK); 1.5 A adjustable; onsemi LM317L
//   (LM317LZ/LM317LZG TO-92, 100 mA adjustable).
import type { DecodedPart } from './decoded-part.ts';
import type { ParamValue } from './types.ts';
import { ampere, enumValue, text, volt } from './values.ts';

/** What a part number of these codes decodes to (decoded-part.ts). */
export type DecodedRegulator = DecodedPart;

const LDO = 'comp.ic.power.ldo';

function ldo(
  brandCode: string,
  series: string,
  pkg: string,
  vout: number | null,
  iout: number,
  vinMax: number | null,
): DecodedRegulator {
  const params: Record<string, ParamValue> = {
    output_type: enumValue(vout === null ? '可调' : '固定'),
    iout: ampere(iout),
    case_size: text(pkg),
  };
  if (vout !== null) params.vout = volt(vout);
  if (vinMax !== null) params.vin_max = volt(vinMax);
  return { brandCode, series, categoryCode: LDO, package: pkg, params };
}

const AMS_PACKAGE: Record<string, string> = { '': 'SOT-223', CD: 'TO-252-3', CS: 'SOIC8' };
function ams1117(s: string): DecodedRegulator | null {
  const m = /^AMS1117(CD|CS)?(?:-(1\.5|1\.8|2\.5|2\.85|3\.3|5\.0))?$/.exec(s);
  if (!m) return null;
  const [, pkg = '', v] = m;
  return ldo('ams-monolithic', 'AMS1117', AMS_PACKAGE[pkg] as string, v ? Number(v) : null, 1, 15);
}

function me6211(s: string): DecodedRegulator | null {
  const m = /^ME6211C(\d\d)M5G$/.exec(s);
  if (!m) return null;
  const tenths = Number(m[1]);
  if (tenths < 12 || tenths > 50) return null;
  return ldo('microne', 'ME6211', 'SOT-23-5', tenths / 10, 0.5, 6);
}

const LM317: Record<string, [string, string, string, number]> = {
  T: ['st', 'LM317', 'TO-220', 1.5],
  TG: ['onsemi', 'LM317', 'TO-220', 1.5],
  'D2T-TR': ['st', 'LM317', 'D2PAK', 1.5],
  DCY: ['ti', 'LM317', 'SOT-223', 1.5],
  DCYR: ['ti', 'LM317', 'SOT-223', 1.5],
  KCS: ['ti', 'LM317', 'TO-220', 1.5],
  KTTR: ['ti', 'LM317', 'D2PAK', 1.5],
  LZ: ['onsemi', 'LM317L', 'TO-92', 0.1],
  LZG: ['onsemi', 'LM317L', 'TO-92', 0.1],
};
function lm317(s: string): DecodedRegulator | null {
  const m = /^LM317([A-Z0-9-]{1,6})$/.exec(s);
  const row = m ? LM317[m[1] as string] : undefined;
  if (!row) return null;
  const [brand, series, pkg, amps] = row;
  return ldo(brand, series, pkg, null, amps, null);
}

/** A linear regulator part number of a known scheme (upper case), or null. */
export function decodeRegulator(s: string): DecodedRegulator | null {
  return ams1117(s) ?? me6211(s) ?? lm317(s);
}
