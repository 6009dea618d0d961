import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchItem } from '../features/search/api/search.types.ts';
import { sendEnvelope } from '../lib/test-support/test-server.ts';
import { useAppStore } from '../stores/app.store.ts';
import { usePluginStore } from '../stores/plugin.store.ts';
import { isFramed } from './app-root.tsx';
import { murataCapacitor, noFacets, searchAnswer } from './testing/item-fixtures.ts';
import { setUpPageServer } from './testing/page-server.ts';
import { renderApp, resetAppState } from './testing/render-app.tsx';

// Plugin mode (issue 12, SPEC-2.19, spec §4 Plugin mode) against a scripted backend that answers in the real
// API's shapes: the /plugin/... library routes, the dark theme, the plugin frame on results pages, the
// 放置/下载 action with the launch's file type and channel, and launch values that are ignored.

const server = setUpPageServer();
const SEARCH = '/to/api/search/items';
const LAUNCH = '/plugin?swType=EDA&swName=KICAD&fType=footprint&theme=dark';

afterEach(() => {
  vi.restoreAllMocks();
});

function capacitor(id: number): SearchItem {
  return murataCapacitor({ id, code: `GRM188R71H104KA93D-${id}`, model: `GRM188R71H104KA93D-${id}` });
}

function routeSearch(): void {
  server.route('GET', SEARCH, (_req, res) => {
    const list = [capacitor(7001), capacitor(7002)];
    const categories = [{ id: 21, name: '多层陶瓷电容', count: 2 }];
    sendEnvelope(res, searchAnswer(list, { facets: { ...noFacets(), categories } }));
  });
}

const RESULTS = `/component/search?keyWords=${encodeURIComponent('0.1uF 0603')}`;

/** Opens the plugin launch, then its results page (the plugin's search leads to /component/search). */
async function launchThenSearch(launch: string) {
  const view = renderApp(launch);
  await waitFor(() => expect(useAppStore.getState().isPlugin).toBe(true));
  await view.router.navigate(RESULTS);
  return view;
}

