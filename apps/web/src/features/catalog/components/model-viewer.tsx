/**
 * The 3D viewer of an item's model (loaded lazily with three.js, @react-three/fiber and drei): orbit, pan
 * and zoom with the mouse, fit, the standard views, edges on/off, the key dimensions drawn on the model,
 * and a measure tool (the distance between two picked points). A progress bar shows while the server makes
 * the model and while the file downloads.
 */
import type { ModelInfo } from '@jianku/rules/models-schemas';
import { Html, Line, OrbitControls } from '@react-three/drei';
import { Canvas, type ThreeEvent, useThree } from '@react-three/fiber';
import { Alert, Button, Progress, Segmented, Space, Switch, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box3, type Group, type Object3D, Sphere, Vector3 } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { DimensionLabels } from './dimension-labels.tsx';

/** What the rig needs of drei's OrbitControls (the default controls). */
interface OrbitControlsImpl {
  target: Vector3;
  update(): void;
}

type ViewName = '前' | '后' | '左' | '右' | '上' | '下' | '轴测';
/** Direction from the model to the camera, in view coordinates (CAD front looks along +Y: camera at −Y). */
const VIEWS: Readonly<Record<ViewName, [number, number, number]>> = {
  前: [0, 0, 1],
  后: [0, 0, -1],
  左: [-1, 0, 0],
  右: [1, 0, 0],
  上: [0, 1, 0.0001],
  下: [0, -1, 0.0001],
  轴测: [1, 0.8, 1],
};

/** Downloads the GLB with progress (the first request also waits while the server makes it). */
function useGlb(url: string): { scene: Group | null; progress: number; error: string | null } {
  const [state, setState] = useState<{ scene: Group | null; progress: number; error: string | null }>({
    scene: null,
    progress: 0,
    error: null,
  });
  useEffect(() => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.responseType = 'arraybuffer';
    xhr.onprogress = (e) => {
      if (e.lengthComputable)
        setState((s) => ({ ...s, progress: Math.max(s.progress, 50 + (50 * e.loaded) / e.total) }));
    };
    xhr.onload = () => {
      if (xhr.status !== 200) {
        setState({ scene: null, progress: 0, error: '三维模型加载失败' });
        return;
      }
      new GLTFLoader().parse(
        xhr.response as ArrayBuffer,
        '',
        (gltf) => setState({ scene: gltf.scene, progress: 100, error: null }),
        () => setState({ scene: null, progress: 0, error: '三维模型文件无法读取' }),
      );
    };
    xhr.onerror = () => setState({ scene: null, progress: 0, error: '三维模型加载失败' });
    xhr.send();
    // while the server makes the model nothing arrives: creep towards half way
    const timer = setInterval(
      () => setState((s) => (s.progress < 45 ? { ...s, progress: s.progress + 3 } : s)),
      200,
    );
    return () => {
      clearInterval(timer);
      xhr.abort();
    };
  }, [url]);
  return state;
}

function boundsOf(object: Object3D): Sphere {
  return new Box3().setFromObject(object).getBoundingSphere(new Sphere());
}

/** Puts the camera on a standard view of the model (or fits the current one). */
/** Where the camera stands for a view of the model: on the view's direction, far enough to see it whole. */
export function cameraPosition(sphere: Sphere, dir: Vector3): Vector3 {
  return sphere.center.clone().add(
    dir
      .clone()
      .normalize()
      .multiplyScalar(sphere.radius * 3.8),
  );
}

function CameraRig({ sphere, view, nonce }: { sphere: Sphere; view: ViewName | 'fit'; nonce: number }) {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as OrbitControlsImpl | null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: nonce asks for the same view again
  useEffect(() => {
    const dir =
      view === 'fit'
        ? camera.position
            .clone()
            .sub(controls?.target ?? sphere.center)
            .normalize()
        : new Vector3(...VIEWS[view]).normalize();
    camera.position.copy(cameraPosition(sphere, dir));
    camera.near = sphere.radius / 100;
    camera.far = sphere.radius * 100;
    camera.updateProjectionMatrix();
    if (controls) {
      controls.target.copy(sphere.center);
      controls.update();
    }
  }, [sphere, view, nonce, camera, controls]);
  return null;
}

function MeasureMarks({ points, scale }: { points: Vector3[]; scale: number }) {
  const [a, b] = points;
  return (
    <group>
      {points.map((p) => (
        <mesh key={p.toArray().join()} position={p}>
          <sphereGeometry args={[scale * 0.01, 10, 10]} />
          <meshBasicMaterial color="#d4380d" />
        </mesh>
      ))}
      {a && b && (
        <>
          <Line points={[a, b]} color="#d4380d" lineWidth={2} />
          <Html
            position={a.clone().add(b).multiplyScalar(0.5)}
            center
            className="jk-model-dim jk-model-measure"
          >
            {a.distanceTo(b).toFixed(3)} mm
          </Html>
        </>
      )}
    </group>
  );
}

