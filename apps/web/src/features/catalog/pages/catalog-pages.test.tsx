import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { yageoResistor } from '../../../app/testing/item-fixtures.ts';
import { setUpPageServer } from '../../../app/testing/page-server.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { useTabTitleStore } from '../../../components/tab-bar/use-tab-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { type RecordedRequest, sendEnvelope, sendJson } from '../../../lib/test-support/test-server.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { useErrorDialogStore } from '../../../stores/error-dialog.store.ts';
import { useTabsStore } from '../../../stores/tabs.store.ts';
import type { BrandSummary, CategoryNode, ItemDetail, ItemSummary } from '../api/catalog.types.ts';
import { bolt, boltPath, q235bDetail, q235bEquivalents } from './catalog-pages.data.ts';

// The catalogue pages against a real HTTP server in the test (jsdom's XHR connects to it); the answers follow
// the catalogue API's shapes. Unknown routes answer HTTP 404 with a 404 envelope, as the server does.

const server = setUpPageServer();

beforeEach(() => {
  useTabTitleStore.getState().reset();
});

const api = (path: string) => `/to/api/catalog${path}`;

/** 国巨 (YAGEO), a passive-component maker of Taiwan, as the brand directory lists it. */
const YAGEO: BrandSummary = {
  id: 1,
  code: 'yageo',
  nameZh: '国巨',
  nameEn: 'YAGEO',
  country: 'TW',
  website: 'https://www.yageo.com',
  description: '台湾被动元件制造商。',
  kinds: [2],
  itemCount: 3200,
};

function routeCategory() {
  server.route('GET', api('/categories/4'), (_req, res) =>
    sendEnvelope(res, {
      id: 4,
      code: 'part.fastener.bolt.hex',
      kind: 1,
      name: '六角头螺栓',
      nameEn: 'Hex head bolts',
      itemCount: 120,
      path: boltPath,
      params: [
        {
          key: 'd',
          name: '螺纹规格 d',
          unit: '',
          dimension: 'none',
          type: 'enum',
          filterable: true,
          comparable: true,
        },
        {
          key: 'l',
          name: '公称长度 l',
          unit: 'mm',
          dimension: 'length',
          type: 'numeric',
          filterable: true,
          comparable: true,
        },
      ],
      children: [],
    }),
  );
  server.route('GET', api('/items'), (req, res) => {
    const page = Number(req.query.get('page') ?? 1);
    const pageSize = Number(req.query.get('pageSize') ?? 20);
    const list = Array.from({ length: pageSize }, (_, i) =>
      bolt(1000 + (page - 1) * pageSize + i, 10 + (page - 1) * pageSize + i),
    );
    sendEnvelope(res, {
      list: list.slice(0, Math.max(0, Math.min(pageSize, 120 - (page - 1) * pageSize))),
      total: 120,
    });
  });
}

/** A link by its whole text (role queries are slow over antd's large trees in jsdom). */
function queryLink(text: string | RegExp, root: ParentNode = document): HTMLAnchorElement | null {
  const matches = (t: string) => (typeof text === 'string' ? t === text : text.test(t));
  return [...root.querySelectorAll('a')].find((a) => matches((a.textContent ?? '').trim())) ?? null;
}
function link(text: string | RegExp, root: ParentNode = document): HTMLAnchorElement {
  const found = queryLink(text, root);
  if (!found) throw new Error(`no link ${String(text)}`);
  return found;
}
const findLink = (text: string | RegExp, root?: ParentNode) => waitFor(() => link(text, root));

const itemQueries = () =>
  server.hits(api('/items')).map((r: RecordedRequest) => Object.fromEntries(r.query.entries()));

