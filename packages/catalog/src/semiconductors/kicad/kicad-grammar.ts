// The grammar's shared pieces: the categories, the reading, and how one rating is read from the fields.

export type KicadCategory = 'mosfet' | 'bjt' | 'diode' | 'zener' | 'tvs' | 'ldo' | 'mcu';

/** Ratings in SI units (V, A, Ω, W, Hz, bytes) or enum text; absolute values for P-channel / PNP. */
export type Ratings = Record<string, number | string>;

export type Reading = { category: KicadCategory; ratings: Ratings } | { reason: string };

export const NUM = '(\\d+(?:\\.\\d+)?)';
export const num = (s: string | undefined) => Number(s);
export const milli = (m: string | undefined) => (m === 'm' ? 1e-3 : 1);

export function fields(description: string): string[] {
  return description.split(',').map((f) => f.trim());
}

/** The one value a pattern reads from the fields; null when absent, 'conflict' when read twice differently. */
export function one(
  fs: string[],
  re: RegExp,
  read: (m: RegExpExecArray) => number,
): number | null | 'conflict' {
  const values = new Set<number>();
  for (const f of fs) {
    const m = re.exec(f);
    if (m) values.add(read(m));
  }
  if (values.size > 1) return 'conflict';
  return values.size === 1 ? ([...values][0] ?? null) : null;
}
