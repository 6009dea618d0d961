/**
 * Outgoing e-mail and SMS.
 * - E-mail goes over SMTP (nodemailer, SMTP_* variables) when SMTP_HOST is set.
 * - SMS goes through an SmsProvider. No gateway is built in yet: a deployment that has one implements
 *   SmsProvider and passes it to createServices.
 * - A message without a transport is written to the outbox table (and logged) instead; with DEV_OUTBOX
 *   every message is also written there and logged with its text, and GET /to/api/dev/outbox shows them.
 *   Codes are never fixed: the outbox is how a developer reads the real random code.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig, SmtpConfig } from '../../config.ts';
import type { OutboxMessage, OutboxRepository } from './outbox.repository.ts';

export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}

export interface MailTransport {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

export interface MailService {
  /** throws when the transport fails (nothing is recorded then, unless DEV_OUTBOX) */
  sendEmail(to: string, subject: string, text: string): Promise<void>;
  sendSms(mobile: string, text: string): Promise<void>;
  /** newest first, at most 20 */
  listOutbox(target: string): Promise<OutboxMessage[]>;
}

/** E-mail over SMTP with nodemailer. */
export function createSmtpTransport(smtp: SmtpConfig, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function createMailService(deps: {
  outbox: OutboxRepository;
  config: MailConfig;
  log: FastifyBaseLogger;
  /** default: SMTP when configured, else none (outbox only) */
  mailTransport?: MailTransport;
  /** default: none (outbox only) */
  smsProvider?: SmsProvider;
}): MailService {
  const { outbox, config, log } = deps;
  const mailTransport =
    deps.mailTransport ?? (config.smtp ? createSmtpTransport(config.smtp, config.from) : undefined);
  const smsProvider = deps.smsProvider;
  if (!mailTransport && !config.devOutbox) {
    log.warn('未配置 SMTP_HOST：邮件只写入 outbox 表，不会真正发出');
  }
  if (!smsProvider && !config.devOutbox) {
    log.warn('未配置短信网关：短信只写入 outbox 表，不会真正发出');
  }

  async function deliver(
    channel: 'email' | 'sms',
    target: string,
    subject: string,
    text: string,
    transport: (() => Promise<void>) | undefined,
  ): Promise<void> {
    if (transport) await transport();
    if (!transport || config.devOutbox) {
      await outbox.insert({ channel, target, subject, text });
      if (config.devOutbox) log.info({ channel, target, subject, text }, 'outbox: message recorded');
      else log.warn({ channel, target }, 'outbox: no transport, message recorded only');
    } else {
      log.info({ channel, target }, 'message sent');
    }
  }

  return {
    sendEmail: (to, subject, text) =>
      deliver('email', to, subject, text, mailTransport && (() => mailTransport.send({ to, subject, text }))),
    sendSms: (mobile, text) =>
      deliver('sms', mobile, '', text, smsProvider && (() => smsProvider.send(mobile, text))),
    listOutbox: (target) => outbox.listByTarget(target, 20),
  };
}
