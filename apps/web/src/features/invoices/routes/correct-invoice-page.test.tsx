import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceLine } from '@leasedesk/contract';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { storedLineOf } from '../test/invoice-lines';
import { CorrectInvoicePage } from './correct-invoice-page';

const incomplete = [
  storedLineOf({ id: 5, sequence: 1, invoiceNumber: 'FV/2025/03/13', scheduleNumber: '9', doesAmortizationExist: false, doesAgreementExist: false, areInvoiceDetailsComplete: false, revision: 2 }),
  storedLineOf({ id: 6, sequence: 2, invoiceNumber: 'FV/2025/03/13', vatRate: null, areInvoiceDetailsComplete: false, revision: 2 }),
];

interface Api {
  puts: unknown[];
  sends: unknown[];
}

function renderCorrection({ put, lines = incomplete }: { put?: (body: unknown) => Response; lines?: InvoiceLine[] } = {}): Api & ReturnType<typeof renderRoute> {
  const calls: Api = { puts: [], sends: [] };
  let stored = lines;
  mockFetch(async (url, init) => {
    if (url.pathname === '/api/reports/R-1/invoices/FV%2F2025%2F03%2F13') return envelopeResponse(stored);
    if (url.pathname === '/api/invoices' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      calls.puts.push(body);
      if (put) return put(body);
      stored = (body as InvoiceLine[]).map((row, index) => ({ ...storedLineOf(), ...row, id: row.id ?? 90 + index, sequence: index + 1, revision: 3 }));
      return envelopeResponse(stored);
    }
    if (url.pathname === '/api/extensivereport/send') {
      calls.sends.push(JSON.parse(String(init.body)));
      return envelopeResponse({ id: 8, token: 'tok' });
    }
    return envelopeResponse(null, { status: 404 });
  });
  const rendered = renderRoute(<CorrectInvoicePage />, {
    path: '/correctInvoice/:name/:invoiceNumber',
    url: `/correctInvoice/R-1/${encodeURIComponent('FV/2025/03/13')}`,
    extra: [{ path: '/invoiceErrors/:reportName', element: <p>errors list</p> }],
  });
  return { ...calls, ...rendered };
}

const cell = (field: string, row: number) => screen.getByRole('textbox', { name: `${field}, row ${row}` });

vi.setConfig({ testTimeout: 30_000 });

