/**
 * The slider with its proof-of-work (issue 18), against the stand-in HTTP server (lib/test-support): the
 * work is solved from the moment the challenge arrives; a drag that ends first waits, saying 安全校验中…
 * with a spinner, and only then are the trace and the work posted together.
 */
import { AuthText } from '@jianku/rules';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setPageUrl, startTestServer, type TestServer } from '../../../lib/test-support/test-server.ts';
import { dragToEnd, installPointerEvent, routeCaptcha, sliderVerified } from '../testing/auth-test-kit.ts';
import { SliderCaptcha } from './slider-captcha.tsx';
import { announceSliderRefused } from './slider-refused.ts';

const VERIFY = '/to/api/base/system/captcha/slider/verify';
let server: TestServer;

beforeAll(async () => {
  installPointerEvent();
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  setPageUrl(`${server.origin}/`);
  server.reset();
});
afterEach(() => cleanup());

/** the slider as a form holds it: the token is its value */
function Held({ width, onToken }: { width?: number; onToken?: (token: string | undefined) => void }) {
  const [value, setValue] = useState<string>();
  return (
    <SliderCaptcha
      width={width}
      value={value}
      onChange={(token) => {
        setValue(token);
        onToken?.(token);
      }}
    />
  );
}

const track = () => screen.getByRole('slider').closest('.jk-slider') as HTMLElement;

describe('slider captcha with proof-of-work', () => {
  it('a drag that ends before the work is done waits (安全校验中…, spinner), then posts trace and work', async () => {
    // a big piece of work: the answer is counter 3000, each try 2000 PBKDF2 iterations
    routeCaptcha(server, { counter: 3000, cost: 2000 });
    let token: string | undefined;
    render(<Held width={330} onToken={(t) => (token = t)} />);
    await waitFor(() => expect(server.hits('/to/api/base/system/captcha/slider')).toHaveLength(1));
    dragToEnd(screen.getByRole('slider'));

    await waitFor(() => expect(track().dataset.checking).toBe('true'));
    expect(track().dataset.status).toBe('success');
    expect(track().textContent).toContain(AuthText.sliderChecking);
    expect(track().querySelector('.anticon-loading')).not.toBeNull();
    expect(screen.getByRole('slider').getAttribute('aria-busy')).toBe('true');
    expect(server.hits(VERIFY)).toHaveLength(0);

    // ~3 s quiet on jsdom's main thread (no Web Workers there), several times that when CI runs all suites at once
    await sliderVerified(screen.getByRole('slider'), 100_000);
    expect(track().dataset.checking).toBeUndefined();
    expect(track().textContent).toContain(AuthText.sliderSuccess);
    const body = JSON.parse(server.hits(VERIFY)[0]?.body ?? '{}');
    expect(body).toMatchObject({
      challengeId: 'c-1',
      pow: { counter: 3000, derivedKey: expect.any(String) },
    });
    expect(body.trace.length).toBeGreaterThanOrEqual(5);
    expect(token).toBe('slider-ok-1');
  }, 120_000);

  it('a drag after the work is done posts at once', async () => {
    routeCaptcha(server);
    render(<Held />);
    await waitFor(() => expect(server.hits('/to/api/base/system/captcha/slider')).toHaveLength(1));
    // the small work (under 40 tries of 10 iterations) is done long before a person drags
    await waitFor(() => expect(track().dataset.work).toBe('ready'));
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(track().dataset.checking ?? ''));
    watch.observe(track(), { attributes: true, attributeFilter: ['data-checking'] });
    dragToEnd(screen.getByRole('slider'), 320);
    await sliderVerified(screen.getByRole('slider'));
    watch.disconnect();
    // at once: the track never said 安全校验中… (it waits only for work still being solved)
    expect(seen).not.toContain('true');
    expect(JSON.parse(server.hits(VERIFY)[0]?.body ?? '{}').pow).toEqual({
      counter: expect.any(Number),
      derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  }, 60_000);

  it('a new challenge names the phone or e-mail typed so far, in the body', async () => {
    routeCaptcha(server);
    render(<SliderCaptcha getTarget={() => '13800138000'} />);
    await waitFor(() => expect(server.hits('/to/api/base/system/captcha/slider')).toHaveLength(1));
    const ask = server.hits('/to/api/base/system/captcha/slider')[0];
    expect(ask?.method).toBe('POST');
    expect(ask?.url).not.toContain('13800138000');
    expect(JSON.parse(ask?.body ?? '{}')).toEqual({ width: 320, target: '13800138000' });
  });

  it('a slider taken away while it waits for its work asks for nothing more (no new challenge, no toast)', async () => {
    routeCaptcha(server, { counter: 3000, cost: 2000 });
    const view = render(<Held width={330} />);
    await waitFor(() => expect(server.hits('/to/api/base/system/captcha/slider')).toHaveLength(1));
    dragToEnd(screen.getByRole('slider'));
    await waitFor(() => expect(track().dataset.checking).toBe('true'));
    view.unmount();
    // the cancelled work ends the waiting check within one of the solver's 200 ms turns; give it several
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.hits('/to/api/base/system/captcha/slider')).toHaveLength(1);
    expect(server.hits(VERIFY)).toHaveLength(0);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  }, 60_000);

  it('a token refused when spent (a send answered 1002001002) resets the slider with a new challenge', async () => {
    routeCaptcha(server);
    let token: string | undefined;
    render(<Held onToken={(t) => (token = t)} />);
    await waitFor(() => expect(server.hits('/to/api/base/system/captcha/slider')).toHaveLength(1));
    dragToEnd(screen.getByRole('slider'), 320);
    await sliderVerified(screen.getByRole('slider'));
    expect(token).toBe('slider-ok-1');
    act(() => announceSliderRefused());
    await waitFor(() => expect(track().dataset.status).toBe('idle'));
    expect(track().dataset.verified).toBeUndefined();
    expect(token).toBeUndefined();
    await waitFor(() => expect(server.hits('/to/api/base/system/captcha/slider')).toHaveLength(2));
  });
});
