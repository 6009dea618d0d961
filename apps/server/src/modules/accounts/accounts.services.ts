/**
 * The accounts modules' services (auth, users, orgs, verification, mail, wechat), built in dependency
 * order for createServices (modules/index.ts). Every service that keeps time takes `now`, so that tests
 * drive expiries with a fake clock instead of sleeping.
 */
import { DEFAULT_TOKEN_EXPIRE_MINUTES, SystemConfigLabel } from '@jianku/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { randomToken } from '../accounts-shared/secrets.ts';
import { createUsersRepository } from '../accounts-shared/users.repository.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { createLoginGuardRepository } from '../auth/login-guard.repository.ts';
import { createTokenRepository } from '../auth/token.repository.ts';
import type { DictService } from '../dict/dict.service.ts';
import { createMailService, type MailTransport, type SmsProvider } from '../mail/mail.service.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { createOrgMembersRepository } from '../orgs/org-members.repository.ts';
import { createOrgsRepository } from '../orgs/orgs.repository.ts';
import { createUsersService } from '../users/users.service.ts';
import { createSliderRepository } from '../verification/slider.repository.ts';
import { createSliderService } from '../verification/slider.service.ts';
import { createSliderPow } from '../verification/slider-pow.ts';
import { createVerificationRepository } from '../verification/verification.repository.ts';
import { createVerificationService } from '../verification/verification.service.ts';
import {
  createDevWechatProvider,
  createHttpWechatProvider,
  type DevWechatProvider,
  type WechatProvider,
} from '../wechat/wechat.provider.ts';
import { createWechatRepository } from '../wechat/wechat.repository.ts';
import { createWechatService } from '../wechat/wechat.service.ts';

export interface AccountServiceDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dict: DictService;
  now: () => Date;
  log: FastifyBaseLogger;
  /** an SMS gateway; default none: SMS are written to the outbox */
  smsProvider?: SmsProvider | undefined;
  /** an e-mail transport instead of SMTP_* (tests) */
  mailTransport?: MailTransport | undefined;
}

export function createAccountServices(deps: AccountServiceDeps) {
  const { config, db, dict, now, log } = deps;
  const usersRepository = createUsersRepository(db);
  const orgsRepository = createOrgsRepository(db);
  const orgMembers = createOrgMembersRepository(db);
  const guard = createLoginGuardRepository(db);

  const mail = createMailService({
    outbox: createOutboxRepository(db),
    config: config.mail,
    log,
    mailTransport: deps.mailTransport,
    smsProvider: deps.smsProvider,
  });
  const sliderRepository = createSliderRepository(db);
  const slider = createSliderService({
    repository: sliderRepository,
    pow: createSliderPow(config.sliderPow, () => sliderRepository.powKey(() => randomToken(32))),
    now,
  });
  const verification = createVerificationService({
    repository: createVerificationRepository(db),
    slider,
    mail,
    accountExists: async ({ channel, target }) =>
      (channel === 'email'
        ? await usersRepository.findByEmail(target)
        : await usersRepository.findByMobile(target)) !== undefined,
    now,
  });

  let devWechatProvider: DevWechatProvider | undefined;
  let wechatProvider: WechatProvider | undefined;
  if (config.wechat.mode === 'dev') {
    devWechatProvider = createDevWechatProvider(now);
    wechatProvider = devWechatProvider;
  } else if (config.wechat.mode === 'real') {
    wechatProvider = createHttpWechatProvider(config.wechat);
  }
  const wechat = createWechatService({
    config: config.wechat,
    repository: createWechatRepository(db),
    provider: wechatProvider,
    now,
  });

  const auth = createAuthService({
    users: usersRepository,
    tokens: createTokenRepository(db),
    guard,
    slider,
    verification,
    wechat,
    tokenExpireMinutes: () =>
      dict.getSystemConfigMinutes(SystemConfigLabel.tokenExpireTime, DEFAULT_TOKEN_EXPIRE_MINUTES),
    sessionMaxMs: config.sessionMaxDays * 24 * 60 * 60 * 1000,
    orgRoleOf: async (userId, orgId) => {
      const membership = await orgMembers.membershipOf(userId);
      return membership?.orgId === orgId ? membership.role : undefined;
    },
    now,
    log,
  });
  const users = createUsersService({
    users: usersRepository,
    guard,
    verification,
    auth,
    wechat,
    inTransaction: (work) =>
      db
        .transaction()
        .execute((trx) =>
          work({ users: createUsersRepository(trx), codes: createVerificationRepository(trx) }),
        ),
    now,
    log,
  });

  return {
    auth,
    users,
    slider,
    verification,
    mail,
    wechat,
    /** the development WeChat provider (config.wechat.mode 'dev'), else undefined */
    devWechatProvider,
    /** repositories for operators' tooling and tests (creating orgs, roles, menus) */
    accountRepositories: { users: usersRepository, orgs: orgsRepository },
  };
}
