/**
 * Free-hanging crimp housings of wire-to-board connectors (the cable's half: no board, no footprint), drawn as the
 * box the maker's catalogue gives: length along the row × thickness × length along the mating axis. Part of the
 * pin-header-connector family. Origin at the box's centre in plan, contacts 1…n along +X centred on it (contact 1
 * at x = −(n − 1)·p / 2), the mating face on z = 0 and the wires leaving towards +z.
 *
 * JST SH SHR-{nn}V-S-B (with the side protrusions): JST's catalogue eSH.pdf, housing table (p. 2) as its text stands
 * in dioderobot/demo components/JST_JAPAN_SOLDERLESS_TERMINALS/BM04BMSRSSMTB_LF_SN_P/BM04B-SRSS-TB_LF__SN__P_.md
 * (commit 7aa8820e): A = (n − 1)·1.0, B (with protrusions) = A + 4.0 (SHR-02V-S-B 5.0 … SHR-10V-S-B 13.0,
 * SHR-20V-S-B 23.0). The drawing's thickness 2.8 and length along the mating axis 5.0 are not in that text; they
 * are as read off eSH.pdf's drawing and quoted in three public repository files found with the code index's
 * find_string (which names no repository; its file ids 68545134049, 71594394188, 71372290107): a Python module's
 * CONNECTOR_EVIDENCE "JST_SH_4P" (housing_thickness_mm 2.8, housing_mating_axis_length_mm 5.0,
 * protrusion_housing_width_mm 7.0, citing eSH.pdf pp. 1–2), a design note ("Housing SHR-nnV-S 1.0 x (n-1) + 2.0 mm
 * wide (+4.0 mm with protrusions), 2.8 mm deep, 5 mm tall", citing eSH.pdf) and an enclosure's comment ("JST
 * eSH.pdf: SHR-04V-S-B 7.0 x 5.0 x 2.8 mm"). They agree with one another and with the table's B.
 *
 * The other housings in the catalogue (JST PHR, XHP, EHR, GHR, Molex 51021) stay without a model: their tables'
 * figures (length by circuits, thickness, height) were not found in text.
 *
 * Construction (the read-back test computes the volume from it): one box x ±L/2, y ±W/2, z 0…H ("body"), L =
 * (n − 1)·p + e; volume L·W·H.
 */
import type { ModelDimension } from '@jianku/rules/models-schemas';
import { dim, type ItemInput, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const HOUSING = '#f2f0e6';

export interface CrimpHousingRow {
  parts: RegExp;
  /** the name the model carries (there is no KiCad footprint of a housing) */
  name: (n: number) => string;
  /** pitch, length beyond the outer contacts' span (catalogue B − A), thickness, length along the mating axis */
  p: number;
  e: number;
  W: number;
  H: number;
  /** the position counts the catalogue table lists */
  ns: readonly number[];
}

const nn = (n: number) => String(n).padStart(2, '0');

export const CRIMP_HOUSING_ROWS: readonly CrimpHousingRow[] = [
  // JST eSH.pdf housing table: SHR-02V-S-B A 1.0 B 5.0 … SHR-15V-S-B A 14.0 B 18.0, SHR-16 19.0, SHR-20 23.0;
  // thickness 2.8, mating-axis length 5.0 (the header above)
  {
    parts: /^SHR-\d\dV-S-B$/,
    name: (n) => `JST_SH_SHR-${nn(n)}V-S-B_1x${nn(n)}_P1.00mm`,
    p: 1,
    e: 4,
    W: 2.8,
    H: 5,
    ns: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20],
  },
];

/** The row and position count of an item, or undefined when no row holds it at its position count. */
export function crimpHousingOf(
  item: Pick<ItemInput, 'model' | 'params'>,
): [CrimpHousingRow, number] | undefined {
  const row = CRIMP_HOUSING_ROWS.find((r) => r.parts.test(item.model));
  const n = item.params.positions?.si;
  if (!row || typeof n !== 'number' || !row.ns.includes(n)) return undefined;
  return [row, n];
}

/** The housing's length at n positions. */
export const crimpHousingLength = (row: CrimpHousingRow, n: number): number => (n - 1) * row.p + row.e;

/** The builder's numbers of a row at n positions (housing marks them for the family's build). */
export function crimpHousingParams(row: CrimpHousingRow, n: number): Record<string, number> {
  const { p, e, W, H } = row;
  return { housing: 1, n, p, e, W, H };
}

/** Length, thickness, height and pitch as shown on the model. */
export function crimpHousingDimensions(row: CrimpHousingRow, n: number): ModelDimension[] {
  const { p, W, H } = row;
  const x = crimpHousingLength(row, n) / 2;
  const y = W / 2;
  return [
    dim('L', '长度', 2 * x, [-x, -y, H], [x, -y, H]),
    dim('W', '厚度', W, [x, -y, H], [x, y, H]),
    dim('H', '高度', H, [-x, -y, 0], [-x, -y, H]),
    dim('P', '间距', p, [0, -y, 0], [p, -y, 0]),
  ];
}

export function buildCrimpHousing(k: Kernel, params: Record<string, number | string>): ModelPart[] {
  const [n, p, e, W, H] = nums(params, 'n', 'p', 'e', 'W', 'H');
  const x = ((n - 1) * p + e) / 2;
  return [{ name: 'body', color: HOUSING, shape: k.makeBox([-x, -W / 2, 0], [x, W / 2, H]) as Solid3D }];
}
