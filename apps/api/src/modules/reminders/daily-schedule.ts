import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { startQueueSchedule } from './queue-schedule.ts';
import type { DailyReminders } from './schedule-handle.ts';
import { startTimerSchedule } from './timer-schedule.ts';

/**
 * Starts the daily digests of a serving process (server.ts; never buildApp, so tests run them only when they mean to):
 * on PostgreSQL a pg-boss cron job shared by every instance, on the embedded database a timer of this one process.
 * A schedule that cannot start (pg-boss cannot create its schema, say) is logged and the API serves on without it.
 */
export async function startDailyReminders(ctx: AppContext, databaseUrl: string | undefined, log: FastifyBaseLogger): Promise<DailyReminders> {
  if (!databaseUrl) return startTimerSchedule(ctx, log);
  try {
    return await startQueueSchedule(ctx, databaseUrl, log);
  } catch (error) {
    log.error({ err: error }, 'the daily reminder digests are not scheduled');
    return { stop: async () => {} };
  }
}
