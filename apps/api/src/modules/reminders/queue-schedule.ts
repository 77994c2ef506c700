import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppContext } from '../../context.ts';
import { postgresConnectionOptions } from '../../db/connection-options.ts';
import { polishDateOf } from '../../lib/clock.ts';
import { runReminders } from './run-reminders.ts';
import { reminderRunHour, reminderTimeZone } from './run-hour.ts';
import type { DailyReminders } from './schedule-handle.ts';

/** The pg-boss queue (schema `pgboss`, beside the PDF queue's) whose cron job runs the day's digests. */
export const reminderQueueName = 'leasedesk-reminders';
/** Every day at 07:00 in Poland. */
export const reminderCron = `0 ${reminderRunHour} * * *`;

export type QueueScheduleOptions = {
  /** Another cron expression (tests: the current minute, so the tick comes now). */
  cron?: string;
  /** How often each instance asks for a job; a daily job need not be taken at once. */
  pollingIntervalSeconds?: number;
};

/**
 * The daily run on PostgreSQL, where several instances (machines, WEB_CONCURRENCY's workers) share the database:
 * each registers the same schedule (one row per name, so once however many do) and offers to work the queue. pg-boss's
 * cron makes one job per tick whatever number of instances watch it, and one instance takes it. A job whose run left a
 * digest the mail server refused fails, so pg-boss runs it again later (every 10 minutes, 5 times), and that run
 * claims the failed digests again; a tick missed while no instance ran is not made up.
 */
export async function startQueueSchedule(ctx: AppContext, databaseUrl: string, log: FastifyBaseLogger, options: QueueScheduleOptions = {}): Promise<DailyReminders> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, application_name: 'leasedesk-reminders', ...postgresConnectionOptions() });
  // Errors of pg-boss's background work (maintenance, cron, polling) are logged, never thrown into the process.
  boss.on('error', (error) => log.error({ err: error }, 'reminder schedule'));
  try {
    await boss.start();
    await boss.createQueue(reminderQueueName, { name: reminderQueueName, retryLimit: 5, retryDelay: 600, expireInSeconds: 3600 });
    await boss.schedule(reminderQueueName, options.cron ?? reminderCron, {}, { tz: reminderTimeZone });
    await boss.work(reminderQueueName, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async () => {
      const day = polishDateOf(ctx.clock());
      const result = await runReminders(ctx, day, log);
      const failed = result.digests.filter((digest) => digest.status === 'failed').length;
      if (failed > 0) throw new Error(`${failed} reminder digests of ${day} were not sent: the job runs again`);
    });
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }
  return { stop: () => boss.stop({ graceful: true, wait: true }) };
}
