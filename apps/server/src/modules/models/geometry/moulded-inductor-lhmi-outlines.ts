/**
 * Outlines of Würth Elektronik's WE-LHMI moulded power inductors by the catalogue's package name ('WE-LHMI
 * <size code>', packages/catalog/src/inductors/we-power.ts), in the terms of MouldedOutline's `wrap` variant
 * (moulded-inductor-shape.ts).
 *
 * Source: Würth's own 3D models of the size codes as stored (re-exported by FreeCAD / OpenCascade 7.8) in the
 * public repository ionutms/3D_Models_Vault as 3D_models/inductors/<size code>.step (commit per row), read as
 * STEP text, mm, origin at the footprint centre, terminals along X (the 7443732448 model turns both parts 180°
 * about z; they are symmetric). Each model has two solids: 'base', the moulded body (a box with vertical corner
 * rounds, its top edge chamfered 0.2 in × 0.1 down, the marking engraved 0.01 into the top face, notches in its
 * underside at the ends) whose underside is at z 0, and 'pin', one solid for both terminals: at each end a plate
 * under the body from its underside (z −0.1, −0.05 or 0 by size code) up into the underside's notch, bent up the
 * end face (outer round about the plate's end) and bent back over the top of the end into a bar through the body
 * joining the two ends. Here the model is raised by the terminals' depth below the body so they stand on the
 * board (z = 0; 74437334's plates are flush with the body's underside: not raised), the body is the box of its
 * plan and top (rounds, chamfer and marking left out), each terminal the pad plate and the wrap boxes of their
 * extents (rounds left square, the bar inside the body left out), cut out of the body (the notch; the model's notches are wider than the terminal, the gaps left out). In most
 * models the wrap stands a little outside the body's end face (wx0 > L/2: 0.05 for 5.2, 6.6 and 8.8 mm bodies,
 * 0.095 for 74437321, 0.15 for 74437377); it is kept there, not moved onto the body.
 */
import type { MouldedOutline } from './moulded-inductor-shape.ts';

const MODEL = 'ionutms/3D_Models_Vault 3D_models/inductors';

