import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { installBrowserStubs } from '../app/testing/render-app.tsx';
import { toast } from '../lib/feedback.ts';
import { AppBadge } from './app-badge.tsx';
import { AppDropdown } from './app-dropdown.tsx';
import { AppImage } from './app-image.tsx';
import { AppModal } from './app-modal.tsx';
import {
  componentConfig,
  darkThemeConfig,
  dialogDefaults,
  dropdownDelays,
  imagePreviewDefaults,
  messageConfig,
  notificationConfig,
  SPACE_SIZE,
  themeConfig,
  themeConfigOf,
} from './theme.ts';

const injectedCss = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

const renderInApp = (ui: ReactNode) => render(<AppProviders>{ui}</AppProviders>);

describe('theme: the spec’s UI constants through antd', () => {
  beforeEach(() => installBrowserStubs());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("themeConfigOf: light or dark, antd's run-time styles outside a production build (issue 17)", () => {
    expect(themeConfigOf(false)).toMatchObject({ token: themeConfig.token, zeroRuntime: false });
    expect(themeConfigOf(true)).toMatchObject({ algorithm: darkThemeConfig.algorithm, zeroRuntime: false });
  });

  it('SPEC-9.20 SPEC-9.21 SPEC-9.22 SPEC-9.24 toast 3000 ms at 16 px, notification 4500 ms, layer base 2000', () => {
    expect(messageConfig).toMatchObject({ duration: 3, top: 16, pauseOnHover: true });
    expect(messageConfig.maxCount).toBeGreaterThan(0);
    expect(notificationConfig).toMatchObject({ duration: 4.5 });
    expect(themeConfig.token?.zIndexPopupBase).toBe(2000);
  });

  it('SPEC-9.49 SPEC-9.52 SPEC-9.53 SPEC-9.31 SPEC-9.48 space, tooltip, dropdown, badge and image viewer values', () => {
    expect(SPACE_SIZE).toEqual({ small: 8, default: 12, large: 16 });
    expect(themeConfig.components?.Space).toEqual({ paddingXS: 8, padding: 12, paddingLG: 16 });
    expect(componentConfig.tooltip.mouseLeaveDelay).toBe(0.2);
    expect(componentConfig.button.autoInsertSpace).toBe(false);
    expect(dropdownDelays).toEqual({ mouseEnterDelay: 0.15, mouseLeaveDelay: 0.15 });
    expect(imagePreviewDefaults).toEqual({ scaleStep: 0.2, minScale: 0.2, maxScale: 7 });
  });

  it('SPEC-9.20 SPEC-9.22 a toast sits 16 px from the top and closes after 3000 ms', async () => {
    renderInApp(<span>app</span>);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => toast.info('已保存'));
    await vi.advanceTimersByTimeAsync(50);
    expect(screen.getByText('已保存')).toBeInTheDocument();
    expect(
      document.querySelector<HTMLElement>('.ant-message')?.style.getPropertyValue('--notification-top'),
    ).toBe('16px');
    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(screen.queryByText('已保存')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(screen.queryByText('已保存')).toBeNull());
  });

  it('SPEC-9.25 SPEC-9.56 SPEC-9.24 SPEC-4.56 AppModal: top 15vh, 确定 / 取消, title 提示, layer 2000, Escape closes', async () => {
    const onCancel = vi.fn();
    renderInApp(
      <AppModal open onCancel={onCancel}>
        确认删除该零件？
      </AppModal>,
    );
    expect(await screen.findByText('确认删除该零件？')).toBeInTheDocument();
    expect(dialogDefaults).toMatchObject({ title: '提示', okText: '确定', cancelText: '取消' });
    expect(screen.getByText('提示')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toHaveTextContent(/^确定$/);
    expect(screen.getByRole('button', { name: '取消' })).toHaveTextContent(/^取消$/);
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.top).toBe('15vh');
    // The modal layer sits at the popup base, a CSS variable that the theme sets to 2000.
    expect(injectedCss()).toMatch(/\.ant-modal-wrap\{[^}]*z-index:var\(--ant-z-index-popup-base\)/);
    expect(injectedCss()).toContain('--ant-z-index-popup-base:2000;');
    fireEvent.keyDown(document.querySelector('.ant-modal-wrap, .ant-modal')!, { key: 'Escape' });
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });

  it('SPEC-9.31 AppBadge shows 99+ above 99', () => {
    const { container } = renderInApp(
      <>
        <AppBadge count={120}>
          <span>收藏</span>
        </AppBadge>
        <AppBadge count={99}>
          <span>对比</span>
        </AppBadge>
      </>,
    );
    const badges = [...container.querySelectorAll('.ant-badge')];
    expect(badges[0]?.textContent).toContain('99+');
    expect(badges[1]?.textContent).not.toContain('+');
  });

  it('SPEC-9.53 AppDropdown opens 150 ms after the pointer enters and hides 150 ms after it leaves', async () => {
    vi.useFakeTimers();
    renderInApp(
      <AppDropdown menu={{ items: [{ key: '1', label: '个人中心' }] }}>
        <span>账号</span>
      </AppDropdown>,
    );
    fireEvent.mouseEnter(screen.getByText('账号'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('个人中心')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('个人中心')).toBeInTheDocument();
    const isHidden = () => /hidden/.test(document.querySelector('.ant-dropdown')?.className ?? '');
    expect(isHidden()).toBe(false);
    // antd's own hide delay is 100 ms: at 120 ms the menu must still be open.
    fireEvent.mouseLeave(screen.getByText('账号'));
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(isHidden()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(isHidden()).toBe(true);
  });

  it('SPEC-9.52 a tooltip hides 200 ms after the pointer leaves (global config)', async () => {
    vi.useFakeTimers();
    renderInApp(
      <Tooltip title="公称直径">
        <Button>d</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'd' });
    fireEvent.mouseEnter(trigger);
    await act(() => vi.advanceTimersByTimeAsync(300));
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('公称直径');
    fireEvent.mouseLeave(trigger);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(document.querySelector('.ant-tooltip')?.className).not.toMatch(/hidden/);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(document.querySelector('.ant-tooltip')?.className).toMatch(/hidden/);
  });

  it('SPEC-9.48 AppImage: the viewer zooms by 1.2 per step', async () => {
    renderInApp(<AppImage src="/m8-bolt.png" alt="六角头螺栓" width={80} />);
    await userEvent.click(screen.getByAltText('六角头螺栓'));
    const preview = await waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('.ant-image-preview-img');
      if (!img) throw new Error('no preview');
      return img;
    });
    const zoomIn = document.querySelector<HTMLElement>('.ant-image-preview-actions-action-zoomIn')!;
    fireEvent.click(zoomIn);
    await waitFor(() => expect(preview.style.transform).toContain('scale3d(1.2, 1.2, 1)'));
  });

  it('SPEC-9.49 Space gaps: middle 12 px and large 16 px through the Space tokens', () => {
    renderInApp(
      <Space size="middle">
        <span>a</span>
        <span>b</span>
      </Space>,
    );
    const css = injectedCss();
    expect(css).toMatch(/ant-space-gap-col-middle\{column-gap:var\(--ant-padding\)/);
    expect(css).toMatch(/ant-space-gap-col-large\{column-gap:var\(--ant-padding-lg\)/);
    expect(css).toMatch(/\.ant-space\{--ant-padding:12px;--ant-padding-lg:16px;/);
  });
});
