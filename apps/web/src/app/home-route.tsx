import { useTranslation } from 'react-i18next';
import type { HomeCardModel } from '../features/home';
import { useSession } from '../lib/session-store';
import { visibleCards } from './features';
import { lazyPage } from './lazy-page';
import { loadHomeWithReminders } from './pages/home-with-reminders';

const HomePage = lazyPage(loadHomeWithReminders);

/** Home with the cards the feature registry shows for the session's role and standard, and the client's reminders. */
export function HomeRoute() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const cards: HomeCardModel[] = visibleCards(session.role, session.accountingStandard).map((feature) => ({
    id: feature.id,
    title: t(feature.labelKey),
    description: feature.card ? t(feature.card.descriptionKey) : '',
    links: (feature.card?.links ?? []).map((link) => ({ label: t(link.labelKey), path: link.path })),
  }));
  return (
    <HomePage
      name={session.name}
      clientName={session.tenantName}
      standard={session.accountingStandard}
      cards={cards}
    />
  );
}
