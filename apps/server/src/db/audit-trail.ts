/**
 * The audit hook (issue 14): how a module records a change to an organisation in the audit log, in the same
 * transaction as the change. The recorder is built by modules/audit (audit.repository.ts recordAudit) and
 * handed to the services that change an organisation's data (orgs, org-library, warehouse) by
 * modules/index.ts, as files gets orgOfUpload: a module below audit in the build order calls it without
 * importing it.
 *
 *   await inTransaction(async (trx) => {
 *     ... the change through repositories bound to trx ...
 *     await audit(trx, { orgId, actorId, action: AuditAction.stockOut, targetType: 'stock', ... });
 *   });
 */
import type { AuditActionValue } from '@jianku/rules/audit-schemas';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface AuditRecord {
  orgId: number;
  /** the acting user (null: the system) */
  actorId: number | null;
  action: AuditActionValue;
  /** item, member, location, stock, import, settings */
  targetType: string;
  targetId: string | number;
  /** one line a person reads (型号, 数量, 库位 ...) */
  summary: string;
  before: unknown;
  after: unknown;
}

/** Writes one audit row through `db` (a transaction: the row commits or rolls back with the change). */
export type AuditRecorder = (db: Kysely<Database>, record: AuditRecord) => Promise<void>;
