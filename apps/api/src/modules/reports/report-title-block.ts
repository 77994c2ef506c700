import { and, asc, eq, inArray } from 'drizzle-orm';
import { AccountingStandard, formatMessage, type AgreementFilter, type Language, type MessageKey } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { contractors, salesPersons } from '../../db/schema.ts';
import type { Detail } from '../../lib/excel/workbook.ts';
import { ranAtText } from '../../lib/reports/run-time.ts';

/** Words of a workbook in the downloader's language. */
export type Words = (key: MessageKey) => string;

/** A cell of text stays far below Excel's 32 767 characters: a long list is cut, saying how many it left out. */
const maxListText = 2_000;

function listText(items: readonly string[]): string {
  let text = '';
  for (let index = 0; index < items.length; index++) {
    const next = index === 0 ? (items[0] as string) : `${text}, ${items[index] as string}`;
    if (next.length > maxListText) return `${text}, … (+${items.length - index})`;
    text = next;
  }
  return text;
}

/** Names of the tenant's contractors among these ids, in Polish order; an id the tenant does not have is shown as `#id`. */
async function contractorNames(tx: Tx, tenantId: number, ids: readonly number[]): Promise<string[]> {
  const rows = await tx
    .select({ id: contractors.id, name: contractors.name })
    .from(contractors)
    .where(and(eq(contractors.tenantId, tenantId), inArray(contractors.id, [...ids])))
    .orderBy(asc(contractors.sortKey), asc(contractors.id));
  const found = new Set(rows.map((row) => row.id));
  return [...rows.map((row) => row.name), ...ids.filter((id) => !found.has(id)).map((id) => `#${id}`)];
}

async function salesPersonNames(tx: Tx, tenantId: number, ids: readonly number[]): Promise<string[]> {
  const rows = await tx
    .select({ id: salesPersons.id, firstName: salesPersons.firstName, lastName: salesPersons.lastName })
    .from(salesPersons)
    .where(and(eq(salesPersons.tenantId, tenantId), inArray(salesPersons.id, [...ids])))
    .orderBy(asc(salesPersons.lastName), asc(salesPersons.firstName), asc(salesPersons.id));
  const found = new Set(rows.map((row) => row.id));
  return [...rows.map((row) => `${row.firstName} ${row.lastName}`), ...ids.filter((id) => !found.has(id)).map((id) => `#${id}`)];
}

/** The names of the agreement's enumerations (DOMAIN §1), as the filter shows them. */
export const intervalNames: Record<number, MessageKey> = { 0: 'excel.report.interval.0', 1: 'excel.report.interval.1', 2: 'excel.report.interval.2', 3: 'excel.report.interval.3' };
export const dueNames: Record<number, MessageKey> = { 0: 'excel.report.due.0', 1: 'excel.report.due.1' };
export const leaseTypeNames: Record<number, MessageKey> = { 0: 'excel.report.leaseType.0', 1: 'excel.report.leaseType.1' };

export type TitleBlockInput = {
  tenantId: number;
  tenantName: string;
  /** The client's standard: the lessor's filters (sales people, factoring, lease type) exist under CSI only. */
  accountingStandard: number;
  filter: AgreementFilter;
  /** The settlements report's period. */
  period?: { start: string; end: string };
  ranAt: Date;
};

/**
 * The title block of both report workbooks : the client, the period, every filter value
 * in words (contractor and sales people names, yes/no, the interval, due and lease type names in the
 * language; "Any" for what the filter left open) and when the report ran. Under IFRS16 the lessor's filters
 * (sales people, factoring, lease type) are not offered on screen, so they are not listed either.
 */
export async function reportTitleBlock(tx: Tx, language: Language, input: TitleBlockInput): Promise<Detail[]> {
  const t: Words = (key) => formatMessage(language, key);
  const { filter, tenantId } = input;
  const any = t('excel.report.filter.any');
  const text = (label: MessageKey, value: string | null): Detail => ({ label: t(label), value: value ?? any, kind: 'text' });
  const list = (values: readonly string[] | null | undefined) => (values && values.length > 0 ? listText(values) : null);
  const date = (label: MessageKey, value: string | null | undefined): Detail => (value ? { label: t(label), value, kind: 'date' } : text(label, null));
  const named = (names: Record<number, MessageKey>, value: number | null | undefined) => {
    const key = value === null || value === undefined ? undefined : names[value];
    return key ? t(key) : null;
  };

  const details: Detail[] = [{ label: t('excel.label.client'), value: input.tenantName, kind: 'text' }];
  if (input.period) {
    details.push({ label: t('excel.report.label.periodStart'), value: input.period.start, kind: 'date' });
    details.push({ label: t('excel.report.label.periodEnd'), value: input.period.end, kind: 'date' });
  }
  const contractorIds = filter.contractorIds ?? [];
  const salesPersonIds = filter.salesPersonIds ?? [];
  const lessor = input.accountingStandard === AccountingStandard.CSI;
  details.push(text('excel.report.filter.contractors', list(contractorIds.length > 0 ? await contractorNames(tx, tenantId, contractorIds) : null)));
  if (lessor) details.push(text('excel.report.filter.salesPersons', list(salesPersonIds.length > 0 ? await salesPersonNames(tx, tenantId, salesPersonIds) : null)));
  details.push(text('excel.report.filter.contractNumbers', list(filter.contractNumbers)), text('excel.report.filter.scheduleNumbers', list(filter.scheduleNumbers)));
  if (lessor) {
    details.push(
      text('excel.report.filter.isFactoring', filter.isFactoring === null || filter.isFactoring === undefined ? null : t(filter.isFactoring ? 'excel.yes' : 'excel.no')),
      text('excel.report.filter.factorContractNumbers', list(filter.factorContractNumbers)),
    );
  }
  details.push(
    date('excel.report.filter.startingDate', filter.startingDate),
    date('excel.report.filter.closingDate', filter.closingDate),
    text('excel.report.filter.paymentInterval', named(intervalNames, filter.paymentInterval)),
    text('excel.report.filter.paymentDue', named(dueNames, filter.paymentDue)),
  );
  if (lessor) details.push(text('excel.report.filter.leaseType', named(leaseTypeNames, filter.leaseType)));
  details.push({ label: t('excel.report.label.ranAt'), value: ranAtText(input.ranAt, language), kind: 'text' });
  return details;
}
