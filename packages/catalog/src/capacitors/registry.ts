// Extension families of capacitors beyond MLCC (tantalum; see each series file's header for its source and
// what was left out). Drawn from only above the base catalogue, after the other extension families.
//
// Left out for now, for want of a readable ratings table (the stored copies of these datasheets give only their
// first page: specifications, ordering-code blocks and case dimensions, never the rows that tie capacitance ×
// voltage to a case size): AVX TAJ and TPS (ordering blocks read, ratings tables not), KEMET T495, Nichicon
// UVR/UVZ/UPW/UHE, Panasonic FR/FC/FM/FK, Rubycon YXF/ZLH, WIMA MKS 2/MKS 4/FKP 2/MKP 10, EPCOS B32529/B32560.
// Generating them from the ordering schemes alone would invent case sizes and value ranges, so no aluminium
// electrolytic or film category is declared yet (a leaf category must hold items).
import type { Family } from '../family.ts';
import { tantalumFamilies } from './tantalum.ts';

let fams: Family[] | null = null;

export function capacitorExtensionFamilies(): Family[] {
  fams ??= [...tantalumFamilies()];
  return fams;
}

/** Ids of the capacitor extension families, in registration order (for tests). */
export function capacitorExtensionIds(): string[] {
  return capacitorExtensionFamilies().map((f) => f.id);
}