describe('/correctInvoice/:name/:invoiceNumber', () => {
  beforeEach(() => signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows every row with why it is incomplete, and send disabled', async () => {
    renderCorrection();
    const grid = await screen.findByRole('table', { name: 'Invoice rows' });
    expect(within(grid).getByText('No agreement')).toBeVisible();
    expect(within(grid).getByText('Missing: VAT rate')).toBeVisible();
    expect(cell('Schedule number', 1)).toHaveValue('9');
    expect(cell('Position net (PLN)', 2)).toHaveValue('9500');
    expect(screen.getByRole('button', { name: 'Send to the accounting system' })).toBeDisabled();
    expect(screen.getByText('Sending is possible once every row is complete.')).toBeVisible();
  });

  it('checks SPEC §5 on the cells and sends nothing while a check fails', async () => {
    const api = renderCorrection();
    await screen.findByRole('table', { name: 'Invoice rows' });
    await userEvent.type(cell('VAT rate', 2), '23');
    await userEvent.clear(cell('Exchange rate', 1));
    await userEvent.type(cell('Exchange rate', 1), '-1');
    await userEvent.clear(cell('Position VAT (PLN)', 1));
    await userEvent.type(cell('Position VAT (PLN)', 1), '2185,005');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the VAT rate as a fraction from 0 to 1 (0,23 for 23 %)')).toBeVisible();
    expect(screen.getByText('The exchange rate must be 0 or more')).toBeVisible();
    expect(screen.getByText('Decimal places: at most 2; nothing is rounded or cut')).toBeVisible();
    expect(api.puts).toEqual([]);
  });

  it('adds a green copy of the first row without id, removes chosen rows, saves and shows the invoice as re-fetched', async () => {
    const api = renderCorrection();
    await screen.findByRole('table', { name: 'Invoice rows' });
    await userEvent.clear(cell('Schedule number', 1));
    await userEvent.type(cell('Schedule number', 1), '1');
    await userEvent.type(cell('VAT rate', 2), '0,23');
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(cell('Schedule number', 3)).toHaveValue('1');
    const added = cell('Schedule number', 3).closest('tr') as HTMLElement;
    expect(added).toHaveAttribute('data-added', 'true');
    expect(within(added).getByText('New, not saved')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose row 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(screen.queryByRole('textbox', { name: 'Schedule number, row 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to the accounting system' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.puts).toHaveLength(1));
    const body = api.puts[0] as Record<string, unknown>[];
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ id: 5, revision: 2, name: 'R-1', invoiceNumber: 'FV/2025/03/13', scheduleNumber: '1', vatRate: 0.23 });
    expect(body[1]).not.toHaveProperty('id');
    expect(body[1]).toMatchObject({ revision: 2, scheduleNumber: '1', positionGrossAmountPln: 11685 });
    // the answer is the invoice as stored: complete now, so it can be sent
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send to the accounting system' })).toBeEnabled());
    expect(screen.queryByText('New, not saved')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderCorrection();
    await screen.findByRole('table', { name: 'Invoice rows' });
    await userEvent.type(cell('Agreement number', 1), 'X');
    await act(() => router.navigate('/invoiceErrors/R-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/correctInvoice/R-1/FV%2F2025%2F03%2F13');
    expect(cell('Agreement number', 1)).toHaveValue('UL/2025/001X');
  });

  it('puts the server\'s field errors on their rows', async () => {
    renderCorrection({
      put: () =>
        envelopeResponse(null, {
          success: false,
          errors: [
            { propertyName: 'row 2: taxId', message: 'Tax id has an invalid check digit' },
            { propertyName: 'row 1: id', message: 'Line 5 is not a line of this invoice' },
          ],
        }),
    });
    await screen.findByRole('table', { name: 'Invoice rows' });
    await userEvent.type(cell('Agreement number', 1), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tax id has an invalid check digit')).toBeVisible();
    expect(cell('Tax id', 2)).toHaveAttribute('aria-invalid', 'true');
    const first = cell('Tax id', 1).closest('tr') as HTMLElement;
    expect(within(first).getByText('Line 5 is not a line of this invoice')).toBeVisible();
  });

  it('says a stale invoice was changed elsewhere and reloads it', async () => {
    renderCorrection({ put: () => envelopeResponse(null, { success: false, status: 409 }) });
    await screen.findByRole('table', { name: 'Invoice rows' });
    await userEvent.type(cell('Agreement number', 1), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This invoice was changed since you opened it/)).toBeVisible();
    await vi.waitFor(() => expect(cell('Agreement number', 1)).toHaveValue('UL/2025/001'));
  });

  it('sends a complete invoice, downloads its export in this tab and returns to the report\'s invoices', async () => {
    const started: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.hasAttribute('download')) started.push(this.getAttribute('href') ?? '');
    });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const complete = incomplete.map((line) => ({ ...line, doesAgreementExist: true, doesAmortizationExist: true, vatRate: 0.23, scheduleNumber: '1', areInvoiceDetailsComplete: true }));
    const api = renderCorrection({ lines: complete });
    await screen.findByRole('table', { name: 'Invoice rows' });
    expect(screen.getAllByText('Complete')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Send to the accounting system' }));
    expect(await screen.findByText('errors list')).toBeVisible();
    expect((api.sends[0] as { extensiveReportDtos: { id: number }[] }).extensiveReportDtos.map((line) => line.id)).toEqual([5, 6]);
    expect(started).toEqual(['/api/reports/8/excel/tok/enovareports?lang=en']);
    expect(open).not.toHaveBeenCalled();
  });
});
