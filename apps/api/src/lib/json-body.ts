import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser (prototype-poisoning checks kept), except that an empty body is no body:
 * browser API clients often send `Content-Type: application/json` on DELETE or POST calls that carry none.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const standard = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return standard(request, text, done);
  });
}
