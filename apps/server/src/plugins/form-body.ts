import type { FastifyInstance } from 'fastify';

/**
 * Accept application/x-www-form-urlencoded bodies as a flat object of strings (the last value wins
 * for repeated names). The body limit is the app's (1 MB).
 */
export function setupFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null);
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] = value;
      done(null, fields);
    },
  );
}