describe('plugin routes (SPEC-2.19 "/plugin/... variants exist")', () => {
  it.each([
    ['/plugin/part', 'Part'],
    ['/plugin/component', 'Component'],
    ['/plugin/mat', 'Mat'],
  ])('SPEC-2.19 %s is a library page in the plugin layout, not /404', async (path, headerType) => {
    const { router, container } = renderApp(path);
    await waitFor(() => expect(container.querySelector('.jk-plugin .jk-portal-main')).not.toBeNull());
    expect(router.state.location.pathname).toBe(path);
    expect(container.querySelector(`header[data-header-type="${headerType}"]`)).not.toBeNull();
    expect(container.querySelector('.jk-header--compact')).not.toBeNull();
    expect(useAppStore.getState().isPlugin).toBe(true);
  });

  it('SPEC-2.19 /plugin/component/search shows the results with the search row, in plugin mode', async () => {
    routeSearch();
    const { router, container } = renderApp(`/plugin${RESULTS}`);
    expect(await screen.findByText('GRM188R71H104KA93D-7001')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plugin/component/search');
    expect(container.querySelector('.jk-plugin-search .jk-search-box')).not.toBeNull();
    expect(container.querySelector('.jk-tab-bar')).toBeNull();
    expect(server.hits(SEARCH)[0]?.query.get('keyWords')).toContain('0.1uF');
  });

  it('SPEC-2.19 /plugin/component/detail/:id and /plugin/wechatregister stay under /plugin', async () => {
    const detail = renderApp('/plugin/component/detail/7001');
    await waitFor(() => expect(detail.container.querySelector('.jk-plugin .jk-portal-main')).not.toBeNull());
    expect(detail.router.state.location.pathname).toBe('/plugin/component/detail/7001');
    detail.unmount();
    const register = renderApp('/plugin/wechatregister');
    await waitFor(() => expect(register.container.querySelector('.jk-plugin')).not.toBeNull());
    expect(register.router.state.location.pathname).toBe('/plugin/wechatregister');
  });

  it('SPEC-2.16 an unknown path under /plugin still goes to /404', async () => {
    const { router } = renderApp('/plugin/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('theme=dark', () => {
  const styleText = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

  it("a dark launch gives antd's dark algorithm and the dark page colours; light stays light", async () => {
    const dark = renderApp(LAUNCH);
    await waitFor(() => expect(dark.container.querySelector('.jk-header--compact')).not.toBeNull());
    expect(useAppStore.getState().isDark).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    // antd's dark algorithm: containers #141414 (the light theme's are #ffffff)
    await waitFor(() => expect(styleText()).toMatch(/--ant-color-bg-container:\s*#141414/));
    dark.unmount();
    resetAppState();

    const light = renderApp('/plugin?swType=EDA&swName=KICAD&fType=footprint&theme=light');
    await waitFor(() => expect(light.container.querySelector('.jk-header--compact')).not.toBeNull());
    expect(document.documentElement.dataset.theme).toBe('light');
    await waitFor(() => expect(styleText()).toMatch(/--ant-color-bg-container:\s*#ffffff/));
  });
});

describe('leaving /plugin for a results page', () => {
  it('no tab bar, footer or 咨询 button in plugin mode; the portal visit has its tab bar and footer', async () => {
    routeSearch();
    const plugin = renderApp(LAUNCH);
    await waitFor(() => expect(useAppStore.getState().isPlugin).toBe(true));
    await plugin.router.navigate(RESULTS);
    expect(await screen.findByText('GRM188R71H104KA93D-7001')).toBeInTheDocument();
    expect(plugin.router.state.location.pathname).toBe('/component/search');
    expect(useAppStore.getState().isPlugin).toBe(true);
    expect(plugin.container.querySelector('.jk-header--compact')).not.toBeNull();
    expect(plugin.container.querySelector('.jk-tab-bar')).toBeNull();
    expect(plugin.container.querySelector('.jk-footer')).toBeNull();
    expect(screen.queryByRole('button', { name: /咨询/ })).toBeNull();
    plugin.unmount();
    resetAppState();

    const portal = renderApp(RESULTS);
    expect(await screen.findByText('GRM188R71H104KA93D-7001')).toBeInTheDocument();
    expect(portal.container.querySelector('.jk-tab-bar')).not.toBeNull();
    expect(portal.container.querySelector('.jk-footer')).not.toBeNull();
  });
});

describe('放置/下载 in plugin mode', () => {
  function stubDownloads(): { saved: string[] } {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return { saved };
  }

  it("downloads the launch's footprint with the launch's values and channel", async () => {
    routeSearch();
    const { saved } = stubDownloads();
    server.route('GET', '/to/api/eda/items/7001/plugin-file', (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/x-kicad-footprint',
        'Content-Disposition': 'attachment; filename="C_0603_1608Metric.kicad_mod"',
        // jsdom's XMLHttpRequest treats the scripted server as another origin and hides other headers
        'Access-Control-Expose-Headers': 'Content-Disposition',
      });
      res.end('(footprint "C_0603_1608Metric")');
    });
    await launchThenSearch('/plugin?swType=EDA&swName=Cadence&fType=footprint');
    const row = (await screen.findByText('GRM188R71H104KA93D-7001')).closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '放置/下载 PCB 封装' }));
    await waitFor(() => expect(saved).toEqual(['C_0603_1608Metric.kicad_mod']));
    const request = server.hits('/to/api/eda/items/7001/plugin-file')[0];
    expect(request?.query.get('swName')).toBe('Cadence');
    expect(request?.query.get('fType')).toBe('footprint');
    // Cadence footprint: channel 206 (spec §3), as parameter and as the channel header
    expect(request?.query.get('channel')).toBe('206');
    expect(request?.headers.channel).toBe('206');
  });

  it('a file we cannot make: the Chinese reason is shown, nothing is saved', async () => {
    routeSearch();
    const { saved } = stubDownloads();
    server.route('GET', '/to/api/eda/items/7002/plugin-file', (_req, res) => {
      res.writeHead(404, { 'Content-Type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify({ code: 404, msg: '该封装暂不支持生成封装文件', data: null }));
    });
    await launchThenSearch(LAUNCH);
    const row = (await screen.findByText('GRM188R71H104KA93D-7002')).closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '放置/下载 PCB 封装' }));
    expect(await screen.findByText('该封装暂不支持生成封装文件')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('outside plugin mode the results have no 放置/下载', async () => {
    routeSearch();
    renderApp(RESULTS);
    await screen.findByText('GRM188R71H104KA93D-7001');
    expect(screen.queryByRole('button', { name: /放置\/下载/ })).toBeNull();
  });
});

describe('launch values that are unknown, too long or malformed are ignored (spec §4)', () => {
  it('SPEC-5.14 bad values are left empty; the rest of the launch holds', async () => {
    const query = new URLSearchParams({
      swType: 'EDA',
      swName: 'KICAD'.repeat(600),
      fType: 'schematic',
      theme: 'purple',
      channel: '12ab',
      showSequence: '<img src=x>',
      wechatOrigin: 'https://evil.example',
      unknownParam: 'x',
    });
    const { container } = renderApp(`/plugin?${query}`);
    await waitFor(() => expect(container.querySelector('.jk-header--compact')).not.toBeNull());
    expect(usePluginStore.getState()).toMatchObject({
      softwareType: 'EDA',
      softwareName: '',
      fileType: '',
      showSequence: '',
      wechatOrigin: '',
    });
    expect(useAppStore.getState()).toMatchObject({ isPlugin: true, isDark: false, channel: null });
  });

  it('SPEC-5.14 without swType EDA or CAD the launch is ignored: no theme, no channel', async () => {
    const { container } = renderApp('/component?swType=ECAD&swName=KICAD&theme=dark&channel=206');
    await waitFor(() => expect(container.querySelector('.jk-portal-main')).not.toBeNull());
    expect(useAppStore.getState()).toMatchObject({ isPlugin: false, isDark: false, channel: null });
    expect(container.querySelector('.jk-tab-bar')).not.toBeNull();
  });
});

describe('embed mode', () => {
  it("isEmbed is on when the page runs in another page's frame, also one that hides window.top", () => {
    const self = {};
    expect(isFramed({ self, top: self })).toBe(false);
    expect(isFramed({ self, top: {} })).toBe(true);
    const crossOrigin = {
      self,
      get top(): unknown {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(isFramed(crossOrigin)).toBe(true);
    expect(isFramed()).toBe(false);
  });
});
