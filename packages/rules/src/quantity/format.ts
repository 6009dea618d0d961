/**
 * Writing a value of the quantity model compactly, with the engineering prefix that puts the number in 1..999:
 * (1e-7, 'capacitance') → '100nF', (10000, 'resistance') → '10kΩ', (0.25, 'power') → '250mW', (233.15,
 * 'temperature') → '-40°C'. The catalogue writes its parameter values in its own style (10 kΩ, 16 mm).
 */
import { type Dimension, roundSignificant, SI_UNIT, shift } from './dimension.ts';
import { PREFIX_EXP, PREFIXED } from './spellings.ts';

/** Compact text of an SI value; dimensions without a prefix scheme are written with their SI unit. */
export function formatQuantity(value: number, dimension: Dimension): string {
  const spec = PREFIXED[dimension];
  if (!spec) return `${roundSignificant(value)}${SI_UNIT[dimension]}`;
  const inSymbol = roundSignificant(shift(value - (spec.offset ?? 0), -spec.siExp));
  const prefixes = spec.display;
  let index = 0;
  if (inSymbol !== 0) {
    const magnitude = Math.abs(inSymbol);
    prefixes.forEach((p, i) => {
      if (shift(magnitude, -PREFIX_EXP[p]) >= 1) index = i;
    });
  } else {
    index = Math.max(0, prefixes.indexOf(''));
  }
  let prefix = prefixes[index] ?? '';
  let mantissa = roundSignificant(shift(inSymbol, -PREFIX_EXP[prefix]));
  const next = prefixes[index + 1];
  if (Math.abs(mantissa) >= 1000 && next !== undefined && PREFIX_EXP[next] - PREFIX_EXP[prefix] === 3) {
    prefix = next;
    mantissa = roundSignificant(shift(inSymbol, -PREFIX_EXP[prefix]));
  }
  return `${mantissa}${prefix}${spec.symbol}`;
}
