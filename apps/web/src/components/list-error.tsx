import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';

/** A list that failed to load: what failed, and how to try again. */
export interface ListFailure {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The failure of a list's query, or null while it has not failed. */
export function listFailure(query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>): ListFailure | null {
  if (!query.isError) return null;
  return { error: query.error, onRetry: () => void query.refetch(), retrying: query.isFetching };
}

/**
 * Shown instead of a list that could not be loaded, so a failure never looks like an empty list:
 * the reference the server logged it under (x-correlation-id) and a Retry button.
 */
export function ListError({ failure }: { failure: ListFailure }) {
  const { t } = useTranslation();
  const reference = failure.error instanceof ApiError ? failure.error.correlationId : null;
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={t('table.loadFailedTitle')}>
      <Text size="sm">{t('table.loadFailed')}</Text>
      {reference ? (
        <Text size="sm" mt={4}>
          {t('errors.reference', { reference })}
        </Text>
      ) : null}
      <Group mt="sm">
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} aria-hidden />} loading={failure.retrying} onClick={failure.onRetry}>
          {t('table.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
