/**
 * What the enterprise-library tests share: organisations with members of each role (created through the API),
 * outsiders, and real parts to add by hand (manufacturers' part numbers and datasheet values).
 */
import { expect } from 'vitest';
import { createUser, freshMobile, loginAs } from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { addMember, callAs, type SignedIn } from './orgs.fixtures.ts';

export const LIB = '/to/api/org-library';

export interface OrgTeam {
  orgId: number;
  owner: SignedIn;
  editor: SignedIn;
  viewer: SignedIn;
}

export async function signedInUser(app: App): Promise<SignedIn> {
  const user = await createUser(app, { mobile: freshMobile() });
  return { user, token: (await loginAs(app, user)).accessToken };
}

/** An organisation created by its owner through the API, with an editor and a viewer. */
export async function createTeam(app: App, name: string): Promise<OrgTeam> {
  const owner = await signedInUser(app);
  const res = await callAs(app)('POST', '/to/api/base/org/create', owner.token, { name });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  const orgId = res.body.data.org.id as number;
  return {
    orgId,
    owner,
    editor: await addMember(app, orgId, 'editor'),
    viewer: await addMember(app, orgId, 'viewer'),
  };
}

/** The id of a category by its code. */
export async function categoryId(app: App, code: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('category')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * 0603 X7R 100 nF 50 V ±10 % MLCCs of four makers (their datasheets: Murata GRM188R71H104KA93, Samsung
 * CL10B104KB8NNNC, Yageo CC0603KRX7R9BB104, TDK C1608X7R1H104K080AA), and 10 nF / 1 µF parts of the same series.
 */
export const REAL_MLCCS = [
  { model: 'GRM188R71H104KA93D', capacitance: '0.1uF', voltage: '50V' },
  { model: 'CL10B104KB8NNNC', capacitance: '100nF', voltage: '50 V' },
  { model: 'CC0603KRX7R9BB104', capacitance: '100000pF', voltage: '50V' },
  { model: 'C1608X7R1H104K080AA', capacitance: '0.1 微法', voltage: '50V' },
  { model: 'GRM188R71H103KA01D', capacitance: '10nF', voltage: '50V' },
  { model: 'CL10B105KO8NNNC', capacitance: '1uF', voltage: '16V' },
] as const;

/** The body of an added MLCC (case 0603, X7R, ±10 %), with the organisation's part number. */
export function mlccBody(
  category: number,
  part: { model: string; capacitance: string; voltage: string },
  internalCode: string,
) {
  return {
    categoryId: category,
    model: part.model,
    name: '多层陶瓷电容',
    internalCode,
    package: '0603',
    params: {
      capacitance: part.capacitance,
      rated_voltage: part.voltage,
      tolerance: '10%',
      dielectric: 'X7R',
      case_size: '0603',
    },
  };
}
