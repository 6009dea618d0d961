/**
 * The ball grid packages we hold a maker's drawing for (mm), built by ball-grid.ts. Symbols as ST's
 * "Package information" tables: D, E body (D along X: KiCad's footprint puts the first number of its name
 * along X), A1 ball height, A2 substrate (BGA) or die (WLCSP) thickness, A4 moulded cap, b ball diameter,
 * e pitch. Where the table gives a typical value it is used; a value the table gives only as a limit is
 * used as given and said so.
 *
 * The catalogue's package name (ST's, e.g. WLCSP49) stands for several outlines: ST's wafer-level packages
 * take the size of the die, so each row holds only for the part numbers its drawing covers (`parts`); the
 * others keep "暂无三维模型" until their datasheet's drawing is sourced. The ball maps are the full grid where
 * the drawing shows a full grid; a depopulated grid's map is read from the pads of KiCad's footprint (named in
 * `kicad`, /usr/share/kicad/footprints, kicad-footprints 6.0.10), which the read-back test checks ball by ball.
 *
 * Where no maker's drawing is at hand, a BGA row takes its heights and ball from KiCad's own 3D model of the
 * footprint (Debian kicad-packages3d 6.0.10, /usr/share/kicad/3dmodels/Package_BGA.3dshapes/<kicad>.wrl and
 * .step, generated from easyw/kicad-3d-models-in-freecad cadquery/FCAD_script_generator/BGA_packages/
 * cq_parameters.py): its A1 (body-board separation), A (body height) and b (ball diameter); body D × E and pitch
 * from the footprint's F.Fab and pads. KiCad's model is one block, so such a row has one body (A2 = A − A1,
 * A4 = 0). Those parameters' comments say "A number of parameters have been fixed or guessed, such as A and
 * A1" for the UFBGAs: the heights are KiCad's, not ST's (ST's UFBGA100 is 0.53 mm typ., KiCad's 0.75 mm).
 */
import type { BallGridOutline } from './ball-grid.ts';

interface BallGridRow {
  outline: BallGridOutline;
  /** the part numbers the drawing is for */
  parts: RegExp;
}

/** A maker's drawing's typical figures: body and pitch, heights (A1, substrate or die A2, cap A4) and ball b. */
function drawing(
  source: string,
  kicad: string,
  [D, E, e]: [number, number, number],
  [A1, A2, A4, b]: [number, number, number, number],
  [cols, rows, map]: [number, number, string?],
): BallGridOutline {
  return { kind: 'ball-grid', source, kicad, D, E, A1, A2, A4, b, e, cols, rows, ...(map ? { map } : {}) };
}

/** A row of KiCad's 3D models: package, part numbers, footprint, the model's [A1, A, b], the ball map if any. */
type KicadModelRow = readonly [string, RegExp, string, readonly [number, number, number], string?];

const KICAD_NAME = /_([\d.]+)x([\d.]+)mm_Layout(\d+)x(\d+)_P([\d.]+)mm$/;

/**
 * KiCad's 3D model's figures (see the header): A1, A and b from the model; D × E, the layout (columns × rows)
 * and the pitch as the footprint's name says them (its F.Fab and pads agree: the read-back test).
 */
function kicadModel([, , kicad, [A1, A, b], map]: KicadModelRow): BallGridOutline {
  const [D, E, cols, rows, e] = (KICAD_NAME.exec(kicad) ?? []).slice(1).map(Number) as number[];
  if (e === undefined) throw new Error(`${kicad}: no body, layout and pitch in the name`);
  const source = `KiCad 6.0.10 3D model Package_BGA.3dshapes/${kicad}.wrl (A1 ${A1}, A ${A}, b ${b} mm)`;
  const A2 = Math.round((A - A1) * 1000) / 1000;
  return drawing(source, kicad, [D ?? 0, E ?? 0, e], [A1, A2, 0, b], [cols ?? 0, rows ?? 0, map]);
}

/** Every STM32 of the catalogue in the package (the package's name and KiCad footprint say one outline). */
const ANY_STM32 = /^STM32/;

// Depopulated ball maps, read from the KiCad footprints' pads (rows A… top to bottom, columns 1… left to right).
const UFBGA100_MAP =
  '############/############/#####..#####/###......###/###......###/##........##/##........##/###......###/' +
  '###......###/#####..#####/############/############';
