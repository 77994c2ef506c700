/** Time as the app sees it; tests move it to reach lockout ends and token expiries. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const warsawDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date in Poland (YYYY-MM-DD) at `now`: what Polish registers mean by "today". */
export function polishDateOf(now: Date): string {
  return warsawDate.format(now);
}
