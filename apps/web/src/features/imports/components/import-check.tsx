import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { agreementCount } from './import-preview';
import { ImportErrorsTable } from './import-errors-table';
import { ImportPreviewView } from './import-preview-view';
import { ImportProgress } from './import-progress';
import type { ImportState } from './use-csv-import';

interface ImportCheckProps {
  state: ImportState;
  onConfirm: () => void;
  onRetry: () => void;
  onAnotherFile: () => void;
}

/**
 * The file between choosing and storing: its dry run under way, refused (every problem by row and column), or
 * ready with its figures; then Confirm, which is there only for a file without errors, and the progress bar
 * while it is stored.
 */
export function ImportCheck({ state, onConfirm, onRetry, onAnotherFile }: ImportCheckProps) {
  const { t } = useTranslation();
  if (state.step === 'choosing' || state.step === 'imported') return null;

  if (state.step === 'checking') {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm">{t('imports.checking')}</Text>
      </Group>
    );
  }

  if (state.step === 'unanswered') {
    return (
      <Alert color="red" role="alert" title={t('errors.title')}>
        <Stack gap="sm">
          <Text size="sm">{state.stage === 'dryRun' ? t('imports.checkFailed') : t('imports.importFailed')}</Text>
          <Group gap="sm">
            <Button size="compact-sm" onClick={onRetry}>
              {t('imports.retry')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={onAnotherFile}>
              {t('imports.chooseAnother')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const refused = state.step === 'refused';
  const storing = state.step === 'storing';
  return (
    <Stack gap="md">
      {refused ? <ImportErrorsTable problems={state.problems} /> : <ImportPreviewView preview={state.preview} />}
      {storing ? <ImportProgress agreements={agreementCount(state.preview)} /> : null}
      <Group gap="sm">
        <Button leftSection={<IconCheck size={16} aria-hidden />} disabled={refused} loading={storing} onClick={onConfirm}>
          {t('imports.confirm')}
        </Button>
        <Button variant="default" disabled={storing} onClick={onAnotherFile}>
          {t('imports.chooseAnother')}
        </Button>
      </Group>
    </Stack>
  );
}
