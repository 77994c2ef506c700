import { warsawDay } from '../../lib/reports/run-time.ts';
import type { TitleValues } from './email-title.ts';
import { reportNamesOf, type ExportReport } from './export-reports.ts';

/** The placeholders' values for one send: its number, its reports, its Warsaw day and the client's name. */
export function sendTitleValues(exportId: number, sentAt: Date, reports: readonly ExportReport[], client: string): TitleValues {
  return { number: String(exportId), reports: reportNamesOf(reports), date: warsawDay(sentAt), client };
}
