import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parsePercentRate } from './auditor-rate';

interface AuditorRateInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The error to show under the field, already in the active language. */
  error?: string;
}

/**
 * The auditor's rate typed as a percent a year (`8`, `7,5`); parsed by parsePercentRate. What is typed stays as
 * typed; when the field is refused for it, the reason names the numbers it could be (`7 125` or `7,1250`).
 */
export function AuditorRateInput({ value, onChange, error }: AuditorRateInputProps) {
  const { t } = useTranslation();
  const read = parsePercentRate(value);
  const reason = error !== undefined && 'error' in read && read.values ? t(read.error, read.values) : error;
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
      error={reason}
      maw={260}
    />
  );
}
