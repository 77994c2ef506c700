// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built app, so the API
// sends them as they are (@fastify/static's preCompressed) instead of the plain file or compressing per request.
// Run after `vite build`; Vite empties dist first, so no copy of an older build is left behind.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
/** Smaller files save a few hundred bytes at most, well within the packets they take anyway. */
const minimumBytes = 1024;

/** Every file under a directory, recursively. */
async function filesUnder(directory) {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/** The copies worth keeping of one file: each only when it is smaller than the file itself. */
async function precompressFile(path) {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = [];
  for (const [suffix, compressed] of [['.br', br], ['.gz', gz]]) {
    if (compressed.length >= content.length) continue;
    await writeFile(path + suffix, compressed);
    written.push({ suffix, bytes: compressed.length });
  }
  return { path, bytes: content.length, written };
}

async function precompress(root) {
  const candidates = [];
  for (const path of await filesUnder(root)) {
    if (!compressible.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size < minimumBytes) continue;
    candidates.push(path);
  }
  return Promise.all(candidates.map(precompressFile));
}

// apps/web/dist unless another directory is named.
const root = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const results = await precompress(root);
const total = (suffix) => results.reduce((sum, { bytes, written }) => sum + (written.find((copy) => copy.suffix === suffix)?.bytes ?? bytes), 0);
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const plain = results.reduce((sum, { bytes }) => sum + bytes, 0);
console.log(`web: ${results.length} files precompressed in ${relative(process.cwd(), root) || '.'}: ${kilobytes(plain)}, brotli ${kilobytes(total('.br'))}, gzip ${kilobytes(total('.gz'))}`);
