/**
 * Würth WE-XHMI and WE-LHMI moulded power inductors' 3D models (issue 11) read back by an independent reader
 * (occt-import-js): for one catalogue item of every size code the outline tables hold (moulded-inductor-outlines.ts,
 * moulded-inductor-lhmi-outlines.ts), the STEP's three solids are closed, the volume is within 1 % of the table's
 * (body box, a cap box on the larger WE-XHMI sizes' stepped tops, and two foot boxes; for WE-LHMI the body box less its notches and two terminals of a pad plate and a
 * wrap), the model stands on the board up to the table's height with the body's plan (WE-LHMI: the terminals
 * standing out of the end faces), and each terminal lies on its pad of the size code's footprint where a footprint
 * is known. The footprints are not in the installed KiCad 6 library: the pads are ionutms/KiCAD_Symbols_Generator's
 * (scripts/inductors/footprint_inductor_specs.py: pads 1 and 2 at x ∓center_x, width × height; commit
 * 002f1d994a03f1bb12958db736cef5aa2a144630 for the WE-XHMI codes, the same as KiCad 10's L_Wuerth_XHMI-6060 (pads
 * at x ±2, 1.45 × 5.5), commit 52dfb632438c24cb379ae23ab829f6050186751d for the WE-LHMI codes it has).
 */
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { chipInductor } from '../src/modules/models/geometry/chip-inductor.ts';
import { MOULDED_OUTLINES } from '../src/modules/models/geometry/moulded-inductor-outlines.ts';
import { mouldedVolume } from '../src/modules/models/geometry/moulded-inductor-shape.ts';
import { box, type Mesh, readBack, specOf, useReadBack } from './models-kicad-fit.ts';

/** ionutms' pads of a size code: centre x of pad 2 (pad 1 mirrored), width along X, height along Y. */
const PADS: Readonly<Record<string, { cx: number; w: number; h: number }>> = {
  'WE-XHMI 74439344': { cx: 2, w: 1.45, h: 5.5 },
  'WE-XHMI 74439346': { cx: 2, w: 1.45, h: 5.5 },
  'WE-XHMI 744393445': { cx: 2, w: 1.45, h: 5.5 },
  'WE-XHMI 744393465': { cx: 2, w: 1.45, h: 5.5 },
  'WE-XHMI 744393605': { cx: 3.2, w: 2.5, h: 9 },
  'WE-XHMI 74439358': { cx: 2.5, w: 1.6, h: 7.35 },
  'WE-XHMI 74439369': { cx: 3.2, w: 2.5, h: 9 },
  'WE-XHMI 74439324': { cx: 1.225, w: 1.2, h: 3.8 },
  'WE-XHMI 74439323': { cx: 1.225, w: 1.2, h: 3.8 },
  'WE-XHMI 74439334': { cx: 1.675, w: 1.3, h: 4.8 },
  'WE-XHMI 744393665': { cx: 3.2, w: 2.5, h: 9 },
  'WE-XHMI 74439370': { cx: 5.3, w: 3.3, h: 14.1 },
  'WE-XHMI 744393305': { cx: 1.675, w: 1.3, h: 4.8 },
  'WE-XHMI 74439333': { cx: 1.675, w: 1.3, h: 4.8 },
  'WE-XHMI 74439384': { cx: 2.3, w: 1.7, h: 6.5 },
  'WE-XHMI 74439387': { cx: 2.3, w: 1.7, h: 6.5 },
  'WE-XHMI 74439325': { cx: 1.225, w: 1.2, h: 3.8 },
  'WE-LHMI 74437321': { cx: 1.85, w: 1.5, h: 2.3 },
  'WE-LHMI 74437324': { cx: 1.85, w: 1.5, h: 2.3 },
  'WE-LHMI 7443732448': { cx: 1.85, w: 1.5, h: 2.3 },
  'WE-LHMI 74437334': { cx: 2.05, w: 1.9, h: 2.8 },
  'WE-LHMI 7443733448': { cx: 2.05, w: 1.9, h: 2.8 },
  'WE-LHMI 74437336': { cx: 2.25, w: 2, h: 1.8 },
};

/** The first catalogue item of each package the table holds. */
function representatives(): Map<string, Item> {
  const out = new Map<string, Item>();
  for (const f of families()) {
    if (f.count() === 0 || f.item(0).categoryCode !== 'comp.passive.inductor.chip') continue;
    for (let i = 0; i < f.count(); i++) {
      const item = f.item(i);
      const pkg = item.package ?? '';
      if (MOULDED_OUTLINES[pkg] && !out.has(pkg)) out.set(pkg, item);
    }
  }
  return out;
}

/** The body mesh's box above z (the cap's plan where the table gives a cap). */
function boxAbove(m: Mesh, z: number): [number[], number[]] {
  const p = m.attributes.position.array;
  const lo = [Infinity, Infinity];
  const hi = [-Infinity, -Infinity];
  for (let i = 0; i + 2 < p.length; i += 3) {
    if ((p[i + 2] ?? 0) <= z + 1e-6) continue;
    for (let k = 0; k < 2; k++) {
      lo[k] = Math.min(lo[k] ?? 0, p[i + k] ?? 0);
      hi[k] = Math.max(hi[k] ?? 0, p[i + k] ?? 0);
    }
  }
  return [lo, hi];
}

