/**
 * SMD crystals (crystal-smd.ts, crystal-hc49-smd.ts) against KiCad: every catalogue crystal of a held package has a
 * model and the others answer 暂无三维模型; each row's layers are the material groups of KiCad's own 3D model of its
 * footprint (the .wrl, copied gzipped beside this test: kicad-packages3d/README.md; the FC-135 row, which KiCad has
 * no model of, is its maker's envelope); one model of each row is made by the worker pool and read back by
 * occt-import-js (another OpenCascade build): closed solids, the volume within 1 % of the one computed here from
 * the row, seated on the board, as tall as the lid's top, the base on the footprint's F.Fab, the HC-49 leads on
 * KiCad's pads 1 and 2.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { HC49_SMD, type Hc49SmdOutline } from '../src/modules/models/geometry/crystal-hc49-smd.ts';
import {
  CRYSTAL_OUTLINES,
  type CrystalLayer,
  crystalOutline,
  crystalSmd,
  HC49_SMD_PACKAGE,
} from '../src/modules/models/geometry/crystal-smd.ts';
import {
  box,
  components,
  footCentre,
  isBody,
  readBackOnFootprint,
  specOf,
  useReadBack,
} from './models-kicad-fit.ts';

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
  SMD3225: {
    file: 'Crystal.3dshapes/Crystal_SMD_SeikoEpson_TSX3225-4Pin_3.2x2.5mm.wrl',
    base: 'BOARD-BLACK-03',
    ring: 'PIN-02',
    lid: 'PIN-01',
  },
};

const volumeOf = (l?: CrystalLayer) => (l ? l.L * l.W * (l.z1 - l.z0) : 0);

/** crystal-hc49-smd.ts's header: the base less the leads under it, the leads, the flange and the can stadiums. */
function hc49Volume(o: Hc49SmdOutline): number {
  const stadium = (r: number) => 2 * o.s * 2 * r + Math.PI * r * r;
  const under = 2 * (o.baseL / 2 - o.leadX0) * o.leadW * o.leadT;
  const leads = 2 * (o.leadX1 - o.leadX0) * o.leadW * o.leadT;
  return (
    o.baseL * o.baseW * o.baseH -
    under +
    leads +
    stadium(o.flangeR) * (o.flangeZ - o.baseH) +
    stadium(o.canR) * (o.canZ - o.flangeZ)
  );
}

