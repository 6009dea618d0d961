/**
 * BOM upload and match (issue 15): a file is parsed (bom-parse.ts) into a sheet whose column mapping the user
 * may correct; the lines are matched in batches (bom-match.ts, through the search service) so that the page
 * shows the progress; a signed-in user saves the result, which anyone with its id (the share link) reads; the
 * saver fixes a line by choosing an item; the result is exported as .xlsx (bom-export.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BOM_MAX_BYTES, type BomLineInput, BomMessage, ErrorCode } from '@jianku/rules';
import type { BomLineMatch, BomMinePage, BomResult, BomSaveBody, BomSheet } from '@jianku/rules/bom-schemas';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { summarizeItem } from '../catalog/catalog.views.ts';
import type { SearchService } from '../search/search.service.ts';
import type { BomLineRow, BomRepository } from './bom.repository.ts';
import { exportBom } from './bom-export.ts';
import { type CategoryIds, matchLine } from './bom-match.ts';
import { parseInThread } from './bom-parse-thread.ts';

export interface BomUpload {
  tmpPath: string;
  size: number;
  truncated: boolean;
  partName?: string | undefined;
}

export interface BomServiceDeps {
  repository: BomRepository;
  search: Pick<SearchService, 'search'>;
  catalog: Pick<CatalogService, 'categoryTree' | 'categoriesOf'>;
  now: () => Date;
}

const notFound = () => new AppError(ErrorCode.notFound, BomMessage.notFound, 404);

/** Category ids of the component library by name. */
async function categoryIds(catalog: BomServiceDeps['catalog']): Promise<CategoryIds> {
  const byName = new Map<string, number>();
  const walk = (nodes: Awaited<ReturnType<typeof catalog.categoryTree>>) => {
    for (const n of nodes) {
      if (!byName.has(n.name)) byName.set(n.name, n.id);
      walk(n.children);
    }
  };
  walk(await catalog.categoryTree(2));
  return byName;
}

// long because it is the closure that holds the service's methods over shared dependencies; each is short
export function createBomService({ repository, search, catalog, now }: BomServiceDeps) {
  let categories: Promise<CategoryIds> | null = null;
  const categoriesOnce = () => {
    categories ??= categoryIds(catalog).catch((error) => {
      categories = null;
      throw error;
    });
    return categories;
  };

  /** Lines of a saved BOM with their items' summaries. */
  async function linesWithItems(rows: BomLineRow[]): Promise<BomResult['lines']> {
    const ids = new Set<number>();
    for (const r of rows) {
      if (r.itemId !== null) ids.add(r.itemId);
      for (const c of r.candidateIds) ids.add(c);
    }
    const records = await repository.items([...ids]);
    const cats = await catalog.categoriesOf([...new Set(records.map((r) => r.categoryId))]);
    const summary = new Map(records.map((r) => [r.id, summarizeItem(cats.get(r.categoryId), r)]));
    return rows.map((r) => {
      const item = r.itemId === null ? null : (summary.get(r.itemId) ?? null);
      const match: BomLineMatch = {
        line: r.line,
        query: r.query,
        confidence: item ? r.confidence : 'none',
        reason: item || r.itemId === null ? r.reason : '所选条目已从目录中删除',
        item,
        candidates: r.candidateIds.flatMap((c) => summary.get(c) ?? []),
        chosen: r.chosen,
      };
      return { input: r.input, match };
    });
  }

  async function result(id: string, viewer: AuthUser | null | undefined): Promise<BomResult> {
    const list = await repository.find(id);
    if (!list) throw notFound();
    const lines = await linesWithItems(await repository.lines(id));
    return {
      id: list.id,
      name: list.name,
      fileName: list.fileName,
      createdAt: list.createdAt.toISOString(),
      updatedAt: list.updatedAt.toISOString(),
      mine: viewer?.id === list.userId,
      lines,
    };
  }

  return {
    /** Reads an uploaded file (at most 50 MB) into its sheet and detected mapping. */
    async parse(file: BomUpload | undefined): Promise<BomSheet> {
      if (!file) throw badRequest(BomMessage.noFile);
      if (file.truncated || file.size > BOM_MAX_BYTES) throw badRequest(BomMessage.tooLarge);
      const data = await readFile(file.tmpPath);
      return parseInThread(
        new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        file.partName ?? 'BOM',
      );
    },

    /** Matches lines (a batch of at most BOM_MATCH_BATCH), in order. */
    async match(lines: readonly BomLineInput[]): Promise<BomLineMatch[]> {
      const cats = await categoriesOnce();
      const out: BomLineMatch[] = [];
      for (const line of lines) out.push(await matchLine(search.search, cats, line));
      return out;
    },

    /** Saves a matched BOM for its user; answers its share id. */
    async save(user: AuthUser, body: BomSaveBody): Promise<{ id: string }> {
      const seen = new Set<number>();
      for (const l of body.lines) {
        if (seen.has(l.input.line)) throw badRequest(`第 ${l.input.line} 行重复`);
        seen.add(l.input.line);
      }
      const id = randomBytes(16).toString('base64url');
      const rows: BomLineRow[] = body.lines.map((l) => ({ ...l, line: l.input.line }));
      await repository.insert(
        { id, userId: user.id, name: body.name.trim() || 'BOM', fileName: body.fileName },
        rows,
        now(),
      );
      return { id };
    },

    result,

    /** The saver fixes a line: the item chosen (from the candidates or any item), or none. */
    async choose(user: AuthUser, id: string, line: number, itemId: number | null): Promise<BomLineMatch> {
      const list = await repository.find(id);
      if (!list) throw notFound();
      if (list.userId !== user.id) throw new AppError(ErrorCode.forbidden, BomMessage.notOwner, 403);
      if (itemId !== null && (await repository.items([itemId])).length === 0)
        throw badRequest(BomMessage.itemNotFound);
      const reason = itemId === null ? '由用户标为不匹配' : '由用户选定';
      if (!(await repository.choose(id, line, itemId, reason, now()))) throw badRequest(BomMessage.badLine);
      const lines = await linesWithItems((await repository.lines(id)).filter((l) => l.line === line));
      return (lines[0] as BomResult['lines'][number]).match;
    },

    /** The user's saved BOMs, newest first, a page with the total. */
    async mine(user: AuthUser, page: number, pageSize: number): Promise<BomMinePage> {
      const { rows, total } = await repository.listByUser(user.id, (page - 1) * pageSize, pageSize);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          fileName: r.fileName,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
          lineCount: r.lineCount,
          matchedCount: r.matchedCount,
        })),
      };
    },

    /** The saver deletes a saved BOM: its link stops working. */
    async remove(user: AuthUser, id: string): Promise<{ deleted: boolean }> {
      if (await repository.remove(id, user.id)) return { deleted: true };
      if (await repository.find(id)) throw new AppError(ErrorCode.forbidden, BomMessage.notOwnerDelete, 403);
      throw notFound();
    },

    /** The saved result as an .xlsx file. */
    async export(id: string): Promise<{ body: Buffer; fileName: string }> {
      const saved = await result(id, undefined);
      return {
        body: await exportBom(saved),
        fileName: `${saved.name.replace(/[\\/:*?"<>|]/g, '_')}-匹配结果.xlsx`,
      };
    },
  };
}

export type BomService = ReturnType<typeof createBomService>;
