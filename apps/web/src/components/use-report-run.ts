import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { freshReportUrl, type ReportReference } from './report-download';

/** The last answer of a report, the request it answered and when it arrived. */
export interface ReportRun<Request, Answer> {
  request: Request;
  answer: Answer;
  receivedAt: number;
}

/**
 * Runs a stored report (POST answering a report id and a download token) and keeps its last answer.
 * `excelUrl` gives the Excel button's fresh address: the answer's token while it is young, else a
 * new run of the same request, whose answer then replaces the one on the screen.
 */
export function useReportRun<Request, Answer extends ReportReference>(run: (request: Request) => Promise<Answer>) {
  const [last, setLast] = useState<ReportRun<Request, Answer> | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (answer, request) => setLast({ request, answer, receivedAt: Date.now() }),
  });
  const excelUrl = (urlOf: (reference: ReportReference) => string): (() => Promise<string>) | null =>
    last ? () => freshReportUrl({ report: last.answer, receivedAt: last.receivedAt }, () => mutation.mutateAsync(last.request), urlOf) : null;
  return { last, mutation, excelUrl };
}
