/**
 * The account flows of spec §4 that more than one screen runs: sending a code to an e-mail or a phone,
 * registering (then signing in), and the register origin.
 */
import {
  AccountErrorCode,
  accountFields,
  EmailScene,
  ErrorCode,
  isChannelCode,
  isPhone,
  SmsScene,
  ToastMessage,
} from '@jianku/rules';
import { handleError } from '../../../components/error-dialog/error-display.ts';
import { type JkError, normalizeError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/feedback.ts';
import { getFromCookie } from '../../../lib/navigation-guard.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import type { User } from '../../../stores/session.store.ts';
import {
  type LoginTokens,
  loginByPassword,
  type RegisterBody,
  registerUser,
  sendEmailCode,
  sendSmsCode,
} from '../api/auth.api.ts';
import { AuthCopy } from '../components/auth-copy.ts';
import { announceSliderRefused } from '../slider/slider-refused.ts';
import { login } from './session-loader.ts';

export type CodePurpose = 'register' | 'resetPassword';

/**
 * Sends a code to an account (SPEC-7.11, SPEC-7.12): an SMS for a phone, else an e-mail, with the scene of
 * the purpose and the slider token. Resolves true when sent; on failure the error is shown (or handed to
 * `onError` first, which returns true when it dealt with it) and it resolves false.
 */
export async function sendAccountCode(
  account: string,
  purpose: CodePurpose,
  verified: string,
  onError?: (error: JkError) => boolean,
): Promise<boolean> {
  try {
    if (isPhone(account)) {
      await sendSmsCode(
        {
          mobile: account,
          scene: purpose === 'register' ? SmsScene.register : SmsScene.resetPassword,
          verified,
        },
        { skipErrorHandler: true },
      );
    } else {
      await sendEmailCode(
        {
          email: account,
          scene: purpose === 'register' ? EmailScene.register : EmailScene.resetPassword,
          verified,
        },
        { skipErrorHandler: true },
      );
    }
    toast.success(AuthCopy.codeSent);
    return true;
  } catch (error) {
    const err = normalizeError(error);
    if (err.code === AccountErrorCode.sliderInvalid) announceSliderRefused();
    if (!onError?.(err)) handleError(err);
    return false;
  }
}

/** Sends the phone-login code (scene 1). Error 1002000007 (not registered) is the caller's (SPEC-8.17). */
export async function sendLoginCode(
  mobile: string,
  verified: string,
  onNotRegistered: () => void,
): Promise<boolean> {
  try {
    await sendSmsCode({ mobile, scene: SmsScene.login, verified }, { skipErrorHandler: true });
    toast.success(AuthCopy.codeSent);
    return true;
  } catch (error) {
    const err = normalizeError(error);
    if (err.code === AccountErrorCode.sliderInvalid) announceSliderRefused();
    if (err.code === ErrorCode.phoneNotRegistered) onNotRegistered();
    else handleError(err);
    return false;
  }
}

/**
 * The register origin (SPEC-3.41): the channel of the `from` cookie, or the channel of plugin / embed mode,
 * or ''.
 */
export function registerOrigin(): string {
  const from = getFromCookie();
  if (from && /^\d+$/.test(from) && isChannelCode(Number(from))) return from;
  const { isPlugin, isEmbed, channel } = useAppStore.getState();
  if ((isPlugin || isEmbed) && channel !== null) return String(channel);
  return '';
}

function tokensOf(data: unknown): LoginTokens | null {
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken } = data as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken !== ''
    ? { accessToken, refreshToken: typeof refreshToken === 'string' ? refreshToken : '' }
    : null;
}

/**
 * The register flow (SPEC-4.28..4.30) after validation and the agreement: register; on a truthy answer
 * toast 注册成功, sign in automatically (the answer's tokens when it carries them, else a password login with
 * the same account, password and slider token), store the tokens and the expiry, and load the user.
 * Resolves to the user, or null when registration failed (the error was shown).
 */
export async function registerAndLogin(body: RegisterBody): Promise<User | null> {
  let data: unknown;
  try {
    data = await registerUser(body);
  } catch {
    return null;
  }
  if (!data) return null;
  toast.success(ToastMessage.registered);
  const tokens =
    tokensOf(data) ??
    (await loginByPassword({
      ...accountFields(body.mobile || body.email || body.username),
      password: body.password,
      verified: body.verified,
    }));
  return login(tokens);
}
