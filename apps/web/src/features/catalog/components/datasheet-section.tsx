import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { API_BASE } from '../../../lib/http.ts';
import { useSeenOnce } from '../../../lib/in-view.ts';
import { PREVIEW_UNAVAILABLE } from './datasheet-text.ts';

/**
 * pdf.js (and its worker) load only once the section has been scrolled into view. Plain lazy, not
 * lazyWithReload: a preview that cannot load (an old browser pdf.js does not run in, a removed chunk) shows
 * 预览暂不可用 through the boundary below instead of reloading the page.
 */
const DatasheetPreview = lazy(() => import('./datasheet-preview.tsx'));

/** A failed chunk load or render of the preview leaves the link and the note, never a broken page. */
class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="jk-datasheet-note">{PREVIEW_UNAVAILABLE}</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * 数据手册: the maker's link, always, and a picture of the first page where the server could fetch the PDF
 * (GET /to/api/eda/items/:id/datasheet, same origin); otherwise the note 预览暂不可用.
 */
export function DatasheetSection({ itemId, url }: { itemId: number; url: string }) {
  const [ref, seen] = useSeenOnce('0px 0px -100px 0px');
  return (
    <section className="jk-cat-panel" aria-labelledby="jk-datasheet-title">
      <div className="jk-cat-panel-head">
        <h2 id="jk-datasheet-title" className="jk-cat-panel-title">
          数据手册
        </h2>
        <Button icon={<FilePdfOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          打开数据手册
        </Button>
      </div>
      <div ref={ref} className="jk-datasheet-stage">
        {seen ? (
          <PreviewBoundary>
            <Suspense fallback={<Skeleton.Image active />}>
              <DatasheetPreview src={`${API_BASE}/eda/items/${itemId}/datasheet`} />
            </Suspense>
          </PreviewBoundary>
        ) : (
          <Skeleton.Image />
        )}
      </div>
    </section>
  );
}
