/**
 * Which symbol and which footprint a catalogue component gets, from its category, model, package and
 * parameters. Anything we cannot draw faithfully answers a reason instead (the server says it in Chinese).
 */
import type { FootprintSpec } from './footprints/footprint.ts';
import { type ChipKind, chipFootprint, packageFootprint } from './footprints/generators.ts';
import { icBody } from './symbols/ic.ts';
import {
  ams1117,
  type IcPinout,
  ME6211,
  RT9013,
  STM32F103_LQFP48,
  tlv1117,
  XC6206,
} from './symbols/ic-pinouts.data.ts';
import {
  bjt,
  capacitor,
  diode,
  dualSeriesDiode,
  inductor,
  mosfet,
  polarisedCapacitor,
  resistor,
  type SymbolBody,
} from './symbols/shapes.ts';
import type { SymbolSpec } from './symbols/symbol.ts';

/** The library nickname our files use (footprint field "jianku:R_0603_1608Metric"). */
export const LIBRARY = 'jianku';
/** Where the library's 3D models are, relative to the KiCad project (the zip unpacks into the project). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: KiCad's own path variable, written literally
export const MODEL_DIR = '${KIPRJMOD}/jianku/jianku.3dshapes';

/** The fields of a catalogue component the EDA files are made from. */
export interface EdaItem {
  model: string;
  name: string;
  categoryCode: string;
  package: string | null;
  brand: string | null;
  datasheetUrl: string | null;
  /** parameter key → display text */
  params: Readonly<Record<string, string>>;
}

const CHIP_CATEGORIES: Readonly<Record<string, ChipKind>> = {
  'comp.passive.resistor.chip': 'R',
  'comp.passive.capacitor.mlcc': 'C',
  'comp.passive.inductor.chip': 'L',
};

/** The footprint of an item, or undefined when we do not draw its package. */
export function footprintOf(item: EdaItem): FootprintSpec | undefined {
  const chip = CHIP_CATEGORIES[item.categoryCode];
  if (chip) {
    const size = item.params.case_size ?? item.package ?? '';
    return chipFootprint(chip, size.trim());
  }
  if (!item.categoryCode.startsWith('comp.') || !item.package) return undefined;
  return packageFootprint(item.package);
}

const isSot23 = (item: EdaItem) => /^SOT-?23$/i.test((item.package ?? '').trim());

function ldoPinout(item: EdaItem): IcPinout | undefined {
  const m = item.model.toUpperCase();
  if (m.startsWith('AMS1117')) return ams1117(m === 'AMS1117');
  if (m.startsWith('TLV1117')) return tlv1117(!/^TLV1117-\d/.test(m));
  if (m.startsWith('XC6206')) return XC6206;
  if (m.startsWith('ME6211')) return ME6211;
  if (m.startsWith('RT9013')) return RT9013;
  return undefined;
}

/** The symbol body of an item (pins and drawing), or undefined when we hold no pinout for it. */
function bodyOf(item: EdaItem): { body: SymbolBody; pinSource: string } | undefined {
  const c = item.categoryCode;
  const m = item.model.toUpperCase();
  const generic = (body: SymbolBody) => ({ body, pinSource: 'KiCad Device library convention' });
  if (c.startsWith('comp.passive.resistor.')) return generic(resistor());
  if (c === 'comp.passive.capacitor.tantalum') return generic(polarisedCapacitor());
  if (c.startsWith('comp.passive.capacitor.')) return generic(capacitor());
  if (c.startsWith('comp.passive.inductor.')) return generic(inductor());
  if (c === 'comp.discrete.diode.general')
    return generic(m.startsWith('BAV99') ? dualSeriesDiode() : diode('plain'));
  if (c === 'comp.discrete.diode.zener') return generic(diode('zener'));
  if (c === 'comp.discrete.diode.tvs') return generic(diode(/\dCA(-|$)/.test(m) ? 'tvs-bi' : 'zener'));
  if (c === 'comp.discrete.transistor.bjt' && isSot23(item)) {
    const pol = item.params.polarity === 'PNP' ? 'PNP' : item.params.polarity === 'NPN' ? 'NPN' : undefined;
    return pol ? generic(bjt(pol)) : undefined;
  }
  if (c === 'comp.discrete.transistor.mosfet' && isSot23(item)) {
    const ch = item.params.channel?.startsWith('P')
      ? 'P'
      : item.params.channel?.startsWith('N')
        ? 'N'
        : undefined;
    return ch ? generic(mosfet(ch)) : undefined;
  }
  if (c === 'comp.ic.power.ldo') {
    const p = ldoPinout(item);
    return p ? { body: icBody(p), pinSource: p.source } : undefined;
  }
  if (c === 'comp.ic.mcu' && /^STM32F103C[8B]T/.test(m)) {
    return { body: icBody(STM32F103_LQFP48), pinSource: STM32F103_LQFP48.source };
  }
  return undefined;
}

/** The value field: the headline value of a passive ("10kΩ", "100nF"), the part number otherwise. */
export function headlineValue(item: EdaItem): string {
  const v = item.params.resistance ?? item.params.capacitance ?? item.params.inductance;
  return (v ?? item.model).replace(/\s+/g, '');
}

export function symbolOf(item: EdaItem, footprint: FootprintSpec | undefined): SymbolSpec | undefined {
  const found = bodyOf(item);
  if (!found) return undefined;
  const { body, pinSource } = found;
  return {
    name: item.model,
    reference: body.reference,
    value: headlineValue(item),
    footprint: footprint ? `${LIBRARY}:${footprint.name}` : '',
    datasheet: item.datasheetUrl ?? '',
    description: `${item.name}${item.brand ? ` (${item.brand})` : ''}; pins: ${pinSource}`,
    keywords: [item.model, item.package ?? ''].filter(Boolean).join(' '),
    pins: body.pins,
    graphics: body.graphics,
    hidePinNames: body.hidePinNames,
    hidePinNumbers: body.hidePinNumbers,
  };
}
