/** Shapes of GET /to/api/alternates, declared once in @jianku/rules (alternates.schemas.ts); types only. */

import type { LifecycleValue } from '@jianku/rules';
import type { AlternatesQuery as ServerQuery } from '@jianku/rules/alternates-schemas';

export type {
  AlternateDesignation as Designation,
  AlternatesResult,
  AlternateVerdict as Verdict,
  AlternateView,
  CheckView,
  ItemBrief,
} from '@jianku/rules/alternates-schemas';
export type Lifecycle = LifecycleValue;

/** What the page asks: an item or a part number, and the filters (limit defaults on the server). */
export type AlternatesQuery = Omit<ServerQuery, 'limit'> & Partial<Pick<ServerQuery, 'limit'>>;
