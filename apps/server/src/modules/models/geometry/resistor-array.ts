/**
 * Chip resistor arrays (排阻): n isolated resistors side by side in one chip, a terminal for each end of each
 * resistor on the two long sides (2n terminals), convex or concave terminals.
 *
 * Outlines: KiCad's 3D library's resistor array table (the packages3D generator's Resistor_array_SMD
 * cq_parameters.py, kicad_naming_params_res, which made KiCad's R_Array_*.wrl/.step models; nominal mm, each row
 * citing its maker's drawing: Vishay CRA06P (document 31047) for the concave 2×0603 and 4×0603, Vishay CRA04P
 * (31048) for the concave 4×0402, ROHM MNR for the convex rows, Bourns CAT/CAY for R_Cat16-8):
 *   L length along the rows of terminals, W width across them, T height, pb terminal band (how far a terminal
 *   reaches in from the side), A1 terminal width, P terminal pitch, n resistors.
 * An array of the catalogue is built on the row of its geometry (resistor count × element size) and terminal
 * style; the makers' arrays of one size class (YAGEO YC/TC, Panasonic EXB, Vishay CRA, Bourns CAT/CAY, Walsin,
 * KOA CN, ROHM MNR) share that class's outline within the tolerances of their drawings. Classes KiCad has no
 * footprint or no 3D row for (concave 2×0402, 0805 arrays, YAGEO YC248's 0616, KOA's 8 × 0603) answer
 * 暂无三维模型.
 *
 * Placed as KiCad's R_Array_* footprints lie: origin at the centre, the rows of terminals along Y on the −X and
 * +X sides, pin 1 at the top of the −X row (KiCad's footprint Y points down, its 3D Y up), pins 1…n down the
 * −X row and n + 1…2n back up the +X row (anticlockwise seen from the top), board at z = 0.
 *
 * Construction rules (the read-back test computes the volumes from them): each terminal is a block pb × A1 × T
 * at the side (x from W/2 − pb to W/2), centred on its pitch position; the body is the box W × L × T with the
 * terminals' blocks taken out (one solid). The whole is the box: volume W·L·T, terminals 2n·pb·A1·T.
 */
