import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { filesThatReachTheDatabase } from '../support/database-test-files.ts';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the API test files the PostgreSQL run takes', () => {
  const files = filesThatReachTheDatabase(apiRoot);

  it('takes every file that builds the app or opens a database, and those that start a process', () => {
    expect(files).toContain('test/db/tenant-isolation.test.ts');
    expect(files).toContain('test/modules/invoices/pdf-import.test.ts');
    expect(files).toContain('test/config.test.ts');
    expect(files).toContain('test/db/data-dir-lock.test.ts');
  });

  it('leaves out files that only read PDFs, KSeF XML or CSV', () => {
    expect(files).not.toContain('test/lib/pdf-ocr/scanned.test.ts');
    expect(files).not.toContain('test/modules/invoices/ksef/ksef-ministry-examples.test.ts');
    expect(files).not.toContain('test/lib/csv/read-csv.test.ts');
  });

  describe('on a made-up project', () => {
    const root = mkdtempSync(join(tmpdir(), 'leasedesk-test-files-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('src/db/client.ts', 'export const open = () => 1;\n');
    write('src/pure.ts', "import { other } from './cycle-a.ts';\nexport const pure = other;\n");
    write('src/cycle-a.ts', "import { b } from './cycle-b.ts';\nexport const other = b;\n");
    write('src/cycle-b.ts', "import './cycle-a.ts';\nimport { open } from './db/client.ts';\nexport const b = open;\n");
    write('src/alone.ts', "import { readFileSync } from 'node:fs';\nexport const alone = readFileSync;\n");
    write('test/through-a-cycle.test.ts', "import { pure } from '../src/pure.ts';\n");
    write('test/alone.test.ts', "import { alone } from '../src/alone.ts';\nimport data from './data.json';\n");
    write('test/data.json', '{}');
    write('test/computed.test.ts', "const name = 'x';\nawait import(`../src/${name}.ts`);\n");
    write('test/missing.test.ts', "import { gone } from '../src/gone.ts';\n");
    write('test/env.test.ts', 'const url = process.env.TEST_DATABASE_URL;\n');
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('follows imports through cycles, and keeps a file whose imports it cannot follow', () => {
      expect(filesThatReachTheDatabase(root)).toEqual(['test/computed.test.ts', 'test/env.test.ts', 'test/missing.test.ts', 'test/through-a-cycle.test.ts']);
    });
  });
});
