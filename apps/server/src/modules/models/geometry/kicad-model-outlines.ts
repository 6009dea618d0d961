/**
 * Outlines read off KiCad's own library (Debian kicad-footprints and kicad-packages3d 6.0.10): the body's plan
 * and the pads from the footprint (.kicad_mod F.Fab lines and pads), the height, the lead sizes and the lead
 * frame from KiCad's 3D model of that footprint (the .step's bounding box read by occt-import-js; the body and
 * the single leads from the .wrl's shapes, whose coordinates are in 2.54 mm units and 3 decimals, so ±0.003 mm).
 * Used for packages no published drawing was at hand for; package-outlines.ts spreads the rows into its table.
 * Symbols as the interfaces (outline-types.ts, power-son.ts).
 */
import type { GullWingOutline, QfnOutline } from './outline-types.ts';
import type { PowerSonOutline } from './power-son.ts';

const FROM = "KiCad's footprint (F.Fab, pads) and 3D model";

export const KICAD_MODEL_OUTLINES: Readonly<Record<string, GullWingOutline | QfnOutline | PowerSonOutline>> =
  {
    // Nexperia LFPAK33 (SOT1210), KiCad Package_TO_SOT_SMD LFPAK33.kicad_mod: F.Fab x −1.1…1.5, y ±1.65 (body 2.6 ×
    // 3.3, centred at x 0.2). LFPAK33.step: x ±1.65, top 0.87. LFPAK33.wrl: body z 0.02…0.87; leads 1–4 0.3 wide,
    // from the tip at x −1.65 to −1.084, 0.15 thick (its foot z 0…0.15); the drain slab 0.25 thick from x −0.475 to
    // the tips at 1.65, y ±1.125. KiCad bends leads 1–4 up into the body; ours are flat bars on the board, as
    // power-son.ts's; the drain is the slab's pad (x −0.475…1.084) with four 0.3 leads at the footprint's fingers
    LFPAK33: {
      kind: 'power-son',
      source: `${FROM} LFPAK33 (Nexperia SOT1210)`,
      kicad: 'LFPAK33',
      D1: 3.3,
      E1: 2.6,
      x0: 0.2,
      E: 3.3,
      A1: 0.02,
      A2: 0.85,
      b: 0.3,
      c: 0.25,
      cLead: 0.15,
      L: 0.566,
      e: 0.65,
      padX: 1.559,
      padY: 2.25,
      pins: 8,
    },
    // SMF (DO-219AB), KiCad Diode_SMD D_SMF.kicad_mod: F.Fab x ±1.4, y ±0.9 (body 2.8 × 1.8); D_SMF.step: x ±1.9,
    // top 1.0; D_SMF.wrl: body z 0.02…1.0, flat leads 1.0 wide, 0.25 thick to the tips at ±1.9 (KiCad's run 0.1 on
    // under the body; ours start at its ends)
    SMF: {
      kind: 'gullwing',
      source: `${FROM} D_SMF (Vishay DO-219AB)`,
      kicad: 'D_SMF',
      D: 1.8,
      E1: 2.8,
      E: 3.8,
      A1: 0.02,
      A2: 0.98,
      b: 1,
      c: 0.25,
      L: 0.5,
      e: 0,
      layout: 'dual',
      pins: 2,
      flat: 1,
    },
    // TI WSON-6 1.5 × 1.5 (DSE, TLV700 / TLV702), KiCad Package_SON WSON-6_1.5x1.5mm_P0.5mm.kicad_mod: pads at pitch
    // 0.5, F.Fab 1.56 × 1.56; WSON-6_1.5x1.5mm_P0.5mm.step: x ±0.75 (the leads' tips), top 0.77; .wrl: terminals 0.25
    // wide, 0.5 long, 0.2 thick, no exposed pad; body 1.5 (the footprint's name and the model's tips)
    'WSON-6': {
      kind: 'qfn',
      source: `${FROM} WSON-6_1.5x1.5mm_P0.5mm (TI DSE)`,
      kicad: 'WSON-6_1.5x1.5mm_P0.5mm',
      rows: 2,
      D: 1.5,
      E: 1.5,
      A: 0.77,
      A3: 0.2,
      b: 0.25,
      L: 0.5,
      e: 0.5,
      D2: 0,
      E2: 0,
      pins: 6,
    },
    // ST DFN6 1.3 × 1.2 (LDK130), KiCad Package_DFN_QFN DFN-6_1.3x1.2mm_P0.4mm.kicad_mod: pads at pitch 0.4, F.Fab x
    // ±0.65, y −0.55…0.6; body 1.3 × 1.2 as the footprint's name (KiCad's .step draws it 1.1 across the rows);
    // DFN-6_1.3x1.2mm_P0.4mm.step: top 0.4; .wrl: terminals 0.2 wide, 0.25 long, 0.2 thick, no exposed pad
    'DFN-6': {
      kind: 'qfn',
      source: `${FROM} DFN-6_1.3x1.2mm_P0.4mm (ST LDK130)`,
      kicad: 'DFN-6_1.3x1.2mm_P0.4mm',
      rows: 2,
      D: 1.2,
      E: 1.3,
      A: 0.4,
      A3: 0.2,
      b: 0.2,
      L: 0.25,
      e: 0.4,
      D2: 0,
      E2: 0,
      pins: 6,
    },
    // Microchip 8-lead DFN MF 3 × 3 (MCP1727), KiCad Package_DFN_QFN DFN-8-1EP_3x3mm_P0.65mm_EP1.55x2.4mm.kicad_mod:
    // F.Fab ±1.5, pads at pitch 0.65, exposed pad 1.55 × 2.4 (pad 9); its .step: top 0.77; .wrl: terminals 0.3
    // wide, 0.4 long, 0.2 thick. Only for the MCP1727 parts (package-outlines.ts's ONLY_FOR)
    'DFN-8-1EP': {
      kind: 'qfn',
      source: `${FROM} DFN-8-1EP_3x3mm_P0.65mm_EP1.55x2.4mm (Microchip MF)`,
      kicad: 'DFN-8-1EP_3x3mm_P0.65mm_EP1.55x2.4mm',
      rows: 2,
      D: 3,
      E: 3,
      A: 0.77,
      A3: 0.2,
      b: 0.3,
      L: 0.4,
      e: 0.65,
      D2: 2.4,
      E2: 1.55,
      pins: 8,
    },
    // Linear Technology DD 8-lead DFN 3 × 3 (LT3080), KiCad Package_DFN_QFN
    // DFN-8-1EP_3x3mm_P0.5mm_EP1.66x2.38mm.kicad_mod: F.Fab ±1.5, pads at pitch 0.5, exposed pad 1.66 × 2.38 (pad 9);
    // its .step: top 0.77; .wrl: terminals 0.25 wide, 0.4 long, 0.2 thick. The catalogue's DFN-8-1EP parts whose
    // number starts LT3080 (package-outlines.ts's VARIANTS)
    'DFN-8-1EP_3x3mm_P0.5mm': {
      kind: 'qfn',
      source: `${FROM} DFN-8-1EP_3x3mm_P0.5mm_EP1.66x2.38mm (Linear Technology DD)`,
      kicad: 'DFN-8-1EP_3x3mm_P0.5mm_EP1.66x2.38mm',
      rows: 2,
      D: 3,
      E: 3,
      A: 0.77,
      A3: 0.2,
      b: 0.25,
      L: 0.4,
      e: 0.5,
      D2: 2.38,
      E2: 1.66,
      pins: 8,
    },
    // TSOP-6 (Infineon / Vishay TSOP-6, Nexperia SC-74), KiCad Package_SO TSOP-6_1.65x3.05mm_P0.95mm.kicad_mod: F.Fab
    // x ±0.825, y ±1.525 (body 1.65 × 3.05), pads at pitch 0.95; TSOP-6_1.65x3.05mm_P0.95mm.step: x ±1.4 (the tips),
    // top 1.1; .wrl: body z 0.099…1.1, gull-wing leads 0.4 wide, 0.1 thick leaving the body at z 0.551…0.65 (our
    // mid-height rule gives the same), the foot's inner face at x 1.026, so L = 1.4 − 1.026. KiCad's model is a
    // generator's defaults, not a maker's drawing; Vishay's TSOP-6 drawing was not at hand
    'TSOP-6': {
      kind: 'gullwing',
      source: `${FROM} TSOP-6_1.65x3.05mm_P0.95mm (no maker's drawing at hand)`,
      kicad: 'TSOP-6_1.65x3.05mm_P0.95mm',
      D: 3.05,
      E1: 1.65,
      E: 2.8,
      A1: 0.1,
      A2: 1,
      b: 0.4,
      c: 0.1,
      L: 0.374,
      e: 0.95,
      layout: 'dual',
      pins: 6,
    },
    // Raspberry Pi RP2040 QFN-56 7 × 7, KiCad Package_DFN_QFN QFN-56-1EP_7x7mm_P0.4mm_EP3.2x3.2mm.kicad_mod (its
    // descr cites the RP2040 datasheet's package drawing, p. 634): F.Fab ±3.5, pads at pitch 0.4, exposed pad 3.2 ×
    // 3.2 (pad 57); its .step: x ±3.5, top 0.95; .wrl: terminals 0.18 wide, 0.4 long (x 3.099…3.5), 0.2 thick, the
    // exposed pad 3.1 × 3.1 (the size used here; KiCad draws it 0.05 thick, ours is the lead frame's 0.2)
    'QFN56 (7×7 mm)': {
      kind: 'qfn',
      source: `${FROM} QFN-56-1EP_7x7mm_P0.4mm_EP3.2x3.2mm (Raspberry Pi RP2040)`,
      kicad: 'QFN-56-1EP_7x7mm_P0.4mm_EP3.2x3.2mm',
      D: 7,
      A: 0.95,
      A3: 0.2,
      b: 0.18,
      L: 0.4,
      e: 0.4,
      D2: 3.1,
      pins: 56,
    },
    // ST UFQFPN20 3 × 3 without an exposed pad (STM32L011F / STM32G031F …), KiCad Package_DFN_QFN
    // ST_UFQFPN-20_3x3mm_P0.5mm.kicad_mod (its descr cites ST's datasheet): F.Fab ±1.5, five pads a side at pitch 0.5;
    // its .step: x ±1.5, top 0.6; .wrl: terminals 0.2 wide, 0.25 long (y 1.25…1.5), 0.2 thick at their outer ends
    UFQFPN20: {
      kind: 'qfn',
      source: `${FROM} ST_UFQFPN-20_3x3mm_P0.5mm (ST UFQFPN20)`,
      kicad: 'ST_UFQFPN-20_3x3mm_P0.5mm',
      D: 3,
      A: 0.6,
      A3: 0.2,
      b: 0.2,
      L: 0.25,
      e: 0.5,
      D2: 0,
      pins: 20,
    },
    // TI WSON-6 DQK 2 × 2 (CSD16301Q2, CSD17313Q2, CSD25302Q2), KiCad Package_SON Texas_DQK.kicad_mod (its descr cites the
    // CSD16301Q2 datasheet): F.Fab ±1, six pads at pitch 0.65 and two more (7, 8) under the body; its .step: x ±1.0,
    // top 0.82; .wrl: terminals 0.3 wide, 0.4 long, 0.2 thick. Like KiCad's model it draws no exposed pad on pads 7
    // and 8 (KiCad's model has none to read them from)
    DQK: {
      kind: 'qfn',
      source: `${FROM} Texas_DQK (TI WSON-6 DQK)`,
      kicad: 'Texas_DQK',
      rows: 2,
      D: 2,
      E: 2,
      A: 0.82,
      A3: 0.2,
      b: 0.3,
      L: 0.4,
      e: 0.65,
      D2: 0,
      E2: 0,
      pins: 6,
    },
    // TI VSON-8 3.3 × 3.3 NexFET (CSD19537Q3), KiCad Package_SON VSON-8_3.3x3.3mm_P0.65mm_NexFET.kicad_mod: F.Fab ±1.65,
    // pads 1–4 at pitch 0.65 on −X and pad 5 (the drain) over the +X side; its .step: x ±1.65, top 0.97; .wrl: body z
    // 0.02…0.97, terminals 0.35 wide, 0.45 long (x 1.2…1.65), 0.2 thick, the drain pad from x −0.9, 2.7 long (y ±1.35).
    // KiCad draws that pad apart from leads 5–8; here it reaches them, as power-son.ts's TDSON (the footprint's pad 5
    // joins them), so padX = 1.2 + 0.9
    'VSON-8': {
      kind: 'power-son',
      source: `${FROM} VSON-8_3.3x3.3mm_P0.65mm_NexFET (TI CSD19537Q3)`,
      kicad: 'VSON-8_3.3x3.3mm_P0.65mm_NexFET',
      D1: 3.3,
      E1: 3.3,
      E: 3.3,
      A1: 0.02,
      A2: 0.95,
      b: 0.35,
      c: 0.2,
      L: 0.45,
      e: 0.65,
      padX: 2.1,
      padY: 2.7,
      pins: 8,
    },
    // Panasonic HSON-8 8 × 8 (PGA26E07BA, PGA26E19BA), KiCad Package_DFN_QFN Panasonic_HSON-8_8x8mm_P2.00mm.kicad_mod (its
    // descr cites Panasonic's PKG_HSON008-A-0808XXI drawing): F.Fab ±4, four pads a side at pitch 2.0, pad 9 under the
    // body; its .step: x ±4.0, top 1.1; .wrl: terminals 1.0 wide, 0.25 long, 0.2 thick, no exposed pad (so none
    // here: pad 9 carries no model part, as in KiCad's model)
    'HSON-8': {
      kind: 'qfn',
      source: `${FROM} Panasonic_HSON-8_8x8mm_P2.00mm (Panasonic HSON008)`,
      kicad: 'Panasonic_HSON-8_8x8mm_P2.00mm',
      rows: 2,
      D: 8,
      E: 8,
      A: 1.1,
      A3: 0.2,
      b: 1,
      L: 0.25,
      e: 2,
      D2: 0,
      E2: 0,
      pins: 8,
    },
    // TI HTSSOP-20 PowerPAD (PWP, TPS777xx / TPS778xx), KiCad Package_SO
    // HTSSOP-20-1EP_4.4x6.5mm_P0.65mm_EP3.4x6.5mm.kicad_mod (the catalogue's parts use its _ThermalVias variant, same
    // pads and 3D model): F.Fab x ±2.2, y ±3.25 (body 4.4 × 6.5), pads at pitch 0.65, exposed pad 3.4 × 6.5 (pad 21;
    // KiCad's model draws it 3.5 × 6.0); its .step: x ±3.2 (lead tips), top 1.2; .wrl: body z 0.1…1.2, gull-wing
    // leads 0.25 wide, 0.15 thick (the foot's top), foot flat 0.42 from the tip, the lead's top at 0.724 (our
    // mid-height rule gives A1 + A2/2 + c/2 = 0.725); the exposed pad from the board to the body (0.1)
    'HTSSOP-20-1EP': {
      kind: 'gullwing',
      source: `${FROM} HTSSOP-20-1EP_4.4x6.5mm_P0.65mm_EP3.4x6.5mm (TI PWP)`,
      kicad: 'HTSSOP-20-1EP_4.4x6.5mm_P0.65mm_EP3.4x6.5mm',
      D: 6.5,
      E1: 4.4,
      E: 6.4,
      A1: 0.1,
      A2: 1.1,
      b: 0.25,
      c: 0.15,
      L: 0.42,
      e: 0.65,
      layout: 'dual',
      pins: 20,
      E2: 3.4,
      D2: 6.5,
    },
    // Infineon PG-HSOF-8-1 (TOLL: IPT012N08N5, IPT015N10N5, IPT020N10N3), KiCad Package_TO_SOT_SMD
    // Infineon_PG-HSOF-8-1.kicad_mod (its descr cites Infineon's PG-HSOF-8-1 package page): F.Fab x ±5.1875, y ±4.95
    // (body 10.375 × 9.9); pad 1 (gate) at x −5.25, y −4.2, pad 2 (source) the seven fingers below it at pitch 1.2, pad
    // 3 (drain) over the +X side. Infineon_PG-HSOF-8-1.wrl: x ±5.837, body z 0.02…2.319; eight flat leads 0.8 wide,
    // 0.5 thick, from the tips at x −5.837 to −3.937 (L 1.9), at y ±0.6, ±1.8, ±3.0, ±4.2; the drain slab 0.5 thick,
    // x −1.313…5.138 over y ±3.919 (padX × padY) and x 5.138…5.837 over y ±4.9 at the +X end (the tab). KiCad cuts two
    // notches 0.201 × 3.102 into the tab's outer edge; they are left out here. Our body stands on the lead frame (z
    // 0.5), as power-son.ts's
    'PG-HSOF-8-1': {
      kind: 'power-son',
      source: `${FROM} Infineon_PG-HSOF-8-1 (TOLL)`,
      kicad: 'Infineon_PG-HSOF-8-1',
      D1: 9.9,
      E1: 10.375,
      E: 11.674,
      A1: 0.02,
      A2: 2.299,
      b: 0.8,
      c: 0.5,
      L: 1.9,
      e: 1.2,
      padX: 6.451,
      padY: 7.838,
      leads: 8,
      tabX: 0.699,
      tabY: 9.8,
      pins: 8,
    },
    // TI HTSOP-8 PowerPAD (DDA, LP38512MR), KiCad Package_SO
    // Texas_HTSOP-8-1EP_3.9x4.9mm_P1.27mm_EP2.95x4.9mm_Mask2.4x3.1mm_ThermalVias.kicad_mod (the footprint KiCad's
    // LP38512MR-ADJ symbol names; its descr cites TI's DRV8870 datasheet): F.Fab x ±1.95, y ±2.45 (body 3.9 × 4.9),
    // pads at pitch 1.27 centred at x ±2.875, exposed pad 9; its 3D model (the footprint's model line:
    // Texas_HTSOP-8-1EP_3.9x4.9mm_P1.27mm_EP2.85x4.9mm_Mask2.4x3.1mm_ThermalVias.wrl): body x ±1.951, y ±2.451, z
    // 0.099…1.1; gull-wing leads 0.402 wide, 0.099 thick, leaving the body at z 0.551…0.65 (our mid-height rule gives
    // the same), the tips at x ±2.875, the foot's inner end at 2.35 (L 0.525); the exposed pad 2.4 × 3.2 (x ±1.199, y
    // ±1.6) from the board to the body (0.099)
    'HTSOP-8-1EP': {
      kind: 'gullwing',
      source: `${FROM} Texas_HTSOP-8-1EP_3.9x4.9mm_P1.27mm_EP2.95x4.9mm_Mask2.4x3.1mm_ThermalVias (TI DDA)`,
      kicad: 'Texas_HTSOP-8-1EP_3.9x4.9mm_P1.27mm_EP2.95x4.9mm_Mask2.4x3.1mm_ThermalVias',
      D: 4.9,
      E1: 3.9,
      E: 5.75,
      A1: 0.1,
      A2: 1,
      b: 0.4,
      c: 0.1,
      L: 0.525,
      e: 1.27,
      layout: 'dual',
      pins: 8,
      E2: 2.4,
      D2: 3.2,
    },
  };
