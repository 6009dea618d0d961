import { DownloadOutlined } from '@ant-design/icons';
import type { ModelFormat } from '@jianku/rules/models-schemas';
import { Button, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useSeenOnce } from '../../../lib/in-view.ts';
import { lazyWithReload } from '../../../lib/module-reload.ts';
import { useModelInfo } from '../api/catalog.queries.ts';
import { modelFileUrl } from '../api/models.api.ts';
import { modelCaption } from '../model/model-caption.ts';

/**
 * three.js (the viewer) loads only when an item with a model is shown, and only once its place
 * has been scrolled into view (issue 17): the skeleton holds the viewer's height until then. Into view
 * means its top 200 px above the window's bottom edge: at 1440 x 900 the stage starts just inside the
 * first screen, and a glimpse of its top edge is not a look at the model (the viewer is 165 KB gzipped).
 */
const SEEN_MARGIN = '0px 0px -200px 0px';

/**
 * A window whose layout is wider than its screen (a 1440 px page zoomed out to fit a small screen; phones under
 * 1000 px get the phone layout and fit) is as tall as the page, so every part counts as in view at once: there
 * the viewer waits for 查看三维模型 (Lighthouse's mobile run loaded it before the phone layout: 24 s of blocking).
 */
function layoutWiderThanScreen(): boolean {
  return window.innerWidth > window.screen.width * 1.1;
}
const ModelViewer = lazyWithReload(() => import('./model-viewer.tsx'));

const FORMAT_LABELS: Readonly<Record<ModelFormat, string>> = { step: 'STEP', stl: 'STL', glb: 'GLB' };

/**
 * 三维模型: the viewer and the download buttons of a part's or component's model. Nothing is shown for
 * items without a model (materials are never asked).
 */
export function ModelSection({ itemId, kind, pkg }: { itemId: number; kind: number; pkg?: string | null }) {
  const info = useModelInfo(itemId, kind !== 4);
  const [stage, seen] = useSeenOnce(SEEN_MARGIN);
  const [asked, setAsked] = useState(false);
  const show = asked || (seen && !layoutWiderThanScreen());
  if (kind === 4 || info.isError) return null;
  return (
    <section className="jk-cat-panel" aria-labelledby="jk-model-title">
      <div className="jk-cat-panel-head">
        <h2 id="jk-model-title" className="jk-cat-panel-title">
          三维模型
        </h2>
        {info.data ? (
          <span className="jk-cat-panel-note">{modelCaption(kind, info.data.family, pkg)}</span>
        ) : null}
      </div>
      {info.isPending ? (
        <Skeleton.Node active style={{ width: '100%', height: 360 }} />
      ) : (
        <>
          <div ref={stage}>
            {show ? (
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 360 }} />}>
                <ModelViewer info={info.data} url={modelFileUrl(itemId, 'glb')} />
              </Suspense>
            ) : (
              <div className="jk-model-placeholder">
                <Skeleton.Node style={{ width: '100%', height: 360 }} />
                <Button className="jk-model-load" onClick={() => setAsked(true)}>
                  查看三维模型
                </Button>
              </div>
            )}
          </div>
          <div className="jk-model-downloads">
            {info.data.formats.map((f) => (
              <Button
                key={f}
                icon={<DownloadOutlined />}
                href={modelFileUrl(itemId, f)}
                download={`${info.data.fileBase}.${f}`}
              >
                {FORMAT_LABELS[f]}
              </Button>
            ))}
            <Link to={`/${kind === 2 ? 'component' : 'part'}/search3D?item=${itemId}`}>以此模型搜索相似</Link>
            <span className="jk-cat-panel-note">{info.data.fileBase}</span>
          </div>
        </>
      )}
    </section>
  );
}
