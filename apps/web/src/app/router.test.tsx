import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_BOX_ENTER_HINT } from '../components/search-box/search-box.tsx';
import { queryClient } from '../lib/query-client.ts';
import { usePluginStore } from '../stores/plugin.store.ts';
import { routeEmptyCatalogue, setUpPageServer } from './testing/page-server.ts';
import { renderApp, resetAppState } from './testing/render-app.tsx';

/** The library home (the live catalogue, antd Table/Skeleton styles) takes longer to query in jsdom. */
const LIBRARY_PAGE = { timeout: 5000 };

const server = setUpPageServer();

// A test may end with its page's requests in flight (the library home's, when only its heading is awaited):
// they are answered before the page server's own hooks clear the cache and, after the last test, close it.
afterEach(() =>
  waitFor(() => {
    if (queryClient.isFetching() > 0) throw new Error('requests in flight');
  }),
);

describe('route table', () => {
  beforeEach(() => routeEmptyCatalogue(server));

  it('SPEC-2.16 an unmatched path redirects to /404', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('SPEC-2.17 an error redirect with a non-numeric /{code} goes to /400', async () => {
    const { router } = renderApp('/abc?message=x&code=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/400'));
    expect(await screen.findByText('错误码：400')).toBeInTheDocument();
  });

  it('SPEC-2.16 SPEC-2.17 a single unknown segment without an error query is unmatched: /404', async () => {
    const { router } = renderApp('/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });

  it('SPEC-2.17 /500?message=x&code=500 shows the message and the code from the query', async () => {
    renderApp('/500?message=x&code=500');
    expect(await screen.findByText('x')).toBeInTheDocument();
    expect(screen.getByText('错误码：500')).toBeInTheDocument();
  });

  it('SPEC-2.15 /403 shows message and code from the query', async () => {
    renderApp(`/403?message=${encodeURIComponent('无权访问该企业库')}&code=100403`);
    expect(await screen.findByText('无权访问该企业库')).toBeInTheDocument();
    expect(screen.getByText('错误码：100403')).toBeInTheDocument();
    expect(screen.getByText('无访问权限')).toBeInTheDocument();
  });

  it('SPEC-2.20 error pages use the simple layout whose 门户首页 button returns to /', async () => {
    const { router } = renderApp('/404');
    const button = await screen.findByRole('button', { name: /门户首页/ });
    button.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('三大资源库')).toBeInTheDocument();
  });

  it('SPEC-2.01 / and /home show the home page in the home layout with the Home header', async () => {
    const { container } = renderApp('/home');
    expect(await screen.findByText('三大资源库')).toBeInTheDocument();
    expect(container.querySelector('header[data-header-type="Home"]')).not.toBeNull();
    expect(within(container.querySelector('header')!).getByText('资源库')).toBeInTheDocument();
    cleanup();
    renderApp('/');
    expect(await screen.findByText('三大资源库')).toBeInTheDocument();
  });

  it('SPEC-2.02 /download, /about and /brand-entry are home layout pages', async () => {
    renderApp('/download');
    expect(await screen.findByText('/plugin?swType=EDA&swName=KICAD&fType=symbol')).toBeInTheDocument();
    expect(screen.getByText('SolidWorks')).toBeInTheDocument();
  });

  it('SPEC-2.03 SPEC-2.21 /part, /component and /mat use the portal layout, the library from the prefix', async () => {
    const part = renderApp('/part');
    expect(
      await screen.findByRole('heading', { level: 1, name: '零部件库' }, LIBRARY_PAGE),
    ).toBeInTheDocument();
    expect(part.container.querySelector('header[data-header-type="Part"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '分类目录' })).toBeInTheDocument();
    // the library page tells what Enter does (issue 15: the first Enter only adds a keyword)
    expect(part.container.querySelector('.jk-library-search-hint')?.textContent).toBe(SEARCH_BOX_ENTER_HINT);
    expect(part.container.querySelector<HTMLInputElement>('.jk-library-search input')?.placeholder).toContain(
      '回车添加关键字',
    );
    part.unmount();

    const component = renderApp('/component?tab=category');
    expect(
      await screen.findByRole('heading', { level: 1, name: '元器件库' }, LIBRARY_PAGE),
    ).toBeInTheDocument();
    expect(component.container.querySelector('header[data-header-type="Component"]')).not.toBeNull();
    component.unmount();

    const mat = renderApp('/mat');
    expect(
      await screen.findByRole('heading', { level: 1, name: '材料库' }, LIBRARY_PAGE),
    ).toBeInTheDocument();
    expect(mat.container.querySelector('header[data-header-type="Mat"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '分类目录' })).toBeInTheDocument();
  });

  it('SPEC-2.19 SPEC-2.29 /plugin marks plugin mode: min width 500 and a compact header; else 1440', async () => {
    const plugin = renderApp('/plugin?swType=EDA&swName=KICAD&fType=symbol');
    expect(
      await screen.findByRole('heading', { level: 1, name: '元器件库' }, LIBRARY_PAGE),
    ).toBeInTheDocument();
    expect(plugin.container.querySelector<HTMLElement>('.jk-app')?.dataset.minWidth).toBe('500');
    expect(plugin.container.querySelector('.jk-app--plugin')).not.toBeNull();
    expect(plugin.container.querySelector('.jk-header--compact')).not.toBeNull();
    expect(usePluginStore.getState().softwareType).toBe('EDA');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    plugin.unmount();
    resetAppState();

    const www = renderApp('/home');
    await screen.findByText('三大资源库');
    expect(www.container.querySelector<HTMLElement>('.jk-app')?.dataset.minWidth).toBe('1440');
    expect(www.container.querySelector('.jk-app--portal')).not.toBeNull();
  });

  it('the browser title names the page on every route, and changes with it', async () => {
    const { router } = renderApp('/home');
    await waitFor(() => expect(document.title).toBe('首页 - 件库'));
    const expected: [string, string][] = [
      ['/download', '插件下载 - 件库'],
      ['/about', '联系我们 - 件库'],
      ['/brand-entry', '品牌入驻 - 件库'],
      ['/mat', '材料库 - 件库'],
      ['/login', '登录中心 - 件库'],
      ['/register', '注册中心 - 件库'],
      ['/403?message=x&code=403', '无访问权限 - 件库'],
      ['/404', '页面不存在 - 件库'],
      ['/500?message=x&code=500', '请求出错 - 件库'],
      ['/plugin', '件库插件 - 件库'],
      ['/part', '零部件库 - 件库'],
      ['/component', '元器件库 - 件库'],
      ['/part/brand-page', '厂商 - 件库'],
      ['/component/compare', '参数对比 - 件库'],
      ['/mat/compare', '材料对比 - 件库'],
      ['/personalCenter/myInfo', '个人信息 - 件库'],
      ['/admin/feedback', '反馈管理 - 件库'],
      ['/sso', '第三方授权 - 件库'],
      ['/wechatregister', '注册中心 - 件库'],
      // a search is titled with its keywords and library (issue 17)
      ['/part/search?keyWords=M8', 'M8 - 零部件搜索 - 件库'],
      ['/component/search?keyWords=0.1uF|0603', '0.1uF 0603 - 元器件搜索 - 件库'],
      ['/mat/search?categoryId=1', '材料搜索 - 件库'],
    ];
    for (const [path, title] of expected) {
      await router.navigate(path);
      await waitFor(() => expect(document.title, path).toBe(title));
    }
  });

  it('SPEC-2.21 every visited page gets a tab after the home tab', async () => {
    const { router } = renderApp('/home');
    await screen.findByText('三大资源库');
    await router.navigate('/part');
    await screen.findByRole('heading', { level: 1, name: '零部件库' }, LIBRARY_PAGE);
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['首页', '零部件库']),
    );
  });
});
