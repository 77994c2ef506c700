// `npm run worker`: a process that reads PDF invoices for API processes started with PDF_READING=queue and the
// same DATABASE_URL (README, "Reading PDFs on other machines"). Builds first when the sources changed, as `npm start`.
import './require-supported-node.mjs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWhenChanged } from './build-when-changed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildWhenChanged(root, 'PDF worker');
await import(pathToFileURL(join(root, 'apps', 'api', 'dist', 'pdf-queue-worker.js')).href);
