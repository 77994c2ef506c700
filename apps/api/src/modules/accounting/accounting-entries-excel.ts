import type { Language } from '@leasedesk/contract';
import { entriesFromTotals, type AccountingEntry } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import { addSheet, newWorkbook, workbookBuffer, type Column } from '../../lib/excel/workbook.ts';
import { periodOf } from './accounting-selection.ts';
import { sumEntryTotals } from './entry-totals.ts';
import { runFileName, runTitleBlock, wordsIn, type Words } from './run-title-block.ts';
import { withStoredRun } from './stored-runs.ts';

export type ExcelFile = { fileName: string; content: Buffer };

/** Index, the two accounts in the workbook's language, and the two values; both values totalled. */
const entryColumns = (t: Words, language: Language): Column<AccountingEntry>[] => {
  const label = (account: { labelEN: string; labelPL: string }) => (language === 'pl' ? account.labelPL : account.labelEN);
  return [
    { header: t('excel.accounting.column.index'), kind: 'integer', width: 6, value: (e) => e.index },
    { header: t('excel.accounting.column.debitAccount'), kind: 'text', width: 48, value: (e) => label(e.debitDetail) },
    { header: t('excel.accounting.column.creditAccount'), kind: 'text', width: 48, value: (e) => label(e.creditDetail) },
    { header: t('excel.accounting.column.debitValue'), kind: 'money', width: 18, value: (e) => e.debitDetail.value, total: true },
    { header: t('excel.accounting.column.creditValue'), kind: 'money', width: 18, value: (e) => e.creditDetail.value, total: true },
  ];
};

/**
 * GET /api/customers/leaseagreements/periods/accountingentry/{id}/excel/{token}: the stored run's entries,
 * summed again from the agreements as they are stored now, in the downloader's language.
 */
export function accountingEntriesExcel(ctx: AppContext, id: number, token: string, language: Language): Promise<ExcelFile> {
  const t = wordsIn(language);
  return withStoredRun(ctx, 'accountingEntries', id, token, async (tx, run) => {
    const totals = await sumEntryTotals(tx, run.tenantId, run.selection, periodOf(run.selection));
    const workbook = newWorkbook();
    addSheet(workbook, {
      language,
      name: t('excel.accounting.sheet'),
      title: t('excel.accounting.title'),
      details: runTitleBlock(t, language, run),
      columns: entryColumns(t, language),
      rows: entriesFromTotals(totals),
    });
    return { fileName: runFileName(t('excel.accounting.fileName'), run), content: await workbookBuffer(workbook) };
  });
}