describe('SMD crystal models on KiCad Crystal footprints', () => {
  const items = crystals();

  it('every crystal of a held package has a model, the others none', () => {
    const held = items.filter(
      (i) => crystalOutline({ package: i.package ?? null, model: i.model }) || i.package === HC49_SMD_PACKAGE,
    );
    // SMD3225-4P: TXC 7M40000005, YXC X322512MSB4SI, NDK NX3225GA, Abracon ABM8-272-T3; SMD3225: Epson TSX-3225
    // X1E0000210158; SMD3215-2P: Epson FC-135; HC-49S-SMD: YXC X49SM. TXC's 2-pad 3225 A308000003 has none (no
    // drawing of it at hand, and KiCad's 3225 footprints are 4-pad).
    expect(held.map((i) => i.model).sort()).toEqual(
      [
        '7M40000005',
        'ABM8-272-T3',
        'NX3225GA-12MHZ-STD-CRG-2',
        'X322512MSB4SI',
        'X1E0000210158',
        'Q13FC1350000400',
        'X49SM8MSD2SC',
      ].sort(),
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
      // the FC-135 row is Epson's envelope: KiCad has its footprint but no model
      if (!m && !o.ring) continue;
      if (!m) throw new Error(`${pkg}: no KiCad model named`);
      const groups = wrlGroups(m.file);
      for (const name of ['base', 'ring', 'lid'] as const) {
        const [lo, hi] = groups.get(m[name]) ?? [[], []];
        const l = o[name];
        if (!l) throw new Error(`${pkg}: no ${name}`);
        const want = [-l.L / 2, -l.W / 2, l.z0, l.L / 2, l.W / 2, l.z1];
        [...lo, ...hi].forEach((v, i) => {
          expect(Math.abs(v - (want[i] ?? Number.NaN)), `${pkg} ${name} ${i}: ${v}`).toBeLessThan(0.002);
        });
      }
    }
  });

  it("the HC-49 SMD row is KiCad's HC49-SD model's material groups", () => {
    const groups = wrlGroups('Crystal.3dshapes/Crystal_SMD_HC49-SD.wrl');
    const o = HC49_SMD;
    const want: Record<string, number[]> = {
      'IC-BODY-EPOXY-04': [-o.baseL / 2, -o.baseW / 2, 0, o.baseL / 2, o.baseW / 2, o.baseH],
      'MET-COPPER': [-o.leadX1, -o.leadW / 2, 0, o.leadX1, o.leadW / 2, o.leadT],
      'MET-SILVER': [-(o.s + o.flangeR), -o.flangeR, o.baseH, o.s + o.flangeR, o.flangeR, o.canZ],
    };
    for (const [group, w] of Object.entries(want)) {
      const [lo, hi] = groups.get(group) ?? [[], []];
      // the can's round ends are polygons in the .wrl (5.195 for 5.2)
      [...lo, ...hi].forEach((v, i) => {
        expect(Math.abs(v - (w[i] ?? Number.NaN)), `${group} ${i}: ${v}`).toBeLessThan(0.01);
      });
    }
  });

  describe('read back by occt-import-js', () => {
    useReadBack('jianku-crystals-');
    it('HC-49S-SMD: base, two leads and the can, volume, on F.Fab, the leads on pads 1 and 2', async () => {
      const item = items.find((i) => i.package === HC49_SMD_PACKAGE);
      if (!item) throw new Error('no HC-49S-SMD crystal');
      const o = HC49_SMD;
      const { meshes, fp } = await readBackOnFootprint(
        specOf(crystalSmd, item),
        { volume: hc49Volume(o), solids: 4 },
        { kicad: o.kicad, height: o.canZ, outlined: isBody },
      );
      // the leads' compound reads back as unnamed solids
      const leads = meshes.filter((m) => m.name !== 'body' && m.name !== 'can').flatMap(components);
      expect(leads.length).toBe(2);
      const on = leads.map((m) => {
        const [x, y] = footCentre(m, o.canZ);
        return fp.pads.find((p) => Math.abs(x - p.x) <= p.w / 2 && Math.abs(y - p.y) <= p.h / 2)?.num;
      });
      expect(on.sort()).toEqual(['1', '2']);
    }, 120_000);
    for (const [pkg, o] of Object.entries(CRYSTAL_OUTLINES))
      it(`${pkg}: solids, volume, on the board and F.Fab, lid on the base`, async () => {
        const item = items.find((i) => i.package === pkg);
        if (!item) throw new Error(`no ${pkg} crystal`);
        const { meshes } = await readBackOnFootprint(
          specOf(crystalSmd, item),
          { volume: volumeOf(o.base) + volumeOf(o.ring) + volumeOf(o.lid), solids: o.ring ? 2 : 1 },
          // a one-part model's solid is named for the product (model-files.ts)
          { kicad: o.kicad, height: (o.lid ?? o.base).z1, outlined: o.ring ? isBody : undefined },
        );
        if (!o.ring || !o.lid) return;
        const [lo, hi] = box(meshes.filter((m) => m.name === 'lid'));
        const want = [-o.ring.L / 2, -o.ring.W / 2, o.ring.z0, o.ring.L / 2, o.ring.W / 2, o.lid.z1];
        [...lo, ...hi].forEach((v, i) => {
          expect(v, `lid ${i}`).toBeCloseTo(want[i] ?? Number.NaN, 3);
        });
      }, 120_000);
  });
});
