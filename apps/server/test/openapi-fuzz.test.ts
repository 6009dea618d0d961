/**
 * The API fuzzer (issue 18): fast-check requests derived from the OpenAPI document, so every operation
 * any module registers (now or later) is covered without a list here. Each request goes through
 * app.inject on a real database (PGlite, or PostgreSQL with DATABASE_URL) with a small seeded catalogue
 * and, for half of them, a signed-in user's token. Any HTTP 500 (or another 5xx than 503/507), or an
 * error answer that shows a stack, a source path or a database error, fails the run and the failing
 * requests are printed. The closing line: FUZZ cases=… status_500=…
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server apps/server/test/openapi-fuzz.test.ts
 *   FUZZ_CASES=50000 FUZZ_SEED=42 npx vitest run apps/server/test/openapi-fuzz.test.ts
 *
 * Cases: FUZZ_CASES, default 20,000 on PostgreSQL (CI's test:pg stage, about 2 minutes with the
 * catalogue sample seeded) and 1,000 on PGlite (the unit stage: a quick pass on an empty catalogue,
 * as PGlite serialises every query through one worker). FUZZ_CATALOG=1/0 seeds the sample or not.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, createUser, freshEmail, loginAs } from '../src/accounts.testing.ts';
import { TEST_ENGINE } from '../src/testing.ts';
import { type FuzzRequest, listOperations, requestArbitrary } from './openapi-arbitraries.ts';

const TOTAL = Number(process.env.FUZZ_CASES ?? (TEST_ENGINE === 'postgres' ? 20_000 : 1_000));
const SEED_CATALOG = (process.env.FUZZ_CATALOG ?? (TEST_ENGINE === 'postgres' ? '1' : '0')) === '1';
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** What an error answer must never show: a stack frame, a source path, a database error. */
const LEAK =
  /node_modules|\.(?:ts|js|mjs):\d+|\bat [\w.<>]+ \(|syntax error at|violates .* constraint|invalid input syntax/i;
/** Statuses that mean "cannot now" by design (not ready, disk full), not a crash. */
const DELIBERATE_5XX = new Set([503, 507]);

// top-level: the tests are made from the document, one per operation
const app = await createAccountsTestApp();
// rows for the catalogue and search operations to find (the smallest sample, about 3,400 items):
// on PostgreSQL only, where it takes seconds; the PGlite pass is a quick one
if (SEED_CATALOG) await app.services.catalog.seed({ size: 1 });
const document = app.swagger() as Record<string, unknown>;
const operations = listOperations(document);
const perOperation = Math.ceil(TOTAL / Math.max(1, operations.length));

let cases = 0;
let status500 = 0;
const failures: string[] = [];

afterAll(async () => {
  console.log(
    `FUZZ cases=${cases} status_500=${status500} operations=${operations.length} seed=${SEED} engine=${TEST_ENGINE} catalog=${SEED_CATALOG ? 'sample' : 'empty'}`,
  );
  await app.close();
});

function describeRequest(request: FuzzRequest, status: number, body: string): string {
  return [
    `HTTP ${status} ← ${request.method} ${request.url}`,
    `  headers: ${JSON.stringify(request.headers)}${request.withToken ? ' + bearer token' : ''}`,
    `  payload: ${JSON.stringify(request.payload ?? null)?.slice(0, 2000)}`,
    `  answer: ${body.slice(0, 500)}`,
  ].join('\n');
}

describe(`OpenAPI fuzzer, ${TOTAL} requests (${TEST_ENGINE}, FUZZ_SEED=${SEED})`, () => {
  it('the document lists the operations of every base', () => {
    const paths = new Set(operations.map((op) => op.path));
    for (const path of [
      '/config.js',
      '/to/api/health',
      '/to/api/base/system/auth/login',
      '/tool/api/front/log',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  for (const [index, operation] of operations.entries()) {
    it(`${operation.method} ${operation.path}: no 5xx in ${perOperation} requests`, async () => {
      // a fresh user per operation: one operation may log it out or change its password
      const user = await createUser(app, { email: freshEmail() });
      const { accessToken } = await loginAs(app, user);
      const before = failures.length;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, document), async (request) => {
          const res = await app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...request.headers,
              ...(request.withToken ? { authorization: `Bearer ${accessToken}` } : {}),
            },
            remoteAddress: request.remoteAddress,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          cases += 1;
          if (res.statusCode >= 500 && !DELIBERATE_5XX.has(res.statusCode)) {
            if (res.statusCode === 500) status500 += 1;
            if (failures.length < 50) failures.push(describeRequest(request, res.statusCode, res.body));
          } else if (res.statusCode >= 400 && LEAK.test(res.body) && failures.length < 50) {
            failures.push(`leaks internals: ${describeRequest(request, res.statusCode, res.body)}`);
          }
        }),
        { numRuns: perOperation, seed: SEED + index, endOnFailure: true },
      );
      const found = failures.slice(before);
      if (found.length > 0) console.error(found.join('\n\n'));
      expect(found, found.join('\n\n')).toEqual([]);
    });
  }

  it(`ran at least the ${TOTAL} requests asked for`, () => {
    expect(cases).toBeGreaterThanOrEqual(TOTAL);
  });
});
