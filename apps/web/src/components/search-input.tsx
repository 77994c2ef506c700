import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Search as you type waits this long after the last key (SPEC §2). */
export const SEARCH_DEBOUNCE_MS = 500;

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}

/** The search box of list pages, labelled "Search". */
export function SearchInput({ value, onChange, label, placeholder }: SearchInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label ?? t('common.search')}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      maw={420}
      mb="md"
    />
  );
}
