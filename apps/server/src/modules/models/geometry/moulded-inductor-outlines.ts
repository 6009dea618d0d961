/**
 * Outlines of Würth Elektronik's moulded power inductors (WE-XHMI, and WE-LHMI from
 * moulded-inductor-lhmi-outlines.ts) by the catalogue's package name ('WE-XHMI <size code>', the part number
 * without the value code: packages/catalog/src/inductors/we-power.ts); the shape's fields and volume in
 * moulded-inductor-shape.ts.
 *
 * Source: Würth's own 3D models of the size codes as ionutms/KiCAD_Symbols_Generator's footprints use them,
 * stored (re-exported by FreeCAD / OpenCascade 7.8) in the public repository ionutms/3D_Models_Vault as
 * 3D_models/inductors/<size code>.step, commit 4d729176262d9632fd352d4f99f6339cf0644bda unless a row names another;
 * read as STEP text (the B-rep's vertices and planes), mm, the model's origin at the footprint centre, the terminals
 * along X, the board at z = 0. Each of the first two models below (74439344, 74439346) is one solid: a moulded body whose plan is a rectangle with r 0.2 corners,
 * from its flat underside at z = 0.6 to its top (the marking raised 0.01 mm on the top face, small rounds about
 * the top), standing on two metal feet under its ends, each a block from z = 0 to 0.6 whose two ends are rounded
 * r 0.5 about an X axis at z 0.5. Here the body is the box of its plan and height (corner rounds, the top's
 * rounds and the marking left out) and each foot the box of its extent (end rounds left square).
 *
 * KiCad's own footprint of the 6060 size (KiCad 10's L_Wuerth_XHMI-6060, descr "6.65x6.45x5.8mm", datasheet
 * 74439346068) has the same pads as ionutms' 74439346 footprint (x ±2, 1.45 × 5.5) and the same height; its F.Fab
 * puts the 6.65 side along X, Würth's model and an Eagle library's WE-XHMI(6.65X6.45) package (silk x ±3.225,
 * y ±3.325) along Y: the model's is kept. The WE-LHMI rows, whose terminals wrap the body's ends (the `wrap`
 * variant of MouldedOutline), are in moulded-inductor-lhmi-outlines.ts. Size codes without a row answer
 * 暂无三维模型.
 */

import { LHMI_OUTLINES } from './moulded-inductor-lhmi-outlines.ts';
import type { MouldedOutline } from './moulded-inductor-shape.ts';

const MODEL = 'ionutms/3D_Models_Vault 3D_models/inductors';

/** The 6.45 × 6.65 body and its feet, common to the two models (their B-reps differ only in height). */
const XHMI_6X6 = { L: 6.45, W: 6.65, z0: 0.6, fx0: 1.375, fx1: 2.675, fy: 2.45 } as const;

/** The 6.4 × 6.6 body and its feet of 744393445 and 744393465 (their B-reps differ only in height). */
const XHMI_6X6_5 = { L: 6.4, W: 6.6, z0: 0.5, fx0: 1.4, fx1: 2.65, fy: 2.5 } as const;

/** The 4.3 × 4.3 body and its feet of 74439323 and 74439324 (their B-reps differ only in height). */
const XHMI_4X4 = { L: 4.3, W: 4.3, z0: 0.21, fx0: 0.8, fx1: 1.68, fy: 1.74998 } as const;

/** 744393305's and 74439333's body length, underside and feet (their B-reps differ in W and H). */
const XHMI_5X5 = { L: 5.35, z0: 0.21, fx0: 1.1, fx1: 2.2, fy: 2.25 } as const;

/** 74439384's and 74439387's body plan, underside and feet (their B-reps differ only in height). */
const XHMI_8X8 = { L: 7.6, W: 7.9, z0: 0.3, fx0: 1.55, fx1: 3.05, fy: 3.025 } as const;

