/** A started daily schedule; `stop` ends it, waiting for a run under way (before the database closes). */
export type DailyReminders = { stop: () => Promise<void> };
