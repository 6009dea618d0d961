/**
 * One rule for "are we in CI?", used by every stage of `npm test` (scripts/test-pg.mjs, e2e/src/global-setup.ts):
 * any non-empty value of CI counts (CI=true, CI=1, CI=yes, ...). CI services set CI to different values, and a stage
 * that read only CI=true would be skipped in a run that another stage treats as CI (issue 19).
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean}
 */
export function isCI(env = process.env) {
  return typeof env.CI === 'string' && env.CI.trim() !== '';
}
