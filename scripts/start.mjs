// `npm start`: builds the app only when its sources changed since the last build (a restart then takes
// seconds instead of a full Vite and esbuild build), then runs the built server.
import './require-supported-node.mjs';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWhenChanged } from './build-when-changed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps', 'api', 'dist', 'server.js');

buildWhenChanged(root, 'server');

// The server runs in this process rather than in a child, so signals (Ctrl+C, a supervisor's SIGTERM),
// stdio and the exit status are its own, exactly as with `node apps/api/dist/server.js`: nothing in between
// forwards them (a forwarded Ctrl+C would reach it twice and cut its orderly shutdown short).
// The workers it forks with WEB_CONCURRENCY run the server file itself, not this script again.
cluster.setupPrimary({ exec: server });
await import(pathToFileURL(server).href);
