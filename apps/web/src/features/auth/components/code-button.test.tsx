import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../../app/testing/render-app.tsx';
import { CodeButton } from './code-button.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('get-code button', () => {
  it('SPEC-4.37 disabled until the slider is verified; reads 获取验证码', () => {
    installBrowserStubs();
    const onSend = vi.fn(async () => true);
    const { rerender } = render(<CodeButton ready={false} onSend={onSend} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toBeDisabled();
    rerender(<CodeButton ready onSend={onSend} />);
    expect(button).toBeEnabled();
  });

  it('SPEC-4.37 SPEC-9.09 after a send: disabled for 60 s showing the seconds left followed by s', async () => {
    vi.useFakeTimers();
    render(<CodeButton ready onSend={async () => true} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: '59s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('a send that failed (false or thrown) starts no countdown', async () => {
    render(<CodeButton ready onSend={async () => false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    cleanup();
    render(
      <CodeButton
        ready
        onSend={async () => {
          throw new Error('boom');
        }}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
