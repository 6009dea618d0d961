import { Writable } from 'node:stream';
import { ErrorCode } from '@jianku/rules';
import { sql } from 'kysely';
import pino from 'pino';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { AppError } from '../src/lib/app-error.ts';
import { envelopeResponses, ok } from '../src/lib/envelope.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

/** Log lines the app wrote, parsed. */
const logLines: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') logLines.push(JSON.parse(line));
      done();
    },
  }),
);

let app: App;

beforeAll(async () => {
  app = await createTestApp({
    logger,
    beforeReady: (instance) => {
      instance.get('/to/api/test/boom', async () => {
        throw new Error('secret failure at /srv/jianku/src/secret.ts');
      });
      instance.get('/to/api/test/sql', async () => {
        await sql`select * from table_that_does_not_exist`.execute(instance.database.db);
        return ok(null);
      });
      instance.get(
        '/to/api/test/business',
        { schema: { response: envelopeResponses(Type.Object({ id: Type.Integer() })) } },
        async () => {
          throw new AppError(ErrorCode.partReload, '数据已变更，请刷新');
        },
      );
      instance.get('/to/api/test/unavailable', async () => {
        throw new AppError(ErrorCode.unknown, '数据库不可用', 503);
      });
      instance.post(
        '/to/api/test/echo/:id',
        {
          schema: {
            params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
            body: Type.Object({
              name: Type.String({ minLength: 1, maxLength: 5 }),
              count: Type.Integer({ minimum: 1, maximum: 10 }),
              tags: Type.Optional(Type.Array(Type.String({ maxLength: 3 }), { maxItems: 2 })),
            }),
            response: envelopeResponses(Type.Object({ id: Type.Integer(), name: Type.String() })),
          },
        },
        async (request) => ok({ id: request.params.id, name: request.body.name }),
      );
      instance.get(
        '/to/api/test/limited',
        { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
        async () => ok('fine'),
      );
    },
  });
});

afterAll(async () => {
  await app?.close();
});

const json = (body: string) => JSON.parse(body) as { code: number; msg: string; data: unknown };

const postEcho = (payload: unknown, contentType = 'application/json', url = '/to/api/test/echo/1') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe(`HTTP conventions (${TEST_ENGINE})`, () => {
  it('SPEC-3.37 success is the envelope { code: 0, msg, data } with a track_code header', async () => {
    const res = await postEcho({ name: 'M8', count: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res.body)).toEqual({ code: 0, msg: '', data: { id: 1, name: 'M8' } });
    const track = res.headers.track_code;
    expect(track).toMatch(/^[0-9a-f]{32}$/);
    const other = await postEcho({ name: 'M8', count: 2 });
    expect(other.headers.track_code).not.toBe(track);
  });

  it('SPEC-3.37 errors carry the track_code header too', async () => {
    for (const url of [
      '/to/api/nope',
      '/to/api/test/boom',
      '/to/api/base/system/dict-data/list-all-simple',
    ]) {
      const res = await app.inject({ url });
      expect(res.headers.track_code, url).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('malformed JSON → 400 请求体不是合法的JSON', async () => {
    const res = await postEcho('{"name": "M8", ');
    expect(res.statusCode).toBe(400);
    expect(json(res.body)).toEqual({
      code: ErrorCode.invalidParams,
      msg: '请求体不是合法的JSON',
      data: null,
    });
  });

  it('empty JSON body and prototype poisoning → 400 with a Chinese message', async () => {
    const empty = await postEcho('');
    expect(empty.statusCode).toBe(400);
    expect(json(empty.body).msg).toBe('请求体不能为空');
    const poisoned = await postEcho('{"name":"M8","count":1,"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(json(poisoned.body).code).toBe(ErrorCode.invalidParams);
  });

  it('wrong content type → 415 in the envelope; a text body on a JSON route → 400', async () => {
    const xml = await postEcho('<name>M8</name>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(json(xml.body)).toEqual({
      code: ErrorCode.invalidParams,
      msg: '不支持的请求内容类型（Content-Type）',
      data: null,
    });
    const text = await postEcho('name=M8', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(json(text.body).msg).toBe('请求参数不正确：请求体 应为对象');
  });

  it('schema failures → 400 请求参数不正确：<field> <reason>', async () => {
    const cases: [unknown, string][] = [
      [{ count: 1 }, '请求参数不正确：name 不能为空'],
      [{ name: '', count: 1 }, '请求参数不正确：name 不能为空'],
      [{ name: 'M8x1.25', count: 1 }, '请求参数不正确：name 长度不能超过 5 个字符'],
      [{ name: 'M8', count: 0 }, '请求参数不正确：count 不能小于 1'],
      [{ name: 'M8', count: 11 }, '请求参数不正确：count 不能大于 10'],
      [{ name: 'M8', count: 'many' }, '请求参数不正确：count 应为整数'],
      [{ name: 'M8', count: 1, tags: ['a', 'b', 'c'] }, '请求参数不正确：tags 最多 2 项'],
      [{ name: 'M8', count: 1, tags: ['long'] }, '请求参数不正确：tags[0] 长度不能超过 3 个字符'],
      [[1, 2], '请求参数不正确：请求体 应为对象'],
    ];
    for (const [body, msg] of cases) {
      const res = await postEcho(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res.body), JSON.stringify(body)).toEqual({
        code: ErrorCode.invalidParams,
        msg,
        data: null,
      });
    }
  });

  it('schema failures of path and query parameters → 400', async () => {
    const params = await postEcho({ name: 'M8', count: 1 }, 'application/json', '/to/api/test/echo/abc');
    expect(params.statusCode).toBe(400);
    expect(json(params.body).msg).toBe('请求参数不正确：id 应为整数');
    const query = await app.inject({ url: '/to/api/base/system/dict-data/list-all-simple?dictType=' });
    expect(query.statusCode).toBe(400);
    expect(json(query.body).msg).toBe('请求参数不正确：dictType 不能为空');
  });

  it('oversize bodies → 413 请求内容过大 (JSON, form and multipart)', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const asJson = await postEcho({ name: big, count: 1 });
    expect(asJson.statusCode).toBe(413);
    expect(json(asJson.body)).toEqual({ code: ErrorCode.payloadTooLarge, msg: '请求内容过大', data: null });
    const asForm = await app.inject({
      method: 'POST',
      url: '/tool/api/front/log',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `data=${big}`,
    });
    expect(asForm.statusCode).toBe(413);
    const boundary = 'jiankuboundary';
    const asMultipart = await app.inject({
      method: 'POST',
      url: '/tool/api/front/log',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${big}\r\n--${boundary}--\r\n`,
    });
    expect(asMultipart.statusCode).toBe(413);
    expect(json(asMultipart.body).code).toBe(ErrorCode.payloadTooLarge);
  });

  it('unknown paths under the API bases → 404 接口不存在, any method', async () => {
    const paths = [
      '/to/api/nope',
      '/to/api',
      '/tool/api/nope',
      '/to/open/part/list',
      '/to/open/component',
      '/to/open/operation/x',
      '/to/portal/part',
      '/to/portal/component/x',
      '/to/portal',
      '/tool/part',
      '/tool/ocr/x',
      '/tool/3dviewer',
      '/tool/api/ocr/read',
      '/to/stat',
      '/to/open',
    ];
    for (const url of paths) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await app.inject({ method, url, headers: { accept: 'text/html,application/json' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(json(res.body), `${method} ${url}`).toEqual({ code: 404, msg: '接口不存在', data: null });
      }
    }
  });

  it('a thrown internal error → 500 with the generic message, no stack or path; logged with its stack', async () => {
    const res = await app.inject({ url: '/to/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res.body)).toEqual({ code: 500, msg: '系统繁忙，请稍后重试或联系我们', data: null });
    expect(res.body).not.toMatch(/secret|\/srv|\.ts|at /);
    const logged = logLines.findLast(
      (line) =>
        line.level === 50 &&
        (line.err as { message?: string } | undefined)?.message?.includes('secret failure'),
    );
    expect(logged).toBeDefined();
    expect((logged?.err as { stack?: string } | undefined)?.stack).toMatch(/http-conventions\.test\.ts/);
    expect(logged?.reqId).toBe(res.headers.track_code);
  });

  it('a database error → 500 without SQL', async () => {
    const res = await app.inject({ url: '/to/api/test/sql' });
    expect(res.statusCode).toBe(500);
    expect(json(res.body)).toEqual({ code: 500, msg: '系统繁忙，请稍后重试或联系我们', data: null });
    expect(res.body).not.toMatch(/table_that_does_not_exist|select/i);
  });

  it('business errors (AppError) → HTTP 200 with the code in the envelope; a status when given', async () => {
    const res = await app.inject({ url: '/to/api/test/business' });
    expect(res.statusCode).toBe(200);
    expect(json(res.body)).toEqual({ code: 1005002001, msg: '数据已变更，请刷新', data: null });
    const unavailable = await app.inject({ url: '/to/api/test/unavailable' });
    expect(unavailable.statusCode).toBe(503);
    expect(json(unavailable.body)).toEqual({ code: 500, msg: '数据库不可用', data: null });
  });

  it('rate limits → 429 请求过于频繁 in the envelope', async () => {
    const remoteAddress = '10.9.8.7';
    expect((await app.inject({ url: '/to/api/test/limited', remoteAddress })).statusCode).toBe(200);
    expect((await app.inject({ url: '/to/api/test/limited', remoteAddress })).statusCode).toBe(200);
    const res = await app.inject({ url: '/to/api/test/limited', remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(json(res.body)).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
    expect(res.headers['retry-after']).toBeDefined();
    // another client is not affected
    expect((await app.inject({ url: '/to/api/test/limited', remoteAddress: '10.9.8.6' })).statusCode).toBe(
      200,
    );
  });

  it('a URL that cannot be decoded → 400 in the envelope', async () => {
    const res = await app.inject({ url: '/to/api/base/%zz' });
    expect(res.statusCode).toBe(400);
    expect(json(res.body)).toEqual({ code: ErrorCode.invalidParams, msg: '请求地址不正确', data: null });
    expect(res.headers.track_code).toMatch(/^[0-9a-f]{32}$/);
  });

  it('OpenAPI documents the routes at /to/api/docs', async () => {
    const res = await app.inject({ url: '/to/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/to/api/health']?.get).toBeDefined();
    expect(doc.paths['/to/api/base/system/dict-data/list-all-simple']?.get).toBeDefined();
    expect(doc.paths['/tool/api/front/log']?.post).toBeDefined();
    expect(doc.paths['/to/api/system/runtime-config']?.get).toBeDefined();
    const ui = await app.inject({ url: '/to/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('request logs', () => {
  it('mask secrets carried in the query (refresh token, token, code)', async () => {
    const { serializeRequest } = await import('../src/app.ts');
    const logged = serializeRequest({
      method: 'POST',
      url: '/to/api/base/system/auth/refresh-token?refreshToken=abc.def&x=1&code=123456',
    });
    expect(logged.url).toBe('/to/api/base/system/auth/refresh-token?refreshToken=***&x=1&code=***');
  });
});
