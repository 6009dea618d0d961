/**
 * The answer of GET /to/api/alternates (替代/相似), declared once for the server (modules/alternates,
 * which builds it and whose TypeBox schemas document it) and the web (features/alternates).
 */

/** How a candidate's parameter compares with the original's. */
export type AlternateVerdict = 'equal' | 'better' | 'worse' | 'different' | 'missing' | 'info';

/** How another designation relates to the item's own (the standards' correspondence tables). */
export type DesignationRelation = 'identical' | 'equivalent' | 'similar';

export interface AlternateDesignation {
  designation: string;
  /** the standard or maker system the designation belongs to */
  system: string;
  relation: DesignationRelation;
  note: string;
  source: string;
}

/** An item as the alternates list shows it. */
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
  verdict: AlternateVerdict;
  note?: string;
}

export interface AlternateView {
  item: ItemBrief;
  dropIn: boolean;
  sameBrand: boolean;
  checks: CheckView[];
  /** why it is only functional (the rule's reason, or '<参数>不同'); empty for a drop-in */
  reasons: string[];
}

export interface AlternatesResult {
  source: ItemBrief & { params: Array<{ key: string; name: string; display: string }> };
  /** the rule judged by (its Chinese name), null when the category has none */
  rule: string | null;
  /** how the part number was read, or why nothing is judged; null when there is nothing to say */
  notice: string | null;
  designations: AlternateDesignation[];
  /** the items that carry the part number asked for (several makers may use one designation) */
  matches: ItemBrief[];
  alternates: AlternateView[];
  /** alternates after the filters, before the limit */
  total: number;
  dropInTotal: number;
  /** brands among the judged alternates (before the brand filter), for the filter */
  brands: Array<{ id: number; name: string; count: number }>;
}
