import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceLine } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { storedLineOf } from '../test/invoice-lines';
import { CorrectInvoicePage } from './correct-invoice-page';
import { InvoiceErrorsPage } from './invoice-errors-page';

const ksefNumber = '7251850343-20251220-0100001AF629-7A';
const correctedKsefNumber = '7251850343-20251215-0100001AF000-11';

/** A KOR of invoice FV/2025/12/0001 (after KSEF_02_KOR): a position reduced by 406,50 net, and an exempt one added. */
const correction: InvoiceLine[] = [
  storedLineOf({
    id: 7,
    sequence: 1,
    invoiceNumber: 'FK/2025/12/0001',
    positionDescription: 'Rata leasingowa 10/36',
    positionNetAmountPln: -406.5,
    positionVatAmountPln: -93.5,
    positionGrossAmountPln: -500,
    positionNetAmountCurrency: -406.5,
    positionVatAmountCurrency: -93.5,
    positionGrossAmountCurrency: -500,
    invoiceNetAmountPln: -366.5,
    invoiceGrossAmountPln: -460,
    ksefNumber,
    invoiceKind: 'KOR',
    correctedInvoiceNumber: 'FV/2025/12/0001',
    correctedKsefNumber,
    correctedInvoiceDate: '2025-12-15',
    correctionReason: 'Rabat udzielony po dostawie',
    positionNetAmountBefore: 4065.04,
    positionVatAmountBefore: 934.96,
    positionGrossAmountBefore: 5000,
    revision: 4,
  }),
  storedLineOf({
    id: 8,
    sequence: 2,
    invoiceNumber: 'FK/2025/12/0001',
    positionDescription: 'Ubezpieczenie',
    positionNetAmountPln: 40,
    positionVatAmountPln: 0,
    positionGrossAmountPln: 40,
    positionNetAmountCurrency: 40,
    positionVatAmountCurrency: 0,
    positionGrossAmountCurrency: 40,
    invoiceNetAmountPln: -366.5,
    // the file did not say it: editable although the line is KSeF's
    invoiceGrossAmountPln: null,
    vatRate: 0,
    vatRateCode: 'zw',
    ksefNumber,
    invoiceKind: 'KOR',
    correctedInvoiceNumber: 'FV/2025/12/0001',
    correctedKsefNumber,
    correctedInvoiceDate: '2025-12-15',
    correctionReason: 'Rabat udzielony po dostawie',
    areInvoiceDetailsComplete: false,
    revision: 4,
  }),
];

interface Calls {
  puts: Record<string, unknown>[][];
}

function renderCorrection(lines: InvoiceLine[] = correction, withErrorsPage = false): Calls & ReturnType<typeof renderRoute> {
  const calls: Calls = { puts: [] };
  mockFetch(async (url, init) => {
    if (url.pathname === '/api/reports/R-1/invoices/FK%2F2025%2F12%2F0001') return envelopeResponse(lines);
    if (url.pathname === '/api/invoices' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>[];
      calls.puts.push(body);
      return envelopeResponse(lines.map((line) => ({ ...line, revision: 5 })));
    }
    if (url.pathname === '/api/extensivereport/send') return envelopeResponse({ id: 9, token: 'tok' });
    if (url.pathname === '/api/invoices/errors') return envelopeResponse([]);
    return envelopeResponse(null, { status: 404 });
  });
  const rendered = renderRoute(<CorrectInvoicePage />, {
    path: '/correctInvoice/:name/:invoiceNumber',
    url: `/correctInvoice/R-1/${encodeURIComponent('FK/2025/12/0001')}`,
    extra: [{ path: '/invoiceErrors/:reportName', element: withErrorsPage ? <InvoiceErrorsPage /> : <p>errors list</p> }],
  });
  return { ...calls, ...rendered };
}

const cell = (field: string, row: number) => screen.getByRole('textbox', { name: `${field}, row ${row}` });

vi.setConfig({ testTimeout: 30_000 });

