// The invoices module's public face (DESIGN §2): what app.ts, the demo and other modules may import of it.
export { registerInvoiceCorrectionRoutes } from './correction-routes.ts';
export { sentExportOfTenant, type SentExport } from './handoff/sent-export.ts';
export { sentExportFiles, type SentExportFile } from './handoff/sent-export-files.ts';
export { insertInvoiceLines } from './insert-invoice-lines.ts';
export { matchInvoiceLines } from './match-invoice-lines.ts';
export { pdfReaderOnDemand } from './pdf-reader-on-demand.ts';
export { registerPdfInvoiceRoutes } from './pdf-routes.ts';
export { reportNameParam } from './route-params.ts';
export { registerInvoiceRoutes } from './routes.ts';
export { registerInvoiceSendRoutes } from './send-routes.ts';
export { readInvoiceCsv } from './sources/invoice-csv.ts';
