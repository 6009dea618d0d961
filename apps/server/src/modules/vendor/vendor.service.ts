/**
 * The vendor page's rules (SPEC-2.18). An organisation's owners and admins (org:vendor:manage) publish its page
 * under a key of their choice (3–32 lowercase letters, digits, hyphens; unique), with an introduction, a
 * website, a contact and up to 20 public catalogue brands it represents; the name and logo are the
 * organisation's. Anyone reads a published page, signed in or not. Rules:
 * - only what was published leaves the organisation: the page's fields, its name, its logo file;
 * - an unknown key, a hidden page and a disabled organisation answer the same 404 with the same message after
 *   the same single query (nobody learns that a key is taken by reading pages; the settings form tells an
 *   admin that a key is taken, which is what a unique address needs);
 * - bad input changes nothing and says what is wrong in Chinese;
 * - publishing, hiding and editing are written to the audit log in the transaction of the change.
 */
import {
  ErrorCode,
  OrgPermission,
  VENDOR_BRANDS_MAX,
  VENDOR_KEY_PATTERN,
  VendorMessage,
  validateVendorContact,
  validateVendorIntro,
  validateVendorKey,
  validateVendorWebsite,
  vendorBrandLibrary,
} from '@jianku/rules';
import { AuditAction } from '@jianku/rules/audit-schemas';
import type {
  VendorBrand,
  VendorPage,
  VendorSettings,
  VendorSettingsBody,
} from '@jianku/rules/vendor-schemas';
import type { AuditRecord } from '../../db/audit-trail.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { FileRow } from '../files/files.repository.ts';
import {
  actorOf,
  forbidden,
  type OrgRepositories,
  permissionsOf,
  type Requester,
  uniqueViolation,
} from '../orgs/org-access.ts';
import type { BrandRow, VendorPageInput, VendorPageRow, VendorRepository } from './vendor.repository.ts';

/** Runs `work` in one transaction with the repository and the audit writer bound to it. */
export type VendorTransaction = <T>(
  work: (repository: VendorRepository, audit: (record: AuditRecord) => Promise<void>) => Promise<T>,
) => Promise<T>;

export interface VendorServiceDeps {
  repository: VendorRepository;
  orgs: OrgRepositories;
  inTransaction: VendorTransaction;
}

const notFound = () => new AppError(ErrorCode.notFound, VendorMessage.notFound, 404);
export const vendorLogoPath = (key: string) => `/to/api/vendor/page/${key}/logo`;

const toBrand = (row: BrandRow): VendorBrand => ({
  id: row.id,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  library: vendorBrandLibrary(row.kinds),
});

/** A text field of the body, NFC and trimmed. */
const textOf = (value: string | undefined) => (value ?? '').normalize('NFC').trim();

/** The fields of a page as the audit log keeps them. */
const auditView = (page: Omit<VendorPageRow, 'updatedAt' | 'orgId'> | undefined) =>
  page
    ? {
        key: page.key,
        published: page.published,
        intro: page.intro,
        website: page.website,
        contact: page.contact,
        brandIds: page.brandIds,
      }
    : null;

function auditActionOf(before: VendorPageRow | undefined, published: boolean) {
  const was = before?.published ?? false;
  if (published && !was) return AuditAction.vendorPublish;
  if (!published && was) return AuditAction.vendorUnpublish;
  return AuditAction.vendorEdit;
}

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createVendorService({ repository, orgs, inTransaction }: VendorServiceDeps) {
  /** The brands of the ids, in the order given (gone brands are left out). */
  async function brandsOf(ids: readonly number[]): Promise<VendorBrand[]> {
    const rows = new Map((await repository.brands(ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toBrand(row)] : [];
    });
  }

  /** The body checked: every problem is a 400 with its Chinese message, before anything is written. */
  async function checked(body: VendorSettingsBody) {
    const key = textOf(body.key);
    const intro = textOf(body.intro);
    const website = textOf(body.website);
    const contact = textOf(body.contact);
    const problem =
      validateVendorKey(key) ??
      validateVendorIntro(intro) ??
      validateVendorWebsite(website) ??
      validateVendorContact(contact);
    if (problem) throw badRequest(problem);
    const brandIds = [...new Set(body.brandIds ?? [])];
    if (brandIds.length > VENDOR_BRANDS_MAX) throw badRequest(VendorMessage.brandsTooMany);
    if ((await repository.brands(brandIds)).length !== brandIds.length) {
      throw badRequest(VendorMessage.brandInvalid);
    }
    return { key, intro, website, contact, brandIds, published: body.published === true };
  }

  async function manager(user: Requester) {
    const actor = await actorOf(orgs, user);
    if (!permissionsOf(actor.role).includes(OrgPermission.vendorManage))
      throw forbidden(VendorMessage.adminOnly);
    return actor;
  }

  async function settingsOf(orgId: number): Promise<VendorSettings> {
    const page = await repository.findByOrg(orgId);
    if (!page) return null;
    return {
      key: page.key,
      published: page.published,
      intro: page.intro,
      website: page.website,
      contact: page.contact,
      brands: await brandsOf(page.brandIds),
      updatedAt: page.updatedAt.toISOString(),
    };
  }

  return {
    /** The published page of a key (anyone); 404 for unknown keys and hidden pages alike. */
    async publicPage(key: string): Promise<VendorPage> {
      const page = VENDOR_KEY_PATTERN.test(key) ? await repository.findPublished(key) : undefined;
      if (!page) throw notFound();
      return {
        key: page.key,
        name: page.name,
        logoUrl: page.logo ? vendorLogoPath(page.key) : '',
        intro: page.intro,
        website: page.website,
        contact: page.contact,
        brands: await brandsOf(page.brandIds),
        updatedAt: page.updatedAt.toISOString(),
      };
    },

    /** The logo file of a published page (anyone); 404 as publicPage. */
    async publicLogo(key: string): Promise<FileRow> {
      const file = VENDOR_KEY_PATTERN.test(key) ? await repository.publishedLogo(key) : undefined;
      if (!file) throw notFound();
      return file;
    },

    async settings(user: Requester): Promise<VendorSettings> {
      return settingsOf((await manager(user)).orgId);
    },

    /** Saves the page; publishing, hiding and edits are audited with the change. A key in use: keyTaken. */
    async save(user: Requester, body: VendorSettingsBody): Promise<VendorSettings> {
      const actor = await manager(user);
      const page = await checked(body);
      const input: VendorPageInput = { ...page, orgId: actor.orgId, updatedBy: actor.userId };
      try {
        await inTransaction(async (repo, audit) => {
          const before = await repo.findByOrg(actor.orgId, true);
          const after = auditView(input);
          if (JSON.stringify(auditView(before)) === JSON.stringify(after)) return;
          await repo.save(input);
          const action = auditActionOf(before, input.published);
          await audit({
            orgId: actor.orgId,
            actorId: actor.userId,
            action,
            targetType: 'vendor',
            targetId: input.key,
            summary: `厂商主页 /vendor/${input.key}${input.published ? '（已发布）' : '（未发布）'}`,
            before: auditView(before),
            after,
          });
        });
      } catch (err) {
        if (uniqueViolation(err) === null) throw err;
        throw badRequest(VendorMessage.keyTaken);
      }
      return settingsOf(actor.orgId);
    },
  };
}
export type VendorService = ReturnType<typeof createVendorService>;
