// No log line written during the API test run may hold a reset token. The test apps log into a directory
// (LEASEDESK_TEST_LOG_DIR, apps/api/test/support/test-log.ts) and note there, in *.tokens files, the reset tokens of
// every mail they sent; this scans every line of every *.log file for a reset page path with a token and for any of
// those tokens, and names the file and line of each find (never the token: the failure output is a log too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// A token in the reset page path, as a request URL or a mail's link would carry it; the redacted form has '[redacted]'.
const resetPathWithToken = /\/passwordReset\/\d+\/[A-Za-z0-9+/=]{16,}/i;
// Stretches of base64 long enough to hold a noted token (a 256-bit token is 44 characters).
const base64Run = /[A-Za-z0-9+/=]{16,}/g;
const prefixLength = 16;

/** Percent-encoded base64 ('/', '+', '=') read as the plain characters, so an encoded token is found too. */
function decodedBase64(line) {
  return line.replace(/%2F/gi, '/').replace(/%2B/gi, '+').replace(/%3D/gi, '=');
}

/** The noted tokens, indexed by their first characters so a line is checked without trying every token. */
function tokenIndex(directory, files) {
  const byPrefix = new Map();
  for (const file of files.filter((name) => name.endsWith('.tokens'))) {
    for (const token of readFileSync(join(directory, file), 'utf8').split('\n')) {
      if (token.length < prefixLength) continue;
      const prefix = token.slice(0, prefixLength);
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), token]);
    }
  }
  return byPrefix;
}

function holdsNotedToken(line, byPrefix) {
  if (byPrefix.size === 0) return false;
  for (const [run] of line.matchAll(base64Run)) {
    for (let start = 0; start + prefixLength <= run.length; start++) {
      const candidates = byPrefix.get(run.slice(start, start + prefixLength));
      if (candidates?.some((token) => run.startsWith(token, start))) return true;
    }
  }
  return false;
}

/** Every line of the directory's logs that holds a reset token: { file, line (from 1), reason }; and what was read. */
export function scanTestLogs(directory) {
  const files = readdirSync(directory).sort();
  const byPrefix = tokenIndex(directory, files);
  const finds = [];
  let lines = 0;
  const logFiles = files.filter((name) => name.endsWith('.log'));
  for (const file of logFiles) {
    const text = readFileSync(join(directory, file), 'utf8').split('\n');
    text.forEach((raw, index) => {
      if (!raw) return;
      lines++;
      const line = decodedBase64(raw);
      if (resetPathWithToken.test(line)) finds.push({ file, line: index + 1, reason: 'a reset page path with its token' });
      else if (holdsNotedToken(line, byPrefix)) finds.push({ file, line: index + 1, reason: 'a reset token a mail carried' });
    });
  }
  return { finds, files: logFiles.length, lines, tokens: [...byPrefix.values()].reduce((sum, list) => sum + list.length, 0) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const directory = process.argv[2];
  if (!directory) {
    console.error('usage: node scripts/scan-test-logs.mjs <log directory>');
    process.exit(2);
  }
  const { finds, files, lines, tokens } = scanTestLogs(directory);
  console.log(`Scanned ${lines} log line(s) in ${files} file(s) of ${directory} for reset tokens (${tokens} noted from mails).`);
  for (const find of finds) console.error(`Error: ${join(directory, find.file)}:${find.line} holds ${find.reason}`);
  if (lines === 0) console.error('Error: no test app wrote a log line; the scan proves nothing (is LEASEDESK_TEST_LOG_DIR passed on?)');
  process.exit(finds.length > 0 || lines === 0 ? 1 : 0);
}
