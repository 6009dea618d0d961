// The part numbers the curated semiconductor families hold, and their series that name one part (no range
// "A–B", no spaces): a KiCad symbol matching one of them is the same part and is left out.
import { popularDiscreteFamilies } from '../popular-discretes.data.ts';
import { popularIcFamilies } from '../popular-ics.data.ts';
import { semiconductorFamilies } from '../semiconductors.data.ts';

export function curatedPartNumbers(): string[] {
  const out = new Set<string>();
  for (const f of [...semiconductorFamilies(), ...popularDiscreteFamilies(), ...popularIcFamilies()]) {
    for (let i = 0; i < f.count(); i++) {
      const it = f.item(i);
      if (it.model) out.add(it.model);
      if (it.series && !/[–\s]/.test(it.series)) out.add(it.series);
    }
  }
  return [...out].sort();
}
