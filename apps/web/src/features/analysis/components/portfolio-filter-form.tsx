import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContractorMultiSelect } from '../../../components/contractor-multi-select';
import { errorText } from '../../../lib/error-text';
import { AuditorRateInput } from './auditor-rate-input';
import { parsePercentRate } from './auditor-rate';

export interface PortfolioFilterValues {
  /** The chosen contractors' ids as text; none means every contractor. */
  contractorIds: string[];
  /** The auditor's rate as typed, a percent. */
  auditorRate: string;
}

export const portfolioFilterFields = ['contractorIds', 'auditorRate'] as const;

interface PortfolioFilterFormProps {
  running: boolean;
  /** Server errors that name no field, shown above the button. */
  formErrors: readonly string[];
  onRun: (values: PortfolioFilterValues, setError: UseFormSetError<PortfolioFilterValues>) => void;
}

/** The portfolio sensitivity's filter: contractors (none = all) and the auditor's rate as a percent. */
export function PortfolioFilterForm({ running, formErrors, onRun }: PortfolioFilterFormProps) {
  const { t } = useTranslation();
  const form = useForm<PortfolioFilterValues>({ defaultValues: { contractorIds: [], auditorRate: '' } });
  const { errors } = form.formState;
  return (
    <Paper withBorder p="md" radius="sm" mb="md">
      <form noValidate onSubmit={form.handleSubmit((values) => onRun(values, form.setError))}>
        <Stack gap="sm">
          <Controller
            name="contractorIds"
            control={form.control}
            render={({ field }) => (
              <ContractorMultiSelect
                label={t('analysis.portfolio.contractors')}
                value={field.value}
                onChange={field.onChange}
                error={errorText(t, errors.contractorIds?.message)}
              />
            )}
          />
          <Controller
            name="auditorRate"
            control={form.control}
            rules={{
              validate: (value) => {
                const parsed = parsePercentRate(value);
                return 'error' in parsed ? parsed.error : true;
              },
            }}
            render={({ field }) => <AuditorRateInput value={field.value} onChange={field.onChange} error={errorText(t, errors.auditorRate?.message)} />}
          />
          {formErrors.length > 0 ? (
            <Alert color="red" role="alert">
              {formErrors.join('\n')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={running} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
              {t('analysis.portfolio.run')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
