/**
 * Moulded tantalum chip capacitors, EIA-535BAAC case sizes (KEMET T491 A/B/C/D/X and the low-profile S/T/U/V),
 * placed as KiCad's 3D library places them on its CP_EIA-<size>_Kemet-<case> footprints: origin at the
 * footprint centre, length along X, pin 1 (the anode, +) at −X, board at z = 0.
 *
 * Dimensions (mm): L × W is the EIA metric code (3216 = 3.2 × 1.6); the height H is the KEMET T491 datasheet's
 * (dimension table: A 3216-18 1.6, B 3528-21 1.9, C 6032-28 2.5, D 7343-31 2.8, X 7343-43 4.0 nominal; the
 * low-profile cases by their maximum height, S 3216-12 and T 3528-12 1.2, U 6032-15 1.5, V 7343-20 2.0); the
 * termination width F and its length under the body S are KEMET's (KEM_TC101 dimension table, as KiCad's
 * tantalum 3D model generator takes them: A and S 1.2 / 0.8, B and T 2.2 / 0.8, C and U 2.2 / 1.3, D, X and V
 * 2.4 / 1.3), the termination metal thickness T 0.13 (KEMET's T (Ref)).
 *
 * Construction rules (the read-back test computes the volumes from them):
 * - body: a box (L − 2T) × W from z = T to H (it rests on the terminations);
 * - each termination, F wide and T thick, centred on y = 0: a foot under the body from the end to S in, and a
 *   plate up the end face to half the height (ours: KEMET leaves its height to the maker). Volume of one:
 *   F·T·(S + H/2 − T).
 */
import { chipDimensions, type Family, type Kernel, nums, type Solid3D } from './family.ts';

const T = 0.13;

/** KEMET case → [EIA metric size, H, F, S] (see the header). */
export const TANTALUM_CASES: Readonly<Record<string, readonly [string, number, number, number]>> = {
  A: ['3216-18', 1.6, 1.2, 0.8],
  B: ['3528-21', 1.9, 2.2, 0.8],
  C: ['6032-28', 2.5, 2.2, 1.3],
  D: ['7343-31', 2.8, 2.4, 1.3],
  X: ['7343-43', 4.0, 2.4, 1.3],
  S: ['3216-12', 1.2, 1.2, 0.8],
  T: ['3528-12', 1.2, 2.2, 0.8],
  U: ['6032-15', 1.5, 2.2, 1.3],
  V: ['7343-20', 2.0, 2.4, 1.3],
};

/** The outline of a KEMET case letter, with KiCad's footprint name; undefined for a case we hold none for. */
export function tantalumOutline(
  kemetCase: string,
): { L: number; W: number; H: number; F: number; S: number; T: number; kicad: string } | undefined {
  const row = TANTALUM_CASES[kemetCase];
  if (!row) return undefined;
  const [eia, H, F, S] = row;
  const L = Number(eia.slice(0, 2)) / 10;
  const W = Number(eia.slice(2, 4)) / 10;
  return { L, W, H, F, S, T, kicad: `CP_EIA-${eia}_Kemet-${kemetCase}` };
}

/** The −X termination (pin 1); pin 2 is it turned half a turn about the Z axis. */
function termination(k: Kernel, L: number, H: number, F: number, S: number): Solid3D {
  const foot = k.makeBox([-L / 2, -F / 2, 0], [-L / 2 + S, F / 2, T]) as Solid3D;
  const plate = k.makeBox([-L / 2, -F / 2, T], [-L / 2 + T, F / 2, H / 2]) as Solid3D;
  return foot.fuse(plate);
}

export const tantalumCapacitor: Family = {
  id: 'tantalum-capacitor',
  categories: ['comp.passive.capacitor.tantalum'],
  spec(item) {
    const o = tantalumOutline(item.params.case_size?.display ?? '');
    if (!o) return 'no-model';
    const { L, W, H, F, S } = o;
    return {
      family: 'tantalum-capacitor',
      params: { L, W, H, F, S },
      productName: o.kicad,
      dimensions: chipDimensions(L, W, H, ['H', '高度']),
    };
  },
  build(kernel, p) {
    const [L, W, H, F, S] = nums(p, 'L', 'W', 'H', 'F', 'S');
    const one = termination(kernel, L, H, F, S);
    return [
      {
        name: 'body',
        color: '#c9a227',
        shape: kernel.makeBox([-L / 2 + T, -W / 2, T], [L / 2 - T, W / 2, H]) as Solid3D,
      },
      { name: 'pin 1', color: '#d9dde2', shape: one },
      { name: 'pin 2', color: '#d9dde2', shape: one.clone().rotate(180, [0, 0, 0], [0, 0, 1]) as Solid3D },
    ];
  },
};
