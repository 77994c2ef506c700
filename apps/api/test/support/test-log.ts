import { appendFileSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Mail } from '../../src/lib/mail.ts';

/**
 * No log line written during the test run may hold a reset token. scripts/test.mjs names a directory in
 * this variable; every test app logs there (info level) and every mailed secret is noted beside the logs, so that the
 * run can scan each line for the reset page path with a token and for the tokens mails carried
 * (scripts/scan-test-logs.mjs). Without the variable (a single test file run by hand) nothing is written.
 */
export const testLogDirectoryVariable = 'LEASEDESK_TEST_LOG_DIR';

type LineSink = { write(line: string): void };

const directory = process.env[testLogDirectoryVariable] || undefined;
let sharedSink: LineSink | undefined;

/** One file per test worker process, appended by synchronous writes: nothing is lost when the worker exits. */
function workerSink(): LineSink | undefined {
  if (!directory) return undefined;
  if (!sharedSink) {
    mkdirSync(directory, { recursive: true });
    const fd = openSync(join(directory, `api-${process.pid}.log`), 'a');
    sharedSink = { write: (line) => void writeSync(fd, line) };
  }
  return sharedSink;
}

/** A test app's logger: into the test's own sink (when it reads what was logged) and the run's log directory. */
export function testLoggerOptions(own?: LineSink): FastifyServerOptions['logger'] {
  const sinks = [own, workerSink()].filter((sink): sink is LineSink => sink !== undefined);
  if (sinks.length === 0) return false;
  return { level: 'info', stream: { write: (line: string) => sinks.forEach((sink) => sink.write(line)) } };
}

/** Copies what a spawned server process prints into the run's log directory. */
export function teeServerOutput(pid: number | undefined): (chunk: Buffer) => void {
  if (!directory) return () => undefined;
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `server-${process.pid}-${pid ?? 'unknown'}.log`);
  return (chunk) => appendFileSync(file, chunk);
}

// The reset page path's token (base64, slashes included) as a mail's link carries it.
const resetLinkToken = /\/passwordReset\/\d+\/([A-Za-z0-9+/=]+)/g;

/** Notes the reset tokens a mail carries for the scan; the file is not a log and is not scanned. */
export function noteMailSecrets(mail: Mail): void {
  if (!directory) return;
  const tokens = [...mail.text.matchAll(resetLinkToken)].flatMap((match) => (match[1] ? [match[1]] : []));
  if (tokens.length === 0) return;
  mkdirSync(directory, { recursive: true });
  appendFileSync(join(directory, `mail-tokens-${process.pid}.tokens`), tokens.map((token) => `${token}\n`).join(''));
}
