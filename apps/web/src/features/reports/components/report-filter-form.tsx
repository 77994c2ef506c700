import { Alert, Button, Group, MultiSelect, Select, SimpleGrid, Stack, TagsInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LeaseType } from '@leasedesk/contract';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAgreementNumberOptions } from '../../../components/agreement-number-options';
import { clearButtonProps } from '../../../components/clear-button-props';
import { DateField } from '../../../components/date-field';
import { ContractorMultiSelect } from '../../../components/contractor-multi-select';
import { errorText } from '../../../lib/error-text';
import { salesPersonOptionsQuery } from '../../../lib/lookup-queries';
import { ANY, emptyReportFilter, type ReportFilterValues } from './report-filter-values';

interface ReportFilterFormProps {
  /** The settlements report's period fields, both required. */
  withPeriod: boolean;
  /** The lessor's filters: traders, factoring and lease type (CSI only; an IFRS16 lessee has none of them). */
  lessor: boolean;
  running: boolean;
  /** Server errors that name no field of the filter, shown above the buttons. */
  formErrors: readonly string[];
  onRun: (values: ReportFilterValues, setError: UseFormSetError<ReportFilterValues>) => void;
}

/**
 * The reports' filter (SPEC §2 /report): every field may stay empty or "any", which filters
 * nothing. The lessor's fields (traders, factoring, lease type) show under CSI only. Rules the browser can check (the period) are shown under their fields all at once; the
 * server's field errors land under the fields they name.
 */
export function ReportFilterForm({ withPeriod, lessor, running, formErrors, onRun }: ReportFilterFormProps) {
  const { t } = useTranslation();
  const form = useForm<ReportFilterValues>({ defaultValues: emptyReportFilter });
  const { errors } = form.formState;
  const contractorIds = useWatch({ control: form.control, name: 'contractorIds' }).map(Number);
  const contractNumbers = useAgreementNumberOptions('contractnumbers', contractorIds);
  const scheduleNumbers = useAgreementNumberOptions('schedulnumbers', contractorIds);
  const salesPersons = useQuery({ ...salesPersonOptionsQuery(), enabled: lessor });

  const any = { value: ANY, label: t('reports.any') };
  const choices = (keys: readonly string[], prefix: string) => [any, ...keys.map((key) => ({ value: key, label: t(`${prefix}.${key}`) }))];
  const required = withPeriod ? { required: 'validation.required' } : {};

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onRun(values, form.setError))}>
      <Stack gap="sm">
        {withPeriod ? (
          <SimpleGrid cols={2}>
            <Controller
              name="periodStart"
              control={form.control}
              rules={required}
              render={({ field }) => (
                <DateField label={t('reports.periodStart')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errorText(t, errors.periodStart?.message)} />
              )}
            />
            <Controller
              name="periodEnd"
              control={form.control}
              rules={{
                ...required,
                validate: (value, values) => !value || !values.periodStart || value >= values.periodStart || 'validation.periodOrder',
              }}
              render={({ field }) => (
                <DateField label={t('reports.periodEnd')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errorText(t, errors.periodEnd?.message)} />
              )}
            />
          </SimpleGrid>
        ) : null}
        <Controller
          name="contractorIds"
          control={form.control}
          render={({ field }) => (
            <ContractorMultiSelect label={t('reports.contractors')} value={field.value} onChange={field.onChange} error={errorText(t, errors.contractorIds?.message)} />
          )}
        />
        {lessor ? (
          <Controller
            name="salesPersonIds"
            control={form.control}
            render={({ field }) => (
              <MultiSelect
                label={t('reports.salesPersons')}
                data={(salesPersons.data ?? []).map((person) => ({ value: String(person.id), label: `${person.firstName} ${person.lastName}` }))}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                clearButtonProps={clearButtonProps(t, t('reports.salesPersons'))}
                hidePickedOptions
                nothingFoundMessage={t('common.nothingFound')}
                error={errorText(t, errors.salesPersonIds?.message)}
              />
            )}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['contractNumbers', 'scheduleNumbers'] as const).map((name) => (
            <Controller
              key={name}
              name={name}
              control={form.control}
              render={({ field }) => (
                // typed freely, or picked from the numbers of the chosen contractors' agreements
                <TagsInput
                  label={t(`reports.${name}`)}
                  description={t('reports.typeOrPick')}
                  data={(name === 'contractNumbers' ? contractNumbers.data : scheduleNumbers.data) ?? []}
                  value={field.value}
                  onChange={field.onChange}
                  clearable
                  clearButtonProps={clearButtonProps(t, t(`reports.${name}`))}
                  error={errorText(t, errors[name]?.message)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            name="startingDate"
            control={form.control}
            render={({ field }) => (
              <DateField label={t('reports.startingDate')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} clearable error={errorText(t, errors.startingDate?.message)} />
            )}
          />
          <Controller
            name="closingDate"
            control={form.control}
            render={({ field }) => (
              <DateField label={t('reports.closingDate')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} clearable error={errorText(t, errors.closingDate?.message)} />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {lessor ? (
            <>
            <Controller
              name="isFactoring"
              control={form.control}
              render={({ field }) => (
                <Select
                  label={t('reports.isFactoring')}
                  data={[any, { value: 'yes', label: t('reports.yes') }, { value: 'no', label: t('reports.no') }]}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? ANY)}
                  allowDeselect={false}
                  error={errorText(t, errors.isFactoring?.message)}
                />
              )}
            />
            <Controller
              name="factorContractNumbers"
              control={form.control}
              render={({ field }) => (
                <TagsInput
                  label={t('reports.factorContractNumbers')}
                  description={t('reports.typeNumbers')}
                  value={field.value}
                  onChange={field.onChange}
                  clearable
                  clearButtonProps={clearButtonProps(t, t('reports.factorContractNumbers'))}
                  error={errorText(t, errors.factorContractNumbers?.message)}
                />
              )}
            />
            <Controller
              name="leaseType"
              control={form.control}
              render={({ field }) => (
                <Select
                  label={t('reports.leaseType')}
                  data={[
                    any,
                    { value: String(LeaseType.finance), label: t('summary.classification.finance') },
                    { value: String(LeaseType.operating), label: t('summary.classification.operating') },
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? ANY)}
                  allowDeselect={false}
                  error={errorText(t, errors.leaseType?.message)}
                />
              )}
            />
            </>
          ) : null}
          <Controller
            name="paymentDue"
            control={form.control}
            render={({ field }) => (
              <Select
                label={t('agreementForm.fields.paymentDue')}
                data={choices(['1', '2'], 'agreementForm.paymentDue')}
                value={field.value}
                onChange={(value) => field.onChange(value ?? ANY)}
                allowDeselect={false}
                error={errorText(t, errors.paymentDue?.message)}
              />
            )}
          />
          <Controller
            name="paymentInterval"
            control={form.control}
            render={({ field }) => (
              <Select
                label={t('agreementForm.fields.paymentInterval')}
                data={choices(['1', '2', '3', '4'], 'agreementForm.paymentInterval')}
                value={field.value}
                onChange={(value) => field.onChange(value ?? ANY)}
                allowDeselect={false}
                error={errorText(t, errors.paymentInterval?.message)}
              />
            )}
          />
        </SimpleGrid>
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join('\n')}
          </Alert>
        ) : null}
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={() => form.reset(emptyReportFilter)} disabled={running}>
            {t('reports.clear')}
          </Button>
          <Button type="submit" loading={running} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
            {t('reports.run')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
