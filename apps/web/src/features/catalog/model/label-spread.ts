/**
 * Where the 3D viewer's dimension labels go on screen so that none covers another (issue 11: on a ball-grid
 * package "b = 0.5" and "e = 0.8" label lines whose middles are a fraction of a millimetre apart). Each label is
 * centred on its anchor (the middle of its dimension line, projected); taken in the order given, a label keeps
 * its anchor when that is free, else moves up or down to the nearest free place beside a label already placed.
 * The order is the server's order of the dimensions, so the same label keeps its place from frame to frame.
 *
 *   const dy = spreadLabels([{ x: 100, y: 50, w: 60, h: 18 }, { x: 104, y: 52, w: 60, h: 18 }]); // [0, 18]
 */

/** A label on screen (px): the centre of its anchor and its size. */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Space kept between two labels (px). */
export const LABEL_GAP = 2;

/** Whether two labels centred at their x and at heights ya, yb would touch (closer than gap). */
function overlaps(a: LabelBox, ya: number, b: LabelBox, yb: number, gap: number): boolean {
  const eps = 1e-6;
  return Math.abs(a.x - b.x) < (a.w + b.w) / 2 + gap - eps && Math.abs(ya - yb) < (a.h + b.h) / 2 + gap - eps;
}

/** The vertical offset (px, down is positive) of each label from its anchor; 0 where the anchor is free. */
export function spreadLabels(labels: readonly LabelBox[], gap = LABEL_GAP): number[] {
  const placed: { box: LabelBox; y: number }[] = [];
  return labels.map((box) => {
    const free = (y: number) => placed.every((p) => !overlaps(box, y, p.box, p.y, gap));
    // the anchor, then just above or below each label placed so far, nearest first
    const candidates = [box.y];
    for (const p of placed) {
      const apart = (p.box.h + box.h) / 2 + gap;
      candidates.push(p.y - apart, p.y + apart);
    }
    candidates.sort((a, b) => Math.abs(a - box.y) - Math.abs(b - box.y));
    // below the lowest placed label is always free, so a place is always found
    const y = candidates.find(free) ?? box.y;
    placed.push({ box, y });
    return y - box.y;
  });
}
