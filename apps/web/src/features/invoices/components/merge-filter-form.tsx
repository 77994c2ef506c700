import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearButtonProps } from '../../../components/clear-button-props';
import { DateField } from '../../../components/date-field';
import { reportContractorsQuery, reportNamesQuery } from '../api/queries';
import { rangeReady, type MergeFilter } from './merge-filter';

interface MergeFilterFormProps {
  filter: MergeFilter;
  onChange: (filter: MergeFilter) => void;
  /** Loads the chosen report's lines narrowed by the invoice number, KSeF number and contractor. */
  onApply: (filter: MergeFilter) => void;
  /** Resets dates, names and the loaded lines. */
  onClear: () => void;
}

/**
 * The filter of /invoiceMerge (SPEC §2): start and end date (the report-name dropdown lists the reports
 * created in that range), the report, an invoice number, a KSeF number (exact) and a contractor from the
 * report's own names. Picking a report loads it; Show applies the numbers and the contractor.
 */
export function MergeFilterForm({ filter, onChange, onApply, onClear }: MergeFilterFormProps) {
  const { t } = useTranslation();
  const ready = rangeReady(filter);
  const names = useQuery({
    ...reportNamesQuery(filter.startDate, filter.endDate),
    enabled: ready,
  });
  const contractors = useQuery({
    ...reportContractorsQuery(filter.reportName),
    enabled: filter.reportName !== '',
  });
  const set = (change: Partial<MergeFilter>) => onChange({ ...filter, ...change });
  // the chosen report stays a choice while the range is changed, even when the range no longer lists it
  const reportChoices = [...new Set([...(names.data ?? []), ...(filter.reportName ? [filter.reportName] : [])])];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (filter.reportName) onApply(filter);
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <DateField label={t('invoices.filter.startDate')} value={filter.startDate} onChange={(startDate) => set({ startDate })} clearable />
          <DateField
            label={t('invoices.filter.endDate')}
            value={filter.endDate}
            onChange={(endDate) => set({ endDate })}
            clearable
            error={filter.startDate && filter.endDate && filter.endDate < filter.startDate ? t('validation.periodOrder') : undefined}
          />
        </SimpleGrid>
        <Select
          label={t('invoices.filter.reportName')}
          placeholder={ready ? undefined : t('invoices.filter.chooseDatesFirst')}
          data={reportChoices}
          value={filter.reportName || null}
          onChange={(reportName) => {
            const next = { ...filter, reportName: reportName ?? '', contractorName: '', invoiceNumber: '', ksefNumber: '' };
            onChange(next);
            if (reportName) onApply(next);
          }}
          searchable
          clearable
          clearButtonProps={clearButtonProps(t, t('invoices.filter.reportName'))}
          nothingFoundMessage={names.isFetching ? t('common.loading') : t('invoices.filter.noReports')}
        />
        <TextInput
          label={t('invoices.fields.invoiceNumber')}
          value={filter.invoiceNumber}
          onChange={(event) => set({ invoiceNumber: event.currentTarget.value })}
          disabled={!filter.reportName}
          autoComplete="off"
        />
        <TextInput
          label={t('invoices.fields.ksefNumber')}
          description={t('invoices.filter.ksefNumberHint')}
          value={filter.ksefNumber}
          onChange={(event) => set({ ksefNumber: event.currentTarget.value })}
          disabled={!filter.reportName}
          autoComplete="off"
          spellCheck={false}
        />
        <Autocomplete
          label={t('invoices.fields.contractorName')}
          data={contractors.data ?? []}
          value={filter.contractorName}
          onChange={(contractorName) => set({ contractorName })}
          disabled={!filter.reportName}
          clearable
          clearButtonProps={clearButtonProps(t, t('invoices.fields.contractorName'))}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onClear}>
            {t('invoices.filter.clear')}
          </Button>
          <Button type="submit" disabled={!filter.reportName} leftSection={<IconSearch size={16} aria-hidden />}>
            {t('invoices.filter.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
