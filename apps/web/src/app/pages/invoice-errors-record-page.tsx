import type { ComponentType } from 'react';
import { loadHistoryTabs } from '../../features/audit';
import { loadInvoiceErrorsPage } from '../../features/invoices';
import { useHistoryTabs } from './use-history-tabs';

/**
 * /invoiceErrors/{reportName}: the invoices feature's page, the report's invoices beside the audit feature's History
 * tab (its import, corrections and sends). Both arrive together on the first visit (app/lazy-page.tsx).
 */
export async function loadInvoiceErrorsRecordPage(): Promise<ComponentType> {
  const [InvoiceErrorsPage, HistoryTabs] = await Promise.all([loadInvoiceErrorsPage(), loadHistoryTabs()]);
  return function InvoiceErrorsRecordPage() {
    return <InvoiceErrorsPage withHistory={useHistoryTabs(HistoryTabs, 'invoicereports')} />;
  };
}
