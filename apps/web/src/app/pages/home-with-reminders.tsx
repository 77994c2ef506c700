import type { ComponentProps, ComponentType } from 'react';
import { loadHomePage } from '../../features/home';
import { loadRemindersSection } from '../../features/reminders';
import { useSession } from '../../lib/session-store';

type HomePageProps = ComponentProps<Awaited<ReturnType<typeof loadHomePage>>>;

/**
 * `/`: the home feature's cards and figures, and under them the reminders feature's section for the chosen client
 * (issue 30; an administrator has no client, hence no reminders). Both arrive together (app/lazy-page.tsx).
 */
export async function loadHomeWithReminders(): Promise<ComponentType<Omit<HomePageProps, 'reminders'>>> {
  const [HomePage, RemindersSection] = await Promise.all([loadHomePage(), loadRemindersSection()]);
  return function HomeWithReminders(props) {
    const tenantId = useSession()?.tenantId ?? null;
    return <HomePage {...props} reminders={tenantId === null ? null : <RemindersSection key={tenantId} tenantId={tenantId} />} />;
  };
}
