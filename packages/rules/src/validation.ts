/**
 * Validation rules of spec §5. Every validator returns the Chinese message of the first failed rule, or null
 * when the value is valid, so that the antd forms (through `formRule`) and the server schemas share one source.
 *
 * Lengths count Unicode code points (`charLength`), which is also what the server's JSON-schema maxLength counts.
 */
import {
  ACCOUNT_MAX_LENGTH,
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_IMAGE_EXTENSIONS,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_MAX_COUNT,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_ORG_NAME_MAX_LENGTH,
  FEEDBACK_PHONE_MAX_LENGTH,
  FEEDBACK_TYPES,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './constants.ts';
import { FeedbackMessage, ValidationMessage } from './messages.ts';

/** What a validator accepts: form values may be undefined or null before the user types. */
export type InputValue = string | null | undefined;
/** A validator: the message of the first failed rule, or null. */
export type Validator<V = InputValue> = (value: V) => string | null;

/** Chinese (Han) characters: CJK unified ideographs, extension A and compatibility ideographs. */
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';

/** SPEC-5.01 mobile: 11 digits, 1, then 3..9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/**
 * SPEC-5.02 e-mail: local part of letters, digits, underscore, dot, plus, hyphen or Chinese characters,
 * then @ and a domain of letters, digits and hyphens with at least one dot.
 */
export const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9_.+${HAN}-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+$`);
/** SPEC-5.06 verification code: exactly 6 digits. */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
/** One Chinese character (SPEC-5.09, SPEC-5.32). */
export const CHINESE_PATTERN = new RegExp(`[${HAN}]`);
const CHINESE_GLOBAL = new RegExp(`[${HAN}]`, 'g');
/**
 * SPEC-5.04 password: 8..16 characters with at least three of the four kinds upper, lower, digit, special
 * (special = any character other than an ASCII letter or digit). Equivalent to `validatePassword`.
 */
export const PASSWORD_PATTERN = new RegExp(
  '^(?:' +
    [
      '(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)',
      '(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z0-9])',
      '(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9])',
      '(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9])',
    ].join('|') +
    `).{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
  'su',
);

/** Length in Unicode code points (an emoji or a rare Han character counts once). */
export function charLength(value: InputValue): number {
  if (!value) return 0;
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** SPEC-5.17 the text counter marks exceeded when the length goes over the maximum. */
export function isExceeded(value: InputValue, max: number): boolean {
  return charLength(value) > max;
}

// --- single fields ---

/** SPEC-5.13 whether an account is a phone (by the mobile pattern); otherwise it is treated as an e-mail. */
export function isPhone(value: InputValue): boolean {
  return MOBILE_PATTERN.test(value ?? '');
}

export function isEmail(value: InputValue): boolean {
  const v = value ?? '';
  return charLength(v) <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v);
}

/** SPEC-5.13 the login / register body fields of an account: `{ mobile }` for a phone, else `{ email }`. */
export function accountFields(account: string): { mobile: string } | { email: string } {
  return isPhone(account) ? { mobile: account } : { email: account };
}

/** SPEC-5.01 mobile phone; empty is valid unless required (then SPEC-5.10 请输入手机号). */
export function validateMobile(value: InputValue, options: { required?: boolean } = {}): string | null {
  const v = value ?? '';
  if (v === '') return options.required ? ValidationMessage.mobileRequired : null;
  return MOBILE_PATTERN.test(v) ? null : ValidationMessage.mobileInvalid;
}

/** SPEC-5.10 phone-login mobile: required, digits only, at most 11, and a valid mobile. */
export function validateLoginMobile(value: InputValue): string | null {
  return validateMobile(value, { required: true });
}

/** SPEC-5.02 e-mail: may be empty (unless required), at most 320, the e-mail pattern. */
export function validateEmail(value: InputValue, options: { required?: boolean } = {}): string | null {
  const v = value ?? '';
  if (v === '') return options.required ? ValidationMessage.emailRequired : null;
  return isEmail(v) ? null : ValidationMessage.emailInvalid;
}

