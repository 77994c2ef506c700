import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  /** Where the edit icon leads. */
  editTo: string;
  /** Accessible names that say which record, e.g. 'Edit Kowalski Leasing'. */
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
  /** Further icons placed before edit (e.g. open). */
  children?: ReactNode;
}

/** The edit and delete icons of a list row, the same on every resource list. */
export function RowActions({ editTo, editLabel, deleteLabel, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      <Tooltip label={t('common.edit')}>
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={editLabel}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
