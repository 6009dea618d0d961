/**
 * The audit log's rules (issue 14): owners and admins (org:audit:query) of the session's organisation read its
 * entries, filtered by user, action and a date range (days in China time, UTC+8), and export them. Recording is
 * audit.repository.ts recordAudit, called by the changing services in their own transactions.
 */
import { OrgPermission } from '@jianku/rules';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_EXPORT_MAX_ROWS,
  type AuditActionValue,
  type AuditEntry,
  type AuditExportQuery,
  AuditMessage,
  type AuditPage,
  type AuditQuery,
} from '@jianku/rules/audit-schemas';
import { scopeOf, type TenantScope } from '../../db/tenant-scope.ts';
import { badRequest } from '../../lib/app-error.ts';
import {
  actorOf,
  forbidden,
  type OrgRepositories,
  permissionsOf,
  type Requester,
} from '../orgs/org-access.ts';
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository.ts';
import { auditCsv, auditXlsx } from './audit-export.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a China-time day (YYYY-MM-DD), or 400. */
function dayStart(text: string): Date {
  const m = DAY.exec(text.trim());
  const date = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00+08:00`) : null;
  if (!date || Number.isNaN(date.getTime())) throw badRequest(AuditMessage.dateInvalid);
  // 2026-02-31 parses as March: refuse what the calendar does not have
  const back = new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (back !== text.trim()) throw badRequest(AuditMessage.dateInvalid);
  return date;
}

export function auditFilterOf(query: {
  userId?: number;
  action?: string;
  from?: string;
  to?: string;
}): AuditFilter {
  const filter: AuditFilter = {};
  if (query.userId !== undefined) filter.actorId = query.userId;
  if (query.action !== undefined && query.action !== '') {
    if (!AUDIT_ACTIONS.includes(query.action as AuditActionValue))
      throw badRequest(AuditMessage.actionInvalid);
    filter.action = query.action;
  }
  if (query.from) filter.from = dayStart(query.from);
  if (query.to) filter.to = new Date(dayStart(query.to).getTime() + DAY_MS);
  if (filter.from && filter.to && filter.from >= filter.to) throw badRequest(AuditMessage.rangeInvalid);
  return filter;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId === null ? null : Number(row.actorId),
    actorName: row.actorName ?? '',
    action: row.action,
    actionLabel: AUDIT_ACTION_LABELS[row.action as AuditActionValue] ?? row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export function createAuditService(deps: { repository: AuditRepository; orgs: OrgRepositories }) {
  const { repository, orgs } = deps;

  async function adminScope(user: Requester): Promise<TenantScope> {
    const actor = await actorOf(orgs, user);
    if (!permissionsOf(actor.role).includes(OrgPermission.auditQuery))
      throw forbidden(AuditMessage.adminOnly);
    return scopeOf(actor.orgId);
  }

  return {
    async list(user: Requester, query: AuditQuery): Promise<AuditPage> {
      const scope = await adminScope(user);
      const filter = auditFilterOf(query);
      const [rows, total] = await Promise.all([
        repository.list(scope, filter, query.pageSize, (query.page - 1) * query.pageSize),
        repository.count(scope, filter),
      ]);
      return { list: rows.map(toAuditEntry), total };
    },

    async export(
      user: Requester,
      query: AuditExportQuery,
    ): Promise<{ body: Buffer; fileName: string; mime: string }> {
      const scope = await adminScope(user);
      const entries = (await repository.list(scope, auditFilterOf(query), AUDIT_EXPORT_MAX_ROWS, 0)).map(
        toAuditEntry,
      );
      const stamp = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
      if (query.format === 'csv') {
        return {
          body: auditCsv(entries),
          fileName: `审计日志-${stamp}.csv`,
          mime: 'text/csv; charset=utf-8',
        };
      }
      return {
        body: await auditXlsx(entries),
        fileName: `审计日志-${stamp}.xlsx`,
        mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
