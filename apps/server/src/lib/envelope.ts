/**
 * The response envelope every JSON answer uses: `{ code, msg, data }`, code 0 is success (spec §3).
 * Routes return `ok(data)` and declare `response: envelopeResponses(DataSchema)`.
 */
import { type TSchema, Type } from 'typebox';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: '', data };
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

export function EnvelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer({ description: '0 表示成功' }),
    msg: Type.String({ description: '提示信息；出错时为中文说明' }),
    data,
  });
}

export const ErrorEnvelopeSchema = Type.Object(
  {
    code: Type.Integer({ description: '错误码（见 @jianku/rules ErrorCode）' }),
    msg: Type.String({ description: '中文错误说明' }),
    data: Type.Null(),
  },
  { description: '错误' },
);

/** Response schemas of a route: the envelope around `data` on success, the error envelope otherwise. */
export function envelopeResponses<T extends TSchema>(data: T) {
  return {
    200: EnvelopeSchema(data),
    '4xx': ErrorEnvelopeSchema,
    '5xx': ErrorEnvelopeSchema,
  } as const;
}
