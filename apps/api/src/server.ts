import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { demoAccounts, demoPassword, seedDemoData } from './db/seed.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';

/** apps/web/dist, the same relative place from src/server.ts and from the bundled dist/server.js. */
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // PGlite in DATA_DIR allows one process; lock before anything in the directory is read or written
  // (the generated JWT secret too). With DATABASE_URL, several processes may share the server.
  let dataDirLock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      dataDirLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
    const lock = dataDirLock;
    process.once('exit', () => lock.release());
  }
  config = { ...config, jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir) };

  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  const dataMigrations = await migrateDatabase(database);
  const seed = await seedDemoData(database.db);

  const app = await buildApp({
    config,
    db: database.db,
    notifications: database.notifications,
    sharedRateLimits: database.kind === 'postgres',
    webRoot,
    logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    dataDirLock?.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const lines = [
    '',
    `LeaseDesk is running at http://${shownHost}:${port}  (API docs: /api/docs)`,
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}${seed.seeded ? ', demo data seeded' : ''}`,
    'Demo accounts (password for both: ' + demoPassword + '):',
    `  administrator  ${demoAccounts.administrator.email}`,
    `  user           ${demoAccounts.user.email}  (tenants "Demo Leasing CSI" and "Demo Lessee IFRS16")`,
    '',
  ];
  for (const [name, report] of dataMigrations) {
    lines.splice(-1, 0, `Data migration ${name}: ${report.changed} agreement(s) recalculated, ${report.unchanged} unchanged`);
    for (const skipped of report.skipped) {
      lines.splice(-1, 0, `  kept as stored (the corrected core refused it): tenant ${skipped.tenantId}, agreement ${skipped.leaseAgreementId}: ${skipped.reason}`);
    }
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
