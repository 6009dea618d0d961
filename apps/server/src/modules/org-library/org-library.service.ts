/**
 * The enterprise library's rules (issue 14): members read their organisation's items; editors, admins and
 * owners (org:item:edit) add items by hand or link public ones with their own part number and notes, and
 * remove them. The organisation is always the session's membership (orgs/org-access.ts actorOf); what members
 * read elsewhere (item pages, search, compare, alternates, files) is scoped by db/tenant-scope.ts.
 */
import { randomBytes } from 'node:crypto';
import type { ParamDef } from '@jianku/catalog';
import { ErrorCode, hasPermission, OrgPermission } from '@jianku/rules';
import { AuditAction } from '@jianku/rules/audit-schemas';
import {
  ORG_ITEM_LIMITS,
  type OrgCategoryCount,
  type OrgItemInput,
  type OrgItemSummary,
  type OrgItemsQuery,
  OrgLibraryMessage,
  type OrgLinkInput,
} from '@jianku/rules/org-library-schemas';
import { scopeOf, type TenantScope } from '../../db/tenant-scope.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { CategoryRecord } from '../catalog/catalog.repository.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { summarizeItem } from '../catalog/catalog.views.ts';
import { mainSizeKey } from '../catalog/catalog-rows.ts';
import {
  actorOf,
  forbidden,
  type OrgAuditWriter,
  type OrgRepositories,
  permissionsOf,
  type Requester,
  uniqueViolation,
} from '../orgs/org-access.ts';
import type { SearchService } from '../search/search.service.ts';
import { checkedNotes, checkedParams, checkedText, checkedTexts } from './org-item-input.ts';
import type { NewOrgItem, OrgLibraryRepository } from './org-library.repository.ts';

export interface OrgLibraryDeps {
  repository: OrgLibraryRepository;
  /** runs `work` in one transaction with the repository and the audit writer bound to it */
  withAudit: <T>(work: (repository: OrgLibraryRepository, audit: OrgAuditWriter) => Promise<T>) => Promise<T>;
  orgs: OrgRepositories;
  catalog: CatalogService;
  search: SearchService;
}

/** What the audit log keeps of an added item. */
function auditedItem(id: number, item: NewOrgItem) {
  return {
    id,
    categoryId: item.categoryId,
    model: item.model,
    name: item.name,
    internalCode: item.internalCode,
    package: item.package,
    notes: item.notes,
    params: Object.fromEntries(Object.entries(item.params).map(([k, v]) => [k, v.display])),
  };
}

const notFound = () => new AppError(ErrorCode.notFound, OrgLibraryMessage.itemNotFound, 404);

