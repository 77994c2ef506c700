/**
 * A stored report's download token lives 10 minutes (DESIGN §3). The screen keeps the token of its last
 * run; a download later than this asks for the report again, which answers a new id and token.
 */
export const REPORT_TOKEN_USE_MS = 9 * 60 * 1000;

export interface ReportReference {
  reportId: number;
  token: string;
}

/** A report's answer and when it arrived (the clock of `Date.now()`). */
export interface ReceivedReport<T extends ReportReference> {
  report: T;
  receivedAt: number;
}

/**
 * The download address of a report: with the token it came with while that is young enough, else with
 * the token of a new run of the same request (`runAgain`, which also refreshes the screen).
 */
export async function freshReportUrl<T extends ReportReference>(
  received: ReceivedReport<T>,
  runAgain: () => Promise<ReportReference>,
  urlOf: (reference: ReportReference) => string,
  now = Date.now(),
): Promise<string> {
  const reference = now - received.receivedAt < REPORT_TOKEN_USE_MS ? received.report : await runAgain();
  return urlOf(reference);
}
