/**
 * The small three.js pieces the 3D viewer draws on a model (model-scene.ts): a line of a fixed width in screen
 * pixels, a dot, an HTML label, and the disposal of what was built from them. They take the place of drei's
 * Line and Html, so that the viewer needs nothing of React's reconciler (it also runs on preact/compat).
 *
 *   group.add(screenLine(a, b, '#1677ff', 1.5, { width: 800, height: 360 }), dot(a, 0.4, 8, '#1677ff'));
 */
import {
  type BufferGeometry,
  type Material,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  SphereGeometry,
  type Vector3,
} from 'three';
import { Line2 } from 'three/examples/jsm/lines/Line2.js';
import { LineGeometry } from 'three/examples/jsm/lines/LineGeometry.js';
import { LineMaterial } from 'three/examples/jsm/lines/LineMaterial.js';
import { CSS2DObject } from 'three/examples/jsm/renderers/CSS2DRenderer.js';

/** The drawing area in CSS pixels (what a line's width is measured against). */
export interface ViewSize {
  width: number;
  height: number;
}

/** A straight line from a to b, `width` CSS pixels wide whatever the zoom (as drei's Line). */
export function screenLine(a: Vector3, b: Vector3, color: string, width: number, size: ViewSize): Line2 {
  const geometry = new LineGeometry().setPositions([a.x, a.y, a.z, b.x, b.y, b.z]);
  const material = new LineMaterial({ color, linewidth: width });
  material.resolution.set(size.width, size.height);
  const line = new Line2(geometry, material);
  line.computeLineDistances();
  return line;
}

/** Tells every screen line under `root` the new size of the drawing area. */
export function resizeLines(root: Object3D, size: ViewSize): void {
  root.traverse((o) => {
    if (o instanceof Line2) o.material.resolution.set(size.width, size.height);
  });
}

/** A small ball of one flat colour at p (the ends of a dimension, a picked point). */
export function dot(p: Vector3, radius: number, segments: number, color: string): Mesh {
  const ball = new Mesh(new SphereGeometry(radius, segments, segments), new MeshBasicMaterial({ color }));
  ball.position.copy(p);
  return ball;
}

/** An HTML label centred on p (a div with these classes and this text), drawn by the CSS2DRenderer. */
export function htmlLabel(p: Vector3, text: string, className: string): CSS2DObject {
  const el = document.createElement('div');
  el.className = className;
  el.textContent = text;
  const label = new CSS2DObject(el);
  label.position.copy(p);
  return label;
}

/** Frees the GPU memory of everything under `root` and takes its labels out of the page. */
export function disposeTree(root: Object3D): void {
  root.traverse((o) => {
    if (o instanceof CSS2DObject) o.element.remove();
    const { geometry, material } = o as Object3D & {
      geometry?: BufferGeometry;
      material?: Material | Material[];
    };
    geometry?.dispose();
    for (const m of Array.isArray(material) ? material : material ? [material] : []) disposeMaterial(m);
  });
}

/** A material and the textures it holds. */
function disposeMaterial(material: Material): void {
  for (const value of Object.values(material)) {
    if (value && typeof value === 'object' && 'isTexture' in value) (value as { dispose(): void }).dispose();
  }
  material.dispose();
}
