/**
 * Test-only helpers for the account screens (imported by *.test.tsx files, never by the app): a pointer event
 * for jsdom, a slider drag, and the captcha routes of the stand-in HTTP server (lib/test-support).
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { sendEnvelope, type TestServer } from '../../../lib/test-support/test-server.ts';

/** jsdom has no PointerEvent: a MouseEvent with a pointerId stands in (the slider reads clientX, pointerId). */
export function installPointerEvent(): void {
  if ('PointerEvent' in window) return;
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

/** Drags a slider handle from the start to the far end (and lets go). */
export function dragToEnd(handle: HTMLElement, width = 330): void {
  fireEvent.pointerDown(handle, { clientX: 10, button: 0, pointerId: 1 });
  for (const x of [20, 80, 160, 240, width]) fireEvent.pointerMove(handle, { clientX: 10 + x, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 10 + width, pointerId: 1 });
}

/** Waits until the slider around `handle` is in `status`. */
export async function sliderStatus(
  handle: HTMLElement,
  status: 'idle' | 'dragging' | 'success',
): Promise<void> {
  await waitFor(() => expect((handle.closest('.jk-slider') as HTMLElement).dataset.status).toBe(status));
}

/** Waits until the server accepted the slider's drag (the form has its token). */
export async function sliderVerified(handle: HTMLElement): Promise<void> {
  await waitFor(() => expect((handle.closest('.jk-slider') as HTMLElement).dataset.verified).toBe('true'));
}

/** The captcha routes: challenges, and every trace accepted with token `slider-ok-N`. */
export function routeCaptcha(server: TestServer): void {
  let n = 0;
  server.route('GET', '/to/api/base/system/captcha/slider', (req, res) =>
    sendEnvelope(res, { challengeId: `c-${++n}`, width: Number(req.query.get('width')), handleWidth: 40 }),
  );
  server.route('POST', '/to/api/base/system/captcha/slider/verify', (_req, res) =>
    sendEnvelope(res, { token: `slider-ok-${n}`, expiresIn: 120 }),
  );
}
