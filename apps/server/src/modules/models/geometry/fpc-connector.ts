/**
 * Horizontal surface-mount FPC/FFC connectors with a flip-lock actuator (comp.connector.fpc): Hirose FH12-{n}S-0.5SH(55)
 * on KiCad's footprints Hirose_FH12-{n}S-0.5SH_1x{nn}-1MP_P0.50mm_Horizontal (Connector_FFC-FPC.pretty, generated with
 * kicad-footprint-generator; their descr cites Hirose's FH12-24S-0.5SH(55) page). Origin at the footprint's centre,
 * pads 1…n along +X centred on it at the 0.5 pitch, board top at z = 0, KiCad's footprint Y (down) is our −Y.
 *
 * KiCad 6 holds footprints but no 3D models for the FH12, and Hirose's drawing was not at hand. The plan is the
 * footprint's F.Fab outline (the same figures for every n, c = (n − 1)·p / 2 the outer pin's x): the housing x ±(c + m),
 * footprint y y0…y1; a neck x ±(c + k) from y1 to yk; the actuator x ±(c + a) from yk to ya. The height is Hirose's FH12
 * catalogue's ("The standard Flip-Lock requires only 2.0mm height above the board", Features 2, FH12 Series catalogue,
 * hirose.com FH12-16S-0.5SH, as quoted at pdf.support/677a2493/hirose.com/FH12-16S-0.5SH.html): the whole outline is
 * drawn as that envelope, 2.0 high. The contacts' solder tails and the fitting nails under the pads (their thickness
 * and bends not at hand) are not drawn. KiCad has no footprint of 38 positions (nor 7, 9 or 21, …), so FH12-38S keeps
 * 暂无三维模型.
 *
 * Construction (the read-back test computes the volume from it): three boxes z 0…H fused into one solid ("body"),
 * volume H·(2(c + m)(y1 − y0) + 2(c + k)(yk − y1) + 2(c + a)(ya − yk)).
 */
import {
  dim,
  type Family,
  type ItemInput,
  type Kernel,
  type ModelPart,
  nums,
  type Solid3D,
} from './family.ts';

const HOUSING = '#f2f0e6';

export interface FpcRow {
  parts: RegExp;
  kicad: (n: number) => string;
  /** pitch, height; housing beyond the outer pins and its footprint y; neck and actuator, beyond and to */
  p: number;
  H: number;
  m: number;
  y0: number;
  y1: number;
  k: number;
  yk: number;
  a: number;
  ya: number;
  /** the position counts KiCad has a footprint of */
  ns: readonly number[];
}

const nn = (n: number) => String(n).padStart(2, '0');

export const FPC_ROWS: readonly FpcRow[] = [
  // Hirose_FH12-10S-0.5SH_1x10-1MP_P0.50mm_Horizontal (and the others): F.Fab lines x ±4.05 (c + 1.8), y −1.2…3.4;
  // ±3.45 (c + 1.2) from 3.4 to 3.7; ±3.95 (c + 1.7) from 3.7 to 4.4 (c = 2.25); the FH12-50S's ±14.05, ±13.45,
  // ±13.95 (c = 12.25); pads 0.3 × 1.3 at y −1.85, nails (MP) 1.8 × 2.2 at ±(c + 1.9), y 1.4
  {
    parts: /^FH12-(\d+)S-0\.5SH\(55\)$/,
    kicad: (n) => `Hirose_FH12-${n}S-0.5SH_1x${nn(n)}-1MP_P0.50mm_Horizontal`,
    p: 0.5,
    H: 2,
    m: 1.8,
    y0: -1.2,
    y1: 3.4,
    k: 1.2,
    yk: 3.7,
    a: 1.7,
    ya: 4.4,
    ns: [
      6, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 24, 25, 26, 28, 30, 32, 33, 34, 35, 36, 40, 45,
      50, 53,
    ],
  },
];

/** The row and position count of an item (its part number's count, which must be the catalogue's), or undefined. */
export function fpcRowOf(item: Pick<ItemInput, 'model' | 'params'>): [FpcRow, number] | undefined {
  for (const row of FPC_ROWS) {
    const n = Number(row.parts.exec(item.model)?.[1]);
    if (n && n === item.params.positions?.si && row.ns.includes(n)) return [row, n];
  }
  return undefined;
}

/** The builder's numbers of a row at n positions. */
export function fpcParams(row: FpcRow, n: number): Record<string, number> {
  const { p, H, m, y0, y1, k, yk, a, ya } = row;
  return { n, p, H, m, y0, y1, k, yk, a, ya };
}

export const fpcConnector: Family = {
  id: 'fpc-connector',
  categories: ['comp.connector.fpc'],
  spec(item) {
    const found = fpcRowOf(item);
    if (!found) return 'no-model';
    const [row, n] = found;
    const { p, H, m, y0, ya } = row;
    const x = ((n - 1) * p) / 2 + m;
    return {
      family: 'fpc-connector',
      params: fpcParams(row, n),
      productName: row.kicad(n),
      dimensions: [
        dim('L', '长度', 2 * x, [-x, -y0, H], [x, -y0, H]),
        dim('W', '宽度', ya - y0, [x, -y0, H], [x, -ya, H]),
        dim('H', '高度', H, [-x, -y0, 0], [-x, -y0, H]),
        dim('P', '间距', p, [0, -y0, H], [p, -y0, H]),
      ],
    };
  },
  build(k, params) {
    return buildFpc(k, params);
  },
};

function buildFpc(kernel: Kernel, params: Record<string, number | string>): ModelPart[] {
  const [n, p, H, m, y0, y1, k, yk, a, ya] = nums(
    params,
    'n',
    'p',
    'H',
    'm',
    'y0',
    'y1',
    'k',
    'yk',
    'a',
    'ya',
  );
  const c = ((n - 1) * p) / 2;
  // footprint y span lo…hi is the 3D span −hi…−lo
  const slab = (half: number, lo: number, hi: number) =>
    kernel.makeBox([-half, -hi, 0], [half, -lo, H]) as Solid3D;
  const body = slab(c + m, y0, y1)
    .fuse(slab(c + k, y1, yk))
    .fuse(slab(c + a, yk, ya)) as Solid3D;
  return [{ name: 'body', color: HOUSING, shape: body }];
}
