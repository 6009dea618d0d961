import type { CompareResult } from '@jianku/rules/compare-schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { yageoResistorBrief } from '../../../app/testing/item-fixtures.ts';
import { setUpPageServer } from '../../../app/testing/page-server.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { AddToCompareButton } from '../../../components/compare-tray/add-to-compare-button.tsx';
import { CompareTray } from '../../../components/compare-tray/compare-tray.tsx';
import { useTraySync } from '../../../components/compare-tray/use-tray-sync.ts';
import { sendEnvelope } from '../../../lib/test-support/test-server.ts';
import { COMPARE_TRAY_KEY, useCompareTrayStore } from '../../../stores/compare-tray.store.ts';
import { type User, useSessionStore } from '../../../stores/session.store.ts';

// The 参数对比 page, the 加入对比 button, the tray and its server sync against a real HTTP server answering
// in the compare API's shapes (@jianku/rules/compare-schemas).

const server = setUpPageServer();

afterEach(() => {
  useSessionStore.setState({ user: null });
});

const ITEMS = '/to/api/compare/items';
const TRAY = '/to/api/compare/tray';

function resistor(id: number, model: string, tolerance: string) {
  return yageoResistorBrief({ id, code: `YAGEO-${model}`, model, name: `贴片电阻 10kΩ ${tolerance} 0603` });
}

const RESULT: CompareResult = {
  kind: 2,
  items: [
    resistor(11, 'RC0603FR-0710KL', '±1%'),
    resistor(12, 'RC0603JR-0710KL', '±5%'),
    resistor(13, 'RC0603FR-0710KP', '±1%'),
  ],
  rows: [
    {
      key: 'resistance',
      name: '阻值',
      unit: 'Ω',
      type: 'numeric',
      better: null,
      differs: false,
      values: [0, 1, 2].map(() => ({ display: '10 kΩ', si: 10000, best: false })),
    },
    {
      key: 'tolerance',
      name: '精度',
      unit: '%',
      type: 'numeric',
      better: 'lower',
      differs: true,
      values: [
        { display: '±1 %', si: 0.01, best: true },
        { display: '±5 %', si: 0.05, best: false },
        { display: '±1 %', si: 0.01, best: true },
      ],
    },
  ],
};

function routeItems(result: CompareResult = RESULT) {
  server.route('GET', ITEMS, (_req, res) => sendEnvelope(res, result));
}
const headModels = () => [...document.querySelectorAll('thead .jk-compare-model')].map((a) => a.textContent);
const bodyRows = () => [
  ...document.querySelectorAll<HTMLElement>('.jk-compare-table .ant-table-tbody > tr.ant-table-row'),
];
const rowOf = (label: string) => bodyRows().find((r) => r.querySelector('td')?.textContent === label);

