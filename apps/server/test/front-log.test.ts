import { ErrorCode } from '@jianku/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { FRONT_LOG_MAX_ENTRIES } from '../src/modules/front-log/front-log.service.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await app.database.db.deleteFrom('front_log').execute();
});

const URL = '/tool/api/front/log';
const UA = 'Mozilla/5.0 (Jianku test)';

const sampleEntry = (n: number) => ({
  message: `Cannot read properties of undefined (reading 'id') #${n}`,
  stack: `TypeError: Cannot read properties of undefined\n    at PartDetail (https://www.jianku.com/assets/index-abc.js:1:${n})`,
  code: 500,
  url: 'https://www.jianku.com/part/search?keyWords=M8',
  position: 'request',
  name: 'TypeError',
  level: 0,
  type: 'error',
  hash: 'f4dd0337afad450b91adb042b59dfd1c',
  time: 1732250000000 + n,
});

const storedRows = () => app.database.db.selectFrom('front_log').selectAll().orderBy('id').execute();

const postJson = (body: unknown, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: URL,
    remoteAddress,
    headers: { 'content-type': 'application/json', 'user-agent': UA },
    payload: JSON.stringify(body),
  });

function multipartBody(fields: Record<string, string>, file?: { name: string; content: string }) {
  const boundary = '----jiankuFormBoundary7MA4YWxkTrZu0gW';
  let payload = '';
  for (const [name, value] of Object.entries(fields)) {
    payload += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  if (file) {
    payload += `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`;
  }
  payload += `--${boundary}--\r\n`;
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe(`client logs POST /tool/api/front/log (${TEST_ENGINE})`, () => {
  it('SPEC-7.25 stores each queued entry of the JSON body with the client IP and user agent', async () => {
    const entries = [
      sampleEntry(1),
      sampleEntry(2),
      { ...sampleEntry(3), muted: false, instance: { id: 7 } },
    ];
    const res = await postJson({ data: JSON.stringify(entries) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: '', data: { count: 3 } });
    const rows = await storedRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      message: entries[0]?.message,
      stack: entries[0]?.stack,
      code: '500',
      url: 'https://www.jianku.com/part/search?keyWords=M8',
      position: 'request',
      name: 'TypeError',
      level: 0,
      type: 'error',
      hash: 'f4dd0337afad450b91adb042b59dfd1c',
      client_time: '1732250000001',
      extra: null,
      ip: '203.0.113.7',
      user_agent: UA,
    });
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
    expect(rows[2]?.extra).toEqual({ muted: false, instance: { id: 7 } });
  });

  it('SPEC-7.25 accepts the field as application/x-www-form-urlencoded', async () => {
    const data = JSON.stringify([sampleEntry(1)]);
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data }).toString(),
    });
    expect(res.json()).toEqual({ code: 0, msg: '', data: { count: 1 } });
    expect((await storedRows())[0]?.message).toBe(sampleEntry(1).message);
  });

  it('SPEC-7.25 accepts the field as multipart/form-data', async () => {
    const { payload, contentType } = multipartBody({
      data: JSON.stringify([sampleEntry(1), sampleEntry(2)]),
    });
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.json()).toEqual({ code: 0, msg: '', data: { count: 2 } });
    expect(await storedRows()).toHaveLength(2);
  });

  it(`at most ${FRONT_LOG_MAX_ENTRIES} entries (the client's queue size); an empty queue is fine`, async () => {
    const full = Array.from({ length: FRONT_LOG_MAX_ENTRIES }, (_, n) => sampleEntry(n));
    expect((await postJson({ data: JSON.stringify(full) })).json().data).toEqual({ count: 30 });
    expect((await postJson({ data: '[]' })).json()).toEqual({ code: 0, msg: '', data: { count: 0 } });
    const tooMany = await postJson({ data: JSON.stringify([...full, sampleEntry(31)]) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      code: ErrorCode.invalidParams,
      msg: '请求参数不正确：data 最多 30 条日志',
      data: null,
    });
    expect(await storedRows()).toHaveLength(30);
  });

  it('SPEC-7.25 bad input → 400 with a Chinese message, and nothing is stored', async () => {
    const good = sampleEntry(1);
    const cases: [unknown, string][] = [
      [{}, '请求参数不正确：data 不能为空'],
      [{ data: '' }, '请求参数不正确：data 不能为空'],
      [{ data: [good] }, '请求参数不正确：data 应为字符串'],
      [{ data: '[{"message":' }, '请求参数不正确：data 不是合法的JSON'],
      [{ data: '{"message":"x"}' }, '请求参数不正确：data 应为日志数组（JSON）'],
      [{ data: JSON.stringify([good, 'text']) }, '请求参数不正确：data[1] 应为对象'],
      [
        { data: JSON.stringify([good, { ...good, code: true }]) },
        '请求参数不正确：data[1].code 应为字符串或数字',
      ],
      [
        { data: JSON.stringify([good, { ...good, stack: 's'.repeat(20001) }]) },
        '请求参数不正确：data[1].stack 长度不能超过 20000 个字符',
      ],
      [
        { data: JSON.stringify([{ ...good, message: 'm'.repeat(4001) }]) },
        '请求参数不正确：data[0].message 长度不能超过 4000 个字符',
      ],
      [{ data: JSON.stringify([{ ...good, level: 1.5 }]) }, '请求参数不正确：data[0].level 应为整数'],
      [
        { data: JSON.stringify([good, { ...good, detail: 'd'.repeat(5000) }]) },
        '请求参数不正确：data[1] 的附加字段过长（最多 4000 个字符）',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await postJson(body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json(), msg).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
    expect(await storedRows()).toHaveLength(0);
  });

  it('SPEC-7.25 a file in the multipart form, or a non-form content type, is refused', async () => {
    const { payload, contentType } = multipartBody(
      { data: JSON.stringify([sampleEntry(1)]) },
      { name: 'file', content: 'hello' },
    );
    const withFile = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json()).toEqual({
      code: ErrorCode.invalidParams,
      msg: '该接口不接受文件上传',
      data: null,
    });
    const xml = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/xml' },
      payload: '<data/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(await storedRows()).toHaveLength(0);
  });

  it('is rate limited per client IP (120 a minute)', async () => {
    const remoteAddress = '198.51.100.9';
    for (let i = 0; i < 120; i++) {
      const res = await postJson({ data: 'not json' }, remoteAddress);
      expect(res.statusCode).toBe(400);
    }
    const limited = await postJson({ data: '[]' }, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
    expect((await postJson({ data: '[]' }, '198.51.100.10')).statusCode).toBe(200);
  });
});
