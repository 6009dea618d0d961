/**
 * Import of a CSV or .xlsx file into the enterprise library (issue 14): the file is uploaded first (bizCode
 * org-import, so it is the organisation's and read here through the tenant scope: another organisation's file
 * is 404); its header row is mapped to the item's fields and the category's parameters (guessed from the
 * header names unless given); every row is read with the rules of a hand-made item (units as the public
 * library reads them). A preview shows what each row becomes and every rejected row with its reason; a commit
 * writes all rows in one transaction, and only when no row is rejected (nothing half-imported).
 */
import type { ParamDef } from '@jianku/catalog';
import { ErrorCode, UploadMessage } from '@jianku/rules';
import {
  ORG_IMPORT_MAX_BYTES,
  ORG_IMPORT_MAX_ROWS,
  ORG_IMPORT_PREVIEW_ROWS,
  type OrgImportBody,
  type OrgImportMapping,
  OrgImportMessage,
  type OrgImportResult,
  type OrgImportRow,
} from '@jianku/rules/org-library-schemas';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { CategoryRecord } from '../catalog/catalog.repository.ts';
import type { FilesService } from '../files/files.service.ts';
import type { Requester } from '../orgs/org-access.ts';
import { uniqueViolation } from '../orgs/org-access.ts';
import type { SearchService } from '../search/search.service.ts';
import type { NewOrgItem, OrgLibraryRepository } from './org-library.repository.ts';
import type { OrgLibraryService } from './org-library.service.ts';
import { type Cell, FORMULA, readSheet, type Sheet } from './spreadsheet.ts';

export interface OrgImportDeps {
  library: OrgLibraryService;
  files: FilesService;
  repository: OrgLibraryRepository;
  search: SearchService;
  /** run `work` in one transaction with a repository bound to it */
  inTransaction: <T>(work: (repository: OrgLibraryRepository) => Promise<T>) => Promise<T>;
}

type Field = 'model' | 'name' | 'internalCode' | 'package' | 'notes';
const FIELD_NAMES: Record<Field, readonly string[]> = {
  model: ['型号', 'model', '制造商料号', 'mpn', 'partnumber', '厂家型号'],
  name: ['名称', 'name', '品名'],
  internalCode: ['企业内部料号', '内部料号', 'internalcode', '物料编码', '料号'],
  package: ['封装', 'package'],
  notes: ['备注', 'notes', 'note'],
};
const FIELDS = Object.keys(FIELD_NAMES) as Field[];

const norm = (text: string) => text.toLowerCase().replace(/[\s_\-（）()]/g, '');

/** The mapping of the header: the given one (checked), or guessed from the header's names. */
export function mappingOf(header: readonly string[], defs: readonly ParamDef[], given?: OrgImportMapping) {
  if (given) {
    const named = [...FIELDS.map((f) => given[f]), ...Object.values(given.params ?? {})];
    for (const column of named) {
      if (column !== undefined && !header.includes(column))
        throw badRequest(OrgImportMessage.unknownColumn(column));
    }
    return given;
  }
  const find = (names: readonly string[]) => header.find((h) => names.includes(norm(h)));
  const mapping: OrgImportMapping = {};
  for (const field of FIELDS) {
    const column = find(FIELD_NAMES[field].map(norm));
    if (column !== undefined) mapping[field] = column;
  }
  const params: Record<string, string> = {};
  for (const def of defs) {
    const column = header.find((h) => norm(h) === norm(def.key) || norm(h).startsWith(norm(def.name)));
    if (column !== undefined && !Object.values(mapping).includes(column)) params[def.key] = column;
  }
  return { ...mapping, params };
}

async function readBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function formatOf(name: string, mime: string): 'csv' | 'xlsx' {
  const lower = name.toLowerCase();
  if (lower.endsWith('.xlsx') || mime.includes('spreadsheetml')) return 'xlsx';
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  throw badRequest(OrgImportMessage.notSpreadsheet);
}