describe('/correctInvoice of a KSeF correction', () => {
  beforeEach(() => signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the KSeF number read-only, the corrected invoice and the reason, and each position before, changed and after', async () => {
    renderCorrection();
    await screen.findByRole('table', { name: 'Invoice rows' });
    const ksef = screen.getByRole('textbox', { name: 'KSeF number' });
    expect(ksef).toHaveValue(ksefNumber);
    expect(ksef).toHaveAttribute('readonly');

    const panel = screen.getByRole('region', { name: 'Correction of invoice FV/2025/12/0001' });
    expect(within(panel).getByText('Correction')).toBeVisible();
    expect(within(panel).getByText(correctedKsefNumber)).toBeVisible();
    expect(within(panel).getByText('15/12/2025')).toBeVisible();
    expect(within(panel).getByText('Rabat udzielony po dostawie')).toBeVisible();

    const positions = within(panel).getByRole('table', { name: 'Positions before and after the correction (PLN)' });
    const headers = within(positions).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No.', 'Position', 'Net before', 'Net: change', 'Net after', 'VAT before', 'VAT: change', 'VAT after', 'Gross before', 'Gross: change', 'Gross after']);
    const row = within(positions).getByRole('row', { name: /Rata leasingowa 10\/36/ });
    // amounts group thousands with a no-break space
    expect(within(row).getAllByRole('cell').map((entry) => entry.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      '1',
      'Rata leasingowa 10/36',
      '4 065,04',
      '-406,50',
      '3 658,54',
      '934,96',
      '-93,50',
      '841,46',
      '5 000,00',
      '-500,00',
      '4 500,00',
    ]);
    // a position the file gave no before state for is not listed there
    expect(within(positions).queryByText('Ubezpieczenie')).not.toBeInTheDocument();
  });

  it('keeps the document\'s own values read-only until unlocked, what the file could not say editable, and sends them back unchanged', async () => {
    const api = renderCorrection();
    await screen.findByRole('table', { name: 'Invoice rows' });
    expect(screen.getByRole('textbox', { name: 'Invoice number' })).toHaveAttribute('readonly');
    expect(cell('Position net (PLN)', 1)).toHaveAttribute('readonly');
    expect(cell('Position net (PLN)', 1)).toHaveValue('-406,50');
    expect(cell('Contractor', 1)).toHaveAttribute('readonly');
    expect(cell('Invoice date', 1)).toHaveAttribute('readonly');
    expect(cell('Invoice date', 1)).toHaveValue('05/03/2025');
    // the exempt rate as the document wrote it
    expect(cell('VAT rate', 2)).toHaveValue('zw');
    expect(cell('VAT rate', 1)).toHaveValue('23,00\u00a0%');
    // not in the document: the agreement, the schedule, the period; and what the file left empty
    for (const editable of [cell('Agreement number', 1), cell('Schedule number', 2), cell('Invoice gross (PLN)', 2)]) expect(editable).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Period invoiced, row 1' })).not.toHaveAttribute('readonly');

    await userEvent.type(cell('Agreement number', 1), '-A');
    await userEvent.type(cell('Position net (PLN)', 1), '9');
    expect(cell('Position net (PLN)', 1)).toHaveValue('-406,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]?.[0]).toMatchObject({ id: 7, revision: 4, agreementNumber: 'UL/2025/001-A', positionNetAmountPln: -406.5, positionVatAmountPln: -93.5, positionGrossAmountPln: -500, vatRate: 0.23, invoiceNumber: 'FK/2025/12/0001' });
    expect(api.puts[0]?.[1]).toMatchObject({ id: 8, vatRate: 0, positionNetAmountPln: 40 });
  });

  it('unlocks the document\'s amounts on an explicit switch, naming the rate\'s code under the fraction', async () => {
    renderCorrection();
    await screen.findByRole('table', { name: 'Invoice rows' });
    const unlock = screen.getByRole('switch', { name: /Edit the document's amounts/ });
    expect(unlock).not.toBeChecked();
    await userEvent.click(unlock);
    expect(cell('Position net (PLN)', 1)).not.toHaveAttribute('readonly');
    expect(cell('Position net (PLN)', 1)).toHaveValue('-406,5');
    expect(cell('VAT rate', 2)).toHaveValue('0');
    expect(screen.getByText('In the document: zw')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Invoice number' })).not.toHaveAttribute('readonly');
    await userEvent.clear(cell('Position net (PLN)', 1));
    await userEvent.type(cell('Position net (PLN)', 1), '-400');
    // locked again, the edited value shows as the product writes it
    await userEvent.click(unlock);
    expect(cell('Position net (PLN)', 1)).toHaveValue('-400,00');
  });

  it('leaves CSV invoices as they were: every cell editable, no KSeF number, no switch, no correction panel', async () => {
    const csv = [storedLineOf({ id: 7, invoiceNumber: 'FK/2025/12/0001' })];
    renderCorrection(csv);
    await screen.findByRole('table', { name: 'Invoice rows' });
    expect(cell('Position net (PLN)', 1)).not.toHaveAttribute('readonly');
    expect(cell('Position net (PLN)', 1)).toHaveValue('9500');
    expect(screen.queryByRole('textbox', { name: 'KSeF number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Correction of invoice/ })).not.toBeInTheDocument();
  });

  it('in Polish names the correction, its date and the switch in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    renderCorrection();
    await screen.findByRole('table', { name: 'Wiersze faktury' });
    const panel = screen.getByRole('region', { name: 'Korekta faktury FV/2025/12/0001' });
    expect(within(panel).getByText('Korekta')).toBeVisible();
    expect(within(panel).getByText('15.12.2025')).toBeVisible();
    expect(within(panel).getByRole('table', { name: 'Pozycje przed korektą i po niej (PLN)' })).toBeVisible();
    expect(within(panel).getByText('Przyczyna korekty')).toBeVisible();
    expect(screen.getByRole('switch', { name: /Edytuj kwoty z dokumentu/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Numer KSeF' })).toHaveValue(ksefNumber);
  });

  it('after a send, the report\'s invoices offer the send\'s workbook and Optima XML', async () => {
    // the send downloads its workbook through a link in this tab (jsdom does not download)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const complete = correction.map((line) => ({ ...line, invoiceGrossAmountPln: -460, areInvoiceDetailsComplete: true }));
    const { router } = renderCorrection(complete, true);
    await screen.findByRole('table', { name: 'Invoice rows' });
    await userEvent.click(screen.getByRole('button', { name: 'Send to the accounting system' }));
    const files = await screen.findByRole('region', { name: 'Files of the send' });
    expect(within(files).getByRole('link', { name: 'Comarch ERP Optima XML' })).toHaveAttribute('href', '/api/reports/9/xml/tok/optima?lang=en');
    expect(within(files).getByRole('link', { name: 'Workbook (Excel)' })).toHaveAttribute('href', '/api/reports/9/excel/tok/enovareports?lang=en');
    // offered for this visit only: the history entry no longer carries the token
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByRole('region', { name: 'Files of the send' })).toBeVisible();
  });
});
