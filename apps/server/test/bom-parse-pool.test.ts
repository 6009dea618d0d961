/**
 * BOM parse worker pool (issue 15): uploads are read by at most two worker threads kept warm between uploads, so
 * a second upload does not pay a worker's start; a worker that dies mid-parse is dropped, its upload gets a
 * Chinese error (HTTP 400, never a 500 or a stuck request), and the next upload is read by a new worker.
 */
import { BomMessage } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import {
  parsePoolState,
  parsePoolWorkers,
  parseThreadsRunning,
} from '../src/modules/bom/bom-parse-thread.ts';
import { createTestApp } from '../src/testing.ts';
import { parseBom, sheetOf } from './bom.fixtures.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const utf8 = (text: string) => new TextEncoder().encode(text);
const SMALL = utf8('位号,数量,型号,值,封装\nR1,1,RC0603FR-0710KL,10K,0603\nC1,1,,100nF,0603\n');

/** A CSV of `n` lines: big enough that its parse is still running when the test looks. */
function bigCsv(n: number): Uint8Array {
  const rows = ['位号,数量,型号,值,封装,描述'];
  for (let i = 1; i <= n; i++)
    rows.push(`R${i},1,RC0603FR-0710KL,10K,0603,"贴片电阻 10K 1% 0603, 第 ${i} 行"`);
  return utf8(rows.join('\n'));
}

describe('BOM parse worker pool', () => {
  it('repeated uploads are read by the warm worker: no new worker is started for them', async () => {
    await sheetOf(app, SMALL);
    const before = parsePoolState();
    expect(before.workers).toBeGreaterThanOrEqual(1);
    expect(before.workers).toBeLessThanOrEqual(2);
    for (let i = 0; i < 3; i++) expect((await sheetOf(app, SMALL)).rows).toHaveLength(2);
    expect(parsePoolState().started).toBe(before.started);
    // two uploads at once: at most two workers, both answered
    const both = await Promise.all([sheetOf(app, SMALL), sheetOf(app, SMALL, 'b.csv')]);
    expect(both.map((s) => s.rows.length)).toEqual([2, 2]);
    expect(parsePoolState().workers).toBeLessThanOrEqual(2);
  }, 120_000);

  it('a worker that dies mid-parse: its upload is told in Chinese, the next upload is read by a new worker', async () => {
    const parsing = parseBom(app, bigCsv(99_000), 'big.csv');
    await expect.poll(() => parseThreadsRunning(), { timeout: 60_000, interval: 5 }).toBeGreaterThan(0);
    const started = parsePoolState().started;
    // the worker ends as a crash would end it (its thread stops; no reply comes)
    for (const w of parsePoolWorkers()) await w.terminate();
    const answer = await parsing;
    expect(answer.status).toBe(400);
    expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(answer.msg).not.toBe(BomMessage.tooManyLines);
    await expect.poll(() => parsePoolState().workers).toBe(0);
    // the pool recovers: a new worker reads the next upload
    const sheet = await sheetOf(app, SMALL);
    expect(sheet.rows).toHaveLength(2);
    expect(parsePoolState().started).toBe(started + 1);
  }, 120_000);
});