// long because it is the closure that holds the service's methods over shared dependencies
export function createOrgLibraryService({ repository, withAudit, orgs, catalog, search }: OrgLibraryDeps) {
  /** The member's organisation as a tenant scope; with `edit`, 403 unless the role may edit items. */
  async function memberScope(user: Requester, edit = false): Promise<TenantScope & { userId: number }> {
    const actor = await actorOf(orgs, user);
    if (edit && !hasPermission(permissionsOf(actor.role), [OrgPermission.itemEdit])) {
      throw forbidden(OrgLibraryMessage.viewerCannotEdit);
    }
    return { ...scopeOf(actor.orgId), userId: actor.userId };
  }

  /** A leaf category with its parameter definitions, or 400. */
  async function leafCategory(id: number): Promise<CategoryRecord> {
    const detail = await catalog.category(id).catch(() => null);
    const record = (await catalog.categoriesOf([id])).get(id);
    if (!detail || !record) throw badRequest(OrgLibraryMessage.categoryNotFound);
    if (detail.children.length > 0) throw badRequest(OrgLibraryMessage.categoryNotLeaf);
    return record;
  }

  async function insert(item: NewOrgItem): Promise<number> {
    try {
      const id = await withAudit(async (repo, audit) => {
        const created = await repo.insertItem(item);
        await audit({
          orgId: item.orgId,
          actorId: item.createdBy,
          action: AuditAction.itemAdd,
          targetType: 'item',
          targetId: created,
          summary: `添加 ${item.model}${item.internalCode ? `（${item.internalCode}）` : ''}`,
          before: null,
          after: auditedItem(created, item),
        });
        return created;
      });
      search.forgetOrg(item.orgId);
      return id;
    } catch (err) {
      if (uniqueViolation(err) === 'item_org_internal_code_key')
        throw badRequest(OrgLibraryMessage.internalCodeTaken(item.internalCode ?? ''));
      throw err;
    }
  }

  const newCode = (orgId: number) => `org${orgId}.${randomBytes(9).toString('base64url')}`;
  const sizeOf = (defs: readonly ParamDef[], params: NewOrgItem['params']) => {
    const key = mainSizeKey({ params: [...defs] });
    const si = key === undefined ? undefined : params[key]?.si;
    return typeof si === 'number' && Number.isFinite(si) ? si : null;
  };

  /** A hand-made item checked against its category (AppError 400 with the Chinese reason otherwise). */
  function handItem(
    scope: TenantScope & { userId: number },
    category: CategoryRecord,
    input: Omit<OrgItemInput, 'categoryId' | 'brandId'>,
  ): NewOrgItem {
    const texts = checkedTexts(input);
    const params = checkedParams(input.params, category.params);
    return {
      orgId: scope.orgId as number,
      code: newCode(scope.orgId as number),
      kind: category.kind,
      categoryId: category.id,
      brandId: null,
      model: texts.model,
      name: texts.name,
      series: '',
      standard: null,
      description: texts.description,
      lifecycle: null,
      package: texts.package,
      datasheetUrl: null,
      params,
      material: null,
      sizeSi: sizeOf(category.params, params),
      internalCode: texts.internalCode,
      notes: texts.notes,
      linkedItemId: null,
      createdBy: scope.userId,
    };
  }

  return {
    memberScope,
    leafCategory,
    handItem,

    /** Add an item by hand: category, part number, name, parameters in any unit (read as the public ones). */
    async addItem(user: Requester, input: OrgItemInput): Promise<{ id: number }> {
      const scope = await memberScope(user, true);
      const category = await leafCategory(input.categoryId);
      const item = handItem(scope, category, input);
      if (input.brandId !== undefined && !(await repository.brandExists(input.brandId)))
        throw badRequest(OrgLibraryMessage.brandNotFound);
      return { id: await insert({ ...item, brandId: input.brandId ?? null }) };
    },

    /** Link a public item: a copy in the organisation's library with its own part number and notes. */
    async linkItem(user: Requester, input: OrgLinkInput): Promise<{ id: number }> {
      const scope = await memberScope(user, true);
      const internalCode = checkedText(input.internalCode, '企业内部料号', ORG_ITEM_LIMITS.internalCode);
      const notes = checkedNotes(input.notes);
      if ((await repository.linkOf(scope, input.itemId)) !== undefined)
        throw badRequest(OrgLibraryMessage.alreadyLinked);
      let id: number | undefined;
      try {
        // the public library only (an item of this or another organisation is no link target)
        id = await withAudit(async (repo, audit) => {
          const linked = await repo.copyPublicItem({
            orgId: scope.orgId as number,
            publicId: input.itemId,
            code: newCode(scope.orgId as number),
            internalCode,
            notes,
            createdBy: scope.userId,
          });
          if (linked !== undefined) {
            await audit({
              orgId: scope.orgId as number,
              actorId: scope.userId,
              action: AuditAction.itemLink,
              targetType: 'item',
              targetId: linked,
              summary: `加入公共库条目 ${input.itemId}${internalCode ? `（${internalCode}）` : ''}`,
              before: null,
              after: { id: linked, linkedItemId: input.itemId, internalCode, notes },
            });
          }
          return linked;
        });
      } catch (err) {
        if (uniqueViolation(err) === 'item_org_internal_code_key')
          throw badRequest(OrgLibraryMessage.internalCodeTaken(internalCode ?? ''));
        throw err;
      }
      if (id === undefined) throw badRequest(OrgLibraryMessage.linkNotFound);
      search.forgetOrg(scope.orgId as number);
      return { id };
    },

    async removeItem(user: Requester, id: number): Promise<void> {
      const scope = await memberScope(user, true);
      await withAudit(async (repo, audit) => {
        const gone = await repo.deleteOwnItem(scope, id);
        if (!gone) throw notFound();
        await audit({
          orgId: scope.orgId as number,
          actorId: scope.userId,
          action: AuditAction.itemDelete,
          targetType: 'item',
          targetId: id,
          summary: `删除 ${gone.model}${gone.internal_code ? `（${gone.internal_code}）` : ''}`,
          before: {
            id,
            model: gone.model,
            name: gone.name,
            internalCode: gone.internal_code,
            linkedItemId: gone.linked_item_id,
            categoryId: gone.category_id,
          },
          after: null,
        });
      });
      search.forgetOrg(scope.orgId as number);
    },

    /** The leaf categories holding the organisation's items, with their counts and paths. */
    async categories(user: Requester): Promise<OrgCategoryCount[]> {
      const scope = await memberScope(user);
      const counts = await repository.categoryCounts(scope);
      const records = await catalog.categoriesOf([...counts.keys()]);
      const ancestors = await catalog.categoriesOf([...records.values()].flatMap((c) => c.path));
      return [...records.values()].map((c) => ({
        id: c.id,
        kind: c.kind,
        name: c.name,
        path: [...c.path.map((p) => ancestors.get(p)?.name ?? ''), c.name],
        itemCount: counts.get(c.id) ?? 0,
      }));
    },

    async items(user: Requester, query: OrgItemsQuery): Promise<{ list: OrgItemSummary[]; total: number }> {
      const scope = await memberScope(user);
      const filter = {
        ...(query.kind !== undefined ? { kind: query.kind } : {}),
        ...(query.categoryId !== undefined ? { categoryIds: [query.categoryId] } : {}),
      };
      const page = await repository.listItems(
        scope,
        filter,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const categories = await catalog.categoriesOf([...new Set(page.list.map((i) => i.categoryId))]);
      return {
        list: page.list.map((item) => ({
          ...summarizeItem(categories.get(item.categoryId), item),
          internalCode: item.internalCode,
          linkedItemId: item.linkedItemId,
        })),
        total: page.total,
      };
    },
  };
}

export type OrgLibraryService = ReturnType<typeof createOrgLibraryService>;
