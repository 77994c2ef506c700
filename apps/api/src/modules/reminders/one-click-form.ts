import type { FastifyInstance } from 'fastify';

/** RFC 8058's one-click body is one short pair; nothing longer is read. */
const formBodyLimit = 4096;

/** The text fields of a small multipart/form-data body (RFC 7578): `name="x"` parts and their one-line values. */
function multipartFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of text.matchAll(/name="([^"\r\n]{1,100})"[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]{0,200})/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) fields[name] = value;
  }
  return fields;
}

/**
 * Reads the bodies of RFC 8058's one-click unsubscribe POST as an object of their fields, in the scope it is installed
 * in only: `application/x-www-form-urlencoded` and `multipart/form-data` (the RFC's SHOULD), both `List-Unsubscribe=One-Click`.
 * Every other route still answers a form with 415 (content-type-guard.ts), since only this route lists the types in
 * `consumes`; the app-wide multipart parser of the uploads is replaced in this scope alone.
 */
export function acceptOneClickForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: formBodyLimit }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
  if (scope.hasContentTypeParser('multipart/form-data')) scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: formBodyLimit }, (_request, body, done) => {
    done(null, multipartFields(typeof body === 'string' ? body : body.toString('utf8')));
  });
}
