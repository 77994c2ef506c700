import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { InvoiceErrorsPage } from './invoice-errors-page';

const summaries: InvoiceSummary[] = [
  { invoiceNumber: 'FV/2025/03/13', contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.', areInvoiceDetailsComplete: false, ksefNumber: null, invoiceKind: null },
  { invoiceNumber: 'FV/2025/03/12', contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.', areInvoiceDetailsComplete: true, ksefNumber: null, invoiceKind: null },
];
const ksefSummaries: InvoiceSummary[] = [
  { invoiceNumber: 'FK/2025/12/0001', contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.', areInvoiceDetailsComplete: false, ksefNumber: '7251850343-20251220-0100001AF629-7A', invoiceKind: 'KOR' },
  { invoiceNumber: 'FV/2025/12/0001', contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.', areInvoiceDetailsComplete: true, ksefNumber: '7251850343-20251215-0100001AF000-11', invoiceKind: 'VAT' },
];

function renderErrors(asked: string[], answer: InvoiceSummary[] = summaries) {
  mockFetch(async (url) => {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/invoices/errors') return envelopeResponse(answer);
    return envelopeResponse(null, { status: 404 });
  });
  return renderRoute(<InvoiceErrorsPage />, {
    path: '/invoiceErrors/:reportName',
    url: `/invoiceErrors/${encodeURIComponent('Marzec/2025 #1')}`,
    extra: [{ path: '/correctInvoice/:name/:invoiceNumber', element: <p>correcting</p> }],
  });
}

describe('/invoiceErrors/:reportName', () => {
  beforeEach(() => signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' }));
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists the report\'s invoices incomplete first, with a complete yes/no badge', async () => {
    const asked: string[] = [];
    renderErrors(asked);
    const table = await screen.findByRole('table', { name: 'Invoices of report Marzec/2025 #1' });
    const rows = await within(table).findAllByRole('row', { name: /Correct invoice/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Correct invoice FV/2025/03/13', 'Correct invoice FV/2025/03/12']);
    expect(within(rows[0] as HTMLElement).getByText('No')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Yes')).toBeVisible();
    expect(asked).toContain('/api/invoices/errors?ReportName=Marzec%2F2025+%231');
  });

  it('opens the correction of a clicked row, with name and number encoded in the path', async () => {
    const { router } = renderErrors([]);
    await userEvent.click(await screen.findByRole('row', { name: 'Correct invoice FV/2025/03/13' }));
    expect(await screen.findByText('correcting')).toBeVisible();
    expect(router.state.location.pathname).toBe('/correctInvoice/Marzec%2F2025%20%231/FV%2F2025%2F03%2F13');
  });

  it('opens it from the keyboard: Tab to the row, Enter', async () => {
    const { router } = renderErrors([]);
    const row = await screen.findByRole('row', { name: 'Correct invoice FV/2025/03/12' });
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('correcting')).toBeVisible();
    expect(router.state.matches.at(-1)?.params).toEqual({ name: 'Marzec/2025 #1', invoiceNumber: 'FV/2025/03/12' });
  });

  it('shows each invoice\'s KSeF number and marks a correction as such', async () => {
    renderErrors([], ksefSummaries);
    const table = await screen.findByRole('table', { name: 'Invoices of report Marzec/2025 #1' });
    expect(within(table).getByRole('columnheader', { name: 'KSeF number' })).toBeVisible();
    const correction = await within(table).findByRole('row', { name: 'Correct invoice FK/2025/12/0001' });
    expect(within(correction).getByText('7251850343-20251220-0100001AF629-7A')).toBeVisible();
    expect(within(correction).getByText('Correction')).toBeVisible();
    const invoice = within(table).getByRole('row', { name: 'Correct invoice FV/2025/12/0001' });
    expect(within(invoice).getByText('7251850343-20251215-0100001AF000-11')).toBeVisible();
    expect(within(invoice).queryByText('Correction')).not.toBeInTheDocument();
  });

  it('in Polish marks the correction "Korekta"', async () => {
    await act(() => i18n.changeLanguage('pl'));
    renderErrors([], ksefSummaries);
    const correction = await screen.findByRole('row', { name: 'Popraw fakturę FK/2025/12/0001' });
    expect(within(correction).getByText('Korekta')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Numer KSeF' })).toBeVisible();
  });
});
