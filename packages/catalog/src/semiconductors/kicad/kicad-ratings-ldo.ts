// Linear regulators: Regulator_Linear writes its descriptions in many makers' words, so the grammar reads the
// whole text: the output current ("1A", "200-mA", "Io up to 150mA": exactly one value), the output voltage
// ("Fixed Output 3.3V", "3.3V fixed (positive) output", "fixed 3.3V output", "Vout = 3.3V", "Fixed Vo 3.3V",
// or a bare "3.3V" field right after the field naming the LDO) or "adjustable", and the input maximum when
// written "Vin<=16V", "Vin up to 5.5V", "6V Max. Input" or "2.5-5.5V input". Dual outputs are left out.

import { fields, NUM, num, type Reading } from './kicad-grammar.ts';

const CURRENT = new RegExp(`(?<![\\w.])${NUM}[- ]?(m)?A\\b`, 'g');
const VOUT: RegExp[] = [
  new RegExp(`Fixed Output -?${NUM} ?V\\b`, 'gi'),
  new RegExp(`(?<![\\w.-])-?${NUM} ?V (?:positive )?(?:fixed )?(?:positive )?output`, 'gi'),
  new RegExp(`fixed -?${NUM} ?V (?:positive )?output`, 'gi'),
  new RegExp(`Vout (?:= )?-?${NUM} ?V\\b`, 'gi'),
  new RegExp(`Fixed Vo -?${NUM} ?V\\b`, 'gi'),
  new RegExp(`${NUM} ?V Preset Vout`, 'gi'),
];
const VIN_MAX: RegExp[] = [
  new RegExp(`Vin ?<= ?${NUM} ?V`, 'gi'),
  new RegExp(`Vin up to ${NUM} ?V`, 'gi'),
  new RegExp(`${NUM} ?V Max\\. Input`, 'gi'),
  new RegExp(`${NUM} ?(?:-|to) ?${NUM} ?V input`, 'gi'),
];

function all(text: string, res: RegExp[], group = 1): Set<number> {
  const out = new Set<number>();
  for (const re of res) {
    for (const m of text.matchAll(re)) {
      const g = m[m[2] !== undefined && re === VIN_MAX[3] ? 2 : group];
      out.add(num(g));
    }
  }
  return out;
}

/** A bare "3.3V" field right after the field that names the regulator an LDO (TI's and Microchip's form). */
function bareAfterLdo(text: string): number | null {
  const fs = fields(text);
  const at = fs.findIndex((f) => /\bLDO\b/.test(f));
  const next = at >= 0 ? fs[at + 1] : undefined;
  const m = next ? new RegExp(`^${NUM}V$`).exec(next) : null;
  return m ? num(m[1]) : null;
}

export function ldo(_fs: string[], text: string): Reading {
  if (/\bDual\b|Dual-Output|\d\s?V ?\/ ?-?\d|A\//.test(text)) return { reason: 'more than one output' };
  const currents = new Set([...text.matchAll(CURRENT)].map((m) => num(m[1]) * (m[2] === 'm' ? 1e-3 : 1)));
  if (currents.size !== 1)
    return { reason: currents.size ? 'output current stated twice' : 'output current not stated' };
  const adjustable = /\badjustable\b/i.test(text);
  const vouts = all(text, VOUT);
  if (vouts.size === 0 && !adjustable) {
    const bare = bareAfterLdo(text);
    if (bare !== null) vouts.add(bare);
  }
  if (vouts.size > 1 || (vouts.size === 1 && adjustable)) return { reason: 'output voltage stated twice' };
  if (vouts.size === 0 && !adjustable) return { reason: 'output voltage not stated' };
  const iout = [...currents][0] ?? 0;
  const ratings: Record<string, number | string> = { output_type: adjustable ? '可调' : '固定', iout };
  const v = [...vouts][0];
  if (v !== undefined) ratings.vout = /\bNegative\b/.test(text) ? -v : v;
  const vin = all(text, VIN_MAX);
  if (vin.size === 1) ratings.vin_max = [...vin][0] ?? 0;
  return { category: 'ldo', ratings };
}
