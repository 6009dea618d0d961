/**
 * What the 3D viewer's measure tool draws: a red dot on each picked point and, once two are picked, a red line
 * between them with the distance "x.xxx mm" at its middle. Built anew for each pick (model-scene.ts).
 *
 *   const marks = measureMarks([a, b], sphere.radius * 2, size); scene.add(marks); ... disposeTree(marks);
 */
import { Group, type Vector3 } from 'three';
import { dot, htmlLabel, screenLine, type ViewSize } from './scene-parts.ts';

const COLOR = '#d4380d';

/** The marks of 0, 1 or 2 picked points; `scale` is the model's size (the dots are drawn in proportion). */
export function measureMarks(points: readonly Vector3[], scale: number, size: ViewSize): Group {
  const group = new Group();
  for (const p of points) group.add(dot(p, scale * 0.01, 10, COLOR));
  const [a, b] = points;
  if (a && b) {
    const label = htmlLabel(
      a.clone().add(b).multiplyScalar(0.5),
      `${a.distanceTo(b).toFixed(3)} mm`,
      'jk-model-dim jk-model-measure',
    );
    // in front of the dimension labels (the CSS2DRenderer stacks higher renderOrder first)
    label.renderOrder = 1;
    group.add(screenLine(a, b, COLOR, 2, size), label);
  }
  return group;
}
