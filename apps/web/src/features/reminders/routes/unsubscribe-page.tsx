import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { unsubscribe } from '../api/unsubscribe';

/** A link the server does not know, or cannot read: it will not work however often it is opened. */
function isBadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * /unsubscribe/{token}: the link at the foot of a daily reminder digest, public (no sign-in). Opening it stops the
 * digest once (the request is sent once per token, also under StrictMode's second effect) and says whose digest
 * stopped, or that the link is not valid.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useParams()['*'] ?? '';
  const stop = useMutation({ mutationFn: unsubscribe, retry: false });
  const { mutate } = stop;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  let content;
  if (!token || (stop.isError && isBadLink(stop.error))) {
    content = (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />} title={t('unsubscribe.invalidTitle')}>
        {t('unsubscribe.invalid')}
      </Alert>
    );
  } else if (stop.isError || (stop.isSuccess && !stop.data)) {
    content = (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />} title={t('unsubscribe.failedTitle')}>
        <Text size="sm">{t('unsubscribe.failed')}</Text>
        <Button mt="xs" size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => mutate(token)}>
          {t('table.retry')}
        </Button>
      </Alert>
    );
  } else if (stop.data) {
    content = (
      <Alert color="teal" role="status" icon={<IconCircleCheck aria-hidden />} title={t('unsubscribe.doneTitle')}>
        {t('unsubscribe.done', { email: stop.data.email, tenantName: stop.data.tenantName })}
      </Alert>
    );
  } else {
    content = <PageLoader minHeight={80} />;
  }

  return (
    <Paper maw={520} mx="auto" mt="xl" p="xl" withBorder shadow="sm">
      <PageTitle title={t('unsubscribe.title')} />
      <Stack gap="md">
        {content}
        <Anchor component={Link} to="/login" size="sm">
          {t('unsubscribe.signIn')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
