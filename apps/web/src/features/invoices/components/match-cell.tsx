import { Stack, Text } from '@mantine/core';
import type { InvoiceMatchRow } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/** What a line matched (DOMAIN §11): the agreement's contract and schedule, the schedule row's period and payment date. */
export function MatchCell({ line }: { line: InvoiceMatchRow }) {
  const { t } = useTranslation();
  if (!line.leaseAgreement) {
    return (
      <Text size="sm" c="red.8">
        {t('invoices.reasons.noAgreement')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{t('invoices.match.agreement', { contract: line.leaseAgreement.contractNumber, schedule: line.leaseAgreement.scheduleNumber })}</Text>
      {line.leaseAmortization ? (
        <Text size="xs" c="dimmed">
          {t('invoices.match.period', { period: line.leaseAmortization.periodNumber, date: formatDate(line.leaseAmortization.paymentDate) })}
        </Text>
      ) : (
        <Text size="xs" c="red.8">
          {t('invoices.reasons.noScheduleRow')}
        </Text>
      )}
    </Stack>
  );
}
