import { describe, expect, it } from 'vitest';
import { FeedbackMessage, ValidationMessage } from './messages.ts';
import {
  accountFields,
  CODE_PATTERN,
  charLength,
  cleanAccount,
  cleanPhone,
  digitsOnly,
  EMAIL_PATTERN,
  fileExtension,
  formRule,
  integerOnly,
  isEmail,
  isExceeded,
  isPhone,
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  passwordKinds,
  resolveNickname,
  splitImageIds,
  stripChinese,
  validateAccount,
  validateAgreement,
  validateCode,
  validateConfirmPassword,
  validateEmail,
  validateFeedback,
  validateFeedbackEmail,
  validateFeedbackImage,
  validateFeedbackImageCount,
  validateFeedbackMessage,
  validateFeedbackMobile,
  validateFeedbackOrgName,
  validateFeedbackType,
  validateFileName,
  validateLoginMobile,
  validateLoginPassword,
  validateMobile,
  validateNickname,
  validatePassword,
  validatePrompt,
  validateSlider,
  validateUrl,
} from './validation.ts';

const M = ValidationMessage;
const F = FeedbackMessage;
const MB = 1024 * 1024;

describe('mobile (SPEC-5.01, SPEC-5.10, SPEC-9.13)', () => {
  const table: [string, string | null][] = [
    ['13800138000', null],
    ['19912345678', null],
    ['14700000000', null],
    ['1380013800', M.mobileInvalid], // 10 digits
    ['138001380001', M.mobileInvalid], // 12 digits
    ['12800138000', M.mobileInvalid], // second digit 2
    ['10800138000', M.mobileInvalid], // second digit 0
    ['11800138000', M.mobileInvalid], // second digit 1
    ['23800138000', M.mobileInvalid], // not starting with 1
    ['1380013800a', M.mobileInvalid],
    [' 13800138000', M.mobileInvalid],
    ['+8613800138000', M.mobileInvalid],
    ['', null], // may be empty where optional
  ];
  it.each(table)('SPEC-5.01 mobile %j → %j', (value, expected) => {
    expect(validateMobile(value)).toBe(expected);
    expect(MOBILE_PATTERN.test(value)).toBe(value !== '' && expected === null);
  });

  it('SPEC-5.01 second digit: 0..2 fail, 3..9 pass', () => {
    for (let d = 0; d <= 9; d++) {
      expect(validateMobile(`1${d}800138000`)).toBe(d >= 3 ? null : M.mobileInvalid);
    }
  });

  it.each([
    [undefined, M.mobileRequired],
    [null, M.mobileRequired],
    ['', M.mobileRequired],
    ['1380013800', M.mobileInvalid],
    ['13800138000', null],
  ])('SPEC-5.10 phone-login mobile %j → %j (请输入手机号 when empty)', (value, expected) => {
    expect(validateLoginMobile(value)).toBe(expected);
    expect(validateMobile(value, { required: true })).toBe(expected);
  });
});

describe('e-mail (SPEC-5.02)', () => {
  const table: [string, string | null][] = [
    ['user@example.com', null],
    ['first.last+tag@mail.example.cn', null],
    ['a_b-c@x-y.org', null],
    ['张三@example.com', null], // Chinese local part
    ['张三.li_4@公司.com', M.emailInvalid], // Chinese domain is not allowed
    ['user@localhost', M.emailInvalid], // domain without a dot
    ['user@.com', M.emailInvalid],
    ['user@example.', M.emailInvalid],
    ['user@example..com', M.emailInvalid],
    ['userexample.com', M.emailInvalid],
    ['user@@example.com', M.emailInvalid],
    ['us er@example.com', M.emailInvalid],
    ['user!@example.com', M.emailInvalid],
    ['@example.com', M.emailInvalid],
    ['', null], // may be empty
  ];
  it.each(table)('SPEC-5.02 e-mail %j → %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('SPEC-5.02 maximum 320 characters: 320 passes, 321 fails', () => {
    const domain = '@example.com'; // 12 characters
    const at320 = `${'a'.repeat(320 - domain.length)}${domain}`;
    const at321 = `a${at320}`;
    expect(at320).toHaveLength(320);
    expect(EMAIL_PATTERN.test(at321)).toBe(true); // the pattern alone would accept it
    expect(validateEmail(at320)).toBeNull();
    expect(validateEmail(at321)).toBe(M.emailInvalid);
    expect(isEmail(at321)).toBe(false);
  });

  it('SPEC-5.02 required variant', () => {
    expect(validateEmail('', { required: true })).toBe(M.emailRequired);
    expect(validateEmail(undefined, { required: true })).toBe(M.emailRequired);
    expect(validateEmail('a@b.cn', { required: true })).toBeNull();
  });
});

