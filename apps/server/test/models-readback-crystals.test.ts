/**
 * SMD crystals (crystal-smd.ts) against KiCad: every catalogue crystal of a held package has a model and the others
 * answer 暂无三维模型; each row's three layers are the material groups of KiCad's own 3D model of its footprint (the
 * .wrl, copied gzipped beside this test: kicad-packages3d/README.md); one model of each row is made by the worker
 * pool and read back by occt-import-js (another OpenCascade build): two closed solids, the volume within 1 % of the
 * one computed here from the row, seated on the board, as tall as the lid's top, the base on the footprint's F.Fab.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import {
  CRYSTAL_OUTLINES,
  type CrystalLayer,
  crystalSmd,
} from '../src/modules/models/geometry/crystal-smd.ts';
import { box, isBody, readBackOnFootprint, specOf, useReadBack } from './models-kicad-fit.ts';

/** The catalogue's crystals. */
function crystals(): Item[] {
  const out: Item[] = [];
  for (const family of families()) {
    if (family.count() === 0 || family.item(0).categoryCode !== 'comp.passive.crystal') continue;
    for (let i = 0; i < family.count(); i++) out.push(family.item(i));
  }
  return out;
}

/** Box (x, y, z low; x, y, z high, mm) of each material group of a KiCad .wrl (VRML in 2.54 mm units). */
function wrlGroups(file: string): Map<string, [number[], number[]]> {
  const text = gunzipSync(readFileSync(new URL(`./kicad-packages3d/${file}.gz`, import.meta.url))).toString(
    'utf8',
  );
  const out = new Map<string, [number[], number[]]>();
  for (const shape of text.split(/\bShape\s*\{/).slice(1)) {
    const material = /(?:DEF|USE) (\S+)/.exec(shape)?.[1];
    const points = /point \[([^\]]*)\]/.exec(shape)?.[1];
    if (!material || !points) continue;
    const v = points
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((s) => Number(s) * 2.54);
    const [lo, hi] = out.get(material) ?? [
      [Infinity, Infinity, Infinity],
      [-Infinity, -Infinity, -Infinity],
    ];
    for (let i = 0; i < v.length; i++) {
      lo[i % 3] = Math.min(lo[i % 3] ?? 0, v[i] ?? 0);
      hi[i % 3] = Math.max(hi[i % 3] ?? 0, v[i] ?? 0);
    }
    out.set(material, [lo, hi]);
  }
  return out;
}

/** KiCad's 3D model of each row's footprint, and which of its material groups is which layer. */
const MODEL: Readonly<Record<string, { file: string; base: string; ring: string; lid: string }>> = {
  'SMD3225-4P': {
    file: 'Crystal.3dshapes/Crystal_SMD_3225-4Pin_3.2x2.5mm.wrl',
    base: 'BOARD-BLACK-03',
    ring: 'PIN-02',
    lid: 'PIN-01',
  },
};

const volumeOf = (l: CrystalLayer) => l.L * l.W * (l.z1 - l.z0);

describe('SMD crystal models on KiCad Crystal footprints', () => {
  const items = crystals();

  it('every crystal of a held package has a model, the others none', () => {
    const held = items.filter((i) => CRYSTAL_OUTLINES[i.package ?? '']);
    // SMD3225-4P: TXC 7M40000005, YXC X322512MSB4SI, NDK NX3225GA, Abracon ABM8-272-T3
    expect(held.map((i) => i.model).sort()).toEqual(
      ['7M40000005', 'ABM8-272-T3', 'NX3225GA-12MHZ-STD-CRG-2', 'X322512MSB4SI'].sort(),
    );
    for (const item of held) expect(specOf(crystalSmd, item).family, item.model).toBe('crystal-smd');
    for (const item of items.filter((i) => !held.includes(i)))
      expect(crystalSmd.spec({ ...item, package: item.package ?? null, standard: null }), item.model).toBe(
        'no-model',
      );
  });

  it("each row's layers are KiCad's model's material groups (±0.002 mm)", () => {
    for (const [pkg, o] of Object.entries(CRYSTAL_OUTLINES)) {
      const m = MODEL[pkg];
      if (!m) throw new Error(`${pkg}: no KiCad model named`);
      const groups = wrlGroups(m.file);
      for (const name of ['base', 'ring', 'lid'] as const) {
        const [lo, hi] = groups.get(m[name]) ?? [[], []];
        const l = o[name];
        const want = [-l.L / 2, -l.W / 2, l.z0, l.L / 2, l.W / 2, l.z1];
        [...lo, ...hi].forEach((v, i) => {
          expect(Math.abs(v - (want[i] ?? Number.NaN)), `${pkg} ${name} ${i}: ${v}`).toBeLessThan(0.002);
        });
      }
    }
  });

  describe('read back by occt-import-js', () => {
    useReadBack('jianku-crystals-');
    for (const [pkg, o] of Object.entries(CRYSTAL_OUTLINES))
      it(`${pkg}: two solids, volume, on the board and F.Fab, lid on the base`, async () => {
        const item = items.find((i) => i.package === pkg);
        if (!item) throw new Error(`no ${pkg} crystal`);
        const { meshes } = await readBackOnFootprint(
          specOf(crystalSmd, item),
          { volume: volumeOf(o.base) + volumeOf(o.ring) + volumeOf(o.lid), solids: 2 },
          { kicad: o.kicad, height: o.lid.z1, outlined: isBody },
        );
        const [lo, hi] = box(meshes.filter((m) => m.name === 'lid'));
        const want = [-o.ring.L / 2, -o.ring.W / 2, o.ring.z0, o.ring.L / 2, o.ring.W / 2, o.lid.z1];
        [...lo, ...hi].forEach((v, i) => {
          expect(v, `lid ${i}`).toBeCloseTo(want[i] ?? Number.NaN, 3);
        });
      }, 120_000);
  });
});