/**
 * SPEC-5.03 / SPEC-5.09 account (email-or-phone input): a valid e-mail or phone of at most 64 characters.
 * Required on register and forgot password (请输入电子邮箱或手机号); elsewhere an empty account is simply
 * not a valid account. The input also blocks Chinese characters (`stripChinese`), but an e-mail with a
 * Chinese local part is valid by SPEC-5.02, so it is accepted here.
 */
export function validateAccount(value: InputValue, options: { required?: boolean } = {}): string | null {
  const v = value ?? '';
  if (v === '' && options.required) return ValidationMessage.accountRequired;
  if (charLength(v) > ACCOUNT_MAX_LENGTH) return ValidationMessage.accountInvalid;
  return isPhone(v) || isEmail(v) ? null : ValidationMessage.accountInvalid;
}

/** The number of password character kinds present: upper, lower, digit, special (0..4). */
export function passwordKinds(value: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/u].filter((p) => p.test(value)).length;
}

/** SPEC-5.04 password: required, 8..16, at least three kinds. */
export function validatePassword(value: InputValue): string | null {
  const v = value ?? '';
  if (v === '') return ValidationMessage.passwordRequired;
  const n = charLength(v);
  if (n < PASSWORD_MIN_LENGTH || n > PASSWORD_MAX_LENGTH || passwordKinds(v) < 3) {
    return ValidationMessage.passwordRule;
  }
  return null;
}

/** SPEC-5.11 account-tab (login) password: required only. */
export function validateLoginPassword(value: InputValue): string | null {
  return (value ?? '') === '' ? ValidationMessage.loginPasswordRequired : null;
}

/** SPEC-5.05 confirm password: required and equal to the password. */
export function validateConfirmPassword(value: InputValue, password: InputValue): string | null {
  const v = value ?? '';
  if (v === '') return ValidationMessage.confirmPasswordRequired;
  return v === (password ?? '') ? null : ValidationMessage.passwordMismatch;
}

/**
 * SPEC-5.06 verification code: exactly 6 digits (请输入6位数字验证码). With `required` (register, phone
 * login, not-registered) an empty code gives 请输入验证码 instead.
 */
export function validateCode(value: InputValue, options: { required?: boolean } = {}): string | null {
  const v = value ?? '';
  if (v === '' && options.required) return ValidationMessage.codeRequired;
  return CODE_PATTERN.test(v) ? null : ValidationMessage.codeInvalid;
}

/** SPEC-5.07 the slider must be completed. */
export function validateSlider(verified: boolean | null | undefined): string | null {
  return verified === true ? null : ValidationMessage.sliderRequired;
}

/** SPEC-5.08 the agreement must be ticked (login, register, not-registered). */
export function validateAgreement(agreed: boolean | null | undefined): string | null {
  return agreed === true ? null : ValidationMessage.agreementRequired;
}

/** SPEC-5.12 nickname: optional, at most 64. */
export function validateNickname(value: InputValue): string | null {
  return isExceeded(value, NICKNAME_MAX_LENGTH) ? ValidationMessage.nicknameTooLong : null;
}

/**
 * SPEC-5.12 the nickname sent on register: the nickname as typed (trimmed), or the e-mail or phone when
 * empty. (Read as: the nickname shown for the new user defaults to the account it registered with.)
 */
export function resolveNickname(nickname: InputValue, account: string): string {
  const v = (nickname ?? '').trim();
  return v === '' ? account : v;
}

/** SPEC-5.15 URL: at most 2048 characters. */
export function validateUrl(value: InputValue): string | null {
  return isExceeded(value, URL_MAX_LENGTH) ? ValidationMessage.urlTooLong : null;
}

/** SPEC-5.16 prompt-box options: an optional pattern and validator, and the text shown on failure. */
export interface PromptRules {
  pattern?: RegExp;
  /** false fails with the error text; a string fails with that string; true or undefined passes */
  validator?: (value: string) => boolean | string | undefined;
  /** the custom text; the default is 输入的数据不合法! */
  errorText?: string;
}

