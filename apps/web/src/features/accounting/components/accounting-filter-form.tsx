import { Alert, Button, Group, MultiSelect, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAgreementNumberOptions } from '../../../components/agreement-number-options';
import { clearButtonProps } from '../../../components/clear-button-props';
import { ContractorMultiSelect } from '../../../components/contractor-multi-select';
import { DateField } from '../../../components/date-field';
import { errorText } from '../../../lib/error-text';
import { emptyAccountingFilter, numbersOffered, type AccountingFilterValues } from './accounting-filter-values';

interface AccountingFilterFormProps {
  running: boolean;
  /** Server errors that name no field, shown above the button. */
  formErrors: readonly string[];
  onSearch: (values: AccountingFilterValues, setError: UseFormSetError<AccountingFilterValues>) => void;
}

/**
 * The accounting search (SPEC §2, §5): at least one contractor, the period's start and end; agreement and
 * schedule numbers only when more than one contractor is chosen. Every missing field says so at once.
 */
export function AccountingFilterForm({ running, formErrors, onSearch }: AccountingFilterFormProps) {
  const { t } = useTranslation();
  const form = useForm<AccountingFilterValues>({ defaultValues: emptyAccountingFilter });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'contractorIds' });
  const contractNumbersChosen = useWatch({ control: form.control, name: 'contractNumbers' });
  const offered = numbersOffered(chosen);
  const contractorIds = offered ? chosen.map(Number) : [];
  const contractNumbers = useAgreementNumberOptions('contractnumbers', contractorIds);
  const scheduleNumbers = useAgreementNumberOptions('schedulnumbers', contractorIds, contractNumbersChosen);

  const numbersSelect = (name: 'contractNumbers' | 'scheduleNumbers', label: string, options: string[] | undefined, loading: boolean) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <MultiSelect
          label={label}
          placeholder={loading ? t('common.loading') : field.value.length === 0 ? t('accountingPage.allAgreements') : undefined}
          // a chosen number stays listed while the lookup refreshes
          data={[...new Set([...(options ?? []), ...field.value])]}
          value={field.value}
          onChange={field.onChange}
          searchable
          clearable
          clearButtonProps={clearButtonProps(t, label)}
          hidePickedOptions
          nothingFoundMessage={t('common.nothingFound')}
          error={errorText(t, errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <Paper withBorder p="md" radius="sm" mb="md">
      <form noValidate onSubmit={form.handleSubmit((values) => onSearch(values, form.setError))}>
        <Stack gap="sm">
          <Controller
            name="contractorIds"
            control={form.control}
            rules={{ validate: (value) => value.length > 0 || 'validation.chooseContractor' }}
            render={({ field }) => (
              <ContractorMultiSelect
                label={t('accountingPage.contractors')}
                required
                value={field.value}
                onChange={field.onChange}
                error={errorText(t, errors.contractorIds?.message)}
              />
            )}
          />
          {offered ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {numbersSelect('contractNumbers', t('accountingPage.agreementNumbers'), contractNumbers.data, contractNumbers.isFetching)}
              {numbersSelect('scheduleNumbers', t('accountingPage.scheduleNumbers'), scheduleNumbers.data, scheduleNumbers.isFetching)}
            </SimpleGrid>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              name="reportingPeriodStartingDate"
              control={form.control}
              rules={{ required: 'validation.required' }}
              render={({ field }) => (
                <DateField
                  label={t('accountingPage.periodStart')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText(t, errors.reportingPeriodStartingDate?.message)}
                />
              )}
            />
            <Controller
              name="reportingPeriodClosingDate"
              control={form.control}
              rules={{
                required: 'validation.required',
                validate: (value, values) =>
                  !value || !values.reportingPeriodStartingDate || value >= values.reportingPeriodStartingDate || 'validation.periodOrder',
              }}
              render={({ field }) => (
                <DateField
                  label={t('accountingPage.periodEnd')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText(t, errors.reportingPeriodClosingDate?.message)}
                />
              )}
            />
          </SimpleGrid>
          {formErrors.length > 0 ? (
            <Alert color="red" role="alert">
              {formErrors.join('\n')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={running} leftSection={<IconSearch size={16} aria-hidden />}>
              {t('common.search')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
