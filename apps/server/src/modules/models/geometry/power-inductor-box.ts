/**
 * Power inductors the catalogue names by their body size (Sunlord SWPA: package "4.0×4.0×3.0 mm"; TDK TFM-ALMA:
 * package "TFM252012"), drawn as the body alone: a box L × W × H centred on the footprint's origin, board at z = 0,
 * L along X (between the two pads). The three figures are the item's own: Sunlord's part number writes L (= W) and
 * H in 0.1 mm (SWPA4030 = 4.0 × 4.0 × 3.0 mm, packages/catalog decode-inductors.ts) and the catalogue keeps them
 * as the package; TDK's "part number construction" writes L, W and H in 0.1 mm after TFM (TFM252012 =
 * 2.5 × 2.0 × 1.2 mm, packages/catalog inductors/tdk-tfm.ts). No maker's table of the terminations was at hand,
 * so none are drawn (the body stands on the board where they would be).
 *
 * The footprints the bodies are laid on (Debian kicad-footprints, Inductor_SMD.pretty): Sunlord's own SWPA
 * footprints, whose F.Fab squares are the bodies' plans (L_Sunlord_SWPA30xxS ±1.5, SWPA40xxS ±2.0, SWPA60xxS
 * ±3.0; their descr cites Sunlord's SWPA catalogue); for the TFM252012 KiCad's generic 1008 (2520 metric)
 * inductor footprint L_1008_2520Metric, whose F.Fab (±1.25 × ±1.0) is the same 2.5 × 2.0 plan (TDK's own land
 * pattern was not at hand). KiCad ships no 3D model of these SWPA footprints.
 * Volume L·W·H.
 */
import type { ItemInput } from './family.ts';

export interface PowerInductorBox {
  L: number;
  W: number;
  H: number;
  kicad: string;
}

/** Sunlord SWPA footprints by body side (mm). */
const SWPA_KICAD: Readonly<Record<string, string>> = {
  '3.0': 'L_Sunlord_SWPA30xxS',
  '4.0': 'L_Sunlord_SWPA40xxS',
  '6.0': 'L_Sunlord_SWPA60xxS',
};

/** TDK TFM sizes (the number's L, W, H in 0.1 mm) → KiCad footprint of the same plan. */
const TFM_KICAD: Readonly<Record<string, string>> = { '252012': 'L_1008_2520Metric' };

/** The body of a power inductor named by its size, or undefined when the item is not one we hold. */
export function powerInductorBox(item: Pick<ItemInput, 'package' | 'model'>): PowerInductorBox | undefined {
  const pkg = item.package ?? '';
  const swpa = /^(\d+\.\d)×(\d+\.\d)×(\d+\.\d) mm$/.exec(pkg);
  if (swpa && item.model.startsWith('SWPA')) {
    const [, l = '', w = '', h = ''] = swpa;
    const kicad = SWPA_KICAD[l];
    return kicad && l === w ? { L: Number(l), W: Number(w), H: Number(h), kicad } : undefined;
  }
  const tfm = /^TFM((\d{2})(\d{2})(\d{2}))$/.exec(pkg);
  if (tfm) {
    const [, size = '', l = '', w = '', h = ''] = tfm;
    const kicad = TFM_KICAD[size];
    return kicad ? { L: Number(l) / 10, W: Number(w) / 10, H: Number(h) / 10, kicad } : undefined;
  }
  return undefined;
}
