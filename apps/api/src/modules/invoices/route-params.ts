import { z } from 'zod';
import { pathId, wireString } from '@leasedesk/contract';

/**
 * A report name in a path or a query: exact (not trimmed: it must name the stored report), not empty, at most
 * 200 characters. A name holding `/` travels encoded (`%2F`) and reaches the handler decoded.
 */
const reportNameText = wireString.min(1).max(200);

export const reportNameParam = z.object({ name: reportNameText });
/** The same name where SPEC §7 calls it reportName. */
export const reportNameAliasParam = z.object({ reportName: reportNameText });
/** GET /api/invoices/errors?ReportName= (SPEC §7's capital R). */
export const invoiceErrorsQuery = z.strictObject({ ReportName: reportNameText });

/** GET /api/invoicereports/{name}/pdfdocuments/{documentId}: a PDF kept with the report. */
export const pdfDocumentParams = reportNameParam.extend({ documentId: pathId });
