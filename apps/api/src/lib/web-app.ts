import { relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors.ts';

/** Source maps give out the app's sources; the build no longer makes them, and an older dist's are not served. */
const sourceMapPath = /\.map$/i;

const immutable = 'public, max-age=31536000, immutable';

/**
 * The built browser app. The build writes .br and .gz copies beside its larger files
 * (apps/web/scripts/precompress.mjs); each request gets brotli when it accepts it, else gzip, else the
 * plain file. Hashed assets are cached for good, everything else (index.html first) is revalidated.
 */
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
    preCompressed: true,
    allowedPath: (pathName) => !sourceMapPath.test(pathName),
    // Our own cache-control below; the plugin's would overwrite it.
    cacheControl: false,
    // Called for every file sent, the fallback's index.html included; `path` is the file on disk (.br, .gz or plain).
    setHeaders: (res, path) => {
      const hashedAsset = relative(root, path).startsWith(`assets${sep}`);
      res.setHeader('cache-control', hashedAsset ? immutable : 'no-cache');
      // The same URL answers differently by Accept-Encoding; a shared cache must keep them apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}
