import { useState } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListError, listFailure } from '../../../components/list-error';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/format';
import { remindersQuery } from '../api/queries';
import { ReminderPreferencesDrawer } from './reminder-preferences-drawer';
import { RemindersTable } from './reminders-table';

/**
 * "Reminders" on home, under the figures (issue 30): what is due in the coming days for the client (leases ending,
 * rent indexations, payments, impairment questionnaires), in the kinds the user chose under "Reminder settings".
 */
export function RemindersSection({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const [settingsOpened, setSettingsOpened] = useState(false);
  const reminders = useQuery(remindersQuery(tenantId));
  const failure = listFailure(reminders);
  const headingId = `reminders-${tenantId}`;

  let content;
  if (failure) content = <ListError failure={failure} />;
  else if (!reminders.data) content = <PageLoader minHeight={80} />;
  else if (reminders.data.items.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('reminders.empty')}
      </Text>
    );
  } else content = <RemindersTable items={reminders.data.items} />;

  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" mt="xl" component="section" aria-labelledby={headingId} aria-busy={reminders.isPending}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('reminders.title')}
          </Title>
          {reminders.data?.day ? (
            <Text size="sm" c="dimmed">
              {t('reminders.asOf', { date: formatDate(reminders.data.day) })}
            </Text>
          ) : null}
        </div>
        <Button variant="default" size="sm" leftSection={<IconSettings size={16} aria-hidden />} onClick={() => setSettingsOpened(true)}>
          {t('reminders.preferences.open')}
        </Button>
      </Group>
      {content}
      <ReminderPreferencesDrawer tenantId={tenantId} opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
    </Card>
  );
}
