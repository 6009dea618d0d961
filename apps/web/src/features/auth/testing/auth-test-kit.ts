/**
 * Test-only helpers for the account screens (imported by *.test.tsx files, never by the app): a pointer event
 * for jsdom, a slider drag, and the captcha routes of the stand-in HTTP server (lib/test-support).
 */
import { AccountErrorCode, AccountMessage } from '@jianku/rules';
import { fireEvent, waitFor } from '@testing-library/react';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { expect } from 'vitest';
import { type RouteHandler, sendEnvelope, type TestServer } from '../../../lib/test-support/test-server.ts';

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
/** Waits for the slider's token; `timeout` for a big proof-of-work solved on jsdom's main thread under load. */
export async function sliderVerified(handle: HTMLElement, timeout?: number): Promise<void> {
  await waitFor(() => expect((handle.closest('.jk-slider') as HTMLElement).dataset.verified).toBe('true'), {
    ...(timeout ? { timeout } : {}),
  });
}

/** The stand-in's proof-of-work key and size (small: these tests are about the screens, not the cost). */
const POW_SECRET = 'auth-test-kit-pow-secret';
const POW_MAX_NUMBER = 40;

/**
 * The captcha routes, in the server's shape: each challenge carries a real (small) ALTCHA proof-of-work
 * bound to its id, and a trace is accepted with token `slider-ok-N` only with that work solved, once;
 * otherwise 请滑动滑块至最右边. `work` makes the work bigger (the answer's counter, PBKDF2 iterations).
 */
export function routeCaptcha(server: TestServer, work: { counter?: number; cost?: number } = {}): void {
  let n = 0;
  const open = new Map<string, Challenge>();
  const issue: RouteHandler = async (req, res) => {
    const width = req.method === 'GET' ? Number(req.query.get('width')) : JSON.parse(req.body || '{}').width;
    const challengeId = `c-${++n}`;
    const pow = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: work.cost ?? 10,
      counter: work.counter ?? randomInt(POW_MAX_NUMBER - 1, 0),
      deriveKey,
      data: { challengeId },
      hmacSignatureSecret: POW_SECRET,
      hmacKeySignatureSecret: `${POW_SECRET}-key`,
    });
    open.set(challengeId, pow);
    sendEnvelope(res, { challengeId, width, handleWidth: 40, pow });
  };
  server.route('GET', '/to/api/base/system/captcha/slider', issue);
  server.route('POST', '/to/api/base/system/captcha/slider', issue);
  server.route('POST', '/to/api/base/system/captcha/slider/verify', async (req, res) => {
    const body = JSON.parse(req.body) as {
      challengeId: string;
      pow?: { counter: number; derivedKey: string };
    };
    const pow = open.get(body.challengeId);
    open.delete(body.challengeId);
    const solved =
      pow !== undefined &&
      body.pow !== undefined &&
      (
        await verifySolution({
          challenge: pow,
          solution: body.pow,
          deriveKey,
          hmacSignatureSecret: POW_SECRET,
          hmacKeySignatureSecret: `${POW_SECRET}-key`,
        })
      ).verified;
    if (solved) sendEnvelope(res, { token: `slider-ok-${n}`, expiresIn: 120 });
    else sendEnvelope(res, null, AccountErrorCode.sliderInvalid, AccountMessage.sliderInvalid);
  });
}
