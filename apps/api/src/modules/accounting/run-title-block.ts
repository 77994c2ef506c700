import { formatMessage, type Language, type MessageKey } from '@leasedesk/contract';
import type { Detail } from '../../lib/excel/workbook.ts';
import type { StoredRun } from './stored-runs.ts';

/** Words of a workbook in the downloader's language. */
export type Words = (key: MessageKey) => string;

export const wordsIn = (language: Language): Words => (key) => formatMessage(language, key);

/** Excel keeps at most 32 767 characters in a cell; a list of 1 000 long numbers could pass that. */
const maxCellText = 32_000;

/** A chosen list as one cell: its items joined, or "All" when the list was empty (no narrowing). */
function listText(t: Words, items: readonly string[]): string {
  if (items.length === 0) return t('excel.accounting.label.all');
  const text = items.join(', ');
  return text.length > maxCellText ? `${text.slice(0, maxCellText)}…` : text;
}

const runTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' }),
  pl: new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' }),
};

/**
 * The title block of an accounting workbook: the client, the run's choice (contractors by name, contract and
 * schedule numbers), the period, and when it ran (Warsaw time, as the screens' "today"). Text cells are
 * neutralised by the workbook writer.
 */
export function runTitleBlock(t: Words, language: Language, run: StoredRun): Detail[] {
  const { selection } = run;
  return [
    { label: t('excel.label.client'), value: run.tenantName, kind: 'text' },
    { label: t('excel.accounting.label.contractors'), value: listText(t, run.contractorNames), kind: 'text' },
    { label: t('excel.accounting.label.contractNumbers'), value: listText(t, selection.contractNumbers), kind: 'text' },
    { label: t('excel.accounting.label.scheduleNumbers'), value: listText(t, selection.scheduleNumbers), kind: 'text' },
    { label: t('excel.accounting.label.periodStart'), value: selection.reportingPeriodStartingDate, kind: 'date' },
    { label: t('excel.accounting.label.periodEnd'), value: selection.reportingPeriodClosingDate, kind: 'date' },
    { label: t('excel.accounting.label.ranAt'), value: runTimeFormats[language].format(run.createDate), kind: 'text' },
  ];
}

/** `<name>-<start>-<end>.xlsx`. */
export function runFileName(name: string, run: StoredRun): string {
  return `${name}-${run.selection.reportingPeriodStartingDate}-${run.selection.reportingPeriodClosingDate}.xlsx`;
}
