import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { agreementKeys, invalidateAgreementLists } from '../../lease-agreements';
import type { ImportKind } from '../api/import-paths';
import { csvFileProblem, fileSizeText } from './csv-file-check';
import { importProblems, type ImportProblem } from './import-problems';
import { sendCsvImport, type ImportAnswer } from './import-preview';

type Stage = 'dryRun' | 'import';

/** Where an import stands: choose a file, its dry run, then the import itself. */
export type ImportState =
  /** No file yet; `refusal` says why the last file chosen was not sent. */
  | { step: 'choosing'; refusal: string | null }
  | { step: 'checking'; file: File }
  /** The server refused the file (every error by row and column); nothing was stored. */
  | { step: 'refused'; file: File; stage: Stage; problems: ImportProblem[] }
  | { step: 'ready'; file: File; preview: ImportAnswer }
  | { step: 'storing'; file: File; preview: ImportAnswer }
  /** No answer the screen can read (the API client has shown its toast); the same step can be tried again. */
  | { step: 'unanswered'; file: File; stage: Stage; preview: ImportAnswer | null }
  | { step: 'imported'; outcome: ImportAnswer };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The import of one kind of file, step by step: a file checked in the browser, then sent as a dry run at once,
 * then (confirmed) stored. A new file, another kind or leaving the page cancels a dry run still under way; an
 * import being stored is never cancelled from here (the server finishes it; its answer is then ignored).
 */
export function useCsvImport(kind: ImportKind) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ step: 'choosing', refusal: null });
  // the request whose answer the screen waits for: an older one's answer is dropped; a dry run can be cancelled
  const current = useRef<{ controller: AbortController | null } | null>(null);

  const forget = useCallback(() => {
    current.current?.controller?.abort();
    current.current = null;
  }, []);

  useEffect(() => forget, [forget]);

  const failureState = useCallback(
    (error: unknown, file: File, stage: Stage, preview: ImportAnswer | null): ImportState => {
      if (error instanceof EnvelopeError) return { step: 'refused', file, stage, problems: importProblems(error.errors) };
      if (error instanceof ApiError && error.status === 413) {
        const message = t('imports.file.tooLarge', { size: fileSizeText(file.size) });
        return { step: 'refused', file, stage, problems: [{ id: 0, row: null, column: null, message }] };
      }
      return { step: 'unanswered', file, stage, preview };
    },
    [t],
  );

  const check = useCallback(
    async (file: File) => {
      forget();
      const controller = new AbortController();
      const request = { controller };
      current.current = request;
      setState({ step: 'checking', file });
      try {
        const preview = await sendCsvImport(kind, file, true, controller.signal);
        if (current.current === request) setState({ step: 'ready', file, preview });
      } catch (error) {
        if (isAbort(error) || current.current !== request) return;
        setState(failureState(error, file, 'dryRun', null));
      }
    },
    [kind, forget, failureState],
  );

  const choose = useCallback(
    (file: File) => {
      const problem = csvFileProblem(file);
      if (problem) {
        forget();
        const values = { name: file.name, size: fileSizeText(file.size) };
        const refusal =
          problem === 'tooLarge' ? t('imports.file.tooLarge', values) : problem === 'empty' ? t('imports.file.empty', values) : t('imports.file.notCsv', values);
        setState({ step: 'choosing', refusal });
        return;
      }
      void check(file);
    },
    [check, forget, t],
  );

  const refuseSeveral = useCallback(() => {
    forget();
    setState({ step: 'choosing', refusal: t('imports.file.oneFile') });
  }, [forget, t]);

  const store = useCallback(
    async (file: File, preview: ImportAnswer) => {
      // no signal: once sent, the import is the server's to finish, even if the page goes
      const request = { controller: null };
      current.current = request;
      setState({ step: 'storing', file, preview });
      try {
        const outcome = await sendCsvImport(kind, file, false);
        // lists, number choices and reconciliations read what was just stored
        invalidateAgreementLists(queryClient);
        void queryClient.invalidateQueries({ queryKey: agreementKeys.reconciliations });
        if (current.current === request) setState({ step: 'imported', outcome });
      } catch (error) {
        if (current.current === request) setState(failureState(error, file, 'import', preview));
      }
    },
    [kind, queryClient, failureState],
  );

  const confirm = useCallback(() => {
    if (state.step === 'ready') void store(state.file, state.preview);
  }, [state, store]);

  const retry = useCallback(() => {
    if (state.step !== 'unanswered') return;
    if (state.stage === 'import' && state.preview) void store(state.file, state.preview);
    else void check(state.file);
  }, [state, store, check]);

  const reset = useCallback(() => {
    forget();
    setState({ step: 'choosing', refusal: null });
  }, [forget]);

  return { state, choose, refuseSeveral, confirm, retry, reset };
}
