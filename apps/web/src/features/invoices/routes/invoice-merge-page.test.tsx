import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceMatchRow } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { lineOf } from '../test/invoice-lines';
import { InvoiceMergePage } from './invoice-merge-page';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const lines: InvoiceMatchRow[] = [
  lineOf({ id: 1, sequence: 1 }),
  lineOf({ id: 2, sequence: 2, positionNetAmountPln: 500, positionVatAmountPln: 115, positionGrossAmountPln: 615, interests: null, principal: null }),
  lineOf({ id: 3, invoiceNumber: 'FV/2025/03/13', leaseAmortization: null, doesAmortizationExist: false, areInvoiceDetailsComplete: false }),
];

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

function api({ importAnswer, sendAnswer }: { importAnswer?: Response; sendAnswer?: () => Response } = {}) {
  const calls: Call[] = [];
  let rows = [...lines];
  const fetchMock = mockFetch(async (url, init) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : null;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, search: url.search, body });
    if (url.pathname === '/api/invoices/csv') return importAnswer ?? envelopeResponse({ name: 'R-1', source: 'csv', invoices: 2, lines: 3, incompleteLines: 1 });
    if (url.pathname.startsWith('/api/reports/names/')) return envelopeResponse([{ name: 'R-1' }, { name: 'FV/R 2' }]);
    if (url.pathname.endsWith('/contractors')) return envelopeResponse(['Łódzkie Zakłady Leasingowe Sp. z o.o.']);
    if (url.pathname.endsWith('/amortization')) return envelopeResponse(rows);
    if (url.pathname === '/api/extensivereport/send') {
      const answer = sendAnswer?.();
      if (answer) return answer;
      const sent = new Set((body as { extensiveReportDtos: { id: number }[] }).extensiveReportDtos.map((line) => line.id));
      rows = rows.filter((row) => !sent.has(row.id));
      return envelopeResponse({ id: 41, token: 'export-token' });
    }
    return envelopeResponse(null, { status: 404 });
  });
  return { calls, fetchMock };
}

/** The files downloaded in this tab (links with `download` clicked), and every window opened: none should be. */
function downloads() {
  const started: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) started.push(this.getAttribute('href') ?? '');
  });
  const open = vi.fn(() => null);
  vi.stubGlobal('open', open);
  return { started, open };
}

async function importCsv(name = 'R-1', label = /Report name/, button = 'Import') {
  await userEvent.type(screen.getByRole('textbox', { name: label }), name);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['contractorName;taxId\n'], 'invoices.csv', { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: button }));
}

/** The screen's own alert with this text (toasts are alerts too). */
async function alertWith(text: string) {
  await vi.waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(true));
}

