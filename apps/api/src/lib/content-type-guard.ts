import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaTypeOf(header: string): string {
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

/** Their bodies are never read; a client library's stray Content-Type on them changes nothing. */
const bodilessMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Every route answers a body that is not JSON (text/plain, multipart, a form) with 415 before the body
 * is read, instead of a field error about the parsed text, whether it declares its body schema or checks
 * the body itself (agreements, corrections). A route that takes another type says so in
 * `schema.consumes` (the uploads: multipart). A request without a Content-Type carries no body; the
 * schema or the route then decides (Required).
 */
export function installContentTypeGuard(app: FastifyInstance): void {
  // Fastify parses text/plain as a string by default; no route of the API takes one.
  app.removeContentTypeParser('text/plain');
  app.addHook('preParsing', async (request, _reply, payload) => {
    const header = request.headers['content-type'];
    if (header === undefined || bodilessMethods.has(request.method)) return payload;
    const mediaType = mediaTypeOf(header);
    if (isJson(mediaType) || request.routeOptions.schema?.consumes?.map((type) => type.toLowerCase()).includes(mediaType)) return payload;
    // The message Fastify gives a type it cannot parse at all, so every wrong type reads the same.
    throw new AppError('unsupportedMediaType', { key: 'common.unsupportedContentType' });
  });
}
