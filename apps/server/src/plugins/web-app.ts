/**
 * Serves the built web app (WEB_DIST) and answers every path nothing else answered:
 * - under the API bases (/to/, /tool/): 404 in the envelope (接口不存在);
 * - a page navigation (GET/HEAD accepting text/html, not a file): index.html, so that the web app's
 *   router shows /part/search?x or /404 after a reload (history fallback); a results or item page's with a
 *   `Link` header naming its scripts (first-load-links.ts);
 * - anything else: 404 in the envelope.
 * Hashed files under /assets/ are cached for a year; everything else is revalidated (ETag). Each file is
 * served from its brotli or gzip copy made at build time when the client accepts one (plugins/compression.ts).
 * Without a built index.html the page navigations get a short Chinese page with HTTP 503.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, ErrorMessage } from '@jianku/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../lib/envelope.ts';
import { firstLoadLinks } from './first-load-links.ts';
import { sendEnvelope } from './http-errors.ts';

/** Path prefixes of the server's own bases (spec §7); never served from the web app. */
export const API_BASES = ['/to', '/tool'] as const;

export function isApiPath(pathname: string): boolean {
  return API_BASES.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** Extensions that mark a request for a file rather than a page of the web app. */
const FILE_EXTENSION =
  /\.(?:html?|m?js|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|bmp|woff2?|ttf|otf|eot|wasm|mp3|mp4|webm|pdf|zip|glb|gltf|stl|stp|step)$/i;

const LONG_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>件库 - 前端尚未构建</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 4em auto; line-height: 1.6">
<h1>前端尚未构建</h1>
<p>服务器已启动，但找不到前端页面（index.html）。请先在项目根目录运行 <code>npm run build</code>，
或用环境变量 WEB_DIST 指向已构建的前端目录，然后刷新本页。</p>
<p>接口文档：<a href="/to/api/docs">/to/api/docs</a></p>
</body>
</html>
`;

function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function wantsPage(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  if (pathname === '/config.js') return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(lastSegment);
}

function sendIndex(reply: FastifyReply, root: string, link: string | null): void {
  // Checked on every page request (one stat), so that a build made after the start is picked up.
  if (existsSync(join(root, 'index.html'))) {
    if (link) reply.header('link', link);
    reply.status(200).sendFile('index.html');
  } else {
    reply
      .status(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(NOT_BUILT_PAGE);
  }
}

export async function setupWebApp(app: FastifyInstance, options: { root: string }): Promise<void> {
  const { root } = options;
  const links = firstLoadLinks(root);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    // the build writes .br and .gz beside each file (vite-plugin-compression2): served as they are
    preCompressed: true,
    // a missing folder only means "not built yet": the fallback page says so, no warning needed
    suppressWarning: true,
    allowedPath: (pathname: string) => !isApiPath(pathname),
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const relative = filePath.slice(root.length).replaceAll('\\', '/');
      reply.header('cache-control', relative.startsWith('/assets/') ? LONG_CACHE : REVALIDATE);
    },
  });

  // A plain (not async) handler: it answers through `reply`, there is nothing to await.
  app.setNotFoundHandler((request, reply) => {
    const pathname = pathnameOf(request.url);
    if (isApiPath(pathname)) {
      sendEnvelope(reply, 404, fail(ErrorCode.notFound, ErrorMessage.routeNotFound));
    } else if (wantsPage(request, pathname)) {
      sendIndex(reply, root, links.headerFor(pathname));
    } else {
      sendEnvelope(reply, 404, fail(ErrorCode.notFound, ErrorMessage.notFound));
    }
  });
}
