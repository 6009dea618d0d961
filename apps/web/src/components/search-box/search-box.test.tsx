import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetAppState } from '../../app/testing/render-app.tsx';
import { queryClient } from '../../lib/query-client.ts';
import {
  nextTurn,
  sendEnvelope,
  setPageUrl,
  startTestServer,
  type TestServer,
} from '../../lib/test-support/test-server.ts';
import type { Library } from '../library/library.ts';
import { SEARCH_BOX_PENDING_HINT, SearchBox } from './search-box.tsx';

// The search box as a user drives it, inside the app's providers, against a real HTTP server for the
// suggestions. The results page is a probe that prints the address it was opened with.

let server: TestServer;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  resetAppState();
  queryClient.clear();
  server.reset();
  setPageUrl(`${server.origin}/`);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  cleanup();
  resetAppState();
});

const PART_SUGGEST = '/to/api/public/part/es/keyword/suggest';
const COMPONENT_SUGGEST = '/to/api/public/component/es/keyword/suggest';

function Probe() {
  const location = useLocation();
  return <output data-testid="probe">{`${location.pathname}${location.search}`}</output>;
}

function renderBox(library: Library = 'part') {
  const view = renderApp('/', [
    { path: '/', element: <SearchBox library={library} /> },
    { path: '/:library/search', element: <Probe /> },
  ]);
  return view;
}

const input = () => document.querySelector<HTMLInputElement>('input[aria-label="搜索关键字"]')!;
const tagTexts = () => [...document.querySelectorAll('.jk-search-tag-text')].map((t) => t.textContent);
const toastTexts = () =>
  [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');
const searchButton = () =>
  [...document.querySelectorAll<HTMLButtonElement>('.jk-search-box-button')].at(0) as HTMLButtonElement;

async function waitForBox() {
  await waitFor(() => expect(input()).toBeTruthy());
}

/**
 * Points at the box (which fetches the suggestions' AutoComplete), waits until it is in, then clicks into it:
 * user-event clicks the element it was given, and one swapped for the AutoComplete's between its pointer
 * events would take the focus with it (a user clicks what is there).
 */
async function clickIntoBox(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(input());
  await waitFor(() => expect(document.querySelector('.ant-select-auto-complete')).not.toBeNull());
  await user.click(input());
}

const toastShown = (text: string) => toastTexts().some((t) => t.includes(text));

/** Moves the fake clock on, then lets what it started run (promises, requests being opened). */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await nextTurn();
  });
}

/** How many requests the page has opened to a path so far (XMLHttpRequest.open observed, not replaced). */
function openedTo(path: string): () => number {
  const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
  return () => open.mock.calls.filter((call) => String(call[1]).includes(path)).length;
}

/** The debounce of the suggestions reads the clock and sets timers; nothing else is faked. */
const fakeDebounceClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

