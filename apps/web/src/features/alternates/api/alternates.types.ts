/** Shapes of GET /to/api/alternates: the answer is declared once in @jianku/rules; the query is the page's. */

export type {
  AlternateDesignation as Designation,
  AlternatesResult,
  AlternateVerdict as Verdict,
  AlternateView,
  CheckView,
  ItemBrief,
} from '@jianku/rules';
export type Lifecycle = 'active' | 'nrnd' | 'eol' | 'obsolete';

/** What the page asks: an item or a part number, and the filters. */
export interface AlternatesQuery {
  id?: number;
  partNumber?: string;
  brandId?: number;
  lifecycle?: Lifecycle;
  dropInOnly?: boolean;
  limit?: number;
}