describe('account (SPEC-5.03, SPEC-5.09, SPEC-5.13, SPEC-9.12)', () => {
  const table: [string, boolean, string | null][] = [
    ['13800138000', false, null],
    ['user@example.com', false, null],
    ['12800138000', false, M.accountInvalid],
    ['user', false, M.accountInvalid],
    ['', false, M.accountInvalid], // login: empty is not a valid account
    ['', true, M.accountRequired], // register / forgot: required
    ['user@example.com', true, null],
    [`${'a'.repeat(52)}@example.com`, false, null], // 64
    [`${'a'.repeat(53)}@example.com`, false, M.accountInvalid], // 65
  ];
  it.each(table)('SPEC-5.03 SPEC-5.09 account %j (required %s) → %j', (value, required, expected) => {
    expect(validateAccount(value, { required })).toBe(expected);
  });

  it.each([
    ['13800138000', true, { mobile: '13800138000' }],
    ['user@example.com', false, { email: 'user@example.com' }],
    ['12800138000', false, { email: '12800138000' }],
    ['138 0013 8000', false, { email: '138 0013 8000' }],
  ])('SPEC-5.13 %j is a phone: %s', (value, phone, fields) => {
    expect(isPhone(value)).toBe(phone);
    expect(accountFields(value)).toEqual(fields);
  });
});

describe('password (SPEC-5.04, SPEC-5.05, SPEC-5.11, SPEC-9.11)', () => {
  const table: [string, string | null, string][] = [
    ['', M.passwordRequired, 'empty'],
    ['Abcdef1', M.passwordRule, '7 chars, 3 kinds'],
    ['Abcdef12', null, '8 chars, upper lower digit'],
    ['Abcdefghijklmn12', null, '16 chars'],
    ['Abcdefghijklmn123', M.passwordRule, '17 chars'],
    ['abcdefgh', M.passwordRule, '1 kind'],
    ['abcdefg1', M.passwordRule, '2 kinds lower digit'],
    ['ABCDEFG1', M.passwordRule, '2 kinds upper digit'],
    ['abcdefG!', null, 'lower upper special'],
    ['abcdef1!', null, 'lower digit special'],
    ['ABCDEF1!', null, 'upper digit special'],
    ['abcdefg!', M.passwordRule, '2 kinds lower special'],
    ['12345678', M.passwordRule, '1 kind digits'],
    ['!@#$%^&*', M.passwordRule, '1 kind special'],
    ['Ab1!Ab1!', null, '4 kinds'],
    ['abc 1234', null, 'space counts as special'],
    ['密码abcd1234', null, 'Chinese counts as special'],
  ];
  it.each(table)('SPEC-5.04 password %j → %j (%s)', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
    if (value !== '') expect(PASSWORD_PATTERN.test(value)).toBe(expected === null);
  });

  it.each([
    ['abcdefgh', 1],
    ['abcDEF12', 3],
    ['aB1-', 4],
    ['_', 1],
  ])('SPEC-5.04 kinds of %j = %i', (value, kinds) => {
    expect(passwordKinds(value)).toBe(kinds);
  });

  it.each([
    ['', 'Abcdef12', M.confirmPasswordRequired],
    [undefined, 'Abcdef12', M.confirmPasswordRequired],
    ['Abcdef13', 'Abcdef12', M.passwordMismatch],
    ['abcdef12', 'Abcdef12', M.passwordMismatch],
    ['Abcdef12', 'Abcdef12', null],
  ])('SPEC-5.05 confirm %j against %j → %j', (confirm, password, expected) => {
    expect(validateConfirmPassword(confirm, password)).toBe(expected);
  });

  it.each([
    ['', M.loginPasswordRequired],
    [undefined, M.loginPasswordRequired],
    ['x', null],
    ['weak', null],
  ])('SPEC-5.11 account-tab password %j → %j (required only)', (value, expected) => {
    expect(validateLoginPassword(value)).toBe(expected);
  });
});

