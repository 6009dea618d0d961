// O-rings for general industrial use (G series), GB/T 3452.1-2005.
//
// Source: GB/T 3452.1-2005 表1 (G series) — inside diameters d1 and the cross-sections d2 = 1.8, 2.65,
// 3.55, 5.3, 7 offered for each: 1.8 for d1 1.8–50, 2.65 for d1 10.6–150, 3.55 for d1 18–200, 5.3 for
// d1 40–400, 7 for d1 109–670. Quality grades N and S (GB/T 3452.2). Designation:
// "O形圈 7.5×1.8-G-S-GB/T 3452.1-2005". The compound is chosen by the user (common NBR, FKM, VMQ, EPDM).

export const O_RING_D1 = [
  1.8, 2, 2.24, 2.5, 2.8, 3.15, 3.55, 3.75, 4, 4.5, 4.75, 4.87, 5, 5.15, 5.3, 5.6, 6, 6.3, 6.7, 6.9, 7.1, 7.5,
  8, 8.5, 8.75, 9, 9.5, 9.75, 10, 10.6, 11.2, 11.6, 11.8, 12.1, 12.5, 12.8, 13.2, 14, 14.5, 15, 15.5, 16, 17,
  18, 19, 20, 20.6, 21.2, 22.4, 23, 23.6, 24.3, 25, 25.8, 26.5, 27.3, 28, 29, 30, 31.5, 32.5, 33.5, 34.5,
  35.5, 36.5, 37.5, 38.7, 40, 41.2, 42.5, 43.7, 45, 46.2, 47.5, 48.7, 50, 51.5, 53, 54.5, 56, 58, 60, 61.5,
  63, 65, 67, 69, 71, 73, 75, 77.5, 80, 82.5, 85, 87.5, 90, 92.5, 95, 97.5, 100, 103, 106, 109, 112, 115, 118,
  122, 125, 128, 132, 136, 140, 145, 150, 155, 160, 165, 170, 175, 180, 185, 190, 195, 200, 206, 212, 218,
  224, 230, 236, 243, 250, 258, 265, 272, 280, 290, 300, 307, 315, 325, 335, 345, 355, 365, 375, 387, 400,
  412, 425, 437, 450, 462, 475, 487, 500, 515, 530, 545, 560, 580, 600, 615, 630, 650, 670,
];

/** Cross-section d2 and the d1 range (inclusive) in which the standard lists it. */
export const O_RING_SECTIONS: Array<{ d2: number; from: number; to: number }> = [
  { d2: 1.8, from: 1.8, to: 50 },
  { d2: 2.65, from: 10.6, to: 150 },
  { d2: 3.55, from: 18, to: 200 },
  { d2: 5.3, from: 40, to: 400 },
  { d2: 7, from: 109, to: 670 },
];

export const O_RING_MATERIALS: Array<{ name: string; code: string }> = [
  { name: 'NBR 丁腈橡胶', code: 'NBR' },
  { name: 'FKM 氟橡胶', code: 'FKM' },
  { name: 'VMQ 硅橡胶', code: 'VMQ' },
  { name: 'EPDM 三元乙丙橡胶', code: 'EPDM' },
];

export const O_RING_GRADES: Array<{ name: string; code: 'N' | 'S' }> = [
  { name: 'N (一般级)', code: 'N' },
  { name: 'S (较高级)', code: 'S' },
];
