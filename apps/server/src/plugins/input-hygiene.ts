/**
 * One check for every route, after schema validation and before any handler: a NUL character in any
 * string (query, path parameters, body, cookies) or a number that is not finite answers HTTP 400 with
 * a Chinese message, and nothing runs (lib/unsafe-input.ts says why these two).
 *
 *   setupInputHygiene(app); // in buildApp, before any route
 *
 * A preHandler, not a preValidation hook: multipart fields become the body in a route's own
 * preValidation (lib/multipart-fields.ts), and Ajv's coercion makes Infinity out of a query's "1e400"
 * only while validating.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error.ts';
import { unsafeInputMessage } from '../lib/unsafe-input.ts';
import { REQUEST_PART_NAMES } from '../lib/validation-message.ts';

export function setupInputHygiene(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const problem =
      unsafeInputMessage(request.params, REQUEST_PART_NAMES.params ?? '') ??
      unsafeInputMessage(request.query, REQUEST_PART_NAMES.querystring ?? '') ??
      unsafeInputMessage(request.body, REQUEST_PART_NAMES.body ?? '') ??
      unsafeInputMessage(request.cookies, 'Cookie');
    if (problem) throw badRequest(problem);
  });
}