/** SPEC-5.16 prompt boxes: the pattern, then the validator; on failure the custom text or the default. */
export function validatePrompt(value: InputValue, rules: PromptRules = {}): string | null {
  const v = value ?? '';
  const failure = rules.errorText ?? ValidationMessage.promptInvalid;
  if (rules.pattern) {
    rules.pattern.lastIndex = 0;
    if (!rules.pattern.test(v)) return failure;
  }
  if (rules.validator) {
    const result = rules.validator(v);
    if (result === false) return failure;
    if (typeof result === 'string') return result;
  }
  return null;
}

// --- input helpers (SPEC-5.32) ---

/** SPEC-5.32 keep only the digits 0..9 (full-width digits are converted first). */
export function digitsOnly(text: InputValue): string {
  return toHalfWidthDigits(text ?? '').replace(/\D/g, '');
}

/** Separators people write phones with: spaces (also full-width and no-break), dashes, dots, parentheses. */
const PHONE_PUNCTUATION = /[\s\u00a0\u3000\-\u2010-\u2015\u2212\uff0d.\u00b7()\uff08\uff09]/g;
/** The country code of a mainland mobile: +86, 0086, (+86), or 86 before the 11 digits. */
const CHINA_PREFIX = /^(?:\+|\uff0b|00)?86(?=1[3-9]\d{9}(?!\d))/;

/**
 * SPEC-5.10 / SPEC-5.32 a phone as pasted ("138-0013 8000", "+86 138 0013 8000", "(0086)13800138000"): the
 * separators and the +86 country code are removed first, then what is not a digit, and only then is the
 * result cut to `max` (11) digits, so the formatting never takes the place of digits.
 */
export function cleanPhone(text: InputValue, max = PHONE_MAX_LENGTH): string {
  const compact = toHalfWidthDigits(text ?? '').replace(PHONE_PUNCTUATION, '');
  return compact.replace(CHINA_PREFIX, '').replace(/\D/g, '').slice(0, max);
}

/**
 * SPEC-5.09 / SPEC-5.13 the email-or-phone input: Chinese characters removed; a value made only of digits and
 * phone punctuation that cleans to a mobile number ("138-0013 8000") becomes that number. Anything else (an
 * e-mail, a number still being typed) stays as typed.
 */
export function cleanAccount(text: InputValue): string {
  const value = stripChinese(text);
  if (
    !/^[\d\s\u00a0\u3000\-\u2010-\u2015\u2212\uff0d.\u00b7()\uff08\uff09+\uff0b\uff10-\uff19]+$/.test(value)
  )
    return value;
  const phone = cleanPhone(value, Number.POSITIVE_INFINITY);
  return isPhone(phone) ? phone : value;
}

/**
 * SPEC-5.32 integer only: pasted text is cleaned to its digits, leading zeros dropped, and empty becomes '0'.
 * With `allowNegative` a leading minus sign is kept.
 */
export function integerOnly(text: InputValue, options: { allowNegative?: boolean } = {}): string {
  const raw = toHalfWidthDigits(text ?? '').trim();
  const negative = options.allowNegative === true && /^[-\u2212\uff0d]/.test(raw);
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '0';
  return negative && digits !== '0' ? `-${digits}` : digits;
}

/** SPEC-5.09 / SPEC-5.32 remove Chinese characters (the email-or-phone input blocks them). */
export function stripChinese(text: InputValue): string {
  return (text ?? '').replace(CHINESE_GLOBAL, '');
}