describe('verification code, slider, agreement (SPEC-5.06..5.08)', () => {
  const table: [string | undefined, boolean, string | null][] = [
    ['123456', false, null],
    ['000000', true, null],
    ['12345', false, M.codeInvalid],
    ['1234567', false, M.codeInvalid],
    ['12345a', false, M.codeInvalid],
    ['１２３４５６', false, M.codeInvalid], // full-width digits are not digits
    ['', false, M.codeInvalid], // forgot password: format message
    ['', true, M.codeRequired], // register, phone login, not-registered
    [undefined, true, M.codeRequired],
    ['12 456', true, M.codeInvalid],
  ];
  it.each(table)('SPEC-5.06 code %j (required %s) → %j', (value, required, expected) => {
    expect(validateCode(value, { required })).toBe(expected);
    if (value) expect(CODE_PATTERN.test(value)).toBe(expected === null);
  });

  it.each([
    [true, null],
    [false, M.sliderRequired],
    [undefined, M.sliderRequired],
  ])('SPEC-5.07 slider verified %j → %j', (verified, expected) => {
    expect(validateSlider(verified)).toBe(expected);
  });

  it.each([
    [true, null],
    [false, M.agreementRequired],
    [null, M.agreementRequired],
  ])('SPEC-5.08 agreement %j → %j', (agreed, expected) => {
    expect(validateAgreement(agreed)).toBe(expected);
  });
});

describe('nickname, URL, prompt, counter (SPEC-5.12, SPEC-5.15..5.17)', () => {
  it.each([
    ['', null],
    [undefined, null],
    ['a'.repeat(64), null],
    ['a'.repeat(65), M.nicknameTooLong],
    ['张'.repeat(64), null],
    ['😀'.repeat(64), null], // code points, not UTF-16 units
  ])('SPEC-5.12 nickname %#', (value, expected) => {
    expect(validateNickname(value)).toBe(expected);
  });

  it.each([
    ['', '13800138000', '13800138000'],
    ['   ', 'user@example.com', 'user@example.com'],
    [undefined, 'user@example.com', 'user@example.com'],
    [' 小王 ', '13800138000', '小王'],
  ])('SPEC-5.12 nickname %j with account %j → %j', (nickname, account, expected) => {
    expect(resolveNickname(nickname, account)).toBe(expected);
  });

  it.each([
    [2048, null],
    [2049, M.urlTooLong],
    [0, null],
  ])('SPEC-5.15 URL of %i characters → %j', (length, expected) => {
    const url = `https://x.cn/${'a'.repeat(Math.max(0, length - 13))}`.slice(0, length);
    expect(url).toHaveLength(length);
    expect(validateUrl(url)).toBe(expected);
  });

  it.each([
    ['abc', {}, null],
    ['abc', { pattern: /^\d+$/ }, '输入的数据不合法!'],
    ['123', { pattern: /^\d+$/ }, null],
    ['abc', { pattern: /^\d+$/, errorText: '请输入数字' }, '请输入数字'],
    ['abc', { validator: () => false }, '输入的数据不合法!'],
    ['abc', { validator: () => false, errorText: '不行' }, '不行'],
    ['abc', { validator: () => '自定义错误' }, '自定义错误'],
    ['abc', { validator: () => true }, null],
    ['abc', { validator: () => undefined }, null],
    ['12', { pattern: /^\d+$/, validator: (v: string) => v.length >= 3 }, '输入的数据不合法!'],
  ])('SPEC-5.16 prompt %j with %o → %j', (value, rules, expected) => {
    expect(validatePrompt(value, rules)).toBe(expected);
  });

  it('SPEC-5.16 a global pattern is reset between calls', () => {
    const rules = { pattern: /\d/g };
    expect(validatePrompt('1', rules)).toBeNull();
    expect(validatePrompt('1', rules)).toBeNull();
  });

  it.each([
    ['', 0, false],
    ['a', 0, true],
    ['abc', 3, false],
    ['abcd', 3, true],
    ['张三李', 3, false],
    ['😀😀', 2, false],
    [undefined, 0, false],
  ])('SPEC-5.17 isExceeded(%j, %i) → %s', (value, max, expected) => {
    expect(isExceeded(value, max)).toBe(expected);
  });

  it('charLength counts code points', () => {
    expect(charLength('a😀张')).toBe(3);
    expect(charLength(null)).toBe(0);
  });
});

