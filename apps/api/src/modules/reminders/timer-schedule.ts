import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { runReminders } from './run-reminders.ts';
import { dayToRun } from './run-hour.ts';
import type { DailyReminders } from './schedule-handle.ts';

/** How often the embedded database's process looks at the clock: the digests leave within this of 07:00. */
export const timerIntervalMs = 10 * 60_000;

/**
 * The daily run on the embedded database (PGlite: one process, so no queue is needed): a check at start and then every
 * `intervalMs` runs the day once it is 07:00 in Poland and that day has not run here yet. The day is remembered in
 * memory, so a restart runs it again, which only sends what no digest of the day has claimed. A run with a digest the
 * mail server refused, or one that failed outright, is run again at the next check. Checks never overlap.
 */
export function startTimerSchedule(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number = timerIntervalMs): DailyReminders {
  let lastDay: string | null = null;
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return;
    const day = dayToRun(ctx.clock(), lastDay);
    if (!day) return;
    running = runReminders(ctx, day, log)
      .then((result) => {
        if (!result.digests.some((digest) => digest.status === 'failed')) lastDay = day;
      })
      .catch((error: unknown) => log.error({ err: error, day }, 'reminder run failed: it is tried again at the next check'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, intervalMs);
  // The server's socket keeps the process alive; the timer alone must not.
  timer.unref();
  check();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
