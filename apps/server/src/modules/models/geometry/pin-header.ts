/**
 * Straight through-hole 2.54 mm pin headers, one or two rows (Würth WR-PHD 6130{nn}11121 single row, 6120{nn}21621
 * dual row), placed as KiCad's 3D library places them on KiCad's footprints PinHeader_{r}x{nn}_P2.54mm_Vertical
 * (Connector_PinHeader_2.54mm.pretty, 1–40 positions a row): origin at pad 1, a row's pads 1, 2, … going down the
 * footprint (footprint +Y, our −Y) at 2.54, the second row's pads at x = +2.54 (pad 2 beside pad 1: KiCad numbers
 * a dual header across the rows), board top at z = 0.
 *
 * The figures are KiCad's generic 2.54 mm pin header, read from KiCad 6.0.10's own 3D models (Debian
 * kicad-packages3d, /usr/share/kicad/3dmodels/Connector_PinHeader_2.54mm.3dshapes/PinHeader_{1x02,1x40,2x02,2x40}
 * _P2.54mm_Vertical.wrl, VRML in 2.54 mm units; the four agree on every figure but the length): the black body
 * z 0…2.54, one 2.54 × 2.54 cell per pin (x ±1.27 about each row, y ±1.27 about each pin: the 1x02 body spans
 * y −3.81…1.27, the 1x40 −100.33…1.27, the 2x02 x −1.27…3.81), each cell's corners chamfered 0.254; the pins 0.64
 * square (x, y ±0.32), z −3.0…8.539, the last 0.16 at each end tapered to 0.32 square. The footprint's F.Fab is the
 * same outline (x −1.27…1.27 a row, y −1.27…(n − 0.5)·2.54). Würth's WR-PHD drawing was not at hand: the model is
 * KiCad's generic header, not Würth's (as ball-grid-outlines.ts's KiCad rows are KiCad's heights, not ST's).
 *
 * Construction (the read-back test computes the volume from it): the body is its envelope, a box over all the
 * cells (the 0.254 chamfers not cut), z 0…H; each pin a square bar a × a from z = zLo to zHi (the tapered tips
 * drawn square). The body is one solid ("body"), the pins one compound ("pins"). Volume
 * rows·p · n·p · H + rows·n · a²·(zHi − zLo), n the positions of a row.
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

const BODY = '#1d1f22';
const METAL = '#d9dde2';

/** KiCad's generic 2.54 mm pin header (the header above): pitch, body height, pin side, pin z extent. */
export const PIN_HEADER = { p: 2.54, H: 2.54, a: 0.64, zLo: -3.0, zHi: 8.539 } as const;

/** The part numbers the figures hold for: rows and the positions (both rows together) read from the number. */
const SERIES: readonly { rows: 1 | 2; parts: RegExp }[] = [
  { rows: 1, parts: /^6130(\d\d)11121$/ },
  { rows: 2, parts: /^6120(\d\d)21621$/ },
];

const nn = (n: number) => String(n).padStart(2, '0');

/** KiCad's footprint of a header of `rows` rows of n positions. */
export const pinHeaderKicad = (rows: number, n: number): string =>
  `PinHeader_${rows}x${nn(n)}_P2.54mm_Vertical`;

/**
 * The rows and positions a row of an item, when its part number is one of SERIES's and the catalogue's rows,
 * positions and pitch agree with it; KiCad holds footprints of 1–40 positions a row.
 */
export function pinHeaderOf(
  item: Pick<ItemInput, 'model' | 'params'>,
): [rows: number, n: number] | undefined {
  for (const s of SERIES) {
    const m = s.parts.exec(item.model);
    if (!m) continue;
    const total = Number(m[1]);
    const n = total / s.rows;
    const pitch = item.params.pitch?.si;
    if (item.params.rows?.si !== s.rows || item.params.positions?.si !== total) return undefined;
    if (typeof pitch !== 'number' || Math.abs(pitch - 0.00254) > 1e-9) return undefined;
    if (!Number.isInteger(n) || n < 1 || n > 40) return undefined;
    return [s.rows, n];
  }
  return undefined;
}

export const pinHeader: Family = {
  id: 'pin-header',
  categories: ['comp.connector.header'],
  spec(item) {
    const found = pinHeaderOf(item);
    if (!found) return 'no-model';
    const [rows, n] = found;
    const { p, H, a, zLo, zHi } = PIN_HEADER;
    const [x0, x1, y0, y1] = [-p / 2, (rows - 0.5) * p, -(n - 0.5) * p, p / 2];
    return {
      family: 'pin-header',
      params: { rows, n, p, H, a, zLo, zHi },
      productName: pinHeaderKicad(rows, n),
      dimensions: [
        dim('L', '长度', n * p, [x1, y0, H], [x1, y1, H]),
        dim('W', '宽度', rows * p, [x0, y1, H], [x1, y1, H]),
        dim('H', '本体高度', H, [x0, y0, 0], [x0, y0, H]),
        dim('P', '间距', p, [x0, 0, H], [x0, -p, H]),
        dim('h', '针高', zHi, [0, 0, 0], [0, 0, zHi]),
      ],
    };
  },
  build(k: Kernel, params) {
    const [rows, n, p, H, a, zLo, zHi] = nums(params, 'rows', 'n', 'p', 'H', 'a', 'zLo', 'zHi');
    const pins: Solid3D[] = [];
    for (let i = 0; i < n; i++)
      for (let r = 0; r < rows; r++) {
        const [x, y] = [r * p, -i * p];
        pins.push(k.makeBox([x - a / 2, y - a / 2, zLo], [x + a / 2, y + a / 2, zHi]) as Solid3D);
      }
    const parts: ModelPart[] = [
      {
        name: 'body',
        color: BODY,
        shape: k.makeBox([-p / 2, -(n - 0.5) * p, 0], [(rows - 0.5) * p, p / 2, H]) as Solid3D,
      },
      { name: 'pins', color: METAL, shape: k.makeCompound(pins) as Solid3D },
    ];
    return parts;
  },
};
