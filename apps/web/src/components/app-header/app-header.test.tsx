import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetAppState, setRuntimeConfig } from '../../app/testing/render-app.tsx';
import { useAppStore } from '../../stores/app.store.ts';
import type { HeaderType } from '../library/library.ts';
import { AppHeader } from './app-header.tsx';
import { activeSection, LIBRARY_TABS, visibleLibraryTabs } from './header-model.ts';

/** The header alone at `path`, plus a catch-all route that shows where navigation went. */
function renderHeader(type: HeaderType, path = '/') {
  const routes: RouteObject[] = [
    {
      path: '*',
      element: (
        <>
          <AppHeader type={type} />
          <div data-testid="location" />
        </>
      ),
    },
  ];
  return renderApp(path, routes);
}

const mainNav = () => screen.getByRole('navigation', { name: '主导航' });
const libraryNav = () => screen.queryByRole('navigation', { name: '库导航' });

describe('app header', () => {
  beforeEach(() => resetAppState());
  afterEach(() => {
    cleanup();
    resetAppState();
    vi.restoreAllMocks();
  });

  it('SPEC-2.34 SPEC-2.36 the four types show their library title; the logo reads 件库', () => {
    const titles: Record<HeaderType, string> = {
      Part: '零部件库',
      Component: '元器件库',
      Mat: '材料库',
      Home: '资源库',
    };
    for (const [type, title] of Object.entries(titles) as [HeaderType, string][]) {
      const { container, unmount } = renderHeader(type);
      const header = container.querySelector('header')!;
      expect(header.dataset.headerType).toBe(type);
      expect(within(header).getByText(title)).toBeInTheDocument();
      expect(within(header).getByText('件库')).toBeInTheDocument();
      unmount();
    }
  });

  it('SPEC-2.35 navigation entries: 首页 零部件 元器件 (材料) 插件下载 品牌入驻 联系我们', () => {
    renderHeader('Home', '/home');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '首页',
      '零部件',
      '元器件',
      '材料',
      '插件下载',
      '品牌入驻',
      '联系我们',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/home',
      '/part',
      '/component',
      '/mat',
      '/download',
      '/brand-entry',
      '/about',
    ]);
  });

  it('the materials library has its entry in the top menu, highlighted on its pages; no flag hides it', () => {
    renderHeader('Mat', '/mat/detail/12');
    const entry = within(mainNav()).getByRole('link', { name: '材料' });
    expect(entry).toHaveAttribute('href', '/mat');
    expect(entry).toHaveAttribute('aria-current', 'page');
    cleanup();
    setRuntimeConfig({ ignorePart: true, ignoreComponent: true, ignoreHome: true });
    renderHeader('Home', '/download');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['材料', '插件下载', '品牌入驻', '联系我们']);
  });

  it('SPEC-1.09 ignorePart, ignoreComponent and ignoreHome hide their entries (and platforms)', async () => {
    setRuntimeConfig({ ignorePart: true });
    renderHeader('Home', '/home');
    expect(within(mainNav()).queryByText('零部件')).toBeNull();
    expect(within(mainNav()).getByText('元器件')).toBeInTheDocument();
    const platforms = screen.getByRole('combobox', { name: '选择平台' });
    expect(within(platforms).getByRole('option', { name: '元器件平台' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '零部件平台' })).toBeNull();
    cleanup();

    setRuntimeConfig({ ignoreComponent: true, ignoreHome: true });
    renderHeader('Home', '/home');
    expect(within(mainNav()).queryByText('元器件')).toBeNull();
    expect(within(mainNav()).queryByText('首页')).toBeNull();
    expect(within(mainNav()).getByText('零部件')).toBeInTheDocument();
  });

  it('SPEC-2.44 SPEC-1.09 开放平台 opens {openOrigin}/{platform} in a new window; ignoreOpen hides it', async () => {
    setRuntimeConfig({ openOrigin: 'https://open.jianku.example' });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderHeader('Home', '/home');
    await userEvent.click(screen.getByRole('button', { name: /开放平台/ }));
    expect(open).toHaveBeenCalledWith('https://open.jianku.example/part', '_blank', 'noopener');
    cleanup();

    setRuntimeConfig({ ignoreOpen: true });
    renderHeader('Home', '/home');
    expect(screen.queryByRole('button', { name: /开放平台/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: '选择平台' })).toBeNull();
  });

  it('SPEC-2.45 SPEC-3.33 SPEC-3.47 the platform selector remembers the selection in portal_sel_platform', async () => {
    setRuntimeConfig({ openOrigin: 'https://open.jianku.example' });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderHeader('Home', '/home');
    const select = screen.getByRole('combobox', { name: '选择平台' });
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['零部件平台', '元器件平台', '材料库平台', '运营平台']);
    await userEvent.selectOptions(select, '材料库平台');
    expect(Cookies.get('portal_sel_platform')).toBe('mat');
    await userEvent.click(screen.getByRole('button', { name: /开放平台/ }));
    expect(open).toHaveBeenLastCalledWith('https://open.jianku.example/mat', '_blank', 'noopener');
    cleanup();

    // A new visit starts from the remembered platform.
    Cookies.set('portal_sel_platform', 'management');
    renderHeader('Home', '/home');
    const remembered = screen.getByRole<HTMLSelectElement>('combobox', { name: '选择平台' });
    expect(remembered.selectedOptions[0]?.textContent).toBe('运营平台');
  });

  it('SPEC-2.55 the current section is highlighted from the path', () => {
    expect(activeSection('/')).toBe('home');
    expect(activeSection('/home')).toBe('home');
    expect(activeSection('/download')).toBe('download');
    expect(activeSection('/about')).toBe('about');
    expect(activeSection('/brand-entry')).toBe('brand-entry');
    expect(activeSection('/part')).toBe('catalogue');
    expect(activeSection('/mat/')).toBe('catalogue');
    expect(activeSection('/component/brand-page')).toBe('organization');
    expect(activeSection('/part/brand-detail/12')).toBe('organization');
    expect(activeSection('/part/search3D')).toBe('search3D');
    expect(activeSection('/part/search')).toBeNull();
    expect(activeSection('/partner')).toBeNull();

    renderHeader('Home', '/download');
    expect(within(mainNav()).getByRole('link', { current: 'page' })).toHaveTextContent('插件下载');
    cleanup();
    renderHeader('Part', '/part');
    expect(within(libraryNav()!).getByRole('link', { current: 'page' })).toHaveTextContent('目录');
    expect(within(mainNav()).getByRole('link', { current: 'page' })).toHaveTextContent('零部件');
  });

  it('SPEC-2.39 SPEC-2.40 SPEC-2.41 SPEC-2.42 SPEC-2.43 library tabs: 目录 on every library; the others by library and mode', () => {
    renderHeader('Component', '/component');
    const tab = within(libraryNav()!).getByRole('link', { name: '目录' });
    expect(tab).toHaveAttribute('href', '/component?tab=category');
    cleanup();
    renderHeader('Home', '/home');
    expect(libraryNav()).toBeNull();

    // When their pages exist (available), 3D search is for parts only, material comparison for materials only,
    // and the brand entry is hidden for materials and in private mode.
    const all = LIBRARY_TABS.map((t) => ({ ...t, available: true }));
    const keys = (library: 'part' | 'component' | 'mat', isPrivate = false) =>
      visibleLibraryTabs(library, { isPrivate }, all).map((t) => t.label);
    expect(keys('part')).toEqual(['目录', '厂商', '参数对比', '3D搜索']);
    expect(keys('component')).toEqual(['目录', '厂商', '参数对比']);
    expect(keys('mat')).toEqual(['目录', '材料对比']);
    expect(keys('part', true)).toEqual(['目录', '参数对比', '3D搜索']);
    expect(all.find((t) => t.key === 'organization')?.to('component')).toBe('/component/brand-page?type=2');
    expect(all.map((t) => t.key)).not.toContain('management');
    // Every tab is built: 参数对比 (parts and components), 3D搜索 (parts only, /part/search3D) and 材料对比 (/mat/compare).
    expect(visibleLibraryTabs('part', { isPrivate: false }).map((t) => t.label)).toEqual([
      '目录',
      '厂商',
      '参数对比',
      '3D搜索',
    ]);
    expect(visibleLibraryTabs('component', { isPrivate: false }).map((t) => t.label)).not.toContain('3D搜索');
    expect(LIBRARY_TABS.find((t) => t.key === 'compare')?.to('component')).toBe('/component/compare');
    expect(visibleLibraryTabs('mat', { isPrivate: false }).map((t) => t.label)).toEqual(['目录', '材料对比']);
    expect(LIBRARY_TABS.find((t) => t.key === 'materialCompare')?.to('mat')).toBe('/mat/compare');
  });

  it('SPEC-2.46 SPEC-2.25 SPEC-2.27 SPEC-6.01 logged out: 登录 opens the login dialog in place; 注册 links to /register?redirect=…', async () => {
    const { router } = renderHeader('Part', '/part/search?keyWords=M8|M10');
    const register = screen.getByRole('link', { name: '注册' });
    const encoded = encodeURIComponent('/part/search?keyWords=M8|M10');
    expect(register).toHaveAttribute('href', `/register?redirect=${encoded}`);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(useAppStore.getState().showLogin).toBe(true);
    expect(router.state.location.pathname).toBe('/part/search');
  });

  it('SPEC-2.30 SPEC-9.33 header height is 60 px, 50 px on small screens', async () => {
    const { container } = renderHeader('Home', '/home');
    const header = container.querySelector('header')!;
    useAppStore.getState().setScreenType('large');
    await waitFor(() => expect(header.style.height).toBe('60px'));
    useAppStore.getState().setScreenType('small');
    await waitFor(() => expect(header.style.height).toBe('50px'));
  });

  it('SPEC-9.32 on a small screen the navigation folds into the 菜单 panel, closed again by a followed link', async () => {
    useAppStore.getState().setScreenType('small');
    const { router } = renderHeader('Part', '/part');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    const toggle = screen.getByRole('button', { name: '菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(
      within(screen.getByRole('navigation', { name: '库导航' })).getByRole('link', { name: '目录' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: '选择平台' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: '插件下载' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/download'));
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.getByRole('button', { name: '菜单' })).toHaveAttribute('aria-expanded', 'false');
  });
});
