/**
 * Feedback (咨询反馈) and brand entry (品牌入驻), issue 13: submitting, one's own list, the operator's
 * list, answer and close, on a real database (PGlite in memory, or a fresh PostgreSQL schema with
 * DATABASE_URL) through app.inject. Every bad input answers its Chinese message and stores nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, FeedbackMessage, FeedbackServiceMessage, ValidationMessage } from '@jianku/rules';
import type { FeedbackRecord } from '@jianku/rules/feedback-schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  createUser,
  freshEmail,
  freshMobile,
  loginAs,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { TEST_ENGINE } from '../src/testing.ts';

const FEEDBACK = '/to/api/operation/behavior/message/to/platform';
const BRAND_ENTRY = '/to/api/operation/brand-entry';
const OPERATOR_EMAIL = 'Operator.Feedback@Example.com';

let app: App;
let dataDir: string;
let userToken: string;
let userId: number;
let otherToken: string;
let operatorToken: string;
let roleOperatorToken: string;

// biome-ignore lint/suspicious/noExplicitAny: JSON answers
type Answer = { status: number; body: any };

async function call(
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const countRows = async (table: 'feedback' | 'brand_entry') =>
  Number(
    (
      await app.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const VALID = {
  type: 3,
  message: '搜索 0.1uF 找不到 100nF 的电容',
  mobile: '13912345678',
  email: 'a@b.cn',
  orgName: '某研究所',
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jk-feedback-'));
  app = await createAccountsTestApp({
    env: { OPERATOR_ACCOUNTS: `13800000000, ${OPERATOR_EMAIL}`, DATA_DIR: dataDir },
  });
  const user = await createUser(app, { mobile: freshMobile() });
  userId = user.id;
  userToken = (await loginAs(app, user)).accessToken;
  otherToken = (await loginAs(app, await createUser(app, { email: freshEmail() }))).accessToken;
  operatorToken = (await loginAs(app, await createUser(app, { email: OPERATOR_EMAIL.toLowerCase() })))
    .accessToken;
  const roleHolder = await createUser(app, { email: freshEmail() });
  const role = await app.database.db
    .selectFrom('role')
    .select('id')
    .where('code', '=', 'operator')
    .executeTakeFirstOrThrow();
  await app.database.db
    .insertInto('user_role')
    .values({ user_id: roleHolder.id, role_id: role.id })
    .execute();
  roleOperatorToken = (await loginAs(app, roleHolder)).accessToken;
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A real upload through POST /base/file/upload; the file id (or the refusal's message). */
async function upload(token: string, bytes: Buffer, fileName: string, type = 'Images') {
  const body = new FormData();
  body.append('bizCode', 'feedback');
  body.append('fileName', fileName);
  body.append('type', type);
  body.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/file/upload',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  const answer = res.json();
  return { id: answer.data?.id as string, msg: answer.msg as string, code: answer.code as number };
}

