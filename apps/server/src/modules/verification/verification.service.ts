/**
 * Verification codes for phones (SMS) and e-mail: 6 random digits, valid 5 minutes, used once, bound to
 * the target and the scene; one per target per 60 s, 10 per target and 50 requests per IP per rolling day;
 * void after 5 wrong tries. Sending needs a slider token; the token spent on sending is remembered with
 * the code, so the form that then uses the code may send that same token again as `verified` (one slide
 * per form, as the spec's forms have it) or a fresh one.
 */
import {
  AccountErrorCode,
  AccountMessage,
  EmailScene,
  ErrorCode,
  SmsScene,
  VERIFICATION_CODE_CAP_WINDOW_MS,
  VERIFICATION_CODE_DAILY_CAP_PER_IP,
  VERIFICATION_CODE_DAILY_CAP_PER_TARGET,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_RESEND_MS,
  VERIFICATION_CODE_TTL_MS,
  verificationCodeText,
} from '@jianku/rules';
import { AppError } from '../../lib/app-error.ts';
import type { CodeTarget } from '../accounts-shared/account-input.ts';
import { digestsEqual, randomCode, sha256Hex } from '../accounts-shared/secrets.ts';
import type { MailService } from '../mail/mail.service.ts';
import { type SliderService, sliderError } from './slider.service.ts';
import type { CodeChannel, CodeRow, VerificationRepository } from './verification.repository.ts';

export type { CodeTarget };

export interface SendCodeInput extends CodeTarget {
  scene: number;
  verified: unknown;
  ip: string;
}

export interface UseCodeInput extends CodeTarget {
  scene: number;
  code: string;
  /**
   * Check the slider too: `verified` must be the token spent on sending this code, or a fresh token.
   * Omit for calls that need no slider (update-password).
   */
  slider?: { verified?: unknown };
}

export interface VerificationService {
  sendCode(input: SendCodeInput): Promise<void>;
  /**
   * The slider half of useCode, for callers that must check it before anything else: `verified` is the
   * token spent on sending the open code of (channel, target, scene), or a fresh token (then spent).
   */
  checkSlider(input: CodeTarget & { scene: number; verified?: unknown }): Promise<void>;
  /** check and spend a code; AppError (code wrong, expired, too many tries; slider) otherwise */
  useCode(input: UseCodeInput): Promise<void>;
  /**
   * check a code without spending it (a wrong code counts as a try); its id, for a caller that spends
   * it together with its own writes (spendCode, in one transaction)
   */
  checkCode(input: UseCodeInput): Promise<{ codeId: number }>;
}

function codeHash(channel: CodeChannel, target: string, scene: number, code: string): string {
  return sha256Hex(`${channel}:${target}:${scene}:${code}`);
}

function tooMany(message: string): AppError {
  return new AppError(ErrorCode.tooManyRequests, message, 429);
}

