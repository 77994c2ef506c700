// Run by `npm test` (step "unit: scripts") with Node's own test runner.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { scanTestLogs } from './scan-test-logs.mjs';

const token = 'q2Vx1/Zk8+Lw3mN0pR4sT6uV8wX0yZ2aB4cD6eF8gH0=';

function logDirectory(files) {
  const directory = mkdtempSync(join(tmpdir(), 'leasedesk-scan-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(directory, name), content);
  return directory;
}

const requestLine = (url) => `${JSON.stringify({ level: 30, msg: 'incoming request', req: { url } })}\n`;

describe('the log scan of the API test run', () => {
  it('passes logs whose reset paths are redacted, naming what it read', () => {
    const directory = logDirectory({
      'api-1.log': requestLine('/passwordReset/5/[redacted]') + requestLine('/api/ping'),
      'mail-tokens-1.tokens': `${token}\n`,
    });
    assert.deepEqual(scanTestLogs(directory), { finds: [], files: 1, lines: 2, tokens: 1 });
  });

  it('finds a planted reset path with its token, by file and line', () => {
    const directory = logDirectory({ 'api-1.log': requestLine('/api/ping') + requestLine(`/passwordReset/5/${token}`) });
    assert.deepEqual(scanTestLogs(directory).finds, [{ file: 'api-1.log', line: 2, reason: 'a reset page path with its token' }]);
  });

  it('finds a token a mail carried wherever a line holds it, plain or percent-encoded', () => {
    const directory = logDirectory({
      'server-1-2.log': `mail text: open ${token} now\nquiet line\n`,
      'api-3.log': requestLine(`/somewhere?t=${encodeURIComponent(token)}`),
      'mail-tokens-3.tokens': `${token}\n`,
    });
    assert.deepEqual(scanTestLogs(directory).finds, [
      { file: 'api-3.log', line: 1, reason: 'a reset token a mail carried' },
      { file: 'server-1-2.log', line: 1, reason: 'a reset token a mail carried' },
    ]);
  });

  it('does not scan the noted tokens themselves, and says when there was no log at all', () => {
    const directory = logDirectory({ 'mail-tokens-1.tokens': `${token}\n` });
    assert.deepEqual(scanTestLogs(directory), { finds: [], files: 0, lines: 0, tokens: 1 });
  });
});
