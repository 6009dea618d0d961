/**
 * All server configuration, read from environment variables. Every variable has a default, so
 * `npm start` works with none set. Invalid values stop the start with a message that names the variable.
 *
 * The variables (default in brackets):
 *
 * Server
 * - PORT [8080]              TCP port to listen on (0 to 65535).
 * - HOST [0.0.0.0]           Interface to listen on; 127.0.0.1 keeps the server local.
 * - LOG_LEVEL [info]         pino level: fatal, error, warn, info, debug, trace or silent.
 * - TRUST_PROXY [false]      true when behind a reverse proxy, so that the client IP comes from
 *                            X-Forwarded-For (stored with client logs, used by rate limits).
 * - WEB_DIST [apps/web/dist] Folder of the built web app (`npm run build`). A relative value is
 *                            resolved against the working directory; the default is found from this file.
 *
 * Database
 * - DATA_DIR [./data]        Folder for local data; the embedded database lives in DATA_DIR/pglite and
 *                            is created on first start. Relative to the working directory.
 * - DATABASE_URL [unset]     postgres://user:password@host:port/database. Unset: the embedded PGlite
 *                            database in DATA_DIR/pglite. Set: that PostgreSQL server (same SQL).
 * - DATABASE_READ_URL [unset]  A streaming replica of DATABASE_URL for the read paths (the search index);
 *                            used while it is at most DATABASE_READ_MAX_LAG_MS [1000] behind, else the primary.
 * - CATALOG_SEED_SIZE [100000]  Items of the public catalogue seeded at start (0 to 1000000; 0: no
 *                            seeding). Seeding runs when the database has no catalogue, another size
 *                            or an older catalogue version; a size below the smallest covering sample
 *                            (about 3400) seeds that sample, above 131102 the whole catalogue. Up to
 *                            20000 items are seeded before listening, more in the background.
 * - MIN_FREE_DISK_MB [512]   Free space (MB) the file system of DATA_DIR must keep (0 to 1048576).
 *                            Below it, GET /to/api/health/ready answers 503 (disk) and every write
 *                            request (POST, PUT, PATCH, DELETE) answers HTTP 507 存储空间不足，请稍后再试
 *                            before it touches the database; reads keep working. A write that fails
 *                            with ENOSPC or PostgreSQL's disk_full (53100, could not extend file) answers
 *                            the same 507 and holds that state for 30 s. 0 disables the threshold.
 * - SEARCH_SNAPSHOT_DIR [DATA_DIR/search-index]  Folder of the search index snapshot (search-index.snap):
 *                            a start loads it and catches up on the change log instead of building the
 *                            index from the database; one it cannot trust (another catalogue, engine or
 *                            schema version, truncated or corrupted, the change log pruned past it) is
 *                            logged and rebuilt. `off` turns snapshots off (every start builds).
 * - SEARCH_SNAPSHOT_EVERY_S [600]  Seconds at least between two snapshots while changes come (10 to
 *                            86400); one is also written after the first build and at a clean stop.
 * - REDIS_URL [unset]        redis://[:password@]host:port[/db]. Set: the per-minute request limits
 *                            of the sign-in, code, registration and password routes are counted in that
 *                            Redis. Unset: in the database (table rate_limit_hit). Either way every
 *                            server process shares the counts and a restart keeps them.
 *
 * Sessions
 * - SESSION_MAX_DAYS [30]    Absolute lifetime of a sign-in in days (1 to 365): refreshing never takes
 *                            a session past it (30, as the spec's token cookies); then sign in again.
 *
 * Deployment (handed to the web app as runtime configuration, see GET /config.js)
 * - PUBLIC_ORIGIN [http://localhost:PORT]  Origin of the public www site.
 * - OPEN_ORIGIN [PUBLIC_ORIGIN]            Origin of the open platform (开放平台); /tool/api calls go there.
 * - COMPANY_DOMAIN [host name of PUBLIC_ORIGIN]  The company's domain (plugin wechatOrigin must contain it).
 * - IGNORE_COMPONENT, IGNORE_PART, IGNORE_OPEN, IGNORE_HOME, PRIVATE_DEPLOY [false]
 *                            Deployment flags (spec §1). true/false, 1/0, yes/no or on/off.
 * - COMPANY_NAME [件库科技]   Company name in the copyright line.
 * - FILING_COM [empty]       Filing number (备案号) shown when the host name ends in .com; empty: not shown.
 * - FILING_CN [empty]        Filing number shown when the host name ends in .cn; empty: not shown.
 * - CONTACT_HOTLINE [empty]  Service hotline in the contact panel; empty: the row is not shown.
 * - CONTACT_EMAIL [empty]    Contact e-mail; empty: not shown.
 * - CONTACT_ADDRESS [empty]  Company address (full contact panel); empty: not shown.
 *   The contact values are the operator's: there are no made-up defaults.
 * - CONTACT_QR_URL [empty]   URL of the public-account QR code image; empty: no QR code.
 * - OPERATOR_ACCOUNTS [empty] Phones and e-mails (separated by commas or spaces) of the accounts that act
 *                            as operators (运营人员): they see, answer and close every feedback and brand
 *                            entry application at /admin/feedback. Holders of the role `operator` (or of
 *                            the permission operation:feedback:manage, or *:*:*) are operators too.
 *
 * Accounts: mail, SMS, WeChat sign-in
 * - DEV_OUTBOX [false]       Development only: record every outgoing e-mail and SMS in the outbox
 *                            table, log it (with its text), and serve GET /to/api/dev/outbox?target=...
 *                            Anyone who can reach that endpoint can read any account's codes, so it is
 *                            opt-in, and the server refuses to start with it (or DEV_WECHAT) on unless
 *                            HOST is a loopback address, TRUST_PROXY is false and NODE_ENV is not
 *                            production. `npm run start:dev` and the tests turn it on (dev.env).
 *                            Whatever this says, messages that have no transport (no SMTP_HOST; SMS has
 *                            no gateway yet) are written to the outbox table instead of being sent.
 * - SMTP_HOST [unset]        SMTP server for e-mail codes; unset: e-mail goes to the outbox only.
 * - SMTP_PORT [465 if SMTP_SECURE, else 587]  Its port.
 * - SMTP_SECURE [false]      true: TLS from the start (port 465); false: STARTTLS when offered.
 * - SMTP_USER, SMTP_PASS [unset]  Login, when the server wants one (both or neither).
 * - MAIL_FROM [件库 <no-reply@COMPANY_DOMAIN>]  Sender of the mails.
 * - WECHAT_BASE_URL [unset]  WeChat open platform API base, e.g. https://api.weixin.qq.com (code
 *                            exchange at /sns/oauth2/access_token). Set: WECHAT_APPID and WECHAT_SECRET
 *                            are required. Unset: the development provider (see DEV_WECHAT).
 * - WECHAT_CONNECT_URL [WECHAT_BASE_URL]  Base of the QR frame (/connect/qrconnect), e.g.
 *                            https://open.weixin.qq.com (WeChat serves the frame from another host).
 * - WECHAT_APPID, WECHAT_SECRET [unset]  The website application's credentials.
 * - WECHAT_REDIRECT_URI [PUBLIC_ORIGIN/sso]  Where the frame returns with code and state (a page of
 *                            the web app; its host must be the one registered with WeChat).
 * - DEV_WECHAT [false]       Development only, with WECHAT_BASE_URL unset: run the development
 *                            provider inside this server at /to/api/dev/wechat (a 开发环境 模拟扫码 page
 *                            where any test openId signs in), under the same conditions as DEV_OUTBOX.
 *                            Off (and WECHAT_BASE_URL unset): WeChat sign-in answers 微信登录未开通.
 *
 * Security headers (plugins/security-headers.ts)
 * - FRAME_ANCESTORS ['self']  Who may show the plugin pages (/plugin/...) in a frame: a list of
 *                            origins separated by spaces or commas (https://cad.example.com,
 *                            https://*.example.com), 'self', or 'none'. The default 'self' lets only
 *                            this site frame them: the CAD/EDA tools open the plugin pages as their own
 *                            window (frame-ancestors does not apply there), so no outside host is
 *                            trusted until the operator names it. The pages this site frames itself
 *                            (the WeChat callback /sso, the terms pages) allow 'self' and these hosts;
 *                            every other answer says frame-ancestors 'none'.
 *
 * Client logs (POST /tool/api/front/log, modules/front-log)
 * - FRONT_LOG_MAX_ENTRY_BYTES [32768]  Largest stored entry (its JSON, in bytes); a larger entry is
 *                            dropped (counted), the rest of the batch is kept.
 * - FRONT_LOG_MAX_BATCH_BYTES [524288] Largest field `data` of one request (bytes); a larger batch is
 *                            refused whole with HTTP 413 (counted).
 * - FRONT_LOG_RETENTION_DAYS [14]      Entries older than this are deleted.
 * - FRONT_LOG_MAX_MB [64]              The table is kept under this many MB of entries: the oldest
 *                            go first. Pruned at most once a minute, after a save.
 * - FRONT_LOG_MAX_PER_IP_PER_DAY [2000] Entries stored per client IP per day; later ones are dropped.
 *   Every dropped entry is counted by day and reason in the table front_log_drop and logged (warn).
 *
 * Uploads and storage: UPLOAD_*, S3_* (listed in files-config.ts)
 *
 * Slider proof-of-work (ALTCHA, see README "Slider proof-of-work")
 * - SLIDER_POW_SECRET [unset]  HMAC key that signs the challenges (16 to 128 characters). Unset: a random
 *                            key made once and kept in the database (table slider_pow_key), so every
 *                            process of a deployment shares it.
 * - SLIDER_POW_COST [1000]   PBKDF2-SHA-256 iterations of one attempt (1 to 100000).
 * - SLIDER_POW_BASE [1000]   Attempts an IP with no recent asks may need at most (the answer is drawn
 *                            from 1..this, so about half on average).
 * - SLIDER_POW_MAX [10000]   The ceiling: attempts at most, however many asks (a browser solves it in
 *                            about a second; BASE ≤ MAX).
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED_SIZE } from '@jianku/catalog';
import { isEmail, isPhone, type RuntimeConfig } from '@jianku/rules';
import { type DatasheetConfig, readDatasheetConfig } from './lib/datasheet-config.ts';
import { type FilesConfig, readFilesConfig } from './lib/files-config.ts';
import { readSearch3dConfig, type Search3dConfig } from './lib/search3d-config.ts';

/** MIN_FREE_DISK_MB default: room for PostgreSQL's WAL segments and a checkpoint, and some logs */
export const DEFAULT_MIN_FREE_DISK_MB = 512;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Service hours are fixed by the spec (§1, §9): Monday to Friday 8:30 to 18:00. */
export const SERVICE_HOURS = '周一至周五 8:30-18:00';

