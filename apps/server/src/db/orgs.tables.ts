/**
 * The organisation member tables (migration 0015_org_members) and the personal item lists (0016_personal_items)
 * as Kysely sees them; listed in db/schema.ts.
 */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** One row per member; a user belongs to at most one organisation (users.org_id says the same). */
export interface OrgMemberTable {
  org_id: number;
  user_id: number;
  /** owner, admin, editor or viewer */
  role: string;
  invited_by: number | null;
  created_at: CreatedAt;
}

/** An invitation by phone (sms) or e-mail; the token is stored as its sha256. */
export interface OrgInvitationTable {
  id: Generated<number>;
  org_id: number;
  channel: 'email' | 'sms';
  /** a phone or a lower-case e-mail */
  target: string;
  /** admin, editor or viewer */
  role: string;
  token_hash: string;
  invited_by: number | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: number | null;
  cancelled_at: Date | null;
}

/** A user's favourite item (0016). */
export interface ItemFavouriteTable {
  user_id: number;
  item_id: number;
  created_at: CreatedAt;
}

/** A user's view of an item, the last time (0016). */
export interface ItemViewTable {
  user_id: number;
  item_id: number;
  viewed_at: Date;
}

export interface OrgsTables {
  org_member: OrgMemberTable;
  org_invitation: OrgInvitationTable;
  item_favourite: ItemFavouriteTable;
  item_view: ItemViewTable;
}