const UFBGA132_MAP =
  '############/############/############/############/####....####/####.##.####/####.##.####/####....####/' +
  '############/############/############/############';
const UFBGA201_MAP =
  '###############/###############/###############/###############/####.......####/####.#####.####/' +
  '####.#####.####/####.#####.####/####.#####.####/####.#####.####/####.......####/###############/' +
  '###############/###############/###############';
// TFBGA-265_14x14mm_Layout17x17_P0.8mm: the 17 × 17 grid less a ring of 24 places around its 5 × 5 centre (ST's
// TFBGA240+25: 240 signal balls and 25 thermal ones)
const TFBGA265_MAP =
  '#################/#################/#################/#################/#################/' +
  '#####.......#####/#####.#####.#####/#####.#####.#####/#####.#####.#####/#####.#####.#####/' +
  '#####.#####.#####/#####.......#####/#################/#################/#################/' +
  '#################/#################';
const TFBGA216_MAP =
  '###############/###############/###############/###############/###############/###############/' +
  '######...######/######...######/######...######/###############/###############/###############/' +
  '###############/###############/###############';

// The drawings' sources
const ST_F103_T53 = 'ST STM32F103x8/xB datasheet (DocID13587 Rev 16) Table 53, LFBGA100 outline H0';
const ST_F411_T84 = 'ST STM32F411xC/xE datasheet (DocID026289 Rev 7) Table 84, UFBGA100 7 x 7 mm, typ';
const ST_L072_T89 = 'ST STM32L072xx datasheet (DocID027100 Rev 4) Table 89, WLCSP49 3.294 x 3.258 mm, typ';
const ST_F411_T79 = 'ST STM32F411xC/xE datasheet (DocID026289 Rev 7) Table 79, WLCSP49 2.999 x 3.185 mm, typ';
const ST_F103_T68 =
  'ST STM32F103xC/xD/xE datasheet (Doc ID 14611 Rev 8) Table 68, WLCSP64 4.466 x 4.395 mm, typ';
const ST_F429_T112 =
  'ST STM32F427xx/STM32F429xx datasheet (revision of February 2026) Table 112, WLCSP143 4.521 x 5.547 mm, typ';
const ST_F405_T90 =
  'ST STM32F405xx/STM32F407xx datasheet (DS8626 Rev 12) Table 90, WLCSP90 4.223 x 3.969 mm, typ';
const ST_F723_T124 =
  'ST STM32F722xx/STM32F723xx datasheet (DocID029808 Rev 3) Table 124, WLCSP100 4.201 x 4.663 mm, typ';
const ST_F103_T66 =
  'ST STM32F103xC/xD/xE datasheet (DocID14611 Rev 10) Table 66 and STM32F103xF/xG (Doc ID 16554 Rev 3) Table 68, LFBGA144';

