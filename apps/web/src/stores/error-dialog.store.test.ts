import { ErrorMessage } from '@jianku/rules';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { JkError } from '../lib/errors.ts';
import { setPageUrl } from '../lib/test-support/test-server.ts';
import { useErrorDialogStore } from './error-dialog.store.ts';

let reload: MockInstance<() => void>;

beforeEach(() => {
  useErrorDialogStore.getState().reset();
  window.__JIANKU_CONFIG__ = { publicOrigin: 'http://www.jianku.com', openOrigin: 'http://open.jianku.com' };
  setPageUrl('http://www.jianku.com/part');
  // jsdom cannot reload pages: observe the reload at the browser boundary.
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const partError = () => new JkError({ code: 1005002001, message: '企业私有库暂不可用', type: 'business' });

describe('error dialog store (spec §2 error dialog, §8)', () => {
  it('SPEC-2.65 one dialog at a time: open is a no-op while one is shown; dismiss closes it', () => {
    const store = useErrorDialogStore.getState();
    store.open(new JkError({ code: 1002000007, message: '手机号未注册', type: 'business' }));
    store.open(new JkError({ code: 500, type: 'business' }));
    expect(useErrorDialogStore.getState().current).toEqual({
      code: 1002000007,
      title: '提示',
      message: '手机号未注册',
      showContact: false,
    });
    store.dismiss();
    expect(useErrorDialogStore.getState().current).toBeNull();
    store.open(new JkError({ code: 500, type: 'business' }));
    expect(useErrorDialogStore.getState().current?.message).toBe(ErrorMessage.systemBusy);
  });

  it('SPEC-8.10 SPEC-8.11 SPEC-8.12 SPEC-8.01 what the dialog says per code; the contact panel where the text asks to contact us', () => {
    const cases: Array<[number, string | undefined, string, boolean]> = [
      [430, undefined, ErrorMessage.accountLocked, true],
      [500, 'NPE', ErrorMessage.systemBusy, true],
      [403, undefined, ErrorMessage.forbidden, false],
      [100001, undefined, 'Unknow Error', false],
      [1005002001, undefined, ErrorMessage.default, true],
    ];
    for (const [code, message, shown, showContact] of cases) {
      useErrorDialogStore.getState().open(new JkError({ code, message, type: 'business' }));
      expect(useErrorDialogStore.getState().current).toMatchObject({ code, message: shown, showContact });
      useErrorDialogStore.getState().dismiss();
    }
  });

  it('SPEC-8.15 SPEC-2.22 dismissing 1005002001 on /part reloads the page when not on the open site', () => {
    useErrorDialogStore.getState().open(partError());
    useErrorDialogStore.getState().dismiss();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('SPEC-8.15 no reload on the open site, on other paths, or for other codes', () => {
    setPageUrl('http://open.jianku.com/part');
    useErrorDialogStore.getState().open(partError());
    useErrorDialogStore.getState().dismiss();
    setPageUrl('http://www.jianku.com/part/search');
    useErrorDialogStore.getState().open(partError());
    useErrorDialogStore.getState().dismiss();
    setPageUrl('http://www.jianku.com/part');
    useErrorDialogStore.getState().open(new JkError({ code: 500, type: 'business' }));
    useErrorDialogStore.getState().dismiss();
    expect(reload).not.toHaveBeenCalled();
  });
});
