import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  AccountErrorCode,
  AccountMessage,
  EmailScene,
  ErrorCode,
  ErrorMessage,
  SmsScene,
  ValidationMessage,
  VERIFICATION_CODE_CAP_WINDOW_MS,
} from '@jianku/rules';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createFakeClock,
  createUser,
  freshEmail,
  freshIp,
  freshMobile,
  lastCode,
  loginAs,
  sendCode,
  sliderToken,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createMailService, type SmsProvider } from '../src/modules/mail/mail.service.ts';
import { createOutboxRepository } from '../src/modules/mail/outbox.repository.ts';
import { TEST_ENGINE } from '../src/testing.ts';

/** Subject and text of a raw single-part mail as nodemailer writes it (encoded words, QP or base64). */
function decodeMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const qp = (text: string, underscore: boolean) => {
    const bytes: number[] = [];
    const source = text.replace(/=\r?\n/g, '');
    for (let i = 0; i < source.length; i++) {
      const c = source[i] as string;
      if (c === '=' && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(source.slice(i + 1, i + 3), 16));
        i += 2;
      } else if (c === '_' && underscore) bytes.push(32);
      else bytes.push(...Buffer.from(c, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  };
  const subjectRaw = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  const subject = subjectRaw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data, true),
    );
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(head)?.[1]?.trim().toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qp(body, false)
        : body;
  return { subject, text };
}

const clock = createFakeClock();
let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp({ now: clock.now, env: CHEAP_POW_ENV });
});
afterAll(async () => {
  await app?.close();
});

const MINUTE = 60 * 1000;

async function outbox(target: string, application: App = app) {
  const res = await application.inject({ url: `/to/api/dev/outbox?target=${encodeURIComponent(target)}` });
  return { status: res.statusCode, body: res.json() };
}

async function resetPassword(payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'PUT', url: '/to/api/base/system/user/update-password', payload });
  return res.json();
}

