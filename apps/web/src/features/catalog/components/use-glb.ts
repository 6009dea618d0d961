/**
 * The download of an item's GLB for the 3D viewer, with progress: the first request also waits while the server
 * makes the model (nothing arrives then, so the bar creeps towards half way), the second half is the download.
 *
 *   const { scene, progress, error } = useGlb(url); // scene: the parsed glTF scene once loaded
 */
import { useEffect, useState } from 'react';
import type { Group } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

export interface GlbState {
  scene: Group | null;
  /** 0–100: up to 50 while the server makes the model, 50–100 while it downloads */
  progress: number;
  error: string | null;
}

type SetGlb = (update: GlbState | ((s: GlbState) => GlbState)) => void;

/** Downloads the GLB with progress (the first request also waits while the server makes it). */
export function useGlb(url: string): GlbState {
  const [state, setState] = useState<GlbState>({ scene: null, progress: 0, error: null });
  useEffect(() => {
    const xhr = download(url, setState);
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

/** Starts the request; its progress, the parsed scene or the error go to setState. */
function download(url: string, setState: SetGlb): XMLHttpRequest {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', url);
  xhr.responseType = 'arraybuffer';
  xhr.onprogress = (e) => {
    if (e.lengthComputable)
      setState((s) => ({ ...s, progress: Math.max(s.progress, 50 + (50 * e.loaded) / e.total) }));
  };
  xhr.onload = () => {
    if (xhr.status !== 200) setState({ scene: null, progress: 0, error: '三维模型加载失败' });
    else parse(xhr.response as ArrayBuffer, setState);
  };
  xhr.onerror = () => setState({ scene: null, progress: 0, error: '三维模型加载失败' });
  xhr.send();
  return xhr;
}

function parse(data: ArrayBuffer, setState: SetGlb): void {
  new GLTFLoader().parse(
    data,
    '',
    (gltf) => setState({ scene: gltf.scene, progress: 100, error: null }),
    () => setState({ scene: null, progress: 0, error: '三维模型文件无法读取' }),
  );
}
