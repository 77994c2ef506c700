import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save at the end of a record's form; Cancel waits while a save is under way. */
export function FormActions({ submitting, onCancel }: { submitting: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
