// Shapes of the materials comparison API, declared once in @jianku/rules (material-compare.schemas.ts).

export type {
  Closeness,
  ComparedGrade,
  ComparedProperty,
  Composition,
  ElementLimit,
  EquivalentGrade,
  MaterialComparison,
  MaterialDesignation as Designation,
  MaterialEquivalentsView as MaterialEquivalents,
} from '@jianku/rules/material-compare-schemas';

/** A grade found by the picker (a search result row). */
export interface GradeOption {
  id: number;
  model: string;
  name: string;
}
