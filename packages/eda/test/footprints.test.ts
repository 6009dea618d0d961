/**
 * Our footprints against KiCad's own library (Debian kicad-footprints): for every package KiCad also has,
 * the same pad numbers, and every pad within 0.05 mm of KiCad's in position and size. And the drawing rules
 * on every footprint we make: silkscreen never on copper, courtyard around pads and body, pin-1 mark.
 */
import { describe, expect, it } from 'vitest';
import { type FootprintSpec, footprintText, SILK_PAD_CLEARANCE } from '../src/footprints/footprint.ts';
import { chipBody, chipFootprint, PACKAGE_NAMES, packageFootprint } from '../src/footprints/generators.ts';
import { METRIC_CODE } from '../src/footprints/packages.data.ts';
import { child, children, numbers, parse } from '../src/sexpr.ts';
import { footprintFile, HAVE_FOOTPRINTS, KICAD_FOOTPRINTS, missingKicad, padsOf } from './kicad-reference.ts';

const TOLERANCE = 0.05;

/**
 * Footprints whose pads differ from KiCad's by more than TOLERANCE, with the measured deviation and why.
 * The land pattern equations are the same (IPC-7351B, nominal); the body outline is not: KiCad takes the
 * generic chip envelope of IPC-SM-782 (and, for SOT-23-5 and LQFP-48, its own lead dimensions), we take the
 * maker's datasheet outline named in packages.data.ts (YAGEO RC_L for resistors, Murata GRM for MLCCs). These
 * stay within the larger bound given here; a footprint not listed must be within TOLERANCE.
 */
const KNOWN_DIFFERENCES: Readonly<Record<string, { bound: number; why: string }>> = {
  R_0402_1005Metric: { bound: 0.06, why: 'YAGEO RC0402 terminal 0.25±0.10 vs IPC-SM-782 body' },
  R_0805_2012Metric: { bound: 0.1, why: 'YAGEO RC0805 terminal 0.35±0.20 vs IPC-SM-782 body' },
  R_1206_3216Metric: { bound: 0.15, why: 'YAGEO RC1206 L 3.10±0.10 vs IPC-SM-782 3.2 nominal' },
  R_1210_3225Metric: { bound: 0.1, why: 'YAGEO RC1210 W 2.60±0.15 vs IPC-SM-782 body' },
  R_2010_5025Metric: { bound: 0.15, why: 'YAGEO RC2010 terminal 0.50±0.20 vs IPC-SM-782 body' },
  R_2512_6332Metric: { bound: 0.15, why: 'YAGEO RC2512 L 6.35±0.10 vs IPC-SM-782 6.3 nominal' },
  C_0805_2012Metric: { bound: 0.08, why: 'Murata GRM21 electrode 0.2–0.7 vs IPC-SM-782 body' },
  'SOT-23-5': { bound: 0.08, why: 'MO-178 AA lead span 2.60–3.00 gives Z 3.7, KiCad has Z 3.6' },
  'LQFP-48_7x7mm_P0.5mm': { bound: 0.08, why: 'MS-026 BBC lead span 8.8–9.2 gives Z 9.9, KiCad has Z 9.8' },
};

/** Every footprint we make, with the KiCad library that has the same package. */
function ours(): { spec: FootprintSpec; kicadLib: string }[] {
  const out: { spec: FootprintSpec; kicadLib: string }[] = [];
  const libs = { R: 'Resistor_SMD', C: 'Capacitor_SMD', L: 'Inductor_SMD' } as const;
  for (const kind of ['R', 'C', 'L'] as const) {
    for (const size of Object.keys(METRIC_CODE)) {
      if (!chipBody(kind, size)) continue;
      const spec = chipFootprint(kind, size);
      if (spec) out.push({ spec, kicadLib: libs[kind] });
    }
  }
  for (const name of PACKAGE_NAMES) {
    const spec = packageFootprint(name);
    if (spec) out.push({ spec, kicadLib: name.startsWith('LQFP') ? 'Package_QFP' : 'Package_TO_SOT_SMD' });
  }
  return out;
}

const ALL = ours();

