import type { ServerResponse } from 'node:http';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { q235bDetail } from '../features/catalog/pages/catalog-pages.data.ts';
import { queryClient } from '../lib/query-client.ts';
import { sendEnvelope, sendJson } from '../lib/test-support/test-server.ts';
import { FIRST_PAGE_WAIT_MS, firstPageWork, prepareFirstPage } from './first-page.ts';
import { murataCapacitor, searchAnswer } from './testing/item-fixtures.ts';
import { setUpPageServer } from './testing/page-server.ts';
import { renderApp } from './testing/render-app.tsx';

// The entry asks for a results or item page's answer while the page's chunk loads, and the first render draws
// it (issue 17): against a real HTTP server, the page must then ask nothing more.

const server = setUpPageServer();

const SEARCH = '/to/api/search/items';
const ITEM = '/to/api/catalog/items/801';
const SIBLINGS = '/to/api/catalog/items/801/siblings';

const summary = murataCapacitor();
const answer = searchAnswer([summary], { page: 2 });

const at = (path: string) => new URL(path, server.origin);
const modelLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('.jk-result-model')];

afterEach(() => {
  vi.restoreAllMocks();
});

/** The bound's timers that prepareFirstPage set and did not clear (spies on the real setTimeout/clearTimeout). */
function watchBoundTimers(): () => unknown[] {
  const set = vi.spyOn(globalThis, 'setTimeout');
  const clear = vi.spyOn(globalThis, 'clearTimeout');
  return () => {
    const bounds = set.mock.calls.flatMap((call, i) =>
      call[1] === FIRST_PAGE_WAIT_MS ? [set.mock.results[i]?.value] : [],
    );
    expect(bounds).toHaveLength(1);
    return bounds.filter((id) => !clear.mock.calls.some((call) => call[0] === id));
  };
}

describe('the first page: chunk and answer before the first render (issue 17)', () => {
  it('a results address: the answer is asked once, with the page’s query, and the page draws it without asking again', async () => {
    server.route('GET', SEARCH, (_req, res) => sendEnvelope(res, answer));
    const path = '/component/search?keyWords=0.1uf|0603&categoryId=21&sort=name&page=2';
    const leftTimers = watchBoundTimers();
    await prepareFirstPage(at(path), queryClient);
    expect(leftTimers()).toEqual([]);
    expect(server.hits(SEARCH)).toHaveLength(1);
    expect(Object.fromEntries(server.hits(SEARCH)[0]!.query)).toEqual({
      kind: '2',
      keyWords: '0.1uf|0603',
      categoryId: '21',
      sort: 'name',
      page: '2',
      pageSize: '20',
    });
    renderApp(path);
    await waitFor(() => expect(modelLinks().map((a) => a.textContent)).toEqual(['GRM188R71H104KA93D']));
    expect(server.hits(SEARCH)).toHaveLength(1);
  });

  it('an item address (and its plugin form): the item and its series are asked once each and drawn at once', async () => {
    server.route('GET', ITEM, (_req, res) => sendEnvelope(res, q235bDetail(summary)));
    server.route('GET', SIBLINGS, (_req, res) => sendEnvelope(res, []));
    await prepareFirstPage(at('/plugin/mat/detail/801'), queryClient);
    await prepareFirstPage(at('/mat/detail/801'), queryClient);
    // each call asks (the entry calls it once, at the page's load)
    expect(server.hits(ITEM)).toHaveLength(2);
    expect(server.hits(SIBLINGS)).toHaveLength(2);
    renderApp('/mat/detail/801');
    expect(await screen.findByRole('heading', { name: /Q235B/ })).toBeInTheDocument();
    expect(server.hits(ITEM)).toHaveLength(2);
    expect(server.hits(SIBLINGS)).toHaveLength(2);
  });

  it('a failed answer keeps nothing: the page asks again and shows its own error', async () => {
    server.route('GET', SEARCH, (_req, res) =>
      sendJson(res, { code: 500, msg: '服务器内部错误', data: null }, 500),
    );
    const path = '/part/search?keyWords=M8';
    await prepareFirstPage(at(path), queryClient);
    expect(server.hits(SEARCH)).toHaveLength(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    renderApp(path);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(server.hits(SEARCH).length).toBeGreaterThan(1);
  });

  it('a slow answer: the first render waits no longer than the bound, and the answer is kept when it comes', async () => {
    let hold: ServerResponse | undefined;
    server.route('GET', SEARCH, (_req, res) => {
      hold = res;
    });
    await prepareFirstPage(at('/part/search?keyWords=M8'), queryClient, 50);
    await waitFor(() => expect(hold).toBeDefined());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    sendEnvelope(hold!, answer);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(1));
  });

  it('any other address asks nothing and renders at once', () => {
    for (const path of [
      '/',
      '/part',
      '/part/search3D',
      '/part/detail/0',
      '/part/detail/x1',
      '/bom',
      '/x/search',
    ]) {
      expect(firstPageWork(at(path), queryClient), path).toBeNull();
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe('the entry’s query is the page’s query (pageSearchQuery, issue 17)', () => {
  it.each([
    ['a keyword', '/part/search?keyWords=M8'],
    [
      'filters',
      '/component/search?keyWords=0.1uf|0603&categoryId=21&brandId=3&package=0603|0805&lifecycle=active' +
        '&mounting=smd&p.capacitance=10nF~1uF&p.voltage=≥25V',
    ],
    ['sort, page and page size', '/mat/search?keyWords=Q235&sort=newest&page=3&pageSize=50'],
    ['a plugin address', '/plugin/component/search?keyWords=0.1uF%200603&sort=name'],
  ])('%s: the prefetch and the page send the same query', async (_name, path) => {
    server.route('GET', SEARCH, (_req, res) => sendEnvelope(res, answer));
    // the prefetch fills a cache of its own, so the page (on the app's cache) asks for itself
    await prepareFirstPage(at(path), new QueryClient());
    renderApp(path);
    await waitFor(() => expect(server.hits(SEARCH).length).toBeGreaterThanOrEqual(2));
    const [prefetched, asked] = server.hits(SEARCH).map((hit) => Object.fromEntries(hit.query));
    expect(prefetched?.keyWords).toBeDefined();
    expect(asked).toEqual(prefetched);
  });
});