export function createOrgImportService({ library, files, repository, search, inTransaction }: OrgImportDeps) {
  /** The organisation's uploaded file as a sheet (another organisation's or a public file: 404). */
  async function sheetOf(scope: TenantScope, fileId: string): Promise<Sheet> {
    const file = await files.fileToServe(fileId, scope);
    if (file.org_id === null || Number(file.org_id) !== scope.orgId)
      throw new AppError(ErrorCode.notFound, UploadMessage.fileNotFound, 404);
    if (Number(file.size) > ORG_IMPORT_MAX_BYTES) throw badRequest(OrgImportMessage.tooLarge);
    const format = formatOf(file.name, file.mime);
    const bytes = await readBytes(await files.read(file));
    const sheet = await readSheet(bytes, format).catch(() => {
      throw badRequest(OrgImportMessage.unreadable);
    });
    if (sheet.rows.length === 0) throw badRequest(OrgImportMessage.noRows);
    if (sheet.rows.length > ORG_IMPORT_MAX_ROWS) throw badRequest(OrgImportMessage.tooManyRows);
    return sheet;
  }

  /** Each row read as a hand-made item, or the reason it is rejected. */
  async function readRows(
    scope: TenantScope & { userId: number },
    category: CategoryRecord,
    sheet: Sheet,
    mapping: OrgImportMapping,
  ): Promise<Array<{ row: OrgImportRow; item?: NewOrgItem }>> {
    const at = (cells: Cell[], column: string | undefined): Cell =>
      column === undefined ? '' : (cells[sheet.header.indexOf(column)] ?? '');
    const seen = new Set<string>();
    const out = sheet.rows.map(({ line, cells }) => {
      const text = (column: string | undefined) => {
        const cell = at(cells, column);
        if (cell === FORMULA) throw badRequest(OrgImportMessage.formula);
        return cell;
      };
      const raw = (column: string | undefined) => {
        const cell = at(cells, column);
        return cell === FORMULA ? '' : cell.trim();
      };
      const base = { line, model: raw(mapping.model), name: raw(mapping.name) };
      const rawCode = raw(mapping.internalCode) || null;
      try {
        const params = Object.fromEntries(Object.entries(mapping.params ?? {}).map(([k, c]) => [k, text(c)]));
        const item = library.handItem(scope, category, {
          model: text(mapping.model),
          name: text(mapping.name),
          internalCode: text(mapping.internalCode),
          package: text(mapping.package),
          notes: text(mapping.notes),
          params,
        });
        if (item.internalCode !== null) {
          if (seen.has(item.internalCode))
            throw badRequest(OrgImportMessage.duplicateInFile(item.internalCode));
          seen.add(item.internalCode);
        }
        const shown = Object.entries(item.params).map(([key, v]) => ({
          key,
          name: category.params.find((d) => d.key === key)?.name ?? key,
          display: v.display,
        }));
        return { row: { ...base, ok: true, internalCode: item.internalCode, params: shown }, item };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return { row: { ...base, ok: false, internalCode: rawCode, params: [], reason: err.message } };
      }
    });
    const taken = await repository.takenInternalCodes(
      scope,
      out.flatMap((r) => (r.item?.internalCode ? [r.item.internalCode] : [])),
    );
    return out.map((r) =>
      r.item?.internalCode && taken.has(r.item.internalCode)
        ? { row: { ...r.row, ok: false, reason: `企业内部料号「${r.item.internalCode}」已存在` } }
        : r,
    );
  }

  return {
    async run(user: Requester, body: OrgImportBody): Promise<OrgImportResult> {
      const scope = await library.memberScope(user, true);
      const category = await library.leafCategory(body.categoryId);
      const sheet = await sheetOf(scope, body.fileId);
      const mapping = mappingOf(sheet.header, category.params, body.mapping);
      if (!mapping.model) throw badRequest(OrgImportMessage.modelUnmapped);
      if (!mapping.name) throw badRequest(OrgImportMessage.nameUnmapped);
      const read = await readRows(scope, category, sheet, mapping);
      const rejected = read.filter((r) => !r.row.ok);
      const preview = [...rejected, ...read.filter((r) => r.row.ok)].slice(0, ORG_IMPORT_PREVIEW_ROWS);
      const result = {
        columns: sheet.header,
        mapping,
        total: read.length,
        accepted: read.length - rejected.length,
        rejected: rejected.length,
        rows: preview.map((r) => r.row),
        inserted: 0,
      };
      if (!body.commit) return result;
      if (rejected.length > 0) throw badRequest(OrgImportMessage.rejected(rejected.length));
      const items = read.flatMap((r) => (r.item ? [r.item] : []));
      await inTransaction(async (repo) => {
        for (const item of items) await repo.insertItem(item);
      }).catch((err: unknown) => {
        if (uniqueViolation(err) === 'item_org_internal_code_key')
          throw new AppError(ErrorCode.invalidParams, OrgImportMessage.rejected(1), 400);
        throw err;
      });
      search.forgetOrg(scope.orgId as number);
      return { ...result, inserted: items.length };
    },
  };
}

export type OrgImportService = ReturnType<typeof createOrgImportService>;