export interface AppConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** absolute path of the built web app */
  webDist: string;
  /** absolute path of the data folder */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in `${dataDir}/pglite` */
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: a streaming replica for the read paths; undefined: reads from databaseUrl */
  databaseReadUrl: string | undefined;
  /** DATABASE_READ_MAX_LAG_MS: how far behind the replica may be and still serve reads */
  databaseReadMaxLagMs: number;
  /** CATALOG_SEED_SIZE: catalogue items seeded at start; 0 disables seeding */
  catalogSeedSize: number;
  /** REDIS_URL: where the shared per-minute rate limits are counted; undefined: the database */
  redisUrl: string | undefined;
  /** SESSION_MAX_DAYS: absolute session lifetime in days */
  sessionMaxDays: number;
  /** MIN_FREE_DISK_MB in bytes: below it writes answer 507 and readiness is false */
  minFreeDiskBytes: number;
  /** SEARCH_SNAPSHOT_*: the search index snapshot's folder (undefined: off) and the seconds between two */
  searchSnapshot: { dir: string | undefined; everyS: number };
  /** what GET /config.js hands to the web app */
  runtime: RuntimeConfig;
  /** e-mail and the development outbox */
  mail: MailConfig;
  /** WeChat QR sign-in */
  wechat: WechatConfig;
  /** FRAME_ANCESTORS and the other security header settings */
  security: SecurityConfig;
  /** FRONT_LOG_*: storage bounds of the client logs */
  frontLog: FrontLogConfig;
  /** the slider's proof-of-work */
  sliderPow: SliderPowConfig;
  /** OPERATOR_ACCOUNTS: phones and (lower-case) e-mails of the operators */
  operatorAccounts: readonly string[];
  /** uploads and file storage (files-config.ts: DATA_DIR/files or S3_*) */
  files: FilesConfig;
  /** datasheet previews (lib/datasheet-config.ts: DATASHEET_ALLOW_LOOPBACK) */
  datasheets: DatasheetConfig;
  search3d: Search3dConfig; // 3D search (lib/search3d-config.ts: SEARCH3D_INDEX_ON_DEMAND)
}

