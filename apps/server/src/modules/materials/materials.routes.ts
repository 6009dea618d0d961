/**
 * Portal API of the materials comparison (材料对比, SPEC-2.41), read only:
 *   GET /to/api/materials/compare?ids=12,34,56   up to 6 grades side by side
 *   GET /to/api/materials/:id/equivalents        the grade under other standards, close catalogue grades
 * Bad ids answer HTTP 400 { code: 100400 } with a Chinese message; unknown ids HTTP 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@jianku/rules/catalog-schemas';
import {
  MaterialCompareQuerySchema,
  MaterialComparisonSchema,
  MaterialEquivalentsSchema,
} from '@jianku/rules/material-compare-schemas';
import { envelopeResponses, ok } from '../../lib/envelope.ts';

const tags = ['materials'];

export const materialsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/materials/compare',
    {
      schema: {
        tags,
        summary: '材料对比：牌号对照、性能（含条件与来源）、化学成分',
        querystring: MaterialCompareQuerySchema,
        response: envelopeResponses(MaterialComparisonSchema),
      },
    },
    async (request) => ok(await app.services.materials.compare(request.query.ids)),
  );

  app.get(
    '/materials/:id/equivalents',
    {
      schema: {
        tags,
        summary: '材料的对照牌号与相近牌号（相同、相近、类似）',
        params: IdParamsSchema,
        response: envelopeResponses(MaterialEquivalentsSchema),
      },
    },
    async (request) => ok(await app.services.materials.equivalents(request.params.id)),
  );
};
