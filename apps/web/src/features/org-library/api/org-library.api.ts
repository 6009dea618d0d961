/**
 * The enterprise library's calls (our server's org-library module, paths under /to/api; shapes from
 * @jianku/rules/org-library-schemas). The organisation is the session's: no id is sent.
 */
import type { CategoryDetail, CategoryNode } from '@jianku/rules/catalog-schemas';
import type {
  OrgCategoryCount,
  OrgImportBody,
  OrgImportJob,
  OrgImportMapping,
  OrgImportResult,
  OrgItemInput,
  OrgItemSummary,
  OrgItemsQuery,
  OrgKicadImportBody,
  OrgLinkInput,
} from '@jianku/rules/org-library-schemas';
import { get, post } from '../../../lib/http.ts';

export type {
  CategoryDetail,
  CategoryNode,
  OrgCategoryCount,
  OrgImportJob,
  OrgImportMapping,
  OrgImportResult,
  OrgItemInput,
  OrgItemSummary,
  OrgLinkInput,
};

export const ORG_LIBRARY_KEY = ['org-library'] as const;

export const fetchOrgCategories = () => get<OrgCategoryCount[]>('/org-library/categories');
export const fetchOrgItems = (query: Partial<OrgItemsQuery>) =>
  get<{ list: OrgItemSummary[]; total: number }>('/org-library/items', query);
/** The form shows the server's Chinese message itself (unreadable unit, part number taken...). */
export const addOrgItem = (body: OrgItemInput) =>
  post<{ id: number }>('/org-library/items', body, { skipErrorHandler: true });
export const linkOrgItem = (body: OrgLinkInput) =>
  post<{ id: number }>('/org-library/links', body, { skipErrorHandler: true });
/** Preview (commit false) or write (commit true) an uploaded CSV/.xlsx; the dialog shows the server's message. */
export const importOrgItems = (body: OrgImportBody) =>
  post<OrgImportResult>('/org-library/import', body, { skipErrorHandler: true });
/** Preview or start the import of an uploaded KiCad symbol library (.kicad_sym) with footprint files. */
export const importKicadLibrary = (body: OrgKicadImportBody) =>
  post<OrgImportResult>('/org-library/import/kicad', body, { skipErrorHandler: true });
/** A background import's progress and counts (polled while it runs). */
export const fetchImportJob = (id: number) => get<OrgImportJob>(`/org-library/import/jobs/${id}`);
/** Stop a running import: what it wrote is undone. */
export const cancelImportJob = (id: number) =>
  post<OrgImportJob>(`/org-library/import/jobs/${id}/cancel`, undefined, { skipErrorHandler: true });
export const removeOrgItem = (id: number) => post<null>(`/org-library/items/${id}/delete`);

/** The public category tree of a library, and one category's parameters (for the add form). */
export const fetchCategoryTree = (kind: number) => get<CategoryNode[]>('/catalog/categories', { kind });
export const fetchCategory = (id: number) => get<CategoryDetail>(`/catalog/categories/${id}`);
