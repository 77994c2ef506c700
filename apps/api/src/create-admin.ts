import { email as emailSchema } from '@leasedesk/contract';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createAdministrator } from './db/create-administrator.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { migrateDatabase } from './migrate-database.ts';

/** Exit codes: 0 created, 1 refused or failed, 2 called wrongly. */
function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/**
 * `npm run create-admin -- <email>`: an administrator for a database without one (DATA_DIR's PGlite, or
 * DATABASE_URL), with a generated password printed once and changed at first sign-in.
 */
async function main(): Promise<void> {
  const given = process.argv.slice(2).filter((argument) => argument !== '--');
  const parsedEmail = emailSchema.safeParse(given[0] ?? '');
  if (given.length !== 1 || !parsedEmail.success) fail('Usage: npm run create-admin -- <e-mail address of the new administrator>', 2);
  const email = parsedEmail.data;
  const config = configOrExit();
  // PGlite serves one process: while the server runs, its DATA_DIR is locked and this must wait for it to stop.
  if (!config.databaseUrl) {
    try {
      const lock = lockDataDir(config.dataDir);
      process.once('exit', () => lock.release());
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(`${error.message}\nStop the server, run create-admin, then start the server again.`);
      throw error;
    }
  }
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.timeouts.databaseStatementMs, poolSize: config.databasePoolSize } : { kind: 'pglite', dataDir: config.dataDir },
  );
  // A database no server has started yet gets its tables first; under the start-up lock, as a server takes it.
  const created = await database
    .exclusively(async () => {
      await migrateDatabase(database);
      return createAdministrator(database.db, email);
    })
    .finally(() => database.close());
  if (created.kind === 'exists') fail(`An account with the e-mail ${email} exists already; nothing was changed. Choose another address.`);
  console.log([`Administrator ${email} created.`, `Password (shown only now; it must be changed at first sign-in): ${created.password}`].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
