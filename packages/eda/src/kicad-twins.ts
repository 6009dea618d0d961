/**
 * The symbol of KiCad's own library (kicad-symbols, KiCad 6+) for the same device, as "Library:Symbol", and
 * the footprint of KiCad's own library with the same package. The symbol tests check that KiCad's symbol has
 * our pin numbering; the KiCad HTTP library points KiCad at them (symbolIdStr must name a symbol the user's
 * KiCad has installed).
 */
import type { EdaItem } from './devices.ts';
import type { FootprintSpec } from './footprints/footprint.ts';

/** The component categories where kicadSymbolOf finds KiCad symbols (for some or all of their items). */
export const KICAD_CATEGORIES: ReadonlySet<string> = new Set([
  'comp.passive.resistor.chip',
  'comp.passive.capacitor.mlcc',
  'comp.passive.capacitor.tantalum',
  'comp.passive.inductor.chip',
  'comp.discrete.diode.general',
  'comp.discrete.diode.zener',
  'comp.discrete.diode.tvs',
  'comp.discrete.transistor.bjt',
  'comp.discrete.transistor.mosfet',
  'comp.ic.power.ldo',
  'comp.ic.mcu',
]);

export function kicadSymbolOf(item: EdaItem): string | undefined {
  const m = item.model.toUpperCase();
  const c = item.categoryCode;
  const sot23 = /^SOT-?23$/i.test((item.package ?? '').trim());
  if (c === 'comp.passive.resistor.chip') return 'Device:R';
  if (c === 'comp.passive.capacitor.mlcc') return 'Device:C';
  if (c === 'comp.passive.capacitor.tantalum') return 'Device:C_Polarized';
  if (c === 'comp.passive.inductor.chip') return 'Device:L';
  if (m.startsWith('BAV99')) return 'Diode:BAV99';
  if (c === 'comp.discrete.diode.general') return 'Device:D';
  if (c === 'comp.discrete.diode.zener') return 'Device:D_Zener';
  if (c === 'comp.discrete.diode.tvs') return /\dCA(-|$)/.test(m) ? 'Device:D_TVS' : 'Device:D_Zener';
  if (c === 'comp.discrete.transistor.bjt' && sot23) {
    if (item.params.polarity === 'PNP') return 'Device:Q_PNP_BEC';
    if (item.params.polarity === 'NPN') return 'Device:Q_NPN_BEC';
  }
  if (c === 'comp.discrete.transistor.mosfet' && sot23) {
    if (item.params.channel?.startsWith('P')) return 'Device:Q_PMOS_GSD';
    if (item.params.channel?.startsWith('N')) return 'Device:Q_NMOS_GSD';
  }
  if (/^AMS1117(-[\d.]+)?$/.test(m)) return `Regulator_Linear:${m}`;
  const tlv = /^TLV1117-(\d+)/.exec(m);
  if (tlv) return `Regulator_Linear:TLV1117-${tlv[1]}`;
  if (m === 'TLV1117IDCYR') return 'Regulator_Linear:TLV1117-ADJ';
  if (m.startsWith('XC6206')) return 'Regulator_Linear:XC6206PxxxMR';
  if (/^STM32F103C[8B]T6$/.test(m)) return `MCU_ST_STM32F1:${m.slice(0, 11)}Tx`;
  return undefined;
}

/** KiCad's footprint library holding a footprint of ours under the same name. */
export function kicadFootprintOf(fp: FootprintSpec): string {
  const lib = fp.name.startsWith('R_')
    ? 'Resistor_SMD'
    : fp.name.startsWith('C_')
      ? 'Capacitor_SMD'
      : fp.name.startsWith('L_')
        ? 'Inductor_SMD'
        : fp.name.startsWith('LQFP')
          ? 'Package_QFP'
          : 'Package_TO_SOT_SMD';
  return `${lib}:${fp.name}`;
}
