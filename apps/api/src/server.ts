import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { pdfReadingFor } from './lib/pdf-queue/pdf-reading-for.ts';
import { startDailyReminders } from './modules/reminders/index.ts';
import { printStartUpBanner } from './start-up-banner.ts';
import { prepareDatabase } from './start-up.ts';

/** apps/web/dist, the same relative place from src/server.ts and from the bundled dist/server.js. */
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A worker that dies this soon after it started is not replaced: it would only die again. */
const minimumWorkerLifeMs = 10_000;

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  let config = configOrExit();
  if (cluster.isWorker) return serveAsWorker(config);

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

  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.timeouts.databaseStatementMs, poolSize: config.databasePoolSize } : { kind: 'pglite', dataDir: config.dataDir },
  );
  const startUp = await prepareDatabase(database, config);
  const workers = config.databaseUrl ? config.webConcurrency : 1;
  if (config.webConcurrency > 1 && !config.databaseUrl) {
    console.warn('WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database (PGlite) serves one process.');
  }

  if (workers > 1) {
    // The workers share the listening port (node:cluster hands them connections); migrations and the
    // demo or first administrator ran once, here, so they do not race. Each worker has its own pool, cache and listener.
    await database.close();
    const port = await forkWorkers(workers, config);
    printStartUpBanner(config, port, startUp, workers);
    return;
  }

  const pdfReading = await pdfReadingFor(config, (error) => console.error(`PDF queue: ${error.message}`));
  const app = await buildApp({
    config,
    db: database.db,
    notifications: database.notifications,
    sharedRateLimits: database.kind === 'postgres',
    webRoot,
    logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
    ...(pdfReading.reader ? { pdfReader: pdfReading.reader } : {}),
  });
  // The daily digests: a pg-boss cron job on PostgreSQL, a timer of this process on PGlite (one process only).
  const reminders = await startDailyReminders(app.context, config.databaseUrl, app.log);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await reminders.stop();
    await app.close();
    await pdfReading.stop();
    await database.close();
    dataDirLock?.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  printStartUpBanner(config, typeof address === 'object' && address ? address.port : config.port, startUp, 1);
}

/** A worker process: the app on the shared PostgreSQL; the primary has migrated and seeded it. */
async function serveAsWorker(environment: Config): Promise<void> {
  const config = { ...environment, jwtSecret: resolveJwtSecret(environment.jwtSecret, environment.dataDir) };
  if (!config.databaseUrl) throw new Error('a worker needs DATABASE_URL');
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.timeouts.databaseStatementMs, poolSize: config.databasePoolSize });
  const pdfReading = await pdfReadingFor(config, (error) => console.error(`PDF queue: ${error.message}`));
  const app = await buildApp({
    config,
    db: database.db,
    notifications: database.notifications,
    sharedRateLimits: true,
    webRoot,
    logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
    ...(pdfReading.reader ? { pdfReader: pdfReading.reader } : {}),
  });
  const reminders = await startDailyReminders(app.context, config.databaseUrl, app.log);
  const shutdown = async () => {
    await reminders.stop();
    await app.close();
    await pdfReading.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
}

/** Forks the workers, replaces one that dies after having served, and stops them all on SIGINT/SIGTERM. */
function forkWorkers(count: number, config: Config): Promise<number> {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    console.error(`Worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}).`);
    if (lived >= minimumWorkerLifeMs) fork();
    else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 10_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve) => {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      listening += 1;
      if (listening === count) resolve(address.port || config.port);
    });
    for (let i = 0; i < count; i++) fork();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
