/**
 * A request URL as the log may keep it: tokens that grant something are replaced.
 * - Excel downloads carry a signed download token as the last path segment: /api/leaseagreements/{id}/…/excel/{token}.
 * - The reset link, served as the browser route /passwordReset/{userId}/{token}, carries the reset token, which
 *   may itself contain '/' (base64), so everything after the user id goes.
 * - Anywhere else, a segment or query value shaped like a JWT, and query parameters named like a secret
 *   (a token in a query string is logged as readily as one in a path).
 */
export const redactedMark = '[redacted]';

const jwtShape = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;
const secretParameterName = /token|secret|passw|signature|apikey|api_key|^code$|^key$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : url.slice(queryStart + 1);
  return query === undefined ? redactPath(path) : `${redactPath(path)}?${redactQuery(query)}`;
}

function redactPath(path: string): string {
  const segments = path.split('/');
  // ['', 'passwordReset', '{userId}', '{token}', …]
  if (segments[1]?.toLowerCase() === 'passwordreset' && segments.length > 3) return [...segments.slice(0, 3), redactedMark].join('/');
  const excel = segments.findIndex((segment) => segment.toLowerCase() === 'excel');
  if (excel !== -1 && segments.length > excel + 1) return [...segments.slice(0, excel + 1), redactedMark].join('/');
  return segments.map((segment) => (looksLikeJwt(segment) ? redactedMark : segment)).join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return looksLikeJwt(pair) ? redactedMark : pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      return secretParameterName.test(safeDecode(name)) || looksLikeJwt(value) ? `${name}=${redactedMark}` : pair;
    })
    .join('&');
}

function looksLikeJwt(text: string): boolean {
  return jwtShape.test(safeDecode(text));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