describe('catalogue pages', () => {
  it('SPEC-2.09 SPEC-2.21 a category page pages through the address and a reload shows the same page', async () => {
    routeCategory();
    const first = renderApp('/part/category/4?page=2&pageSize=50');
    // Breadcrumbs: library › categories (the kind root folded into the library) › the category.
    expect(await screen.findByText('六角头螺栓', { selector: 'h1' })).toBeInTheDocument();
    expect(await findLink('M10×60')).toHaveAttribute('href', '/part/detail/1050');
    expect(itemQueries().at(-1)).toEqual({ categoryId: '4', page: '2', pageSize: '50' });
    const breadcrumb = document.querySelector<HTMLElement>('.jk-cat-breadcrumb')!;
    expect(within(breadcrumb).getByText('零部件库', { selector: 'a' })).toHaveAttribute(
      'href',
      '/part?tab=category',
    );
    expect(within(breadcrumb).getByText('紧固件', { selector: 'a' })).toHaveAttribute(
      'href',
      '/part/category/2',
    );
    expect(within(breadcrumb).queryByText('六角头螺栓', { selector: 'a' })).toBeNull();
    // A bare length gets its unit from the category's parameter definition.
    expect(screen.getAllByText('60 mm').length).toBeGreaterThan(0);

    // The next page goes into the address.
    await userEvent.click(screen.getByTitle('下一页'));
    await waitFor(() => expect(first.router.state.location.search).toBe('?page=3&pageSize=50'));
    expect(await findLink('M10×110')).toBeInTheDocument();
    first.unmount();

    // A reload (a new app at the same address) asks for and shows the same page.
    queryClient.clear();
    renderApp('/part/category/4?page=3&pageSize=50');
    expect(await findLink('M10×110')).toBeInTheDocument();
    expect(itemQueries().at(-1)).toEqual({ categoryId: '4', page: '3', pageSize: '50' });
    // The tab is titled with the category's name.
    await waitFor(() => expect(useTabsStore.getState().tabs.map((t) => t.title)).toContain('六角头螺栓'));
    // and so is the browser's title (the route's 分类 until the category has loaded)
    await waitFor(() => expect(document.title).toBe('六角头螺栓 - 件库'));
  });

  it('SPEC-2.16 a non-numeric id and an unknown id go to /404', async () => {
    const bad = renderApp('/part/detail/abc');
    await waitFor(() => expect(bad.router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(server.hits(api('/items/abc'))).toHaveLength(0);
    bad.unmount();

    const unknown = renderApp('/component/detail/999999');
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/404'));
    expect(server.hits(api('/items/999999')).length).toBeGreaterThan(0);
    unknown.unmount();

    for (const path of ['/part/category/x1', '/mat/category/424242', '/part/brand-detail/0']) {
      const view = renderApp(path);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
      view.unmount();
    }
  });

  it('SPEC-2.05 SPEC-2.38 SPEC-5.20 SPEC-5.21 SPEC-5.22 SPEC-5.23 SPEC-8.22 the brand directory: type and keyWords in the address, the simple search rules', async () => {
    const brands: BrandSummary[] = [
      YAGEO,
      {
        id: 2,
        code: 'murata',
        nameZh: '村田',
        nameEn: 'Murata',
        country: 'JP',
        website: 'https://www.murata.com',
        description: '日本电子元件制造商。',
        kinds: [2],
        itemCount: 900,
      },
    ];
    server.route('GET', api('/brands'), (req, res) => {
      const kw = (req.query.get('keyWords') ?? '').toLowerCase();
      const list = brands.filter((b) => !kw || b.nameZh.includes(kw) || b.nameEn.toLowerCase().includes(kw));
      sendEnvelope(res, { list, total: list.length });
    });
    const { router } = renderApp('/component/brand-page?type=2');
    expect(await findLink('国巨')).toHaveAttribute('href', '/component/brand-detail/1');
    expect(screen.getByText('YAGEO')).toBeInTheDocument();
    expect(screen.getByText('中国台湾')).toBeInTheDocument();
    expect(link(/www\.yageo\.com/)).toHaveAttribute('target', '_blank');
    expect(Object.fromEntries(server.hits(api('/brands')).at(-1)!.query)).toEqual({
      kind: '2',
      page: '1',
      pageSize: '24',
    });

    // the header's organisation search loads with the brand pages (header-search.tsx)
    const box = await screen.findByPlaceholderText('请输入厂商名称');
    // Nothing typed: the 1-second toast, no search.
    await userEvent.click(
      document.querySelector<HTMLElement>('.ant-input-search-btn, .ant-input-search-button')!,
    );
    expect(await screen.findByText('请输入内容再进行搜索')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=2');

    // Trimmed, and into the address.
    await userEvent.type(box, '  murata  {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?type=2&keyWords=murata'));
    expect(await findLink('村田')).toBeInTheDocument();
    await waitFor(() => expect(queryLink('国巨')).toBeNull());
    expect(box).toHaveValue('murata');

    // At most 128 characters.
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('厂'.repeat(140));
    expect((box as HTMLInputElement).value).toHaveLength(128);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('未找到匹配的厂商')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?type=2&keyWords=${encodeURIComponent('厂'.repeat(128))}`);
  });

  it("a brand page: the tab and the browser are titled with the brand (厂商详情, the route's title, until it loads)", async () => {
    server.route('GET', api('/brands/1'), (_req, res) =>
      sendEnvelope(res, { ...YAGEO, itemCount: 0, categories: [] }),
    );
    server.route('GET', api('/items'), (_req, res) => sendEnvelope(res, { list: [], total: 0 }));
    renderApp('/component/brand-detail/1');
    expect(await screen.findByText('国巨', { selector: 'h1' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('国巨 - 件库'));
    await waitFor(() => expect(useTabsStore.getState().tabs.map((t) => t.title)).toContain('国巨'));
  });

  it('SPEC-2.05 the brand directory pages through the address', async () => {
    server.route('GET', api('/brands'), (req, res) => {
      const page = Number(req.query.get('page'));
      const list = Array.from({ length: 24 }, (_, i): BrandSummary => {
        const n = (page - 1) * 24 + i + 1;
        return {
          id: n,
          code: `b${n}`,
          nameZh: `厂商${n}`,
          nameEn: `Maker ${n}`,
          country: 'CN',
          website: null,
          description: '',
          kinds: [1],
          itemCount: n,
        };
      });
      sendEnvelope(res, { list, total: 60 });
    });
    const { router } = renderApp('/part/brand-page?type=1');
    expect(await findLink('厂商1')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=1&page=3'));
    expect(await findLink('厂商49')).toBeInTheDocument();
  });

  it('an item detail: breadcrumbs, parameters with units, datasheet in a new window, siblings, the tab titled with the model', async () => {
    const detail: ItemDetail = {
      ...yageoResistor({ id: 501, name: '贴片电阻 10kΩ ±1% 0603', category: { id: 31, name: '贴片电阻' } }),
      description: '厚膜贴片电阻 RC 系列。',
      datasheetUrl:
        'https://www.yageo.com/upload/media/product/productsearch/datasheet/rchip/PYu-RC_Group_51_RoHS_L_12.pdf',
      path: [
        { id: 20, name: '元器件' },
        { id: 21, name: '无源器件' },
        { id: 30, name: '电阻' },
        { id: 31, name: '贴片电阻' },
      ],
      params: [
        {
          key: 'resistance',
          name: '阻值',
          unit: 'Ω',
          display: '10 kΩ',
          si: 10000,
          siUnit: 'Ω',
          type: 'numeric',
        },
        { key: 'tolerance', name: '精度', unit: '%', display: '±1 %', si: 0.01, siUnit: '', type: 'numeric' },
        {
          key: 'max_voltage',
          name: '最大工作电压',
          unit: 'V',
          display: '75',
          si: 75,
          siUnit: 'V',
          type: 'numeric',
        },
      ],
      material: null,
    };
    server.route('GET', api('/items/501'), (_req, res) => sendEnvelope(res, detail));
    server.route('GET', api('/items/501/siblings'), (_req, res) =>
      sendEnvelope(res, [
        {
          ...detail,
          id: 502,
          model: 'RC0603FR-0712KL',
          keyParams: [{ key: 'resistance', name: '阻值', display: '12 kΩ' }],
        },
      ]),
    );
    renderApp('/component/detail/501');
    expect(await screen.findByText('RC0603FR-0710KL', { selector: 'h1' })).toBeInTheDocument();
    const breadcrumb = document.querySelector<HTMLElement>('.jk-cat-breadcrumb')!;
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['元器件库', '无源器件', '电阻', '贴片电阻']);
    expect(within(breadcrumb).getByText('RC0603FR-0710KL')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('75 V')).toBeInTheDocument();
    expect(screen.getByText('±1 %')).toBeInTheDocument();
    expect(screen.getByText('量产')).toBeInTheDocument();
    const datasheet = link(/数据手册/);
    expect(datasheet).toHaveAttribute('target', '_blank');
    expect(datasheet).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link(/国巨/)).toHaveAttribute('href', '/component/brand-detail/1');
    expect(await findLink('RC0603FR-0712KL')).toHaveAttribute('href', '/component/detail/502');
    expect(screen.getByText('当前')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await waitFor(() => expect(useTabsStore.getState().tabs.at(-1)?.title).toBe('RC0603FR-0710KL'));
  });

  it('items of one model (three finishes of 螺栓 GB/T 5782 M1.6×12 按协议) get tab titles, browser titles and sibling rows that tell them apart', async () => {
    const finishes = ['不经处理', '电镀', '非电解锌片涂层'];
    const twins: ItemSummary[] = finishes.map((finish, i) => ({
      ...bolt(0, 0),
      id: 601 + i,
      code: `GB5782-M1.6x12-AGREED-${['PL', 'EP', 'ZF'][i]}`,
      model: '螺栓 GB/T 5782 M1.6×12 按协议',
      name: `六角头螺栓 M1.6×12 按协议 ${finish}`,
      series: 'GB/T 5782-2016',
      keyParams: [
        { key: 'd', name: '螺纹规格 d', display: 'M1.6' },
        { key: 'l', name: '公称长度 l', display: '12' },
      ],
    }));
    const detailOf = (item: ItemSummary): ItemDetail => ({
      ...item,
      description: '',
      datasheetUrl: null,
      path: boltPath,
      params: [
        { key: 'd', name: '螺纹规格 d', unit: '', display: 'M1.6', si: null, siUnit: '', type: 'enum' },
        { key: 'l', name: '公称长度 l', unit: 'mm', display: '12', si: 0.012, siUnit: 'm', type: 'numeric' },
      ],
      material: null,
    });
    for (const item of twins) {
      server.route('GET', api(`/items/${item.id}`), (_req, res) => sendEnvelope(res, detailOf(item)));
      server.route('GET', api(`/items/${item.id}/siblings`), (_req, res) =>
        sendEnvelope(
          res,
          twins.filter((t) => t.id !== item.id),
        ),
      );
    }
    const { router } = renderApp('/part/detail/601');
    await waitFor(() =>
      expect(useTabsStore.getState().tabs.at(-1)?.title).toBe('螺栓 GB/T 5782 M1.6×12 按协议 不经处理'),
    );
    expect(document.title).toBe('螺栓 GB/T 5782 M1.6×12 按协议 不经处理 - 件库');
    expect(await findLink('螺栓 GB/T 5782 M1.6×12 按协议 电镀')).toHaveAttribute('href', '/part/detail/602');
    expect(link('螺栓 GB/T 5782 M1.6×12 按协议 非电解锌片涂层')).toHaveAttribute('href', '/part/detail/603');
    await router.navigate('/part/detail/602');
    await waitFor(() => expect(document.title).toBe('螺栓 GB/T 5782 M1.6×12 按协议 电镀 - 件库'));
    const titles = useTabsStore.getState().tabs.map((t) => t.title);
    expect(titles).toContain('螺栓 GB/T 5782 M1.6×12 按协议 不经处理');
    expect(titles).toContain('螺栓 GB/T 5782 M1.6×12 按协议 电镀');
  });

  it('SPEC-8.01 an item answered 200 without a code: the page says it failed to load and the dialog shows Unknow Error, no crash', async () => {
    const broken = { offContract: 'SPEC-8.01: a 200 answer without a code, which the client must survive' };
    server.route('GET', api('/items/701'), (_req, res) => sendJson(res, { data: { id: 701 } }), broken);
    server.route('GET', api('/items/701/siblings'), (_req, res) => sendJson(res, []), broken);
    renderApp('/part/detail/701');
    expect(await screen.findByText('条目加载失败')).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).toBeNull();
    expect(useErrorDialogStore.getState().current).toMatchObject({ code: 100001, message: 'Unknow Error' });
  });

  it('a material: designation, one 牌号对照 section (the equivalents table with GB first, then the near grades), properties with conditions, sources; no datasheet link when none', async () => {
    const q235 = q235bDetail(bolt(0, 0));
    server.route('GET', api('/items/801'), (_req, res) => sendEnvelope(res, q235));
    server.route('GET', api('/items/801/siblings'), (_req, res) => sendEnvelope(res, []));
    server.route('GET', '/to/api/materials/801/equivalents', (_req, res) =>
      sendEnvelope(res, q235bEquivalents),
    );
    renderApp('/mat/detail/801');
    expect(await screen.findByText('Q235B', { selector: 'h1' })).toBeInTheDocument();
    // the designations once: the standards table and the catalogue's near grades in the same section
    const related = await waitFor(
      () => {
        const table = document.querySelector<HTMLElement>('.jk-mc-related');
        if (!table) throw new Error('the near grades are not shown yet');
        return table;
      },
      { timeout: 15_000 },
    );
    const section = related.closest('section')!;
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('牌号对照');
    expect(section.querySelector('.jk-equivalents')).not.toBeNull();
    expect(within(related).getByRole('link', { name: 'Q235A' })).toHaveAttribute('href', '/mat/detail/802');
    expect(within(related).getByText('S: ≤0.045 / ≤0.050')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: '牌号对照' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: '对照与相近牌号' })).toBeNull();
    expect(document.querySelectorAll('.jk-equivalents')).toHaveLength(1);
    const eq = document.querySelector<HTMLElement>('.jk-equivalents')!;
    expect(
      within(eq)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['GB', 'ASTM', 'AISI', 'UNS', 'EN', 'DIN', 'JIS', 'ISO']);
    expect(
      within(eq)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Q235B',
      'A36 (近似)',
      '—',
      '—',
      'S235JR (1.0038, 近似)',
      '—',
      'SS400 (近似)',
      'E235B (ISO 630)',
    ]);
    const props = document.querySelector<HTMLElement>('.jk-properties')!;
    expect(within(props).getByText('20°C 典型值')).toBeInTheDocument();
    expect(within(props).getByText('≥ 235 MPa')).toBeInTheDocument();
    expect(screen.getByText('GB/T 700-2006 表2 (拉伸性能)')).toBeInTheDocument();
    expect(queryLink(/数据手册/)).toBeNull();
    // The values shown with conditions are not repeated in a parameter table.
    expect(screen.queryByText('参数', { selector: 'h2' })).toBeNull();
  });

  it('SPEC-2.03 SPEC-2.39 SPEC-2.42 a library home: the catalogue with counts and links; the 厂商 entry not for materials nor in private mode', async () => {
    const tree: CategoryNode[] = [
      {
        id: 1,
        code: 'part',
        name: '零部件',
        nameEn: 'Parts',
        itemCount: 1500,
        children: [
          {
            id: 2,
            code: 'part.fastener',
            name: '紧固件',
            nameEn: 'Fasteners',
            itemCount: 1200,
            children: [
              {
                id: 3,
                code: 'part.fastener.bolt',
                name: '螺栓',
                nameEn: 'Bolts',
                itemCount: 700,
                children: [
                  {
                    id: 4,
                    code: 'part.fastener.bolt.hex',
                    name: '六角头螺栓',
                    nameEn: 'Hex bolts',
                    itemCount: 700,
                    children: [],
                  },
                ],
              },
            ],
          },
          {
            id: 9,
            code: 'part.bearing',
            name: '轴承',
            nameEn: 'Bearings',
            itemCount: 300,
            children: [
              {
                id: 10,
                code: 'part.bearing.dg',
                name: '深沟球轴承',
                nameEn: 'Deep groove',
                itemCount: 300,
                children: [],
              },
            ],
          },
        ],
      },
    ];
    server.route('GET', api('/stats'), (_req, res) =>
      sendEnvelope(res, {
        kinds: [
          { kind: 1, items: 1500, categories: 6, brands: 12 },
          { kind: 4, items: 60, categories: 20, brands: 0 },
        ],
        seeding: false,
      }),
    );
    server.route('GET', api('/categories'), (req, res) =>
      req.query.get('kind') === '1' ? sendEnvelope(res, tree) : sendEnvelope(res, []),
    );
    server.route('GET', api('/featured'), (_req, res) => sendEnvelope(res, [bolt(1001, 50)]));
    const part = renderApp('/part');
    await screen.findByText('紧固件', { selector: 'a.jk-cat-block-title', exact: false });
    const catalogue = document.querySelector<HTMLElement>('section[aria-label="紧固件"]')!;
    expect(link(/六角头螺栓\s*700/, catalogue)).toHaveAttribute('href', '/part/category/4');
    expect(link(/^螺栓\s*700/, catalogue)).toHaveAttribute('href', '/part/category/3');
    expect(link(/深沟球轴承\s*300/)).toHaveAttribute('href', '/part/category/10');
    expect(await screen.findByText('1,500')).toBeInTheDocument();
    expect(link(/12\s*厂商/)).toHaveAttribute('href', '/part/brand-page?type=1');
    expect(await findLink(/M10×50/)).toHaveAttribute('href', '/part/detail/1001');
    // The header's library tabs: 目录, 厂商, 参数对比 and 3D搜索 (parts only).
    const tabs = document.querySelector<HTMLElement>('nav[aria-label="库导航"]')!;
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['目录', '厂商', '参数对比', '3D搜索']);
    part.unmount();

    // In private mode the manufacturer entries are hidden.
    useAppStore.getState().setPrivate(true);
    const privatePart = renderApp('/part');
    await screen.findByText('1,500');
    expect(queryLink(/厂商/)).toBeNull();
    privatePart.unmount();
    useAppStore.getState().setPrivate(false);

    renderApp('/mat');
    await screen.findByText('60');
    expect(await screen.findByText('该库暂无分类')).toBeInTheDocument();
    expect(queryLink(/厂商/)).toBeNull();
  });
});
