import { Accordion, Badge, Group, List, Text } from '@mantine/core';
import type { ImpairmentQuestionnaire } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { questionText } from './impairment-texts';

/** Earlier (archived) year ends, read-only: each with its verdict and answers. */
export function ImpairmentHistory({ questionnaires }: { questionnaires: readonly ImpairmentQuestionnaire[] }) {
  const { t, i18n } = useTranslation();
  if (questionnaires.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('analysis.impairment.noHistory')}
      </Text>
    );
  }
  const answerText = (answer: boolean | null) =>
    answer === true ? t('analysis.impairment.yes') : answer === false ? t('analysis.impairment.no') : t('analysis.impairment.notAnswered');
  return (
    <Accordion variant="contained" multiple aria-label={t('analysis.impairment.history')}>
      {questionnaires.map((questionnaire) => (
        <Accordion.Item key={questionnaire.accountingYearEnd} value={questionnaire.accountingYearEnd}>
          <Accordion.Control>
            <Group gap="sm">
              <Text span>{t('analysis.impairment.yearEndOf', { date: formatDate(questionnaire.accountingYearEnd) })}</Text>
              <Badge color={questionnaire.impairmentTestRequired ? 'orange' : 'gray'} variant="light">
                {t(questionnaire.impairmentTestRequired ? 'analysis.impairment.testRequired' : 'analysis.impairment.testNotRequired')}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <List size="sm" spacing={4}>
              {questionnaire.questions.map((question) => (
                <List.Item key={question.sequence}>
                  {`${question.sequence}. ${questionText(question, i18n.language)}: `}
                  <Text span fw={600} size="sm">
                    {answerText(question.answer)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
