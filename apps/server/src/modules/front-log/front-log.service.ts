/**
 * Client error logs (spec §7 POST /tool/api/front/log, §9 local log queue of 30 entries): the web app
 * posts its queued entries as a JSON string in the field `data`. A malformed batch (bad JSON, a field
 * over its length, a NUL character) is refused whole (HTTP 400) and the client keeps its queue.
 *
 * Storage is bounded (FRONT_LOG_* in config.ts): a batch over maxBatchBytes is refused (413); an
 * entry over maxEntryBytes, or beyond its IP's daily quota, is dropped while the rest are stored;
 * entries older than retentionDays and the oldest beyond maxBytes are pruned (at most once a minute,
 * after a save). Every drop is added to front_log_drop (day, reason) and logged.
 */
import { ErrorCode, ErrorMessage } from '@jianku/rules';
import type { FastifyBaseLogger } from 'fastify';
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { FrontLogConfig } from '../../config.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { unsafeInputMessage } from '../../lib/unsafe-input.ts';
import { type SchemaError, validationMessage } from '../../lib/validation-message.ts';
import type { FrontLogDropReason, FrontLogRepository, NewFrontLog } from './front-log.repository.ts';

/** How often the retention and size bounds are applied (after a save). */
export const FRONT_LOG_PRUNE_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** spec §9: the client's local log queue holds at most 30 entries */
export const FRONT_LOG_MAX_ENTRIES = 30;
/** the JSON of the fields we have no column for, per entry */
export const FRONT_LOG_MAX_EXTRA = 4000;

const text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const textOrNumber = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Number(), Type.Null()]));

/** One entry of the client's queue (spec §3 error object: code, message, name, level, type, hash, position ...). */
export const FrontLogEntrySchema = Type.Object(
  {
    message: text(4000),
    stack: text(20000),
    code: textOrNumber(64),
    url: text(2048),
    position: text(512),
    name: text(256),
    level: Type.Optional(Type.Union([Type.Integer({ minimum: -100, maximum: 100 }), Type.Null()])),
    type: text(64),
    hash: text(128),
    time: textOrNumber(64),
  },
  { additionalProperties: true },
);
export type FrontLogEntry = Static<typeof FrontLogEntrySchema>;

const EntriesSchema = Type.Array(FrontLogEntrySchema, { maxItems: FRONT_LOG_MAX_ENTRIES });
const checkEntries = Compile(EntriesSchema);

const KNOWN_FIELDS = new Set(Object.keys(FrontLogEntrySchema.properties));

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface FrontLogService {
  /** Validate and store the entries in `data`; returns how many were stored. Bad input: AppError 400. */
  saveClientLogs(data: string, client: ClientInfo): Promise<number>;
  /** Apply the retention and size bounds now; returns how many entries were deleted. */
  prune(): Promise<number>;
  /** The drop counters (front_log_drop), newest day first. */
  drops(): Promise<{ day: string; reason: string; count: number }[]>;
}

export interface FrontLogServiceDeps {
  repository: FrontLogRepository;
  bounds: FrontLogConfig;
  now: () => Date;
  log: FastifyBaseLogger;
}

const asText = (value: string | number | null | undefined): string | null =>
  value === undefined || value === null ? null : String(value);

export function createFrontLogService({
  repository,
  bounds,
  now,
  log,
}: FrontLogServiceDeps): FrontLogService {
  let lastPrune = Number.NEGATIVE_INFINITY;

  async function drop(reason: FrontLogDropReason, count: number, ip?: string): Promise<void> {
    if (count <= 0) return;
    await repository.countDrop(now().toISOString().slice(0, 10), reason, count);
    log.warn({ reason, count, ip }, 'client log entries dropped');
  }

  async function prune(): Promise<number> {
    lastPrune = now().getTime();
    const expired = await repository.deleteOlderThan(new Date(lastPrune - bounds.retentionDays * DAY_MS));
    const oversize = await repository.deleteOldestBeyond(bounds.maxBytes);
    await drop('retention', expired);
    await drop('size_cap', oversize);
    return expired + oversize;
  }

  return {
    prune,
    drops: () => repository.listDrops(),

    async saveClientLogs(data, client) {
      const ip = client.ip.slice(0, 64);
      if (Buffer.byteLength(data) > bounds.maxBatchBytes) {
        await drop('batch_too_large', 1, ip);
        throw new AppError(ErrorCode.payloadTooLarge, ErrorMessage.payloadTooLarge, 413);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        throw badRequest('请求参数不正确：data 不是合法的JSON');
      }
      if (!Array.isArray(parsed)) throw badRequest('请求参数不正确：data 应为日志数组（JSON）');
      if (parsed.length > FRONT_LOG_MAX_ENTRIES) {
        throw badRequest(`请求参数不正确：data 最多 ${FRONT_LOG_MAX_ENTRIES} 条日志`);
      }
      if (!checkEntries.Check(parsed)) {
        const errors = [...checkEntries.Errors(parsed)] as SchemaError[];
        throw badRequest(
          validationMessage(
            errors.map((error) => ({ ...error, instancePath: `/data${error.instancePath}` })),
          ),
        );
      }
      const unsafe = unsafeInputMessage(parsed, 'data', '/data');
      if (unsafe) throw badRequest(unsafe);

      const userAgent = client.userAgent?.slice(0, 512) ?? null;
      const rows: NewFrontLog[] = parsed.map((entry, index) => {
        const extraFields = Object.fromEntries(
          Object.entries(entry).filter(([key]) => !KNOWN_FIELDS.has(key)),
        );
        const extra = Object.keys(extraFields).length > 0 ? JSON.stringify(extraFields) : null;
        if (extra !== null && extra.length > FRONT_LOG_MAX_EXTRA) {
          throw badRequest(
            `请求参数不正确：data[${index}] 的附加字段过长（最多 ${FRONT_LOG_MAX_EXTRA} 个字符）`,
          );
        }
        return {
          message: asText(entry.message),
          stack: asText(entry.stack),
          code: asText(entry.code),
          url: asText(entry.url),
          position: asText(entry.position),
          name: asText(entry.name),
          level: entry.level ?? null,
          type: asText(entry.type),
          hash: asText(entry.hash),
          client_time: asText(entry.time),
          extra,
          ip,
          user_agent: userAgent,
          bytes: Buffer.byteLength(JSON.stringify(entry)),
        };
      });

      const fitting = rows.filter((row) => (row.bytes ?? 0) <= bounds.maxEntryBytes);
      await drop('entry_too_large', rows.length - fitting.length, ip);
      const used = await repository.countFromIp(ip, new Date(now().getTime() - DAY_MS));
      const kept = fitting.slice(0, Math.max(0, bounds.maxPerIpPerDay - used));
      await drop('ip_quota', fitting.length - kept.length, ip);
      const stored = await repository.insertMany(kept);
      if (now().getTime() - lastPrune >= FRONT_LOG_PRUNE_INTERVAL_MS) await prune();
      return stored;
    },
  };
}