export interface SecurityConfig {
  /** CSP frame-ancestors sources of the plugin pages: ["'self'"], ["'none'"] or origins */
  frameAncestors: readonly string[];
}

export interface FrontLogConfig {
  maxEntryBytes: number;
  maxBatchBytes: number;
  retentionDays: number;
  maxBytes: number;
  maxPerIpPerDay: number;
}

export interface SliderPowConfig {
  /** SLIDER_POW_SECRET; undefined: the key kept in the database */
  secret: string | undefined;
  /** PBKDF2 iterations per attempt */
  cost: number;
  /** most attempts at the lowest level */
  baseNumber: number;
  /** most attempts at the highest level */
  maxNumber: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  /** both set, or neither */
  auth: { user: string; pass: string } | undefined;
}

export interface MailConfig {
  /** DEV_OUTBOX: record and log every message, serve GET /to/api/dev/outbox */
  devOutbox: boolean;
  /** SMTP_*: undefined means e-mail goes to the outbox only */
  smtp: SmtpConfig | undefined;
  /** MAIL_FROM */
  from: string;
}

export interface WechatConfig {
  /** real: WECHAT_BASE_URL is set; dev: the development provider; off: WeChat sign-in is not offered */
  mode: 'real' | 'dev' | 'off';
  appId: string;
  secret: string;
  /** base of /sns/oauth2/access_token (real mode) */
  apiBase: string;
  /** base of /connect/qrconnect, handed to the web app for the frame */
  connectBase: string;
  redirectUri: string;
}

