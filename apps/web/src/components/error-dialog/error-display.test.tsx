import { ErrorMessage } from '@jianku/rules';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useEffect } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken, setTokens } from '../../lib/auth-storage.ts';
import { JkError } from '../../lib/errors.ts';
import { bindFeedback } from '../../lib/feedback.ts';
import { CanceledError } from '../../lib/http-transport.ts';
import { flushLogQueue, readLogQueue } from '../../lib/log-queue.ts';
import { bindNavigate } from '../../lib/navigate.ts';
import { setPageUrl, startTestServer, type TestServer } from '../../lib/test-support/test-server.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { useErrorDialogStore } from '../../stores/error-dialog.store.ts';
import { handleError } from './error-display.ts';

const navigations: string[] = [];
let unbind: () => void = () => {};
let server: TestServer;

beforeAll(async () => {
  unbind = bindNavigate((to) => navigations.push(to));
  // The log queue posts to the open origin: a server without a log route, so posts fail and entries stay queued.
  server = await startTestServer();
  window.__JIANKU_CONFIG__ = { openOrigin: server.origin };
});
afterAll(async () => {
  unbind();
  await flushLogQueue();
  await server.close();
});
beforeEach(() => {
  setPageUrl('http://www.jianku.test/part/search?keyWords=M8%20%E8%9E%BA%E6%A0%93');
  navigations.length = 0;
  useErrorDialogStore.getState().reset();
  useAppStore.getState().reset();
  delete window.__JIANKU_CONFIG__;
  localStorage.clear();
});

function Binder() {
  const api = App.useApp();
  useEffect(() => bindFeedback(api), [api]);
  return null;
}