const DRAWINGS: Readonly<Record<string, readonly BallGridRow[]>> = {
  // ST STM32F103x8/xB datasheet (DocID13587 Rev 16) Table 53, LFBGA100 10 × 10 mm, 0.8 mm pitch, outline
  // H0_ME_V2: A 1.700 max, A1 0.270 (min), A2 0.300 typ, A4 0.800 (max), b 0.45/0.50/0.55, D = E 10.000,
  // D1 = E1 7.200, e 0.800, 100 balls (the 10 × 10 grid). A1 + A2 + A4 = 1.37 ≤ A.
  LFBGA100: [
    {
      parts: /^STM32F103V[8B]/,
      outline: drawing(
        ST_F103_T53,
        'LFBGA-100_10x10mm_Layout10x10_P0.8mm',
        [10, 10, 0.8],
        [0.27, 0.3, 0.8, 0.5],
        [10, 10],
      ),
    },
  ],
  // ST STM32F411xC/xE datasheet (DocID026289 Rev 7) Table 84, UFBGA100 7 × 7 mm, 0.50 mm pitch: A 0.460/0.530/
  // 0.600, A1 0.050/0.080/0.110, A2 0.400/0.450/0.500 (the body: A3 0.130 substrate + A4 0.270/0.320/0.370
  // moulding), b 0.200/0.250/0.300, D = E 7.000, D1 = E1 5.500, e 0.500, F 0.750. Ball map: KiCad's
  // UFBGA-100_7x7mm_Layout12x12_P0.5mm (the 12 × 12 grid without its centre). Other STM32s: KiCad's 3D model.
  UFBGA100: [
    {
      parts: /^STM32F411V[CE]H/,
      outline: drawing(
        ST_F411_T84,
        'UFBGA-100_7x7mm_Layout12x12_P0.5mm',
        [7, 7, 0.5],
        [0.08, 0.13, 0.32, 0.25],
        [12, 12, UFBGA100_MAP],
      ),
    },
  ],
  // ST STM32L072xx datasheet (DocID027100 Rev 4) Table 89, WLCSP49 3.294 × 3.258 mm, 0.4 mm pitch: A 0.525/
  // 0.555/0.585, A1 0.175 typ, A2 0.380 typ (A1 + A2 = A typ; A3 0.025, the back side coating, within A2),
  // b 0.22/0.25/0.28, D 3.294, E 3.258 typ, e 0.400, e1 = e2 2.400 (the 7 × 7 grid, centred: F 0.447, G 0.429).
  WLCSP49: [
    {
      parts: /^STM32L0[78][12]C.Y/,
      outline: drawing(
        ST_L072_T89,
        'ST_WLCSP-49_Die447',
        [3.294, 3.258, 0.4],
        [0.175, 0.38, 0, 0.25],
        [7, 7],
      ),
    },
    // ST STM32F411xC/xE datasheet (DocID026289 Rev 7) Table 79, WLCSP49 2.999 × 3.185 mm, 0.4 mm pitch: A 0.525/
    // 0.555/0.585, A1 0.175 typ, A2 0.380 typ (A3 0.025, the back side coating, within A2), b 0.220/0.250/0.280,
    // D 2.999, E 3.185 typ, e 0.400, e1 = e2 2.400 (the 7 × 7 grid, centred: F 0.2995, G 0.3925). KiCad's
    // symbols give STM32F411CCYx/CEYx the footprint ST_WLCSP-49_Die431 (2.999 × 3.185 mm F.Fab).
    {
      parts: /^STM32F411C[CE]Y/,
      outline: drawing(
        ST_F411_T79,
        'ST_WLCSP-49_Die431',
        [2.999, 3.185, 0.4],
        [0.175, 0.38, 0, 0.25],
        [7, 7],
      ),
    },
  ],
  // ST STM32F427xx/STM32F429xx datasheet (revision of February 2026) Table 112, WLCSP143 4.521 × 5.547 mm, 0.4 mm
  // pitch: A 0.525/0.555/0.585, A1 0.175 typ, A2 0.380 typ (A3 0.025, the back side coating, within A2), b 0.220/
  // 0.250/0.280, D 4.521, E 5.547 typ, e 0.400, e1 4.000, e2 4.800 (the 11 × 13 grid, centred: F 0.2605, G 0.3735),
  // 143 balls. KiCad's symbols give STM32F429ZG/ZI and STM32F439ZG/ZI (Y) the footprint ST_WLCSP-143_Die419 (4.521 ×
  // 5.547 mm F.Fab): one die, so the F429's drawing stands for the F439 too (its own datasheet was not at hand).
  WLCSP143: [
    {
      parts: /^STM32F4[23]9Z[GI]Y/,
      outline: drawing(
        ST_F429_T112,
        'ST_WLCSP-143_Die419',
        [4.521, 5.547, 0.4],
        [0.175, 0.38, 0, 0.25],
        [11, 13],
      ),
    },
  ],
  // ST STM32F405xx/STM32F407xx datasheet (DS8626 Rev 12) Table 90, WLCSP90 4.223 × 3.969 mm, 0.400 mm pitch: A 0.540/
  // 0.570/0.600, A1 0.190 typ, A2 0.380 typ (A3 0.025, the back side coating, within A2), b 0.240/0.270/0.300,
  // D 4.223, E 3.969 typ, e 0.400, e1 3.600, e2 3.200 (the 10 × 9 grid, centred: F 0.3115, G 0.3845), 90 balls.
  // KiCad's symbols give STM32F405OE/OG and STM32F415OG the footprint ST_WLCSP-90_Die413: one die, so the F405's
  // drawing stands for the F415 too (its own datasheet was not at hand).
  WLCSP90: [
    {
      parts: /^STM32F4[01]5O[EG]Y/,
      outline: drawing(
        ST_F405_T90,
        'ST_WLCSP-90_Die413',
        [4.223, 3.969, 0.4],
        [0.19, 0.38, 0, 0.27],
        [10, 9],
      ),
    },
  ],
  // ST STM32F722xx/STM32F723xx datasheet (DocID029808 Rev 3) Table 124, WLCSP100 0.4 mm pitch (the title gives the
  // minimum body, 4.166 × 4.628 mm): A 0.525/0.555/0.585, A1 0.17 typ, A2 0.38 typ (A3 0.025, the back side coating,
  // within A2), b 0.22/0.25/0.28, D 4.201, E 4.663 typ, e 0.4, e1 = e2 3.6 (the 10 × 10 grid, centred: F 0.3005,
  // G 0.5315), 100 balls. KiCad's symbols give STM32F723VC/VE and STM32F733VE (Y) ST_WLCSP-100_Die452: one die, so
  // the F723's drawing stands for the F733 too. The STM32F302/F303/L496 WLCSP100 parts are other dies (422, 446, 461).
  WLCSP100: [
    {
      parts: /^STM32F7[23]3V[CE]Y/,
      outline: drawing(
        ST_F723_T124,
        'ST_WLCSP-100_Die452',
        [4.201, 4.663, 0.4],
        [0.17, 0.38, 0, 0.25],
        [10, 10],
      ),
    },
  ],
  // ST STM32F103xC/xD/xE datasheet (Doc ID 14611 Rev 8) Table 68, WLCSP64 4.466 × 4.395 mm, 0.500 mm pitch:
  // A 0.535/0.585/0.635, A1 0.205/0.230/0.255, A2 0.330/0.355/0.380, b 0.290/0.320/0.350, D 4.466, E 4.395 typ,
  // e 0.500, e1 3.500 (the 8 × 8 grid), 64 balls.
  WLCSP64: [
    {
      parts: /^STM32F103R[CDE]/,
      outline: drawing(
        ST_F103_T68,
        'ST_WLCSP-64_Die414',
        [4.466, 4.395, 0.5],
        [0.23, 0.355, 0, 0.32],
        [8, 8],
      ),
    },
  ],
  // ST STM32F103xC/xD/xE datasheet (DocID14611 Rev 10) Table 66, LFBGA144 10 × 10 mm, 0.8 mm pitch, outline X3_ME;
  // the STM32F103xF/xG datasheet (Doc ID 16554 Rev 3) Table 68 gives the same table: A 1.70 (max), A1 0.21 (a single
  // figure, used as given), A2 1.07 (the body: A3 0.27 substrate + the moulding), A3 0.27, A4 0.85 (max), b 0.35/0.40/
  // 0.45, D = E 10.00, D1 = E1 8.80, e 0.80, F 0.60, 144 balls (the 12 × 12 grid). Our substrate is A3 and the cap
  // A2 − A3 = 0.80, so the body is ST's A2; A1 + A2 = 1.28 ≤ A.
  LFBGA144: [
    {
      parts: /^STM32F103Z[CDEFG]/,
      outline: drawing(
        ST_F103_T66,
        'LFBGA-144_10x10mm_Layout12x12_P0.8mm',
        [10, 10, 0.8],
        [0.21, 0.27, 0.8, 0.4],
        [12, 12],
      ),
    },
  ],
};

