import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceLine } from '@leasedesk/contract';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { correctInvoicePath } from '../api/invoice-paths';
import { storedLineOf } from '../test/invoice-lines';
import { CorrectInvoicePage } from './correct-invoice-page';

vi.setConfig({ testTimeout: 30_000 });

/** A PDF whose invoice number could not be read: its lines are listed under errors as the invoice ''. */
const unnumbered = [storedLineOf({ id: 7, sequence: 1, invoiceNumber: null, areInvoiceDetailsComplete: false, isPdfBased: false, revision: 1 })];

describe('/correctInvoice/:name for the lines without an invoice number', () => {
  beforeEach(() => signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' }));
  afterEach(() => vi.unstubAllGlobals());

  it('has a path without the number segment', () => {
    expect(correctInvoicePath('R/1', '')).toBe('/correctInvoice/R%2F1');
    expect(correctInvoicePath('R/1', 'FV/1')).toBe('/correctInvoice/R%2F1/FV%2F1');
  });

  it('reads them from /invoices/ and, once a number is typed and saved, moves to that invoice', async () => {
    let stored: InvoiceLine[] = unnumbered;
    const reads: string[] = [];
    mockFetch(async (url, init) => {
      if (url.pathname.startsWith('/api/reports/R-1/invoices/')) {
        reads.push(url.pathname);
        return envelopeResponse(stored);
      }
      if (url.pathname === '/api/invoices' && init.method === 'PUT') {
        stored = (JSON.parse(String(init.body)) as InvoiceLine[]).map((row) => ({ ...storedLineOf(), ...row, id: 7, revision: 2, areInvoiceDetailsComplete: true }));
        return envelopeResponse(stored);
      }
      return envelopeResponse(null, { status: 404 });
    });
    const { router } = renderRoute(<CorrectInvoicePage />, {
      path: '/correctInvoice/:name',
      url: '/correctInvoice/R-1',
      extra: [{ path: '/correctInvoice/:name/:invoiceNumber', element: <CorrectInvoicePage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Correct an invoice without a number' })).toBeVisible();
    const number = await screen.findByRole('textbox', { name: /^Invoice number/ });
    expect(reads).toEqual(['/api/reports/R-1/invoices/']);
    expect(number).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Type the invoice number')).toBeVisible();
    await userEvent.type(number, 'FV/2025/03/40');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/correctInvoice/R-1/FV%2F2025%2F03%2F40'));
    expect(await screen.findByRole('heading', { name: 'Correct invoice FV/2025/03/40' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Invoice number/ })).toHaveValue('FV/2025/03/40');
  });
});
