/**
 * The key dimensions drawn on a 3D model: each a line with end dots and a label "symbol = value" at its middle.
 * Labels that would cover one another on screen are moved apart in every frame drawn (model/label-spread.ts), so the
 * rule holds from every view the user turns to; the move is written straight to the label's style.
 *
 *   const dims = new DimensionLabels(info.dimensions, sphere.radius * 2, size); scene.add(dims.group);
 *   dims.spread(camera, size); // in each frame drawn
 *   dims.dispose();
 */
import type { ModelDimension } from '@jianku/rules/models-schemas';
import { type Camera, Group, Vector3 } from 'three';
import { spreadLabels } from '../model/label-spread.ts';
import { disposeTree, dot, htmlLabel, screenLine, type ViewSize } from './scene-parts.ts';

const COLOR = '#1677ff';

/** CAD (Z up) → glTF / three.js (Y up): (x, y, z) → (x, z, −y), as the server writes the GLB. */
const toView = ([x, y, z]: readonly [number, number, number]) => new Vector3(x, z, -y);

export class DimensionLabels {
  /** The lines, dots and labels, to add to the scene. */
  readonly group = new Group();
  /** Each label's anchor (the middle of its line) and element, in the server's order of the dimensions. */
  private readonly labels: { anchor: Vector3; el: HTMLElement; shown?: number }[] = [];
  private readonly projected = new Vector3();

  /** `scale` is the model's size (the dots are drawn in proportion). */
  constructor(dims: readonly ModelDimension[], scale: number, size: ViewSize) {
    for (const d of dims) {
      const a = toView(d.from);
      const b = toView(d.to);
      const mid = a.clone().add(b).multiplyScalar(0.5);
      const label = htmlLabel(mid, `${d.symbol} = ${d.value}`, 'jk-model-dim');
      this.group.add(
        screenLine(a, b, COLOR, 1.5, size),
        dot(a, scale * 0.008, 8, COLOR),
        dot(b, scale * 0.008, 8, COLOR),
        label,
      );
      this.labels.push({ anchor: mid, el: label.element });
    }
  }

  /** Moves each label off its neighbours (px, vertical), after projecting the anchors with this camera. */
  spread(camera: Camera, size: ViewSize): void {
    const boxes = this.labels.map(({ anchor, el }) => {
      const p = this.projected.copy(anchor).project(camera);
      return {
        x: ((p.x + 1) / 2) * size.width,
        y: ((1 - p.y) / 2) * size.height,
        w: el.offsetWidth,
        h: el.offsetHeight,
      };
    });
    spreadLabels(boxes).forEach((dy, i) => {
      const label = this.labels[i];
      const px = Math.round(dy);
      if (!label || label.shown === px) return;
      label.shown = px;
      label.el.style.translate = `0 ${px}px`;
    });
  }

  /** Takes the labels out of the page and frees the lines' and dots' memory. */
  dispose(): void {
    this.group.removeFromParent();
    disposeTree(this.group);
  }
}