/** The development provider's credentials (it is inside this server; nothing secret about them). */
export const DEV_WECHAT_APPID = 'wxdev00000000000000';
export const DEV_WECHAT_SECRET = 'jianku-dev-wechat-secret';
/** Where the development provider is mounted. */
export const DEV_WECHAT_BASE = '/to/api/dev/wechat';

/** Thrown by loadConfig with every problem found, one per line. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`配置错误（环境变量）：\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

/** apps/web/dist, found from this file (apps/server/src/config.ts) so that it does not depend on cwd */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

type Env = Readonly<Record<string, string | undefined>>;

/** Loopback addresses: a server listening only there is reachable from this machine alone. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Why the development providers (outbox, WeChat) may not run with these settings, or null when they
 * may: only on a loopback interface, not behind a proxy, not in production.
 */
function developmentExposure(o: { host: string; trustProxy: boolean; production: boolean }): string | null {
  if (o.production) return 'NODE_ENV 为 production';
  if (!isLoopbackHost(o.host)) return `HOST 须为回环地址 127.0.0.1、::1 或 localhost（当前值 "${o.host}"）`;
  if (o.trustProxy) return 'TRUST_PROXY 为 true（经代理对外提供服务）';
  return null;
}

/** A frame-ancestors source: https://host[:port], with an optional leading *. label. */
const FRAME_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** FRAME_ANCESTORS → CSP sources; the keywords may be written with or without their quotes. */
function readFrameAncestors(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return ["'self'"];
  const sources: string[] = [];
  for (const token of raw.split(/[\s,]+/).filter(Boolean)) {
    const word = token.replace(/^'|'$/g, '').toLowerCase();
    const origin = token.replace(/\/+$/, '');
    if (word === 'self' || word === 'none') sources.push(`'${word}'`);
    else if (FRAME_SOURCE.test(origin)) sources.push(origin.toLowerCase());
    else {
      problems.push(
        `FRAME_ANCESTORS 须为以空格或逗号分隔的源地址（如 https://cad.example.com）、'self' 或 'none'（无法识别 "${token}"）`,
      );
      return ["'self'"];
    }
  }
  if (sources.includes("'none'") && sources.length > 1) {
    problems.push("FRAME_ANCESTORS 为 'none' 时不能再列出其他来源");
    return ["'self'"];
  }
  return sources.length > 0 ? [...new Set(sources)] : ["'self'"];
}

