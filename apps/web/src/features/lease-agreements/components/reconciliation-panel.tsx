import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reconciliationQuery } from '../api/queries';
import { ReconciliationDifferencesTable } from './reconciliation-differences-table';

/**
 * Summary panel (FORMATS §5): the agreement's figures against another system's imported schedule and
 * calculation. Shown only once something was imported: "reconciled to the cent", or every difference. While it
 * loads, or when it cannot be read (the API client has said so), the summary goes on without it.
 */
export function ReconciliationPanel({ leaseAgreementId }: { leaseAgreementId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const reconciliation = useQuery({
    ...reconciliationQuery(leaseAgreementId),
    // read afresh on every visit: an edit of the agreement (a new schedule of ours) changes the comparison
    staleTime: 0,
  });
  const data = reconciliation.data;
  if (!data || !(data.hasSchedule || data.hasCalculation)) return null;

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {t('reconciliation.title')}
          </Title>
          <Group gap="xs">
            {data.hasSchedule ? <Badge variant="light">{t('reconciliation.importedSchedule')}</Badge> : null}
            {data.hasCalculation ? <Badge variant="light">{t('reconciliation.importedCalculation')}</Badge> : null}
          </Group>
        </Group>
        {data.matches ? (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('reconciliation.matches')}
          </Alert>
        ) : (
          <>
            <Text size="sm" fw={600} c="red.8">
              {t('reconciliation.differencesTitle', { count: data.differences.length })}
            </Text>
            <ReconciliationDifferencesTable differences={data.differences} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