describe('handleError (spec §8 handling by code)', () => {
  it('SPEC-8.08 SPEC-2.25 401: toast 账号未登录 and /login?redirect=<encoded current path and query>', async () => {
    const view = render(
      <App>
        <Binder />
      </App>,
    );
    handleError(new JkError({ code: 401, message: 'token expired', type: 'business' }));
    expect(await screen.findByText(ErrorMessage.unauthorized)).toBeInTheDocument();
    expect(navigations).toEqual([
      `/login?redirect=${encodeURIComponent('/part/search?keyWords=M8%20%E8%9E%BA%E6%A0%93')}`,
    ]);
    expect(useErrorDialogStore.getState().current).toBeNull();
    view.unmount();
  });

  it('SPEC-8.09 400, 100401, 400401 and 400403 also go to login', () => {
    for (const code of [400, 100401, 400401, 400403]) handleError(new JkError({ code, type: 'business' }));
    expect(navigations).toHaveLength(4);
    for (const to of navigations) expect(to).toMatch(/^\/login\?redirect=%2Fpart%2Fsearch/);
    expect(useErrorDialogStore.getState().current).toBeNull();
  });

  it('SPEC-8.08 no login redirect loop from the login page itself', () => {
    setPageUrl('http://www.jianku.test/login?redirect=%2Fuser');
    handleError(new JkError({ code: 401, type: 'business' }));
    expect(navigations).toEqual([]);
  });

  it('SPEC-8.09 SPEC-2.15 403 and 100403 go to /403 with message and code in the query', () => {
    handleError(new JkError({ code: 403, message: '没有该操作权限', type: 'business' }));
    handleError(new JkError({ code: 100403, type: 'business' }));
    const targets = navigations.map((to) => {
      const url = new URL(to, window.location.origin);
      return [url.pathname, url.searchParams.get('message'), url.searchParams.get('code')];
    });
    expect(targets).toEqual([
      ['/403', '没有该操作权限', '403'],
      ['/403', ErrorMessage.forbidden, '100403'],
    ]);
  });

  it('SPEC-8.10 SPEC-8.16 SPEC-9.35 430: the dialog says the account is locked for 1 hour, with the contact panel, and the user goes to login', () => {
    handleError(new JkError({ code: 430, message: 'locked', type: 'business' }));
    expect(useErrorDialogStore.getState().current).toEqual({
      code: 430,
      title: '提示',
      message: ErrorMessage.accountLocked,
      showContact: true,
    });
    expect(ErrorMessage.accountLocked).toContain('1小时');
    expect(navigations).toEqual([
      `/login?redirect=${encodeURIComponent('/part/search?keyWords=M8%20%E8%9E%BA%E6%A0%93')}`,
    ]);
  });

  it('SPEC-8.10 SPEC-8.16 430 met on the login page or in the login dialog: the dialog, and no redirect', () => {
    setPageUrl('http://www.jianku.test/login');
    handleError(new JkError({ code: 430, type: 'business' }));
    expect(useErrorDialogStore.getState().current?.message).toBe(ErrorMessage.accountLocked);
    expect(navigations).toEqual([]);
    // the same in the login dialog over another page
    setPageUrl('http://www.jianku.test/part');
    useErrorDialogStore.getState().reset();
    useAppStore.getState().setShowLogin(true);
    handleError(new JkError({ code: 430, type: 'business' }));
    expect(useErrorDialogStore.getState().current?.message).toBe(ErrorMessage.accountLocked);
    expect(navigations).toEqual([]);
  });

  it('SPEC-8.11 SPEC-8.16 in a remote deployment (plugin or embedded) 403 and 100403 show the dialog 暂无权限 and stay', () => {
    useAppStore.getState().setPlugin(true);
    handleError(new JkError({ code: 403, message: '没有该操作权限', type: 'business' }));
    expect(useErrorDialogStore.getState().current).toMatchObject({
      code: 403,
      message: ErrorMessage.forbidden,
    });
    useErrorDialogStore.getState().reset();
    useAppStore.getState().reset();
    useAppStore.getState().setEmbed(true);
    handleError(new JkError({ code: 100403, type: 'business' }));
    expect(useErrorDialogStore.getState().current).toMatchObject({
      code: 100403,
      message: ErrorMessage.forbidden,
    });
    expect(navigations).toEqual([]);
  });

  it('SPEC-8.10 SPEC-8.16 in a remote deployment 430 shows the dialog and clears the stored tokens instead of leaving', () => {
    useAppStore.getState().setPlugin(true);
    setTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    expect(getAccessToken()).toBe('a-1');
    handleError(new JkError({ code: 430, type: 'business' }));
    expect(useErrorDialogStore.getState().current?.message).toBe(ErrorMessage.accountLocked);
    expect(getAccessToken()).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('SPEC-8.16 on the open platform site the plugin flag does not make it remote: 403 goes to /403', () => {
    window.__JIANKU_CONFIG__ = {
      publicOrigin: 'http://www.jianku.test',
      openOrigin: 'http://open.jianku.test',
    };
    setPageUrl('http://open.jianku.test/part');
    useAppStore.getState().setPlugin(true);
    handleError(new JkError({ code: 403, type: 'business' }));
    expect(navigations.map((to) => to.split('?')[0])).toEqual(['/403']);
    expect(useErrorDialogStore.getState().current).toBeNull();
  });

  it('SPEC-8.12 SPEC-7.32 500: the dialog says the system is busy, and the error is queued for the report', () => {
    handleError(
      new JkError({
        code: 500,
        message: 'NullPointerException',
        type: 'business',
        position: 'GET /to/api/x',
      }),
    );
    expect(useErrorDialogStore.getState().current).toMatchObject({
      code: 500,
      message: ErrorMessage.systemBusy,
      showContact: true,
    });
    const [entry] = readLogQueue();
    expect(entry).toMatchObject({
      message: 'NullPointerException',
      code: 500,
      name: 'UnknownError',
      position: 'GET /to/api/x',
      url: window.location.href,
    });
    expect(typeof entry?.stack).toBe('string');
  });

  it('SPEC-8.13 other codes: the dialog shows the server message', () => {
    handleError(new JkError({ code: 1005002001, message: '企业私有库暂不可用', type: 'business' }));
    expect(useErrorDialogStore.getState().current).toMatchObject({
      code: 1005002001,
      message: '企业私有库暂不可用',
    });
    expect(readLogQueue()).toEqual([]);
  });

  it('SPEC-2.65 only one error dialog at a time: a second error does not replace the first', () => {
    handleError(new JkError({ code: 1005002001, message: '第一个', type: 'business' }));
    handleError(new JkError({ code: 500, message: '第二个', type: 'business' }));
    expect(useErrorDialogStore.getState().current?.message).toBe('第一个');
  });

  it('SPEC-8.14 SPEC-4.49 muted errors (499, 404, cancels) show nothing and go nowhere', () => {
    for (const thrown of [
      new JkError({ code: 499, type: 'abort' }),
      new JkError({ code: 404, type: 'http' }),
      new CanceledError(),
    ]) {
      expect(handleError(thrown).muted).toBe(true);
    }
    expect(useErrorDialogStore.getState().current).toBeNull();
    expect(navigations).toEqual([]);
    expect(readLogQueue()).toEqual([]);
  });

  it('SPEC-7.32 a runtime (front-end) error opens the dialog and is queued for the report', () => {
    const err = handleError(new RangeError('Invalid array length'));
    expect(err).toMatchObject({ code: 100001, type: 'runtime' });
    expect(useErrorDialogStore.getState().current?.message).toBe('Invalid array length');
    expect(readLogQueue()[0]).toMatchObject({
      name: 'RangeError',
      message: 'Invalid array length',
      code: 100001,
    });
  });
});
