// Extension families of capacitors beyond MLCC (tantalum; see each series file's header for its source and
// what was left out). Drawn from only above the base catalogue, after the other extension families.
import type { Family } from '../family.ts';
import { tantalumFamilies } from './cap.tantalum.ts';

let fams: Family[] | null = null;

export function capacitorExtensionFamilies(): Family[] {
  fams ??= [...tantalumFamilies()];
  return fams;
}

/** Ids of the capacitor extension families, in registration order (for tests). */
export function capacitorExtensionIds(): string[] {
  return capacitorExtensionFamilies().map((f) => f.id);
}