describe(`sending codes (${TEST_ENGINE})`, () => {
  it('SPEC-7.11 SPEC-9.10 a registered phone gets a 6-digit random code by SMS (outbox), valid 5 minutes', async () => {
    const user = await createUser(app, { mobile: freshMobile() });
    const mobile = user.mobile as string;
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const sent = await sendCode(app, { mobile, scene: SmsScene.login });
      expect(sent.body).toEqual({ code: 0, msg: '', data: true });
      codes.add(await lastCode(app, mobile));
      clock.advance(MINUTE);
    }
    expect(codes.size).toBe(3); // never a fixed code
    const { body } = await outbox(mobile);
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({ channel: 'sms', target: mobile, subject: '' });
    expect(body.data[0].text).toContain(body.data[0].code);
    expect(body.data[0].text).toContain('5分钟');
    // stored hashed: the code is not in the table
    const rows = await app.database.db.selectFrom('verification_code').select('code_hash').execute();
    expect(rows.some((r) => r.code_hash?.includes(body.data[0].code))).toBe(false);
  });

  it('send-sms-code scene 1 to an unregistered phone → 1002000007 该手机号未注册, nothing sent', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(app, { mobile, scene: SmsScene.login });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: 1002000007, msg: ErrorMessage.phoneNotRegistered, data: null });
    expect((await outbox(mobile)).body.data).toEqual([]);
  });

  it('SPEC-7.12 scene 4 (register) to a registered account → 该账号已注册; scene 2 (reset) to an unknown one → 该账号未注册', async () => {
    const user = await createUser(app);
    const taken = await sendCode(app, { email: user.email as string, scene: EmailScene.register });
    expect(taken.body).toEqual({ code: AccountErrorCode.accountExists, msg: '该账号已注册', data: null });
    const unknown = await sendCode(app, { email: freshEmail(), scene: EmailScene.resetPassword });
    expect(unknown.body).toEqual({
      code: AccountErrorCode.accountNotRegistered,
      msg: '该账号未注册',
      data: null,
    });
    const unknownPhone = await sendCode(app, { mobile: freshMobile(), scene: SmsScene.resetPassword });
    expect(unknownPhone.body.code).toBe(AccountErrorCode.accountNotRegistered);
    const email = freshEmail();
    expect((await sendCode(app, { email, scene: EmailScene.register })).body.code).toBe(0);
    const mail = (await outbox(email)).body.data[0];
    expect(mail).toMatchObject({ channel: 'email', target: email, subject: '【件库】注册验证码' });
  });

  it('SPEC-5.07 sending needs a slider token: missing, forged or reused → 请滑动滑块至最右边', async () => {
    const email = freshEmail();
    const token = await sliderToken(app);
    const send = (verified: unknown) =>
      app.inject({
        method: 'POST',
        url: '/to/api/base/system/user/send-email-code',
        remoteAddress: freshIp(),
        payload: { email, scene: EmailScene.register, verified },
      });
    const slider = {
      code: AccountErrorCode.sliderInvalid,
      msg: ValidationMessage.sliderRequired,
      data: null,
    };
    expect((await send(undefined)).json()).toEqual(slider);
    expect((await send(true)).json()).toEqual(slider);
    expect((await send('forged')).json()).toEqual(slider);
    expect((await send(token)).json().code).toBe(0);
    clock.advance(MINUTE);
    expect((await send(token)).json()).toEqual(slider);
  });

  it('one code per target per 60 s (HTTP 429), whatever the scene; then again', async () => {
    const email = freshEmail();
    expect((await sendCode(app, { email, scene: EmailScene.register })).body.code).toBe(0);
    clock.advance(59 * 1000);
    const early = await sendCode(app, { email, scene: EmailScene.register });
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      code: ErrorCode.tooManyRequests,
      msg: AccountMessage.codeTooFrequent,
      data: null,
    });
    expect(early.body.msg).toBe('验证码发送过于频繁，请60秒后再试');
    clock.advance(1001);
    expect((await sendCode(app, { email, scene: EmailScene.register })).body.code).toBe(0);
  });

  it('at most 10 codes per target per rolling day', async () => {
    const email = freshEmail();
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(app, { email, scene: EmailScene.register })).body.code).toBe(0);
      clock.advance(MINUTE);
    }
    const capped = await sendCode(app, { email, scene: EmailScene.register });
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toBe(AccountMessage.codeDailyLimit);
    clock.advance(VERIFICATION_CODE_CAP_WINDOW_MS - 10 * MINUTE + 1000);
    expect((await sendCode(app, { email, scene: EmailScene.register })).body.code).toBe(0);
  });

  it('at most 50 requests per IP per rolling day, refused ones included (they reveal registration)', async () => {
    const ip = freshIp();
    // through the service: the route's own per-minute rate limit (20) would stop the HTTP calls first
    const send = async (channel: 'email' | 'sms', target: string, scene: number) =>
      app.services.verification
        .sendCode({ channel, target, scene, ip, verified: await sliderToken(app) })
        .then(
          () => 0,
          (err: { code: number }) => err.code,
        );
    for (let i = 0; i < 30; i++) expect(await send('email', freshEmail(), EmailScene.register)).toBe(0);
    for (let i = 0; i < 20; i++) expect(await send('sms', freshMobile(), SmsScene.login)).toBe(1002000007);
    const capped = await sendCode(app, { email: freshEmail(), scene: EmailScene.register, ip });
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toBe(AccountMessage.codeDailyLimit);
    expect((await sendCode(app, { email: freshEmail(), scene: EmailScene.register })).body.code).toBe(0);
  });

  it('SPEC-5.01 SPEC-5.02 bad phone, e-mail or scene → 400 and nothing sent', async () => {
    const verified = await sliderToken(app);
    const cases: [string, Record<string, unknown>, string][] = [
      ['send-sms-code', { mobile: '2380013800', scene: 1 }, ValidationMessage.mobileInvalid],
      ['send-sms-code', { mobile: '', scene: 1 }, ValidationMessage.mobileRequired],
      ['send-sms-code', { mobile: '13800138000', scene: 3 }, '请求参数不正确：scene 取值不正确'],
      [
        'send-sms-code',
        { mobile: '1'.repeat(21), scene: 1 },
        '请求参数不正确：mobile 长度不能超过 20 个字符',
      ],
      ['send-email-code', { email: 'a@b', scene: 4 }, ValidationMessage.emailInvalid],
      ['send-email-code', { email: 'a@b.cn', scene: 1 }, '请求参数不正确：scene 取值不正确'],
      ['send-email-code', { scene: 4 }, '请求参数不正确：email 不能为空'],
    ];
    for (const [path, payload, msg] of cases) {
      const url =
        path === 'send-sms-code'
          ? '/to/api/base/system/auth/send-sms-code'
          : '/to/api/base/system/user/send-email-code';
      const res = await app.inject({ method: 'POST', url, payload: { ...payload, verified } });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
    // the token was not spent
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/to/api/base/system/user/send-email-code',
          payload: { email: freshEmail(), scene: 4, verified },
        })
      ).json().code,
    ).toBe(0);
  });
});

