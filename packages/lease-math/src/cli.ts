// The lease-calc process: stdin → runCli → stdout and the exit code. All logic lives in
// cli-core.ts, which tests call without spawning a process.
import { USAGE, runCli } from './cli-core.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  const unknown = argv.filter((a) => a !== '--compact');
  if (unknown.length > 0) {
    process.stderr.write(`lease-calc: unknown option ${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const { exitCode, output } = runCli(await readStdin(), { compact: argv.includes('--compact') });
  await new Promise<void>((resolve, reject) => {
    process.stdout.write(output, (error) => (error ? reject(error) : resolve()));
  });
  return exitCode;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`lease-calc: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
