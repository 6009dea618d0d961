/**
 * What the two imports (CSV/.xlsx rows, KiCad symbols) share once their rows are read: duplicates within the
 * file refused, each row matched to the organisation's items (the same internal part number, or without one
 * the same maker part number among its items without one: updated, not added again; several such items: the
 * row is refused as ambiguous), the preview's counts and rows, and the commit that starts the background job.
 */
import {
  ORG_IMPORT_JOB_REJECTS,
  ORG_IMPORT_PREVIEW_ROWS,
  type OrgImportJob,
  OrgImportMessage,
  type OrgImportRow,
} from '@jianku/rules/org-library-schemas';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { ImportFile, OrgImportJobs } from './org-import-jobs.ts';
import type { NewOrgItem, OrgLibraryRepository } from './org-library.repository.ts';

export interface ReadRow {
  row: OrgImportRow;
  item?: NewOrgItem;
  /** the organisation's item the row updates (set by matchRows) */
  targetId?: number | null;
  files?: ImportFile[];
}

const reject = (r: ReadRow, reason: string): ReadRow => ({ row: { ...r.row, ok: false, reason } });

/** Duplicates within the file refused, then each accepted row matched to the organisation's items. */
export async function matchRows(
  repository: OrgLibraryRepository,
  scope: TenantScope,
  rows: ReadRow[],
): Promise<ReadRow[]> {
  const codes = new Set<string>();
  const models = new Set<string>();
  const unique = rows.map((r) => {
    if (!r.item) return r;
    const { internalCode, model } = r.item;
    if (internalCode !== null) {
      if (codes.has(internalCode)) return reject(r, OrgImportMessage.duplicateInFile(internalCode));
      codes.add(internalCode);
    } else {
      if (models.has(model)) return reject(r, OrgImportMessage.duplicateModelInFile(model));
      models.add(model);
    }
    return r;
  });
  const { byCode, byModel } = await repository.matchItems(scope, [...codes], [...models]);
  return unique.map((r) => {
    if (!r.item) return r;
    const { internalCode, model } = r.item;
    const ids =
      internalCode === null ? (byModel.get(model) ?? []) : [byCode.get(internalCode)].flatMap((x) => x ?? []);
    if (ids.length > 1) return reject(r, OrgImportMessage.ambiguousModel(model));
    const targetId = ids[0] ?? null;
    return { ...r, targetId, row: { ...r.row, action: targetId === null ? 'add' : 'update' } };
  });
}

/** The preview's counts and rows (rejected ones first). */
export function previewOf(read: readonly ReadRow[]) {
  const rejected = read.filter((r) => !r.row.ok);
  const accepted = read.filter((r) => r.row.ok);
  return {
    total: read.length,
    accepted: accepted.length,
    rejected: rejected.length,
    toAdd: accepted.filter((r) => r.targetId === null).length,
    toUpdate: accepted.filter((r) => typeof r.targetId === 'number').length,
    rows: [...rejected, ...accepted].slice(0, ORG_IMPORT_PREVIEW_ROWS).map((r) => r.row),
  };
}

/**
 * Start the background job of the accepted rows: refused (nothing written) while any row is rejected, unless
 * `skip` (the rejected rows and their reasons are kept in the job).
 */
export async function commitRows(
  jobs: OrgImportJobs,
  scope: TenantScope & { userId: number },
  read: readonly ReadRow[],
  options: { kind: 'sheet' | 'kicad'; fileName: string; skip?: boolean | undefined },
): Promise<OrgImportJob> {
  const rejected = read.filter((r) => !r.row.ok);
  if (rejected.length > 0 && !options.skip) throw badRequest(OrgImportMessage.rejected(rejected.length));
  const writes = read.flatMap((r) =>
    r.row.ok && r.item
      ? [{ item: r.item, targetId: r.targetId ?? null, ...(r.files ? { files: r.files } : {}) }]
      : [],
  );
  if (writes.length === 0) throw badRequest(OrgImportMessage.nothingToImport);
  return jobs.start(
    {
      orgId: scope.orgId as number,
      createdBy: scope.userId,
      kind: options.kind,
      fileName: options.fileName,
      total: writes.length,
      rejected: rejected.length,
      rejects: rejected
        .slice(0, ORG_IMPORT_JOB_REJECTS)
        .map((r) => ({ line: r.row.line, model: r.row.model, reason: r.row.reason ?? '' })),
    },
    writes,
  );
}
