// The reminders module's public face (DESIGN §2): its routes for app.ts, and the daily schedule server.ts starts.
export { registerReminderRoutes } from './routes.ts';
export { startDailyReminders } from './daily-schedule.ts';
export type { DailyReminders } from './schedule-handle.ts';
