/**
 * The key dimensions drawn on a 3D model: each a line with end dots and a label "symbol = value" at its middle.
 * Labels that would cover one another on screen are moved apart every frame (model/label-spread.ts), so the
 * rule holds from every view the user turns to; the move is written straight to the label's style (no render).
 *
 *   <Canvas>{dims && <DimensionLabels dims={info.dimensions} scale={sphere.radius * 2} />}</Canvas>
 */
import type { ModelDimension } from '@jianku/rules/models-schemas';
import { Html, Line } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { Vector3 } from 'three';
import { spreadLabels } from '../model/label-spread.ts';

/** CAD (Z up) → glTF / three.js (Y up): (x, y, z) → (x, z, −y), as the server writes the GLB. */
const toView = ([x, y, z]: readonly [number, number, number]) => new Vector3(x, z, -y);

/** Moves each label off its neighbours (px, vertical) once per frame, after projecting the anchors. */
function useSpreadLabels(anchors: readonly Vector3[]) {
  const labels = useRef<(HTMLDivElement | null)[]>([]);
  const shown = useRef<number[]>([]);
  const projected = useMemo(() => new Vector3(), []);
  useFrame(({ camera, size }) => {
    const boxes = anchors.map((a, i) => {
      projected.copy(a).project(camera);
      const el = labels.current[i];
      return {
        x: ((projected.x + 1) / 2) * size.width,
        y: ((1 - projected.y) / 2) * size.height,
        w: el?.offsetWidth ?? 0,
        h: el?.offsetHeight ?? 0,
      };
    });
    spreadLabels(boxes).forEach((dy, i) => {
      const el = labels.current[i];
      const px = Math.round(dy);
      if (!el || shown.current[i] === px) return;
      shown.current[i] = px;
      el.style.translate = `0 ${px}px`;
    });
  });
  return labels;
}

export function DimensionLabels({ dims, scale }: { dims: readonly ModelDimension[]; scale: number }) {
  const lines = useMemo(
    () =>
      dims.map((d) => {
        const a = toView(d.from);
        const b = toView(d.to);
        return { dim: d, a, b, mid: a.clone().add(b).multiplyScalar(0.5) };
      }),
    [dims],
  );
  const labels = useSpreadLabels(useMemo(() => lines.map((l) => l.mid), [lines]));
  return lines.map(({ dim, a, b, mid }, i) => (
    <group key={dim.symbol}>
      <Line points={[a, b]} color="#1677ff" lineWidth={1.5} />
      {[a, b].map((p) => (
        <mesh key={p.toArray().join()} position={p}>
          <sphereGeometry args={[scale * 0.008, 8, 8]} />
          <meshBasicMaterial color="#1677ff" />
        </mesh>
      ))}
      <Html
        ref={(el) => {
          labels.current[i] = el;
        }}
        position={mid}
        center
        className="jk-model-dim"
        zIndexRange={[20, 0]}
      >
        {dim.symbol} = {dim.value}
      </Html>
    </group>
  ));
}
