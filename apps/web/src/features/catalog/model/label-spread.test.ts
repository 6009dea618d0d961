import { describe, expect, it } from 'vitest';
import { type LabelBox, spreadLabels } from './label-spread.ts';

/** Whether any two labels, moved by their offsets, cover each other. */
function anyOverlap(labels: readonly LabelBox[], dy: readonly number[]): boolean {
  return labels.some((a, i) =>
    labels.some(
      (b, j) =>
        j > i &&
        Math.abs(a.x - b.x) < (a.w + b.w) / 2 &&
        Math.abs(a.y + (dy[i] ?? 0) - (b.y + (dy[j] ?? 0))) < (a.h + b.h) / 2,
    ),
  );
}

describe('the 3D viewer keeps dimension labels apart (issue 11)', () => {
  it('two labels on nearly the same anchor (a ball grid\'s "b = 0.5" and "e = 0.8"): the first stays, the second moves by the nearest free distance', () => {
    const b = { x: 300, y: 180, w: 52, h: 20 };
    const e = { x: 306, y: 183, w: 52, h: 20 };
    const dy = spreadLabels([b, e], 2);
    expect(dy[0]).toBe(0);
    // below b: 180 + 20 + 2 = 202, 19 px from e's anchor (above would be 25 px)
    expect(dy[1]).toBe(19);
    expect(anyOverlap([b, e], dy)).toBe(false);
  });

  it('labels that do not touch keep their anchors; side by side on one line is not an overlap', () => {
    const row = [0, 80, 160].map((x) => ({ x, y: 50, w: 60, h: 18 }));
    expect(spreadLabels(row)).toEqual([0, 0, 0]);
    expect(
      spreadLabels([
        { x: 0, y: 0, w: 40, h: 16 },
        { x: 0, y: 30, w: 40, h: 16 },
      ]),
    ).toEqual([0, 0]);
  });

  it('a pile of labels on one point ends as a stack with none covering another, in the order given', () => {
    const pile = Array.from({ length: 6 }, (_, i) => ({ x: 200 + i, y: 100, w: 50 + 4 * i, h: 18 }));
    const dy = spreadLabels(pile);
    expect(dy[0]).toBe(0);
    expect(anyOverlap(pile, dy)).toBe(false);
    // alternately above and below the first, never further than the stack needs
    expect(Math.max(...dy.map(Math.abs))).toBeLessThanOrEqual(3 * 20);
  });

  it('a label between two placed ones takes the free gap nearest its anchor', () => {
    const top = { x: 0, y: 0, w: 40, h: 10 };
    const bottom = { x: 0, y: 100, w: 40, h: 10 };
    const middle = { x: 0, y: 8, w: 40, h: 10 };
    // above top (−12) is 20 px away, below top (12) only 4
    expect(spreadLabels([top, bottom, middle], 2)).toEqual([0, 0, 4]);
  });
});
