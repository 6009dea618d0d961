// Shapes of the materials comparison API (server: apps/server/src/modules/materials/materials.schemas.ts).

export type Closeness = 'identical' | 'near' | 'similar';

export interface Designation {
  system: string;
  label: string;
  value: string;
  closeness: Closeness;
  basis: string;
}

export interface ElementLimit {
  element: string;
  min?: number;
  max?: number;
}

export interface Composition {
  standard: string;
  table: string;
  base: string;
  limits: ElementLimit[];
  notes: string[];
  numericCode?: string;
}

export interface ComparedProperty {
  key: string;
  name: string;
  display: string;
  condition: string;
  low: number | null;
  high: number | null;
  bound: 'min' | 'max' | 'range' | 'value';
  unit: string;
}

export interface ComparedGrade {
  id: number;
  code: string;
  designation: string;
  name: string;
  standard: string | null;
  category: { id: number; name: string };
  designations: Designation[];
  properties: ComparedProperty[];
  sources: string[];
  composition: Composition | null;
  compositionNote: string | null;
}

export interface MaterialComparison {
  grades: ComparedGrade[];
  elements: string[];
}

export interface EquivalentGrade {
  id: number | null;
  code: string;
  designation: string;
  name: string;
  closeness: Closeness;
  closenessText: string;
  differences: string[];
}

export interface MaterialEquivalents {
  id: number;
  designation: string;
  designations: Array<Designation & { closenessText: string }>;
  grades: EquivalentGrade[];
}

/** A grade found by the picker (a search result row). */
export interface GradeOption {
  id: number;
  model: string;
  name: string;
}
