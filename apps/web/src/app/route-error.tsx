import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A screen that failed to render: say so and offer a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title={t('errors.renderTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('errors.renderMessage')}</Text>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
