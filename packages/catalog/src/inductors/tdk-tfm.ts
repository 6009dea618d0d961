// TDK TFM-ALMA thin-film metal power inductors (tdk-tfm-alma.data.ts). The part number, as the datasheet's "part
// number construction" gives it: TFM + L×W×H in 0.1 mm (252012 = 2.5 × 2.0 × 1.2 mm) + ALM (characteristic type)
// + A (automotive use) + inductance in µH with R as the decimal point (R47 = 0.47 µH, 1R0 = 1.0 µH) + M (±20 %)
// + T (taping) + AA (internal code). Rated current = the smaller of Isat and Itemp (the datasheet's note), both
// at their max columns; RDC is the max column.

import { componentItem } from '../component-item.ts';
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind } from '../types.ts';
import { ampere, henry, ohm, percent, text } from '../values.ts';
import { TFM252012ALMA, type TfmRow } from './tdk-tfm-alma.data.ts';

export interface TfmCode {
  /** Body L × W × H, mm. */
  dims: [number, number, number];
  /** Inductance, H. */
  henry: number;
  /** The size part of the number, e.g. TFM252012. */
  size: string;
  /** The case as the items write it: 2520 (2.5×2.0×1.2 mm). */
  caseSize: string;
}

/** Reads a TFM…ALMA part number by the construction above; null when it is not one. */
export function readTfmAlma(mpn: string): TfmCode | null {
  const m = /^TFM(\d{2})(\d{2})(\d{2})ALMA(R\d{2}|\dR\d)MTAA$/.exec(mpn);
  if (!m) return null;
  const [, l = '', w = '', h = '', code = ''] = m;
  const uh = Number(code.replace('R', '.'));
  const dims: [number, number, number] = [Number(l) / 10, Number(w) / 10, Number(h) / 10];
  return {
    dims,
    henry: Number((uh * 1e-6).toPrecision(12)),
    size: `TFM${l}${w}${h}`,
    caseSize: `${l}${w} (${dimsText(dims)})`,
  };
}

function dimsText(d: readonly number[]): string {
  return `${d.map((x) => x.toFixed(1)).join('×')} mm`;
}

function build([mpn, , rdcMax, , isatMax, , itempMax]: TfmRow): Item {
  const code = readTfmAlma(mpn);
  if (!code) throw new RangeError(`TFM-ALMA: ${mpn} is not a TFM…ALMA part number`);
  const hText = henry(code.henry).display.replace(' ', '');
  const rated = Math.min(isatMax, itempMax);
  return componentItem({
    brandCode: 'tdk',
    mpn,
    categoryCode: 'comp.passive.inductor.chip',
    name: `薄膜功率电感 ${hText} ±20% ${rated}A TFM-ALMA 2520`,
    series: 'TFM-ALMA',
    description: `TDK TFM-ALMA 系列车规 (AEC-Q200) 薄膜金属磁性材料功率电感 ${mpn}，${hText}，±20 %，额定电流 ${rated} A（Isat ${isatMax} A 与 Itemp ${itempMax} A 取小者），RDC max ${rdcMax} mΩ，${dimsText(code.dims)} (2520)，工作温度 −55~+150 °C。来源：TDK TFM252012ALMA datasheet。`,
    params: {
      inductance: henry(code.henry),
      tolerance: percent(20, '±'),
      rated_current: ampere(rated),
      dcr: ohm(Number((rdcMax / 1000).toPrecision(12))),
      case_size: text(code.caseSize),
    },
    package: code.size,
  });
}

/** Drawn from only at the default catalogue's size (Family.defaultOnly), like the Würth power inductors. */
export function tdkTfmFamily(): Family {
  return tableFamily<TfmRow, undefined>({
    id: 'ind.tdk.tfm252012alma',
    kind: Kind.component,
    label: '薄膜功率电感 TDK TFM252012ALMA',
    defaultOnly: true,
    rows: () => [...TFM252012ALMA],
    build,
  });
}