describe('comparison page', () => {
  it('shows the items of the address side by side, differing rows highlighted, better values marked', async () => {
    routeItems();
    renderApp('/component/compare?ids=11,12,13');
    await waitFor(() =>
      expect(headModels()).toEqual(['RC0603FR-0710KL', 'RC0603JR-0710KL', 'RC0603FR-0710KP']),
    );
    expect(server.hits(ITEMS)[0]?.query.get('ids')).toBe('11,12,13');
    expect(rowOf('精度')).toHaveClass('is-differ');
    expect(rowOf('阻值')).not.toHaveClass('is-differ');
    expect(rowOf('名称')).toHaveClass('is-differ');
    expect(rowOf('品牌')).not.toHaveClass('is-differ');
    const best = rowOf('精度')?.querySelectorAll('.jk-compare-best');
    expect(best).toHaveLength(2);
    expect(within(rowOf('阻值') as HTMLElement).queryByText('较优')).toBeNull();
    // the export links carry the ids
    expect(screen.getByText('导出 Excel (.xlsx)').closest('a')).toHaveAttribute(
      'href',
      '/to/api/compare/export?ids=11,12,13&format=xlsx',
    );
    expect(screen.getByText('导出 CSV (.csv)').closest('a')).toHaveAttribute(
      'href',
      '/to/api/compare/export?ids=11,12,13&format=csv',
    );
  });

  it('只看不同 hides the rows whose values are all the same', async () => {
    routeItems();
    renderApp('/component/compare?ids=11,12,13');
    await waitFor(() => expect(rowOf('精度')).toBeDefined());
    const all = bodyRows().length;
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(bodyRows().length).toBeLessThan(all));
    expect(bodyRows().every((r) => r.classList.contains('is-differ'))).toBe(true);
    expect(bodyRows().map((r) => r.querySelector('td')?.textContent)).toEqual(['名称', '精度']);
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(bodyRows()).toHaveLength(all));
  });

  it('removing an item writes the remaining ids to the address and takes it out of the tray', async () => {
    routeItems();
    useCompareTrayStore.getState().replace({ kind: 2, ids: [11, 12, 13] });
    const { router } = renderApp('/component/compare?ids=11,12,13');
    await waitFor(() => expect(headModels()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '移除 RC0603JR-0710KL' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=11,13'));
    expect(useCompareTrayStore.getState().ids).toEqual([11, 13]);
    // the comparison of the rest is asked for
    await waitFor(() => expect(server.hits(ITEMS).map((r) => r.query.get('ids'))).toContain('11,13'));
  });

  it('junk ids in the address: the Chinese message, no request, and the tray is not lost', async () => {
    routeItems();
    useCompareTrayStore.getState().replace({ kind: 2, ids: [11, 12] });
    for (const [ids, message] of [
      ['abc,12', '对比条目 ID 不正确：“abc” 不是正整数'],
      ['11,11', '对比条目重复：ID 11 出现了不止一次'],
      [Array.from({ length: 1000 }, (_, i) => i + 1).join(','), '最多同时对比 10 个条目，当前为 1000 个'],
    ] as const) {
      renderApp(`/component/compare?ids=${ids}`);
      await screen.findByText(message);
      cleanup();
    }
    expect(server.hits(ITEMS).map((r) => r.url)).toEqual([]);
    expect(useCompareTrayStore.getState().ids).toEqual([11, 12]);
    expect(JSON.parse(localStorage.getItem(COMPARE_TRAY_KEY) ?? '{}').state.ids).toEqual([11, 12]);
  });

  it("the server's refusal (unknown or deleted ids) is shown on the page, with the way back to the tray", async () => {
    server.route('GET', ITEMS, (_req, res) => sendEnvelope(res, null, 404, '以下条目不存在或已删除：ID 999'));
    useCompareTrayStore.getState().replace({ kind: 2, ids: [11, 12] });
    const { router } = renderApp('/component/compare?ids=11,999');
    await screen.findByText('以下条目不存在或已删除：ID 999');
    fireEvent.click(screen.getByRole('button', { name: '打开对比栏中的 2 个条目' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=11,12'));
  });

  it('the 参数对比 tab without ids opens the tray of this library, or explains how to add items', async () => {
    routeItems();
    useCompareTrayStore.getState().replace({ kind: 2, ids: [11, 12, 13] });
    const first = renderApp('/component/compare');
    await waitFor(() => expect(first.router.state.location.search).toBe('?ids=11,12,13'));
    cleanup();
    // the part library's tab with a component tray: the empty state, and the tray's link
    renderApp('/part/compare');
    await screen.findByText('还没有要对比的零部件');
    expect(screen.getByText(/在搜索结果、分类列表或条目详情页点“加入对比”/)).toBeInTheDocument();
    expect(screen.getByText('对比栏中有 3 个元器件')).toBeInTheDocument();
  });

  it('ids of the other library are shown under their library', async () => {
    routeItems();
    const { router } = renderApp('/part/compare?ids=11,12,13');
    await waitFor(() => expect(router.state.location.pathname).toBe('/component/compare'));
  });
});

describe('加入对比 and the tray', () => {
  const routes = [
    {
      path: '/',
      element: (
        <>
          <AddToCompareButton item={{ id: 11, kind: 2, model: 'RC0603FR-0710KL' }} />
          <AddToCompareButton item={{ id: 21, kind: 1, model: 'GB/T 5782 M10×50' }} />
          <AddToCompareButton item={{ id: 31, kind: 4, model: '316L' }} />
          <CompareTray />
        </>
      ),
    },
    { path: '/component/compare', element: <div>对比页</div> },
  ];

  it('adds to the tray, shows the count, refuses another library and a material, opens the comparison', async () => {
    const { router } = renderApp('/', routes);
    expect(document.querySelector('aside.jk-compare-tray')).toBeNull();
    const [resistorButton, boltButton, materialButton] = screen.getAllByRole('button', { name: /加入对比/ });
    fireEvent.click(resistorButton as HTMLElement);
    await screen.findByText('已加入对比');
    const tray = document.querySelector<HTMLElement>('aside.jk-compare-tray') as HTMLElement;
    expect(within(tray).getByText('1/10')).toBeInTheDocument();
    expect(within(tray).getByText('RC0603FR-0710KL')).toBeInTheDocument();
    fireEvent.click(boltButton as HTMLElement);
    await screen.findByText('对比栏中是元器件，不能加入零部件；请先清空对比栏');
    fireEvent.click(materialButton as HTMLElement);
    await screen.findByText('材料不支持参数对比，请到材料库使用“材料对比”');
    expect(useCompareTrayStore.getState().ids).toEqual([11]);
    fireEvent.click(within(tray).getByRole('button', { name: '开始对比' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/component/compare'));
    expect(router.state.location.search).toBe('?ids=11');
  });
});

describe('tray sync of a signed-in user', () => {
  const user = { id: 7, nickname: '张工' } as unknown as User;
  function Probe() {
    useTraySync();
    return null;
  }

  it("merges the server's tray with this browser's at sign-in and saves every change", async () => {
    server.route('GET', TRAY, (_req, res) => sendEnvelope(res, { kind: 2, ids: [7, 8] }));
    server.route('PUT', TRAY, (req, res) => sendEnvelope(res, JSON.parse(req.body)));
    useCompareTrayStore.getState().replace({ kind: 2, ids: [9, 7] });
    useSessionStore.setState({ user });
    renderApp('/', [{ path: '/', element: <Probe /> }]);
    await waitFor(() => expect(useCompareTrayStore.getState().ids).toEqual([7, 8, 9]));
    await waitFor(() => expect(server.hits(TRAY).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(JSON.parse(server.hits(TRAY).find((r) => r.method === 'PUT')?.body ?? '')).toEqual({
      kind: 2,
      ids: [7, 8, 9],
    });
    useCompareTrayStore.getState().remove(8);
    await waitFor(() => expect(server.hits(TRAY).filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(JSON.parse(server.hits(TRAY).at(-1)?.body ?? '')).toEqual({ kind: 2, ids: [7, 9] });
  });

  it('anonymous visitors keep the tray in this browser only', async () => {
    server.route('GET', TRAY, (_req, res) => sendEnvelope(res, { kind: null, ids: [] }));
    server.route('PUT', TRAY, (req, res) => sendEnvelope(res, JSON.parse(req.body)));
    useCompareTrayStore.getState().replace({ kind: 2, ids: [9] });
    renderApp('/', [{ path: '/', element: <Probe /> }]);
    useCompareTrayStore.getState().add({ id: 10, kind: 2, model: 'X' });
    // Order, not a pause: signing in afterwards makes the tray talk to the server; the first thing it asks
    // is the sign-in's read, so nothing was sent while anonymous.
    useSessionStore.setState({ user });
    await waitFor(() => expect(server.hits(TRAY).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(server.hits(TRAY).map((r) => r.method)).toEqual(['GET', 'PUT']);
    expect(JSON.parse(server.hits(TRAY)[1]?.body ?? '')).toEqual({ kind: 2, ids: [9, 10] });
  });
});