describe('search box', () => {
  // First in the file: the AutoComplete is not loaded yet (it stays loaded for the tests after this one).
  it('keys typed while the suggestions arrive stay in the box: the focus and the text follow the new input', async () => {
    server.route('GET', PART_SUGGEST, (_req, res) => sendEnvelope(res, []));
    const user = userEvent.setup();
    renderBox();
    await waitForBox();
    expect(document.querySelector('.ant-select-auto-complete')).toBeNull();
    act(() => input().focus());
    await user.keyboard('  M8  {Enter}');
    await waitFor(() => expect(tagTexts()).toEqual(['M8']));
    expect(document.querySelector('.ant-select-auto-complete')).not.toBeNull();
    expect(document.activeElement).toBe(input());
  }, 60_000);

  it('SPEC-5.18 SPEC-5.19 SPEC-5.21 SPEC-3.49 SPEC-9.14 Enter adds trimmed tags, blank text is ignored, at most 10, no duplicates', async () => {
    server.route('GET', PART_SUGGEST, (_req, res) => sendEnvelope(res, []));
    const user = userEvent.setup();
    renderBox();
    await waitForBox();
    await clickIntoBox(user);
    await user.keyboard('  M8  {Enter}');
    // Enter adds the tag once the key press has passed the dropdown: the render is waited for.
    await waitFor(() => expect(tagTexts()).toEqual(['M8']));
    await user.keyboard('   {Enter}');
    await waitFor(() => expect(input().value).toBe(''));
    expect(tagTexts()).toEqual(['M8']);
    await user.keyboard('M8{Enter}');
    expect(tagTexts()).toEqual(['M8']);
    await waitFor(() => expect(toastShown('关键字不能重复')).toBe(true));
    // The rejected text stays in the input for correction.
    expect(input().value).toBe('M8');
    fireEvent.change(input(), { target: { value: '' } });
    for (let i = 1; i <= 9; i++) {
      fireEvent.change(input(), { target: { value: `k${i}` } });
      fireEvent.keyDown(input(), { key: 'Enter' });
      await act(() => Promise.resolve());
    }
    expect(tagTexts()).toHaveLength(10);
    fireEvent.change(input(), { target: { value: 'k11' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(toastTexts().some((t) => t.includes('关键字最多10个'))).toBe(true));
    expect(tagTexts()).toHaveLength(10);
  }, 60_000);

  it('SPEC-5.20 an empty search shows 请输入内容再进行搜索 and goes nowhere', async () => {
    renderBox();
    await waitForBox();
    fireEvent.click(searchButton());
    // the toast's 1 s is the search toast's, proven on a fake clock in lib/feedback.test.tsx
    await waitFor(() => expect(toastShown('请输入内容再进行搜索')).toBe(true));
    expect(screen.queryByTestId('probe')).toBeNull();
  }, 60_000);

  it('SPEC-5.22 SPEC-9.15 the input is capped at 128 characters', async () => {
    renderBox();
    await waitForBox();
    expect(input()).toHaveAttribute('maxlength', '128');
    fireEvent.change(input(), { target: { value: '国'.repeat(140) } });
    await waitFor(() => expect(Array.from(input().value)).toHaveLength(128));
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(tagTexts()).toEqual(['国'.repeat(128)]));
  });

  it('SPEC-4.50 SPEC-4.51 backspace on an empty input pulls the last tag back without its last character; clicking a tag edits it', async () => {
    server.route('GET', PART_SUGGEST, (_req, res) => sendEnvelope(res, []));
    const user = userEvent.setup();
    renderBox();
    await waitForBox();
    await clickIntoBox(user);
    await user.keyboard('rc0603{Enter}10k{Enter}');
    await waitFor(() => expect(tagTexts()).toEqual(['rc0603', '10k']));
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(tagTexts()).toEqual(['rc0603']));
    expect(input().value).toBe('10');
    await user.keyboard('0R{Enter}');
    await waitFor(() => expect(tagTexts()).toEqual(['rc0603', '100R']));
    // Clicking a tag moves it into the input; the text being typed is kept as a tag in its place.
    await user.keyboard('1%');
    await user.click(document.querySelectorAll<HTMLElement>('.jk-search-tag-text')[0]!);
    expect(input().value).toBe('rc0603');
    expect(tagTexts()).toEqual(['1%', '100R']);
  }, 15_000);

  it('SPEC-7.23 SPEC-9.16 SPEC-9.17 suggestions are asked once per burst of typing (size 15), 200 ms after the last key', async () => {
    server.route('GET', PART_SUGGEST, (req, res) => sendEnvelope(res, [`${req.query.get('keyword')}-A`]));
    renderBox();
    await waitForBox();
    const opened = openedTo(PART_SUGGEST);
    fakeDebounceClock();
    // six keys 50 ms apart: one burst
    let text = '';
    for (const key of 'gb5782') {
      text += key;
      fireEvent.change(input(), { target: { value: text } });
      await advance(50);
    }
    // 190 ms after the last key nothing was asked; at 200 ms one request, for the whole text
    await advance(140);
    expect(opened()).toBe(0);
    await advance(10);
    expect(opened()).toBe(1);
    // the burst is over: however long the clock runs on, no second request
    await advance(3000);
    expect(opened()).toBe(1);
    // A suggestion request of the previous test (its text was typed before it ended) can reach the server after
    // this test reset it on a loaded machine: only this burst's requests are counted.
    const burst = () => server.hits(PART_SUGGEST).filter((hit) => hit.query.get('keyword')?.startsWith('gb'));
    await vi.waitFor(() => expect(burst()).toHaveLength(1), { timeout: 10_000 });
    expect(Object.fromEntries(burst()[0]!.query)).toEqual({
      keyword: 'gb5782',
      size: '15',
    });
  }, 15_000);

  it('SPEC-7.23 a suggestion is picked with the keyboard: it becomes a tag and does not search', async () => {
    server.route('GET', PART_SUGGEST, (req, res) => {
      const keyword = req.query.get('keyword') ?? '';
      sendEnvelope(res, [`${keyword.toUpperCase()}-A`, `${keyword.toUpperCase()}-B`]);
    });
    const user = userEvent.setup();
    renderBox();
    await waitForBox();
    await clickIntoBox(user);
    await user.keyboard('gb5782');
    const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['GB5782-A', 'GB5782-B']));
    // rc-select reads the legacy key codes (which), as browsers send them.
    const press = (key: string, which: number) =>
      fireEvent.keyDown(input(), { key, code: key, keyCode: which, which });
    press('ArrowDown', 40);
    press('ArrowDown', 40);
    await waitFor(() => expect(input().getAttribute('aria-activedescendant')).toMatch(/_list_1$/));
    press('Enter', 13);
    await waitFor(() => expect(tagTexts()).toEqual(['GB5782-B']));
    expect(input().value).toBe('');
    // The pick did not also search.
    expect(screen.queryByTestId('probe')).toBeNull();
  }, 15_000);

  it('Enter on typed text adds what was typed, not the suggestion the dropdown highlights (issue 15)', async () => {
    server.route('GET', COMPONENT_SUGGEST, (_req, res) =>
      sendEnvelope(res, ['0603B104K500NT', '0603B103K500NT']),
    );
    const user = userEvent.setup();
    renderBox('component');
    await waitForBox();
    await clickIntoBox(user);
    await user.keyboard('0603');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2));
    const press = (key: string, which: number) =>
      fireEvent.keyDown(input(), { key, code: key, keyCode: which, which });
    press('Enter', 13);
    await waitFor(() => expect(tagTexts()).toEqual(['0603']));
    expect(input().value).toBe('');
    // the box tells that this Enter only added a keyword
    expect(input().placeholder).toBe(SEARCH_BOX_PENDING_HINT);
    // the second Enter searches what was typed
    press('Enter', 13);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toContain('keyWords=0603'));
  }, 15_000);

  it('SPEC-7.24 SPEC-9.17 material suggestions use the component endpoint with kind=4; a long burst still asks after 1 s', async () => {
    server.route('GET', COMPONENT_SUGGEST, (_req, res) => sendEnvelope(res, ['Q235B']));
    renderBox('mat');
    await waitForBox();
    const opened = openedTo(COMPONENT_SUGGEST);
    fakeDebounceClock();
    // One key every 100 ms: the 200 ms debounce alone would wait for the end of the burst; its 1 s maxWait
    // asks while typing goes on, for the text typed by then.
    let text = '';
    for (let i = 0; i < 9; i++) {
      text += 'q';
      fireEvent.change(input(), { target: { value: text } });
      await advance(100);
    }
    expect(opened()).toBe(0);
    fireEvent.change(input(), { target: { value: `${text}q` } });
    await advance(100);
    expect(opened()).toBe(1);
    await vi.waitFor(() => expect(server.hits(COMPONENT_SUGGEST)).toHaveLength(1), { timeout: 10_000 });
    expect(Object.fromEntries(server.hits(COMPONENT_SUGGEST)[0]!.query)).toEqual({
      keyword: 'q'.repeat(10),
      size: '15',
      kind: '4',
    });
  }, 15_000);

  it('SPEC-2.04 SPEC-5.24 searching opens /{library}/search with keyWords and the unit-normalised notAnalyzerKeyWords', async () => {
    server.route('GET', COMPONENT_SUGGEST, (_req, res) => sendEnvelope(res, []));
    renderBox('component');
    await waitForBox();
    fireEvent.change(input(), { target: { value: '0.1UF' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(tagTexts()).toEqual(['0.1UF']));
    // The pending text joins the tags when searching.
    fireEvent.change(input(), { target: { value: ' 0603 ' } });
    fireEvent.click(searchButton());
    const probe = await screen.findByTestId('probe');
    expect(decodeURIComponent(probe.textContent ?? '')).toBe(
      '/component/search?keyWords=0.1UF|0603&notAnalyzerKeyWords=0.1μF',
    );
  });
});
