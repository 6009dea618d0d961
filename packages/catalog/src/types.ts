// Public types of the catalogue package. The server stores these shapes; the web shows them.

/** Platform kind values from the spec (system is 3 and not a catalogue library). */
export const Kind = { part: 1, component: 2, material: 4 } as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/** Physical dimension of a parameter: the one quantity model of @jianku/rules (SI, temperature in K). */
import type { Dimension } from '@jianku/rules';

export type { Dimension };

export type ParamType = 'numeric' | 'enum' | 'text';

export interface ParamDef {
  key: string;
  /** Chinese name shown to users (with the symbol engineers expect, e.g. '螺距 P'). */
  name: string;
  /** Display unit ('mm', 'Ω', 'F', 'MPa', '%'...) or '' when none. */
  unit: string;
  dimension: Dimension;
  type: ParamType;
  filterable: boolean;
  comparable: boolean;
  /** Allowed values of an enum parameter. */
  options?: string[];
  /** An import row of this category must carry this parameter. */
  required?: boolean;
}

export interface Category {
  code: string;
  kind: Kind;
  parentCode: string | null;
  name: string;
  nameEn: string;
  sort: number;
  /** Parameter definitions; empty on inner (non-leaf) nodes. */
  params: ParamDef[];
}

export interface Brand {
  code: string;
  nameZh: string;
  nameEn: string;
  /** ISO 3166-1 alpha-2 country of the headquarters. */
  country: string;
  website: string | null;
  description: string;
  kinds: Kind[];
}

/** A parameter value: the display string beside its SI value (null for enums and text). */
export interface ParamValue {
  display: string;
  si: number | null;
  /** Upper end when the value is a range (e.g. Rm 370–500 MPa); `si` is then the lower end. */
  siMax?: number;
  /** SI unit of `si` ('m', 'Ω', 'F', 'Pa', 'K', ...), '' for dimensionless, enums and text. */
  unit: string;
}

export type Lifecycle = 'active' | 'nrnd' | 'eol' | 'obsolete';

export interface MaterialEquivalents {
  astm?: string;
  aisi?: string;
  uns?: string;
  en?: string;
  din?: string;
  jis?: string;
  iso?: string;
  gb?: string;
}

export interface MaterialProperty {
  key: string;
  name: string;
  display: string;
  si: number | null;
  siMax?: number;
  unit: string;
  /** Condition the value holds for: state, temperature, section size, and whether it is a standard minimum or a typical value. */
  condition: string;
}

export interface MaterialExtras {
  designation: string;
  /** Unified numeric code where the standard gives one (GB/T 20878 S30408, ...). */
  numericCode?: string;
  equivalents: MaterialEquivalents;
  properties: MaterialProperty[];
  /** Sources of the property values. */
  sources: string[];
}

export interface Item {
  kind: Kind;
  /** Stable unique id across the whole catalogue. */
  code: string;
  categoryCode: string;
  brandCode: string | null;
  /** Manufacturer part number, or the standard's designation for a standard part. */
  model: string;
  /** Chinese display name. */
  name: string;
  series: string;
  standard: string | null;
  description: string;
  params: Record<string, ParamValue>;
  /** Components only. */
  lifecycle?: Lifecycle;
  /** Components only: package / case ('0603', 'SOT-23', 'LQFP48'...). */
  package?: string;
  datasheetUrl: string | null;
  /** Materials (kind 4) only. */
  material?: MaterialExtras;
}

export interface ImportError {
  /** 1-based line of the file (the CSV header is line 1). */
  line: number;
  /** Chinese reason. */
  reason: string;
}

export interface ImportResult {
  rows: Item[];
  /** The file line of each row (same order as `rows`), for checks made after parsing (the server's). */
  lines: number[];
  errors: ImportError[];
}
