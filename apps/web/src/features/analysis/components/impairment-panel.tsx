import { useState } from 'react';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { EnvelopeError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { saveImpairmentAnswers } from '../api/impairment-procedure';
import { analysisKeys, impairmentOfYearQuery, impairmentQuery } from '../api/queries';
import { ImpairmentHistory } from './impairment-history';
import { ImpairmentQuestionnaireForm } from './impairment-questionnaire-form';
import { currentYearEnd } from './impairment-texts';
import { errorsOn } from './server-errors';

/**
 * Summary panel (IFRS16, DOMAIN §10): the impairment indicators of an accounting year end, answered yes/no
 * and saved; the banner when a test is required; earlier (archived) year ends read-only below.
 */
export function ImpairmentPanel({ leaseAgreementId }: { leaseAgreementId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const procedure = useQuery(impairmentQuery(leaseAgreementId));
  // null until a year end is picked: the current questionnaire's, or 31 December of this year when none
  const [picked, setPicked] = useState<string | null>(null);
  const [yearEndError, setYearEndError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const current = procedure.data?.questionnaires.find((questionnaire) => !questionnaire.isArchived);
  const yearEnd = picked ?? (procedure.data ? (current?.accountingYearEnd ?? currentYearEnd()) : '');
  const chosen = useQuery(impairmentOfYearQuery(leaseAgreementId, yearEnd));
  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveImpairmentAnswers>[1]) => saveImpairmentAnswers(leaseAgreementId, input),
    onSuccess: async () => {
      notifySuccess(t('common.success'), t('analysis.impairment.saved'));
      await queryClient.invalidateQueries({ queryKey: analysisKeys.impairment(leaseAgreementId) });
    },
    onError: (error) => {
      if (!(error instanceof EnvelopeError)) return;
      const split = errorsOn(error.errors, 'accountingYearEnd');
      setYearEndError(split.field.join(' ') || undefined);
      setFormErrors(split.other);
    },
  });

  const questionnaire = chosen.data?.questionnaires[0];
  const history = (procedure.data?.questionnaires ?? []).filter((entry) => entry.isArchived);

  let body;
  if (procedure.isPending || (yearEnd !== '' && chosen.isPending)) {
    body = <Loader size="sm" aria-label={t('common.loading')} />;
  } else if (procedure.isError || chosen.isError || (yearEnd !== '' && !questionnaire)) {
    body = (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  } else if (questionnaire) {
    body = (
      <ImpairmentQuestionnaireForm
        // a fresh form per year end and per answer from the server: what is shown is what is stored
        key={`${questionnaire.accountingYearEnd}:${chosen.dataUpdatedAt}`}
        questionnaire={questionnaire}
        saving={save.isPending}
        formErrors={formErrors}
        onSave={(input) => {
          setYearEndError(undefined);
          setFormErrors([]);
          save.mutate(input);
        }}
      />
    );
  }

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="impairment-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="impairment-title">
          {t('analysis.impairment.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('analysis.impairment.intro')}
        </Text>
        <DateField
          label={t('analysis.impairment.yearEnd')}
          required
          maw={260}
          value={yearEnd}
          onChange={(value) => {
            setPicked(value);
            setYearEndError(undefined);
            setFormErrors([]);
          }}
          error={yearEndError ?? (procedure.data && yearEnd === '' ? t('validation.required') : undefined)}
        />
        {body}
        <Title order={3} size="h4">
          {t('analysis.impairment.history')}
        </Title>
        {procedure.data ? <ImpairmentHistory questionnaires={history} /> : null}
      </Stack>
    </Paper>
  );
}
