/**
 * Client error logs (spec §7 POST /tool/api/front/log, §9 local log queue of 30 entries): the web app
 * posts its queued entries as a JSON string in the field `data`. Either every entry is valid and all
 * are stored, or nothing is stored and the client keeps its queue.
 */
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { badRequest } from '../../lib/app-error.ts';
import { type SchemaError, validationMessage } from '../../lib/validation-message.ts';
import type { FrontLogRepository, NewFrontLog } from './front-log.repository.ts';

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
}

const asText = (value: string | number | null | undefined): string | null =>
  value === undefined || value === null ? null : String(value);

export function createFrontLogService(repository: FrontLogRepository): FrontLogService {
  return {
    async saveClientLogs(data, client) {
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
          ip: client.ip.slice(0, 64),
          user_agent: userAgent,
        };
      });
      return repository.insertMany(rows);
    },
  };
}
