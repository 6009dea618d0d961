/**
 * fast-check arbitraries for HTTP requests, derived from the app's OpenAPI document (app.swagger()):
 * every operation, its path and query parameters and its JSON body schema give "valid-ish" values,
 * mixed with hostile ones (NUL characters, lone surrogates, huge and non-finite numbers, wrong types,
 * long strings, missing and extra fields, malformed bodies and content types). Used by
 * openapi-fuzz.test.ts:
 *
 *   const operations = listOperations(app.swagger());
 *   fc.sample(requestArbitrary(operations[0], document), 10);
 */
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema is untyped here
export type Schema = Record<string, any>;

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, e.g. /to/api/catalog/items/{id} */
  path: string;
  parameters: {
    in: 'path' | 'query' | 'header' | 'cookie';
    name: string;
    required: boolean;
    schema: Schema;
  }[];
  /** content type → schema */
  body: Record<string, Schema> | null;
}

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  /** send the signed-in user's access token */
  withToken: boolean;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation of the document, in document order. */
export function listOperations(document: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const content = op.requestBody?.content as Record<string, { schema?: Schema }> | undefined;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (op.parameters ?? []).map((p: Schema) => ({
          in: p.in,
          name: p.name,
          required: Boolean(p.required),
          schema: p.schema ?? {},
        })),
        body: content
          ? Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema ?? {}]))
          : null,
      });
    }
  }
  return operations;
}

/** Numbers JSON cannot write: these strings are replaced by the literal in the JSON text. */
const BIG = '\u0001FUZZ_BIG\u0001';
const NEG_BIG = '\u0001FUZZ_NEG_BIG\u0001';

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '\u202e\u200b',
  '零部件 元器件 材料',
  '😀'.repeat(50),
  'x'.repeat(5000),
  '中'.repeat(3000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '%00',
  '%',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '9'.repeat(400),
  '-0',
  '0x10',
  'null',
  'true',
  '{}',
  '[]',
  '__proto__',
  'constructor',
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  BIG,
  NEG_BIG,
];

/** A value of any kind, meant to be wrong for whatever it is given to. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  },
);

function resolve(schema: Schema, document: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    current = path.reduce<Schema>((node, key) => node?.[key] ?? {}, document);
  }
  return current;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 80));
  const plain = fc.string({ minLength, maxLength });
  const options: fc.Arbitrary<string>[] = [plain, fc.string({ unit: 'grapheme', minLength, maxLength })];
  if (typeof schema.pattern === 'string') {
    try {
      // the schema's own bounds only: the cap of 80 above would reject every match of a longer fixed-length
      // pattern (a SHA-256 is 64 characters), and a filter that never passes makes fast-check spin for ever
      const patternMax = schema.maxLength ?? Number.POSITIVE_INFINITY;
      options.push(
        fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length >= minLength && s.length <= patternMax),
      );
    } catch {
      // a pattern fast-check cannot generate from: plain strings only
    }
  }
  if (schema.format === 'email') options.push(fc.emailAddress());
  // values that look like what the API expects: phones, e-mails, codes, numbers as text
  options.push(
    fc.constantFrom(
      '13800138000',
      'a@example.com',
      '123456',
      'M8',
      '1',
      'login',
      'band',
      'https://example.com/a.png',
    ),
  );
  return fc.oneof(...options);
}

/** A value that mostly fits `schema`. */
export function validValue(schema: Schema, document: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, document);
  if (depth > 6) return fc.constant(null);
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) {
    const branches = (s.anyOf ?? s.oneOf) as Schema[];
    return fc.oneof(...branches.map((branch) => validValue(branch, document, depth + 1)));
  }
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.type)) {
    return fc.oneof(...(s.type as string[]).map((type) => validValue({ ...s, type }, document, depth + 1)));
  }
  switch (s.type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer': {
      const min = Math.max(Number(s.minimum ?? -(2 ** 40)), Number.MIN_SAFE_INTEGER);
      const max = Math.min(Number(s.maximum ?? 2 ** 40), Number.MAX_SAFE_INTEGER);
      if (min > max) return fc.constant(min);
      // small values too: ids and pages of rows that exist
      const low = Math.max(min, Math.min(max, 1));
      return fc.oneof(
        fc.integer({ min, max }),
        fc.integer({ min: low, max: Math.min(max, low + 200) }),
        fc.constantFrom(min, max),
      );
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        ...(s.minimum !== undefined ? { min: s.minimum } : {}),
        ...(s.maximum !== undefined ? { max: s.maximum } : {}),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fuzzValue(s.items ?? {}, document, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 5, 8)),
      });
    case 'object':
      return objectValue(s, document, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly a fitting value, sometimes a hostile one. */
export function fuzzValue(schema: Schema, document: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, document, depth) },
    { weight: 2, arbitrary: hostileValue },
  );
}

function objectValue(s: Schema, document: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const required = (s.required ?? []) as string[];
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, fuzzValue(value, document, depth + 1)]),
    ),
    { requiredKeys: required.filter((key) => key in properties) },
  );
  return fc.oneof(
    { weight: 6, arbitrary: record },
    // a required field missing
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...(required.length > 0 ? required : ['-'])))
        .map(([value, key]) => {
          const copy = { ...(value as object) } as Record<string, unknown>;
          delete copy[key];
          return copy;
        }),
    },
    // extra fields
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), hostileValue, { maxKeys: 3 }))
        .map(([value, extra]) => ({ ...extra, ...(value as object) })),
    },
  );
}

