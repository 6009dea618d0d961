import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface OrgRecord {
  id: number;
  name: string;
  enabled: boolean;
  businessScope: string;
  /** GB 32100-2015 code, null when not given */
  creditCode: string | null;
  /** the logo's file id, '' for none */
  logo: string;
  createdAt: Date;
}

export interface NewOrg {
  name: string;
  enabled?: boolean;
  /** e.g. '1,2' */
  businessScope?: string;
  creditCode?: string | null;
  logo?: string;
  createdBy?: number | null;
}

/** What the logo check needs of an uploaded file. */
export interface OrgFileFacts {
  ownerId: number | null;
  orgId: number | null;
  category: string;
  mime: string;
}

/** Organisations. Row 1 is the seeded placeholder; users (and operators, and tests) create the others. */
export interface OrgsRepository {
  /** throws the database's unique violation (23505, org_credit_code_key) for a credit code in use */
  create(org: NewOrg): Promise<OrgRecord>;
  findById(id: number): Promise<OrgRecord | undefined>;
  /** the row, locked until the transaction ends (serialises the owner-count rules of one organisation) */
  lockById(id: number): Promise<OrgRecord | undefined>;
  setEnabled(id: number, enabled: boolean): Promise<void>;
  /** an uploaded file's owner, organisation and kind (file_object), for the logo check */
  fileFacts(fileId: string): Promise<OrgFileFacts | undefined>;
  /** the file becomes the organisation's (served to its members only) */
  stampFile(fileId: string, orgId: number): Promise<void>;
}

export function createOrgsRepository(db: Kysely<Database>): OrgsRepository {
  const columns = [
    'id',
    'name',
    'enabled',
    'business_scope as businessScope',
    'credit_code as creditCode',
    'logo',
    'created_at as createdAt',
  ] as const;
  return {
    async create(org) {
      return db
        .insertInto('org')
        .values({
          name: org.name,
          enabled: org.enabled ?? true,
          business_scope: org.businessScope ?? '',
          credit_code: org.creditCode ?? null,
          logo: org.logo ?? '',
          created_by: org.createdBy ?? null,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },
    async findById(id) {
      return db.selectFrom('org').select(columns).where('id', '=', id).executeTakeFirst();
    },
    async lockById(id) {
      return db.selectFrom('org').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();
    },
    async setEnabled(id, enabled) {
      await db.updateTable('org').set({ enabled, updated_at: new Date() }).where('id', '=', id).execute();
    },
    async fileFacts(fileId) {
      return db
        .selectFrom('file_object')
        .select(['owner_id as ownerId', 'org_id as orgId', 'category', 'mime'])
        .where('id', '=', fileId)
        .executeTakeFirst();
    },
    async stampFile(fileId, orgId) {
      await db.updateTable('file_object').set({ org_id: orgId }).where('id', '=', fileId).execute();
    },
  };
}
