import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';

/**
 * Unknown /api paths answer a 404 envelope. With the web app served, any other GET that accepts
 * HTML gets index.html, so the browser router handles deep links (/contractors, /passwordReset/...).
 */
export function installNotFound(app: FastifyInstance, serveWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (serveWebApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.send(notFound());
  });
}
