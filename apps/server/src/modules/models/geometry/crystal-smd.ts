/**
 * Surface-mount quartz crystals in a ceramic package closed by a seam-welded metal lid (3225, four pads; 3215, two
 * pads), placed as
 * KiCad's 3D library places them on KiCad's footprint: origin at the footprint centre, the 3.2 mm side along X,
 * board top at z = 0 (the package is symmetric, so pad 1's corner needs no turn). HC-49 SMD crystals are drawn by
 * crystal-hc49-smd.ts (same family, its own builder).
 *
 * The numbers are read off KiCad 6.0.10's own 3D model of the footprint (Debian kicad-packages3d,
 * Crystal.3dshapes/<footprint>.wrl, VRML in 2.54 mm units and 3 decimals, its three material groups): the ceramic
 * base, the seal ring on it and the lid on the ring. The footprint's F.Fab is the base's plan. KiCad's model draws
 * no terminations (the pads under the base) and no maker's table of them was at hand, so none are drawn here either.
 *
 * A row whose maker gives only the package's envelope (Epson FC-135: KiCad has the footprint but no 3D model) is
 * that box alone, the base, without ring or lid.
 *
 * Construction (the read-back test computes the volume from it): each layer a box L × W from z0 to z1, centred on
 * the origin (the 0.1–0.22 mm rounds of their corners in KiCad's model left square); the base one solid ("body"),
 * the ring and the lid fused into another ("lid"). Volume Σ L·W·(z1 − z0).
 */
import { buildHc49Smd, HC49_SMD, hc49SmdDimensions, hc49SmdParams } from './crystal-hc49-smd.ts';
import { chipDimensions, type Family, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const CERAMIC = '#2b2b2e';
const METAL = '#c9ccd1';

/** One layer of the package: plan L (along X) × W, bottom z0, top z1. */
export interface CrystalLayer {
  L: number;
  W: number;
  z0: number;
  z1: number;
}

export interface CrystalOutline {
  source: string;
  kicad: string;
  /** The part numbers the row is for, when the package name alone does not say which outline it is. */
  models?: RegExp;
  base: CrystalLayer;
  ring?: CrystalLayer;
  lid?: CrystalLayer;
}

/** The catalogue's package name → outline. */
export const CRYSTAL_OUTLINES: Readonly<Record<string, CrystalOutline>> = {
  // KiCad's Crystal_SMD_3225-4Pin_3.2x2.5mm (the footprint's descr cites TXC's 7M 3225 drawing; F.Fab ±1.6 × ±1.25,
  // pads at ±1.1, ±0.85). Its .wrl: BOARD-BLACK-03 (base) x −1.599…1.601, y −1.251…1.250, z 0…0.4; PIN-02 (ring)
  // x ±1.55, y ±1.2, z 0.4…0.54; PIN-01 (lid) x ±1.45, y ±1.1, z 0.54…0.64. The catalogue's SMD3225-4P parts (TXC
  // 7M, YXC X3225, NDK NX3225GA, Abracon ABM8) are all named for this footprint.
  'SMD3225-4P': {
    source: "KiCad's 3D model Crystal_SMD_3225-4Pin_3.2x2.5mm.wrl (footprint: TXC 7M drawing)",
    kicad: 'Crystal_SMD_3225-4Pin_3.2x2.5mm',
    base: { L: 3.2, W: 2.5, z0: 0, z1: 0.4 },
    ring: { L: 3.1, W: 2.4, z0: 0.4, z1: 0.54 },
    lid: { L: 2.9, W: 2.2, z0: 0.54, z1: 0.64 },
  },
  // Seiko Epson's TSX-3225 (its product numbers X1E000021xxxx: X1E0000210177 is sold as "TSX-3225 40 MHz" by
  // Farnell, X1E0000210139 is TSX-3225 in Epson's parametric product data, X1E0000210264 sits on KiCad's TSX3225
  // footprint in a public KiCad schematic; the catalogue's X1E0000210158 is the 27 MHz one, "3225" at LCSC). KiCad's
  // Crystal_SMD_SeikoEpson_TSX3225-4Pin_3.2x2.5mm (descr: Epson Toyocom TSX-3225, brief FA-238V; F.Fab ±1.6 ×
  // ±1.25, pads at ±1.1, ±0.8) and its .wrl, whose three groups are the very boxes of the 3225-4Pin model above.
  // Epson's brief gives the TSX-3225 0.6 mm max thick; KiCad's model is 0.64.
  SMD3225: {
    source:
      "KiCad's 3D model Crystal_SMD_SeikoEpson_TSX3225-4Pin_3.2x2.5mm.wrl (footprint: Epson TSX-3225 brief)",
    kicad: 'Crystal_SMD_SeikoEpson_TSX3225-4Pin_3.2x2.5mm',
    models: /^X1E000021\d+$/,
    base: { L: 3.2, W: 2.5, z0: 0, z1: 0.4 },
    ring: { L: 3.1, W: 2.4, z0: 0.4, z1: 0.54 },
    lid: { L: 2.9, W: 2.2, z0: 0.54, z1: 0.64 },
  },
  // Seiko Epson FC-135 (Q13FC1350xxxx00), 32.768 kHz: Epson's FC-135 sheet, "Package size: 3.2 x 1.5 mm, t = 0.9 mm
  // Max.", outline 3.2 ± 0.1 × 1.5 ± 0.1, 0.9 max (the envelope only: no ring or lid figures). On KiCad's
  // Crystal_SMD_3215-2Pin_3.2x1.5mm (descr: SMD Crystal FC-135; F.Fab ±1.6 × ±0.75, pads at ±1.25); KiCad ships no
  // 3D model of it.
  'SMD3215-2P': {
    source: 'Epson FC-135 sheet (3.2 × 1.5 mm, t = 0.9 mm max) on KiCad Crystal_SMD_3215-2Pin_3.2x1.5mm',
    kicad: 'Crystal_SMD_3215-2Pin_3.2x1.5mm',
    models: /^Q13FC135\d+$/,
    base: { L: 3.2, W: 1.5, z0: 0, z1: 0.9 },
  },
};

/** The outline of a catalogue crystal: its package's row, when the row is for that part number. */
export function crystalOutline(item: { package: string | null; model: string }): CrystalOutline | undefined {
  const o = CRYSTAL_OUTLINES[item.package ?? ''];
  return o && (!o.models || o.models.test(item.model)) ? o : undefined;
}

/** The package name the catalogue gives HC-49 SMD crystals (crystal-hc49-smd.ts). */
export const HC49_SMD_PACKAGE = 'HC-49S-SMD';

const LAYERS = ['base', 'ring', 'lid'] as const;

/** The builder's numbers of an outline: L, W, z0, z1 of each layer, prefixed by its name. */
export function crystalParams(o: CrystalOutline): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of LAYERS) for (const [k, v] of Object.entries(o[name] ?? {})) out[`${name}${k}`] = v;
  return out;
}

