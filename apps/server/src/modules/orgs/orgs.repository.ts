import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface OrgRecord {
  id: number;
  name: string;
  enabled: boolean;
  businessScope: string;
}

export interface NewOrg {
  name: string;
  enabled?: boolean;
  /** e.g. '1,2' */
  businessScope?: string;
}

/** Organisations. Row 1 is the seeded placeholder; operators (and tests) create the others. */
export interface OrgsRepository {
  create(org: NewOrg): Promise<OrgRecord>;
  findById(id: number): Promise<OrgRecord | undefined>;
  setEnabled(id: number, enabled: boolean): Promise<void>;
}

export function createOrgsRepository(db: Kysely<Database>): OrgsRepository {
  const columns = ['id', 'name', 'enabled', 'business_scope as businessScope'] as const;
  return {
    async create(org) {
      return db
        .insertInto('org')
        .values({ name: org.name, enabled: org.enabled ?? true, business_scope: org.businessScope ?? '' })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },
    async findById(id) {
      return db.selectFrom('org').select(columns).where('id', '=', id).executeTakeFirst();
    },
    async setEnabled(id, enabled) {
      await db.updateTable('org').set({ enabled, updated_at: new Date() }).where('id', '=', id).execute();
    },
  };
}