import { dim, type Family, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

/** One row of KiCad's table. */
export interface ArrayOutline {
  kicad: string;
  L: number;
  W: number;
  T: number;
  pb: number;
  A1: number;
  P: number;
  n: number;
}

const row = (
  kicad: string,
  L: number,
  W: number,
  T: number,
  pb: number,
  A1: number,
  P: number,
  n: number,
) => ({
  kicad,
  L,
  W,
  T,
  pb,
  A1,
  P,
  n,
});

/**
 * Geometry class (`n×element`) → KiCad's row, per terminal style. KiCad's table lists R_Array_Convex_4x0402
 * twice (pb 0.20, then 0.25): the generator's dictionary keeps the last, so does this table.
 */
export const ARRAY_OUTLINES: Readonly<Record<'convex' | 'concave', Readonly<Record<string, ArrayOutline>>>> =
  {
    convex: {
      '2x0402': row('R_Array_Convex_2x0402', 1.0, 1.0, 0.35, 0.2, 0.3, 0.5, 2),
      '4x0402': row('R_Array_Convex_4x0402', 2.0, 1.0, 0.35, 0.25, 0.3, 0.5, 4),
      '2x0603': row('R_Array_Convex_2x0603', 1.6, 1.6, 0.5, 0.25, 0.4, 0.8, 2),
      '4x0603': row('R_Array_Convex_4x0603', 3.2, 1.6, 0.5, 0.25, 0.4, 0.8, 4),
      '8x0602': row('R_Array_Convex_8x0602', 3.8, 1.6, 0.45, 0.3, 0.3, 0.5, 8),
      '2x1206': row('R_Array_Convex_2x1206', 2.6, 3.1, 0.55, 0.5, 0.8, 1.27, 2),
      '4x1206': row('R_Array_Convex_4x1206', 5.4, 3.1, 0.55, 0.5, 0.8, 1.27, 4),
      '5x1206': row('R_Array_Convex_5x1206', 6.4, 3.1, 0.55, 0.5, 0.8, 1.27, 5),
    },
    concave: {
      '4x0402': row('R_Array_Concave_4x0402', 2.0, 1.0, 0.45, 0.2, 0.32, 0.5, 4),
      '2x0603': row('R_Array_Concave_2x0603', 1.6, 1.6, 0.6, 0.3, 0.4, 0.8, 2),
      '4x0603': row('R_Array_Concave_4x0603', 3.2, 1.6, 0.6, 0.3, 0.4, 0.8, 4),
      '8x0603': row('R_Cat16-8', 6.4, 1.6, 0.5, 0.3, 0.4, 0.8, 8),
    },
  };

/**
 * The catalogue's array sizes (its `package` text) → geometry class. Whole-array codes (0404, 0804, 0606, 1206,
 * 1506, 2406) are the makers' case sizes of 2, 4, 2, 4, 8 and 8 resistors: 1.0 × 1.0, 2.0 × 1.0, 1.6 × 1.6,
 * 3.2 × 1.6, 3.8 × 1.6 and 6.4 × 1.6 mm.
 */
const CLASS_OF: Readonly<Record<string, string>> = {
  '0404 (2×0402)': '2x0402',
  '0404': '2x0402',
  '0402×2': '2x0402',
  '0804 (4×0402)': '4x0402',
  '0804': '4x0402',
  '0402×4': '4x0402',
  '0606 (2×0603)': '2x0603',
  '0606': '2x0603',
  '0603×2': '2x0603',
  '2×0603 (4 端子)': '2x0603',
  '1206 (4×0603)': '4x0603',
  '1206': '4x0603',
  '0603×4': '4x0603',
  '1506 (8×0602)': '8x0602',
  '1506': '8x0602',
  '0602×8': '8x0602',
  '2406': '8x0603',
  '1206×2': '2x1206',
  '1206×4': '4x1206',
  '4×1206 (8 端子)': '4x1206',
  '5×1206 (10 端子)': '5x1206',
};

/** An array item's outline: its package's class, its terminal style; undefined when KiCad has none. */
export function arrayOutline(
  pkg: string | null,
  terminal: string | undefined,
  elements: number | null | undefined,
): ArrayOutline | undefined {
  const cls = CLASS_OF[pkg ?? ''];
  const style = terminal?.includes('concave')
    ? 'concave'
    : terminal?.includes('convex')
      ? 'convex'
      : undefined;
  const o = cls && style ? ARRAY_OUTLINES[style][cls] : undefined;
  return o && (elements === undefined || elements === null || elements === o.n) ? o : undefined;
}

/** Centre (x, y) of terminal i (0-based, pin i + 1) in the model's coordinates. */
export function terminalCentre(o: ArrayOutline, i: number): [number, number] {
  const x = o.W / 2 - o.pb / 2;
  const k = i < o.n ? i : 2 * o.n - 1 - i;
  const y = ((o.n - 1) / 2 - k) * o.P;
  return [i < o.n ? -x : x, y];
}

function build(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [L, W, T, pb, A1, P, n] = nums(p, 'L', 'W', 'T', 'pb', 'A1', 'P', 'n');
  const o = { kicad: '', L, W, T, pb, A1, P, n };
  const terminals = Array.from({ length: 2 * n }, (_, i) => {
    const [x, y] = terminalCentre(o, i);
    return k.makeBox([x - pb / 2, y - A1 / 2, 0], [x + pb / 2, y + A1 / 2, T]) as Solid3D;
  });
  const pins = k.makeCompound(terminals) as Solid3D;
  const body = (k.makeBox([-W / 2, -L / 2, 0], [W / 2, L / 2, T]) as Solid3D).cut(pins);
  return [
    { name: 'body', color: '#1d1f22', shape: body },
    { name: 'pins', color: '#d9dde2', shape: pins },
  ];
}

export const resistorArray: Family = {
  id: 'resistor-array',
  categories: ['comp.passive.resistor.array'],
  spec(item) {
    const o = arrayOutline(item.package, item.params.terminal?.display, item.params.elements?.si);
    if (!o) return 'no-model';
    const { kicad, ...params } = o;
    return {
      family: 'resistor-array',
      params,
      productName: kicad,
      dimensions: [
        dim('L', '长度', o.L, [-o.W * 0.9, -o.L / 2, o.T], [-o.W * 0.9, o.L / 2, o.T]),
        dim('W', '宽度', o.W, [-o.W / 2, o.L * 0.6, o.T], [o.W / 2, o.L * 0.6, o.T]),
        dim(
          'P',
          '电极间距',
          o.P,
          [-o.W / 2, terminalCentre(o, 0)[1], 0],
          [-o.W / 2, terminalCentre(o, 1)[1], 0],
        ),
        dim('T', '厚度', o.T, [o.W * 0.7, -o.L / 2, 0], [o.W * 0.7, -o.L / 2, o.T]),
      ],
    };
  },
  build,
};
