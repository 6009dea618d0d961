/**
 * The MELF resistors' outlines by size code (package-outlines.ts's outlineOf reads them for the category
 * comp.passive.resistor.melf; its MiniMELF and MicroMELF diode rows reuse the 0204 and 0102 bodies).
 */
import type { MelfOutline } from './outline-types.ts';

/**
 * MELF resistors (category comp.passive.resistor.melf, where the catalogue's package is the size code):
 * Vishay's MELF profile drawing (www.vishay.com/docs/28713/melfprof.pdf) as KiCad's R_MicroMELF_MMU-0102,
 * R_MiniMELF_MMA-0204 and R_MELF_MMB-0207 footprints draw it on F.Fab (body L × D, cap lines at ± (L/2 − K)).
 */
export const MELF_OUTLINES: Readonly<Record<string, MelfOutline>> = {
  '0102': {
    kind: 'melf',
    source: 'Vishay MELF profile, MMU 0102 (KiCad R_MicroMELF_MMU-0102 F.Fab)',
    kicad: 'R_MicroMELF_MMU-0102',
    L: 2.2,
    D: 1.1,
    K: 0.5,
  },
  '0204': {
    kind: 'melf',
    source: 'Vishay MELF profile, MMA 0204 (KiCad R_MiniMELF_MMA-0204 F.Fab)',
    kicad: 'R_MiniMELF_MMA-0204',
    L: 3.6,
    D: 1.4,
    K: 0.9,
  },
  '0207': {
    kind: 'melf',
    source: 'Vishay MELF profile, MMB 0207 (KiCad R_MELF_MMB-0207 F.Fab)',
    kicad: 'R_MELF_MMB-0207',
    L: 5.8,
    D: 2.2,
    K: 1.2,
  },
};
