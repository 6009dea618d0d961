/**
 * Import of a CSV or .xlsx file into the enterprise library (issue 14): the file is uploaded first (bizCode
 * org-import, so it is the organisation's and read here through the tenant scope: another organisation's file
 * is 404), read in a worker thread (sheet-thread.ts; at most ORG_IMPORT_MAX_ROWS rows, more refused before the
 * file is read whole); its header row is mapped to the item's fields and the category's parameters (guessed
 * from the header names unless given); every row is read with the rules of a hand-made item (units as the
 * public library reads them) and matched to the organisation's items (org-import-rows.ts): the same internal
 * part number, or without one the same maker part number, is updated instead of added again. A preview shows
 * what each row becomes and every rejected row with its reason; a commit starts a background job
 * (org-import-jobs.ts) when no row is rejected, or with skipRejected the accepted rows only.
 */
import type { ParamDef } from '@jianku/catalog';
import { ErrorCode, UploadMessage } from '@jianku/rules';
import {
  ORG_IMPORT_MAX_BYTES,
  ORG_IMPORT_MAX_ROWS,
  type OrgImportBody,
  type OrgImportJob,
  type OrgImportMapping,
  OrgImportMessage,
  type OrgImportResult,
  type OrgItemFile,
  type OrgKicadImportBody,
} from '@jianku/rules/org-library-schemas';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { CategoryRecord } from '../catalog/catalog.repository.ts';
import { type FilesService, toFileRecord } from '../files/files.service.ts';
import type { Requester } from '../orgs/org-access.ts';
import { readFootprints, readSymbolLibrary } from './kicad-library.ts';
import { kicadRows } from './kicad-rows.ts';
import type { OrgImportJobs } from './org-import-jobs.ts';
import { commitRows, matchRows, previewOf, type ReadRow } from './org-import-rows.ts';
import type { OrgLibraryRepository } from './org-library.repository.ts';
import type { OrgLibraryService } from './org-library.service.ts';
import { readSheetInThread } from './sheet-thread.ts';
import { type Cell, FORMULA, type Sheet } from './spreadsheet.ts';