function toHalfWidthDigits(text: string): string {
  return text.replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

// --- feedback form (SPEC-5.25..5.31) ---

/** SPEC-5.25 type: required, one of 1..4 (SPEC-3.51). Accepts the number or its string. */
export function validateFeedbackType(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return FeedbackMessage.typeRequired;
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return (FEEDBACK_TYPES as readonly number[]).includes(n) ? null : FeedbackMessage.typeInvalid;
}

/** SPEC-5.26 message: required (blank counts as empty), at most 500. */
export function validateFeedbackMessage(value: InputValue): string | null {
  if ((value ?? '').trim() === '') return FeedbackMessage.messageRequired;
  return isExceeded(value, FEEDBACK_MESSAGE_MAX_LENGTH) ? FeedbackMessage.messageTooLong : null;
}

/** SPEC-5.27 mobile: optional, at most 20, the phone rule. */
export function validateFeedbackMobile(value: InputValue): string | null {
  if (isExceeded(value, FEEDBACK_PHONE_MAX_LENGTH)) return FeedbackMessage.mobileTooLong;
  return validateMobile(value);
}

/** SPEC-5.28 e-mail: optional, at most 64, the e-mail rule. */
export function validateFeedbackEmail(value: InputValue): string | null {
  if (isExceeded(value, FEEDBACK_EMAIL_MAX_LENGTH)) return FeedbackMessage.emailTooLong;
  return validateEmail(value);
}

/** SPEC-5.29 orgName: optional, at most 100. */
export function validateFeedbackOrgName(value: InputValue): string | null {
  return isExceeded(value, FEEDBACK_ORG_NAME_MAX_LENGTH) ? FeedbackMessage.orgNameTooLong : null;
}

/** The extension of a file name, lower-cased, without the dot ('' when none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** SPEC-5.31 / SPEC-8.26 file names must not contain a comma (ASCII or full-width). */
export function validateFileName(fileName: string): string | null {
  return /[,，]/.test(fileName) ? FeedbackMessage.fileNameComma : null;
}

/**
 * SPEC-5.30 / SPEC-5.31 one feedback image: png, jpg or jpeg; at most 5 MB (over 5 MB is rejected);
 * no comma in the name.
 */
export function validateFeedbackImage(file: { name: string; size: number }): string | null {
  if (!(FEEDBACK_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return FeedbackMessage.imageTypeInvalid;
  }
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return FeedbackMessage.imageTooLarge;
  return validateFileName(file.name);
}

/** SPEC-5.30 at most 3 images. */
export function validateFeedbackImageCount(count: number): string | null {
  return count > FEEDBACK_IMAGE_MAX_COUNT ? FeedbackMessage.tooManyImages : null;
}

/** SPEC-3.53 the images field: file ids joined by commas. Empty parts are dropped. */
export function splitImageIds(images: InputValue): string[] {
  return (images ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The body of POST /operation/behavior/message/to/platform/create (SPEC-3.51..3.54). */
export interface FeedbackBody {
  type?: number | string | null;
  message?: string | null;
  mobile?: string | null;
  email?: string | null;
  orgName?: string | null;
  /** file ids joined by commas */
  images?: string | null;
}

/** SPEC-5.25..5.30 the first error of a feedback submission, in form order, or null. For the server. */
export function validateFeedback(body: FeedbackBody): string | null {
  return (
    validateFeedbackType(body.type) ??
    validateFeedbackMessage(body.message) ??
    validateFeedbackMobile(body.mobile) ??
    validateFeedbackEmail(body.email) ??
    validateFeedbackOrgName(body.orgName) ??
    validateFeedbackImageCount(splitImageIds(body.images).length)
  );
}

// --- antd adapter ---

/** The shape of an antd Form rule with a custom validator (structural, so no antd import is needed). */
export interface FormRule<V> {
  validator: (rule: unknown, value: V) => Promise<void>;
  validateTrigger?: string | string[];
}

/**
 * Wrap a validator as an antd Form rule: `rules={[formRule(validateMobile)]}` or, for a blur-only check
 * (SPEC-5.27, SPEC-5.28), `formRule(validateFeedbackMobile, 'onBlur')`.
 */
export function formRule<V>(validate: Validator<V>, validateTrigger?: string | string[]): FormRule<V> {
  const rule: FormRule<V> = {
    validator: (_rule, value) => {
      const message = validate(value);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
  if (validateTrigger !== undefined) rule.validateTrigger = validateTrigger;
  return rule;
}