/** The catalogue's package name → outline (the wrap variant). */
export const LHMI_OUTLINES: Readonly<Record<string, MouldedOutline>> = {
  // commit 772f6cccf2581c3b8cd22bb2c605b26871438514: body x ±2.03 (end faces), y ±2.03, z 0…1.7 (top face; marking
  // 1.69…1.7); pin face y = −1 (and +1): plate z −0.1…0.2 from x ±1.465 out, round r 0.35 about (±1.875, 0.25) to
  // the end x ±2.225, round r 0.35 about (±1.875, 0.65) to its top z 1.0, inner face x ±1.925 (z 0.25…0.65)
  'WE-LHMI 74437324': {
    source: `${MODEL}/74437324.step`,
    L: 4.06,
    W: 4.06,
    z0: 0.1,
    H: 1.8,
    fx0: 1.465,
    fx1: 2.225,
    fy: 1,
    wrap: { pz: 0.3, wx0: 1.925, wz: 1.1 },
  },
  // commit 727915b4db52365f3b6844ffbf9f5e56403d24fd: body x ±3.3 (end faces, #3243), y ±3.3, corners r 1, z 0…4.7
  // (top face; marking 4.69…4.7), underside notch y ±2.25, z 0…0.2 from x ±0.95 out; pin face y = −1.5 (and
  // +1.5, #3706): plate z −0.1…0.2 from x ±1.85 out, round r 0.5 about (±3.15, 0.4) to the end x ±3.65, round r 0.5
  // about (±3.15, 2.0) to its top z 2.5, inner face x ±3.35 (z 0.4…2.0), clear of the flat end face
  'WE-LHMI 74437349': {
    source: `${MODEL}/74437349.step`,
    L: 6.6,
    W: 6.6,
    z0: 0.1,
    H: 4.8,
    fx0: 1.85,
    fx1: 3.65,
    fy: 1.5,
    wrap: { pz: 0.3, wx0: 3.35, wz: 2.6 },
  },
  // commit f3658abe47b432e363706e261e0588df5c713f17: body x ±3.3 (end faces, #3685), y ±3.3, corners r 1, z 0
  // (underside, #3632)…2.7 (top face; chamfer from 2.6, marking 2.69…2.7), underside notch y ±2.25 from x ±0.95 out;
  // pin (first solid) face y = −1.5 (and +1.5, #79): plate z −0.1…0.2 from x ±1.85 out, round r 0.35 about
  // (±3.3, 0.25) to the end x ±3.65, round r 0.35 about (±3.3, 1.15) to its top z 1.5, inner face x ±3.35
  // (z 0.25…1.15), clear of the flat end face
  'WE-LHMI 74437346': {
    source: `${MODEL}/74437346.step`,
    L: 6.6,
    W: 6.6,
    z0: 0.1,
    H: 2.8,
    fx0: 1.85,
    fx1: 3.65,
    fy: 1.5,
    wrap: { pz: 0.3, wx0: 3.35, wz: 1.6 },
  },
  // commit ebf0b77aa42d05b5a9e6ff03394b7ba310e16bce (product 'IndLHMI5020_molded', pin first): body end faces x ±2.6
  // (#1424) from its underside z 0 to the chamfer at 1.7, top face z 1.8 within x, y ±2.4 (r 0.8 corners; its plane
  // placed at (2.6, 2.6, 1.8), marking 1.79…1.8), an end notch y ±1.25 from z 0 to 0.9 and an underside notch from
  // x ±1.1 out, z 0…0.2; pin face y = +1.25 (and −1.25, #39): plate z 0…0.2 from x ±1.75 out, round r 0.25 about
  // (±2.6, 0.25) to the end x ±2.85, round r 0.25 about (±2.6, 0.65) to its top z 0.9, inner face x ±2.65
  // (z 0.25…0.65). Here the terminals' underside is the body's (z 0): the model is not raised
  'WE-LHMI 74437334': {
    source: `${MODEL}/74437334.step`,
    L: 5.2,
    W: 5.2,
    z0: 0,
    H: 1.8,
    fx0: 1.75,
    fx1: 2.85,
    fy: 1.25,
    wrap: { pz: 0.2, wx0: 2.65, wz: 0.9 },
  },
  // commit 727915b4db52365f3b6844ffbf9f5e56403d24fd (product 'IndLHMI_8030', pin first): body end faces x ±4.4
  // (#2134), y ±4.1 (underside #2240 at z 0, corners r 0.5), top face z 2.95 (chamfer from 2.85, marking at 2.95),
  // underside notch y ±3 from x ±2.25 out, z 0…0.15; pin face y = +2.5 (and −2.5, #39): plate z −0.05…0.15 from
  // x ±3.225 out, round r 0.3 about (±4.425, 0.25) to the end x ±4.725, round r 0.3 about (±4.425, 1.75) to its top
  // z 2.05, inner face x ±4.525 (z 0.25…1.75), clear of the end face; raised by 0.05
  'WE-LHMI 74437356': {
    source: `${MODEL}/74437356.step`,
    L: 8.8,
    W: 8.2,
    z0: 0.05,
    H: 3.0,
    fx0: 3.225,
    fx1: 4.725,
    fy: 2.5,
    wrap: { pz: 0.2, wx0: 4.525, wz: 2.1 },
  },
  // commit ef5a4094695606fafcfbed1bcfcbfa3b7a35254f: body x ±5 (end faces, #2972), y ±5, corners r 1, z 0
  // (underside, #2812)…3.7 (top face; chamfer from 3.6, marking 3.69…3.7), underside notch y ±2.25 from x ±2.15 out;
  // pin face y = −1.5 (and +1.5, #3706): plate z −0.1…0.2 from x ±3.2 out, round r 0.5 about (±5, 0.4) to the end
  // x ±5.5, round r 0.5 about (±5, 1.35) to its top z 1.85, inner face x ±5.2 (z 0.4…1.35), clear of the end face
  'WE-LHMI 74437368': {
    source: `${MODEL}/74437368.step`,
    L: 10,
    W: 10,
    z0: 0.1,
    H: 3.8,
    fx0: 3.2,
    fx1: 5.5,
    fy: 1.5,
    wrap: { pz: 0.3, wx0: 5.2, wz: 1.95 },
  },
  // commit ef5a4094695606fafcfbed1bcfcbfa3b7a35254f: body x ±6.25 (end faces, #2038), y ±6.25, corners r 0.75,
  // z 0 (underside, #1813)…6.1 (top face; chamfer from 6.0, marking 6.09…6.1), underside notch y ±2.55 from x ±4.25
  // out; pin face y = −2.35 (and +2.35, #3862): plate z −0.1…0.2 from x ±4.45 out, round r 0.5 about (±6.25, 0.4)
  // to the end x ±6.75, round r 0.5 about (±6.25, 1.35) to its top z 1.85, inner face x ±6.45 (z 0.4…1.35), clear
  // of the flat end face
  'WE-LHMI 744373965': {
    source: `${MODEL}/744373965.step`,
    L: 12.5,
    W: 12.5,
    z0: 0.1,
    H: 6.2,
    fx0: 4.45,
    fx1: 6.75,
    fy: 2.35,
    wrap: { pz: 0.3, wx0: 6.45, wz: 1.95 },
  },
  // commit 5d5714a58724a01529be32d63c5eb271ba872cbc: body x ±2.03 (end faces #1204/#1304), y ±2.03, z 0…1.0 (bottom
  // face #1079, top face #3325; marking 0.99…1.0); pin (#3660) face y = 1 (#3766): plate z 0…0.1 from x ±1.465,
  // round r 0.2 about (±2.025, 0.2) to the end x ±2.225, inner face x ±2.125 (z 0.2…0.4), round to its top z 0.6
  'WE-LHMI 74437321': {
    source: `${MODEL}/74437321.step`,
    L: 4.06,
    W: 4.06,
    z0: 0,
    H: 1.0,
    fx0: 1.465,
    fx1: 2.225,
    fy: 1,
    wrap: { pz: 0.1, wx0: 2.125, wz: 0.6 },
  },
  // commit cb8a3eed2d16f51df694a833143ba250ea328b11: body end face x ±2.03 (#752), y ±2.03 (vertices ±1.53 + r 0.5),
  // z 0…1.8 (top loop #1005 at 1.8); pin (#37) face y = −1 (#79): plate z 0…0.3 from x ±1.465, round r 0.35 about
  // (±1.875, 0.35) to the end x ±2.225, inner face x ±1.925 (z 0.35…0.65), round to its top z 1.0
  'WE-LHMI 7443732448': {
    source: `${MODEL}/7443732448.step`,
    L: 4.06,
    W: 4.06,
    z0: 0,
    H: 1.8,
    fx0: 1.465,
    fx1: 2.225,
    fy: 1,
    wrap: { pz: 0.3, wx0: 1.925, wz: 1.0 },
  },
  // commit 7704e48dfccadffd434635313da3039cdcacc7c7: body x, y ±2.6 (bottom face #1536, r 1 corners), z 0…1.8 (top
  // face #752); pin (#37) face y = 1.25 (#39): plate z 0…0.2 from x ±1.75, round r 0.25 about (±2.6, 0.25) to the
  // end x ±2.85, inner face x ±2.65 (z 0.25…0.65), round to its top z 0.9
  'WE-LHMI 7443733448': {
    source: `${MODEL}/7443733448.step`,
    L: 5.2,
    W: 5.2,
    z0: 0,
    H: 1.8,
    fx0: 1.75,
    fx1: 2.85,
    fy: 1.25,
    wrap: { pz: 0.2, wx0: 2.65, wz: 0.9 },
  },
  // commit 0533d39277848ddd8af75877fd088b657df435b5: body x, y ±2.6 (bottom face #2345, r 1 corners), z 0…2.8 (top
  // plane #2340; marking 2.79…2.8); pin (#3656) face y = 0.75 (#3764): plate z 0…0.2 from x ±1.75, round r 0.35
  // about (±2.5, 0.35) to the end x ±2.85, inner face x ±2.65 (z 0.35…1.15), round to its top z 1.5
  'WE-LHMI 74437336': {
    source: `${MODEL}/74437336.step`,
    L: 5.2,
    W: 5.2,
    z0: 0,
    H: 2.8,
    fx0: 1.75,
    fx1: 2.85,
    fy: 0.75,
    wrap: { pz: 0.2, wx0: 2.65, wz: 1.5 },
  },
  // commit 727915b4db52365f3b6844ffbf9f5e56403d24fd: body x, y ±3.3 (bottom PLANE #2323, r 1 corners), z 0…2.7 (top
  // face #752, PLANE #2129; marking 2.69…2.7); pin (#37) face y = −1.5 (#79): plate z −0.1…0.2 from x ±1.85, round r 0.35
  // about (±3.3, 0.25) to the end x ±3.65, inner face x ±3.35 (z 0.25…1.15), round to its top z 1.5; raised 0.1
  'WE-LHMI 7443734648': {
    source: `${MODEL}/7443734648.step`,
    L: 6.6,
    W: 6.6,
    z0: 0.1,
    H: 2.8,
    fx0: 1.85,
    fx1: 3.65,
    fy: 1.5,
    wrap: { pz: 0.3, wx0: 3.35, wz: 1.6 },
  },
  // commit 727915b4db52365f3b6844ffbf9f5e56403d24fd: body x, y ±3.3 (bottom face #2932, r 1 corners), z 0…4.7 (top
  // PLANE #2129); pin (#37) face y = −1.5 (#79): plate z −0.1…0.2 from x ±1.85, round r 0.5 about (±3.15, 0.4) to
  // the end x ±3.65, inner face x ±3.35 (z 0.4…2.0), round to its top z 2.5; raised 0.1
  'WE-LHMI 7443734948': {
    source: `${MODEL}/7443734948.step`,
    L: 6.6,
    W: 6.6,
    z0: 0.1,
    H: 4.8,
    fx0: 1.85,
    fx1: 3.65,
    fy: 1.5,
    wrap: { pz: 0.3, wx0: 3.35, wz: 2.6 },
  },
  // commit 727915b4db52365f3b6844ffbf9f5e56403d24fd: body x ±4.4, y ±4.1 (bottom face #1634, r 0.5 corners), z 0…3.95
  // (top PLANE #1298; marking 3.94…3.95); pin (#3660) face y = 2.5 (#3768): plate z −0.05…0.15 from x ±3.225, round
  // r 0.3 about (±4.425, 0.25) to the end x ±4.725, inner face x ±4.525 (z 0.25…2.75), round to its top z 3.05;
  // raised 0.05
  'WE-LHMI 74437358': {
    source: `${MODEL}/74437358.step`,
    L: 8.8,
    W: 8.2,
    z0: 0.05,
    H: 4.0,
    fx0: 3.225,
    fx1: 4.725,
    fy: 2.5,
    wrap: { pz: 0.2, wx0: 4.525, wz: 3.1 },
  },
  // commit ef5a4094695606fafcfbed1bcfcbfa3b7a35254f: body x, y ±6.3 (bottom face #3525, r 1 corners), z 0…3.2 (top
  // face #752, PLANE #1434; marking 3.19…3.2); pin (#37) face y = −1.5 (#79): plate z −0.1…0.2 from x ±4.45, round r 0.5 about
  // (±6.25, 0.4) to the end x ±6.75, inner face x ±6.45 (z 0.4…1.05), round to its top z 1.55; raised 0.1
  'WE-LHMI 74437377': {
    source: `${MODEL}/74437377.step`,
    L: 12.6,
    W: 12.6,
    z0: 0.1,
    H: 3.3,
    fx0: 4.45,
    fx1: 6.75,
    fy: 1.5,
    wrap: { pz: 0.3, wx0: 6.45, wz: 1.65 },
  },
};
