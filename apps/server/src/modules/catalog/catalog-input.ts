/**
 * Text inputs of the catalogue API: control characters refused (a 400, never a 500), keyWords made an
 * ILIKE pattern with its metacharacters escaped.
 */
import { KEYWORDS_MAX } from '@jianku/rules/catalog-schemas';
import { badRequest } from '../../lib/app-error.ts';

/** Text that PostgreSQL cannot store (NUL) or control characters: a 400, never a 500. */
export function checkText(value: string, field: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) throw badRequest(`请求参数不正确：${field} 含有不允许的控制字符`);
  return value;
}

/** keyWords → an ILIKE pattern (trimmed, LIKE metacharacters escaped); undefined when empty. */
export function keywordPattern(keyWords: string | undefined): string | undefined {
  if (keyWords === undefined) return undefined;
  const trimmed = checkText(keyWords, 'keyWords').trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > KEYWORDS_MAX)
    throw badRequest(`请求参数不正确：keyWords 长度不能超过 ${KEYWORDS_MAX} 个字符`);
  return `%${trimmed.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
