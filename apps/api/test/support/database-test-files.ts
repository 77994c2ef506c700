import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The API test files that can reach a database: those whose relative imports, followed through test/ and src/,
 * reach src/db/, and those that start another process or read a database URL (a server they start may open one).
 * The PostgreSQL run takes only these; the others (PDF reading and OCR, KSeF parsing, CSV, tokens) test the same
 * code either way and have run once already on PGlite.
 *
 * Conservative on purpose: a file is left out only when nothing it imports could open a connection. An import this
 * reader cannot follow (a computed path) keeps the file in.
 */
export function filesThatReachTheDatabase(apiRoot: string): string[] {
  const graph = new Map<string, Node>();
  return testFiles(join(apiRoot, 'test'))
    .filter((file) => reachesDatabase(file, apiRoot, graph))
    .map((file) => relative(apiRoot, file));
}

/** Every `*.test.ts` under `directory`. */
export function testFiles(directory: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory)) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) found.push(...testFiles(path));
    else if (entry.endsWith('.test.ts')) found.push(path);
  }
  return found.sort();
}

const staticImport = /(?:^|[\s;])(?:import|export)\s+(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const dynamicImport = /\bimport\(\s*([^)]*?)\s*\)/g;
const literal = /^['"]([^'"]+)['"]$/;
const startsProcess = /\bfrom\s+['"](?:node:)?(?:child_process|cluster)['"]|\b(?:DATABASE_URL|TEST_DATABASE_URL)\b/;

type Node = { direct: boolean; imports: string[] };

/** Breadth first through the import graph: any file on the way that opens the database, or might, decides. */
function reachesDatabase(file: string, apiRoot: string, graph: Map<string, Node>): boolean {
  const seen = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const node = nodeOf(next, apiRoot, graph);
    if (node.direct) return true;
    for (const target of node.imports) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return false;
}

function nodeOf(file: string, apiRoot: string, graph: Map<string, Node>): Node {
  const known = graph.get(file);
  if (known) return known;
  const node = readNode(file, apiRoot);
  graph.set(file, node);
  return node;
}

function readNode(file: string, apiRoot: string): Node {
  const opens: Node = { direct: true, imports: [] };
  if (!relative(join(apiRoot, 'src', 'db'), file).startsWith('..')) return opens;
  const source = readFileSync(file, 'utf8');
  if (startsProcess.test(source)) return opens;
  const specifiers: string[] = [];
  for (const match of source.matchAll(staticImport)) specifiers.push(match[1] as string);
  for (const match of source.matchAll(dynamicImport)) {
    const argument = literal.exec(match[1] as string);
    if (!argument) return opens;
    specifiers.push(argument[1] as string);
  }
  const imports: string[] = [];
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.')) continue;
    const target = resolveSource(resolve(dirname(file), specifier));
    if (target === 'unknown') return opens;
    if (target !== 'not-code' && !relative(apiRoot, target).startsWith('..')) imports.push(target);
  }
  return { direct: false, imports };
}

/** The source file an import names, 'not-code' for a data file, 'unknown' for a path this reader cannot find. */
function resolveSource(path: string): string {
  for (const candidate of [path, `${path}.ts`, join(path, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return /\.(ts|mts|js|mjs)$/.test(candidate) ? candidate : 'not-code';
  }
  return 'unknown';
}
