/**
 * Compresses answers for clients that accept it (brotli, then gzip), so that a user on a slow line does not
 * download a 300 KB script or a long search answer whole.
 *   setupCompression(app)   // before the routes and the web app are registered
 * - API answers (JSON) over 1 KB are compressed on the fly at a fast brotli level (4): the default (11) costs
 *   tens of milliseconds per answer, which a search answer cannot spend.
 * - The web app's files are compressed once at build time (vite-plugin-compression2 writes .br and .gz beside
 *   each file) and served as they are by @fastify/static (`preCompressed` in plugins/web-app.ts); this plugin
 *   leaves answers that already carry a content-encoding alone.
 * - Partial answers (206, Content-Range) are never compressed by the plugin: the byte positions would no longer match.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

export async function setupCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
