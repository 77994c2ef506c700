import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { tenantStandardOf, useSession, type StandardName } from '../../../lib/session-store';
import { AgreementsCardFigures } from '../components/agreements-card-figures';
import { HomeCard, type HomeCardModel } from '../components/home-card';
import { SettlementsCardFigures } from '../components/settlements-card-figures';

interface HomePageProps {
  /** The user's first name. */
  name: string;
  /** The signed-in client, when there is one. */
  clientName: string | null;
  standard: string;
  /** The cards the role sees under the standard (the app computes them from the feature registry). */
  cards: HomeCardModel[];
  /** What shows under the cards and their figures: app/ puts the reminders feature's section there for a client. */
  reminders?: ReactNode;
}

/** The client's figures under a card, each card's loaded by its own call after the page shows; none without a client. */
function figuresOf(cardId: string, tenantId: number | null, standard: StandardName): ReactNode {
  if (tenantId === null) return null;
  if (cardId === 'agreements') return <AgreementsCardFigures tenantId={tenantId} standard={standard} />;
  if (cardId === 'settlements') return <SettlementsCardFigures tenantId={tenantId} />;
  return null;
}

/** `/`: a card per feature the role may use under the chosen standard (SPEC §2), with the client's figures of today. */
export function HomePage({ name, clientName, standard, cards, reminders }: HomePageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const tenantId = session?.tenantId ?? null;
  const viewStandard = session?.accountingStandard ?? 'CSI';
  // the client works under its own standard, whatever the view shows
  const clientStandard = session ? tenantStandardOf(session) : standard;
  return (
    <>
      <PageTitle title={t('home.title')} />
      <Text mb="lg">
        {name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')}{' '}
        {clientName ? t('home.client', { client: clientName, standard: clientStandard }) : null}
      </Text>
      {cards.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {cards.map((card) => (
            <HomeCard key={card.id} card={card} figures={figuresOf(card.id, tenantId, viewStandard)} />
          ))}
        </SimpleGrid>
      ) : (
        <Alert color="blue" title={t('home.noModulesTitle')}>
          {t('home.noModules', { standard })}
        </Alert>
      )}
      {reminders}
    </>
  );
}
