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

const measuresTheProcess = /\bprocess\s*\.\s*(?:cpuUsage|memoryUsage)\s*\(|\bmonitorEventLoopDelay\s*\(/;

/**
 * The API test files that measure their whole process (its CPU time, its memory, its event loop). They run in a
 * process of their own: in the shared one, what earlier files left behind (their heaps to collect, threads still
 * closing) would be measured with them. A read cut off by the OCR time limit was once measured at 619 ms of CPU
 * in an idle second, none of it the reader's.
 */
export function filesThatMeasureTheProcess(apiRoot: string, files: readonly string[]): string[] {
  return files.filter((file) => measuresTheProcess.test(readFileSync(file, 'utf8'))).map((file) => relative(apiRoot, file));
}
