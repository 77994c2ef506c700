import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvoiceImportResult, PdfImportResult } from '@leasedesk/contract';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { importPdfInvoice } from '../api/import-pdf-invoice';
import { pdfFileProblem, type PdfFileProblem } from './pdf-file-checks';

/** SPEC §4: the status of each chosen PDF. */
export type PdfFileStatus = 'waiting' | 'pending' | 'success' | 'error';

/**
 * Why a file failed: the server's messages as it worded them, or a problem the screen words itself (checked
 * in the browser, a 413/415, or an answer that was no answer: its toast has been shown already).
 */
export type PdfFileFailure = { messages: string[] } | { problem: PdfFileProblem | 'failed' };

export interface PdfFileEntry {
  key: number;
  file: File;
  status: PdfFileStatus;
  /** Refused before sending: never part of a run. */
  refusedInBrowser: boolean;
  result: PdfImportResult | null;
  failure: PdfFileFailure | null;
}

/** What one run stored: the report's figures summed over its files, as a CSV import answers them. */
export interface PdfRunSummary extends InvoiceImportResult {
  files: number;
}

function failureOf(error: unknown): PdfFileFailure {
  if (error instanceof EnvelopeError && error.errors.length > 0) return { messages: error.errors.map((entry) => entry.message) };
  if (error instanceof ApiError && error.status === 413) return { problem: 'tooLarge' };
  if (error instanceof ApiError && error.status === 415) return { problem: 'notPdf' };
  return { problem: 'failed' };
}

function summaryOf(reportName: string, results: readonly PdfImportResult[]): PdfRunSummary {
  return {
    name: results[0]?.name ?? reportName,
    source: 'pdf',
    files: results.length,
    invoices: results.reduce((sum, result) => sum + result.invoices, 0),
    lines: results.reduce((sum, result) => sum + result.lines, 0),
    incompleteLines: results.reduce((sum, result) => sum + result.incompleteLines, 0),
  };
}

/**
 * The PDFs chosen on /invoiceMerge and their statuses (SPEC §4). A run sends the waiting files one after
 * another, never together: each may take the server seconds a page to read, and the first creates the report
 * the next ones are added to. A refused file does not stop the run. Leaving the page stops it.
 */
export function usePdfImportQueue() {
  const [entries, setEntries] = useState<PdfFileEntry[]>([]);
  const [running, setRunning] = useState(false);
  /** The name the last run sent its files under (the report the errors button opens). */
  const [sentUnder, setSentUnder] = useState<string | null>(null);
  const nextKey = useRef(0);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const update = (key: number, change: Partial<PdfFileEntry>) => setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const choose = useCallback((files: readonly File[]) => {
    setSentUnder(null);
    setEntries(
      files.map((file) => {
        nextKey.current += 1;
        const problem = pdfFileProblem(file);
        return { key: nextKey.current, file, status: problem ? 'error' : 'waiting', refusedInBrowser: problem !== null, result: null, failure: problem ? { problem } : null };
      }),
    );
  }, []);

  /** Sends the waiting files under `reportName`; the summary of what was stored, or null when nothing was. */
  const run = async (reportName: string): Promise<PdfRunSummary | null> => {
    const queued = entries.filter((entry) => entry.status === 'waiting');
    if (running || queued.length === 0) return null;
    const controller = new AbortController();
    stop.current = controller;
    setRunning(true);
    setSentUnder(reportName);
    const stored: PdfImportResult[] = [];
    try {
      for (const entry of queued) {
        update(entry.key, { status: 'pending' });
        try {
          const result = await importPdfInvoice(reportName, entry.file, controller.signal);
          stored.push(result);
          update(entry.key, { status: 'success', result });
        } catch (error) {
          if (controller.signal.aborted) return null;
          update(entry.key, { status: 'error', failure: failureOf(error) });
        }
      }
    } finally {
      stop.current = null;
      setRunning(false);
    }
    return stored.length > 0 ? summaryOf(reportName, stored) : null;
  };

  const processed = entries.length > 0 && !running && entries.every((entry) => entry.status === 'success' || entry.status === 'error');
  const succeeded = entries.filter((entry) => entry.status === 'success').length;
  return { entries, running, choose, run, processed, succeeded, sentUnder };
}

export type PdfImportQueue = ReturnType<typeof usePdfImportQueue>;
