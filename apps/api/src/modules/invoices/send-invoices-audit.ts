import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import type { SendableLine } from './send-invoices-rules.ts';

/** A line as a send locks it, with the name its report has at that moment (the trail's label). */
export type SentLine = SendableLine & { reportName: string };

type SentReport = { id: number; name: string; lines: number; invoiceNumbers: Set<string> };

/** The reports the sent lines belong to, by id, each with how many of its lines and invoices went. */
export function sentReports(lines: readonly SentLine[], sent: ReadonlySet<number>): SentReport[] {
  const reports = new Map<number, SentReport>();
  for (const line of lines) {
    if (!sent.has(line.id)) continue;
    const report = reports.get(line.reportId) ?? { id: line.reportId, name: line.reportName, lines: 0, invoiceNumbers: new Set<string>() };
    report.lines += 1;
    report.invoiceNumbers.add(line.invoiceNumber ?? '');
    reports.set(line.reportId, report);
  }
  return [...reports.values()].sort((x, y) => x.id - y.id);
}

/**
 * One entry per report a send took lines from (one send may span reports, and each report's history should
 * show its hand-off): counts only, since the lines are many and stay readable in the export itself.
 */
export async function recordSentReports(tx: Tx, lines: readonly SentLine[], sent: ReadonlySet<number>): Promise<void> {
  for (const report of sentReports(lines, sent)) {
    await recordAudit(tx, { action: 'send', entity: 'invoiceReport', entityId: report.id, label: report.name, counts: { lines: report.lines, invoices: report.invoiceNumbers.size } });
  }
}
