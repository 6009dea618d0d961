import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';

const DictEntrySchema = Type.Object({
  label: Type.String({ description: '名称，如 token_expire_time' }),
  value: Type.String({ description: '值，如 120' }),
});

/** Portal API (/to/api): the dictionary. */
export const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/base/system/dict-data/list-all-simple',
    {
      schema: {
        tags: ['dict'],
        summary: '按字典类型列出全部启用的字典项（label、value）',
        description:
          'dictType=system_config 时含 token_expire_time（令牌有效期，分钟）与 from_expire_time（from cookie 有效期，分钟）。',
        querystring: Type.Object({
          dictType: Type.String({
            minLength: 1,
            maxLength: 100,
            pattern: '^[A-Za-z][A-Za-z0-9_]*$',
            description: '字典类型，如 system_config',
          }),
        }),
        response: envelopeResponses(Type.Array(DictEntrySchema)),
      },
    },
    async (request) => ok(await app.services.dict.listSimple(request.query.dictType)),
  );
};
