/**
 * The standard views of the 3D viewer (前 后 左 右 上 下 轴测) and where the camera stands for each: on the view's
 * direction from the model's centre, far enough to see the whole model. Kept apart from the scene (model-scene.ts)
 * so that the toolbar (model-viewer.tsx) knows the views' names without three.js's renderer.
 */
import { Box3, type Object3D, type PerspectiveCamera, Sphere, Vector3 } from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

export type ViewName = '前' | '后' | '左' | '右' | '上' | '下' | '轴测';
/** A standard view, or 'fit': the model whole again, seen from where the camera looks now. */
export type ViewChoice = ViewName | 'fit';

/** Direction from the model to the camera, in view coordinates (CAD front looks along +Y: camera at −Y). */
export const VIEWS: Readonly<Record<ViewName, [number, number, number]>> = {
  前: [0, 0, 1],
  后: [0, 0, -1],
  左: [-1, 0, 0],
  右: [1, 0, 0],
  上: [0, 1, 0.0001],
  下: [0, -1, 0.0001],
  轴测: [1, 0.8, 1],
};

/** The sphere around a model (its bounding box's). */
export function boundsOf(object: Object3D): Sphere {
  return new Box3().setFromObject(object).getBoundingSphere(new Sphere());
}

/** Where the camera stands for a view of the model: on the view's direction, far enough to see it whole. */
export function cameraPosition(sphere: Sphere, dir: Vector3): Vector3 {
  return sphere.center.clone().add(
    dir
      .clone()
      .normalize()
      .multiplyScalar(sphere.radius * 3.8),
  );
}

/** Puts the camera on a standard view of the model (or fits the current one) and aims the controls at it. */
export function placeCamera(
  camera: PerspectiveCamera,
  controls: OrbitControls,
  sphere: Sphere,
  view: ViewChoice,
) {
  const dir =
    view === 'fit'
      ? camera.position.clone().sub(controls.target).normalize()
      : new Vector3(...VIEWS[view]).normalize();
  camera.position.copy(cameraPosition(sphere, dir));
  camera.near = sphere.radius / 100;
  camera.far = sphere.radius * 100;
  camera.updateProjectionMatrix();
  controls.target.copy(sphere.center);
  controls.update();
}
