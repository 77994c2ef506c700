import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/page-title';

/** Any path no screen answers. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <PageTitle title={t('notFound.title')} />
      <Text>{t('notFound.message')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
