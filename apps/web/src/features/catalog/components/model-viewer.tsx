/**
 * The 3D viewer of an item's model (loaded lazily with three.js): orbit, pan and zoom with the mouse, fit, the
 * standard views, edges on/off, the key dimensions drawn on the model, and a measure tool (the distance between
 * two picked points). A progress bar shows while the server makes the model and while the file downloads.
 * The picture is drawn by plain three.js (model-scene.ts); this component only holds the toolbar's state and
 * passes it on through effects, with standard hooks only, so it runs the same on React and on preact/compat.
 */
import type { ModelInfo } from '@jianku/rules/models-schemas';
import { Alert, Button, Progress, Segmented, Space, Switch, Tooltip } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Group, Vector3 } from 'three';
import { ModelScene } from './model-scene.ts';
import { VIEWS, type ViewChoice, type ViewName } from './model-views.ts';
import { useGlb } from './use-glb.ts';

/** The scene of a loaded model, drawn in the element `host` is given to; a new one for each model. */
function useModelScene(model: Group | null, onPick: (point: Vector3) => void) {
  const host = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<ModelScene | null>(null);
  useEffect(() => {
    if (!model || !host.current) return;
    const created = new ModelScene(host.current, model, onPick);
    setViewer(created);
    return () => created.dispose();
  }, [model, onPick]);
  return { host, viewer };
}

export default function ModelViewer({ info, url }: { info: ModelInfo; url: string }) {
  const { scene, progress, error } = useGlb(url);
  const [view, setView] = useState<{ name: ViewChoice; nonce: number }>({ name: '轴测', nonce: 0 });
  const [edges, setEdges] = useState(true);
  const [dims, setDims] = useState(true);
  const [measuring, setMeasuring] = useState(false);
  const [points, setPoints] = useState<Vector3[]>([]);
  // a third pick starts a new measurement
  const pick = useCallback((p: Vector3) => setPoints((ps) => (ps.length >= 2 ? [p] : [...ps, p])), []);
  const { host, viewer } = useModelScene(scene, pick);

  // the nonce asks for the same view again (after the user turned the model)
  useEffect(() => viewer?.setView(view.name), [viewer, view]);
  useEffect(() => viewer?.setEdges(edges), [viewer, edges]);
  useEffect(() => viewer?.setDims(dims ? info.dimensions : null), [viewer, dims, info.dimensions]);
  useEffect(() => viewer?.setMeasuring(measuring, points), [viewer, measuring, points]);

  const go = (name: ViewChoice) => setView((v) => ({ name, nonce: v.nonce + 1 }));

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
        {/* model-scene.ts puts the canvas and the labels' layer in here */}
        {scene && <div ref={host} className="jk-model-stage" />}
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