/** JSON with the markers turned into numbers JSON.stringify cannot write. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replaceAll(JSON.stringify(BIG), '1e400')
    .replaceAll(JSON.stringify(NEG_BIG), '-1e400');
}

/** How a value is written in a query string, a path or a form field. */
export function toText(value: unknown): string {
  if (value === BIG) return '1e400';
  if (value === NEG_BIG) return '-1e400';
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Percent-encoding of the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encodePathSegment(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const RAW_QUERY_TAILS = [
  '',
  '',
  '',
  '',
  '&%',
  '&a=%zz',
  '&%E4%B8=1',
  '&__proto__[x]=1',
  '&constructor=1',
  '&=',
  '&&&',
];
const MALFORMED_JSON = ['{', '{"a":', 'null', '[]', '"x"', '1e400', '\u0000', '{"__proto__":{"x":1}}', ''];

function formText(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.append(key, toText(value));
  return params.toString();
}

const BOUNDARY = 'fuzzBoundary7MA4YWxk';
function multipartText(fields: Record<string, unknown>, cut: boolean): string {
  let text = '';
  for (const [key, value] of Object.entries(fields)) {
    text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, '_')}"\r\n\r\n${toText(value)}\r\n`;
  }
  text += `--${BOUNDARY}--\r\n`;
  return cut ? text.slice(0, Math.floor(text.length / 2)) : text;
}

/** One request to `operation`: parameters, body and headers. */
export function requestArbitrary(operation: Operation, document: Schema): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...pathParams.map((p) => fuzzValue(p.schema, document)));
  const queryValues = fc.tuple(
    ...queryParams.map((p) =>
      p.required
        ? fc.oneof(
            { weight: 9, arbitrary: fuzzValue(p.schema, document) },
            { weight: 1, arbitrary: fc.constant(undefined) },
          )
        : fc.option(fuzzValue(p.schema, document), { nil: undefined }),
    ),
  );
  const jsonSchema = operation.body?.['application/json'];
  const bodyValue = jsonSchema ? fuzzValue(jsonSchema, document) : fc.constant(undefined);
  const consumes = Object.keys(operation.body ?? {});
  const encoding = fc.constantFrom(
    ...(['json', 'json', 'json', 'json', 'malformed', 'wrong-type'] as const),
    ...(consumes.includes('application/x-www-form-urlencoded') ? (['form', 'form'] as const) : []),
    ...(consumes.includes('multipart/form-data')
      ? (['multipart', 'multipart', 'multipart-cut'] as const)
      : []),
  );

  return fc
    .record({
      path: pathValues,
      query: queryValues,
      tail: fc.constantFrom(...RAW_QUERY_TAILS),
      body: bodyValue,
      encoding,
      malformed: fc.constantFrom(...MALFORMED_JSON),
      withToken: fc.boolean(),
      ip: fc.ipV4(),
      tenant: fc.option(fc.constantFrom('1', '0', '-1', 'abc', '99999999999999999999'), { nil: undefined }),
      cookie: fc.option(fc.constantFrom('refreshToken=%00', 'jk_wechat=%E4', 'a=b; c', '=%'), {
        nil: undefined,
      }),
    })
    .map((r): FuzzRequest => {
      let path = operation.path;
      pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, encodePathSegment(toText(r.path[i])));
      });
      const query = new URLSearchParams();
      queryParams.forEach((p, i) => {
        const value = r.query[i];
        if (value === undefined) return;
        for (const item of Array.isArray(value) ? value : [value]) query.append(p.name, toText(item));
      });
      const search = `${query.toString()}${r.tail}`.replace(/^&/, '');
      const headers: Record<string, string> = {};
      if (r.tenant !== undefined) headers['tenant-id'] = r.tenant;
      if (r.cookie !== undefined) headers.cookie = r.cookie;
      let payload: string | undefined;
      if (operation.method !== 'GET' && operation.method !== 'DELETE') {
        const fields =
          r.body !== null && typeof r.body === 'object' && !Array.isArray(r.body)
            ? (r.body as Record<string, unknown>)
            : {};
        switch (r.encoding) {
          case 'json':
            if (r.body !== undefined) {
              headers['content-type'] = 'application/json';
              payload = toJsonText(r.body);
            }
            break;
          case 'malformed':
            headers['content-type'] = 'application/json';
            payload = r.malformed;
            break;
          case 'wrong-type':
            headers['content-type'] = 'text/plain';
            payload = toJsonText(r.body);
            break;
          case 'form':
            headers['content-type'] = 'application/x-www-form-urlencoded';
            payload = formText(fields);
            break;
          case 'multipart':
          case 'multipart-cut':
            headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
            payload = multipartText(fields, r.encoding === 'multipart-cut');
            break;
        }
      }
      return {
        method: operation.method,
        url: search === '' ? path : `${path}?${search}`,
        headers,
        ...(payload !== undefined ? { payload } : {}),
        remoteAddress: r.ip,
        withToken: r.withToken,
      };
    });
}
