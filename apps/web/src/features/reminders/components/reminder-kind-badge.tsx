import { Badge } from '@mantine/core';
import { reminderKinds, type ReminderKind } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';

const colors = { leaseEnd: 'orange', indexation: 'blue', payment: 'teal', impairment: 'grape' } as const;

/** What a reminder is about, in words: a lease ends, a rent indexation, a payment due, an impairment questionnaire. */
export function ReminderKindBadge({ kind }: { kind: ReminderKind }) {
  const { t } = useTranslation();
  const name = reminderKinds[kind];
  return (
    // never narrower than its words: on a phone the table scrolls sideways rather than cut the badge
    <Badge color={colors[name]} variant="light" radius="sm" style={{ textTransform: 'none', flexShrink: 0, minWidth: 'max-content' }}>
      {t(`reminders.kinds.${name}`)}
    </Badge>
  );
}
