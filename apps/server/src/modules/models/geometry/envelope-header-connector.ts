/**
 * Surface-mount wire-to-board headers drawn as their housing's envelope only (no contacts, no fitting nails): the
 * series KiCad 6 has footprints but no 3D models of, whose maker's catalogue gives the height and nothing finer.
 * Placed as KiCad places its own headers on the footprint: origin at the footprint's centre, pads 1…n along +X
 * centred on it, board top at z = 0, KiCad's footprint Y (down) is our −Y. Part of the pin-header-connector family.
 *
 * JST SH side entry SM{nn}B-SRSS-TB on KiCad's JST_SH_SM{nn}B-SRSS-TB_1x{nn}-1MP_P1.00mm_Horizontal (Connector_JST.pretty,
 * generated with kicad-footprint-generator; its descr cites JST's catalogue eSH.pdf): the plan is the footprint's
 * F.Fab rectangle (x ±(c + 1.5), c = (n − 1)·p / 2 the outer pin's x; footprint y −1.675…2.575, the same for every
 * n), the height JST's SH catalogue's ("The SH connector is very small with a mounting height of 2.95mm (.116") for
 * side entry type", eSH.pdf p. 1, as quoted at pdf.elecfans.com/p/10625074.html). JST's figures of the contacts'
 * tails and of the fitting nails were not at hand, so neither is drawn (the pads are the footprint's). The SH top
 * entry BM{nn}B-SRSS-TB and the PH surface-mount B{n}B / S{n}B-PH-SM4-TB stay without a model: no height of theirs
 * was at hand.
 *
 * Construction (the read-back test computes the volume from it): one box x ±(c + m), footprint y y0…y1, z 0…H
 * ("body"); volume 2(c + m)·(y1 − y0)·H.
 */
import type { ModelDimension } from '@jianku/rules/models-schemas';
import { dim, type ItemInput, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const HOUSING = '#f2f0e6';

export interface EnvelopeHeaderRow {
  parts: RegExp;
  kicad: (n: number) => string;
  /** pitch, housing beyond the outer pins, footprint y of its sides, height */
  p: number;
  m: number;
  y0: number;
  y1: number;
  H: number;
  /** the position counts KiCad has a footprint of */
  ns: readonly number[];
}

const nn = (n: number) => String(n).padStart(2, '0');

export const ENVELOPE_HEADER_ROWS: readonly EnvelopeHeaderRow[] = [
  // JST_SH_SM02B-SRSS-TB_1x02-1MP_P1.00mm_Horizontal (and SM03…SM15, SM20): F.Fab x ±2 (c + 1.5, c = 0.5), y
  // −1.675…2.575; SM15's ±8.5, SM20's ±11; pads 0.6 × 1.55 at y −2, nails (MP) 1.2 × 1.8 at ±(c + 1.3), y 1.875.
  // Height 2.95: JST's eSH.pdf (the header above)
  {
    parts: /^SM\d\dB-SRSS-TB$/,
    kicad: (n) => `JST_SH_SM${nn(n)}B-SRSS-TB_1x${nn(n)}-1MP_P1.00mm_Horizontal`,
    p: 1,
    m: 1.5,
    y0: -1.675,
    y1: 2.575,
    H: 2.95,
    ns: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20],
  },
];

/** The row and position count of an item, or undefined when no row holds it at its position count. */
export function envelopeHeaderOf(
  item: Pick<ItemInput, 'model' | 'params'>,
): [EnvelopeHeaderRow, number] | undefined {
  const row = ENVELOPE_HEADER_ROWS.find((r) => r.parts.test(item.model));
  const n = item.params.positions?.si;
  if (!row || typeof n !== 'number' || !row.ns.includes(n)) return undefined;
  return [row, n];
}

/** The builder's numbers of a row at n positions (envelope marks them for the family's build). */
export function envelopeHeaderParams(row: EnvelopeHeaderRow, n: number): Record<string, number> {
  const { p, m, y0, y1, H } = row;
  return { envelope: 1, n, p, m, y0, y1, H };
}

/** Length, width, height and pitch as shown on the model. */
export function envelopeHeaderDimensions(row: EnvelopeHeaderRow, n: number): ModelDimension[] {
  const { p, m, y0, y1, H } = row;
  const x = ((n - 1) * p) / 2 + m;
  return [
    dim('L', '长度', 2 * x, [-x, -y1, H], [x, -y1, H]),
    dim('W', '宽度', y1 - y0, [x, -y1, H], [x, -y0, H]),
    dim('H', '高度', H, [-x, -y0, 0], [-x, -y0, H]),
    dim('P', '间距', p, [0, -y0, H], [p, -y0, H]),
  ];
}

export function buildEnvelopeHeader(k: Kernel, params: Record<string, number | string>): ModelPart[] {
  const [n, p, m, y0, y1, H] = nums(params, 'n', 'p', 'm', 'y0', 'y1', 'H');
  const x = ((n - 1) * p) / 2 + m;
  return [{ name: 'body', color: HOUSING, shape: k.makeBox([-x, -y1, 0], [x, -y0, H]) as Solid3D }];
}
