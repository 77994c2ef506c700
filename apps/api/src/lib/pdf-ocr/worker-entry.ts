import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type WorkerEntry = { filename: string; execArgv: string[] | undefined };

/**
 * Where the pool's thread program is. Two ways this module runs:
 * - from the TypeScript sources (vitest, tsx, the bench): this file is `pdf-ocr/worker-entry.ts`, and the thread
 *   runs `pdf-worker.ts` beside it with tsx's loader added to the process's own options (`--import tsx`), so the
 *   thread reads the same sources, and a preload the process was started with (e.g. one that blocks the network)
 *   runs in the thread too;
 * - from the esbuild bundle: this code is inside `dist/server.js`, and build.mjs bundles the thread program as
 *   `dist/pdf-worker.js` beside it: plain JavaScript, so the thread needs no loader and inherits the options.
 * A `.ts` worker rather than a hand-written `.mjs` keeps one language and one set of imports (pdfjs, tesseract.js,
 * the modules here) for both, typed and linted like the rest; tsx is installed for development and tests only.
 */
export function pdfWorkerEntry(moduleUrl: string = import.meta.url): WorkerEntry {
  if (moduleUrl.endsWith('.ts')) {
    const tsxLoader = pathToFileURL(createRequire(moduleUrl).resolve('tsx')).href;
    const hasTsx = process.execArgv.some((option) => option === 'tsx' || option === tsxLoader || /[/\\]tsx[/\\]dist[/\\]loader\.mjs$/.test(option));
    return { filename: fileURLToPath(new URL('./pdf-worker.ts', moduleUrl)), execArgv: hasTsx ? [...process.execArgv] : [...process.execArgv, '--import', tsxLoader] };
  }
  return { filename: fileURLToPath(new URL('./pdf-worker.js', moduleUrl)), execArgv: undefined };
}
