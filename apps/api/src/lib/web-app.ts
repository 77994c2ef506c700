import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors.ts';

/** Source maps give out the app's sources; the build no longer makes them, and an older dist's are not served. */
const sourceMapPath = /\.map$/i;

/** The built browser app; hashed assets are cached for good, everything else is revalidated. */
export async function installWebApp(app: FastifyInstance, root: string): Promise<void> {
  // Before the static files and before the browser-route fallback, which would answer index.html.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (sourceMapPath.test(path) && !path.startsWith('/api/')) {
      return reply.send(notFound());
    }
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    allowedPath: (pathName) => !sourceMapPath.test(pathName),
    // Our own cache-control below; the plugin's would overwrite it.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
