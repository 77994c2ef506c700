import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractorOptionsQuery } from '../lib/lookup-queries';
import { clearButtonProps } from './clear-button-props';

interface ContractorSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  label?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  /** Shown while the list is not loaded (a locked agreement's contractor). */
  fallbackName?: string;
  /** A first choice standing for every contractor (value 'all'), e.g. on the agreement list. */
  allLabel?: string;
}

/** A searchable choice of the tenant's contractors (name and tax id); the value is the id as text. */
export function ContractorSelect({ value, onChange, label, disabled, required, error, fallbackName, allLabel }: ContractorSelectProps) {
  const { t } = useTranslation();
  const contractors = useQuery(contractorOptionsQuery());
  const data = (contractors.data ?? []).map((contractor) => ({
    value: String(contractor.id),
    label: contractor.taxId ? `${contractor.name} (${contractor.taxId})` : contractor.name,
  }));
  if (allLabel) data.unshift({ value: 'all', label: allLabel });
  if (value && fallbackName && !data.some((entry) => entry.value === value)) data.push({ value, label: fallbackName });
  return (
    <Select
      label={label ?? t('agreementChooser.contractor')}
      placeholder={contractors.isPending ? t('common.loading') : t('agreementChooser.chooseContractor')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable={!disabled && !required && !allLabel}
      clearButtonProps={clearButtonProps(t, label ?? t('agreementChooser.contractor'))}
      disabled={disabled}
      required={required}
      error={error}
      nothingFoundMessage={t('common.nothingFound')}
      maw={520}
    />
  );
}
