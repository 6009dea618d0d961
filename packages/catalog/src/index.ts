// Public API of @jianku/catalog.

// The quantity model is @jianku/rules; these names are kept for the package's users.
export { parseQuantityIn as parseQuantity, SI_UNIT } from '@jianku/rules';
export { brandByCode, brands } from './brands.ts';
export { categories, categoryByCode, isLeaf } from './categories.ts';
export { type DecodedPart, decodePartNumber, parseCapCode, parseLetterValue } from './decode.ts';
export {
  bearingEquivalents,
  bearingOfOldCode,
  equivalentStandards,
  finishSynonyms,
  inchChipSize,
  isMaterialSystemWord,
  standardKey,
  toleranceOfLetter,
} from './designations/designations.ts';
export type { Family } from './family.ts';
export {
  baseSize,
  countByFamily,
  DEFAULT_SEED_SIZE,
  type FamilyCount,
  families,
  fullSize,
  generateItems,
  MUST_HAVE_FROM,
  minimumSize,
  SMALL_FAMILY,
  sampleIndices,
} from './generate.ts';
export { CSV_FIXED_COLUMNS, parseCatalogFile, parseParam } from './import.ts';
export {
  type Composition,
  type CompositionEntry,
  compositionOf,
  type ElementLimit,
} from './materials/composition/composition.ts';
export {
  type Closeness,
  compareCompositions,
  DESIGNATION_SYSTEMS,
  type Designation,
  type DesignationSystem,
  designationsOf,
  formatLimit,
  materialCode,
  type RelatedGrade,
  relatedGrades,
} from './materials/equivalents.ts';
export { materialItem, materials } from './materials/materials.family.ts';
export { MOUNTING_LABEL, MOUNTING_RULES, MOUNTINGS, type Mounting, mountingOf } from './mounting/mounting.ts';
export { type Better, betterOf, PARAM_BETTER } from './param-better.ts';
export * from './types.ts';
export { formatQuantity } from './values.ts';
