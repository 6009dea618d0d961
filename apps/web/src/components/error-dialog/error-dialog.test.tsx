import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { installBrowserStubs, setRuntimeConfig } from '../../app/testing/render-app.tsx';
import { JkError } from '../../lib/errors.ts';
import { useErrorDialogStore } from '../../stores/error-dialog.store.ts';
import { ErrorDialog } from './error-dialog.tsx';

const dialogWidth = () => document.querySelector<HTMLElement>('.ant-modal')?.style.width;

describe('error dialog', () => {
  beforeEach(() => {
    installBrowserStubs();
    setRuntimeConfig({
      contact: { hotline: '400-800-1234', email: 'a@b.cn', serviceHours: '', address: '', qrCodeUrl: '' },
    });
  });
  afterEach(() => {
    cleanup();
    useErrorDialogStore.getState().reset();
    setRuntimeConfig(undefined);
  });

  it('SPEC-8.12 SPEC-9.30 shows the current error; the contact panel expands inside it, 580 px wide', async () => {
    render(
      <AppProviders>
        <ErrorDialog />
      </AppProviders>,
    );
    expect(document.querySelector('.ant-modal')).toBeNull();
    act(() => useErrorDialogStore.getState().open(new JkError({ code: 500, type: 'http' })));
    expect(await screen.findByText('系统繁忙，请稍后重试或联系我们')).toBeInTheDocument();
    expect(screen.getByText('提示')).toBeInTheDocument();
    expect(screen.queryByText('400-800-1234')).toBeNull();
    const narrow = Number.parseInt(dialogWidth() ?? '0', 10);
    await userEvent.click(screen.getByRole('button', { name: /联系我们/ }));
    expect(screen.getByText('400-800-1234')).toBeInTheDocument();
    expect(dialogWidth()).toBe('580px');
    expect(narrow).toBeLessThan(580);

    // Only one at a time: a second error does not replace the first.
    act(() =>
      useErrorDialogStore
        .getState()
        .open(new JkError({ code: 1234, message: '第二个错误', type: 'business' })),
    );
    expect(screen.queryByText('第二个错误')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(useErrorDialogStore.getState().current).toBeNull();
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap')).not.toBeVisible());
  });

  it('SPEC-8.13 SPEC-8.11 other codes show the server message; 403 offers no contact panel', async () => {
    render(
      <AppProviders>
        <ErrorDialog />
      </AppProviders>,
    );
    act(() => useErrorDialogStore.getState().open(new JkError({ code: 403, type: 'http' })));
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /联系我们/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    act(() =>
      useErrorDialogStore
        .getState()
        .open(new JkError({ code: 1001, message: '型号不存在', type: 'business' })),
    );
    expect(await screen.findByText('型号不存在')).toBeInTheDocument();
  });
});
