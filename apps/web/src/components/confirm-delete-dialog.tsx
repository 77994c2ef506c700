import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  /** What is about to be deleted, as the user knows it (a name, an email); null closes the dialog. */
  itemName: string | null;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a delete (DESIGN: delete asks for confirmation). */
export function ConfirmDeleteDialog({ itemName, loading = false, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={itemName !== null}
      onClose={onCancel}
      title={t('confirmDelete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Text mb="lg">{t('confirmDelete.message', { name: itemName ?? '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
