/**
 * The packages whose numbers come from KiCad's own footprints and 3D models (kicad-model-outlines.ts: LFPAK33, SMF,
 * WSON-6, DFN-6, two DFN-8-1EP, HTSSOP-20-1EP, TI's HTSOP-8-1EP, TSOP-6, the RP2040's QFN-56, ST's UFQFPN20, TI's DQK and VSON-8 NexFET, Panasonic's HSON-8) read back by an independent reader (occt-import-js): for a catalogue
 * item of each, the STEP is a body and one solid per lead (LFPAK33, VSON-8: four leads and the drain; Infineon's TOLL
 * PG-HSOF-8-1: eight leads and the drain), each closed; the
 * total volume is within 1 % of the volume computed HERE from the row and the builders' construction rules
 * (component-package.ts, power-son.ts); the body sits on KiCad's footprint's F.Fab outline (±0.25 mm); each
 * numbered KiCad pad carries exactly one lead's foot (LFPAK33, VSON-8: the drain on pad 5; TOLL: the seven source
 * leads on pad 2); and the model is as tall as
 * KiCad's 3D model of that footprint (its .wrl, ±0.005 mm).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { componentPackage } from '../src/modules/models/geometry/component-package.ts';
import { KICAD_MODEL_OUTLINES } from '../src/modules/models/geometry/kicad-model-outlines.ts';
import {
  components,
  footCentre,
  isBody,
  readBackOnFootprint,
  representativesBy,
  specOf,
  useReadBack,
} from './models-kicad-fit.ts';

type Row = (typeof KICAD_MODEL_OUTLINES)[string];

/** KiCad's 3D model of each row's footprint (the footprint's model line names it). */
const MODEL_FILE: Readonly<Record<string, string>> = {
  LFPAK33: 'Package_TO_SOT_SMD.3dshapes/LFPAK33.wrl',
  SMF: 'Diode_SMD.3dshapes/D_SMF.wrl',
  'WSON-6': 'Package_SON.3dshapes/WSON-6_1.5x1.5mm_P0.5mm.wrl',
  'DFN-6': 'Package_DFN_QFN.3dshapes/DFN-6_1.3x1.2mm_P0.4mm.wrl',
  'DFN-8-1EP': 'Package_DFN_QFN.3dshapes/DFN-8-1EP_3x3mm_P0.65mm_EP1.55x2.4mm.wrl',
  'DFN-8-1EP_3x3mm_P0.5mm': 'Package_DFN_QFN.3dshapes/DFN-8-1EP_3x3mm_P0.5mm_EP1.66x2.38mm.wrl',
  'HTSSOP-20-1EP': 'Package_SO.3dshapes/HTSSOP-20-1EP_4.4x6.5mm_P0.65mm_EP3.4x6.5mm.wrl',
  'TSOP-6': 'Package_SO.3dshapes/TSOP-6_1.65x3.05mm_P0.95mm.wrl',
  'QFN56 (7×7 mm)': 'Package_DFN_QFN.3dshapes/QFN-56-1EP_7x7mm_P0.4mm_EP3.2x3.2mm.wrl',
  UFQFPN20: 'Package_DFN_QFN.3dshapes/ST_UFQFPN-20_3x3mm_P0.5mm.wrl',
  DQK: 'Package_SON.3dshapes/Texas_DQK.wrl',
  'VSON-8': 'Package_SON.3dshapes/VSON-8_3.3x3.3mm_P0.65mm_NexFET.wrl',
  'HSON-8': 'Package_DFN_QFN.3dshapes/Panasonic_HSON-8_8x8mm_P2.00mm.wrl',
  'PG-HSOF-8-1': 'Package_TO_SOT_SMD.3dshapes/Infineon_PG-HSOF-8-1.wrl',
  'HTSOP-8-1EP':
    'Package_SO.3dshapes/Texas_HTSOP-8-1EP_3.9x4.9mm_P1.27mm_EP2.85x4.9mm_Mask2.4x3.1mm_ThermalVias.wrl',
};

/** The top (mm) of a KiCad .wrl model: its highest point (VRML coordinates in 2.54 mm units). */
function wrlTop(file: string): number {
  // KiCad's own .wrl, copied gzipped beside this test (kicad-packages3d/README.md: CI does not install the package)
  const text = gunzipSync(readFileSync(new URL(`./kicad-packages3d/${file}.gz`, import.meta.url))).toString(
    'utf8',
  );
  let top = -Infinity;
  for (const block of text.matchAll(/point \[([^\]]*)\]/g)) {
    const v = (block[1] ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    for (let i = 2; i < v.length; i += 3) top = Math.max(top, (v[i] ?? 0) * 2.54);
  }
  return top;
}

