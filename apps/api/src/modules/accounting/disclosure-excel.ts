import type { DisclosurePart, Language, MessageKey } from '@leasedesk/contract';
import { disclosuresFromTotals } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import { addSheet, newWorkbook, workbookBuffer, type Column } from '../../lib/excel/workbook.ts';
import type { ExcelFile } from './accounting-entries-excel.ts';
import { periodOf } from './accounting-selection.ts';
import { sumDisclosureTotals } from './disclosure-totals.ts';
import { runFileName, runTitleBlock, wordsIn, type Words } from './run-title-block.ts';
import { withStoredRun } from './stored-runs.ts';

type Line = { item: MessageKey; amount: number };

const lineColumns = (t: Words, total: boolean): Column<Line>[] => [
  { header: t('excel.disclosure.column.item'), kind: 'text', width: 44, value: (line) => t(line.item) },
  { header: t('excel.disclosure.column.amount'), kind: 'money', width: 20, value: (line) => line.amount, ...(total ? { total: true } : {}) },
];

/**
 * GET /api/customers/leaseagreements/periods/disclosure/{id}/excel/{token}: DOMAIN §13 for the stored run, one
 * sheet per part, each with the run's title block. The roll-forwards list what lowers the balance (payments,
 * depreciation) as negative amounts, so each sheet adds down to its closing balance; the maturity analysis and
 * the current / non-current split end in a totals row (the undiscounted total, and the closing liability).
 * When the period books a lease change (DOMAIN §14; the answer then carries its lines), both roll-forwards have
 * a Remeasurements line before the closing balance, and a sheet of its own gives the gain or loss on
 * modifications; without one the workbook is as it was before changes existed.
 * `only`: that part's sheet alone (the screen downloads each part beside its figures; the modifications sheet
 * then also for a period without a change, at 0).
 */
export function disclosureExcel(ctx: AppContext, id: number, token: string, language: Language, only?: DisclosurePart): Promise<ExcelFile> {
  const t = wordsIn(language);
  return withStoredRun(ctx, 'disclosure', id, token, async (tx, run) => {
    const d = disclosuresFromTotals(await sumDisclosureTotals(tx, run.tenantId, run.selection, periodOf(run.selection)));
    const details = runTitleBlock(t, language, run);
    const negative = (amount: number) => (amount === 0 ? 0 : -amount);
    // A period that books no lease change keeps the workbook it had before changes existed.
    const changed = d.modificationGainLoss !== 0 || d.liability.remeasurements !== 0 || d.rightOfUse.remeasurements !== 0;
    const remeasured = (amount: number): Line[] => (changed ? [{ item: 'excel.disclosure.row.remeasurements', amount }] : []);
    const parts: { part: DisclosurePart; sheet: MessageKey; title: MessageKey; lines: Line[]; total: boolean; shown?: boolean }[] = [
      {
        part: 'liability',
        sheet: 'excel.disclosure.sheet.liability',
        title: 'excel.disclosure.title.liability',
        total: false,
        lines: [
          { item: 'excel.disclosure.row.opening', amount: d.liability.opening },
          { item: 'excel.disclosure.row.additions', amount: d.liability.additions },
          { item: 'excel.disclosure.row.interest', amount: d.liability.interest },
          { item: 'excel.disclosure.row.payments', amount: negative(d.liability.payments) },
          ...remeasured(d.liability.remeasurements),
          { item: 'excel.disclosure.row.closing', amount: d.liability.closing },
        ],
      },
      {
        part: 'rightOfUse',
        sheet: 'excel.disclosure.sheet.rightOfUse',
        title: 'excel.disclosure.title.rightOfUse',
        total: false,
        lines: [
          { item: 'excel.disclosure.row.opening', amount: d.rightOfUse.opening },
          { item: 'excel.disclosure.row.additions', amount: d.rightOfUse.additions },
          { item: 'excel.disclosure.row.depreciation', amount: negative(d.rightOfUse.depreciation) },
          ...remeasured(d.rightOfUse.remeasurements),
          { item: 'excel.disclosure.row.closing', amount: d.rightOfUse.closing },
        ],
      },
      {
        part: 'maturity',
        sheet: 'excel.disclosure.sheet.maturity',
        title: 'excel.disclosure.title.maturity',
        total: true,
        lines: [
          { item: 'excel.disclosure.row.withinOneYear', amount: d.maturity.withinOneYear },
          { item: 'excel.disclosure.row.oneToFiveYears', amount: d.maturity.oneToFiveYears },
          { item: 'excel.disclosure.row.afterFiveYears', amount: d.maturity.afterFiveYears },
        ],
      },
      {
        part: 'currentSplit',
        sheet: 'excel.disclosure.sheet.currentSplit',
        title: 'excel.disclosure.title.currentSplit',
        total: true,
        lines: [
          { item: 'excel.disclosure.row.current', amount: d.current },
          { item: 'excel.disclosure.row.nonCurrent', amount: d.nonCurrent },
        ],
      },
      {
        part: 'modifications',
        sheet: 'excel.disclosure.sheet.modifications',
        title: 'excel.disclosure.title.modifications',
        total: false,
        shown: changed,
        lines: [{ item: 'excel.disclosure.row.modificationGainLoss', amount: d.modificationGainLoss }],
      },
    ];
    const workbook = newWorkbook();
    for (const part of parts.filter((candidate) => (only === undefined ? candidate.shown !== false : candidate.part === only))) {
      addSheet(workbook, { language, name: t(part.sheet), title: `${t('excel.disclosure.title')}: ${t(part.title)}`, details, columns: lineColumns(t, part.total), rows: part.lines });
    }
    const name = only === undefined ? t('excel.disclosure.fileName') : `${t('excel.disclosure.fileName')}-${t(`excel.disclosure.sheet.${only}`)}`;
    return { fileName: runFileName(name, run), content: await workbookBuffer(workbook) };
  });
}
