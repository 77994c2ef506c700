/** A path segment as the server reads it: report names and invoice numbers (`FV/2025/03/12`) hold slashes. */
export const segment = (value: string | number) => encodeURIComponent(value);

/** The web route of a report's invoices (/invoiceErrors/{reportName}). */
export const invoiceErrorsPath = (reportName: string) => `/invoiceErrors/${segment(reportName)}`;

/**
 * The web route of one invoice's correction (/correctInvoice/{name}/{invoiceNumber}); the lines without a number
 * (listed as the invoice '') are /correctInvoice/{name}, since a path segment cannot be empty.
 */
export const correctInvoicePath = (reportName: string, invoiceNumber: string) =>
  invoiceNumber === '' ? `/correctInvoice/${segment(reportName)}` : `/correctInvoice/${segment(reportName)}/${segment(invoiceNumber)}`;
