// Würth Elektronik moulded power inductors (WE-XHMI, WE-LHMI): one family per series table. The ordering code is
// the size code followed by the value code: 4 digits = µH × 100 (0022 = 0.22 µH), 3 digits starting with 0 =
// µH × 10 (010 = 1.0 µH, 033 = 3.3 µH), else two digits and a power of ten (100 = 10 µH, 220 = 22 µH, 101 =
// 100 µH). Rated current IR (40 K self-heating) and RDC max are the series tables'; inductance ±20 %.

import { componentItem } from '../component-item.ts';
import { weMouldedDatasheet } from '../datasheets.ts';
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind } from '../types.ts';
import { ampere, enumValue, henry, ohm, percent, text } from '../values.ts';

export interface WeSeries {
  /** WE-XHMI … */
  name: string;
  id: string;
  label: string;
  /** What the series is, in Chinese, for the description. */
  kind: string;
  /** The size codes (the part number without the value code). */
  sizeCodes: readonly string[];
  /** [part number, IR A, RDC max mΩ] */
  rows: ReadonlyArray<readonly [string, number, number]>;
}

/** The part's size code: the longest listed prefix that leaves a value code of 3 or 4 digits. */
export function weSizeCode(mpn: string, sizeCodes: readonly string[]): string | undefined {
  const fits = sizeCodes.filter((s) => mpn.startsWith(s) && [3, 4].includes(mpn.length - s.length));
  return fits.sort((a, b) => b.length - a.length)[0];
}

/** Inductance in henry of a value code (see the header). */
export function weValueCode(code: string): number {
  let uh: number;
  if (code.length === 4) uh = Number(code) / 100;
  else if (code.startsWith('0')) uh = Number(code) / 10;
  else uh = Number(code.slice(0, 2)) * 10 ** Number(code.slice(2));
  return Number((uh * 1e-6).toPrecision(12));
}

function build(series: WeSeries, [mpn, ir, rdc]: readonly [string, number, number]): Item {
  const size = weSizeCode(mpn, series.sizeCodes);
  if (!size) throw new RangeError(`${series.name}: no size code for ${mpn}`);
  const h = weValueCode(mpn.slice(size.length));
  const hText = henry(h).display.replace(' ', '');
  return componentItem({
    brandCode: 'we',
    mpn,
    categoryCode: 'comp.passive.inductor.chip',
    name: `一体成型功率电感 ${hText} ±20% ${ir}A ${series.name}`,
    series: series.name,
    description: `Würth Elektronik ${series.name} ${series.kind} ${mpn}，${hText}，±20 %，额定电流 IR (40 K 温升) ${ir} A，RDC max ${rdc} mΩ，尺寸代码 ${size}。来源：Würth Elektronik ${series.name} datasheet。`,
    params: {
      inductance: henry(h),
      tolerance: percent(20, '±'),
      rated_current: ampere(ir),
      dcr: ohm(Number((rdc / 1000).toPrecision(12))),
      construction: enumValue('一体成型 (模压功率)'),
      case_size: text(`${series.name} ${size}`),
    },
    package: `${series.name} ${size}`,
    datasheetUrl: weMouldedDatasheet(mpn),
  });
}

/** Drawn from only at the default catalogue's size (Family.defaultOnly). */
export function weFamily(series: WeSeries): Family {
  return tableFamily<(typeof series.rows)[number], undefined>({
    id: series.id,
    kind: Kind.component,
    label: series.label,
    defaultOnly: true,
    rows: () => [...series.rows],
    build: (row) => build(series, row),
  });
}
