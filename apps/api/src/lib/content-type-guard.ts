import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaTypeOf(header: string): string {
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * A route with a JSON body schema answers any other body (text/plain, multipart, a form) with 415
 * before the body is read, instead of a field error about the parsed text. A route that takes
 * another type says so in `schema.consumes` (the logo upload: multipart). A request without a
 * Content-Type carries no body; the schema then decides (Required).
 */
export function installContentTypeGuard(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const schema = request.routeOptions.schema;
    const header = request.headers['content-type'];
    if (!schema?.body || header === undefined) return payload;
    const mediaType = mediaTypeOf(header);
    if (isJson(mediaType) || schema.consumes?.map((type) => type.toLowerCase()).includes(mediaType)) return payload;
    // The message Fastify gives a type it cannot parse at all, so every wrong type reads the same.
    throw new AppError('unsupportedMediaType', { key: 'common.unsupportedContentType' });
  });
}
