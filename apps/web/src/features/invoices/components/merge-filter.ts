import dayjs from 'dayjs';

/** The filter of /invoiceMerge's side drawer (SPEC §2). Dates in the wire's `YYYY-MM-DD`, '' while empty. */
export interface MergeFilter {
  startDate: string;
  endDate: string;
  reportName: string;
  invoiceNumber: string;
  contractorName: string;
  /** A KSeF number, matched exactly (FORMATS §3). */
  ksefNumber: string;
}

/** The report whose lines the table shows, and the narrowing applied to them. */
export interface LoadedReport {
  reportName: string;
  invoiceNumber: string;
  contractorName: string;
  ksefNumber: string;
}

/** A new filter: reports created from the first day of the previous month to today. */
export function initialMergeFilter(today = dayjs()): MergeFilter {
  return {
    startDate: today.subtract(1, 'month').startOf('month').format('YYYY-MM-DD'),
    endDate: today.format('YYYY-MM-DD'),
    reportName: '',
    invoiceNumber: '',
    contractorName: '',
    ksefNumber: '',
  };
}

/** Clear (SPEC §2): dates, names and the loaded lines all go. */
export const clearedMergeFilter: MergeFilter = { startDate: '', endDate: '', reportName: '', invoiceNumber: '', contractorName: '', ksefNumber: '' };

/** Whether the range can be asked for: both dates, the end not before the start. */
export function rangeReady(filter: Pick<MergeFilter, 'startDate' | 'endDate'>): boolean {
  return filter.startDate !== '' && filter.endDate !== '' && filter.startDate <= filter.endDate;
}
