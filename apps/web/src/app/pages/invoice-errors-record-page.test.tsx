import type { AuditEntryDto } from '@leasedesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../test/render';
import { lazyPage } from '../lazy-page';
import { loadInvoiceErrorsRecordPage } from './invoice-errors-record-page';

const InvoiceErrorsRecordPage = lazyPage(loadInvoiceErrorsRecordPage);

const imported: AuditEntryDto = {
  id: 21,
  occurredAt: new Date(2026, 2, 5, 10, 15, 0).toISOString(),
  tenantId: 1,
  userId: 3,
  userName: 'ulla@leasedesk.test',
  action: 'import',
  entity: 'invoiceReport',
  entityId: null,
  label: 'Marzec/2025 #1',
  changes: [],
  counts: { lines: 12, invoices: 3 },
  correlationId: null,
  clientIp: null,
};

describe('the invoice report’s History tab', () => {
  it('asks for the report’s history by its encoded name once opened, and tells what the import brought', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url.pathname);
      if (url.pathname === '/api/invoices/errors') return envelopeResponse([]);
      if (url.pathname.endsWith('/history')) return envelopeResponse({ items: [imported], itemsCount: 1, pagesCount: 1, pageSize: 20, page: 1 });
      return envelopeResponse(null);
    });
    renderRoute(<InvoiceErrorsRecordPage />, { path: '/invoiceErrors/:reportName', url: `/invoiceErrors/${encodeURIComponent('Marzec/2025 #1')}` });
    await screen.findByRole('table', { name: 'Invoices of report Marzec/2025 #1' });
    expect(asked.filter((path) => path.endsWith('/history'))).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const entry = within(await screen.findByRole('list', { name: 'Change history' })).getByRole('listitem');
    expect(entry).toHaveAccessibleName('05/03/2026 10:15:00 · Imported');
    expect(entry).toHaveTextContent('Invoice lines: 12');
    expect(entry).toHaveTextContent('Invoices: 3');
    expect(asked).toContain('/api/invoicereports/Marzec%2F2025%20%231/history');
  });
});
