/**
 * KiCad's HTTP library interface (KiCad 7+, api v1) under /to/api/kicad. KiCad reads plain JSON (no envelope):
 *   GET /kicad/jianku.kicad_httplib          the file to add in KiCad (root_url = PUBLIC_ORIGIN/to/api/kicad)
 *   GET /kicad/v1/                           {"categories": "", "parts": ""}
 *   GET /kicad/v1/categories.json            [{id, name, description}]
 *   GET /kicad/v1/parts/category/{id}.json   [{id, name, description}]
 *   GET /kicad/v1/parts/{id}.json            {id, name, symbolIdStr, exclude_from_*, fields}
 * Unknown ids and any other address under /kicad answer 404 with {"error": "..."} (Chinese), never a 500.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const tags = ['kicad'];
// No length limit in the schema: a schema refusal would answer the portal's envelope, not KiCad's {error}.
const FileParams = Type.Object({ file: Type.String({ description: '<数字 ID>.json' }) });
const NOT_FOUND = { error: '未找到该分类或元器件' };

/** "123.json" → 123; anything else → undefined. */
function idOf(file: string): number | undefined {
  const m = file.length > 40 ? null : /^(\d{1,15})\.json$/.exec(file);
  const id = m ? Number(m[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const kicadHttpLibRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lib = () => app.services.kicadHttpLib;

  app.get(
    '/kicad/jianku.kicad_httplib',
    { schema: { tags, summary: 'KiCad HTTP 库文件（.kicad_httplib）' } },
    async (_req, reply) =>
      reply
        .type('application/json')
        .header('content-disposition', 'attachment; filename="jianku.kicad_httplib"')
        .send(lib().text(app.config.runtime.publicOrigin)),
  );

  app.get('/kicad/v1/', { schema: { tags, summary: 'KiCad HTTP 库根端点' } }, async () => ({
    categories: '',
    parts: '',
  }));

  app.get('/kicad/v1/categories.json', { schema: { tags, summary: 'KiCad HTTP 库：分类' } }, async () =>
    lib().categories(),
  );

  app.get(
    '/kicad/v1/parts/category/:file',
    { schema: { tags, summary: 'KiCad HTTP 库：分类下的元器件', params: FileParams } },
    async (request, reply) => {
      const id = idOf(request.params.file);
      const parts = id === undefined ? undefined : await lib().partsJson(id);
      return parts === undefined
        ? reply.code(404).send(NOT_FOUND)
        : reply.type('application/json; charset=utf-8').send(parts);
    },
  );

  app.get(
    '/kicad/v1/parts/:file',
    { schema: { tags, summary: 'KiCad HTTP 库：元器件（符号、字段）', params: FileParams } },
    async (request, reply) => {
      const id = idOf(request.params.file);
      const part =
        id === undefined
          ? undefined
          : await lib()
              .part(id)
              .catch(() => undefined);
      return part ?? reply.code(404).send(NOT_FOUND);
    },
  );

  // Anything else under /kicad (an unknown endpoint, or an id past the router's 100-character parameter
  // limit) answers KiCad's {error} too, not the portal's envelope.
  app.get('/kicad/*', { schema: { hide: true } }, async (_request, reply) => reply.code(404).send(NOT_FOUND));
};
