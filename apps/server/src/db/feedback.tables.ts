/** The feedback and brand entry tables (migration 0012_feedback) as Kysely sees them; listed in db/schema.ts. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

interface Answered {
  status: WithDefault<string>;
  answer: string | null;
  answered_by: number | null;
  answered_at: Date | null;
  closed_at: Date | null;
  created_at: CreatedAt;
}

export interface FeedbackTable extends Answered {
  id: Generated<number>;
  user_id: number;
  type: number;
  message: string;
  mobile: WithDefault<string>;
  email: WithDefault<string>;
  org_name: WithDefault<string>;
  image_ids: WithDefault<string[]>;
}

export interface BrandEntryTable extends Answered {
  id: Generated<number>;
  user_id: number;
  company_name: string;
  contact_name: string;
  mobile: WithDefault<string>;
  email: WithDefault<string>;
  brands: string;
  description: WithDefault<string>;
  document_ids: WithDefault<string[]>;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
  brand_entry: BrandEntryTable;
}
