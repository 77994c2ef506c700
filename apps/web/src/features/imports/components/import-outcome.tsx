import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { agreementCount, fileRowCount, type ImportAnswer } from './import-preview';
import { ImportedLinks, type ImportedAgreementLink } from './imported-links';

/** The agreements to link to: those stored (an agreements file), or those whose figures came in. */
function linksOf(outcome: ImportAnswer): ImportedAgreementLink[] {
  if (outcome.kind !== 'agreements') return outcome.result.agreements;
  return outcome.result.agreements.flatMap((agreement) =>
    agreement.leaseAgreementId === null ? [] : [{ ...agreement, leaseAgreementId: agreement.leaseAgreementId }],
  );
}

/** After the import: what was stored, links to it, and the way to the next file. */
export function ImportOutcome({ outcome, onAnother }: { outcome: ImportAnswer; onAnother: () => void }) {
  const { t } = useTranslation();
  const values = { count: agreementCount(outcome), rows: fileRowCount(outcome) };
  const message =
    outcome.kind === 'agreements'
      ? t('imports.imported.agreements', values)
      : outcome.kind === 'schedules'
        ? t('imports.imported.schedules', values)
        : t('imports.imported.calculations', values);
  return (
    <Stack gap="md">
      <Alert color="teal" title={t('common.success')} role="status">
        {message}
      </Alert>
      <ImportedLinks agreements={linksOf(outcome)} />
      <Button variant="default" onClick={onAnother} style={{ alignSelf: 'flex-start' }}>
        {t('imports.imported.another')}
      </Button>
    </Stack>
  );
}
