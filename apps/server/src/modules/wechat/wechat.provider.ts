/**
 * Where an OAuth code becomes an openId: WeChat's /sns/oauth2/access_token (real), or the development
 * provider inside this server (no network, see wechat-dev.provider.ts).
 */
import { randomToken } from '../accounts-shared/secrets.ts';

export interface WechatProvider {
  /** the openId of a code the provider issued; throws WechatExchangeError when the code is refused */
  exchangeCode(code: string): Promise<string>;
}

export class WechatExchangeError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'WechatExchangeError';
  }
}

interface AccessTokenAnswer {
  openid?: unknown;
  errcode?: unknown;
  errmsg?: unknown;
}

/** GET {apiBase}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code → {openid, ...} */
export function createHttpWechatProvider(options: {
  apiBase: string;
  appId: string;
  secret: string;
  timeoutMs?: number;
}): WechatProvider {
  return {
    async exchangeCode(code) {
      const url = new URL(`${options.apiBase}/sns/oauth2/access_token`);
      url.search = new URLSearchParams({
        appid: options.appId,
        secret: options.secret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      let answer: AccessTokenAnswer;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        answer = (await res.json()) as AccessTokenAnswer;
      } catch (err) {
        throw new WechatExchangeError('WeChat did not answer the code exchange', { cause: err });
      }
      if (typeof answer.openid !== 'string' || answer.openid === '') {
        throw new WechatExchangeError(
          `WeChat refused the code: ${String(answer.errcode)} ${String(answer.errmsg)}`,
        );
      }
      return answer.openid;
    },
  };
}

/** The development provider: codes it issued (5 minutes, once) map to the openId chosen on its page. */
export interface DevWechatProvider extends WechatProvider {
  issueCode(openId: string): string;
}

const DEV_CODE_TTL_MS = 5 * 60 * 1000;

export function createDevWechatProvider(now: () => Date): DevWechatProvider {
  const codes = new Map<string, { openId: string; expiresAt: number }>();
  return {
    issueCode(openId) {
      const at = now().getTime();
      for (const [code, entry] of codes) if (entry.expiresAt <= at) codes.delete(code);
      const code = `dev_${randomToken(16)}`;
      codes.set(code, { openId, expiresAt: at + DEV_CODE_TTL_MS });
      return code;
    },
    async exchangeCode(code) {
      const entry = codes.get(code);
      codes.delete(code);
      if (!entry || entry.expiresAt <= now().getTime()) throw new WechatExchangeError('invalid code');
      return entry.openId;
    },
  };
}
