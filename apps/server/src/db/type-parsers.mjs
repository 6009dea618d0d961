/**
 * How column values are turned into JS values, the same on both engines (the PGlite worker passes
 * these to PGlite, the pg pool uses them through `types.getTypeParser`). Where the two libraries'
 * defaults differ, we choose:
 * - int8 (bigint, count(*)): a number when it is a safe integer, otherwise the exact string
 * - numeric: the exact string (convert where needed)
 * - date: the string 'YYYY-MM-DD' (no time zone games)
 * - timestamp (without time zone): a Date, the value read as UTC
 * - timestamptz: a Date
 * - interval: the string PostgreSQL prints
 * Arrays of these types use the same element parser (ARRAY_ELEMENT_TYPES).
 * Kept in plain JS because the worker thread runs it without a TypeScript loader.
 */

/** @param {string} value */
export function parseInt8(value) {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/** @param {string} value */
function identity(value) {
  return value;
}

/** @param {string} value */
export function parseTimestamp(value) {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** @param {string} value */
export function parseTimestamptz(value) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** type oid → parser */
export const TYPE_PARSERS = {
  20: parseInt8,
  1082: identity,
  1114: parseTimestamp,
  1184: parseTimestamptz,
  1186: identity,
  1700: identity,
};

/** array type oid → element type oid, for the types above */
export const ARRAY_ELEMENT_TYPES = {
  1016: 20,
  1182: 1082,
  1115: 1114,
  1185: 1184,
  1187: 1186,
  1231: 1700,
};