/** The catalogue's package name → outline. */
export const MOULDED_OUTLINES: Readonly<Record<string, MouldedOutline>> = {
  // body x ±3.225, y ±3.325, z 0.6…3.0 (marking 2.99…3.0); feet x ±(1.375…2.675), y ±2.45, z 0…0.6
  'WE-XHMI 74439344': { source: `${MODEL}/74439344.step`, ...XHMI_6X6, H: 3.0 },
  // body x ±3.225, y ±3.325, z 0.6…5.8 (marking 5.79…5.8; KiCad's L_Wuerth_XHMI-6060: 5.8); feet as 74439344's
  'WE-XHMI 74439346': { source: `${MODEL}/74439346.step`, ...XHMI_6X6, H: 5.8 },
  // The rows below (same repository; the commit is given where it is not 4d72917) are each one solid too, their
  // marking sunk 0.01 into the top face (the top face is the highest point, taken as H), figures from the side
  // faces' planes and vertices and the underside's outline. 744393445, 744393465 and 744393605: a body with r 0.2
  // plan corners whose sides end 0.2 below the top face (the top edges between left out), on two feet from z 0 to
  // the body's underside whose bottom edges along X are rounded r 0.2 (about X axes at z 0.2).
  // 744393445.step (PRODUCT '74439344xxx'): body x ±3.2, y ±3.3, z 0.5…3.1 (marking floor 3.09); feet x
  // ±(1.4…2.65), y ±2.5, z 0…0.5
  'WE-XHMI 744393445': { source: `${MODEL}/744393445.step`, ...XHMI_6X6_5, H: 3.1 },
  // 744393465.step (PRODUCT '74439346xxx'): body as 744393445's to z 6.1 (marking floor 6.09); feet as 744393445's
  'WE-XHMI 744393465': { source: `${MODEL}/744393465.step`, ...XHMI_6X6_5, H: 6.1 },
  // 744393605.step: body x ±5.0, y ±5.65, z 0.5…10.0 (marking floor 9.99); feet x ±(2.225…4.425), y ±4.0, z 0…0.5
  'WE-XHMI 744393605': {
    source: `${MODEL}/744393605.step`,
    L: 10,
    W: 11.3,
    z0: 0.5,
    H: 10,
    fx0: 2.225,
    fx1: 4.425,
    fy: 4,
  },
  // 74439358.step: body x ±4.15, y ±4.4 (r 0.2 corners), z 0.6…7.8 (sides to 7.5, marking floor 7.79); feet x
  // ±(1.8…3.2), y ±3.25, z 0…0.6, their ends rounded r 0.5 about X axes at z 0.5 (as 74439344's)
  'WE-XHMI 74439358': {
    source: `${MODEL}/74439358.step`,
    L: 8.3,
    W: 8.8,
    z0: 0.6,
    H: 7.8,
    fx0: 1.8,
    fx1: 3.2,
    fy: 3.25,
  },
  // 74439369.step (commit b74e2d7, PRODUCT '1'): body x ±5.25, y ±5.8 (r 0.2 corners) from its underside at z 1.0
  // to a shoulder at z 8.6, then a cap chamfered 0.3 × 45° from x ±4.75, y ±5.3 (r 0.1 corners) at z 8.6 to the top
  // face x ±4.45, y ±5.0 at z 8.9 (marking floor 8.89): here the body box to the shoulder and the cap the box of
  // its base (as 744393665's below); feet x ±(2.225…4.425), y ±4.15 at z 1.0 to ±3.155 at their undersides at z 0.1, the ends rounded r 1
  // about X axes at z 1.1: the model stands 0.1 above z = 0, the feet here reach the board at z 0
  'WE-XHMI 74439369': {
    source: `${MODEL}/74439369.step (commit b74e2d7d3a3cc0db0459682832314fb245001906)`,
    L: 10.5,
    W: 11.6,
    z0: 1,
    H: 8.9,
    fx0: 2.225,
    fx1: 4.425,
    fy: 4.15,
    cap: { L: 9.5, W: 10.6, z: 8.6 },
  },
  // 74439324.step (commit 6b379fc, PRODUCT '74439390xxx_4030'): body x ±2.15, y ±2.15 (r 0.1 corners), z 0.21…3.01
  // (sides to 2.91, top face x ±2.05, marking floor 3.0); feet x ±(0.8…1.68), y ±1.74998 at z 0.21 to ±1.505 at
  // their undersides at z 0.01, the ends rounded r 0.25 about X axes at z 0.26: the model stands 0.01 above z = 0 (the feet here from z 0)
  'WE-XHMI 74439324': {
    source: `${MODEL}/74439324.step (commit 6b379fc292d93f96c0ad15b142d14daa9ec9b885)`,
    ...XHMI_4X4,
    H: 3.01,
  },
  // 74439323.step (commit f269057, PRODUCT '74439323xxx_4020'): as 74439324's to z 2.01 (sides to 1.91, marking
  // floor 2.0)
  'WE-XHMI 74439323': {
    source: `${MODEL}/74439323.step (commit f26905770c17974aefa465cf157a4a54c802e335)`,
    ...XHMI_4X4,
    H: 2.01,
  },
  // 74439334.step (commit 0cc5403, PRODUCT '74439334xxx_5030'): body x ±2.675, y ±2.775 (r 0.1 corners), z
  // 0.21…3.01 (sides to 2.91, top face x ±2.575, y ±2.675, marking floor 3.0); feet x ±(1.1…2.2), y ±2.25 at z 0.21
  // to ±2.005 at their undersides at z 0.01, the ends rounded r 0.25 about X axes at z 0.26
  'WE-XHMI 74439334': {
    source: `${MODEL}/74439334.step (commit 0cc5403f6f6a7cea432365472e7cef13224a21fc)`,
    L: 5.35,
    W: 5.55,
    z0: 0.21,
    H: 3.01,
    fx0: 1.1,
    fx1: 2.2,
    fy: 2.25,
  },
  // The rows below, read the same way (the commit of each file where it is not 4d72917): each model one solid
  // (PRODUCT '<size code>xxx', some with the size, '744393305xxx_5050'), its top face the highest point, taken as
  // H, with the marking sunk 0.01 into it (the marking's floor given below); plan corners rounded; the feet's two
  // ends (at ±y) rounded about X axes (left square here). Three templates:
  // - 744393305, 74439333, 74439325: body from its underside at z0 = 0.21 to H, its side faces ending at H − 0.1
  //   and the top face 0.1 in from them (the band between left out); feet from z 0.01 (0 here) to 0.21, ends r 0.25.
  // - 74439384, 74439387: the same with z0 = 0.3 and feet from z 0 to 0.3, ends r 0.6 about z 0.6.
  // - 744393665, 74439370: body from z0 to a ledge, on it a cap (r 0.1 corners) whose sides are 45° chamfers up
  //   to the top face (744393665: x ±4.7, y ±5.35 at the ledge z 5.8 to x ±4.5, y ±5.15 at z 6.0): the cap here
  //   the box of its base.
  // 744393665.step: body x ±5, y ±5.65, z 0.5…5.8, cap from x ±4.7, y ±5.35 at z 5.8 to the top at 6.0 (marking
  // floor 5.99); feet x ±(2.225…4.425), y ±4, z 0…0.5, ends r 0.2 about z 0.2
  'WE-XHMI 744393665': {
    source: `${MODEL}/744393665.step`,
    L: 10,
    W: 11.3,
    z0: 0.5,
    H: 6,
    fx0: 2.225,
    fx1: 4.425,
    fy: 4,
    cap: { L: 9.4, W: 10.7, z: 5.8 },
  },
  // 74439370.step, commit c482af7164054e0d0618abd18254897828eb140c: body x ±7.7, y ±8.2, z 1.0…9.8, cap from
  // x ±7.2, y ±7.7 at z 9.8 to the top at 10.1 (marking floor 10.09); feet x ±(3.75…6.95), y ±6.5 from the
  // underside at z 1.0 down to z 0.1 (pad 1's) and 0.2 (pad 2's), ends r 0.85: the model stands 0.1 above its
  // origin, the feet here reach the board at z 0
  'WE-XHMI 74439370': {
    source: `${MODEL}/74439370.step@c482af7164054e0d0618abd18254897828eb140c`,
    L: 15.4,
    W: 16.4,
    z0: 1,
    H: 10.1,
    fx0: 3.75,
    fx1: 6.95,
    fy: 6.5,
    cap: { L: 14.4, W: 15.4, z: 9.8 },
  },
  // 744393305.step, commit c9923897052e6863ad8b03e8cb7717af0799ce11: body x ±2.675, y ±2.775, z 0.21…5.11 (sides
  // to 5.01, top face x ±2.575, y ±2.675, marking floor 5.10); feet x ±(1.1…2.2), y ±2.25, z 0.01…0.21
  'WE-XHMI 744393305': {
    source: `${MODEL}/744393305.step@c9923897052e6863ad8b03e8cb7717af0799ce11`,
    ...XHMI_5X5,
    W: 5.55,
    H: 5.11,
  },
  // 74439333.step, commit 95886e07480e21ac8172621990aac7cd109b26ee: body x ±2.675, y ±2.75, z 0.21…2.01 (sides to
  // 1.91, top face x ±2.575, y ±2.65, marking floor 2.00); feet as 744393305's
  'WE-XHMI 74439333': {
    source: `${MODEL}/74439333.step@95886e07480e21ac8172621990aac7cd109b26ee`,
    ...XHMI_5X5,
    W: 5.5,
    H: 2.01,
  },
  // 74439384.step: body x ±3.8, y ±3.95, z 0.3…2.75 (sides to 2.65, top face x ±3.7, y ±3.85, marking floor
  // 2.74); feet x ±(1.55…3.05), y ±3.025, z 0…0.3
  'WE-XHMI 74439384': { source: `${MODEL}/74439384.step`, ...XHMI_8X8, H: 2.75 },
  // 74439387.step: body as 74439384's to z 7.39 (sides to 7.29, marking floor 7.38); feet as 74439384's
  'WE-XHMI 74439387': { source: `${MODEL}/74439387.step`, ...XHMI_8X8, H: 7.39 },
  // 74439325.step, commit 6b379fc292d93f96c0ad15b142d14daa9ec9b885: body x ±2.15, y ±2.15, z 0.21…4.11 (sides to
  // 4.01, top face x ±2.05, y ±2.05, marking floor 4.10); feet x ±(0.8…1.68), y ±1.74998, z 0.01…0.21
  'WE-XHMI 74439325': {
    source: `${MODEL}/74439325.step@6b379fc292d93f96c0ad15b142d14daa9ec9b885`,
    L: 4.3,
    W: 4.3,
    z0: 0.21,
    H: 4.11,
    fx0: 0.8,
    fx1: 1.68,
    fy: 1.74998,
  },
  ...LHMI_OUTLINES,
};
