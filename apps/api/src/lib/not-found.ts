import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';

/**
 * Unknown /api paths answer a 404 envelope. With the web app served, any other GET gets index.html, so
 * the browser router handles deep links (/contractors, /passwordReset/...); but not a missing build file
 * under /assets/ (a chunk of an older build, after a redeploy): HTML in its place would fail in the browser
 * as a script of the wrong type rather than as the missing file it is.
 */
export function installNotFound(app: FastifyInstance, serveWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isBuildFile = path.startsWith('/assets/');
    if (serveWebApp && !isApi && !isBuildFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.send(notFound());
  });
}
