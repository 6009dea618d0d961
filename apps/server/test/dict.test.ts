import { ErrorCode } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

const list = (query: string) => app.inject({ url: `/to/api/base/system/dict-data/list-all-simple${query}` });

describe(`dictionary (${TEST_ENGINE})`, () => {
  it('SPEC-7.19 SPEC-3.46 system_config lists token_expire_time and from_expire_time in minutes', async () => {
    const res = await list('?dictType=system_config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: '',
      data: [
        { label: 'token_expire_time', value: '120' },
        { label: 'from_expire_time', value: '1440' },
      ],
    });
  });

  it('SPEC-7.19 reads the database: new, disabled and re-sorted entries show at once', async () => {
    const db = app.database.db;
    await db
      .insertInto('dict_data')
      .values([
        { dict_type: 'feedback_type', label: '需求反馈', value: '1', sort: 1 },
        { dict_type: 'feedback_type', label: '其他', value: '4', sort: 4 },
        { dict_type: 'feedback_type', label: '问题反馈', value: '3', sort: 3 },
        { dict_type: 'feedback_type', label: '建议', value: '2', sort: 2 },
        { dict_type: 'feedback_type', label: '停用项', value: '9', sort: 0, enabled: false },
      ])
      .execute();
    const res = await list('?dictType=feedback_type');
    expect(res.json().data).toEqual([
      { label: '需求反馈', value: '1' },
      { label: '建议', value: '2' },
      { label: '问题反馈', value: '3' },
      { label: '其他', value: '4' },
    ]);
    await db.updateTable('dict_data').set({ value: '60' }).where('label', '=', 'token_expire_time').execute();
    expect((await list('?dictType=system_config')).json().data[0]).toEqual({
      label: 'token_expire_time',
      value: '60',
    });
    expect(await app.services.dict.getSystemConfigMinutes('token_expire_time', 120)).toBe(60);
    expect(await app.services.dict.getSystemConfigMinutes('missing', 30)).toBe(30);
    await db
      .updateTable('dict_data')
      .set({ value: '120' })
      .where('label', '=', 'token_expire_time')
      .execute();
  });

  it('an unknown dictionary type gives an empty list', async () => {
    const res = await list('?dictType=no_such_type');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: '', data: [] });
  });

  it('missing or invalid dictType → 400 with a Chinese message', async () => {
    const cases: [string, string][] = [
      ['', '请求参数不正确：dictType 不能为空'],
      ['?dictType=', '请求参数不正确：dictType 不能为空'],
      ["?dictType=system_config'--", '请求参数不正确：dictType 格式不正确'],
      ['?dictType=1abc', '请求参数不正确：dictType 格式不正确'],
      [`?dictType=${'a'.repeat(101)}`, '请求参数不正确：dictType 长度不能超过 100 个字符'],
    ];
    for (const [query, msg] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
  });
});
