import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastRepeatBadge } from '../app/feedback-host.tsx';
import { bindFeedback, getFeedbackApi, notify, toast } from './feedback.ts';

function Binder() {
  const api = App.useApp();
  useEffect(() => bindFeedback(api, toastRepeatBadge), [api]);
  return null;
}

function mountApp() {
  return render(
    <App>
      <Binder />
    </App>,
  );
}

/** Advances fake time in animation-frame steps, as the notice timers run on requestAnimationFrame. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function notices() {
  return document.querySelectorAll('.ant-message-notice');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast (spec §4 UI behaviours)', () => {
  it('SPEC-4.54 SPEC-9.20 shows a toast that closes by itself after 3000 ms', async () => {
    const view = mountApp();
    act(() => toast.success('已提交'));
    await advance(50);
    expect(screen.getByText('已提交')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-success')).not.toBeNull();
    await advance(2800);
    expect(screen.queryByText('已提交')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('已提交')).not.toBeInTheDocument();
    view.unmount();
  });

  it('SPEC-9.23 the four message types: success, info, warning and error, each with its own look', async () => {
    const view = mountApp();
    const types = ['success', 'info', 'warning', 'error'] as const;
    for (const type of types) act(() => toast[type](`${type} 消息`));
    await advance(50);
    for (const type of types) {
      const notice = screen.getByText(`${type} 消息`).closest('.ant-message-notice-content');
      expect(notice?.querySelector(`.ant-message-${type}`)).not.toBeNull();
    }
    expect(notices()).toHaveLength(4);
    view.unmount();
  });

  it('SPEC-8.22 SPEC-9.19 search toasts close after 1000 ms', async () => {
    const view = mountApp();
    act(() => toast.searchError('关键字最多10个'));
    await advance(50);
    expect(screen.getByText('关键字最多10个')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
    await advance(1200);
    expect(screen.queryByText('关键字最多10个')).not.toBeInTheDocument();
    view.unmount();
  });

  it('SPEC-4.54 identical messages group into one toast with a repeat counter; different ones do not', async () => {
    const view = mountApp();
    act(() => toast.error('关键字不能重复'));
    act(() => toast.error('关键字不能重复'));
    act(() => toast.error('关键字不能重复'));
    act(() => toast.info('请输入内容再进行搜索'));
    await advance(50);
    expect(notices()).toHaveLength(2);
    expect(screen.getAllByText('关键字不能重复')).toHaveLength(1);
    const counter = document.querySelector('.jk-toast-repeat sup');
    expect(counter?.getAttribute('title')).toBe('重复3次');
    view.unmount();
  });

  it('SPEC-4.54 a repeat restarts the timer; after closing, the same text starts a fresh group', async () => {
    const view = mountApp();
    act(() => toast.warning('网络异常'));
    await advance(2000);
    act(() => toast.warning('网络异常'));
    await advance(2000);
    expect(screen.getByText('网络异常')).toBeInTheDocument();
    await advance(1500);
    expect(screen.queryByText('网络异常')).not.toBeInTheDocument();
    act(() => toast.warning('网络异常'));
    await advance(50);
    expect(screen.getByText('网络异常')).toBeInTheDocument();
    expect(document.querySelector('.jk-toast-repeat')).toBeNull();
    view.unmount();
  });

  it('SPEC-4.54 Escape closes the toasts', async () => {
    const view = mountApp();
    act(() => toast.info('第一条'));
    act(() => toast.error('第二条'));
    await advance(50);
    expect(notices()).toHaveLength(2);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await advance(500);
    expect(screen.queryByText('第一条')).not.toBeInTheDocument();
    expect(screen.queryByText('第二条')).not.toBeInTheDocument();
    view.unmount();
  });

  it('SPEC-4.54 hovering pauses the timer', async () => {
    const view = mountApp();
    act(() => toast.info('悬停'));
    await advance(1000);
    const notice = document.querySelector('.ant-message-notice-wrapper') ?? notices()[0];
    expect(notice).toBeTruthy();
    act(() => {
      fireEvent.mouseEnter(notice as Element);
    });
    await advance(5000);
    expect(screen.getByText('悬停')).toBeInTheDocument();
    act(() => {
      fireEvent.mouseLeave(notice as Element);
    });
    await advance(3000);
    expect(screen.queryByText('悬停')).not.toBeInTheDocument();
    view.unmount();
  });

  it('toasts raised before the app shell bound the API are shown once it binds', async () => {
    expect(getFeedbackApi()).toBeNull();
    toast.info('早到的消息');
    const view = mountApp();
    await advance(50);
    expect(screen.getByText('早到的消息')).toBeInTheDocument();
    view.unmount();
    expect(getFeedbackApi()).toBeNull();
  });

  it('SPEC-9.21 notifications stay 4500 ms', async () => {
    const view = mountApp();
    act(() => notify.info('新版本已发布'));
    await advance(50);
    expect(screen.getByText('新版本已发布')).toBeInTheDocument();
    await advance(4300);
    expect(screen.queryByText('新版本已发布')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('新版本已发布')).not.toBeInTheDocument();
    view.unmount();
  });
});