// After the drawings: a package's part numbers without a drawing. ST's UFBGA176+25 has 201 balls (176 signals
// and a 5 × 5 centre of thermal balls); ST's name UFBGA144 is two outlines, which KiCad's symbols tell apart
// (suffix J: 10 × 10 mm, 0.8 mm pitch).
const KICAD_MODELS: readonly KicadModelRow[] = [
  ['UFBGA100', ANY_STM32, 'UFBGA-100_7x7mm_Layout12x12_P0.5mm', [0.025, 0.75, 0.25], UFBGA100_MAP],
  ['UFBGA176', ANY_STM32, 'UFBGA-201_10x10mm_Layout15x15_P0.65mm', [0.025, 0.75, 0.325], UFBGA201_MAP],
  ['TFBGA64', ANY_STM32, 'TFBGA-64_5x5mm_Layout8x8_P0.5mm', [0.15, 1.2, 0.3]],
  ['UFBGA169', ANY_STM32, 'UFBGA-169_7x7mm_Layout13x13_P0.5mm', [0.025, 0.75, 0.25]],
  ['UFBGA64', ANY_STM32, 'UFBGA-64_5x5mm_Layout8x8_P0.5mm', [0.025, 0.75, 0.25]],
  // TFBGA-100_8x8mm_Layout10x10_P0.8mm.wrl: balls 0.40 across, z −0.01…0.15; body z 0.15…1.10, 8.0 × 8.0 (the
  // footprint cites ST's STM32F746 datasheet section 6.2; ST's own figures were not at hand)
  ['TFBGA100', ANY_STM32, 'TFBGA-100_8x8mm_Layout10x10_P0.8mm', [0.15, 1.1, 0.4]],
  ['TFBGA216', ANY_STM32, 'TFBGA-216_13x13mm_Layout15x15_P0.8mm', [0.15, 1.1, 0.4], TFBGA216_MAP],
  // LFBGA100 parts other than the STM32F103V8/VB of the drawing above (STM32F103VC/VD/VE, STM32F105/107): ST's
  // drawing of their datasheets was not at hand. LFBGA-100_10x10mm_Layout10x10_P0.8mm.wrl: balls 0.52 across (the
  // generator's b 0.5 "with a small extra"), z −0.013…0.269; body z 0.269…1.699, 10.0 × 10.0 (cq_parameters.py: A1
  // 0.27, A 1.7, b 0.5, from ST's STM32F103TB datasheet)
  ['LFBGA100', ANY_STM32, 'LFBGA-100_10x10mm_Layout10x10_P0.8mm', [0.27, 1.7, 0.5]],
  // ST's TFBGA240+25 (STM32H743XI, H753XI, H750XB): KiCad's symbols name TFBGA-265_14x14mm_Layout17x17_P0.8mm (its
  // descr cites the STM32H743 datasheet section 7.8, whose figures were not at hand). Its .wrl: balls 0.40 across,
  // z −0.01…0.15; body z 0.15…1.10, 14.0 × 14.0 (cq_parameters.py: A1 0.15, A 1.10, b 0.40)
  ['TFBGA240', ANY_STM32, 'TFBGA-265_14x14mm_Layout17x17_P0.8mm', [0.15, 1.1, 0.4], TFBGA265_MAP],
  ['UFBGA132', ANY_STM32, 'UFBGA-132_7x7mm_Layout12x12_P0.5mm', [0.025, 0.75, 0.25], UFBGA132_MAP],
  [
    'UFBGA144',
    /^STM32(F41[23]Z.J|F423Z.J|F446Z.J|L4[RS]9Z.J)/,
    'UFBGA-144_10x10mm_Layout12x12_P0.8mm',
    [0.025, 0.75, 0.4],
  ],
  ['UFBGA144', /^STM32(F446Z.H|F7[23]3Z.I)/, 'UFBGA-144_7x7mm_Layout12x12_P0.5mm', [0.025, 0.75, 0.25]],
];

/** Each package's rows: its makers' drawings first, then KiCad's models. */
const ROWS: Readonly<Record<string, readonly BallGridRow[]>> = (() => {
  const rows: Record<string, BallGridRow[]> = {};
  for (const [pkg, list] of Object.entries(DRAWINGS)) rows[pkg] = [...list];
  for (const row of KICAD_MODELS) {
    rows[row[0]] = [...(rows[row[0]] ?? []), { parts: row[1], outline: kicadModel(row) }];
  }
  return rows;
})();

/** Every outline (for the tests). */
export const BALL_GRID_OUTLINES: readonly BallGridOutline[] = Object.values(ROWS).flatMap((rows) =>
  rows.map((r) => r.outline),
);

/** The ball grid outline of an item's package and part number, or undefined when we hold none for it. */
export function ballGridOf(pkg: string | null, model: string): BallGridOutline | undefined {
  if (!pkg) return undefined;
  return ROWS[pkg]?.find((r) => r.parts.test(model))?.outline;
}
