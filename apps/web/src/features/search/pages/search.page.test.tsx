import { SHARED_CODE_BRAND } from '@jianku/rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { murataCapacitor, noFacets } from '../../../app/testing/item-fixtures.ts';
import { setUpPageServer } from '../../../app/testing/page-server.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { sendEnvelope, sendJson } from '../../../lib/test-support/test-server.ts';
import type { SearchItem, SearchResult } from '../api/search.types.ts';

// The results page against a real HTTP server answering in the search API's shapes (CONTRACT.md): it reads
// its filters from the address, sends them, and writes every change back to the address.

const server = setUpPageServer();

const SEARCH = '/to/api/search/items';

function capacitor(id: number): SearchItem {
  return murataCapacitor({
    id,
    code: `GRM188R71H104KA93D-${id}`,
    model: `GRM188R71H${id}`,
    keyParams: [
      { key: 'capacitance', name: '容值', display: '100 nF' },
      { key: 'voltage', name: '额定电压', display: '50 V' },
    ],
  });
}

function result(page: number, pageSize: number, total = 95): SearchResult {
  const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
  return {
    total,
    page,
    pageSize,
    list: Array.from({ length: count }, (_, i) => capacitor(5000 + (page - 1) * pageSize + i)),
    facets: {
      categories: [{ id: 21, name: '多层陶瓷电容', count: total }],
      brands: [
        { id: 3, name: '村田', count: 60 },
        { id: 4, name: '三星电机', count: 35 },
      ],
      packages: [
        { value: '0603', name: '0603', count: 60 },
        { value: '0805', name: '0805', count: 35 },
      ],
      lifecycles: [{ value: 'active', name: '量产', count: total }],
      mountings: [{ value: 'smd', name: '贴片 (SMD)', count: total }],
      params: [
        {
          key: 'capacitance',
          name: '容值',
          unit: 'F',
          type: 'numeric',
          min: 1e-12,
          max: 1e-5,
          minDisplay: '1 pF',
          maxDisplay: '10 μF',
        },
        {
          key: 'dielectric',
          name: '介质',
          unit: '',
          type: 'enum',
          values: [
            { value: 'X7R', count: 50 },
            { value: 'X5R', count: 30 },
            { value: 'C0G', count: 15 },
          ],
        },
      ],
    },
    quantities: [{ text: '0.1uf', display: '100 nF' }],
    tookMs: 3,
  };
}

/** What the server answers when nothing matches: no facets. */
function nothingFound(): SearchResult {
  return {
    ...result(1, 20, 0),
    facets: noFacets(),
    quantities: [],
  };
}

function routeSearch(total = 95) {
  server.route('GET', SEARCH, (req, res) => {
    const page = Number(req.query.get('page') ?? 1);
    const pageSize = Number(req.query.get('pageSize') ?? 20);
    sendEnvelope(res, result(page, pageSize, total));
  });
}

const lastQuery = () => Object.fromEntries(server.hits(SEARCH).at(-1)?.query.entries() ?? []);
const addressOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const modelLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('.jk-result-model')];

