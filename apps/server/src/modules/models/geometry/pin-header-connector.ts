/**
 * Through-hole wire-to-board headers in one row, top entry (JST PH B{n}B-PH-K-S, XH B{n}B-XH-A, EH B{n}B-EH-A)
 * and side entry (S{n}B-PH-K-S, S{n}B-XH-A, S{n}B-EH), placed as KiCad's 3D library places them on KiCad's
 * footprints JST_<series>_{B|S}{n}B-…_1x{nn}_P…mm_{Vertical|Horizontal} (Connector_JST.pretty, generated with
 * kicad-footprint-generator from JST's catalogues ePH.pdf, eXH.pdf, eEH.pdf):
 * origin at pad 1, pads 1…n along +X at the pitch, board top at z = 0, KiCad's footprint Y (down) is our −Y.
 *
 * Every figure of a row is read from KiCad 6.0.10's own 3D model of the series (Debian kicad-packages3d,
 * /usr/share/kicad/3dmodels/Connector_JST.3dshapes/<footprint>.wrl, VRML in 2.54 mm units, read for n = 2 and
 * for the largest n; the figures do not change with n but the body's length): the white housing's extent across
 * (footprint y), beyond the outer pins (x) and its height, and the square posts' side and their extent in z.
 *
 * Construction (the read-back test computes the volume from it): the housing is its envelope, a box from
 * x = −m to (n − 1)·p + m, footprint y from y0 to y1, z 0 to H (the mating cavity, the latch and the bottom's
 * standoff ribs of KiCad's model are not cut); each post a square bar a × a on its pad from z = zLo (the tail
 * below the board) to zHi (inside the cavity). A side-entry post bends there: its leg, a × a with its top at zHi,
 * runs level from the post to footprint y = tip (into the housing), and is one solid with the post (volume
 * a²·(zHi − zLo) + a²·(|tip| − a/2)). The body is one solid ("body"), the posts one compound ("pins").
 *
 * The family also makes the surface-mount headers of smd-header-connector.ts (JST GH, Molex PicoBlade) and the
 * housing envelopes of envelope-header-connector.ts (JST SH side entry) and the free-hanging crimp housings of
 * crimp-housing-connector.ts (JST SH SHR-{nn}V-S-B).
 */

import { rowFor } from './connector-rows.ts';
import {
  buildCrimpHousing,
  crimpHousingDimensions,
  crimpHousingOf,
  crimpHousingParams,
} from './crimp-housing-connector.ts';
import {
  buildEnvelopeHeader,
  envelopeHeaderDimensions,
  envelopeHeaderOf,
  envelopeHeaderParams,
} from './envelope-header-connector.ts';
import {
  dim,
  type Family,
  type ItemInput,
  type Kernel,
  type ModelPart,
  nums,
  type Solid3D,
} from './family.ts';
import { buildSmdHeader, smdHeaderDimensions, smdHeaderOf, smdHeaderParams } from './smd-header-connector.ts';

const HOUSING = '#f2f0e6';
const METAL = '#d9dde2';

export interface HeaderRow {
  /** the part numbers the row is for, and KiCad's footprint of n positions */
  parts: RegExp;
  kicad: (n: number) => string;
  /** pitch, housing beyond the outer pins, footprint y of the housing's sides, height */
  p: number;
  m: number;
  y0: number;
  y1: number;
  H: number;
  /** post side and its z extent */
  a: number;
  zLo: number;
  zHi: number;
  /** side entry: footprint y of the level leg's tip (0: top entry, a straight post) */
  tip: number;
  /** the positions KiCad has a footprint and model for */
  ns: readonly [number, number];
}

const nn = (n: number) => String(n).padStart(2, '0');

/** A row: part numbers, footprint, [p, m, y0, y1, H], [a, zLo, zHi, tip], the positions KiCad holds. */
function header(
  parts: RegExp,
  kicad: (n: number) => string,
  [p, m, y0, y1, H]: [number, number, number, number, number],
  [a, zLo, zHi, tip]: [number, number, number, number],
  ns: [number, number],
): HeaderRow {
  return { parts, kicad, p, m, y0, y1, H, a, zLo, zHi, tip, ns };
}

