import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What is deleted: each says in its own words what a delete does to it and when the server refuses it. */
export type DeleteSubject = 'contractor' | 'salesPerson' | 'tenant' | 'user' | 'agreement' | 'leaseChange';

interface ConfirmDeleteDialogProps {
  /** What is about to be deleted, as the user knows it (a name, an email); null closes the dialog. */
  itemName: string | null;
  subject: DeleteSubject;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a delete (DESIGN: delete asks for confirmation), saying what will happen to this kind of
 * record. Focus starts on Cancel, so Enter or a hurried Space never deletes by accident.
 */
export function ConfirmDeleteDialog({ itemName, subject, loading = false, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={itemName !== null}
      onClose={onCancel}
      title={t('confirmDelete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Text mb="xs" fw={500}>
        {t('confirmDelete.question', { name: itemName ?? '' })}
      </Text>
      <Text mb="lg" size="sm">
        {t(`confirmDelete.consequence.${subject}`)}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
