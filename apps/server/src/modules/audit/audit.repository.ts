/**
 * SQL of the audit log (issue 14): the recorder other modules call inside their transactions
 * (db/audit-trail.ts), and the filtered reads of one organisation's entries, newest first. Every read names
 * the organisation through db/tenant-scope.ts.
 */
import type { Kysely } from 'kysely';
import type { AuditRecorder } from '../../db/audit-trail.ts';
import type { Database } from '../../db/schema.ts';
import { itemOwnedBy, type TenantScope } from '../../db/tenant-scope.ts';

/** A JSON value as the jsonb column takes it (null stays SQL null). */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const recordAudit: AuditRecorder = async (db, record) => {
  await db
    .insertInto('org_audit')
    .values({
      org_id: record.orgId,
      actor_id: record.actorId,
      action: record.action,
      target_type: record.targetType,
      target_id: String(record.targetId).slice(0, 64),
      summary: record.summary.slice(0, 500),
      before: json(record.before),
      after: json(record.after),
    })
    .execute();
};

export interface AuditFilter {
  actorId?: number;
  action?: string;
  from?: Date;
  /** exclusive */
  to?: Date;
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before: unknown;
  after: unknown;
}

export function createAuditRepository(db: Kysely<Database>) {
  const filtered = (scope: TenantScope, filter: AuditFilter) => {
    let query = db.selectFrom('org_audit as a').where(itemOwnedBy(scope, 'a'));
    if (filter.actorId !== undefined) query = query.where('a.actor_id', '=', filter.actorId);
    if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
    if (filter.from) query = query.where('a.created_at', '>=', filter.from);
    if (filter.to) query = query.where('a.created_at', '<', filter.to);
    return query;
  };
  return {
    async list(scope: TenantScope, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
      const rows = await filtered(scope, filter)
        .leftJoin('users as u', 'u.id', 'a.actor_id')
        .select([
          'a.id',
          'a.created_at as createdAt',
          'a.actor_id as actorId',
          'u.nickname as actorName',
          'a.action',
          'a.target_type as targetType',
          'a.target_id as targetId',
          'a.summary',
          'a.before',
          'a.after',
        ])
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },
    async count(scope: TenantScope, filter: AuditFilter): Promise<number> {
      const row = await filtered(scope, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
