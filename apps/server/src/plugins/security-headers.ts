/**
 * Security headers on every answer (API JSON, /config.js, the web app's pages and files, 404s), with
 * @fastify/helmet and one policy decided here:
 *
 *   await setupSecurityHeaders(app); // in buildApp, before any route
 *
 * - Content-Security-Policy: scripts only from this origin ('self', no inline script: the runtime
 *   configuration is the file /config.js); styles 'self' 'unsafe-inline', because Ant Design's CSS-in-JS
 *   inserts <style> elements and React renders style="" attributes, which a nonce cannot cover (a
 *   nonce also needs a per-answer index.html, where the page is a cached static file); images also from
 *   data:, blob: and https: (avatars and the contact QR code are links given by users and the operator);
 *   fetches to this origin and OPEN_ORIGIN; frames from this origin and the WeChat QR host.
 * - frame-ancestors by path (lib/frame-ancestors.ts): the plugin pages (/plugin, /plugin/...) the hosts named in
 *   FRAME_ANCESTORS (default 'self'); the pages this site shows in its own frames (the WeChat callback
 *   /sso, the terms pages, the development WeChat page) 'self' and those hosts, as they may sit inside
 *   a framed plugin page; everything else 'none'. X-Frame-Options says the same for old browsers
 *   (DENY or SAMEORIGIN; left out where outside hosts may frame).
 * - Strict-Transport-Security only on answers served over TLS (request.protocol 'https', which
 *   honours TRUST_PROXY's X-Forwarded-Proto): on plain HTTP it would be ignored or, behind a proxy
 *   that is not trusted, wrong.
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin (other sites see
 *   the origin only, never a search or a token in the query), and helmet's other defaults.
 */

import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { frameAncestorsFor } from '../lib/frame-ancestors.ts';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS_VALUE = 'max-age=31536000';

/** The origin of an absolute http(s) address, or null (relative paths are this origin). */
function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The CSP directives (helmet's form); frame-ancestors is computed per request. */
export function cspDirectives(config: AppConfig) {
  const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: unique(["'self'", config.runtime.publicOrigin, config.runtime.openOrigin]),
    frameSrc: unique(["'self'", originOf(config.wechat.connectBase)]),
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [(req: IncomingMessage) => frameAncestorsFor(config, req.url ?? '/')],
  };
}

export async function setupSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { config } = app;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: REFERRER_POLICY },
    // set below: only over TLS, and frame rules by path
    strictTransportSecurity: false,
    xFrameOptions: false,
    // the open platform (OPEN_ORIGIN) may be another host of the same site
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    const ancestors = frameAncestorsFor(config, request.url);
    if (ancestors === "'none'") reply.header('x-frame-options', 'DENY');
    else if (ancestors === "'self'") reply.header('x-frame-options', 'SAMEORIGIN');
  });
}
