/**
 * Import files over 256 KB are read in a worker thread of the sheet pool (sheet-thread.ts on lib/worker-pool.ts):
 * the sheet read there is the sheet read in the process, reads asked at once are all answered (one at a time),
 * and a bad input's Chinese message crosses the thread as the same AppError.
 */
import { OrgImportMessage } from '@jianku/rules/org-library-schemas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { readSheetInThread } from '../src/modules/org-library/sheet-thread.ts';
import { readSheet } from '../src/modules/org-library/spreadsheet.ts';

/** A CSV of `n` rows (about 60 bytes each: 6,000 rows pass the 256 KB read in the process). */
function csv(n: number): Uint8Array {
  const lines = ['型号,名称,备注'];
  for (let i = 1; i <= n; i++) lines.push(`RC0603FR-07${i}L,贴片电阻 第 ${i} 行,"备注, 含逗号 ${i}"`);
  return new TextEncoder().encode(lines.join('\n'));
}

describe('import sheet read in a worker thread (sheet-thread.ts)', () => {
  it('a file over 256 KB: the same sheet as read in the process; reads at once are all answered', {
    timeout: 120_000,
  }, async () => {
    const big = csv(6_000);
    expect(big.length).toBeGreaterThan(256 * 1024);
    const inProcess = await readSheet(Buffer.from(big), 'csv', 50_000);
    const [a, b] = await Promise.all([
      readSheetInThread(big, 'csv', 50_000),
      readSheetInThread(big, 'csv', 50_000),
    ]);
    expect(a).toEqual(inProcess);
    expect(b.rows).toHaveLength(6_000);
    expect(b.rows[5_999]?.cells[2]).toBe('备注, 含逗号 6000');
  });

  it('too many rows: the Chinese message crosses the thread as an AppError (HTTP 400)', {
    timeout: 120_000,
  }, async () => {
    const error = await readSheetInThread(csv(6_000), 'csv', 5_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(OrgImportMessage.tooManyRows);
    expect((error as AppError).httpStatus).toBe(400);
  });
});
