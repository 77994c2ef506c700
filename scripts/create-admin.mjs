// `npm run create-admin -- <email>`: an administrator with a generated password, printed once and changed at first
// sign-in (README, "A real deployment's first administrator"). Builds first when the sources changed, as `npm start`.
import './require-supported-node.mjs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWhenChanged } from './build-when-changed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildWhenChanged(root, 'create-admin command');
await import(pathToFileURL(join(root, 'apps', 'api', 'dist', 'create-admin.js')).href);
