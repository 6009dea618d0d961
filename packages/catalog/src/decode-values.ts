// Resistance value codes of the makers' ordering codes (read by decode.ts and decode-chip-resistors.ts).

/** Value of a YAGEO resistance code (10K = 10 kΩ, 4R7 = 4.7 Ω, 1M = 1 MΩ, 0R = jumper). */
export function parseLetterValue(code: string): number | null {
  const m = /^(\d+)([RKM])(\d*)$/.exec(code);
  if (!m) return null;
  const mult = { R: 1, K: 1e3, M: 1e6 }[m[2] as 'R' | 'K' | 'M'];
  return Number((Number(`${m[1]}.${m[3] || '0'}`) * mult).toPrecision(12));
}

/** EIA-style resistance code: 3 or 4 digits (significant figures + number of zeros), R as the decimal point,
 * all zeros = jumper (4R7 = 4.7 Ω, 103 = 10 kΩ, 10R2 = 10.2 Ω, 1002 = 10 kΩ, 000 = 0 Ω). */
export function parseDigitValue(code: string): number | null {
  if (/^0+$/.test(code)) return 0;
  if (/^\d*R\d*$/.test(code) && code !== 'R') return Number(code.replace('R', '.'));
  const m = /^(\d{2,3})(\d)$/.exec(code);
  if (!m) return null;
  return Number((Number(m[1]) * 10 ** Number(m[2])).toPrecision(12));
}
