import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TracePoint } from './slider.model.ts';
import { SliderControl, type SliderHandle } from './slider-control.tsx';

// jsdom has no PointerEvent: a MouseEvent with a pointerId stands in (the handlers read clientX and pointerId).
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStub });
  }
});
afterEach(() => cleanup());

const handle = () => screen.getByRole('slider');
const track = (el: HTMLElement) => el.closest('.jk-slider') as HTMLElement;

function drag(to: number[], release = true) {
  fireEvent.pointerDown(handle(), { clientX: 10, button: 0, pointerId: 1 });
  for (const x of to) fireEvent.pointerMove(handle(), { clientX: 10 + x, pointerId: 1 });
  if (release) fireEvent.pointerUp(handle(), { clientX: 10 + (to.at(-1) ?? 0), pointerId: 1 });
}

describe('slider control', () => {
  it('SPEC-3.48 SPEC-9.28 defaults: width 320, the tips text; 330 on login', () => {
    const { unmount } = render(<SliderControl />);
    expect(track(handle()).style.width).toBe('320px');
    expect(screen.getByText('请按住滑块，拖动到最右边')).toBeInTheDocument();
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
    unmount();
    render(<SliderControl width={330} />);
    expect(track(handle()).style.width).toBe('330px');
  });

  it('SPEC-4.42 SPEC-4.43 SPEC-4.44 dragging moves handle and fill; release before the end resets', () => {
    const onSuccess = vi.fn();
    render(<SliderControl onSuccess={onSuccess} />);
    drag([40, 120], false);
    expect(track(handle()).dataset.status).toBe('dragging');
    expect(handle().style.transform).toBe('translateX(120px)');
    expect((track(handle()).querySelector('.jk-slider-fill') as HTMLElement).style.width).toBe('140px');
    fireEvent.pointerUp(handle(), { clientX: 130, pointerId: 1 });
    expect(track(handle()).dataset.status).toBe('idle');
    expect(handle().style.transform).toBe('translateX(0px)');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('SPEC-4.45 SPEC-2.67 reaching the end: success, 验证通过, locked, success emitted once with the trace', () => {
    const onSuccess = vi.fn<(trace: TracePoint[]) => void>();
    render(<SliderControl onSuccess={onSuccess} />);
    drag([60, 150, 250, 300]);
    expect(track(handle()).dataset.status).toBe('success');
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    expect(handle()).toHaveAttribute('aria-disabled', 'true');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const trace = onSuccess.mock.calls[0]?.[0] ?? [];
    expect(trace[0]?.x).toBe(0);
    expect(trace.at(-1)?.x).toBe(280);
    // locked: another drag changes nothing
    drag([10]);
    expect(track(handle()).dataset.status).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('SPEC-4.46 reset returns it to idle and it can succeed again', () => {
    const ref = createRef<SliderHandle>();
    const onSuccess = vi.fn();
    render(<SliderControl ref={ref} onSuccess={onSuccess} />);
    drag([100, 290]);
    expect(track(handle()).dataset.status).toBe('success');
    ref.current?.reset();
    return waitFor(() => expect(track(handle()).dataset.status).toBe('idle')).then(() => {
      drag([100, 290]);
      expect(onSuccess).toHaveBeenCalledTimes(2);
    });
  });

  it('keyboard: the handle is a focusable slider; End glides it to the end (an eased, timed trace) → success', async () => {
    const onSuccess = vi.fn<(trace: TracePoint[]) => void>();
    render(<SliderControl onSuccess={onSuccess} />);
    handle().focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(handle()).toHaveAttribute('aria-valuenow', '10'));
    expect(track(handle()).dataset.status).toBe('dragging');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(track(handle()).dataset.status).toBe('success'), { timeout: 3000 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const trace = onSuccess.mock.calls[0]?.[0] ?? [];
    expect(trace.length).toBeGreaterThanOrEqual(5);
    expect(trace.at(-1)?.x).toBe(280);
    expect((trace.at(-1)?.t ?? 0) - (trace[0]?.t ?? 0)).toBeGreaterThanOrEqual(150);
    for (let i = 1; i < trace.length; i++) expect(trace[i]!.x).toBeGreaterThanOrEqual(trace[i - 1]!.x);
  });

  it('keyboard: Home glides back to the start, which is idle again', async () => {
    render(<SliderControl />);
    handle().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(handle()).toHaveAttribute('aria-valuenow', '20'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(track(handle()).dataset.status).toBe('idle'));
  });
});