const png = (width: number) =>
  sharp({ create: { width, height: 40, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

describe(`feedback (${TEST_ENGINE})`, () => {
  it('asks a visitor to sign in (401) and stores nothing', async () => {
    const { body } = await call('POST', `${FEEDBACK}/create`, null, VALID);
    expect(body.code).toBe(ErrorCode.unauthorized);
    expect(await countRows('feedback')).toBe(0);
  });

  it('stores a valid submission and shows it, open, in the sender’s own list only', async () => {
    const { status, body } = await call('POST', `${FEEDBACK}/create`, userToken, {
      ...VALID,
      userId,
      images: '',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      type: 3,
      message: VALID.message,
      status: 'open',
      answer: null,
      images: [],
    });
    const mine = await call('GET', `${FEEDBACK}/my`, userToken);
    expect(mine.body.data.operator).toBe(false);
    expect(mine.body.data.list.map((f: FeedbackRecord) => f.id)).toEqual([body.data.id]);
    const other = await call('GET', `${FEEDBACK}/my`, otherToken);
    expect(other.body.data.list).toEqual([]);
  });

  it('keeps a script tag in every field as text', async () => {
    const script = '<script>alert(1)</script>';
    const { body } = await call('POST', `${FEEDBACK}/create`, otherToken, {
      type: 4,
      message: `${script}留言`,
      orgName: script,
    });
    expect(body.code, JSON.stringify(body)).toBe(0);
    expect(body.data.message).toBe(`${script}留言`);
    expect(body.data.orgName).toBe(script);
  });

  const BAD: readonly [string, Record<string, unknown>, string][] = [
    ['no type', { ...VALID, type: null }, FeedbackMessage.typeRequired],
    ['type 5', { ...VALID, type: 5 }, FeedbackMessage.typeInvalid],
    ['no message', { ...VALID, message: '   ' }, FeedbackMessage.messageRequired],
    [
      'a 501-character message (SPEC-5.26 SPEC-9.45)',
      { ...VALID, message: '字'.repeat(501) },
      FeedbackMessage.messageTooLong,
    ],
    ['an invalid phone', { ...VALID, mobile: '12345' }, ValidationMessage.mobileInvalid],
    ['a script tag as the phone', { ...VALID, mobile: '<script>' }, ValidationMessage.mobileInvalid],
    [
      'a 21-character phone (SPEC-5.27 SPEC-9.13)',
      { ...VALID, mobile: '1'.repeat(21) },
      FeedbackMessage.mobileTooLong,
    ],
    ['an invalid e-mail', { ...VALID, email: 'a@b' }, ValidationMessage.emailInvalid],
    ['a script tag as the e-mail', { ...VALID, email: '<script>@x.cn' }, ValidationMessage.emailInvalid],
    [
      'a 65-character e-mail (SPEC-5.28 SPEC-9.46)',
      { ...VALID, email: `${'a'.repeat(59)}@b.com` },
      FeedbackMessage.emailTooLong,
    ],
    [
      'a 101-character organisation (SPEC-5.29 SPEC-9.47)',
      { ...VALID, orgName: '所'.repeat(101) },
      FeedbackMessage.orgNameTooLong,
    ],
    ['4 images (SPEC-5.30 SPEC-9.44)', { ...VALID, images: '1,2,3,4' }, FeedbackMessage.tooManyImages],
    [
      'an image id that is not one',
      { ...VALID, images: '../etc/passwd' },
      FeedbackServiceMessage.imagesInvalid,
    ],
    ['an image nobody uploaded', { ...VALID, images: '999999' }, FeedbackServiceMessage.imageNotFound],
    ['someone else as the sender', { ...VALID, userId: 999999999 }, FeedbackServiceMessage.userMismatch],
  ];
  for (const [name, payload, message] of BAD) {
    it(`refuses ${name} with its message and stores nothing`, async () => {
      const before = await countRows('feedback');
      const { status, body } = await call('POST', `${FEEDBACK}/create`, userToken, payload);
      expect(status).toBe(400);
      expect(body).toEqual({ code: ErrorCode.invalidParams, msg: message, data: null });
      expect(await countRows('feedback')).toBe(before);
    });
  }

  it('refuses a field of the wrong type with a Chinese message, never a 500', async () => {
    for (const payload of [{ ...VALID, message: { text: 'x' } }, 'not json']) {
      const { status, body } = await call('POST', `${FEEDBACK}/create`, userToken, payload);
      expect([400, 415], JSON.stringify(body)).toContain(status);
      expect(body.msg).toMatch(/^(请求参数不正确|不支持的请求内容类型)/);
    }
  });
});

describe(`feedback with uploaded images (${TEST_ENGINE})`, () => {
  it('stores two uploaded images with the feedback; their content is served', async () => {
    const a = await upload(userToken, await png(60), '截图1.png');
    const b = await upload(userToken, await png(80), '截图2.png');
    expect([a.code, b.code]).toEqual([0, 0]);
    const { body } = await call('POST', `${FEEDBACK}/create`, userToken, {
      ...VALID,
      images: `${a.id},${b.id}`,
    });
    expect(body.code, JSON.stringify(body)).toBe(0);
    expect(body.data.images.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
    const content = await app.inject({ url: body.data.images[1].url });
    expect(content.headers['content-type']).toBe('image/png');
    expect((await sharp(content.rawPayload).metadata()).width).toBe(80);
  });

  it('refuses an image someone else uploaded, a PDF as an image, a repeated id; stores nothing', async () => {
    const others = await upload(otherToken, await png(30), 'x.png');
    const pdf = await upload(userToken, PDF, '说明.pdf', 'Other');
    const mine = await upload(userToken, await png(30), 'y.png');
    expect([others.code, pdf.code, mine.code], pdf.msg).toEqual([0, 0, 0]);
    const before = await countRows('feedback');
    for (const [images, message] of [
      [others.id, FeedbackServiceMessage.imageNotFound],
      [pdf.id, FeedbackMessage.imageTypeInvalid],
      [`${mine.id},${mine.id}`, FeedbackServiceMessage.imagesInvalid],
      [`${mine.id},${pdf.id},${others.id},${mine.id}`, FeedbackMessage.tooManyImages],
    ] as const) {
      const { status, body } = await call('POST', `${FEEDBACK}/create`, userToken, { ...VALID, images });
      expect(status).toBe(400);
      expect(body.msg).toBe(message);
    }
    expect(await countRows('feedback')).toBe(before);
    // the brand entry takes the PDF as a document
    const entry = await call('POST', `${BRAND_ENTRY}/create`, userToken, {
      companyName: '某某电子',
      contactName: '李工',
      email: 'li@example.com',
      brands: '某某',
      documents: pdf.id,
    });
    expect(entry.body.code, JSON.stringify(entry.body)).toBe(0);
    expect(entry.body.data.documents[0].id).toBe(pdf.id);
  });

  it('an image over 5 MB is refused at upload with 请上传大小在5M以内的图片, so no feedback can carry it', async () => {
    const big = await upload(userToken, Buffer.alloc(5 * 1024 * 1024 + 1, 7), 'big.png');
    expect(big.msg).toBe(FeedbackMessage.imageTooLarge);
    expect(big.id).toBeUndefined();
  });
});

describe(`feedback handled by an operator (${TEST_ENGINE})`, () => {
  let id: number;
  beforeAll(async () => {
    const { body } = await call('POST', `${FEEDBACK}/create`, userToken, {
      type: 1,
      message: '希望增加 GB/T 70.1 内六角螺钉',
    });
    id = body.data.id;
  });

  it('refuses the operator calls to a user who is not one (403) and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', `${FEEDBACK}/manage/list`, undefined],
      ['POST', `${FEEDBACK}/manage/answer`, { id, answer: '我来答复' }],
      ['POST', `${FEEDBACK}/manage/close`, { id }],
      ['GET', `${BRAND_ENTRY}/manage/list`, undefined],
    ] as const) {
      const { body } = await call(method, url, userToken, payload);
      expect(body.code, url).toBe(ErrorCode.forbidden);
    }
    const mine = await call('GET', `${FEEDBACK}/my`, userToken);
    expect(mine.body.data.list[0]).toMatchObject({ id, status: 'open', answer: null });
  });

  it('lists every submission with its sender for an account of OPERATOR_ACCOUNTS (any case of the e-mail)', async () => {
    const { body } = await call('GET', `${FEEDBACK}/manage/list?status=open&pageSize=50`, operatorToken);
    expect(body.code, JSON.stringify(body)).toBe(0);
    const row = body.data.list.find((f: FeedbackRecord) => f.id === id);
    expect(row.user.id).toBe(userId);
    expect(body.data.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `${FEEDBACK}/my`, operatorToken)).body.data.operator).toBe(true);
  });

  it('lets a holder of the operator role answer; the user sees the answer; closed, it takes no more answers', async () => {
    expect(
      (await call('POST', `${FEEDBACK}/manage/answer`, roleOperatorToken, { id, answer: '  ' })).body.msg,
    ).toBe(FeedbackServiceMessage.answerRequired);
    const answered = await call('POST', `${FEEDBACK}/manage/answer`, roleOperatorToken, {
      id,
      answer: '已收录，下周上线',
    });
    expect(answered.body).toEqual({ code: 0, msg: '', data: true });
    let mine = (await call('GET', `${FEEDBACK}/my`, userToken)).body.data.list[0];
    expect(mine).toMatchObject({ id, status: 'answered', answer: '已收录，下周上线' });
    expect(mine.answeredAt).toEqual(expect.any(String));

    expect((await call('POST', `${FEEDBACK}/manage/close`, operatorToken, { id })).body.code).toBe(0);
    mine = (await call('GET', `${FEEDBACK}/my`, userToken)).body.data.list[0];
    expect(mine).toMatchObject({ status: 'closed', answer: '已收录，下周上线' });
    const again = await call('POST', `${FEEDBACK}/manage/answer`, operatorToken, { id, answer: '补充' });
    expect(again.body.msg).toBe(FeedbackServiceMessage.closed);
    expect((await call('POST', `${FEEDBACK}/manage/close`, operatorToken, { id })).body.msg).toBe(
      FeedbackServiceMessage.alreadyClosed,
    );
    expect((await call('POST', `${FEEDBACK}/manage/close`, operatorToken, { id: 987654 })).body.msg).toBe(
      FeedbackServiceMessage.notFound,
    );
  });

  it('refuses an unknown state filter with a Chinese message', async () => {
    const { status, body } = await call('GET', `${FEEDBACK}/manage/list?status=deleted`, operatorToken);
    expect(status).toBe(400);
    expect(body.msg).toBe(FeedbackServiceMessage.statusInvalid);
  });
});