export interface OrgImportDeps {
  library: OrgLibraryService;
  files: FilesService;
  repository: OrgLibraryRepository;
  jobs: OrgImportJobs;
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

export async function readBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
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

// long because it is the closure that holds the two imports' steps over shared dependencies; each is short
export function createOrgImportService({ library, files, repository, jobs }: OrgImportDeps) {
  /** The organisation's uploaded file (another organisation's or a public file: 404) and its bytes. */
  async function fileOf(scope: TenantScope, fileId: string, check: (name: string, mime: string) => void) {
    const file = await files.fileToServe(fileId, scope);
    if (file.org_id === null || Number(file.org_id) !== scope.orgId)
      throw new AppError(ErrorCode.notFound, UploadMessage.fileNotFound, 404);
    check(file.name, file.mime);
    if (Number(file.size) > ORG_IMPORT_MAX_BYTES) throw badRequest(OrgImportMessage.tooLarge);
    return { name: file.name, bytes: await readBytes(await files.read(file)) };
  }

  /** The organisation's uploaded file as a sheet, read in a worker thread. */
  async function sheetOf(scope: TenantScope, fileId: string): Promise<{ name: string; sheet: Sheet }> {
    let format: 'csv' | 'xlsx' = 'csv';
    const file = await fileOf(scope, fileId, (name, mime) => {
      format = formatOf(name, mime);
    });
    const sheet = await readSheetInThread(file.bytes, format, ORG_IMPORT_MAX_ROWS);
    if (sheet.rows.length === 0) throw badRequest(OrgImportMessage.noRows);
    return { name: file.name, sheet };
  }

  /** Each row read as a hand-made item, or the reason it is rejected (the caller matches and counts). */
  async function readRows(
    scope: TenantScope & { userId: number },
    category: CategoryRecord,
    sheet: Sheet,
    mapping: OrgImportMapping,
  ): Promise<ReadRow[]> {
    const at = (cells: Cell[], column: string | undefined): Cell =>
      column === undefined ? '' : (cells[sheet.header.indexOf(column)] ?? '');
    const out: ReadRow[] = [];
    for (const [index, { line, cells }] of sheet.rows.entries()) {
      // 50,000 rows of unit parsing: let others' requests in now and then
      if (index % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
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
        const shown = Object.entries(item.params).map(([key, v]) => ({
          key,
          name: category.params.find((d) => d.key === key)?.name ?? key,
          display: v.display,
        }));
        out.push({ row: { ...base, ok: true, internalCode: item.internalCode, params: shown }, item });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const internalCode = raw(mapping.internalCode) || null;
        out.push({ row: { ...base, ok: false, internalCode, params: [], reason: err.message } });
      }
    }
    return out;
  }

  return {
    async run(user: Requester, body: OrgImportBody): Promise<OrgImportResult> {
      const scope = await library.memberScope(user, true);
      const category = await library.leafCategory(body.categoryId);
      const { name, sheet } = await sheetOf(scope, body.fileId);
      const mapping = mappingOf(sheet.header, category.params, body.mapping);
      if (!mapping.model) throw badRequest(OrgImportMessage.modelUnmapped);
      if (!mapping.name) throw badRequest(OrgImportMessage.nameUnmapped);
      const read = await matchRows(repository, scope, await readRows(scope, category, sheet, mapping));
      const result = { columns: sheet.header, mapping, ...previewOf(read), job: null };
      if (!body.commit) return result;
      const job = await commitRows(jobs, scope, read, {
        kind: 'sheet',
        fileName: name,
        skip: body.skipRejected,
      });
      return { ...result, job };
    },

    /** A KiCad symbol library (and footprint files): each symbol an item with its symbol (and footprint) file. */
    async kicad(user: Requester, body: OrgKicadImportBody): Promise<OrgImportResult> {
      const scope = await library.memberScope(user, true);
      const category = await library.leafCategory(body.categoryId);
      const file = await fileOf(scope, body.fileId, (name) => {
        if (!name.toLowerCase().endsWith('.kicad_sym')) throw badRequest(OrgImportMessage.notKicadSym);
      });
      const symbols = readSymbolLibrary(new TextDecoder().decode(file.bytes));
      const footprints = new Map<string, string>();
      for (const id of body.footprintFileIds ?? []) {
        const fp = await fileOf(scope, id, () => {});
        for (const [name, text] of readFootprints(fp.bytes, fp.name)) footprints.set(name, text);
      }
      const rows = kicadRows(library, scope, category, symbols, footprints);
      const read = await matchRows(repository, scope, rows);
      const result = { columns: [], mapping: {}, ...previewOf(read), job: null };
      if (!body.commit) return result;
      const job = await commitRows(jobs, scope, read, {
        kind: 'kicad',
        fileName: file.name,
        skip: body.skipRejected,
      });
      return { ...result, job };
    },

    async job(user: Requester, id: number): Promise<OrgImportJob> {
      return jobs.get(await library.memberScope(user), id);
    },

    async jobList(user: Requester): Promise<OrgImportJob[]> {
      return jobs.latest(await library.memberScope(user));
    },

    async cancel(user: Requester, id: number): Promise<OrgImportJob> {
      return jobs.cancel(await library.memberScope(user, true), id);
    },

    /** The files of one of the organisation's items (its KiCad symbol and footprint). */
    async itemFiles(user: Requester, itemId: number): Promise<OrgItemFile[]> {
      const scope = await library.memberScope(user);
      const links = await repository.itemFiles(scope, itemId);
      const out: OrgItemFile[] = [];
      for (const link of links) {
        const row = await files.fileToServe(link.fileId, scope).catch(() => undefined);
        if (row) out.push({ role: link.role, file: toFileRecord(row) });
      }
      return out;
    },
  };
}

export type OrgImportService = ReturnType<typeof createOrgImportService>;
