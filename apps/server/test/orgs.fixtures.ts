/** What the organisation tests share: calls as a user, members added straight to the membership rows, row counts. */
import { expect } from 'vitest';
import { createUser, freshMobile, loginAs } from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { createOrgMembersRepository } from '../src/modules/orgs/org-members.repository.ts';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers
export type Answer = { status: number; body: any };

export interface SignedIn {
  user: { id: number; email: string | null; mobile: string | null; password: string };
  token: string;
}

export interface OrgFixture {
  orgId: number;
  owner: SignedIn;
}

/** `call(method, url, token, payload?, headers?)`: the status and the JSON answer. */
export function callAs(app: App) {
  return async (
    method: 'GET' | 'POST',
    url: string,
    token: string | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).not.toBe(500);
    return { status: res.statusCode, body: res.json() };
  };
}

/** A new signed-in user made a member of an organisation with a role (straight through the repository). */
export async function addMember(app: App, orgId: number, role: string): Promise<SignedIn> {
  const user = await createUser(app, { mobile: freshMobile() });
  await createOrgMembersRepository(app.database.db).add({ orgId, userId: user.id, role, invitedBy: null });
  return { user, token: (await loginAs(app, user)).accessToken };
}

/** How many organisations, members and invitations there are. */
export async function orgCounts(app: App): Promise<{ orgs: number; members: number; invitations: number }> {
  const count = async (table: 'org' | 'org_member' | 'org_invitation') =>
    Number(
      (
        await app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orgs: await count('org'),
    members: await count('org_member'),
    invitations: await count('org_invitation'),
  };
}
