/**
 * Power SON packages whose drain leads and exposed pad are one piece of the lead frame: Infineon's TDSON-8-1
 * (SuperSO8; and, with the options below, LFPAK33, TI's VSON-8 NexFET and Infineon's TOLL PG-HSOF-8-1 of
 * kicad-model-outlines.ts), placed as KiCad's 3D library places it on KiCad's TDSON-8-1 footprint: origin at the footprint
 * centre, board top at z = 0, leads 1–4 (source, gate) on the −X side with pin 1 at +Y in 3D (KiCad's footprint Y
 * points down), the drain (leads 5–8 and the pad, KiCad's pad 5) on the +X side.
 *
 * The numbers are the TDSON-8-1 row of KiCad's flat-lead 3D model generator (kicad-3d-models-in-freecad,
 * cq_parameters for the flat-pin SOT packages, from Infineon's PG-TDSON-8 package overview): body E1 × D1, overall
 * E across the leads, leads L long, b wide, c thick at pitch e, four a side, the pad padX × padY against the drain
 * leads ('-topin'), the body's top at A1 + A2. Construction rules (the read-back test computes the volume from
 * them):
 * - lead frame, the layer z = 0 to c: leads 1–4, each b × L with its tip at x = −E/2; the drain, one solid of
 *   leads 5–8 (tips at +E/2) and the pad, its +X edge against the leads' inner ends (x = E/2 − L);
 * - body: E1 × D1 from z = c to A1 + A2 (the mould between the leads left out, as the QFN builder does).
 * Volume E1·D1·(A1 + A2 − c) + (8·b·L + padX·padY)·c.
 * Optional: x0 moves the body's centre along X (LFPAK33's body is not centred on its footprint); cLead, the
 * thickness of leads 1–4 where it differs from the drain's c (volume then E1·D1·(A1 + A2 − c) + (4·b·L + padX·padY)·c
 * + 4·b·L·cLead); leads, the number of leads on the −X side where it is not 4 (Infineon's TOLL: 8), at pitch e
 * centred on y = 0, pin 1 at +Y; tabX × tabY, a tab in place of the four drain leads: the drain is then the pad and
 * the tab (x E/2 − tabX…E/2, centred on y = 0), the pad's +X edge against the tab (volume E1·D1·(A1 + A2 − c) +
 * (n·b·L + padX·padY + tabX·tabY)·c, n the −X side's leads).
 */
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const BODY = '#1d1f22';
const METAL = '#d9dde2';

export interface PowerSonOutline {
  kind: 'power-son';
  source: string;
  kicad: string;
  D1: number;
  E1: number;
  E: number;
  A1: number;
  A2: number;
  b: number;
  c: number;
  L: number;
  e: number;
  padX: number;
  padY: number;
  /** the body's centre on X (0 when omitted) */
  x0?: number;
  /** thickness of leads 1–4 (c when omitted) */
  cLead?: number;
  /** leads on the −X side (4 when omitted) */
  leads?: number;
  /** the drain's tab in place of its four leads: length along X, width */
  tabX?: number;
  tabY?: number;
  /** leads, four a side (the drain side's four are one solid with the pad), or the −X side's eight (TOLL) */
  pins: 8;
}

