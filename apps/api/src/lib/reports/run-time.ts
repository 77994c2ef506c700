import type { Language } from '@leasedesk/contract';

/** When stored runs ran, as their workbooks show it: Warsaw time, whatever the server's zone. */
const warsawTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When a report ran, in Warsaw time, written as the screen writes dates in each language: `23/11/2026 07:14`, `23.11.2026 07:14`. */
export function ranAtText(at: Date, language: Language): string {
  const parts = Object.fromEntries(warsawTime.formatToParts(at).map((p) => [p.type, p.value]));
  const separator = language === 'pl' ? '.' : '/';
  return `${parts['day']}${separator}${parts['month']}${separator}${parts['year']} ${parts['hour']}:${parts['minute']}`;
}

/** The calendar day in Warsaw of an instant, `YYYY-MM-DD` (file names). */
export function warsawDay(at: Date): string {
  const parts = Object.fromEntries(warsawTime.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}
