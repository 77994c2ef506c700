import { polishDateOf } from '../../lib/clock.ts';

/** The daily digests leave at 07:00 in Poland (before the working day), whatever the server's own time zone. */
export const reminderTimeZone = 'Europe/Warsaw';
export const reminderRunHour = 7;

const warsawHourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: reminderTimeZone, hour: '2-digit', hourCycle: 'h23' });

/** The hour (0–23) on a clock in Poland at `now`, summer time included. */
export function warsawHour(now: Date): number {
  return Number(warsawHourFormat.format(now));
}

/** The day whose digests are due at `now`, unless `lastDay` was that day's run: today in Poland from 07:00 on, else none. */
export function dayToRun(now: Date, lastDay: string | null): string | null {
  const today = polishDateOf(now);
  return warsawHour(now) >= reminderRunHour && today !== lastDay ? today : null;
}
