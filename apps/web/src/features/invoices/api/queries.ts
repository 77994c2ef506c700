import { queryOptions, skipToken } from '@tanstack/react-query';
import { getExportMailPreview } from './get-export-mail-preview';
import { getInvoiceLines } from './get-invoice-lines';
import { getInvoiceMatchRows, type InvoiceMatchFilter } from './get-invoice-match-rows';
import { getInvoiceSummaries } from './get-invoice-summaries';
import { getPdfDocument } from './get-pdf-document';
import { getReportContractors } from './get-report-contractors';
import { getReportNames } from './get-report-names';

/** A report's unsent lines, narrowed by the filter the merge screen applied. */
export type MatchedReport = InvoiceMatchFilter & { reportName: string };

/** The invoices' server-state keys: every read and every invalidation of invoice data goes through these. */
export const invoiceKeys = {
  lines: (reportName: string, invoiceNumber: string) => ['invoice-lines', reportName, invoiceNumber] as const,
  /** Every loaded report's matched lines (a prefix of each one's key). */
  allMatchRows: ['invoice-match-rows'] as const,
  matchRows: (report: MatchedReport | null) => [...invoiceKeys.allMatchRows, report] as const,
  summaries: (reportName: string) => ['invoice-summaries', reportName] as const,
  pdfDocument: (reportName: string, documentId: number) => ['invoice-pdf-document', reportName, documentId] as const,
  /** Every range's report names (a prefix of each one's key). */
  allReportNames: ['invoice-report-names'] as const,
  reportNames: (startDate: string, endDate: string) => [...invoiceKeys.allReportNames, startDate, endDate] as const,
  /** Every report's contractor names (a prefix of each one's key). */
  allReportContractors: ['invoice-report-contractors'] as const,
  reportContractors: (reportName: string) => [...invoiceKeys.allReportContractors, reportName] as const,
  /** What "Send by e-mail" would do for one send, and the mails it has had. */
  mailPreview: (exportId: number) => ['invoice-export-mail', exportId] as const,
};

export const invoiceLinesQuery = (reportName: string, invoiceNumber: string) =>
  queryOptions({
    queryKey: invoiceKeys.lines(reportName, invoiceNumber),
    queryFn: ({ signal }) => getInvoiceLines(reportName, invoiceNumber, signal),
  });

/** The loaded report's lines with what they matched; nothing is asked before a report is loaded. */
export const matchRowsQuery = (report: MatchedReport | null) =>
  queryOptions({
    queryKey: invoiceKeys.matchRows(report),
    queryFn: report === null ? skipToken : ({ signal }) => getInvoiceMatchRows(report.reportName, report, signal),
  });

export const invoiceSummariesQuery = (reportName: string) =>
  queryOptions({ queryKey: invoiceKeys.summaries(reportName), queryFn: ({ signal }) => getInvoiceSummaries(reportName, signal) });

export const pdfDocumentQuery = (reportName: string, documentId: number) =>
  queryOptions({
    queryKey: invoiceKeys.pdfDocument(reportName, documentId),
    queryFn: ({ signal }) => getPdfDocument(reportName, documentId, signal),
    // a stored PDF never changes: saving the grid does not fetch it again
    staleTime: Infinity,
  });

export const reportNamesQuery = (startDate: string, endDate: string) =>
  queryOptions({ queryKey: invoiceKeys.reportNames(startDate, endDate), queryFn: ({ signal }) => getReportNames(startDate, endDate, signal) });

export const reportContractorsQuery = (reportName: string) =>
  queryOptions({ queryKey: invoiceKeys.reportContractors(reportName), queryFn: ({ signal }) => getReportContractors(reportName, signal) });

/** A send's hand-off by e-mail: where it would go and the mails it has had; a failure shows at once, without retries. */
export const exportMailPreviewQuery = (exportId: number) =>
  queryOptions({ queryKey: invoiceKeys.mailPreview(exportId), queryFn: ({ signal }) => getExportMailPreview(exportId, signal), retry: false });
