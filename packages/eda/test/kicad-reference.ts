/** Reading KiCad's own libraries (Debian packages kicad-footprints, kicad-symbols) for the comparison tests. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { isCI } from '../../../scripts/ci.mjs';
import { child, children, headOf, numbers, parse, type SExpr } from '../src/sexpr.ts';

export const KICAD_FOOTPRINTS = process.env.KICAD_FOOTPRINT_DIR ?? '/usr/share/kicad/footprints';
export const KICAD_SYMBOLS = process.env.KICAD_SYMBOL_DIR ?? '/usr/share/kicad/symbols';
export const HAVE_FOOTPRINTS = existsSync(join(KICAD_FOOTPRINTS, 'Resistor_SMD.pretty'));
export const HAVE_SYMBOLS = existsSync(join(KICAD_SYMBOLS, 'Device.kicad_sym'));

/**
 * Inside a describe whose KiCad part is missing: locally one skipped test with the reason; under CI (CI set to any
 * non-empty value, scripts/ci.mjs) or with REQUIRE_KICAD=1 a failing test, as the PostgreSQL and browser stages do,
 * so that CI cannot pass with the KiCad comparisons skipped.
 */
export function missingKicad(reason: string, env: Record<string, string | undefined> = process.env): void {
  if (isCI(env) || env.REQUIRE_KICAD === '1') {
    it(`KiCad required in CI: ${reason}`, () => {
      throw new Error(`${reason} (CI requires the KiCad comparison tests)`);
    });
    return;
  }
  it.skip(reason, () => {});
}

export interface ParsedPad {
  number: string;
  x: number;
  y: number;
  w: number;
  h: number;
  layers: string[];
}

/** The copper pads of a .kicad_mod (pads on F.Cu; paste-only apertures are left out). */
export function padsOf(text: string): ParsedPad[] {
  const fp = parse(text);
  return children(fp, 'pad')
    .map((p) => {
      const [x = 0, y = 0, rot = 0] = numbers(child(p, 'at'));
      const [w0 = 0, h0 = 0] = numbers(child(p, 'size'));
      const turned = Math.abs(rot) === 90 || Math.abs(rot) === 270;
      const layers = (child(p, 'layers') ?? []).slice(1).map(String);
      return { number: String(p[1]), x, y, w: turned ? h0 : w0, h: turned ? w0 : h0, layers };
    })
    .filter((p) => p.layers.includes('F.Cu') && p.number !== '');
}

export function footprintFile(lib: string, name: string): string | undefined {
  const path = join(KICAD_FOOTPRINTS, `${lib}.pretty`, `${name}.kicad_mod`);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

export interface ParsedPin {
  number: string;
  name: string;
  type: string;
}

/** Pins of a symbol in a parsed .kicad_sym (following `extends` to the parent symbol). */
export function pinsOfSymbol(lib: SExpr, name: string): ParsedPin[] | undefined {
  const symbols = children(lib, 'symbol');
  const s = symbols.find((x) => x[1] === name);
  if (!s) return undefined;
  const parent = child(s, 'extends');
  if (parent) return pinsOfSymbol(lib, String(parent[1]));
  const pins: ParsedPin[] = [];
  for (const unit of children(s, 'symbol')) {
    for (const p of children(unit, 'pin')) {
      const type = p[1];
      pins.push({
        number: String(child(p, 'number')?.[1] ?? ''),
        name: String(child(p, 'name')?.[1] ?? ''),
        type: typeof type === 'object' && !Array.isArray(type) ? type.sym : String(type),
      });
    }
  }
  return pins;
}

const cache = new Map<string, SExpr>();
export function kicadSymbolLibrary(lib: string): SExpr | undefined {
  const path = join(KICAD_SYMBOLS, `${lib}.kicad_sym`);
  if (!existsSync(path)) return undefined;
  let parsed = cache.get(lib);
  if (!parsed) {
    parsed = parse(readFileSync(path, 'utf8'));
    cache.set(lib, parsed);
  }
  return headOf(parsed) === 'kicad_symbol_lib' ? parsed : undefined;
}
