/** Types of scripts/ci.mjs for the TypeScript callers. */
export declare function isCI(env?: Record<string, string | undefined>): boolean;
