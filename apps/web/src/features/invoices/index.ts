// The invoices feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx); app/ puts the report's errors page beside its History tab.
export const loadInvoiceMergePage = () => import('./routes/invoice-merge-page').then((module) => module.InvoiceMergePage);
export const loadCorrectInvoicePage = () => import('./routes/correct-invoice-page').then((module) => module.CorrectInvoicePage);
export const loadInvoiceErrorsPage = () => import('./routes/invoice-errors-page').then((module) => module.InvoiceErrorsPage);
