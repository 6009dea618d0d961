/**
 * Portal API (/to/api/eda/...): KiCad files of a component (issue 12).
 *   GET /eda/items/:id/info        which files exist (symbol, footprint, 3D model) and why one is missing
 *   GET /eda/items/:id/symbol      the .kicad_sym           404 该器件暂不支持生成原理图符号
 *   GET /eda/items/:id/footprint   the .kicad_mod           404 该封装暂不支持生成封装文件
 *   GET /eda/items/:id/library     zip: symbol, .pretty, 3D model, README (add as a KiCad project library)
 *   GET /eda/items/:id/plugin-file?swName=&fType=&channel=   what a plugin launch places: KiCad files for EDA
 *                                  programs (by fType), STEP for CAD programs / 3DModel; the channel (spec §3)
 *                                  is the launch's or resolved from swName and fType, echoed in x-jk-channel
 * Items that are not components: 404 该条目不是元器件，没有原理图符号与封装. Never a 500.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pluginDownloadChannel } from '@jianku/rules';
import { IdParamsSchema } from '@jianku/rules/catalog-schemas';
import { EdaInfoSchema } from '@jianku/rules/eda-schemas';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import type { EdaDownload } from './eda.service.ts';

const tags = ['eda'];

function send(reply: FastifyReply, file: EdaDownload) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'public, max-age=3600')
    .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
}

export const edaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/eda/items/:id/info',
    {
      schema: {
        tags,
        summary: '元器件的 KiCad 文件：原理图符号、封装、三维模型是否可下载及原因',
        params: IdParamsSchema,
        response: envelopeResponses(EdaInfoSchema),
      },
    },
    async (request) => ok(await app.services.eda.info(request.params.id)),
  );

  const download = (kind: 'symbol' | 'footprint' | 'library', summary: string) =>
    app.get(
      `/eda/items/:id/${kind}`,
      { schema: { tags, summary, params: IdParamsSchema } },
      async (request, reply) => send(reply, await app.services.eda[kind](request.params.id)),
    );
  download('symbol', '下载 KiCad 原理图符号（.kicad_sym，KiCad 6 及以上）');
  download('footprint', '下载 KiCad 封装（.kicad_mod，IPC-7351B 标准密度）');
  download('library', '下载 KiCad 库 zip：符号、封装（.pretty）、三维模型，可作为工程库添加');

  // Launch values are taken as text and ignored when unknown (spec §4): never a 400 for a plugin's query.
  const PluginFileQuery = Type.Object({
    swName: Type.Optional(Type.String({ maxLength: 2048 })),
    fType: Type.Optional(Type.String({ maxLength: 2048 })),
    channel: Type.Optional(Type.String({ maxLength: 2048 })),
  });
  app.get(
    '/eda/items/:id/plugin-file',
    {
      schema: {
        tags,
        summary: '插件放置/下载：按软件名称与文件类型给出 KiCad 符号/封装/库 zip 或 STEP 三维模型',
        params: IdParamsSchema,
        querystring: PluginFileQuery,
      },
    },
    async (request, reply) => {
      const { swName, fType } = request.query;
      // the launch's channel: the parameter, else the channel header the web app sends (spec §7)
      const header = request.headers.channel;
      const channel = request.query.channel ?? (typeof header === 'string' ? header : undefined);
      const code = channel && /^\d{1,4}$/.test(channel) ? Number(channel) : null;
      const counted = pluginDownloadChannel(code, swName, fType);
      const file = await app.services.eda.pluginFile(request.params.id, swName, fType);
      request.log.info(
        { itemId: request.params.id, channel: counted, file: file.fileName },
        'plugin download',
      );
      if (counted !== null) reply.header('x-jk-channel', String(counted));
      return send(reply, file);
    },
  );
};
