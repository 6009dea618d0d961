/**
 * The 3D viewer's scene, on plain three.js: it owns the WebGL renderer (and a CSS2DRenderer for the HTML labels
 * over it), the camera, the orbit controls, the lights, the frames (drawn when something changed) and the
 * picking of points, and follows its host element's size. model-viewer.tsx (React) makes one per loaded model
 * and tells it what the toolbar says; nothing here depends on React, so the viewer runs the same on React and
 * on preact/compat.
 *
 *   const viewer = new ModelScene(host, gltf.scene, (point) => addPoint(point));
 *   viewer.setView('上'); viewer.setEdges(false); viewer.setDims(info.dimensions); viewer.setMeasuring(true, points);
 *   viewer.dispose(); // on unmount or when another model comes
 */
import type { ModelDimension } from '@jianku/rules/models-schemas';
import {
  ACESFilmicToneMapping,
  Color,
  DirectionalLight,
  type Group,
  HemisphereLight,
  PerspectiveCamera,
  Raycaster,
  Scene,
  type Sphere,
  Vector2,
  type Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { CSS2DRenderer } from 'three/examples/jsm/renderers/CSS2DRenderer.js';
import { DimensionLabels } from './dimension-labels.ts';
import { measureMarks } from './measure-marks.ts';
import { boundsOf, placeCamera, type ViewChoice } from './model-views.ts';
import { disposeTree, resizeLines, type ViewSize } from './scene-parts.ts';

/** A pointer that moved further than this (px) between press and release dragged the model: not a pick. */
const DRAG_PX = 4;

/** The renderer as the viewer had it under @react-three/fiber (its defaults, and a buffer kept for screenshots). */
function makeRenderer(): WebGLRenderer {
  const renderer = new WebGLRenderer({
    antialias: true,
    alpha: true,
    powerPreference: 'high-performance',
    preserveDrawingBuffer: true,
  });
  renderer.setPixelRatio(Math.min(Math.max(1, window.devicePixelRatio), 2));
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.domElement.style.display = 'block';
  return renderer;
}

/** The layer of HTML labels, laid over the canvas; the pointer goes through it to the canvas. */
function makeLabelRenderer(): CSS2DRenderer {
  const labels = new CSS2DRenderer();
  Object.assign(labels.domElement.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    pointerEvents: 'none',
  });
  return labels;
}

/** The background, the lights and the model. */
function makeScene(model: Group): Scene {
  const scene = new Scene();
  scene.background = new Color('#f4f6f9');
  const key = new DirectionalLight('#ffffff', 1.6);
  key.position.set(1, 2, 3);
  const fill = new DirectionalLight('#ffffff', 0.5);
  fill.position.set(-2, -1, -1);
  scene.add(new HemisphereLight('#ffffff', '#8a9099', 1.6), key, fill, model);
  return scene;
}

export class ModelScene {
  private readonly renderer = makeRenderer();
  private readonly labelRenderer = makeLabelRenderer();
  private readonly camera = new PerspectiveCamera(35, 1);
  private readonly controls: OrbitControls;
  private readonly scene: Scene;
  private readonly sphere: Sphere;
  private readonly model: Group;
  private readonly onPick: (point: Vector3) => void;
  private readonly observer: ResizeObserver;
  private readonly raycaster = new Raycaster();
  private size: ViewSize = { width: 1, height: 1 };
  private frame = 0;
  private down: { x: number; y: number } | null = null;
  private measuring = false;
  private dims: DimensionLabels | null = null;
  private marks: Group | null = null;

  /** Draws `model` in `host` (an empty element that sets the size) from the axonometric view. */
  constructor(host: HTMLElement, model: Group, onPick: (point: Vector3) => void) {
    this.model = model;
    this.onPick = onPick;
    this.sphere = boundsOf(model);
    this.scene = makeScene(model);
    host.append(this.renderer.domElement, this.labelRenderer.domElement);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enableDamping = false;
    this.resize(host.clientWidth, host.clientHeight);
    placeCamera(this.camera, this.controls, this.sphere, '轴测');
    this.observer = new ResizeObserver(
      ([entry]) => entry && this.resize(entry.contentRect.width, entry.contentRect.height),
    );
    this.observer.observe(host);
    this.renderer.domElement.addEventListener('pointerdown', this.onPointerDown);
    this.renderer.domElement.addEventListener('click', this.onClick);
    this.controls.addEventListener('change', this.invalidate);
    this.invalidate();
  }

