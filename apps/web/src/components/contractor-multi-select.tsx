import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractorOptionsQuery } from '../lib/lookup-queries';
import { clearButtonProps } from './clear-button-props';

interface ContractorMultiSelectProps {
  /** The chosen contractors' ids as text. */
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  required?: boolean;
  error?: string;
}

/** A searchable choice of several of the tenant's contractors (name and tax id); the values are ids as text. */
export function ContractorMultiSelect({ value, onChange, label, required, error }: ContractorMultiSelectProps) {
  const { t } = useTranslation();
  const contractors = useQuery(contractorOptionsQuery());
  const data = (contractors.data ?? []).map((contractor) => ({
    value: String(contractor.id),
    label: contractor.taxId ? `${contractor.name} (${contractor.taxId})` : contractor.name,
  }));
  return (
    <MultiSelect
      label={label}
      placeholder={contractors.isPending ? t('common.loading') : value.length === 0 ? t('agreementChooser.chooseContractor') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      clearButtonProps={clearButtonProps(t, label)}
      hidePickedOptions
      required={required}
      error={error}
      nothingFoundMessage={t('common.nothingFound')}
    />
  );
}