/**
 * Read the configuration from `env` (process.env by default). Empty strings count as unset.
 * `cwd` resolves relative paths. Throws ConfigError listing every invalid variable.
 * Long because it reads every environment variable in one place, each in a line or two, in the order of README's table.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const readInt = (name: string, fallback: number, min: number, max: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} 必须是 ${min} 到 ${max} 之间的整数（当前值 "${raw}"）`);
      return fallback;
    }
    return Number(raw);
  };

  const readFlag = (name: string): boolean => {
    const raw = get(name);
    if (raw === undefined) return false;
    const word = raw.toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    problems.push(`${name} 必须是 true 或 false（也可写 1/0、yes/no、on/off；当前值 "${raw}"）`);
    return false;
  };

  const readOrigin = (name: string, fallback: string): string => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    try {
      const url = new URL(raw);
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        (url.pathname === '/' || url.pathname === '')
      ) {
        return url.origin;
      }
    } catch {
      // reported below
    }
    problems.push(`${name} 必须是 http(s) 源地址，例如 https://www.example.com（当前值 "${raw}"）`);
    return fallback;
  };

  const readText = (name: string, fallback: string, maxLength = 500): string => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    if (raw.length > maxLength) {
      problems.push(`${name} 不能超过 ${maxLength} 个字符`);
      return fallback;
    }
    return raw;
  };

  const readPath = (name: string, fallback: string): string => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    return isAbsolute(raw) ? raw : resolve(cwd, raw);
  };

  const readSliderPow = (): SliderPowConfig => {
    const secret = get('SLIDER_POW_SECRET');
    if (secret !== undefined && (secret.length < 16 || secret.length > 128)) {
      problems.push('SLIDER_POW_SECRET 须为 16 到 128 个字符');
    }
    const baseNumber = readInt('SLIDER_POW_BASE', 1000, 1, 10_000_000);
    const maxNumber = readInt('SLIDER_POW_MAX', 10_000, 1, 10_000_000);
    if (maxNumber < baseNumber) problems.push('SLIDER_POW_MAX 不能小于 SLIDER_POW_BASE');
    return { secret, cost: readInt('SLIDER_POW_COST', 1000, 1, 100_000), baseNumber, maxNumber };
  };

  const port = readInt('PORT', 8080, 0, 65535);
  const host = readText('HOST', '0.0.0.0', 255);

  const logLevelRaw = get('LOG_LEVEL')?.toLowerCase() ?? 'info';
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw)) {
    logLevel = logLevelRaw as LogLevel;
  } else {
    problems.push(`LOG_LEVEL 必须是 ${LOG_LEVELS.join('、')} 之一（当前值 "${get('LOG_LEVEL')}"）`);
  }

  const databaseUrl = get('DATABASE_URL');
  if (databaseUrl !== undefined) {
    let valid = false;
    try {
      const url = new URL(databaseUrl);
      valid = (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      valid = false;
    }
    if (!valid) {
      problems.push('DATABASE_URL 必须形如 postgres://用户:密码@主机:端口/数据库（不设置则使用内置数据库）');
    }
  }

  const databaseReadUrl = get('DATABASE_READ_URL');
  if (
    databaseReadUrl !== undefined &&
    (databaseUrl === undefined || !/^postgres(ql)?:\/\/[^/]+/.test(databaseReadUrl))
  ) {
    problems.push(
      'DATABASE_READ_URL 必须形如 postgres://用户:密码@主机:端口/数据库，且须同时设置 DATABASE_URL',
    );
  }

  const redisUrl = get('REDIS_URL');
  if (redisUrl !== undefined) {
    let valid = false;
    try {
      const url = new URL(redisUrl);
      valid = (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
    } catch {
      valid = false;
    }
    if (!valid) problems.push('REDIS_URL 必须形如 redis://主机:端口（不设置则限流计数存于数据库）');
  }

  const publicOrigin = readOrigin('PUBLIC_ORIGIN', `http://localhost:${port === 0 ? 8080 : port}`);
  const openOrigin = readOrigin('OPEN_ORIGIN', publicOrigin);
  const companyDomain = readText('COMPANY_DOMAIN', new URL(publicOrigin).hostname, 255);
  if (!/^[a-z0-9.-]+$/i.test(companyDomain)) {
    problems.push(`COMPANY_DOMAIN 必须是域名，例如 example.com（当前值 "${companyDomain}"）`);
  }

  const qrCodeUrl = readText('CONTACT_QR_URL', '', 2048);
  if (qrCodeUrl !== '' && !/^(https?:\/\/|\/)/.test(qrCodeUrl)) {
    problems.push(`CONTACT_QR_URL 必须是 http(s) 地址或以 / 开头的路径（当前值 "${qrCodeUrl}"）`);
  }

  const production = get('NODE_ENV') === 'production';
  const trustProxy = readFlag('TRUST_PROXY');

  const smtpHost = get('SMTP_HOST');
  const smtpSecure = readFlag('SMTP_SECURE');
  const smtpPort = readInt('SMTP_PORT', smtpSecure ? 465 : 587, 1, 65535);
  const smtpUser = get('SMTP_USER');
  const smtpPass = get('SMTP_PASS');
  if ((smtpUser === undefined) !== (smtpPass === undefined)) {
    problems.push('SMTP_USER 与 SMTP_PASS 须同时设置或同时不设置');
  }
  if (smtpHost !== undefined && !/^[A-Za-z0-9.:[\]-]+$/.test(smtpHost)) {
    problems.push(`SMTP_HOST 必须是主机名或 IP 地址（当前值 "${smtpHost}"）`);
  }
  const mailFrom = readText('MAIL_FROM', `件库 <no-reply@${companyDomain}>`, 320);

  const readBase = (name: string): string | undefined => {
    const raw = get(name);
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
    } catch {
      // reported below
    }
    problems.push(`${name} 必须是 http(s) 地址，例如 https://api.weixin.qq.com（当前值 "${raw}"）`);
    return undefined;
  };
  const wechatBase = readBase('WECHAT_BASE_URL');
  const wechatConnect = readBase('WECHAT_CONNECT_URL');
  const wechatRedirect = readBase('WECHAT_REDIRECT_URI');
  const wechatAppId = readText('WECHAT_APPID', '', 64);
  const wechatSecret = readText('WECHAT_SECRET', '', 128);
  const devOutbox = readFlag('DEV_OUTBOX');
  const devWechat = readFlag('DEV_WECHAT');
  const devProblem = developmentExposure({ host, trustProxy, production });
  if ((devOutbox || devWechat) && devProblem) {
    const names = [devOutbox ? 'DEV_OUTBOX' : '', devWechat ? 'DEV_WECHAT' : ''].filter(Boolean).join('、');
    problems.push(`${names} 只能在本机开发时开启：${devProblem}（它们让任何人读取验证码或冒名登录）`);
  }
  let wechat: WechatConfig;
  if (get('WECHAT_BASE_URL') !== undefined) {
    if (wechatAppId === '' || wechatSecret === '') {
      problems.push('设置了 WECHAT_BASE_URL 时，WECHAT_APPID 与 WECHAT_SECRET 也必须设置');
    }
    const apiBase = wechatBase ?? '';
    wechat = {
      mode: 'real',
      appId: wechatAppId,
      secret: wechatSecret,
      apiBase,
      connectBase: wechatConnect ?? apiBase,
      redirectUri: wechatRedirect ?? `${publicOrigin}/sso`,
    };
  } else {
    wechat = {
      mode: devWechat ? 'dev' : 'off',
      appId: DEV_WECHAT_APPID,
      secret: DEV_WECHAT_SECRET,
      apiBase: DEV_WECHAT_BASE,
      connectBase: DEV_WECHAT_BASE,
      redirectUri: wechatRedirect ?? `${publicOrigin}/sso`,
    };
  }

  const frameAncestors = readFrameAncestors(get('FRAME_ANCESTORS'), problems);
  const dataDir = readPath('DATA_DIR', resolve(cwd, 'data'));

  const operatorAccounts = (get('OPERATOR_ACCOUNTS') ?? '')
    .split(/[\s,，]+/)
    .filter((account) => account !== '')
    .map((account) => (isPhone(account) ? account : account.toLowerCase()));
  for (const account of operatorAccounts) {
    if (!isPhone(account) && !isEmail(account)) {
      problems.push(`OPERATOR_ACCOUNTS 只能列出手机号或邮箱，用逗号分隔（"${account}" 两者都不是）`);
    }
  }

  const config: AppConfig = {
    port,
    host,
    logLevel,
    trustProxy,
    webDist: readPath('WEB_DIST', DEFAULT_WEB_DIST),
    dataDir,
    databaseUrl,
    catalogSeedSize: readInt('CATALOG_SEED_SIZE', DEFAULT_SEED_SIZE, 0, 1_000_000),
    redisUrl,
    sessionMaxDays: readInt('SESSION_MAX_DAYS', 30, 1, 365),
    databaseReadUrl,
    databaseReadMaxLagMs: readInt('DATABASE_READ_MAX_LAG_MS', 1000, 50, 600_000),
    minFreeDiskBytes: readInt('MIN_FREE_DISK_MB', DEFAULT_MIN_FREE_DISK_MB, 0, 1_048_576) * 1_048_576,
    searchSnapshot: {
      dir:
        get('SEARCH_SNAPSHOT_DIR')?.toLowerCase() === 'off'
          ? undefined
          : readPath('SEARCH_SNAPSHOT_DIR', join(dataDir, 'search-index')),
      everyS: readInt('SEARCH_SNAPSHOT_EVERY_S', 600, 10, 86_400),
    },
    runtime: {
      ignoreComponent: readFlag('IGNORE_COMPONENT'),
      ignorePart: readFlag('IGNORE_PART'),
      ignoreOpen: readFlag('IGNORE_OPEN'),
      ignoreHome: readFlag('IGNORE_HOME'),
      privateDeploy: readFlag('PRIVATE_DEPLOY'),
      companyName: readText('COMPANY_NAME', '件库科技', 100),
      filing: { com: readText('FILING_COM', '', 100), cn: readText('FILING_CN', '', 100) },
      contact: {
        hotline: readText('CONTACT_HOTLINE', '', 50),
        email: readText('CONTACT_EMAIL', '', 100),
        serviceHours: SERVICE_HOURS,
        address: readText('CONTACT_ADDRESS', '', 200),
        qrCodeUrl,
      },
      publicOrigin,
      openOrigin,
      companyDomain,
    },
    mail: {
      devOutbox,
      smtp:
        smtpHost === undefined
          ? undefined
          : {
              host: smtpHost,
              port: smtpPort,
              secure: smtpSecure,
              auth:
                smtpUser !== undefined && smtpPass !== undefined
                  ? { user: smtpUser, pass: smtpPass }
                  : undefined,
            },
      from: mailFrom,
    },
    wechat,
    security: { frameAncestors },
    frontLog: {
      maxEntryBytes: readInt('FRONT_LOG_MAX_ENTRY_BYTES', 32_768, 1024, 1_000_000),
      maxBatchBytes: readInt('FRONT_LOG_MAX_BATCH_BYTES', 524_288, 1024, 1_000_000),
      retentionDays: readInt('FRONT_LOG_RETENTION_DAYS', 14, 1, 3650),
      maxBytes: readInt('FRONT_LOG_MAX_MB', 64, 1, 1_000_000) * 1024 * 1024,
      maxPerIpPerDay: readInt('FRONT_LOG_MAX_PER_IP_PER_DAY', 2000, 1, 10_000_000),
    },
    sliderPow: readSliderPow(),
    operatorAccounts,
    files: readFilesConfig({ get, readInt, readFlag, problems }, dataDir),
    datasheets: readDatasheetConfig({ readFlag }, dataDir),
    search3d: readSearch3dConfig({ readFlag }),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
