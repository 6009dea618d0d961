/**
 * The downloads of /download (issue 12), each with its version, size and SHA-256:
 *   GET /eda/downloads                 the list
 *   GET /eda/downloads/kicad-plugin    the KiCad plugin package (PCM zip, "Install from file")
 * The HTTP library file itself is served by kicad-httplib.routes.ts; the list describes those same bytes.
 * Both are built for the portal's public origin, once per process.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type BuiltFile, describeFile, KICAD_PLUGIN_VERSION, kicadPluginPackage } from '@jianku/eda';
import { type PluginDownload, PluginDownloadListSchema } from '@jianku/rules/eda-schemas';
import { strToU8 } from 'fflate';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { httpLibText } from './kicad-httplib.service.ts';

/** The .kicad_httplib file's format version (its meta.version). */
const HTTPLIB_VERSION = '1.0';

const built = new Map<string, { plugin: BuiltFile; httplib: BuiltFile }>();

function filesFor(origin: string): { plugin: BuiltFile; httplib: BuiltFile } {
  let files = built.get(origin);
  if (!files) {
    const text = httpLibText(origin);
    files = {
      plugin: kicadPluginPackage(origin, text),
      httplib: describeFile('jianku.kicad_httplib', strToU8(text)),
    };
    built.set(origin, files);
  }
  return files;
}

export function pluginDownloads(origin: string): PluginDownload[] {
  const { plugin, httplib } = filesFor(origin);
  return [
    {
      key: 'kicad-plugin',
      title: 'KiCad 插件（插件和内容管理器安装包）',
      fileName: plugin.fileName,
      version: KICAD_PLUGIN_VERSION,
      size: plugin.size,
      sha256: plugin.sha256,
      url: '/to/api/eda/downloads/kicad-plugin',
    },
    {
      key: 'kicad-httplib',
      title: 'KiCad HTTP 库文件',
      fileName: httplib.fileName,
      version: HTTPLIB_VERSION,
      size: httplib.size,
      sha256: httplib.sha256,
      url: '/to/api/kicad/jianku.kicad_httplib',
    },
  ];
}

const tags = ['eda'];

export const pluginDownloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const origin = () => app.config.runtime.publicOrigin;
  app.get(
    '/eda/downloads',
    {
      schema: {
        tags,
        summary: '插件下载：KiCad 插件与 HTTP 库文件（版本、大小、SHA-256）',
        response: envelopeResponses(PluginDownloadListSchema),
      },
    },
    async () => ok({ list: pluginDownloads(origin()) }),
  );

  app.get(
    '/eda/downloads/kicad-plugin',
    { schema: { tags, summary: '下载 KiCad 插件包（zip，KiCad 插件和内容管理器“从文件安装”）' } },
    async (_request, reply) => {
      const { plugin } = filesFor(origin());
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${plugin.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(plugin.bytes));
    },
  );
};
