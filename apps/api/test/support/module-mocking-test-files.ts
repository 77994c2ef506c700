import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const mocksAModule = /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/**
 * The API test files that replace a module (vi.mock and its kin). They run in a fresh module graph each: in the
 * shared graph the other files run in, the module may already be loaded by an earlier file, and the code under
 * test would keep the real one while the test's spies stay silent, passing without testing anything.
 */
export function filesThatMockModules(apiRoot: string, files: readonly string[]): string[] {
  return files.filter((file) => mocksAModule.test(readFileSync(file, 'utf8'))).map((file) => relative(apiRoot, file));
}
