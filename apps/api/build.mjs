// Bundles src/server.ts into dist/server.js: the workspace packages (@leasedesk/*, TypeScript
// sources) go into the bundle, every other package stays an import resolved from node_modules.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const here = (path) => new URL(path, import.meta.url).pathname;

rmSync(here('./dist'), { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@leasedesk/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const bundle = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, plugins: [externalPackages], logLevel: 'warning' };

await build({ ...bundle, entryPoints: [here('./src/server.ts')], outfile: here('./dist/server.js') });

// The PDF reader's pool threads run dist/pdf-worker.js, found beside the server's bundle (src/lib/pdf-ocr/worker-entry.ts);
// `npm run worker` runs dist/pdf-queue-worker.js (PDF_READING=queue), `npm run create-admin` dist/create-admin.js.
await build({
  ...bundle,
  entryPoints: {
    'pdf-worker': here('./src/lib/pdf-ocr/pdf-worker.ts'),
    'pdf-queue-worker': here('./src/pdf-queue-worker.ts'),
    'create-admin': here('./src/create-admin.ts'),
  },
  outdir: here('./dist'),
});

// The migrator reads the SQL files next to the bundle (dist/migrations).
cpSync(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
console.log('api: dist/server.js, dist/pdf-worker.js, dist/pdf-queue-worker.js and dist/migrations written');
