import { Alert, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LeaseAgreementDto } from '@leasedesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmortizationTable } from '../../../components/amortization-table';
import { formatPercent } from '../../../lib/format';
import type { StandardName } from '../../../lib/session-store';
import { previewLeaseAgreement } from '../api/preview-lease-agreement';
import { agreementKeys } from '../api/queries';
import { toAgreementInput, type AgreementFormValues } from './agreement-form-values';

export const PREVIEW_DEBOUNCE_MS = 600;

interface SchedulePreviewProps {
  agreement?: LeaseAgreementDto;
  control: Control<AgreementFormValues>;
  standard: StandardName;
}

/**
 * The form's schedule table: the saved schedule when editing; for a new agreement the server's preview
 * of what is typed (debounced; nothing stored), or a note that the schedule appears after saving.
 * The browser never calculates figures itself.
 */
export function SchedulePreview({ agreement, control, standard }: SchedulePreviewProps) {
  const { t } = useTranslation();
  const values = useWatch({ control });
  const complete = Boolean(values.contractorId && values.startingDate && values.termInMonths && values.rentPaymentAmount !== '');
  const body = complete && !agreement ? JSON.stringify(toAgreementInput(values as AgreementFormValues, standard === 'IFRS16' ? 1 : 0)) : null;
  const [debounced] = useDebouncedValue(body, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: agreementKeys.preview(debounced),
    queryFn: ({ signal }) => previewLeaseAgreement(JSON.parse(debounced as string) as Parameters<typeof previewLeaseAgreement>[0], signal),
    enabled: debounced !== null,
    retry: false,
  });

  if (agreement) {
    return <AmortizationTable rows={agreement.leaseAmortizations} ifrs16={standard === 'IFRS16'} />;
  }
  if (!preview.data) {
    return (
      <Alert color="blue" variant="light">
        {preview.isFetching ? t('common.loading') : t('agreementForm.scheduleAfterSaving')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {preview.data.leaseCalculation ? (
        <Text size="sm">{t('agreementForm.previewRate', { rate: formatPercent(preview.data.leaseCalculation.implicitRate, 3) })}</Text>
      ) : null}
      <AmortizationTable rows={preview.data.leaseAmortizations} ifrs16={standard === 'IFRS16'} fetching={preview.isFetching} />
    </Stack>
  );
}
