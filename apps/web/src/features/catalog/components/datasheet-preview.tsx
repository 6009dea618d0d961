import { Skeleton } from 'antd';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { PREVIEW_UNAVAILABLE } from './datasheet-text.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Width of the drawn first page in CSS pixels (drawn at the screen's pixel ratio). */
const PAGE_WIDTH = 480;

/** The first page of the PDF at src drawn on a canvas (pdf.js); 预览暂不可用 when it cannot be read. */
export default function DatasheetPreview({ src }: { src: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url: src, withCredentials: true, isEvalSupported: false });
    (async () => {
      const doc = await task.promise;
      const page = await doc.getPage(1);
      const scale = PAGE_WIDTH / page.getViewport({ scale: 1 }).width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      const el = canvas.current;
      const context = el?.getContext('2d');
      if (cancelled || !el || !context) return;
      el.width = viewport.width;
      el.height = viewport.height;
      el.style.width = `${viewport.width / ratio}px`;
      await page.render({ canvasContext: context, viewport }).promise;
      if (!cancelled) setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [src]);
  if (state === 'failed') return <p className="jk-datasheet-note">{PREVIEW_UNAVAILABLE}</p>;
  return (
    <>
      {state === 'loading' && <Skeleton.Image active />}
      <canvas
        ref={canvas}
        className="jk-datasheet-page"
        data-state={state}
        aria-label="数据手册第 1 页预览"
        hidden={state !== 'ready'}
      />
    </>
  );
}
