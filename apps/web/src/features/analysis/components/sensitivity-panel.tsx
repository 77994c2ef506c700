import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EnvelopeError } from '../../../lib/api-client';
import { runSensitivity } from '../api/run-sensitivity';
import { AuditorRateInput } from './auditor-rate-input';
import { parsePercentRate } from './auditor-rate';
import { errorsOn } from './server-errors';
import { SensitivityLinesTable } from './sensitivity-lines-table';

/**
 * Summary panel (IFRS16): the agreement's lease liability and financial cost recalculated at the auditor's
 * rate (DOMAIN §8). The rate is typed as a percent; the server's refusals show under it, in the active language.
 */
export function SensitivityPanel({ leaseAgreementId }: { leaseAgreementId: number }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const sensitivity = useMutation({ mutationFn: runSensitivity });

  const calculate = () => {
    setOtherErrors([]);
    const parsed = parsePercentRate(typed);
    if ('error' in parsed) {
      setFieldError(t(parsed.error));
      return;
    }
    setFieldError(undefined);
    sensitivity.mutate(
      { leaseAgreementId, auditorRate: parsed.rate },
      {
        onError: (error) => {
          // other failures had their toast from the API client
          if (!(error instanceof EnvelopeError)) return;
          const split = errorsOn(error.errors, 'auditorRate');
          setFieldError(split.field.join(' ') || undefined);
          setOtherErrors(split.other);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="sensitivity-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="sensitivity-title">
          {t('analysis.sensitivity.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('analysis.sensitivity.intro')}
        </Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            calculate();
          }}
        >
          <Group align="flex-start" gap="sm">
            <AuditorRateInput value={typed} onChange={setTyped} error={fieldError} />
            <Button type="submit" mt={{ base: 0, xs: 46 }} loading={sensitivity.isPending} leftSection={<IconCalculator size={16} aria-hidden />}>
              {t('analysis.calculate')}
            </Button>
          </Group>
        </form>
        {otherErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {otherErrors.join('\n')}
          </Alert>
        ) : null}
        {sensitivity.data && !sensitivity.isPending && !sensitivity.isError ? <SensitivityLinesTable result={sensitivity.data} /> : null}
      </Stack>
    </Paper>
  );
}