/** Volume and solids of a row, from the construction rules (component-package.ts's and power-son.ts's headers). */
function expected(o: Row): { volume: number; solids: number } {
  if (o.kind === 'power-son') {
    // the −X side's leads (cLead thick), and the drain: the pad with four leads or a tab (power-son.ts's header)
    const n = o.leads ?? 4;
    const leads = n * o.b * o.L;
    const drain = o.padX * o.padY + (o.tabX ? o.tabX * (o.tabY ?? 0) : 4 * o.b * o.L);
    const volume = o.E1 * o.D1 * (o.A1 + o.A2 - o.c) + drain * o.c + leads * (o.cLead ?? o.c);
    return { volume, solids: 2 + n };
  }
  if (o.kind === 'qfn') {
    // a two-row DFN / WSON: body E × D, pad E2 × D2; a four-row QFN: D × D, pad D2 × D2
    const [E, E2] = o.rows === 2 ? [o.E ?? 0, o.E2 ?? 0] : [o.D, o.D2];
    const frame = (o.pins * o.b * o.L + E2 * o.D2) * o.A3;
    return { volume: E * o.D * (o.A - o.A3) + frame, solids: 1 + o.pins + (o.D2 > 0 ? 1 : 0) };
  }
  // gull-wing (or flat) leads, and an exposed pad from the board to A1 when the row has one
  const zh = o.A1 + o.A2 / 2 - o.c / 2;
  const lead = o.b * o.c * ((o.E - o.E1) / 2 + (o.flat ? 0 : zh));
  const ep = (o.E2 ?? 0) * (o.D2 ?? 0);
  return { volume: o.D * o.E1 * o.A2 + o.pins * lead + ep * o.A1, solids: 1 + o.pins + (ep > 0 ? 1 : 0) };
}

/**
 * The pad numbers a model's leads stand on: 1…n, then n + 1 for an exposed pad (LFPAK33: the drain on 5; TOLL: the
 * gate on KiCad's pad 1, the seven source leads on pad 2, the drain on 3).
 */
function padNumbers(o: Row): string[] {
  if (o.kind === 'power-son' && o.tabX)
    return ['1', ...Array<string>((o.leads ?? 4) - 1).fill('2'), '3'].sort();
  const n = o.kind === 'power-son' ? 5 : o.pins + ((o.D2 ?? 0) > 0 ? 1 : 0);
  return Array.from({ length: n }, (_, i) => String(i + 1)).sort();
}

/** The first catalogue item of each row. */
function representatives(): Map<string, Item> {
  const rows = representativesBy((o) => {
    const key = Object.keys(KICAD_MODEL_OUTLINES).find((k) => KICAD_MODEL_OUTLINES[k] === o);
    return key ? { key, outline: o } : undefined;
  });
  return new Map([...rows].map(([key, { item }]) => [key, item]));
}

describe("3D models from KiCad's own footprints and models read back by occt-import-js", () => {
  useReadBack('jianku-flat-leads-');
  const reps = representatives();

  it('the catalogue has LFPAK33, SMF, WSON-6, DFN-6, DFN-8-1EP (MCP1727, LT3080), HTSSOP-20-1EP, HTSOP-8-1EP, PG-HSOF-8-1, TSOP-6, QFN-56, UFQFPN20, DQK, VSON-8 and HSON-8 parts with these outlines', () => {
    expect([...reps.keys()].sort()).toEqual(Object.keys(KICAD_MODEL_OUTLINES).sort());
  });

  for (const [key, o] of Object.entries(KICAD_MODEL_OUTLINES)) {
    it(`${o.kicad} (${reps.get(key)?.model}): closed solids, volume within 1 %, on KiCad's footprint, KiCad's height`, {
      timeout: 100_000,
    }, async () => {
      const item = reps.get(key);
      if (!item) throw new Error(`no catalogue item in ${key}`);
      const { meshes, lo, hi, fp } = await readBackOnFootprint(specOf(componentPackage, item), expected(o), {
        kicad: o.kicad,
        outlined: isBody,
      });
      const top = wrlTop(MODEL_FILE[key] ?? '');
      expect(Math.abs((hi[2] ?? 0) - top), `top ${hi[2]} vs KiCad's model ${top}`).toBeLessThan(0.005);
      const height = (hi[2] ?? 0) - (lo[2] ?? 0);
      const on = meshes
        .filter((m) => !isBody(m))
        .flatMap(components)
        .map((m) => {
          const [x, y] = footCentre(m, height);
          // (unnumbered pads are paste openings)
          const pad = fp.pads.find(
            (p) => p.num !== '' && Math.abs(x - p.x) <= p.w / 2 && Math.abs(y - p.y) <= p.h / 2,
          );
          return pad?.num ?? `none at (${x.toFixed(3)}, ${y.toFixed(3)})`;
        })
        .sort();
      expect(on, 'one foot on each numbered pad').toEqual(padNumbers(o));
    });
  }
});
