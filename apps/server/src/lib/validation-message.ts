/**
 * Turns a schema validation error (Ajv's or TypeBox's, same shape) into one Chinese sentence,
 * e.g. 请求参数不正确：dictType 不能为空.
 */
import { ErrorMessage } from '@jianku/rules';

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** '/a/0/b' → 'a[0].b' */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (extra !== undefined) parts.push(extra);
  let out = '';
  for (const part of parts) {
    if (/^\d+$/.test(part)) out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

function typeName(type: unknown): string {
  const names = (Array.isArray(type) ? type : [type])
    .filter((t) => t !== undefined && t !== '')
    .map((t) => TYPE_NAMES[String(t)] ?? String(t));
  return names.join('或');
}

/** The reason part, without the field name. */
function reason(error: SchemaError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return '不能为空';
    case 'type': {
      const names = typeName(p.type);
      return names === '' ? '类型不正确' : `应为${names}`;
    }
    case 'minLength':
      return Number(p.limit) <= 1 ? '不能为空' : `长度不能少于 ${p.limit} 个字符`;
    case 'maxLength':
      return `长度不能超过 ${p.limit} 个字符`;
    case 'pattern':
    case 'format':
      return '格式不正确';
    case 'minimum':
      return `不能小于 ${p.limit}`;
    case 'exclusiveMinimum':
      return `必须大于 ${p.limit}`;
    case 'maximum':
      return `不能大于 ${p.limit}`;
    case 'exclusiveMaximum':
      return `必须小于 ${p.limit}`;
    case 'minItems':
      return `至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `最多 ${p.limit} 项`;
    case 'uniqueItems':
      return '不能有重复项';
    case 'enum':
    case 'const':
      return '取值不正确';
    case 'additionalProperties':
      return '不支持该字段';
    case 'multipleOf':
      return `必须是 ${p.multipleOf} 的倍数`;
    default:
      return '不正确';
  }
}

/**
 * 请求参数不正确：<field> <reason>; `where` names the part when there is no field (请求体, 查询参数 ...).
 * For a union (anyOf) the most telling error at the first failing field is used: a broken limit of a
 * matching branch, else the list of accepted types.
 */
export function validationMessage(errors: readonly SchemaError[], where?: string): string {
  const first = errors[0];
  if (!first) return ErrorMessage.invalidParams;
  const atPath = errors.filter((error) => error.instancePath === first.instancePath);
  const isTypeLike = (error: SchemaError) => ['type', 'anyOf', 'oneOf'].includes(error.keyword);
  let chosen = atPath.find((error) => !isTypeLike(error)) ?? first;
  if (chosen.keyword === 'type' || chosen.keyword === 'anyOf' || chosen.keyword === 'oneOf') {
    const types = [
      ...new Set(
        atPath
          .filter((error) => error.keyword === 'type')
          .flatMap((error) => [error.params.type].flat().map(String)),
      ),
    ];
    const shown = types.filter((type) => type !== 'null');
    chosen = { ...chosen, keyword: 'type', params: { type: shown.length > 0 ? shown : types } };
  }
  const extra =
    chosen.keyword === 'required'
      ? String(chosen.params.missingProperty ?? '')
      : chosen.keyword === 'additionalProperties'
        ? String(chosen.params.additionalProperty ?? '')
        : undefined;
  const field = fieldPath(chosen.instancePath, extra === '' ? undefined : extra);
  const subject = field !== '' ? field : (where ?? '');
  return `${ErrorMessage.invalidParams}：${subject}${subject === '' ? '' : ' '}${reason(chosen)}`;
}

/** Chinese names of the request parts Fastify validates. */
export const REQUEST_PART_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};
