import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { HomeCard, type HomeCardModel } from '../components/home-card';

interface HomePageProps {
  /** The user's first name. */
  name: string;
  /** The signed-in client, when there is one. */
  clientName: string | null;
  standard: string;
  /** The cards the role sees under the standard (the app computes them from the feature registry). */
  cards: HomeCardModel[];
}

/** `/`: a card per feature the role may use under the chosen standard (SPEC §2). */
export function HomePage({ name, clientName, standard, cards }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('home.title')} />
      <Text mb="lg">
        {name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')}{' '}
        {clientName ? t('home.client', { client: clientName, standard }) : null}
      </Text>
      {cards.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {cards.map((card) => (
            <HomeCard key={card.id} card={card} />
          ))}
        </SimpleGrid>
      ) : (
        <Alert color="blue" title={t('home.noModulesTitle')}>
          {t('home.noModules', { standard })}
        </Alert>
      )}
    </>
  );
}
