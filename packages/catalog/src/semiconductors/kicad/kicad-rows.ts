// One catalogue row per KiCad symbol that can be read whole: the ratings its description states, its package,
// its maker. Generic symbols (no part number), symbols without a maker, a package or the category's key
// ratings, and parts the curated families already hold are left out with the reason.

import { type KicadSymbol, readKicadSymbols } from './kicad-library.ts';
import { makerOf, packageOfFootprint } from './kicad-package.ts';
import { type KicadCategory, type Ratings, readRatings } from './kicad-ratings.ts';

/** A row of kicad-parts.data.ts: [library, symbol, maker, category, package, datasheet, description, ratings]. */
export type KicadRow = [string, string, string, KicadCategory, string, string, string, Ratings];

/** The libraries read: KiCad's MOSFETs, BJTs, diodes, linear regulators and ST's STM32 lines. */
export const KICAD_LIBRARIES = /^(Transistor_FET|Transistor_BJT|Diode|Regulator_Linear|MCU_ST_STM32\w+\+?)$/;

export type RowReading = { row: KicadRow; mounting: 'smd' | 'tht' } | { reason: string };

/** KiCad's generic symbols: Q_NMOS_GSD, D_Schottky, … (a letter and an underscore, no part number). */
const GENERIC = /^[A-Z]{1,3}_|_(Small|ALT)$/;

/** The symbol's name as a pattern of part numbers: a lowercase x stands for any ordering character. */
export function namePattern(name: string): RegExp {
  const body = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/x/g, '[0-9A-Z]');
  return new RegExp(`^${body}$`);
}

/**
 * The datasheet address as the catalogue links it (https only): KiCad 6 still writes many makers' addresses
 * http://; the same address is asked for https:// (every maker host of kicad-package.ts serves https). Not
 * checked one by one.
 */
export function httpsOf(url: string): string {
  return url.trim().replace(/^http:\/\//i, 'https://');
}

/** `curated`: the part numbers (and single-part series) of the curated families, for the duplicate check. */
export function kicadRow(s: KicadSymbol, curated: readonly string[]): RowReading {
  if (GENERIC.test(s.name)) return { reason: 'generic symbol' };
  const pattern = namePattern(s.name);
  if (curated.some((mpn) => pattern.test(mpn))) return { reason: 'already in the curated families' };
  const reading = readRatings(s);
  if ('reason' in reading) return reading;
  const maker = makerOf(s.library, s.datasheet);
  if (!maker) return { reason: 'maker not stated' };
  const pkg = packageOfFootprint(s.footprint);
  if (!pkg) return { reason: 'no footprint' };
  const { pkg: mcuPackage, ...ratings } = reading.ratings;
  const name = typeof mcuPackage === 'string' ? mcuPackage : pkg.name;
  return {
    row: [
      s.library,
      s.name,
      maker,
      reading.category,
      name,
      httpsOf(s.datasheet),
      s.description.trim(),
      ratings,
    ],
    mounting: pkg.mounting,
  };
}

/** The library files to read from a directory listing, in the order the rows are written (file name order). */
export function kicadLibraryFiles(listing: readonly string[]): string[] {
  return listing
    .filter((f) => f.endsWith('.kicad_sym') && KICAD_LIBRARIES.test(f.replace(/\.kicad_sym$/, '')))
    .sort();
}

export interface KicadRows {
  rows: KicadRow[];
  /** package name → how its KiCad footprint library mounts it */
  mounting: Map<string, 'smd' | 'tht'>;
  /** "library: reason" → symbols left out */
  left: Map<string, number>;
}

/** Every row of the libraries given (name without .kicad_sym, file text), in the order given. */
export function readKicadRows(libraries: Array<[string, string]>, curated: readonly string[]): KicadRows {
  const out: KicadRows = { rows: [], mounting: new Map(), left: new Map() };
  const seen = new Set<string>();
  for (const [library, text] of libraries) {
    for (const s of readKicadSymbols(library, text)) {
      const r = kicadRow(s, curated);
      const code = 'row' in r ? `${r.row[2]}-${r.row[1]}` : '';
      const reason =
        'reason' in r ? r.reason : seen.has(code) ? 'same maker and name in another library' : null;
      if (reason || !('row' in r)) {
        const key = `${s.library}: ${reason}`;
        out.left.set(key, (out.left.get(key) ?? 0) + 1);
        continue;
      }
      seen.add(code);
      out.rows.push(r.row);
      const before = out.mounting.get(r.row[4]);
      if (before && before !== r.mounting) throw new Error(`package ${r.row[4]} mounted both ways`);
      out.mounting.set(r.row[4], r.mounting);
    }
  }
  return out;
}
