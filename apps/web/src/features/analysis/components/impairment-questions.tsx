import { Group, Radio, Stack } from '@mantine/core';
import type { ImpairmentQuestion } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { questionText } from './impairment-texts';

/** An answer per sequence: true yes, false no, null not answered. */
export type ImpairmentAnswers = Record<number, boolean | null>;

interface ImpairmentQuestionsProps {
  questions: readonly ImpairmentQuestion[];
  answers: ImpairmentAnswers;
  onAnswer: (sequence: number, answer: boolean) => void;
  readOnly: boolean;
}

const toChoice = (answer: boolean | null | undefined) => (answer === true ? 'yes' : answer === false ? 'no' : null);

/** The IAS 36.12 indicators in the language on screen, each a Yes/No radio group (arrow keys move within it). */
export function ImpairmentQuestions({ questions, answers, onAnswer, readOnly }: ImpairmentQuestionsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      {questions.map((question) => (
        <Radio.Group
          key={question.sequence}
          label={`${question.sequence}. ${questionText(question, i18n.language)}`}
          value={toChoice(answers[question.sequence])}
          onChange={(value) => onAnswer(question.sequence, value === 'yes')}
          readOnly={readOnly}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label={t('analysis.impairment.yes')} disabled={readOnly} />
            <Radio value="no" label={t('analysis.impairment.no')} disabled={readOnly} />
          </Group>
        </Radio.Group>
      ))}
    </Stack>
  );
}
