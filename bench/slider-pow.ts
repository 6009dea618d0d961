/**
 * Slider proof-of-work bench (issue 18: "the slider is not a barrier: 500 solved in 3.8 s"). Prints
 * figures; never a timed test.
 *
 *   npm run bench:slider [-- --solves 20 --tokens 40 --concurrency 4]
 *
 * 1. Solve time in Node (solvePow: altcha-lib's solver with node:crypto PBKDF2, the fastest a script gets on one
 *    core) at the base level and at the ceiling, with the settings' defaults (SLIDER_POW_* or config.ts):
 *    --solves challenges each, mean / median / p95 / max in ms.
 * 2. Tokens a script gets per second, through the app (app.inject, PGlite, the whole route: challenge,
 *    solve, verify) at --concurrency:
 *    - before: the old script's calls (challenge + generated trace); the server now refuses them, but
 *      their cost on both sides is what the old script paid per token (the issue measured 500 in 3.8 s);
 *    - after, one IP: the same script with the work solved, its IP climbing to the ceiling;
 *    - after, a new IP per token (an attacker with many addresses): the base level each time.
 */
import { parseArgs } from 'node:util';
import { SLIDER_POW_STEP } from '@jianku/rules';
import { createAccountsTestApp, freshIp, humanTrace, solvePow } from '../apps/server/src/accounts.testing.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createSliderPow } from '../apps/server/src/modules/verification/slider-pow.ts';

const { values } = parseArgs({
  options: {
    solves: { type: 'string', default: '20' },
    tokens: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '4' },
  },
});
const SOLVES = Number(values.solves);
const TOKENS = Number(values.tokens);
const CONCURRENCY = Number(values.concurrency);

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `mean ${mean.toFixed(0)} ms, median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${(s[s.length - 1] ?? 0).toFixed(0)} ms`;
};

async function solveTimes(): Promise<void> {
  const settings = loadConfig({ SLIDER_POW_SECRET: 'bench-secret-0123456789' }).sliderPow;
  const pow = createSliderPow(settings, async () => 'unused');
  console.log(
    `settings: PBKDF2-SHA-256 × ${settings.cost} per attempt, at most ${settings.baseNumber} attempts at level 0, ` +
      `doubling every ${SLIDER_POW_STEP} asks (failures twice) per 10 min, ceiling ${settings.maxNumber} (level ${pow.maxLevel})`,
  );
  for (const level of [0, pow.maxLevel]) {
    const times: number[] = [];
    for (let i = 0; i < SOLVES; i++) {
      const challenge = await pow.create({
        challengeId: `bench-${level}-${i}`,
        level,
        expiresAt: new Date(Date.now() + 300_000),
      });
      const started = performance.now();
      await solvePow(challenge);
      times.push(performance.now() - started);
    }
    console.log(
      `solve in Node, level ${level} (≤ ${pow.maxNumberAt(level)} attempts), ${SOLVES} challenges: ${stats(times)}`,
    );
  }
}

type App = Awaited<ReturnType<typeof createAccountsTestApp>>;

/** One token (or one refused try, `solve` false) through the routes; true when a token came back. */
async function oneToken(app: App, ip: string, solve: boolean): Promise<boolean> {
  const asked = await app.inject({ url: '/to/api/base/system/captcha/slider', remoteAddress: ip });
  const { challengeId, width, handleWidth, pow } = asked.json().data;
  const payload = {
    challengeId,
    trace: humanTrace(width, handleWidth),
    ...(solve ? { pow: await solvePow(pow) } : {}),
  };
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/system/captcha/slider/verify',
    remoteAddress: ip,
    payload,
  });
  return res.json().code === 0;
}

async function rate(
  label: string,
  app: App,
  count: number,
  ipOf: () => string,
  solve: boolean,
): Promise<void> {
  let next = 0;
  let tokens = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next++;
      if (await oneToken(app, ipOf(), solve)) tokens++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${count} tries in ${seconds.toFixed(2)} s → ${(count / seconds).toFixed(1)} tries/s, ${tokens} tokens (${(tokens / seconds).toFixed(1)} tokens/s)`,
  );
}

async function main(): Promise<void> {
  await solveTimes();
  // the captcha routes also allow 60 requests a minute per IP: keep --tokens under 55 for the one-IP run
  const app = await createAccountsTestApp();
  try {
    // warm-up
    await oneToken(app, freshIp(), true);
    await rate('before (no work, the old script; now refused)', app, TOKENS * 5, freshIp, false);
    const one = freshIp();
    await rate('after, one IP (climbs to the ceiling)', app, TOKENS, () => one, true);
    await rate('after, a new IP per token (base level)', app, TOKENS, freshIp, true);
  } finally {
    await app.close();
  }
}

await main();
