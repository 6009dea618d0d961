import { ErrorCode, ScanType, ToastMessage } from '@jianku/rules';
import { handleError } from '../../../components/error-dialog/error-display.ts';
import { normalizeError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { logError } from '../../../lib/log-queue.ts';
import type { WechatAuthMessage } from '../../../lib/navigation-guard.ts';
import { type User, useSessionStore } from '../../../stores/session.store.ts';
import { bindWechat, socialLogin } from '../api/auth.api.ts';
import { login } from './session-loader.ts';

/** What became of a QR sign-in callback. */
export type WechatAuthOutcome =
  | { kind: 'signed-in'; user: User }
  /** a bind attempt (绑定成功 was shown when ok) */
  | { kind: 'bound'; ok: boolean }
  /** error 199999: the account is not registered; its openId is stored */
  | { kind: 'unregistered'; openId: string }
  | { kind: 'failed' };

/** Whether a message event's data is a QR sign-in callback (SPEC-4.32). */
export function isWechatAuthMessage(data: unknown): data is WechatAuthMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.action === 'wechatAuth' && typeof m.code === 'string' && typeof m.state === 'string';
}

/** /wechatregister, or its plugin variant when the redirect contains /plugin (SPEC-2.14, SPEC-4.34). */
export function wechatRegisterPath(redirect: string): string {
  const base = redirect.includes('/plugin') ? '/plugin/wechatregister' : '/wechatregister';
  return redirect ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;
}

/**
 * Handles a QR sign-in callback (SPEC-4.33..4.35): scan_type band binds the scanned account to the signed-in
 * user (wx-binding; 绑定成功, or the error shown); otherwise it signs in (social-login, store the tokens, load
 * the user). Error 199999 carries the openId of an unregistered account, which is stored. Other sign-in
 * errors are logged (spec §8) and told in a toast, since a new code needs a new scan.
 */
export async function handleWechatAuth(
  message: Omit<WechatAuthMessage, 'action'>,
): Promise<WechatAuthOutcome> {
  const { code, state, redirect, scan_type } = message;
  const store = useSessionStore.getState();
  store.setWeChat({ code, state, redirect, scan_type: scan_type || ScanType.login });
  if (scan_type === ScanType.bind) {
    try {
      await bindWechat({ username: store.user?.username ?? '', code, state });
      toast.success(ToastMessage.bindSuccess);
      return { kind: 'bound', ok: true };
    } catch {
      return { kind: 'bound', ok: false };
    }
  }
  try {
    const tokens = await socialLogin({ code, state }, { skipErrorHandler: true });
    return { kind: 'signed-in', user: await login(tokens) };
  } catch (error) {
    const err = normalizeError(error);
    if (err.code === ErrorCode.wechatNotRegistered) {
      store.setWeChat({ openId: err.message });
      return { kind: 'unregistered', openId: err.message };
    }
    logError({ message: err.message, code: err.code, name: err.name, position: err.position });
    if (err.code === ErrorCode.accountLocked) handleError(err);
    else toast.error(err.message);
    return { kind: 'failed' };
  }
}
