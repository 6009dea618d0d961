// Quartz crystal part numbers read by their makers' ordering codes (issue 15, Understanding). The frequency and
// the outline are what these codes spell out; load capacitance, tolerance and stability sit in a specification
// code that each maker assigns per customer or per standard spec, and are read only where the code spells them.
// - TXC 7M series (TXC 7M datasheet, part numbering): 7M + frequency in kHz/1000 as five digits (40000 =
//   40.000 MHz, 08000 = 8.000 MHz) + a three-digit specification code; 3.2×2.5 mm, 4 pads.
// - Seiko Epson FC-135 (FC-135 datasheet, product number Q13FC135xxxxxxx): 32.768 kHz tuning fork crystal,
//   3.2×1.5 mm, 2 pads; the last seven digits are the specification and packing code.
// - NDK NX3225GA / NX2016SA (NDK datasheets, ordering code: model + frequency + specification code, e.g.
//   NX3225GA-12MHZ-STD-CRG-2): 3.2×2.5 mm / 2.0×1.6 mm, 4 pads.
// - Abracon ABM8 (ABM8 datasheet, options and part identification: ABM8-frequency MHZ-load capacitance in pF-…
//   -packing, e.g. ABM8-16.000MHZ-10-1-U-T; T tape and reel 1,000 pieces, T3 3,000 pieces): 3.2×2.5 mm, 4 pads;
//   a two-digit field after the frequency is the load capacitance in pF.
import type { DecodedPart } from './decoded-part.ts';
import type { ParamValue } from './types.ts';
import { farad, hertz, text } from './values.ts';

const CRYSTAL = 'comp.passive.crystal';
const S3225 = '3.2×2.5 mm';

function crystal(
  brandCode: string,
  series: string,
  pkg: string,
  size: string,
  hz: number,
  extra: Record<string, ParamValue> = {},
): DecodedPart {
  return {
    brandCode,
    series,
    categoryCode: CRYSTAL,
    package: pkg,
    params: { frequency: hertz(Number(hz.toPrecision(12))), ...extra, case_size: text(size) },
  };
}

/** A frequency in MHz as the codes write it: 12, 12.000, 8.192 (1 kHz to 200 MHz), or null. */
function mhz(code: string): number | null {
  if (!/^\d{1,3}(\.\d{1,6})?$/.test(code)) return null;
  const f = Number(code) * 1e6;
  return f >= 1e3 && f <= 200e6 ? f : null;
}

/** TXC 7M40000005: 7M series, 40.000 MHz, spec 005. */
function txc7m(s: string): DecodedPart | null {
  const m = /^7M(\d{5})(\d{3})$/.exec(s);
  if (!m) return null;
  const f = Number(m[1]) * 1e3;
  if (f < 8e6 || f > 80e6) return null;
  return crystal('txc', 'TXC 7M', 'SMD3225-4P', S3225, f);
}

/** Epson FC-135 product numbers Q13FC135xxxxxxx: 32.768 kHz, 3.2×1.5 mm. */
function fc135(s: string): DecodedPart | null {
  if (!/^Q13FC135\d{7}$/.test(s)) return null;
  return crystal('epson', 'Epson FC-135', 'SMD3215-2P', '3.2×1.5 mm', 32768);
}

const NDK: Record<string, [string, string]> = {
  NX3225GA: ['SMD3225-4P', S3225],
  NX2016SA: ['SMD2016-4P', '2.0×1.6 mm'],
};
/** NDK NX3225GA-12MHZ-STD-CRG-2: model, frequency, specification code. */
function ndk(s: string): DecodedPart | null {
  const m = /^(NX3225GA|NX2016SA)-([\d.]+)MHZ-([A-Z0-9]+(?:-[A-Z0-9]+)*)$/.exec(s);
  const f = m ? mhz(m[2] as string) : null;
  if (!m || f === null) return null;
  const [pkg, size] = NDK[m[1] as string] as [string, string];
  return crystal('ndk', `NDK ${m[1]}`, pkg, size, f);
}

/** Abracon ABM8-16.000MHZ-10-1-U-T / ABM8-12.000MHZ-B2-T: frequency, load capacitance when in pF, packing. */
function abm8(s: string): DecodedPart | null {
  const m = /^ABM8-([\d.]+)MHZ((?:-[A-Z0-9]{1,3})*?)(?:-(T|T3))?$/.exec(s);
  const f = m ? mhz(m[1] as string) : null;
  if (!m || f === null) return null;
  const cl = /^-(\d\d)(?:-|$)/.exec(m[2] ?? '');
  const extra: Record<string, ParamValue> = {};
  if (cl) extra.load_capacitance = farad(Number(cl[1]) * 1e-12);
  if (m[3]) extra.packing = text(m[3] === 'T' ? '卷带 1000 只/盘' : '卷带 3000 只/盘');
  return { ...crystal('abracon', 'Abracon ABM8', 'SMD3225-4P', S3225, f, extra), names: { packing: '包装' } };
}

/** A crystal part number of a known scheme (upper case), or null. */
export function decodeCrystal(s: string): DecodedPart | null {
  return txc7m(s) ?? fc135(s) ?? ndk(s) ?? abm8(s);
}