describe('/invoiceMerge', () => {
  beforeEach(() => signInAs(session));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows only the upload before a report is loaded, its file choice disabled until a name is typed', async () => {
    api();
    renderRoute(<InvoiceMergePage />);
    expect(screen.getByRole('heading', { name: 'Invoice merge' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Invoice lines' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Report name/ }), 'R-1');
    expect(screen.getByRole('button', { name: 'CSV file' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: /KSeF/ }));
    expect(screen.getByRole('button', { name: 'KSeF files (XML or ZIP)' })).toBeEnabled();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).multiple).toBe(true);
  });

  it('lists a refused import\'s errors under the upload, with row and column, and loads nothing', async () => {
    const refused = envelopeResponse(null, {
      success: false,
      errors: [
        { propertyName: 'row 3: taxId', message: 'Tax id has an invalid check digit' },
        { propertyName: 'row 4: paymentDate', message: 'Enter a date as YYYY-MM-DD or DD.MM.YYYY' },
        { propertyName: 'name', message: 'A report named R-1 already exists' },
      ],
    });
    const { calls } = api({ importAnswer: refused });
    renderRoute(<InvoiceMergePage />);
    await importCsv();
    const errors = await screen.findByRole('table', { name: 'Import errors' });
    expect(within(errors).getByRole('row', { name: /Row 3, column taxId Tax id has an invalid check digit/ })).toBeVisible();
    expect(within(errors).getByRole('row', { name: /Row 4, column paymentDate/ })).toBeVisible();
    expect(screen.getByText('A report named R-1 already exists')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/invoices/csv')?.search).toBe('?name=R-1');
    expect((calls.find((call) => call.path === '/api/invoices/csv')?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.queryByRole('table', { name: 'Invoice lines' })).not.toBeInTheDocument();
  });

  it('after an import shows the lines with their match and totals, and a link to the report\'s invoices', async () => {
    api();
    renderRoute(<InvoiceMergePage />);
    await importCsv();
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(await within(table).findAllByText('Agreement UL/2025/001, schedule 1')).toHaveLength(3);
    expect(within(table).getAllByText('Period 1, payment 01/03/2025')).toHaveLength(2);
    // in the match column and as the reason the line is incomplete
    expect(within(table).getAllByText('No schedule row for the period')).toHaveLength(2);
    // the money columns' totals in cents (Testing Library reads the no-break spaces as spaces): 9 500,00 + 500,00 + 9 500,00
    expect(within(table).getByText('19 500,00')).toBeVisible();
    expect(within(table).getByText('1 801,44')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Invoices of report R-1 to correct' })).toHaveAttribute('href', '/invoiceErrors/R-1');
  });

  it('refuses a partial invoice with the message and sends nothing; a whole invoice is sent, leaves, and its export downloads in this tab', async () => {
    const { calls } = api();
    const { started, open } = downloads();
    renderRoute(<InvoiceMergePage />);
    await importCsv();
    await screen.findAllByText('Agreement UL/2025/001, schedule 1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select line 1 of invoice FV/2025/03/12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to the accounting system' }));
    await alertWith('Select all positions within invoice FV/2025/03/12');
    expect(calls.some((call) => call.path === '/api/extensivereport/send')).toBe(false);
    expect(started).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Select the whole invoices' }));
    expect(screen.getByRole('checkbox', { name: 'Select line 2 of invoice FV/2025/03/12' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send to the accounting system' }));
    await vi.waitFor(() => expect(started).toEqual(['/api/reports/41/excel/export-token/enovareports?lang=en']));
    const sent = calls.find((call) => call.path === '/api/extensivereport/send')?.body as { extensiveReportDtos: { id: number }[] };
    expect(sent.extensiveReportDtos.map((line) => line.id)).toEqual([1, 2]);
    // no window was opened, so none is left blank once the file is saved
    expect(open).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select line 1 of invoice FV/2025/03/12' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select line 1 of invoice FV/2025/03/13' })).not.toBeChecked();
    expect(screen.getByText('Lines selected: 0')).toBeVisible();
  });

  it('says the report could not be sent when no export id comes back, and downloads nothing', async () => {
    api({ sendAnswer: () => envelopeResponse({ id: null, token: null }) });
    const { started, open } = downloads();
    renderRoute(<InvoiceMergePage />);
    await importCsv();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select line 1 of invoice FV/2025/03/13' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to the accounting system' }));
    await alertWith('Failed to send the report');
    expect(started).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('in Polish shows the partial-invoice message in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    api();
    downloads();
    renderRoute(<InvoiceMergePage />);
    await importCsv('R-1', /Nazwa raportu/, 'Importuj');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Zaznacz pozycję 2 faktury FV/2025/03/12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij do systemu księgowego' }));
    await alertWith('Zaznacz wszystkie pozycje faktury FV/2025/03/12');
  });

  it('picks a report in the filter drawer from the dates\' names, narrows it, and clear resets everything', async () => {
    const { calls } = api();
    renderRoute(<InvoiceMergePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(drawer).getByRole('textbox', { name: 'Report name' }));
    await userEvent.click(await screen.findByRole('option', { name: 'FV/R 2' }));
    expect(await screen.findByRole('table', { name: 'Invoice lines' })).toBeVisible();
    expect(calls.some((call) => call.path === '/api/invoicereports/FV%2FR%202/amortization')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Invoice number' }), 'FV/2025/03/13');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show lines' }));
    await vi.waitFor(() => expect(calls.some((call) => call.search.includes('invoiceNumber=FV%2F2025%2F03%2F13'))).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('table', { name: 'Invoice lines' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Start date' })).toHaveValue('');
    expect(within(drawer).getByRole('textbox', { name: 'Report name' })).toHaveValue('');
  });
});
