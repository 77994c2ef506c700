import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { InvoiceErrorsPage } from './invoice-errors-page';

const summaries = [
  { invoiceNumber: 'FV/2025/03/13', contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.', areInvoiceDetailsComplete: false },
  { invoiceNumber: 'FV/2025/03/12', contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.', areInvoiceDetailsComplete: true },
];

function renderErrors(asked: string[]) {
  mockFetch(async (url) => {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/invoices/errors') return envelopeResponse(summaries);
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
});
