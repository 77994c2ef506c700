import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AuditorRateInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The error to show under the field, already in the active language. */
  error?: string;
}

/** The auditor's rate typed as a percent a year (`8`, `7,5`); parsed by parsePercentRate. */
export function AuditorRateInput({ value, onChange, error }: AuditorRateInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('analysis.auditorRate')}
      description={t('analysis.auditorRateHelp')}
      required
      inputMode="decimal"
      autoComplete="off"
      rightSection="%"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maw={260}
    />
  );
}
