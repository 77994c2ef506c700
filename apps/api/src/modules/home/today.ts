import type { AppContext } from '../../context.ts';
import { polishDateOf } from '../../lib/clock.ts';

/** The figures' "today": the calendar date in Poland on the app clock (tests move it). */
export const todayOf = (ctx: AppContext): string => polishDateOf(ctx.clock());