describe(`using codes: forgot password (${TEST_ENGINE})`, () => {
  it('SPEC-7.13 scene-2 code then update-password: the new password works, every session ends, the lock lifts', async () => {
    const user = await createUser(app, { mobile: freshMobile() });
    const mobile = user.mobile as string;
    const session = await loginAs(app, user);
    await sendCode(app, { mobile, scene: SmsScene.resetPassword });
    const code = await lastCode(app, mobile);
    const res = await resetPassword({ mobile, code, password: 'Reset#Pass9', confirmPwd: 'Reset#Pass9' });
    expect(res).toEqual({ code: 0, msg: '', data: true });
    const info = await app.inject({
      url: '/to/api/base/system/auth/get-permission-info?appType=2',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(info.json().code).toBe(401);
    await expect(loginAs(app, user)).rejects.toThrow(/1002001000/);
    await loginAs(app, { ...user, password: 'Reset#Pass9' });
    // used once
    expect(await resetPassword({ mobile, code, password: 'Again#Pass9' })).toEqual({
      code: AccountErrorCode.codeExpired,
      msg: AccountMessage.codeExpired,
      data: null,
    });
  });

  it('wrong code → 验证码错误; after 5 wrong tries the code is void, even the right one', async () => {
    const user = await createUser(app);
    const email = user.email as string;
    await sendCode(app, { email, scene: EmailScene.resetPassword });
    const code = await lastCode(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(await resetPassword({ email, code: wrong, password: 'Reset#Pass9' })).toEqual({
        code: AccountErrorCode.codeWrong,
        msg: '验证码错误',
        data: null,
      });
    }
    expect(await resetPassword({ email, code: wrong, password: 'Reset#Pass9' })).toEqual({
      code: AccountErrorCode.codeTooManyAttempts,
      msg: AccountMessage.codeTooManyAttempts,
      data: null,
    });
    expect((await resetPassword({ email, code, password: 'Reset#Pass9' })).code).toBe(
      AccountErrorCode.codeExpired,
    );
    // the password did not change
    await loginAs(app, user);
  });

  it('a code expires after 5 minutes; a new code voids the previous one; a code is bound to its scene and target', async () => {
    const user = await createUser(app);
    const email = user.email as string;
    await sendCode(app, { email, scene: EmailScene.resetPassword });
    const old = await lastCode(app, email);
    clock.advance(5 * MINUTE);
    expect((await resetPassword({ email, code: old, password: 'Reset#Pass9' })).code).toBe(
      AccountErrorCode.codeExpired,
    );

    await sendCode(app, { email, scene: EmailScene.resetPassword });
    const first = await lastCode(app, email);
    clock.advance(MINUTE);
    await sendCode(app, { email, scene: EmailScene.resetPassword });
    const second = await lastCode(app, email);
    if (first !== second) {
      expect((await resetPassword({ email, code: first, password: 'Reset#Pass9' })).code).toBe(
        AccountErrorCode.codeWrong,
      );
    }
    // bound to the target: another account's code does not work here
    const other = await createUser(app);
    expect((await resetPassword({ email: other.email, code: second, password: 'Reset#Pass9' })).code).toBe(
      AccountErrorCode.codeExpired,
    );
    // bound to the scene: an SMS-login code does not reset a password
    const phoneUser = await createUser(app, { mobile: freshMobile() });
    await sendCode(app, { mobile: phoneUser.mobile as string, scene: SmsScene.login });
    const loginCode = await lastCode(app, phoneUser.mobile as string);
    expect(
      (await resetPassword({ mobile: phoneUser.mobile, code: loginCode, password: 'Reset#Pass9' })).code,
    ).toBe(AccountErrorCode.codeExpired);
    expect(await resetPassword({ email, code: second, password: 'Reset#Pass9' })).toEqual({
      code: 0,
      msg: '',
      data: true,
    });
  });

  it('SPEC-5.04 SPEC-5.05 SPEC-5.06 bad input → 400 with the rules message; the code is not spent', async () => {
    const user = await createUser(app);
    const email = user.email as string;
    await sendCode(app, { email, scene: EmailScene.resetPassword });
    const code = await lastCode(app, email);
    const cases: [Record<string, unknown>, string][] = [
      [{ email, code, password: 'abcdefgh' }, ValidationMessage.passwordRule],
      [{ email, code, password: 'Ab1!Ab1!Ab1!Ab1!x' }, ValidationMessage.passwordRule],
      [{ email, code, password: '' }, ValidationMessage.passwordRequired],
      [
        { email, code, password: 'Reset#Pass9', confirmPwd: 'Reset#Pass8' },
        ValidationMessage.passwordMismatch,
      ],
      [{ email, code: '12345', password: 'Reset#Pass9' }, ValidationMessage.codeInvalid],
      [{ code, password: 'Reset#Pass9' }, ValidationMessage.accountRequired],
    ];
    for (const [payload, msg] of cases) {
      const res = await app.inject({
        method: 'PUT',
        url: '/to/api/base/system/user/update-password',
        payload,
      });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
    expect((await resetPassword({ email, code, password: 'Reset#Pass9' })).code).toBe(0);
  });
});

describe(`outbox and transports (${TEST_ENGINE})`, () => {
  it('GET /to/api/dev/outbox needs a target and lists nothing for strangers', async () => {
    expect((await outbox('nobody@example.com')).body).toEqual({ code: 0, msg: '开发环境', data: [] });
    const missing = await app.inject({ url: '/to/api/dev/outbox' });
    expect(missing.statusCode).toBe(400);
  });

  it('with DEV_OUTBOX=false (or unset, as in production) there is no outbox endpoint', async () => {
    const prod = await createAccountsTestApp({
      env: { NODE_ENV: 'production', DEV_OUTBOX: '', DEV_WECHAT: '' },
    });
    const off = await createAccountsTestApp({ env: { DEV_OUTBOX: 'false' } });
    try {
      for (const a of [prod, off]) {
        expect(a.config.mail.devOutbox).toBe(false);
        const res = await a.inject({ url: '/to/api/dev/outbox?target=a@b.cn' });
        expect(res.statusCode).toBe(404);
        expect(res.json().msg).toBe(ErrorMessage.routeNotFound);
      }
      // without a transport the message is still kept in the table (never lost, never logged with its text)
      const email = freshEmail();
      expect((await sendCode(off, { email, scene: EmailScene.register })).body.code).toBe(0);
      const rows = await off.database.db
        .selectFrom('outbox')
        .selectAll()
        .where('target', '=', email)
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await prod.close();
      await off.close();
    }
  });

  it('SMTP_* and DEV_OUTBOX are read from the environment, with clear errors', () => {
    expect(loadConfig({}).mail).toEqual({
      devOutbox: false,
      smtp: undefined,
      from: '件库 <no-reply@localhost>',
    });
    expect(loadConfig({ NODE_ENV: 'production' }).mail.devOutbox).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1', DEV_OUTBOX: 'true' }).mail.devOutbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_OUTBOX: 'true' })).toThrow(
      'DEV_OUTBOX 只能在本机开发时开启：NODE_ENV 为 production',
    );
    expect(
      loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' }).mail
        .smtp,
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    });
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com' }).mail.smtp?.port).toBe(587);
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u' })).toThrow(
      'SMTP_USER 与 SMTP_PASS 须同时设置或同时不设置',
    );
    expect(() => loadConfig({ SMTP_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_OUTBOX: 'maybe' })).toThrow('DEV_OUTBOX 必须是 true 或 false');
  });

  it('with SMTP_* configured the code mail goes over SMTP to a real server on loopback (and to the dev outbox)', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const port = (server.server.address() as AddressInfo).port;
    const smtpApp = await createAccountsTestApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: '件库 <no-reply@jianku.test>' },
    });
    try {
      const email = freshEmail();
      const sent = await sendCode(smtpApp, { email, scene: EmailScene.register });
      expect(sent.body).toEqual({ code: 0, msg: '', data: true });
      expect(received).toHaveLength(1);
      const mail = received[0] as (typeof received)[number];
      expect(mail.from).toBe('no-reply@jianku.test');
      expect(mail.to).toEqual([email]);
      const code = await lastCode(smtpApp, email);
      // the body is quoted-printable or base64 UTF-8: decode what nodemailer wrote
      const parsed = decodeMail(mail.data);
      expect(parsed.subject).toBe('【件库】注册验证码');
      expect(parsed.text).toContain(code);
    } finally {
      await smtpApp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('an SMTP server that refuses → 验证码发送失败 and the send does not count (retry at once)', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const port = (server.server.address() as AddressInfo).port;
    const smtpApp = await createAccountsTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) } });
    try {
      const email = freshEmail();
      const first = await sendCode(smtpApp, { email, scene: EmailScene.register });
      expect(first.body).toEqual({
        code: AccountErrorCode.messageSendFailed,
        msg: AccountMessage.messageSendFailed,
        data: null,
      });
      const second = await sendCode(smtpApp, { email, scene: EmailScene.register });
      expect(second.body.code).toBe(AccountErrorCode.messageSendFailed); // not 429
    } finally {
      await smtpApp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('SMS go through the SmsProvider when one is given (and to the outbox with DEV_OUTBOX)', async () => {
    const sent: [string, string][] = [];
    const provider: SmsProvider = {
      async send(mobile, text) {
        sent.push([mobile, text]);
      },
    };
    const repo = createOutboxRepository(app.database.db);
    const quiet = pino({ level: 'silent' });
    const withOutbox = createMailService({
      outbox: repo,
      config: { ...app.config.mail, devOutbox: true },
      log: quiet,
      smsProvider: provider,
    });
    const mobile = freshMobile();
    await withOutbox.sendSms(mobile, '【件库】您的登录验证码是 123456');
    expect(sent).toEqual([[mobile, '【件库】您的登录验证码是 123456']]);
    expect((await outbox(mobile)).body.data).toHaveLength(1);
    const silent = createMailService({
      outbox: repo,
      config: { ...app.config.mail, devOutbox: false },
      log: quiet,
      smsProvider: provider,
    });
    const other = freshMobile();
    await silent.sendSms(other, '【件库】您的登录验证码是 654321');
    expect(sent).toHaveLength(2);
    expect((await outbox(other)).body.data).toEqual([]);
  });
});