describe('footprints against KiCad 6 libraries', () => {
  if (!HAVE_FOOTPRINTS) {
    missingKicad(
      `KiCad footprint libraries not installed at ${KICAD_FOOTPRINTS} (apt-get install kicad-footprints)`,
    );
    return;
  }
  const compared = ALL.filter(({ spec, kicadLib }) => footprintFile(kicadLib, spec.name) !== undefined);

  it('has KiCad counterparts for the chip sizes and packages we draw', () => {
    expect(compared.map((c) => c.spec.name)).toEqual(
      expect.arrayContaining(['R_0603_1608Metric', 'C_0402_1005Metric', 'SOT-23', 'LQFP-48_7x7mm_P0.5mm']),
    );
  });

  for (const { spec, kicadLib } of compared) {
    const known = KNOWN_DIFFERENCES[spec.name];
    const bound = known?.bound ?? TOLERANCE;
    it(`${spec.name}: pads within ${bound} mm of ${kicadLib}.pretty/${spec.name}${known ? ` (${known.why})` : ''}`, () => {
      const theirs = padsOf(footprintFile(kicadLib, spec.name) ?? '');
      const mine = padsOf(footprintText(spec));
      expect(mine.map((p) => p.number).sort()).toEqual(theirs.map((p) => p.number).sort());
      const worst = { d: 0, what: '' };
      for (const p of mine) {
        const q = theirs.find((t) => t.number === p.number && Math.hypot(t.x - p.x, t.y - p.y) < 1);
        expect(q, `KiCad pad ${p.number} near (${p.x}, ${p.y})`).toBeDefined();
        if (!q) continue;
        for (const k of ['x', 'y', 'w', 'h'] as const) {
          const d = Math.abs(p[k] - q[k]);
          if (d > worst.d) {
            worst.d = d;
            worst.what = `pad ${p.number} ${k}: ours ${p[k]}, KiCad ${q[k]}`;
          }
        }
      }
      console.log(`FOOTPRINT ${spec.name} max_deviation_mm=${worst.d.toFixed(4)} ${worst.what}`);
      expect(worst.d, worst.what).toBeLessThanOrEqual(bound + 1e-9);
      // a listed difference that has gone away must leave the list
      if (known)
        expect(worst.d, `${spec.name} now matches KiCad: remove it from KNOWN_DIFFERENCES`).toBeGreaterThan(
          TOLERANCE + 1e-9,
        );
    });
  }
});

describe('footprint drawing rules (every footprint we make)', () => {
  for (const { spec } of ALL) {
    it(`${spec.name}: parses; silk clear of pads; courtyard encloses pads and body; fab outline`, () => {
      const fp = parse(footprintText(spec));
      expect(Array.isArray(fp) ? fp[1] : undefined).toBe(spec.name);
      const pads = padsOf(footprintText(spec));
      expect(pads.length).toBe(spec.pads.length);
      const lines = children(fp, 'fp_line').map((l) => ({
        layer: String(child(l, 'layer')?.[1]),
        pts: [...numbers(child(l, 'start')), ...numbers(child(l, 'end'))],
      }));
      const silk = lines.filter((l) => l.layer === 'F.SilkS');
      const courtyard = lines.filter((l) => l.layer === 'F.CrtYd');
      expect(lines.some((l) => l.layer === 'F.Fab')).toBe(true);
      expect(courtyard).toHaveLength(4);
      for (const s of silk) {
        const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = s.pts;
        for (const p of pads) {
          // distance from the (axis-aligned) segment to the pad rectangle, minus half the line width
          const dx = Math.max(p.x - p.w / 2 - Math.max(x0, x1), Math.min(x0, x1) - (p.x + p.w / 2), 0);
          const dy = Math.max(p.y - p.h / 2 - Math.max(y0, y1), Math.min(y0, y1) - (p.y + p.h / 2), 0);
          expect(Math.hypot(dx, dy) - 0.06, `silk ${s.pts} vs pad ${p.number}`).toBeGreaterThanOrEqual(
            SILK_PAD_CLEARANCE - 1e-6,
          );
        }
      }
      const xs = courtyard.flatMap((l) => [l.pts[0] ?? 0, l.pts[2] ?? 0]);
      const ys = courtyard.flatMap((l) => [l.pts[1] ?? 0, l.pts[3] ?? 0]);
      for (const p of pads) {
        expect(p.x - p.w / 2).toBeGreaterThan(Math.min(...xs));
        expect(p.x + p.w / 2).toBeLessThan(Math.max(...xs));
        expect(p.y - p.h / 2).toBeGreaterThan(Math.min(...ys));
        expect(p.y + p.h / 2).toBeLessThan(Math.max(...ys));
      }
      if (spec.pin1Mark) expect(silk.length).toBeGreaterThan(0);
    });
  }
});
