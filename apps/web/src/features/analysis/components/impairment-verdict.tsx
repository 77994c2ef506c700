import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ImpairmentQuestionnaire } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { impairmentVerdict } from './impairment-texts';

/** What the stored answers of a year end mean (DOMAIN §10): the test-required banner, a calm all-clear, or nothing yet. */
export function ImpairmentVerdict({ questionnaire }: { questionnaire: ImpairmentQuestionnaire }) {
  const { t } = useTranslation();
  if (!questionnaire.isStored) return null;
  const verdict = questionnaire.impairmentTestRequired ? 'testRequired' : impairmentVerdict(questionnaire.questions);
  if (verdict === 'testRequired') {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('analysis.impairment.testRequired')}>
        {t('analysis.impairment.testRequiredHelp')}
      </Alert>
    );
  }
  if (verdict === 'noIndicators') {
    return (
      <Group gap="xs" role="status">
        <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text size="sm">{t('analysis.impairment.noIndicators')}</Text>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('analysis.impairment.incomplete')}
    </Text>
  );
}
