/** Shapes of GET /to/api/alternates (server: modules/alternates/alternates.schemas.ts). */

export type Verdict = 'equal' | 'better' | 'worse' | 'different' | 'missing' | 'info';
export type Lifecycle = 'active' | 'nrnd' | 'eol' | 'obsolete';

export interface ItemBrief {
  id: number;
  code: string;
  kind: number;
  model: string;
  name: string;
  series: string;
  standard: string | null;
  package: string | null;
  lifecycle: string | null;
  brand: { id: number; nameZh: string; nameEn: string } | null;
  category: { id: number; name: string };
}

export interface CheckView {
  key: string;
  name: string;
  original: string | null;
  candidate: string | null;
  verdict: Verdict;
  note?: string;
}

export interface AlternateView {
  item: ItemBrief;
  dropIn: boolean;
  sameBrand: boolean;
  checks: CheckView[];
  reasons: string[];
}

export interface Designation {
  designation: string;
  system: string;
  relation: 'identical' | 'equivalent' | 'similar';
  note: string;
  source: string;
}

export interface AlternatesResult {
  source: ItemBrief & { params: Array<{ key: string; name: string; display: string }> };
  rule: string | null;
  notice: string | null;
  designations: Designation[];
  matches: ItemBrief[];
  alternates: AlternateView[];
  total: number;
  dropInTotal: number;
  brands: Array<{ id: number; name: string; count: number }>;
}

/** What the page asks: an item or a part number, and the filters. */
export interface AlternatesQuery {
  id?: number;
  partNumber?: string;
  brandId?: number;
  lifecycle?: Lifecycle;
  dropInOnly?: boolean;
  limit?: number;
}
