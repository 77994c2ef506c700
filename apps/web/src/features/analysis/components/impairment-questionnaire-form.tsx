import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import type { ImpairmentAnswersInput, ImpairmentQuestionnaire } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { ImpairmentQuestions, type ImpairmentAnswers } from './impairment-questions';
import { ImpairmentVerdict } from './impairment-verdict';

interface ImpairmentQuestionnaireFormProps {
  questionnaire: ImpairmentQuestionnaire;
  saving: boolean;
  /** Refusals that name no field, shown above Save. */
  formErrors: readonly string[];
  onSave: (input: ImpairmentAnswersInput) => void;
}

const answersOf = (questionnaire: ImpairmentQuestionnaire): ImpairmentAnswers =>
  Object.fromEntries(questionnaire.questions.map((question) => [question.sequence, question.answer]));

/**
 * One year end's questionnaire: the stored verdict, the indicators with their answers, Save. An archived
 * year end is shown read-only with a note (a later year end replaced it).
 */
export function ImpairmentQuestionnaireForm({ questionnaire, saving, formErrors, onSave }: ImpairmentQuestionnaireFormProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<ImpairmentAnswers>(() => answersOf(questionnaire));
  const readOnly = questionnaire.isArchived;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (readOnly) return;
        onSave({
          accountingYearEnd: questionnaire.accountingYearEnd,
          answers: questionnaire.questions.map((question) => ({ sequence: question.sequence, answer: answers[question.sequence] ?? null })),
        });
      }}
    >
      <Stack gap="md">
        <ImpairmentVerdict questionnaire={questionnaire} />
        {readOnly ? (
          <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
            {t('analysis.impairment.archivedNote')}
          </Alert>
        ) : null}
        <ImpairmentQuestions
          questions={questionnaire.questions}
          answers={answers}
          onAnswer={(sequence, answer) => setAnswers((current) => ({ ...current, [sequence]: answer }))}
          readOnly={readOnly}
        />
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join('\n')}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {t('analysis.impairment.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