function layer(k: Kernel, p: Record<string, number | string>, name: (typeof LAYERS)[number]): Solid3D {
  const [L, W, z0, z1] = nums(p, `${name}L`, `${name}W`, `${name}z0`, `${name}z1`);
  return k.makeBox([-L / 2, -W / 2, z0], [L / 2, W / 2, z1]) as Solid3D;
}

export const crystalSmd: Family = {
  id: 'crystal-smd',
  categories: ['comp.passive.crystal'],
  spec(item) {
    if (item.package === HC49_SMD_PACKAGE)
      return {
        family: 'crystal-smd',
        params: hc49SmdParams(HC49_SMD),
        productName: HC49_SMD.kicad,
        dimensions: hc49SmdDimensions(HC49_SMD),
      };
    const o = crystalOutline(item);
    if (!o) return 'no-model';
    return {
      family: 'crystal-smd',
      params: crystalParams(o),
      productName: o.kicad,
      dimensions: chipDimensions(o.base.L, o.base.W, (o.lid ?? o.base).z1, ['H', '高度']),
    };
  },
  build(k, p): ModelPart[] {
    if (p.hc49 === 1) return buildHc49Smd(k, p);
    const body: ModelPart = { name: 'body', color: CERAMIC, shape: layer(k, p, 'base') };
    if (p.ringL === undefined) return [body];
    return [
      body,
      { name: 'lid', color: METAL, shape: layer(k, p, 'ring').fuse(layer(k, p, 'lid')) as Solid3D },
    ];
  },
};
