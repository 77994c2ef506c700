import { queryOptions } from '@tanstack/react-query';
import { getReminderPreferences } from './get-reminder-preferences';
import { getReminders } from './get-reminders';

/** The reminders' server-state keys, per client (a client chosen anew reads its own). */
export const reminderKeys = {
  all: (tenantId: number) => ['reminders', tenantId] as const,
  list: (tenantId: number) => [...reminderKeys.all(tenantId), 'list'] as const,
  preferences: (tenantId: number) => [...reminderKeys.all(tenantId), 'preferences'] as const,
};

export const remindersQuery = (tenantId: number) =>
  queryOptions({ queryKey: reminderKeys.list(tenantId), queryFn: ({ signal }) => getReminders(signal) });

export const reminderPreferencesQuery = (tenantId: number) =>
  queryOptions({ queryKey: reminderKeys.preferences(tenantId), queryFn: ({ signal }) => getReminderPreferences(signal) });