export const HEADER_ROWS: readonly HeaderRow[] = [
  // JST_PH_B2B-PH-K_1x02_P2.00mm_Vertical.wrl (and B16B): housing x −1.95…3.95, y −2.8…1.7 (3D; a 0.05 latch
  // rib to 1.75 left out), z 0…6.0; posts 0.5 square, z −3.4…5.0
  header(
    /^B\d+B-PH-K-S$/,
    (n) => `JST_PH_B${n}B-PH-K_1x${nn(n)}_P2.00mm_Vertical`,
    [2, 1.95, -1.7, 2.8, 6],
    [0.5, -3.4, 5, 0],
    [2, 16],
  ),
  // JST_XH_B2B-XH-A_1x02_P2.50mm_Vertical.wrl (and B16B): housing x −2.45…4.95, y −3.4…2.35 (3D), z 0…7.0;
  // posts 0.64 square, z −3.4…6.5
  header(
    /^B\d+B-XH-A$/,
    (n) => `JST_XH_B${n}B-XH-A_1x${nn(n)}_P2.50mm_Vertical`,
    [2.5, 2.45, -2.35, 3.4, 7],
    [0.64, -3.4, 6.5, 0],
    [2, 16],
  ),
  // JST_EH_B2B-EH-A_1x02_P2.50mm_Vertical.wrl (and B15B): housing x −2.5…5.0, y −2.2…1.6 (3D), z 0…6.0; posts
  // 0.64 square, z −3.2…5.1
  header(
    /^B\d+B-EH-A$/,
    (n) => `JST_EH_B${n}B-EH-A_1x${nn(n)}_P2.50mm_Vertical`,
    [2.5, 2.5, -1.6, 2.2, 6],
    [0.64, -3.2, 5.1, 0],
    [2, 15],
  ),
  // JST_PH_S2B-PH-K_1x02_P2.00mm_Horizontal.wrl (and S16B): housing x −1.95…3.95, y −6.25…1.35 (3D), z 0…4.85;
  // posts 0.5 square, z −3.4…3.35, the leg z 2.85…3.35 to y −5.75 (3D)
  header(
    /^S\d+B-PH-K-S$/,
    (n) => `JST_PH_S${n}B-PH-K_1x${nn(n)}_P2.00mm_Horizontal`,
    [2, 1.95, -1.35, 6.25, 4.85],
    [0.5, -3.4, 3.35, 5.75],
    [2, 16],
  ),
  // JST_XH_S2B-XH-A_1x02_P2.50mm_Horizontal.wrl (and S16B): housing x −2.45…4.95, y −9.2…2.3 (3D), z 0…6.1;
  // posts 0.64 square, z −3.4…4.07, the leg z 3.43…4.07 to y −8.7 (3D)
  header(
    /^S\d+B-XH-A$/,
    (n) => `JST_XH_S${n}B-XH-A_1x${nn(n)}_P2.50mm_Horizontal`,
    [2.5, 2.45, -2.3, 9.2, 6.1],
    [0.64, -3.4, 4.07, 8.7],
    [2, 16],
  ),
  // JST_EH_S2B-EH_1x02_P2.50mm_Horizontal.wrl (and S15B): housing x −2.5…5.0, y −1.5…6.7 (3D: it lies on the
  // other side of the pins), z 0…4.2; posts 0.64 square, z −3.2…2.32, the leg z 1.68…2.32 to y 5.7 (3D)
  header(
    /^S\d+B-EH$/,
    (n) => `JST_EH_S${n}B-EH_1x${nn(n)}_P2.50mm_Horizontal`,
    [2.5, 2.5, -6.7, 1.5, 4.2],
    [0.64, -3.2, 2.32, -5.7],
    [2, 15],
  ),
];

/** The row and position count of a part number, or undefined when we hold none for it. */
export function headerOf(item: Pick<ItemInput, 'model' | 'params'>): [HeaderRow, number] | undefined {
  return rowFor(HEADER_ROWS, item);
}

/** The builder's numbers of a row at n positions. */
export function headerParams(row: HeaderRow, n: number): Record<string, number> {
  const { p, m, y0, y1, H, a, zLo, zHi, tip } = row;
  return { n, p, m, y0, y1, H, a, zLo, zHi, tip };
}

export const pinHeaderConnector: Family = {
  id: 'pin-header-connector',
  categories: ['comp.connector.wire-to-board'],
  spec(item) {
    const smd = smdHeaderOf(item);
    if (smd)
      return {
        family: 'pin-header-connector',
        params: smdHeaderParams(...smd),
        productName: smd[0].kicad(smd[1]),
        dimensions: smdHeaderDimensions(...smd),
      };
    const envelope = envelopeHeaderOf(item);
    if (envelope)
      return {
        family: 'pin-header-connector',
        params: envelopeHeaderParams(...envelope),
        productName: envelope[0].kicad(envelope[1]),
        dimensions: envelopeHeaderDimensions(...envelope),
      };
    const housing = crimpHousingOf(item);
    if (housing)
      return {
        family: 'pin-header-connector',
        params: crimpHousingParams(...housing),
        productName: housing[0].name(housing[1]),
        dimensions: crimpHousingDimensions(...housing),
      };
    const found = headerOf(item);
    if (!found) return 'no-model';
    const [row, n] = found;
    const { p, m, y0, y1, H } = row;
    const L = (n - 1) * p + 2 * m;
    return {
      family: 'pin-header-connector',
      params: headerParams(row, n),
      productName: row.kicad(n),
      dimensions: [
        dim('L', '长度', L, [-m, -y1, H], [L - m, -y1, H]),
        dim('W', '宽度', y1 - y0, [L - m, -y1, H], [L - m, -y0, H]),
        dim('H', '高度', H, [-m, -y0, 0], [-m, -y0, H]),
        dim('P', '间距', p, [0, -y0, H], [p, -y0, H]),
      ],
    };
  },
  build(k, params) {
    if (params.smd === 1) return buildSmdHeader(k, params);
    if (params.housing === 1) return buildCrimpHousing(k, params);
    return params.envelope === 1 ? buildEnvelopeHeader(k, params) : buildHeader(k, params);
  },
};

function buildHeader(k: Kernel, params: Record<string, number | string>): ModelPart[] {
  const [n, p, m, y0, y1, H, a, zLo, zHi, tip] = nums(
    params,
    'n',
    'p',
    'm',
    'y0',
    'y1',
    'H',
    'a',
    'zLo',
    'zHi',
    'tip',
  );
  const posts = Array.from({ length: n }, (_, i) => {
    const post = k.makeBox([i * p - a / 2, -a / 2, zLo], [i * p + a / 2, a / 2, zHi]) as Solid3D;
    if (tip === 0) return post;
    // footprint y = tip is 3D y = −tip; the leg starts inside the post
    const [ya, yb] = tip > 0 ? [-tip, 0] : [0, -tip];
    return post.fuse(k.makeBox([i * p - a / 2, ya, zHi - a], [i * p + a / 2, yb, zHi]) as Solid3D);
  });
  return [
    { name: 'body', color: HOUSING, shape: k.makeBox([-m, -y1, 0], [(n - 1) * p + m, -y0, H]) as Solid3D },
    { name: 'pins', color: METAL, shape: k.makeCompound(posts) as Solid3D },
  ];
}
