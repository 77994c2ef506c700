import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The built browser app; hashed assets are cached for good, everything else is revalidated. */
export async function installWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    // Our own cache-control below; the plugin's would overwrite it.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
