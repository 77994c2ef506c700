import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPlus } from '@tabler/icons-react';
import type { LeaseAgreementDto, LeaseChangeDto } from '@leasedesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { listFailure } from '../../../components/list-error';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { invalidateAgreementChanges, leaseChangesQuery } from '../api/queries';
import { undoLatestLeaseChange } from '../api/undo-lease-change';
import { LeaseChangeForm } from './lease-change-form';
import { LeaseChangesTable } from './lease-changes-table';

/**
 * The summary's Changes tab (DOMAIN §14): the agreement's versions with their figures, a new change and the undo of
 * the latest. Changes are an IFRS16 lessee's; a CSI agreement's tab says so (a lessor's modifications come later).
 */
export function LeaseChangesPanel({ agreement }: { agreement: Pick<LeaseAgreementDto, 'id' | 'accountingStandard'> }) {
  const { t } = useTranslation();
  if (agreement.accountingStandard !== 1) {
    return (
      <Alert color="blue" variant="light">
        {t('leaseChanges.ifrs16Only')}
      </Alert>
    );
  }
  return <AgreementChanges leaseAgreementId={agreement.id} />;
}

function AgreementChanges({ leaseAgreementId }: { leaseAgreementId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const changes = useQuery(leaseChangesQuery(leaseAgreementId));
  const [creating, setCreating] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const latest: LeaseChangeDto | null = changes.data?.[0] ?? null;
  const terminated = latest?.changeKind === 3;
  const undo = useMutation({
    mutationFn: () => undoLatestLeaseChange(leaseAgreementId),
    onSuccess: async () => {
      setUndoing(false);
      notifySuccess(t('common.success'), t('leaseChanges.undone'));
      await invalidateAgreementChanges(queryClient, leaseAgreementId);
    },
    // the API client said why in a toast; the dialog closes so the table shows what the server holds
    onError: () => {
      setUndoing(false);
      void invalidateAgreementChanges(queryClient, leaseAgreementId);
    },
  });

  return (
    <Stack gap="md">
      <Text size="sm">{t('leaseChanges.intro')}</Text>
      <Group gap="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={!changes.isSuccess || terminated}>
          {t('leaseChanges.newChange')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={() => setUndoing(true)}
          disabled={latest === null}
        >
          {t('leaseChanges.undoLatest')}
        </Button>
      </Group>
      {terminated ? (
        <Alert color="yellow" variant="light">
          {t('leaseChanges.terminated', { date: formatDate(latest.effectiveDate) })}
        </Alert>
      ) : null}
      {latest === null && changes.isSuccess ? <Text c="dimmed">{t('leaseChanges.none')}</Text> : null}
      {latest !== null || !changes.isSuccess ? (
        <LeaseChangesTable changes={changes.data} fetching={changes.isFetching} failure={listFailure(changes)} />
      ) : null}
      <LeaseChangeForm leaseAgreementId={leaseAgreementId} opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDeleteDialog
        itemName={
          undoing && latest
            ? t('leaseChanges.versionName', { version: latest.version, kind: t(`leaseChanges.kinds.${latest.changeKind}`), date: formatDate(latest.effectiveDate) })
            : null
        }
        subject="leaseChange"
        loading={undo.isPending}
        onCancel={() => setUndoing(false)}
        onConfirm={() => undo.mutate()}
      />
    </Stack>
  );
}