describe('search results page', () => {
  it('SPEC-2.04 reads keyWords, notAnalyzerKeyWords and every filter from the address and shows the results', async () => {
    routeSearch();
    renderApp(
      '/component/search?keyWords=0.1uf|0603&notAnalyzerKeyWords=0.1μF&categoryId=21&p.capacitance=10nF~1uF&sort=name&page=2',
    );
    await waitFor(() => expect(modelLinks()).toHaveLength(20));
    expect(lastQuery()).toEqual({
      kind: '2',
      keyWords: '0.1uf|0603',
      notAnalyzerKeyWords: '0.1μF',
      categoryId: '21',
      sort: 'name',
      page: '2',
      pageSize: '20',
      'p.capacitance': '10nF~1uF',
    });
    expect(modelLinks()[0]).toHaveAttribute('href', '/component/detail/5020');
    const first = document.querySelector<HTMLElement>('.jk-result')!;
    for (const text of ['村田', '多层陶瓷电容', '0603', '量产', '100 nF', '50 V']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(document.querySelector('.jk-search-quantities')?.textContent).toContain('0.1uf 已按 100 nF 匹配');
    expect(document.querySelector('.jk-search-stats')?.textContent).toBe('共 95 条结果，用时 3 ms');
    // The range inputs show the filter from the address; the header box shows the keywords as tags.
    const range = document.querySelector<HTMLFormElement>('form[data-param="capacitance"]')!;
    expect([...range.querySelectorAll('input')].map((i) => i.value)).toEqual(['10nF', '1uF']);
    expect(
      [...document.querySelectorAll('.jk-header .jk-search-tag-text')].map((t) => t.textContent),
    ).toEqual(['0.1uf', '0603']);
  }, 20_000);

  it('a query whose word found nothing shows which word, and the results shown instead (issue 15)', async () => {
    server.route('GET', SEARCH, (_req, res) =>
      sendEnvelope(res, { ...result(1, 20, 3), relaxed: { missing: ['7%'], keyWords: '10k|0603' } }),
    );
    renderApp('/component/search?keyWords=10k|0603|7%25');
    await waitFor(() => expect(modelLinks()).toHaveLength(3));
    expect(document.querySelector('.jk-search-relaxed .ant-alert-title')?.textContent).toBe(
      '未找到与“7%”匹配的结果，已为您显示“10k 0603”的结果',
    );
    expect(lastQuery().keyWords).toBe('10k|0603|7%');
    // the query without the word is one click away
    const link = document.querySelector<HTMLAnchorElement>('.jk-search-relaxed-link')!;
    expect(link.textContent).toBe('搜索“10k 0603”');
    fireEvent.click(link);
    await waitFor(() => expect(lastQuery().keyWords).toBe('10k|0603'));
  }, 20_000);

  it('a part number the catalogue lacks: 未找到完全匹配, its decoded meaning above the nearest items (issue 15)', async () => {
    server.route('GET', SEARCH, (_req, res) =>
      sendEnvelope(res, {
        ...result(1, 20, 2),
        decoded: {
          partNumber: 'ERJ-3EKF1002V',
          brand: '松下',
          series: 'ERJ',
          category: '贴片电阻',
          params: [
            { key: 'resistance', name: '阻值', value: '10 kΩ' },
            { key: 'tolerance', name: '精度', value: '±1 %' },
            { key: 'case_size', name: '封装', value: '0603' },
          ],
          closeness: 'drop-in',
        },
      }),
    );
    renderApp('/component/search?keyWords=ERJ-3EKF1002V');
    await waitFor(() => expect(modelLinks()).toHaveLength(2));
    const panel = document.querySelector('.jk-search-decoded')!;
    expect(panel.querySelector('.ant-alert-title')?.textContent).toBe('未找到完全匹配：ERJ-3EKF1002V');
    expect(panel.querySelector('.jk-search-decoded-source')?.textContent).toBe(
      '按松下 ERJ 系列的型号编码规则解读为贴片电阻：',
    );
    expect([...panel.querySelectorAll('.jk-search-decoded-params > div')].map((d) => d.textContent)).toEqual([
      '阻值10 kΩ',
      '精度±1 %',
      '封装0603',
    ]);
    expect(panel.querySelector('.jk-search-decoded-closeness')?.textContent).toContain('可直接替换');
    // the panel comes before the list of the nearest items
    const list = document.querySelector('.jk-result-list')!;
    expect(panel.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const first = modelLinks()[0]!.textContent;
    expect(panel.querySelector('.jk-search-decoded-alternates')?.getAttribute('href')).toBe(
      `/component/similarity?partNumber=${encodeURIComponent(first ?? '')}`,
    );
  }, 20_000);

  it('a decoded inductor shows its inductance, tolerance, package and size; with no near item, says so (issue 15)', async () => {
    let answer: SearchResult = {
      ...result(1, 20, 1),
      decoded: {
        partNumber: 'LQG15HSR12J02D',
        brand: '村田',
        series: 'LQG15HS',
        category: '贴片电感',
        params: [
          { key: 'inductance', name: '电感量', value: '120 nH' },
          { key: 'tolerance', name: '精度', value: '±5 %' },
          { key: 'case_size', name: '封装', value: '0402' },
        ],
        closeness: 'size',
      },
    };
    server.route('GET', SEARCH, (_req, res) => sendEnvelope(res, answer));
    const { router } = renderApp('/component/search?keyWords=LQG15HSR12J02D');
    await waitFor(() => expect(modelLinks()).toHaveLength(1));
    let panel = document.querySelector('.jk-search-decoded')!;
    expect(panel.querySelector('.jk-search-decoded-source')?.textContent).toBe(
      '按村田 LQG15HS 系列的型号编码规则解读为贴片电感：',
    );
    expect([...panel.querySelectorAll('.jk-search-decoded-params > div')].map((d) => d.textContent)).toEqual([
      '电感量120 nH',
      '精度±5 %',
      '封装0402',
    ]);
    expect(panel.querySelector('.jk-search-decoded-closeness')?.textContent).toBe(
      '没有相同或相近值的条目，以下为同分类、同封装的条目',
    );
    // a size the catalogue has nothing of: the meaning still shows, the list is empty, no alternates link
    answer = {
      ...result(1, 20, 0),
      decoded: {
        partNumber: 'TFM201610ALMAR24MTAA',
        brand: 'TDK',
        series: 'TFM-ALMA',
        category: '贴片电感',
        params: [
          { key: 'inductance', name: '电感量', value: '240 nH' },
          { key: 'tolerance', name: '精度', value: '±20 %' },
          { key: 'case_size', name: '封装', value: 'TFM201610' },
          { key: 'size', name: '封装尺寸', value: '2016 (2.0×1.6×1.0 mm)' },
        ],
        closeness: 'none',
      },
    };
    await router.navigate('/component/search?keyWords=TFM201610ALMAR24MTAA');
    await waitFor(() =>
      expect(document.querySelector('.jk-search-decoded .ant-alert-title')?.textContent).toBe(
        '未找到完全匹配：TFM201610ALMAR24MTAA',
      ),
    );
    panel = document.querySelector('.jk-search-decoded')!;
    expect(panel.querySelector('[data-param="inductance"] dd')?.textContent).toBe('240 nH');
    expect(panel.querySelector('[data-param="size"]')?.textContent).toBe('封装尺寸2016 (2.0×1.6×1.0 mm)');
    expect(panel.querySelector('.jk-search-decoded-closeness')?.textContent).toBe(
      '目录中没有同分类、同封装的条目',
    );
    expect(panel.querySelector('.jk-search-decoded-alternates')).toBeNull();
    expect(modelLinks()).toHaveLength(0);
    // the same value in another package; a code several makers share names no maker
    answer = {
      ...result(1, 20, 1),
      decoded: {
        partNumber: 'SS110',
        brand: SHARED_CODE_BRAND,
        series: 'SS1x',
        category: '开关/整流/肖特基二极管',
        params: [{ key: 'vrrm', name: '反向重复峰值电压 VRRM', value: '100 V' }],
        closeness: 'other-package',
      },
    };
    await router.navigate('/component/search?keyWords=SS110');
    await waitFor(() => expect(modelLinks()).toHaveLength(1));
    panel = document.querySelector('.jk-search-decoded')!;
    expect(panel.querySelector('.jk-search-decoded-source')?.textContent).toBe(
      '按SS1x 系列（多家厂商通用）的型号编码规则解读为开关/整流/肖特基二极管：',
    );
    expect(panel.querySelector('.jk-search-decoded-closeness')?.textContent).toBe(
      '没有同封装的相同或相近值条目，以下为值与类型相同、封装不同的条目（请核对尺寸）',
    );
  }, 20_000);

  // 40 s: twenty result rows re-render on every filter change, each with its 加入对比 button (issue 10)
  it('SPEC-2.04 sorting, paging, a unit range, an enum and a brand are written to the address and sent', async () => {
    routeSearch();
    const { router } = renderApp('/component/search?keyWords=0.1uf&page=3');
    await waitFor(() => expect(modelLinks()).toHaveLength(20));

    // A range in units: only the lower bound gives "at least".
    const range = document.querySelector<HTMLFormElement>('form[data-param="capacitance"]')!;
    const [min, max] = [...range.querySelectorAll('input')];
    fireEvent.change(min!, { target: { value: '10nF' } });
    fireEvent.change(max!, { target: { value: '1uF' } });
    fireEvent.submit(range);
    await waitFor(() =>
      expect(addressOf(router)).toEqual({ keyWords: '0.1uf', 'p.capacitance': '10nF~1uF' }),
    );
    await waitFor(() => expect(lastQuery()['p.capacitance']).toBe('10nF~1uF'));
    expect(lastQuery().page).toBe('1');

    // Enum values as check boxes: any of them.
    const dielectric = document.querySelector<HTMLElement>('ul[data-param="dielectric"]')!;
    fireEvent.click(within(dielectric).getByText('X7R'));
    await waitFor(() => expect(addressOf(router)['p.dielectric']).toBe('X7R'));
    fireEvent.click(
      within(document.querySelector<HTMLElement>('ul[data-param="dielectric"]')!).getByText('X5R'),
    );
    await waitFor(() => expect(addressOf(router)['p.dielectric']).toBe('X7R|X5R'));

    // A brand facet.
    fireEvent.click(screen.getByText('三星电机'));
    await waitFor(() => expect(addressOf(router).brandId).toBe('4'));

    // Sort 最新.
    fireEvent.click(screen.getByText('最新'));
    await waitFor(() => expect(addressOf(router).sort).toBe('newest'));

    // Paging: page 2 from the pagination.
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(addressOf(router).page).toBe('2'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        page: '2',
        sort: 'newest',
        brandId: '4',
        'p.dielectric': 'X7R|X5R',
        'p.capacitance': '10nF~1uF',
      }),
    );

    // Back returns to the previous filters.
    await router.navigate(-1);
    await waitFor(() => expect(addressOf(router).page).toBeUndefined());
    expect(addressOf(router).sort).toBe('newest');
  }, 40_000);

  it('SPEC-2.04 mounting, package and lifecycle facets (issue 15): ticked values go to the address and the query, survive a reload, and show as removable tags', async () => {
    // a category's own 安装方式 parameter (connectors) is not shown twice beside the mounting facet
    const mountingParam = {
      key: 'mounting',
      name: '安装方式',
      unit: '',
      type: 'enum' as const,
      values: [{ value: '贴片', count: 95 }],
    };
    server.route('GET', SEARCH, (_req, res) => {
      const answer = result(1, 20);
      sendEnvelope(res, {
        ...answer,
        facets: { ...answer.facets, params: [...answer.facets.params, mountingParam] },
      });
    });
    const { router } = renderApp('/component/search?keyWords=0.1uf');
    await waitFor(() => expect(modelLinks()).toHaveLength(20));
    const group = (key: string) => document.querySelector<HTMLElement>(`ul[data-facet="${key}"]`)!;
    // the groups in order, each option with its count
    expect([...document.querySelectorAll('.jk-facet-title')].map((t) => t.textContent)).toEqual([
      '分类',
      '品牌',
      '安装方式',
      '封装',
      '生命周期',
      '容值（F）',
      '介质',
    ]);
    expect(group('mounting').textContent).toBe('贴片 (SMD)95');
    fireEvent.click(within(group('mounting')).getByText('贴片 (SMD)'));
    await waitFor(() => expect(addressOf(router)).toEqual({ keyWords: '0.1uf', mounting: 'smd' }));
    fireEvent.click(within(group('package')).getByText('0603'));
    await waitFor(() => expect(addressOf(router).package).toBe('0603'));
    fireEvent.click(within(group('package')).getByText('0805'));
    await waitFor(() => expect(addressOf(router).package).toBe('0603|0805'));
    fireEvent.click(within(group('lifecycle')).getByText('量产'));
    await waitFor(() => expect(addressOf(router).lifecycle).toBe('active'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ mounting: 'smd', package: '0603|0805', lifecycle: 'active' }),
    );
    const tags = () => [...document.querySelectorAll('.jk-search-active .ant-tag')].map((t) => t.textContent);
    expect(tags()).toEqual(['安装方式：贴片 (SMD)', '封装：0603 / 0805', '生命周期：量产']);

    // a reload of the address (a shared link) gives the same filters, ticked
    cleanup();
    queryClient.clear();
    renderApp('/component/search?keyWords=0.1uf&mounting=smd&package=0603|0805&lifecycle=active');
    await waitFor(() => expect(modelLinks()).toHaveLength(20));
    expect(lastQuery()).toMatchObject({ mounting: 'smd', package: '0603|0805', lifecycle: 'active' });
    const ticked = (key: string) =>
      [...group(key).querySelectorAll('.ant-checkbox-wrapper-checked')].map((l) => l.textContent);
    expect(ticked('package')).toEqual(['060360', '080535']);
    expect(tags()).toEqual(['安装方式：贴片 (SMD)', '封装：0603 / 0805', '生命周期：量产']);
    // a tag removes its filter; 清除筛选 removes them all
    const closeOf = (text: string) =>
      [...document.querySelectorAll<HTMLElement>('.jk-search-active .ant-tag')]
        .find((t) => t.textContent === text)!
        .querySelector<HTMLElement>('.ant-tag-close-icon')!;
    fireEvent.click(closeOf('封装：0603 / 0805'));
    await waitFor(() => expect(tags()).toEqual(['安装方式：贴片 (SMD)', '生命周期：量产']));
    fireEvent.click(screen.getByText('清除筛选'));
    await waitFor(() => expect(tags()).toEqual([]));
    await waitFor(() => expect(lastQuery().mounting).toBeUndefined());
  }, 40_000);

  it('SPEC-2.04 a shared link with nothing found shows 暂无匹配的结果; a server error shows its Chinese message', async () => {
    server.route('GET', SEARCH, (_req, res) => sendEnvelope(res, nothingFound()));
    const { router } = renderApp('/mat/search?keyWords=不存在的牌号&brandId=9');
    expect(await screen.findByText('暂无匹配的结果')).toBeInTheDocument();
    // nothing to filter by: no empty facet column, the hints take the whole width
    expect(document.querySelector('.jk-search-facets')).toBeNull();
    expect(document.querySelector('.jk-search-body--single')).not.toBeNull();
    expect(lastQuery().kind).toBe('4');
    fireEvent.click(document.querySelector<HTMLElement>('.jk-search-empty button')!);
    await waitFor(() => expect(addressOf(router)).toEqual({ keyWords: '不存在的牌号' }));

    server.route('GET', SEARCH, (_req, res) =>
      sendJson(res, { code: 100400, msg: '参数筛选格式不正确：p.voltage', data: null }, 400),
    );
    await router.navigate('/mat/search?keyWords=Q235&p.voltage=abc~');
    expect(await screen.findByText('参数筛选格式不正确：p.voltage')).toBeInTheDocument();
  }, 20_000);
});
