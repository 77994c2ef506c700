import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ReminderPreferencesPanel } from './reminder-preferences-panel';

interface ReminderPreferencesDrawerProps {
  tenantId: number;
  opened: boolean;
  onClose: () => void;
}

/** "Reminder settings": a side panel over home (a dialog: focus stays in it, Escape closes it). */
export function ReminderPreferencesDrawer({ tenantId, opened, onClose }: ReminderPreferencesDrawerProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('reminders.preferences.title')}
      position="right"
      size={narrow ? '100%' : '28rem'}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <ReminderPreferencesPanel tenantId={tenantId} onClose={onClose} />
    </Drawer>
  );
}
