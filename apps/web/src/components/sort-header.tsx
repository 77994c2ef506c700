import { Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SortHeaderProps {
  label: string;
  direction: 'asc' | 'desc' | null;
  onToggle: () => void;
}

/**
 * A sortable column's title: a real button inside the column header, so the header keeps its
 * columnheader role and name, and the sort state is announced in the active language.
 */
export function SortHeader({ label, direction, onToggle }: SortHeaderProps) {
  const { t } = useTranslation();
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  const state = direction === 'asc' ? t('table.sortedAscending') : direction === 'desc' ? t('table.sortedDescending') : null;
  return (
    <UnstyledButton onClick={onToggle} fw={700} fz="sm" title={t('table.sortBy', { column: label })}>
      <Group gap={4} wrap="nowrap">
        <span>{label}</span>
        <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.4 }} />
        {state ? <VisuallyHidden>{`(${state})`}</VisuallyHidden> : null}
      </Group>
    </UnstyledButton>
  );
}
