/**
 * The tables as Kysely sees them. Add a table here when a migration creates it.
 * Column names are the database's (snake_case). int8 columns read as numbers (type-parsers.mjs).
 */
import type { ColumnType, Generated } from 'kysely';
import type { BomTables } from './bom.tables.ts';
import type { CatalogTables } from './catalog.tables.ts';
import type { CompareTables } from './compare.tables.ts';
import type { FeedbackTables } from './feedback.tables.ts';
import type { FilesTables } from './files.tables.ts';
import type { OrgImportTables } from './org-import.tables.ts';
import type { OrgsTables } from './orgs.tables.ts';
import type { VendorTables } from './vendor.tables.ts';
import type { WarehouseTables } from './warehouse.tables.ts';

/** a column the database fills (default now()) and the application never writes */
type CreatedAt = ColumnType<Date, never, never>;
/** a column with a database default that may be written */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** Dictionary entries (字典数据), e.g. system_config: token_expire_time = 120 (spec §3, §7). */
export interface DictDataTable {
  id: Generated<number>;
  dict_type: string;
  label: string;
  value: string;
  sort: WithDefault<number>;
  enabled: WithDefault<boolean>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

/** Client error logs posted by the web app (POST /tool/api/front/log, spec §7). */
export interface FrontLogTable {
  id: Generated<number>;
  message: string | null;
  stack: string | null;
  code: string | null;
  url: string | null;
  position: string | null;
  name: string | null;
  level: number | null;
  type: string | null;
  hash: string | null;
  /** the client's time of the error, as the client sent it */
  client_time: string | null;
  /** other fields of the entry, as JSON */
  extra: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  ip: string | null;
  user_agent: string | null;
  /** the stored size of the entry in bytes (FRONT_LOG_MAX_MB is summed from it) */
  bytes: Generated<number>;
  created_at: CreatedAt;
}

/** Client log entries dropped or pruned, per day and reason (modules/front-log, FRONT_LOG_*). */
export interface FrontLogDropTable {
  day: ColumnType<string, string, string>;
  reason: string;
  count: ColumnType<number, number, number>;
  updated_at: Generated<Date>;
}

/** Organisations (spec §3/§6). Row 1 is the placeholder of users in no organisation (seeded, not enabled). */
export interface OrgTable {
  id: Generated<number>;
  name: string;
  enabled: WithDefault<boolean>;
  /** business scopes joined by commas, e.g. '1,2' (1 part, 2 component: the enterprise-library switch needs 1) */
  business_scope: WithDefault<string>;
  /** the unified social credit code (GB 32100-2015), unique when given (0015) */
  credit_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** the logo's file id, '' for none (0015) */
  logo: WithDefault<string>;
  /** the user who created it (0015) */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

/** Accounts. org_id 0: platform user (no org row); 1: no organisation (blocked); above 1: an organisation. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  nickname: WithDefault<string>;
  /** lower-case */
  email: string | null;
  mobile: string | null;
  /** argon2id PHC string */
  password_hash: string | null;
  /** a file id or an http(s) URL; '' for none */
  avatar: WithDefault<string>;
  org_id: WithDefault<number>;
  enabled: WithDefault<boolean>;
  wechat_open_id: string | null;
  /** the open-platform client id, once one is issued */
  client_id: string | null;
  /** the channel the user registered from (register's origin) */
  origin: WithDefault<string>;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  enabled: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface RolePermissionTable {
  role_id: number;
  /** e.g. system:user:query, or *:*:* */
  permission: string;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

/** Menus of the platform side (get-permission-info?appType=1). */
export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  path: WithDefault<string>;
  icon: WithDefault<string>;
  /** null: every platform user sees it */
  permission: string | null;
  sort: WithDefault<number>;
  enabled: WithDefault<boolean>;
}

/** Issued token pairs (sha256 of each token); a refresh rotates to a new row of the same family. */
export interface AuthTokenTable {
  id: Generated<number>;
  family_id: string;
  user_id: number;
  access_hash: string;
  refresh_hash: string;
  created_at: Date;
  last_used_at: Date;
  refresh_expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  /** the family's sign-in: the absolute session lifetime counts from it */
  session_started_at: Date;
  /** the client that rotated this refresh token (the replay grace window compares with it) */
  rotated_ip: string | null;
  rotated_user_agent: string | null;
}

/** Row locks that serialise the decisions on one key (see migration 0005). */
export interface LimitKeyTable {
  key: string;
  touched_at: WithDefault<Date>;
}

/** Per-window request counters of the shared rate-limit store. */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  reset_at: Date;
}

export interface LoginFailureTable {
  id: Generated<number>;
  account_key: string;
  ip: string;
  created_at: Date;
}

export interface AccountLockTable {
  account_key: string;
  locked_until: Date;
}

/** Verification codes (sha256 of channel, target, scene and code); code_hash null: a refused request. */
export interface VerificationCodeTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  target: string;
  scene: number;
  code_hash: string | null;
  /** the slider token spent on sending it */
  slider_token_hash: string | null;
  attempts: WithDefault<number>;
  ip: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  voided_at: Date | null;
}

export interface SliderChallengeTable {
  id: string;
  width: number;
  handle_width: number;
  created_at: Date;
  expires_at: Date;
  answered_at: Date | null;
  token_hash: string | null;
  token_expires_at: Date | null;
  token_used_at: Date | null;
  /** the IP that asked (0008) */
  ip: string | null;
  /** the proof-of-work level it was given (0008) */
  pow_level: Generated<number>;
  /** the signed ALTCHA challenge, JSON (0008) */
  pow_challenge: string | null;
  /** sha256 of the phone or e-mail its token was spent on (0008) */
  target_hash: string | null;
}

/** The slider proof-of-work's HMAC key when SLIDER_POW_SECRET is unset (one row, id 1). */
export interface SliderPowKeyTable {
  id: number;
  secret: string;
  created_at: Generated<Date>;
}

/** Outgoing e-mails and SMS as developers read them (GET /to/api/dev/outbox). */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  target: string;
  subject: WithDefault<string>;
  text: string;
  created_at: CreatedAt;
}

export interface WechatStateTable {
  state_hash: string;
  scan_type: 'login' | 'band';
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  pending_open_id: string | null;
  pending_hash: string | null;
  pending_used_at: Date | null;
}

/** one row (id 1) rewritten by the readiness check */
export interface HealthProbeTable {
  id: number;
  checked_at: Date;
}

export interface Database
  extends BomTables,
    CatalogTables,
    CompareTables,
    FeedbackTables,
    FilesTables,
    OrgImportTables,
    OrgsTables,
    VendorTables,
    WarehouseTables {
  dict_data: DictDataTable;
  front_log: FrontLogTable;
  front_log_drop: FrontLogDropTable;
  org: OrgTable;
  users: UsersTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  user_role: UserRoleTable;
  menu: MenuTable;
  auth_token: AuthTokenTable;
  login_failure: LoginFailureTable;
  account_lock: AccountLockTable;
  verification_code: VerificationCodeTable;
  slider_challenge: SliderChallengeTable;
  slider_pow_key: SliderPowKeyTable;
  outbox: OutboxTable;
  wechat_state: WechatStateTable;
  limit_key: LimitKeyTable;
  rate_limit_hit: RateLimitHitTable;
  health_probe: HealthProbeTable;
}