/** A box's low and high corners, within 1e-3 of the wanted ones. */
function expectBox(got: number[][], want: number[][], what: string): void {
  for (let k = 0; k < 3; k++) {
    expect(Math.abs((got[0]?.[k] ?? 0) - (want[0]?.[k] ?? 0)), `${what} low ${k}`).toBeLessThan(1e-3);
    expect(Math.abs((got[1]?.[k] ?? 0) - (want[1]?.[k] ?? 0)), `${what} high ${k}`).toBeLessThan(1e-3);
  }
}

describe('WE-XHMI / WE-LHMI moulded inductor 3D models read back by occt-import-js, terminals on the pads', () => {
  useReadBack('jianku-moulded3d-');
  const items = representatives();

  it('the catalogue has an item of every size code the table holds, and every WE-XHMI size code has its pads', () => {
    expect([...items.keys()].sort()).toEqual(Object.keys(MOULDED_OUTLINES).sort());
    for (const [pkg, o] of Object.entries(MOULDED_OUTLINES))
      if (!o.wrap) expect(PADS[pkg], pkg).toBeDefined();
  });

  it('the terminals lie inside the pads, the feet under the body, the wraps in or at its ends (table, no build)', () => {
    for (const [pkg, o] of Object.entries(MOULDED_OUTLINES)) {
      expect(o.fy, `${pkg} terminal within the body's width`).toBeLessThanOrEqual(o.W / 2);
      if (o.wrap) {
        const { pz, wx0, wz } = o.wrap;
        expect([0, o.z0, pz, wz, o.H], `${pkg} heights in order`).toEqual(
          [0, o.z0, pz, wz, o.H].sort((a, b) => a - b),
        );
        // the wrap's inner face may stand in the body's end notch or just outside the end face (wx0 > L/2)
        for (const [v, what] of [
          [wx0, 'wrap'],
          [o.L / 2, 'body end'],
        ] as const) {
          expect(v, `${pkg} ${what} beyond the plate's inner edge`).toBeGreaterThan(o.fx0);
          expect(v, `${pkg} ${what} inside the terminal's outer face`).toBeLessThan(o.fx1);
        }
      } else expect(o.fx1, `${pkg} foot under the body`).toBeLessThanOrEqual(o.L / 2);
      const pad = PADS[pkg];
      if (!pad) continue;
      // (74439370's foot ends on its pad's outer edge: 6.95 = 5.3 + 3.3 / 2, up to rounding)
      expect(o.fx0, `${pkg} terminal's inner edge on the pad`).toBeGreaterThanOrEqual(
        pad.cx - pad.w / 2 - 1e-9,
      );
      expect(o.fx1, `${pkg} terminal's outer edge on the pad`).toBeLessThanOrEqual(pad.cx + pad.w / 2 + 1e-9);
      expect(o.fy, `${pkg} terminal within the pad's height`).toBeLessThanOrEqual(pad.h / 2);
    }
  });

  for (const [pkg, item] of items) {
    it(`${pkg} (${item.model}): three closed solids, volume within 1 %, body and terminals in place, on the pads`, {
      timeout: 100_000,
    }, async () => {
      const o = MOULDED_OUTLINES[pkg];
      if (!o) throw new Error(pkg);
      const pad = PADS[pkg];
      const spec = specOf(chipInductor, item);
      expect(spec.family).toBe('moulded-inductor');
      const meshes = await readBack(spec, { volume: mouldedVolume(o), solids: 3 });
      const x = o.wrap ? o.fx1 : o.L / 2;
      expectBox(
        box(meshes),
        [
          [-x, -o.W / 2, 0],
          [x, o.W / 2, o.H],
        ],
        'model',
      );
      const body = meshes.find((m) => m.name === 'body');
      expect(body, 'body').toBeDefined();
      expectBox(
        box(body ? [body] : []),
        [
          [-o.L / 2, -o.W / 2, o.z0],
          [o.L / 2, o.W / 2, o.H],
        ],
        'body',
      );
      if (o.cap && body) {
        // the step on top: above the cap's base only the cap's plan
        const [clo, chi] = boxAbove(body, o.cap.z);
        expect(Math.abs((chi[0] ?? 0) - (clo[0] ?? 0) - o.cap.L), 'cap length').toBeLessThan(1e-3);
        expect(Math.abs((chi[1] ?? 0) - (clo[1] ?? 0) - o.cap.W), 'cap width').toBeLessThan(1e-3);
      }
      const top = o.wrap ? o.wrap.wz : o.z0;
      for (const [i, name] of ['pad 1', 'pad 2'].entries()) {
        const m = meshes.find((x) => x.name === name);
        expect(m, name).toBeDefined();
        const [flo, fhi] = box(m ? [m] : []);
        const [x0, x1] = i === 0 ? [-o.fx1, -o.fx0] : [o.fx0, o.fx1];
        expectBox(
          [flo, fhi],
          [
            [x0, -o.fy, 0],
            [x1, o.fy, top],
          ],
          name,
        );
        if (!pad) continue;
        const cx = i === 0 ? -pad.cx : pad.cx;
        // 3D y up, footprint y down: the pads are symmetric about y = 0
        expect(flo[0] ?? 0, `${name} x on pad ${i + 1}`).toBeGreaterThanOrEqual(cx - pad.w / 2 - 1e-6);
        expect(fhi[0] ?? 0, `${name} x on pad ${i + 1}`).toBeLessThanOrEqual(cx + pad.w / 2 + 1e-6);
        expect(flo[1] ?? 0, `${name} y on pad ${i + 1}`).toBeGreaterThanOrEqual(-pad.h / 2 - 1e-6);
        expect(fhi[1] ?? 0, `${name} y on pad ${i + 1}`).toBeLessThanOrEqual(pad.h / 2 + 1e-6);
      }
    });
  }
});
