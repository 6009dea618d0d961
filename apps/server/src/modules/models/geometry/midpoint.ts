/** The midpoint of a drawing's min–max (mm), its float noise rounded off (1.66, not 1.6600000000000001). */
export const mid = (lo: number, hi: number) => Math.round(((lo + hi) / 2) * 1e4) / 1e4;
