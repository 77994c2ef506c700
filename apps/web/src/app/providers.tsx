import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from './query-client';
import { SessionGate } from './session-gate';
import { theme } from './theme';

/** Calendars in the active language (dayjs 'pl' is loaded in lib/i18n.ts), weeks starting on Monday. */
export function LanguageDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language === 'pl' ? 'pl' : 'en', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** Theme, calendars, toasts, server-state cache, and the start-up session check (`env="test"`: no transitions, for unit tests). */
export function Providers({ children, env = 'default' }: { children: ReactNode; env?: 'default' | 'test' }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <LanguageDatesProvider>
        <Notifications position="top-right" limit={5} />
        <QueryClientProvider client={queryClient}>
          <SessionGate>{children}</SessionGate>
        </QueryClientProvider>
      </LanguageDatesProvider>
    </MantineProvider>
  );
}
