/**
 * What the enterprise-library import tests share: uploading a file as the organisation's (bizCode org-import),
 * storing one too large for a single upload straight through the files service, counting an organisation's
 * items, GBK bytes, and waiting for a background import job to end (polling its progress as the web does).
 */

import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { LIB } from './org-library.fixtures.ts';
import { callAs } from './orgs.fixtures.ts';

export async function upload(app: App, token: string, bytes: Uint8Array, fileName: string): Promise<string> {
  const body = new FormData();
  body.append('bizCode', 'org-import');
  body.append('type', 'Other');
  body.append('fileName', fileName);
  body.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/file/upload',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.id;
}

/** A file over the single-upload limit (a user sends it in parts), stored as the organisation's. */
export async function storeLarge(
  app: App,
  owner: { userId: number; orgId: number },
  bytes: Uint8Array,
  name: string,
): Promise<string> {
  const record = await app.services.files.storeOrgFile({
    ownerId: owner.userId,
    orgId: owner.orgId,
    name,
    mime: 'application/octet-stream',
    bizCode: 'org-import',
    bytes,
  });
  return record.id;
}

export const orgItems = async (app: App, orgId: number) =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from item where org_id = ${orgId}`.execute(
        app.database.db,
      )
    ).rows[0]?.n,
  );

/** GBK bytes of a text, through the runtime's own GBK decoder (each character looked up once). */
export function gbk(text: string): Buffer {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let hi = 0x81; hi <= 0xfe; hi++) {
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      const ch = decoder.decode(new Uint8Array([hi, lo]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [hi, lo]);
    }
  }
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else bytes.push(...(table.get(ch) ?? [0x3f]));
  }
  return Buffer.from(bytes);
}

export interface JobView {
  id: number;
  status: string;
  total: number;
  processed: number;
  added: number;
  updated: number;
  rejected: number;
  rejects: Array<{ line: number; model: string; reason: string }>;
  error: string | null;
  cancelRequested: boolean;
}

export async function readJob(app: App, token: string, id: number): Promise<JobView> {
  const res = await callAs(app)('GET', `${LIB}/import/jobs/${id}`, token);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as JobView;
}

/** Poll a job until `until` holds (by default: it has ended). */
export async function waitJob(
  app: App,
  token: string,
  id: number,
  until: (job: JobView) => boolean = (job) => job.status !== 'running',
): Promise<JobView> {
  return vi.waitFor(
    async () => {
      const job = await readJob(app, token, id);
      if (!until(job)) throw new Error(`job ${id}: ${job.status} ${job.processed}/${job.total}`);
      return job;
    },
    { timeout: 240_000, interval: 50 },
  );
}
