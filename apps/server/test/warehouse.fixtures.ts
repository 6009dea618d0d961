/** What the warehouse and audit tests share: an organisation with a real part in its library, row counts. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { LIB, mlccBody, REAL_MLCCS } from './org-library.fixtures.ts';
import { callAs, type SignedIn } from './orgs.fixtures.ts';

export const WH = '/to/api/warehouse';

/** An item the editor adds by hand (a real Murata MLCC), answered with its id. */
export async function addPart(app: App, editor: SignedIn, mlcc: number, index: number, code: string) {
  const part = REAL_MLCCS[index % REAL_MLCCS.length] ?? REAL_MLCCS[0];
  const res = await callAs(app)('POST', `${LIB}/items`, editor.token, mlccBody(mlcc, part, code));
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.id as number;
}

/** A location made by an owner or admin; its id. */
export async function addLocation(app: App, admin: SignedIn, name: string, parentId?: number) {
  const res = await callAs(app)('POST', `${WH}/locations`, admin.token, {
    name,
    ...(parentId ? { parentId } : {}),
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.id as number;
}

/** The rows of the warehouse and audit tables, to prove a refused request changed nothing. */
export async function warehouseCounts(app: App) {
  const { rows } = await sql<{
    levels: number;
    units: number;
    moves: number;
    audits: number;
    locations: number;
  }>`
    select (select count(*)::int from stock_level) as levels,
           (select coalesce(sum(qty), 0)::int from stock_level) as units,
           (select count(*)::int from stock_movement) as moves,
           (select count(*)::int from org_audit) as audits,
           (select count(*)::int from stock_location) as locations`.execute(app.database.db);
  return rows[0];
}
