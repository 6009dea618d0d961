import { ErrorLevel, ErrorMessage } from '@jianku/rules';
import { describe, expect, it } from 'vitest';
import { JkError, normalizeError } from './errors.ts';
import { CanceledError, HttpError, HttpHeaders, type InternalRequestConfig } from './http-transport.ts';

const config = {
  url: '/base/x',
  method: 'get',
  baseURL: '/to/api',
  headers: new HttpHeaders(),
} as InternalRequestConfig;

function responseError(status: number, data: unknown, headers: Record<string, string> = {}) {
  return new HttpError(
    'Request failed',
    'ERR_BAD_RESPONSE',
    config,
    {},
    {
      status,
      statusText: '',
      data,
      headers,
      config,
    },
  );
}

describe('normalizeError (spec §8 HTTP failures, §3 error object)', () => {
  it('SPEC-3.38 an error has code, message, name, level, type, muted, redirect, hash, position and instance', () => {
    const err = normalizeError(responseError(500, { code: 500, msg: '服务异常' }, { track_code: 't-1' }));
    expect(Object.keys(err)).toEqual(
      expect.arrayContaining([
        'code',
        'name',
        'level',
        'type',
        'muted',
        'redirect',
        'hash',
        'position',
        'instance',
      ]),
    );
    expect(err).toMatchObject({
      code: 500,
      message: '服务异常',
      name: 'UnknownError',
      level: ErrorLevel.error,
      type: 'http',
      muted: false,
      redirect: false,
      hash: 't-1',
      position: 'GET /to/api/base/x',
    });
    expect(err).toBeInstanceOf(Error);
  });

  it('a JkError passes through unchanged', () => {
    const err = new JkError({ code: 430, type: 'business' });
    expect(normalizeError(err)).toBe(err);
    expect(err.message).toBe(ErrorMessage.accountLocked);
  });

  it('SPEC-8.02 SPEC-8.14 SPEC-8.01 cancels and aborts are user aborts: 499, muted', () => {
    for (const thrown of [
      new CanceledError(undefined, config),
      new DOMException('The operation was aborted.', 'AbortError'),
      new HttpError('Request aborted', 'ECONNABORTED', config, {}),
    ]) {
      expect(normalizeError(thrown)).toMatchObject({
        code: 499,
        muted: true,
        type: 'abort',
        name: 'UserAbortError',
      });
    }
  });

  it('SPEC-8.03 a timeout becomes 408 with the timeout message', () => {
    const err = normalizeError(new HttpError('timeout of 60000ms exceeded', 'ETIMEDOUT', config, {}));
    expect(err).toMatchObject({ code: 408, message: ErrorMessage.timeout, muted: false });
  });

  it('SPEC-8.04 no response becomes 421', () => {
    expect(normalizeError(new HttpError('Network Error', 'ERR_NETWORK', config, {}))).toMatchObject({
      code: 421,
    });
  });

  it('SPEC-8.05 a string body becomes the message with the HTTP status as code', () => {
    expect(normalizeError(responseError(429, '请求过于频繁'))).toMatchObject({
      code: 429,
      message: '请求过于频繁',
    });
  });

  it('SPEC-8.01 nothing usable gives code 100001 and the message Unknow Error', () => {
    for (const thrown of [undefined, null, 42, '', {}]) {
      expect(normalizeError(thrown)).toMatchObject({ code: 100001, message: 'Unknow Error' });
    }
    expect(normalizeError(responseError(500, ''))).toMatchObject({
      code: 500,
      message: ErrorMessage.systemBusy,
    });
  });

  it('SPEC-8.01 error classes: 499 and 404 muted; 401 needs login; 403 auth error; 500 unknown', () => {
    expect(new JkError({ code: 404, type: 'http' })).toMatchObject({ muted: true, name: 'EmptyError' });
    expect(new JkError({ code: 401, type: 'http' })).toMatchObject({ muted: false, name: 'NeedLoginError' });
    expect(new JkError({ code: 403, type: 'http' })).toMatchObject({ muted: false, name: 'AuthError' });
    expect(new JkError({ code: 500, type: 'http' })).toMatchObject({ muted: false, name: 'UnknownError' });
  });

  it('SPEC-4.47 SPEC-4.48 SPEC-4.49 levels come from the code: info muted, danger redirects', () => {
    expect(new JkError({ code: 499, type: 'abort' })).toMatchObject({
      level: -2,
      muted: true,
      redirect: false,
    });
    expect(new JkError({ code: 1005002001, type: 'business' })).toMatchObject({
      level: 0,
      muted: false,
      redirect: false,
    });
    for (const code of [400, 401, 100401, 400401, 400403, 403, 100403]) {
      expect(new JkError({ code, type: 'business' })).toMatchObject({
        level: 1,
        muted: false,
        redirect: true,
      });
    }
  });

  it('a runtime error keeps its message and name and points at its source', () => {
    const thrown = new TypeError("Cannot read properties of undefined (reading 'id')");
    thrown.stack = `TypeError: Cannot read properties\n    at render (http://www.jianku.test/assets/part-search.js:12:34)`;
    expect(normalizeError(thrown)).toMatchObject({
      code: 100001,
      name: 'TypeError',
      type: 'runtime',
      message: "Cannot read properties of undefined (reading 'id')",
      position: 'http://www.jianku.test/assets/part-search.js:12:34',
      instance: thrown,
    });
  });

  it('SPEC-8.06 a plain envelope-like object keeps its code and msg', () => {
    expect(normalizeError({ code: 1002000007, msg: '手机号未注册' })).toMatchObject({
      code: 1002000007,
      message: '手机号未注册',
    });
  });
});