const PURPOSE = {
  [SmsScene.login]: 'login',
  [SmsScene.resetPassword]: 'resetPassword',
  [SmsScene.register]: 'register',
} as const;

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createVerificationService(deps: {
  repository: VerificationRepository;
  slider: SliderService;
  mail: MailService;
  /** whether an account with this phone or e-mail exists */
  accountExists: (target: CodeTarget) => Promise<boolean>;
  now: () => Date;
}): VerificationService {
  const { repository, slider, mail, accountExists, now } = deps;

  /**
   * Who may get a code. Scene 1 (SMS login) to an unregistered phone answers 1002000007 as the spec
   * has it (SPEC-8.17), scene 2 (reset) to an unregistered target and scene 4 (register) to a registered
   * one answer clear messages. Trade-off: these answers tell whoever asks which phones and e-mails are
   * registered. Each ask costs a slider token, and every ask (answered or refused) counts against the
   * per-IP daily cap (VERIFICATION_CODE_DAILY_CAP_PER_IP), so the per-IP limits are what bound such
   * enumeration: keep TRUST_PROXY right so that the IP is the client's.
   */
  async function refusal(input: SendCodeInput): Promise<AppError | undefined> {
    const exists = await accountExists(input);
    if (input.scene === SmsScene.register) {
      return exists ? new AppError(AccountErrorCode.accountExists, AccountMessage.accountExists) : undefined;
    }
    if (exists) return undefined;
    if (input.channel === 'sms' && input.scene === SmsScene.login) {
      return new AppError(ErrorCode.phoneNotRegistered, AccountMessage.phoneNotRegistered);
    }
    return new AppError(AccountErrorCode.accountNotRegistered, AccountMessage.accountNotRegistered);
  }

  async function checkSlider(row: CodeRow | undefined, verified: unknown): Promise<void> {
    const boundToken =
      row !== undefined &&
      typeof verified === 'string' &&
      digestsEqual(row.sliderTokenHash, sha256Hex(verified));
    if (!boundToken && !(await slider.useToken(verified))) throw sliderError();
  }

  async function checkOpenCode(input: UseCodeInput): Promise<{ codeId: number }> {
    const { channel, target, scene } = input;
    const row = await repository.findOpen(channel, target, scene);
    if (input.slider) await checkSlider(row, input.slider.verified);
    const at = now();
    if (!row || row.expiresAt.getTime() <= at.getTime()) throw codeSpent();
    if (!digestsEqual(row.codeHash, codeHash(channel, target, scene, input.code))) {
      const attempts = await repository.addAttempt(row.id);
      if (attempts === undefined) throw codeSpent();
      if (attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) {
        await repository.void(row.id, at);
        throw new AppError(AccountErrorCode.codeTooManyAttempts, AccountMessage.codeTooManyAttempts);
      }
      throw new AppError(AccountErrorCode.codeWrong, AccountMessage.codeWrong);
    }
    return { codeId: row.id };
  }

  return {
    async sendCode(input) {
      const { channel, target, scene, ip } = input;
      if (channel === 'email' && scene !== EmailScene.register && scene !== EmailScene.resetPassword) {
        throw new AppError(ErrorCode.invalidParams, '请求参数不正确：scene 取值不正确', 400);
      }
      const sliderTokenHash = await slider.useToken(input.verified, target);
      if (!sliderTokenHash) throw sliderError();

      const at = now();
      await repository.purge(new Date(at.getTime() - 2 * VERIFICATION_CODE_CAP_WINDOW_MS));
      const refused = await refusal(input);
      const code = randomCode();
      // every limit is decided with the insert, atomically (parallel requests cannot all pass)
      const decision = await repository.recordSend(
        {
          channel,
          target,
          scene,
          codeHash: refused ? null : codeHash(channel, target, scene, code),
          sliderTokenHash: refused ? null : sliderTokenHash,
          ip,
          now: at,
          expiresAt: refused ? at : new Date(at.getTime() + VERIFICATION_CODE_TTL_MS),
        },
        {
          maxPerIp: VERIFICATION_CODE_DAILY_CAP_PER_IP,
          maxPerTarget: VERIFICATION_CODE_DAILY_CAP_PER_TARGET,
          daySince: new Date(at.getTime() - VERIFICATION_CODE_CAP_WINDOW_MS),
          resendSince: new Date(at.getTime() - VERIFICATION_CODE_RESEND_MS),
        },
      );
      if ('limited' in decision) {
        throw tooMany(
          decision.limited === 'resend' ? AccountMessage.codeTooFrequent : AccountMessage.codeDailyLimit,
        );
      }
      if (refused) throw refused;
      const { id } = decision;
      const { subject, text } = verificationCodeText(code, PURPOSE[scene as keyof typeof PURPOSE] ?? 'login');
      try {
        if (channel === 'email') await mail.sendEmail(target, subject, text);
        else await mail.sendSms(target, text);
      } catch (err) {
        // not sent: forget it, so that neither the 60 s wait nor the caps count it
        await repository.remove(id);
        throw new AppError(AccountErrorCode.messageSendFailed, AccountMessage.messageSendFailed, 200, {
          cause: err,
        });
      }
    },

    checkSlider: async (input) => {
      await checkSlider(await repository.findOpen(input.channel, input.target, input.scene), input.verified);
    },

    async useCode(input) {
      const { codeId } = await checkOpenCode(input);
      if (!(await repository.markUsed(codeId, now()))) {
        throw new AppError(AccountErrorCode.codeExpired, AccountMessage.codeExpired);
      }
    },

    checkCode: (input) => checkOpenCode(input),
  };
}

/** The answer to a code that was spent meanwhile (by a parallel request). */
export function codeSpent(): AppError {
  return new AppError(AccountErrorCode.codeExpired, AccountMessage.codeExpired);
}
