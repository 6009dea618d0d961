/**
 * Würth WE-XHMI moulded power inductors' 3D models (issue 11) read back by an independent reader (occt-import-js):
 * for one catalogue item of every size code the outline table holds (moulded-inductor-outlines.ts), the STEP's
 * three solids are closed, the volume is within 1 % of the table's (body box, the cap box where the table has
 * one, two foot boxes), the model stands on the board up to the table's height with the body's plan (above a
 * cap's base only the cap's plan), and each foot lies on its pad of the size code's footprint. The footprints are not in the installed KiCad 6 library: the pads are ionutms/
 * KiCAD_Symbols_Generator's (scripts/inductors/footprint_inductor_specs.py, commit
 * 002f1d994a03f1bb12958db736cef5aa2a144630: pads 1 and 2 at x ∓center_x, width × height), the same as KiCad 10's
 * L_Wuerth_XHMI-6060 (pads at x ±2, 1.45 × 5.5).
 */
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { chipInductor } from '../src/modules/models/geometry/chip-inductor.ts';
import { MOULDED_OUTLINES, mouldedVolume } from '../src/modules/models/geometry/moulded-inductor-outlines.ts';
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
};

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

describe('WE-XHMI moulded inductor 3D models read back by occt-import-js, feet on the size code pads', () => {
  useReadBack('jianku-moulded3d-');
  const items = representatives();

  it('the catalogue has an item of every size code the table holds, and every size code has its pads', () => {
    expect([...items.keys()].sort()).toEqual(Object.keys(MOULDED_OUTLINES).sort());
    for (const pkg of Object.keys(MOULDED_OUTLINES)) expect(PADS[pkg], pkg).toBeDefined();
  });

  it('the foot boxes lie inside the pads and under the body (table against footprint, no build)', () => {
    for (const [pkg, o] of Object.entries(MOULDED_OUTLINES)) {
      const pad = PADS[pkg];
      if (!pad) throw new Error(pkg);
      // (74439370's foot ends on its pad's outer edge: 6.95 = 5.3 + 3.3 / 2, up to rounding)
      expect(o.fx0, `${pkg} foot inner edge on the pad`).toBeGreaterThanOrEqual(pad.cx - pad.w / 2 - 1e-9);
      expect(o.fx1, `${pkg} foot outer edge on the pad`).toBeLessThanOrEqual(pad.cx + pad.w / 2 + 1e-9);
      expect(o.fy, `${pkg} foot within the pad's height`).toBeLessThanOrEqual(pad.h / 2);
      expect(o.fx1, `${pkg} foot under the body`).toBeLessThanOrEqual(o.L / 2);
      expect(o.fy, `${pkg} foot under the body`).toBeLessThanOrEqual(o.W / 2);
    }
  });

  for (const [pkg, item] of items) {
    it(`${pkg} (${item.model}): three closed solids, volume within 1 %, body on its feet, feet on pads 1 and 2`, {
      timeout: 100_000,
    }, async () => {
      const o = MOULDED_OUTLINES[pkg];
      const pad = PADS[pkg];
      if (!o || !pad) throw new Error(pkg);
      const spec = specOf(chipInductor, item);
      expect(spec.family).toBe('moulded-inductor');
      const meshes = await readBack(spec, { volume: mouldedVolume(o), solids: 3 });
      const [lo, hi] = box(meshes);
      const want = [
        [-o.L / 2, o.L / 2],
        [-o.W / 2, o.W / 2],
        [0, o.H],
      ];
      for (const [k, [l, h]] of want.entries()) {
        expect(Math.abs((lo[k] ?? 0) - (l ?? 0)), `low ${k}`).toBeLessThan(1e-3);
        expect(Math.abs((hi[k] ?? 0) - (h ?? 0)), `high ${k}`).toBeLessThan(1e-3);
      }
      const body = meshes.find((m) => m.name === 'body');
      expect(body, 'body').toBeDefined();
      expect(Math.abs((box(body ? [body] : [])[0][2] ?? 0) - o.z0), 'body on the feet').toBeLessThan(1e-3);
      if (o.cap && body) {
        // the step on top: above the cap's base only the cap's plan
        const [clo, chi] = boxAbove(body, o.cap.z);
        expect(Math.abs((chi[0] ?? 0) - (clo[0] ?? 0) - o.cap.L), 'cap length').toBeLessThan(1e-3);
        expect(Math.abs((chi[1] ?? 0) - (clo[1] ?? 0) - o.cap.W), 'cap width').toBeLessThan(1e-3);
      }
      for (const [i, name] of ['pad 1', 'pad 2'].entries()) {
        const m = meshes.find((x) => x.name === name);
        expect(m, name).toBeDefined();
        const [flo, fhi] = box(m ? [m] : []);
        const cx = i === 0 ? -pad.cx : pad.cx;
        // 3D y up, footprint y down: the pads are symmetric about y = 0
        expect(flo[0] ?? 0, `${name} x on pad ${i + 1}`).toBeGreaterThanOrEqual(cx - pad.w / 2 - 1e-6);
        expect(fhi[0] ?? 0, `${name} x on pad ${i + 1}`).toBeLessThanOrEqual(cx + pad.w / 2 + 1e-6);
        expect(flo[1] ?? 0, `${name} y on pad ${i + 1}`).toBeGreaterThanOrEqual(-pad.h / 2 - 1e-6);
        expect(fhi[1] ?? 0, `${name} y on pad ${i + 1}`).toBeLessThanOrEqual(pad.h / 2 + 1e-6);
        // on the board (where Würth's model draws the feet's undersides a little above it, the table's feet reach it)
        expect(Math.abs(flo[2] ?? 1), `${name} underside on the board`).toBeLessThan(1e-3);
      }
    });
  }
});
