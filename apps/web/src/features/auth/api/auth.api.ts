/**
 * The account calls of spec §7 (SPEC-7.09..7.21) and the slider captcha and QR sign-in configuration of our
 * server. Every function resolves to the envelope's data and rejects with a JkError; the callers pass
 * `skipErrorHandler` where they handle an error code themselves.
 */
import {
  type EmailScene,
  PORTAL_USER_TYPE,
  type SmsScene,
  SOCIAL_LOGIN_USER_TYPE,
  WECHAT_SOCIAL_TYPE,
} from '@jianku/rules';
import type { TokenPair } from '@jianku/rules/accounts-schemas';
import type { Challenge } from 'altcha-lib';
import { get, type HttpRequestConfig, post, put } from '../../../lib/http.ts';
import { LOGOUT_PATH } from '../../../stores/session.store.ts';

/** SPEC-3.44 the answer of every login (our server adds the expiry in minutes; other servers may not). */
export type LoginTokens = Pick<TokenPair, 'accessToken' | 'refreshToken'> &
  Partial<Pick<TokenPair, 'tokenExpires'>>;

type SmsSceneValue = (typeof SmsScene)[keyof typeof SmsScene];
type EmailSceneValue = (typeof EmailScene)[keyof typeof EmailScene];

export const AuthPath = {
  login: '/base/system/auth/login',
  smsLogin: '/base/system/auth/sms-login',
  sendSmsCode: '/base/system/auth/send-sms-code',
  sendEmailCode: '/base/system/user/send-email-code',
  updatePassword: '/base/system/user/update-password',
  register: '/base/system/user/register',
  socialLogin: '/base/system/auth/social-login',
  wxBinding: '/base/system/auth/wx-binding',
  wechatQrConfig: '/base/system/auth/wechat/qr-config',
  slider: '/base/system/captcha/slider',
  sliderVerify: '/base/system/captcha/slider/verify',
} as const;

/** The session calls (SPEC-7.20, SPEC-7.21, SPEC-4.08). */
export const SessionPath = {
  permissionInfo: '/base/system/auth/get-permission-info',
  extendUserInfo: '/base/system/auth/get-extend-user-info',
  logout: LOGOUT_PATH,
} as const;

/** SPEC-7.09 account and password: `{ email }` or `{ mobile }`, password, the slider token, userType 2. */
export function loginByPassword(
  body: ({ email: string } | { mobile: string }) & { password: string; verified: string },
  config?: HttpRequestConfig,
): Promise<LoginTokens> {
  return post<LoginTokens>(AuthPath.login, { ...body, userType: PORTAL_USER_TYPE }, config);
}

/** SPEC-7.10 phone and SMS code. */
export function loginBySms(
  body: { mobile: string; code: string; verified: string },
  config?: HttpRequestConfig,
): Promise<LoginTokens> {
  return post<LoginTokens>(AuthPath.smsLogin, { ...body, userType: PORTAL_USER_TYPE }, config);
}

/** SPEC-7.11 an SMS code: scene 1 login, 2 password reset, 4 registration. */
export function sendSmsCode(
  body: { mobile: string; scene: SmsSceneValue; verified: string },
  config?: HttpRequestConfig,
): Promise<unknown> {
  return post(AuthPath.sendSmsCode, body, config);
}

/** SPEC-7.12 an e-mail code: scene 2 reset, 4 register. */
export function sendEmailCode(
  body: { email: string; scene: EmailSceneValue; verified: string },
  config?: HttpRequestConfig,
): Promise<unknown> {
  return post(AuthPath.sendEmailCode, body, config);
}

/** SPEC-7.13 a new password by code. */
export function resetPassword(
  body: ({ email: string } | { mobile: string }) & { code: string; password: string },
  config?: HttpRequestConfig,
): Promise<unknown> {
  return put(AuthPath.updatePassword, body, config);
}

/** SPEC-7.14 / SPEC-3.41 the register body. */
export interface RegisterBody {
  username: string;
  nickname: string;
  code: string;
  email: string;
  mobile: string;
  password: string;
  confirmPwd: string;
  verified: string;
  /** the channel the visitor came from, or '' */
  origin: string;
}

/**
 * SPEC-7.14 register; the answer is truthy on success (our server answers the new session's tokens). A
 * messaging account scanned just before in this browser is bound by the server (a cookie it set).
 */
export function registerUser(body: RegisterBody, config?: HttpRequestConfig): Promise<unknown> {
  return post(AuthPath.register, body, config);
}

/** SPEC-7.15 sign in with the code of a scanned QR code. */
export function socialLogin(body: { code: string; state: string }, config?: HttpRequestConfig) {
  return post<LoginTokens>(
    AuthPath.socialLogin,
    { type: WECHAT_SOCIAL_TYPE, code: body.code, state: body.state, userType: SOCIAL_LOGIN_USER_TYPE },
    config,
  );
}

/** SPEC-7.16 bind the scanned messaging account to the signed-in user (with the state of its frame). */
export function bindWechat(
  body: { username: string; code: string; state?: string },
  config?: HttpRequestConfig,
) {
  return post<unknown>(AuthPath.wxBinding, body, config);
}

/** The messaging provider's QR sign-in frame parameters (our server; spec §4 messaging QR login). */
export interface WechatQrConfig {
  appid: string;
  scope: string;
  /** the page the frame returns to; it already carries scan_type and redirect */
  redirect_uri: string;
  state: string;
  style?: string;
  response_type?: string;
  /** the provider's base: the frame is {base}/connect/qrconnect?… */
  base: string;
}

/** Frame parameters with a fresh state, for a sign-in (login) or a bind (band), and where to go after. */
export function getWechatQrConfig(
  params: { scanType: string; redirect?: string },
  config?: HttpRequestConfig,
): Promise<WechatQrConfig> {
  return get<WechatQrConfig>(
    AuthPath.wechatQrConfig,
    {
      scanType: params.scanType,
      ...(params.redirect ? { redirect: params.redirect } : {}),
      // the frame returns to this page's origin where the server allows it (else postMessage cannot reach us)
      origin: window.location.origin,
    },
    { skipErrorHandler: true, dedupe: false, ...config },
  );
}

/** A slider challenge: what the handle must travel, and the proof-of-work to solve meanwhile. */
export interface SliderChallenge {
  challengeId: string;
  width: number;
  handleWidth: number;
  /** an ALTCHA challenge (solved by slider/pow-solver.ts) */
  pow: Challenge;
}

/**
 * A new challenge. `target`: the phone or e-mail the form will send a code to, when already typed (the
 * server's work grows with its recent sends); posted in the body, so that it stays out of URLs and logs.
 */
export function getSliderChallenge(width: number, target?: string): Promise<SliderChallenge> {
  return post<SliderChallenge>(AuthPath.slider, target ? { width, target } : { width }, {
    skipErrorHandler: true,
  });
}

/** Verifies a drag's trace with the solved proof-of-work; the answer is the token sent as `verified`. */
export async function verifySlider(body: {
  challengeId: string;
  trace: { x: number; t: number }[];
  pow: { counter: number; derivedKey: string };
}): Promise<string> {
  const data = await post<unknown>(AuthPath.sliderVerify, body, { skipErrorHandler: true });
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null) {
    const token = (data as Record<string, unknown>).token ?? (data as Record<string, unknown>).verified;
    if (typeof token === 'string') return token;
  }
  throw new Error('slider verify answered no token');
}
