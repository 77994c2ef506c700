import { useState } from 'react';
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import type { ImportKind } from '../api/import-paths';
import { CsvDropZone } from '../components/csv-drop-zone';
import { ImportCheck } from '../components/import-check';
import { importLimitHints } from '../components/import-limits';
import { ImportKindPicker } from '../components/import-kind-picker';
import { ImportOutcome } from '../components/import-outcome';
import { useCsvImport } from '../components/use-csv-import';

/**
 * /import: choose what to import (agreements, or another system's schedules or calculations),
 * download its template, read what a file may hold (size, rows, and for agreements the rows one import writes),
 * drop the file; its dry run follows at once, with the figures or every error by row
 * and column; Confirm stores it (all or nothing) and links to what came in.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ImportKind>('agreements');
  const { state, choose, refuseSeveral, confirm, retry, reset } = useCsvImport(kind);
  const storing = state.step === 'storing';
  const file = 'file' in state ? state.file : null;

  return (
    <>
      <PageTitle title={t('imports.title')} />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="sm" component="section" aria-label={t('imports.fileSection')}>
          <Stack gap="md">
            <ImportKindPicker
              kind={kind}
              disabled={storing}
              onChange={(next) => {
                reset();
                setKind(next);
              }}
            />
            <CsvDropZone
              file={state.step === 'imported' ? null : file}
              refusal={state.step === 'choosing' ? state.refusal : null}
              hints={importLimitHints(t, kind)}
              disabled={storing}
              onFile={choose}
              onSeveral={refuseSeveral}
            />
          </Stack>
        </Paper>
        <ImportCheck state={state} onConfirm={confirm} onRetry={retry} onAnotherFile={reset} />
        {state.step === 'imported' ? <ImportOutcome outcome={state.outcome} onAnother={reset} /> : null}
      </Stack>
    </>
  );
}