describe('OPERATOR_ACCOUNTS', () => {
  it('reads phones and e-mails (e-mails lower-cased) and refuses anything else at start', () => {
    expect(
      loadConfig({ OPERATOR_ACCOUNTS: '13800000000，Ops@Example.com  a@b.cn' }).operatorAccounts,
    ).toEqual(['13800000000', 'ops@example.com', 'a@b.cn']);
    expect(loadConfig({}).operatorAccounts).toEqual([]);
    expect(() => loadConfig({ OPERATOR_ACCOUNTS: '13800000000,admin' })).toThrow(ConfigError);
    expect(() => loadConfig({ OPERATOR_ACCOUNTS: 'admin' })).toThrow(/OPERATOR_ACCOUNTS.*"admin"/);
  });
});

describe(`brand entry (${TEST_ENGINE})`, () => {
  const ENTRY = {
    companyName: '某某精密轴承有限公司',
    contactName: '张工',
    mobile: '13912345678',
    email: '',
    brands: '某某轴承',
    description: '深沟球轴承 60/62/63 系列',
    documents: '',
  };

  it('stores an application, shows it to its sender and to the operator, who answers and closes it', async () => {
    const { body } = await call('POST', `${BRAND_ENTRY}/create`, userToken, ENTRY);
    expect(body.code, JSON.stringify(body)).toBe(0);
    const id = body.data.id;
    expect((await call('GET', `${BRAND_ENTRY}/my`, userToken)).body.data.list[0]).toMatchObject({
      id,
      status: 'open',
    });
    const list = await call('GET', `${BRAND_ENTRY}/manage/list`, operatorToken);
    expect(list.body.data.list[0]).toMatchObject({
      id,
      companyName: ENTRY.companyName,
      user: { id: userId },
    });
    await call('POST', `${BRAND_ENTRY}/manage/answer`, operatorToken, { id, answer: '请补充产品目录' });
    await call('POST', `${BRAND_ENTRY}/manage/close`, operatorToken, { id });
    expect((await call('GET', `${BRAND_ENTRY}/my`, userToken)).body.data.list[0]).toMatchObject({
      status: 'closed',
      answer: '请补充产品目录',
    });
  });

  it('refuses an application without a way to reach the applicant, or with bad fields, and stores nothing', async () => {
    const before = await countRows('brand_entry');
    for (const [payload, message] of [
      [{ ...ENTRY, companyName: ' ' }, '请输入企业名称'],
      [{ ...ENTRY, mobile: '', email: '' }, '请填写手机号或邮箱，至少一项'],
      [{ ...ENTRY, mobile: '123' }, ValidationMessage.mobileInvalid],
      [{ ...ENTRY, description: 'x'.repeat(1001) }, '企业与产品介绍最多1000个字符'],
      [{ ...ENTRY, documents: '1,2,3,4,5,6' }, '最多上传5个资料文件'],
    ] as const) {
      const { status, body } = await call('POST', `${BRAND_ENTRY}/create`, userToken, payload);
      expect(status).toBe(400);
      expect(body.msg).toBe(message);
    }
    expect(await countRows('brand_entry')).toBe(before);
  });
});
