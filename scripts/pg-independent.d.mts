/** Types of scripts/pg-independent.mjs for the TypeScript callers. */
export declare const PG_INDEPENDENT: ReadonlyArray<{ file: string; reason: string }>;
