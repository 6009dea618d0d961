/**
 * The item page's series list (SiblingTable) against a real HTTP server: the current item's row is scrolled
 * into the middle of the list once the page is idle, and its place is not read in the commit (issue 17: TBT).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPageServer } from '../../../app/testing/page-server.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { sendEnvelope } from '../../../lib/test-support/test-server.ts';
import type { ItemDetail } from '../api/catalog.types.ts';
import { bolt, boltPath } from '../pages/catalog-pages.data.ts';

const server = setUpPageServer();

const api = (path: string) => `/to/api/catalog${path}`;

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * jsdom lays nothing out: rows of `rowHeight` px, stacked in their table, and lists `listHeight` px high.
 * Returns how often a row's place was read.
 */
function stubListLayout({ rowHeight, listHeight }: { rowHeight: number; listHeight: number }) {
  const reads = { count: 0 };
  const rowIndex = (el: HTMLElement) =>
    el instanceof HTMLTableRowElement && el.dataset.rowKey ? el.sectionRowIndex : null;
  const place = (base: PropertyDescriptor | undefined, value: (el: HTMLElement) => number | null) =>
    function (this: HTMLElement) {
      const stubbed = value(this);
      if (stubbed === null) return base?.get?.call(this);
      reads.count++;
      return stubbed;
    };
  const own = (name: string) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(
    place(own('offsetTop'), (el) => (rowIndex(el) === null ? null : rowIndex(el)! * rowHeight)),
  );
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(
    place(own('offsetHeight'), (el) => (rowIndex(el) === null ? null : rowHeight)),
  );
  const client = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    if (this.classList.contains('jk-plain-table')) return listHeight;
    return client?.get?.call(this);
  });
  return reads;
}

describe('the series list of an item page', () => {
  it('an item’s series: its row is scrolled into the middle of the list once the page is drawn, not in the commit', async () => {
    // GB/T 5782-2016 M10: the nominal lengths l of 45 to 100 mm in the standard's length series
    const lengths = [45, 50, 55, 60, 65, 70, 80, 90, 100];
    const series = lengths.map((l, i) => bolt(901 + i, l));
    const current = series[7]!; // M10×90
    server.route('GET', api('/items/908'), (_req, res) =>
      sendEnvelope(res, {
        ...current,
        description: '',
        datasheetUrl: null,
        path: boltPath,
        params: [
          { key: 'd', name: '螺纹规格 d', unit: '', display: 'M10', si: null, siUnit: '', type: 'enum' },
          { key: 'l', name: '公称长度 l', unit: 'mm', display: '90', si: 0.09, siUnit: 'm', type: 'numeric' },
        ],
        material: null,
      } satisfies ItemDetail),
    );
    server.route('GET', api('/items/908/siblings'), (_req, res) =>
      sendEnvelope(
        res,
        series.filter((item) => item !== current),
      ),
    );
    const reads = stubListLayout({ rowHeight: 40, listHeight: 160 });
    renderApp('/part/detail/908');
    const row = (await screen.findByText('当前')).closest('tr')!;
    expect(reads.count).toBe(0);
    const list = row.closest<HTMLElement>('.jk-plain-table')!;
    // the 8th row (index 7) of 40 px in a list 160 px high: 7 × 40 − (160 − 40) / 2
    await waitFor(() => expect(list.scrollTop).toBe(220));
  });
});
