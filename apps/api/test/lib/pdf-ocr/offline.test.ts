import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PdfText } from '../../../src/lib/pdf-ocr/index.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

function runNode(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('offline', () => {
  it('reads a scan with every network call throwing, in the process and in its pool and tesseract threads', { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await runNode(['--import', tsxLoader, '--import', pathToFileURL(here('./no-network.mjs')).href, here('./read-offline.ts')]);
    expect(code, stderr).toBe(0);
    const text = JSON.parse(stdout) as PdfText;
    expect(text.pages[0]?.source).toBe('ocr');
    const lines = text.pages[0]?.lines.join('\n');
    expect(lines).toContain('FV/2025/03/0147');
    expect(lines).toContain('Żółć i Gęś');
    // The main thread, the pool's thread and the tesseract worker's thread each ran the preload.
    const threads = new Set([...stderr.matchAll(/network blocked in thread (\d+)/g)].map((match) => Number(match[1])));
    expect(threads.size).toBeGreaterThanOrEqual(3);
    expect(threads.has(0)).toBe(true);
  });
});