export const POWER_SON_OUTLINES: Readonly<Record<string, PowerSonOutline>> = {
  'TDSON-8-1': {
    kind: 'power-son',
    source: 'Infineon PG-TDSON-8 package overview as KiCad 3D generator flat-lead TDSON-8-1 row, nominal',
    kicad: 'TDSON-8-1',
    D1: 5.15,
    E1: 5.9,
    E: 6.15,
    A1: 0.03,
    A2: 1.0,
    b: 0.44,
    c: 0.25,
    L: 0.55,
    e: 1.27,
    padX: 4.2,
    padY: 4.15,
    pins: 8,
  },
  // Vishay PowerPAK 1212-8 single (SiS415DNT, SiS443DN, SiS454DN, SiSS27DN; the footprint their KiCad symbols name,
  // Vishay_PowerPAK_1212-8_Single: leads 1–4 at x −1.435, the drain pad 5 over the +X side) as KiCad's 3D model
  // generator tabulates it (KiCad footprint generator repository, 3d-model-generators/QFN_packages/cq_parameters.yaml,
  // the row of that name, after Vishay's SiSS27DN datasheet): body 3.3 × 3.3, A1 0.05 + A2 0.75 (top 0.8), terminals
  // b 0.3 × L 0.43 flush with the body's sides, lead frame c 0.2, e 0.65, exposed pad 2.25 along the rows × 1.7
  // across, which the generator centres 0.39 towards the drain (x −0.46…1.24); here it is placed against the drain
  // leads' inner ends (x −0.48…1.22, 0.02 off) and fused with them, as the TDSON's (Debian's kicad-packages3d
  // 6.0.10 has no model of this footprint)
  'PowerPAK 1212-8': {
    kind: 'power-son',
    source:
      'KiCad 3D generator QFN_packages/cq_parameters.yaml Vishay_PowerPAK_1212-8_Single (SiSS27DN), nominal',
    kicad: 'Vishay_PowerPAK_1212-8_Single',
    D1: 3.3,
    E1: 3.3,
    E: 3.3,
    A1: 0.05,
    A2: 0.75,
    b: 0.3,
    c: 0.2,
    L: 0.43,
    e: 0.65,
    padX: 1.7,
    padY: 2.25,
    pins: 8,
  },
  // Alpha & Omega's DFN 5 × 6 (AON6411; the footprint its KiCad symbol names, AO_DFN-8-1EP_5.55x5.2mm_P1.27mm_EP4.12x4.6mm:
  // leads 1–4 at x −2.75, pad 5 the drain over the +X side) as KiCad's 3D model generator tabulates it (KiCad
  // footprint generator repository, 3d-model-generators/QFN_packages/cq_parameters.yaml, the row of that name, after
  // AOS's DFN5x6_8L_EP1_P drawing): body 5.55 across × 5.2 along the rows, A1 0.025 + A2 0.925 (top 0.95), terminals
  // b 0.4 × L 0.65 flush with the body's sides, lead frame c 0.2, e 1.27, exposed pad 4.35 along the rows × 3.625
  // across, centred 0.6775 towards the drain (x −1.135…2.49). Here the pad keeps that −X edge and ends at the drain
  // leads' inner ends (x 2.125, so padX 3.26), fused with them; the generator's pad between those leads is left out
  'AO_DFN-8-1EP_5.55x5.2mm': {
    kind: 'power-son',
    source:
      'KiCad 3D generator QFN_packages/cq_parameters.yaml AO_DFN-8-1EP_5.55x5.2mm (AOS DFN5x6), nominal',
    kicad: 'AO_DFN-8-1EP_5.55x5.2mm_P1.27mm_EP4.12x4.6mm',
    D1: 5.2,
    E1: 5.55,
    E: 5.55,
    A1: 0.025,
    A2: 0.925,
    b: 0.4,
    c: 0.2,
    L: 0.65,
    e: 1.27,
    padX: 3.26,
    padY: 4.35,
    pins: 8,
  },
};

/** y of the n (four unless given) leads of a side, pin 1 (or 8) first: +Y down to −Y. */
export const sonLeadYs = (e: number, n = 4): number[] =>
  Array.from({ length: n }, (_, i) => ((n - 1) / 2 - i) * e);

export function buildPowerSon(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [D1, E1, E, A1, A2, b, c, L, e, padX, padY] = nums(
    p,
    'D1',
    'E1',
    'E',
    'A1',
    'A2',
    'b',
    'c',
    'L',
    'e',
    'padX',
    'padY',
  );
  const [x0, cLead] = [typeof p.x0 === 'number' ? p.x0 : 0, typeof p.cLead === 'number' ? p.cLead : c];
  const [n, tabX, tabY] = [Number(p.leads ?? 4), Number(p.tabX ?? 0), Number(p.tabY ?? 0)];
  const lead = (x: number, y: number, t: number) =>
    k.makeBox([x, y - b / 2, 0], [x + L, y + b / 2, t]) as Solid3D;
  const leads = sonLeadYs(e, n).map((y) => lead(-E / 2, y, cLead));
  const inner = E / 2 - (tabX > 0 ? tabX : L);
  let drain = k.makeBox([inner - padX, -padY / 2, 0], [inner, padY / 2, c]) as Solid3D;
  if (tabX > 0) drain = drain.fuse(k.makeBox([inner, -tabY / 2, 0], [E / 2, tabY / 2, c]) as Solid3D);
  else for (const y of sonLeadYs(e)) drain = drain.fuse(lead(inner, y, c));
  const body = k.makeBox([x0 - E1 / 2, -D1 / 2, c], [x0 + E1 / 2, D1 / 2, A1 + A2]);
  return [
    { name: 'body', color: BODY, shape: body },
    { name: 'pins', color: METAL, shape: k.makeCompound([...leads, drain]) as Solid3D },
  ];
}

export function powerSonDimensions(o: PowerSonOutline) {
  const [top, x0] = [o.A1 + o.A2, o.x0 ?? 0];
  return [
    dim('E', '总宽 (含引脚)', o.E, [-o.E / 2, -o.D1 * 0.7, 0], [o.E / 2, -o.D1 * 0.7, 0]),
    dim('D1', '本体长度', o.D1, [x0 + o.E1 * 0.7, -o.D1 / 2, top], [x0 + o.E1 * 0.7, o.D1 / 2, top]),
    dim('A', '高度', top, [x0 - o.E1 / 2, o.D1 * 0.6, 0], [x0 - o.E1 / 2, o.D1 * 0.6, top]),
  ];
}
