/**
 * Values no column can hold and no rule expects, found anywhere in a request's input:
 * - a NUL character (U+0000) in a string: PostgreSQL refuses it in text and jsonb, so it used to end
 *   as HTTP 500 deep in a query;
 * - a number that is not finite (Infinity from "1e400" or "Infinity" in a query, which Ajv's type
 *   coercion lets through integer and maximum checks).
 * Returns the Chinese message for the first one found, or null.
 *
 *   const problem = unsafeInputMessage(request.body, '请求体');
 *   if (problem) throw badRequest(problem);
 */
import { ErrorMessage } from '@jianku/rules';
import { fieldPath } from './validation-message.ts';

/** Objects deeper than this are not walked further (the JSON parser's input is at most 1 MB). */
const MAX_DEPTH = 64;

function findUnsafe(value: unknown, path: string, depth: number): { path: string; reason: string } | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { path, reason: '含有不允许的空字符（U+0000）' } : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? null : { path, reason: '应为有限的数字' };
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    // a NUL in a field name: named by its position, the name itself cannot be shown
    if (key.includes('\u0000')) return { path, reason: '的字段名含有不允许的空字符（U+0000）' };
    const found = findUnsafe(item, `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** 请求参数不正确：<field> 含有不允许的空字符（U+0000）, or null when `value` is clean. */
export function unsafeInputMessage(value: unknown, where: string, prefix = ''): string | null {
  const found = findUnsafe(value, prefix, 0);
  if (!found) return null;
  const field = fieldPath(found.path);
  const subject = field === '' ? where : field;
  return `${ErrorMessage.invalidParams}：${subject} ${found.reason}`;
}