describe('input helpers (SPEC-5.32, SPEC-5.09)', () => {
  it.each([
    ['138-0013 8000', '13800138000'],
    ['12 34-56', '123456'],
    ['+86 138 0013 8000', '13800138000'],
    ['(+86)138-0013-8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['(0086) 139-0013-9000 转 2', '13900139000'],
    ['（138）0013·8000', '13800138000'],
    ['１３８－００１３－８０００', '13800138000'],
    ['13800138000999', '13800138000'],
    ['86123', '86123'],
    ['', ''],
    [undefined, ''],
  ])(
    'SPEC-5.10 SPEC-5.32 cleanPhone(%j) → %j: formatting removed first, then cut to 11',
    (text, expected) => {
      expect(cleanPhone(text)).toBe(expected);
    },
  );

  it.each([
    ['138-0013 8000', '13800138000'],
    ['+86 138 0013 8000', '13800138000'],
    ['138-0013', '138-0013'],
    ['user@例子.cn', 'user@.cn'],
    ['a.b-c@d.cn', 'a.b-c@d.cn'],
    ['13800138000', '13800138000'],
  ])('SPEC-5.09 SPEC-5.13 cleanAccount(%j) → %j', (text, expected) => {
    expect(cleanAccount(text)).toBe(expected);
  });

  it.each([
    ['138-0013-8000', '13800138000'],
    ['abc', ''],
    ['１２３', '123'],
    [' 1 2 ', '12'],
    [undefined, ''],
  ])('SPEC-5.32 digitsOnly(%j) → %j', (text, expected) => {
    expect(digitsOnly(text)).toBe(expected);
  });

  it.each([
    ['', {}, '0'],
    [undefined, {}, '0'],
    ['abc', {}, '0'],
    ['12a3', {}, '123'],
    ['007', {}, '7'],
    ['000', {}, '0'],
    ['1.5', {}, '15'],
    ['-12', {}, '12'],
    ['-12', { allowNegative: true }, '-12'],
    ['-0', { allowNegative: true }, '0'],
    ['－３', { allowNegative: true }, '-3'],
    [' 4 2 ', {}, '42'],
  ])('SPEC-5.32 integerOnly(%j, %o) → %j (empty becomes 0, paste cleaned)', (text, options, expected) => {
    expect(integerOnly(text, options)).toBe(expected);
  });

  it.each([
    ['user张三@example.com', 'user@example.com'],
    ['13800138000', '13800138000'],
    ['中文', ''],
    ['a㐀b', 'ab'], // extension A
    ['ａｂ', 'ａｂ'], // full-width Latin is not Chinese
  ])('SPEC-5.09 SPEC-5.32 stripChinese(%j) → %j', (text, expected) => {
    expect(stripChinese(text)).toBe(expected);
  });
});

describe('feedback form (SPEC-5.25 SPEC-5.26 SPEC-5.27 SPEC-5.28 SPEC-5.29 SPEC-5.30 SPEC-5.31, SPEC-3.51)', () => {
  it.each([
    [undefined, F.typeRequired],
    [null, F.typeRequired],
    ['', F.typeRequired],
    [1, null],
    [4, null],
    ['3', null],
    [0, F.typeInvalid],
    [5, F.typeInvalid],
    [1.5, F.typeInvalid],
    ['x', F.typeInvalid],
  ])('SPEC-5.25 SPEC-3.51 type %j → %j', (type, expected) => {
    expect(validateFeedbackType(type)).toBe(expected);
  });

  it.each([
    ['', F.messageRequired],
    ['   ', F.messageRequired],
    [undefined, F.messageRequired],
    ['有个问题', null],
    ['字'.repeat(500), null],
    ['字'.repeat(501), F.messageTooLong],
  ])('SPEC-5.26 message %# → %j', (message, expected) => {
    expect(validateFeedbackMessage(message)).toBe(expected);
  });

  it.each([
    ['', null],
    ['13800138000', null],
    ['12800138000', M.mobileInvalid],
    ['1'.repeat(20), M.mobileInvalid],
    ['1'.repeat(21), F.mobileTooLong],
  ])('SPEC-5.27 mobile %j → %j', (mobile, expected) => {
    expect(validateFeedbackMobile(mobile)).toBe(expected);
  });

  const emails: [string, string | null][] = [
    ['', null],
    ['a@b.cn', null],
    ['a@b', M.emailInvalid],
    [`${'a'.repeat(52)}@example.com`, null], // 64
    [`${'a'.repeat(53)}@example.com`, F.emailTooLong], // 65
  ];
  it.each(emails)('SPEC-5.28 SPEC-9.46 e-mail %j → %j', (email, expected) => {
    expect(validateFeedbackEmail(email)).toBe(expected);
  });

  const orgNames: [string | undefined, string | null][] = [
    ['', null],
    [undefined, null],
    ['某'.repeat(100), null],
    ['某'.repeat(101), F.orgNameTooLong],
  ];
  it.each(orgNames)('SPEC-5.29 SPEC-9.47 orgName %# → %j', (orgName, expected) => {
    expect(validateFeedbackOrgName(orgName)).toBe(expected);
  });

  it.each([
    [{ name: 'a.png', size: 1000 }, null],
    [{ name: 'a.JPG', size: 1000 }, null],
    [{ name: 'a.jpeg', size: 5 * MB }, null], // exactly 5 MB is allowed
    [{ name: 'a.jpeg', size: 5 * MB + 1 }, F.imageTooLarge],
    [{ name: 'a.gif', size: 1000 }, F.imageTypeInvalid],
    [{ name: 'a.png.exe', size: 1000 }, F.imageTypeInvalid],
    [{ name: 'png', size: 1000 }, F.imageTypeInvalid],
    [{ name: 'a,b.png', size: 1000 }, F.fileNameComma],
    [{ name: 'a，b.png', size: 1000 }, F.fileNameComma],
  ])('SPEC-5.30 SPEC-5.31 image %o → %j', (file, expected) => {
    expect(validateFeedbackImage(file)).toBe(expected);
  });

  it.each([
    ['a,b.step', F.fileNameComma],
    ['ab.step', null],
  ])('SPEC-5.31 SPEC-8.26 file name %j → %j', (name, expected) => {
    expect(validateFileName(name)).toBe(expected);
  });

  it.each([
    ['photo.PNG', 'png'],
    ['archive.tar.gz', 'gz'],
    ['noext', ''],
  ])('fileExtension(%j) → %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });

  it.each([
    [0, null],
    [3, null],
    [4, F.tooManyImages],
  ])('SPEC-5.30 %i images → %j', (count, expected) => {
    expect(validateFeedbackImageCount(count)).toBe(expected);
  });

  it.each([
    ['', []],
    [undefined, []],
    ['1,2,3', ['1', '2', '3']],
    [' 1 ,,2 ', ['1', '2']],
  ])('SPEC-3.53 images %j → %j', (images, ids) => {
    expect(splitImageIds(images)).toEqual(ids);
  });

  const valid = {
    type: 1,
    message: '需要某型号的3D模型',
    mobile: '13800138000',
    email: 'a@b.cn',
    orgName: '某公司',
  };
  it.each([
    [{}, F.typeRequired],
    [{ ...valid }, null],
    [{ type: 2, message: '建议' }, null],
    [{ ...valid, type: undefined }, F.typeRequired],
    [{ ...valid, message: '' }, F.messageRequired],
    [{ ...valid, type: undefined, message: '' }, F.typeRequired], // first error wins
    [{ ...valid, mobile: '123' }, M.mobileInvalid],
    [{ ...valid, email: 'bad' }, M.emailInvalid],
    [{ ...valid, orgName: '某'.repeat(101) }, F.orgNameTooLong],
    [{ ...valid, images: '1,2,3' }, null],
    [{ ...valid, images: '1,2,3,4' }, F.tooManyImages],
  ])('SPEC-5.25..5.30 validateFeedback(%o) → %j', (body, expected) => {
    expect(validateFeedback(body)).toBe(expected);
  });
});

describe('formRule (antd adapter)', () => {
  it('SPEC-5.01 resolves when valid and rejects with the message when not', async () => {
    const rule = formRule(validateMobile);
    await expect(rule.validator({}, '13800138000')).resolves.toBeUndefined();
    await expect(rule.validator({}, '123')).rejects.toThrow(M.mobileInvalid);
    expect(rule.validateTrigger).toBeUndefined();
  });

  it('SPEC-5.27 blur-only trigger is passed through', () => {
    expect(formRule(validateFeedbackMobile, 'onBlur').validateTrigger).toBe('onBlur');
  });
});
