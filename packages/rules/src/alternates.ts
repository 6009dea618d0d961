/**
 * Alternates (替代/相似, GET /to/api/alternates): the rules' constants shared by the server
 * (modules/alternates) and the web (features/alternates). The answer's shapes are declared once in
 * alternates.schemas.ts (`import type { AlternatesResult } from '@jianku/rules/alternates-schemas'`).
 */

/** Lifecycles in the order alternates are ranked (active first) and filtered by. */
export const LIFECYCLE_ORDER = ['active', 'nrnd', 'eol', 'obsolete'] as const;
export type LifecycleValue = (typeof LIFECYCLE_ORDER)[number];

/** The longest part number the alternates search reads. */
export const PART_NUMBER_MAX = 64;

export const ALTERNATES_LIMIT_DEFAULT = 50;
export const ALTERNATES_LIMIT_MAX = 200;
