/**
 * WeChat QR sign-in (spec §4 Messaging QR login, SPEC-4.31..4.35):
 * - qr-config hands the web app the frame parameters with a fresh random state, stored hashed and used
 *   once, and bound to the browser by a cookie holding the state's hash;
 * - social-login / wx-binding bring back code and state: the state must be unused, unexpired and match
 *   the cookie, then the provider exchanges the code for the openId;
 * - a sign-in whose openId is bound to nobody leaves that openId pending for this browser (another cookie),
 *   so that the registration that follows (/wechatregister) binds it without trusting the client.
 */
import {
  AccountErrorCode,
  AccountMessage,
  WECHAT_RESPONSE_TYPE,
  WECHAT_SCOPE,
  WECHAT_STATE_TTL_MS,
} from '@jianku/rules';
import type { WechatConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { digestsEqual, randomToken, sha256Hex } from '../accounts-shared/secrets.ts';
import { callbackOrigin } from './redirect-origin.ts';
import type { WechatProvider } from './wechat.provider.ts';
import type { ScanType, WechatRepository } from './wechat.repository.ts';

/** The cookie binding a state to the browser (value: sha256 of the state). */
export const WECHAT_STATE_COOKIE = 'jk_wx_state';
/** The cookie of a pending openId (value: a random token; the server keeps its sha256). */
export const WECHAT_PENDING_COOKIE = 'jk_wx_pending';

export interface QrConfig {
  appid: string;
  scope: string;
  redirect_uri: string;
  state: string;
  style: string;
  response_type: string;
  /** base of the frame: {base}/connect/qrconnect?appid=...&redirect_uri=...&... */
  base: string;
}

export interface WechatService {
  readonly enabled: boolean;
  /** frame parameters and the cookie value that binds the state to this browser */
  qrConfig(input: { scanType: ScanType; redirect?: string; style?: string; origin?: string }): Promise<{
    config: QrConfig;
    stateCookie: string;
  }>;
  /**
   * The openId behind a code, after checking the state: unused, unexpired, issued for this scan type,
   * and the browser's cookie holds its hash.
   */
  exchange(input: {
    code: string;
    state: string;
    stateCookie: string | undefined;
    scanType: ScanType;
  }): Promise<string>;
  /** leave an unbound openId pending for the browser; the pending cookie's value */
  setPending(state: string, openId: string): Promise<string>;
  /** the pending openId of the browser's cookie, used once */
  usePending(pendingCookie: string | undefined): Promise<string | undefined>;
}

function notConfigured(): AppError {
  return new AppError(AccountErrorCode.wechatNotConfigured, AccountMessage.wechatNotConfigured);
}

export function createWechatService(deps: {
  config: WechatConfig;
  repository: WechatRepository;
  provider: WechatProvider | undefined;
  now: () => Date;
}): WechatService {
  const { config, repository, provider, now } = deps;
  return {
    enabled: config.mode !== 'off' && provider !== undefined,
    async qrConfig({ scanType, redirect, style, origin }) {
      if (config.mode === 'off' || !provider) throw notConfigured();
      const at = now();
      await repository.purge(new Date(at.getTime() - WECHAT_STATE_TTL_MS));
      const state = randomToken();
      const stateHash = sha256Hex(state);
      await repository.insertState({
        stateHash,
        scanType,
        now: at,
        expiresAt: new Date(at.getTime() + WECHAT_STATE_TTL_MS),
      });
      // the page the frame returns to reads code, state, redirect and scan_type (SPEC-4.32)
      // on the page's own origin where the configuration allows (redirect-origin.ts)
      const configured = new URL(config.redirectUri);
      const redirectUri = new URL(
        `${configured.pathname}${configured.search}`,
        callbackOrigin(config.redirectUri, origin),
      );
      redirectUri.searchParams.set('scan_type', scanType);
      if (redirect) redirectUri.searchParams.set('redirect', redirect);
      return {
        config: {
          appid: config.appId,
          scope: WECHAT_SCOPE,
          redirect_uri: redirectUri.href,
          state,
          style: style ?? 'black',
          response_type: WECHAT_RESPONSE_TYPE,
          base: config.connectBase,
        },
        stateCookie: stateHash,
      };
    },
    async exchange({ code, state, stateCookie, scanType }) {
      if (config.mode === 'off' || !provider) throw notConfigured();
      const stateHash = sha256Hex(state);
      const invalid = new AppError(AccountErrorCode.wechatStateInvalid, AccountMessage.wechatStateInvalid);
      if (!digestsEqual(stateCookie, stateHash)) throw invalid;
      if ((await repository.useState(stateHash, now())) !== scanType) throw invalid;
      try {
        return await provider.exchangeCode(code);
      } catch (err) {
        throw new AppError(AccountErrorCode.wechatCodeInvalid, AccountMessage.wechatCodeInvalid, 200, {
          cause: err,
        });
      }
    },
    async setPending(state, openId) {
      const pending = randomToken();
      await repository.setPending(sha256Hex(state), openId, sha256Hex(pending));
      return pending;
    },
    async usePending(pendingCookie) {
      if (!pendingCookie || pendingCookie.length > 128) return undefined;
      return repository.usePending(sha256Hex(pendingCookie), now());
    },
  };
}