export default function ModelViewer({ info, url }: { info: ModelInfo; url: string }) {
  const { scene, progress, error } = useGlb(url);
  const [view, setView] = useState<{ name: ViewName | 'fit'; nonce: number }>({ name: '轴测', nonce: 0 });
  const [edges, setEdges] = useState(true);
  const [dims, setDims] = useState(true);
  const [measuring, setMeasuring] = useState(false);
  const [points, setPoints] = useState<Vector3[]>([]);
  const sphere = useMemo(() => (scene ? boundsOf(scene) : null), [scene]);
  const down = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    scene?.traverse((o) => {
      if (o.name === 'edges') o.visible = edges;
    });
  }, [scene, edges]);

  const pick = useCallback(
    (e: ThreeEvent<MouseEvent>) => {
      if (!measuring) return;
      const start = down.current;
      // a drag (orbit) is not a pick
      if (start && Math.hypot(e.nativeEvent.clientX - start.x, e.nativeEvent.clientY - start.y) > 4) return;
      e.stopPropagation();
      setPoints((ps) => (ps.length >= 2 ? [e.point.clone()] : [...ps, e.point.clone()]));
    },
    [measuring],
  );
  const go = (name: ViewName | 'fit') => setView((v) => ({ name, nonce: v.nonce + 1 }));

  return (
    <div className="jk-model-viewer">
      <div className="jk-model-toolbar">
        <Segmented<ViewName>
          size="small"
          options={Object.keys(VIEWS) as ViewName[]}
          value={view.name === 'fit' ? '轴测' : view.name}
          onChange={(v) => go(v)}
          aria-label="标准视图"
        />
        <Space size={8} wrap>
          <Button size="small" onClick={() => go('fit')}>
            适合窗口
          </Button>
          <Tooltip title="显示或隐藏棱边">
            <span className="jk-model-switch">
              棱边 <Switch size="small" checked={edges} onChange={setEdges} aria-label="棱边" />
            </span>
          </Tooltip>
          <span className="jk-model-switch">
            尺寸 <Switch size="small" checked={dims} onChange={setDims} aria-label="尺寸" />
          </span>
          <Button
            size="small"
            type={measuring ? 'primary' : 'default'}
            onClick={() => {
              setMeasuring((m) => !m);
              setPoints([]);
            }}
          >
            {measuring ? '结束测量' : '测量'}
          </Button>
        </Space>
      </div>
      <div className="jk-model-canvas" data-testid="model-canvas" data-loaded={scene ? 'true' : 'false'}>
        {error && <Alert type="error" showIcon message={error} />}
        {!scene && !error && (
          <div className="jk-model-progress">
            <Progress percent={Math.round(progress)} size="small" status="active" />
            <span>{progress < 50 ? '正在生成三维模型…' : '正在加载三维模型…'}</span>
          </div>
        )}
        {scene && sphere && (
          <Canvas
            camera={{
              fov: 35,
              position: cameraPosition(sphere, new Vector3(...VIEWS.轴测)).toArray(),
              near: sphere.radius / 100,
              far: sphere.radius * 100,
            }}
            gl={{ preserveDrawingBuffer: true, antialias: true }}
            onPointerDown={(e) => {
              down.current = { x: e.clientX, y: e.clientY };
            }}
          >
            <color attach="background" args={['#f4f6f9']} />
            <hemisphereLight args={['#ffffff', '#8a9099', 1.6]} />
            <directionalLight position={[1, 2, 3]} intensity={1.6} />
            <directionalLight position={[-2, -1, -1]} intensity={0.5} />
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a three.js object, not a DOM element */}
            <primitive object={scene} onClick={pick} />
            {dims && <DimensionLabels dims={info.dimensions} scale={sphere.radius * 2} />}
            {measuring && <MeasureMarks points={points} scale={sphere.radius * 2} />}
            <OrbitControls makeDefault enableDamping={false} target={sphere.center.toArray()} />
            <CameraRig sphere={sphere} view={view.name} nonce={view.nonce} />
          </Canvas>
        )}
      </div>
      {measuring && (
        <div className="jk-cat-panel-note jk-model-hint">
          {points.length < 2
            ? `点击模型表面选取第 ${points.length + 1} 个点`
            : `两点距离 ${points[0]?.distanceTo(points[1] ?? points[0]).toFixed(3)} mm，再点击重新测量`}
        </div>
      )}
    </div>
  );
}