  /** Turns the camera to a standard view ('fit': the whole model again from the current direction). */
  setView(view: ViewChoice): void {
    placeCamera(this.camera, this.controls, this.sphere, view);
    this.invalidate();
  }

  /** Shows or hides the model's edges (the object the server names 'edges' in the GLB). */
  setEdges(on: boolean): void {
    this.model.traverse((o) => {
      if (o.name === 'edges') o.visible = on;
    });
    this.invalidate();
  }

  /** Draws these key dimensions on the model, or none (null). */
  setDims(dims: readonly ModelDimension[] | null): void {
    this.dims?.dispose();
    this.dims = dims ? new DimensionLabels(dims, this.sphere.radius * 2, this.size) : null;
    if (this.dims) this.scene.add(this.dims.group);
    this.invalidate();
  }

  /** Whether a click picks a point on the model, and the points picked so far (drawn while measuring). */
  setMeasuring(on: boolean, points: readonly Vector3[]): void {
    this.measuring = on;
    if (this.marks) disposeTree(this.marks.removeFromParent());
    this.marks = on ? measureMarks(points, this.sphere.radius * 2, this.size) : null;
    if (this.marks) this.scene.add(this.marks);
    this.invalidate();
  }

  /** Stops the loop and the listeners, and frees the GPU memory, the WebGL context and the elements. */
  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.frame = -1; // no frame is asked for after this
    this.observer.disconnect();
    this.controls.removeEventListener('change', this.invalidate);
    this.controls.dispose();
    this.renderer.domElement.removeEventListener('pointerdown', this.onPointerDown);
    this.renderer.domElement.removeEventListener('click', this.onClick);
    this.setDims(null);
    this.setMeasuring(false, []);
    disposeTree(this.scene);
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
    this.labelRenderer.domElement.remove();
  }

  /**
   * Asks for one frame: the scene is drawn when something changed (the camera moved, a view, the edges, the
   * labels, the marks or the size), never while it stands still, so an open item page costs nothing idle.
   */
  private readonly invalidate = () => {
    if (this.frame === 0) this.frame = requestAnimationFrame(this.draw);
  };

  /** One frame: the model, then the labels, spread apart. */
  private readonly draw = () => {
    this.frame = 0;
    this.renderer.render(this.scene, this.camera);
    this.labelRenderer.render(this.scene, this.camera);
    this.dims?.spread(this.camera, this.size);
  };

  /** Follows the host's size (CSS px); an element with no size (hidden) keeps the last picture. */
  private resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.size = { width, height };
    this.renderer.setSize(width, height);
    this.labelRenderer.setSize(width, height);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    resizeLines(this.scene, this.size);
    this.invalidate();
  }

  private readonly onPointerDown = (e: PointerEvent) => {
    this.down = { x: e.clientX, y: e.clientY };
  };

  /** While measuring, a click (not the end of a drag) on the model picks the point under the pointer. */
  private readonly onClick = (e: MouseEvent) => {
    if (!this.measuring) return;
    const start = this.down;
    if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > DRAG_PX) return;
    const point = this.pointAt(e.offsetX, e.offsetY);
    if (point) this.onPick(point);
  };

  /** The nearest point of the model under the pointer (px from the canvas's top left corner), if any. */
  private pointAt(x: number, y: number): Vector3 | null {
    const ndc = new Vector2((x / this.size.width) * 2 - 1, -(y / this.size.height) * 2 + 1);
    this.raycaster.setFromCamera(ndc, this.camera);
    return this.raycaster.intersectObject(this.model, true)[0]?.point.clone() ?? null;
  }
}
