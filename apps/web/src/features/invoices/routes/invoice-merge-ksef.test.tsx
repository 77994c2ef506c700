import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceMatchRow } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { lineOf } from '../test/invoice-lines';
import { InvoiceMergePage } from './invoice-merge-page';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const invoiceKsef = '7251850343-20250605-0100001AF629-1C';
const correctionKsef = '7251850343-20250710-0100001B0000-3E';

/** A KSeF VAT invoice of 9 500,00 + 2 185,00 and its KOR taking 500,00 net off (the correction's line is the change). */
const lines: InvoiceMatchRow[] = [
  lineOf({ id: 1, invoiceNumber: 'FV/2025/06/1', ksefNumber: invoiceKsef, invoiceKind: 'VAT' }),
  lineOf({
    id: 2,
    invoiceNumber: 'KOR/2025/07/1',
    ksefNumber: correctionKsef,
    invoiceKind: 'KOR',
    positionNetAmountPln: -500,
    positionVatAmountPln: -115,
    positionGrossAmountPln: -615,
    positionNetAmountCurrency: -500,
    positionVatAmountCurrency: -115,
    positionGrossAmountCurrency: -615,
    interests: 0,
    principal: 0,
    correctedInvoiceNumber: 'FV/2025/06/1',
    correctedKsefNumber: invoiceKsef,
    correctedInvoiceDate: '2025-06-05',
    correctionReason: 'Rabat',
  }),
  lineOf({ id: 3, sequence: 2, invoiceNumber: 'FV/2025/06/1', ksefNumber: invoiceKsef, invoiceKind: 'VAT', positionDescription: 'Ubezpieczenie', positionNetAmountPln: 40, positionVatAmountPln: 0, positionGrossAmountPln: 40, vatRate: 0, vatRateCode: 'zw', interests: 0, principal: 0 }),
];

interface Call {
  path: string;
  search: URLSearchParams;
  body: unknown;
  language: string | null;
}

const refusal = (errors: { propertyName: string; message: string }[]) => envelopeResponse(null, { success: false, errors });

function api(ksefAnswers: Response[] = []) {
  const calls: Call[] = [];
  mockFetch(async (url, init) => {
    const headers = new Headers(init.headers);
    calls.push({ path: url.pathname, search: url.searchParams, body: init.body ?? null, language: headers.get('Accept-Language') });
    if (url.pathname === '/api/invoices/ksef') return ksefAnswers.shift() ?? envelopeResponse({ name: 'K-1', source: 'ksef', invoices: 2, lines: 3, incompleteLines: 0, skipped: [] });
    if (url.pathname.startsWith('/api/reports/names/')) return envelopeResponse([{ name: 'K-1' }]);
    if (url.pathname.endsWith('/contractors')) return envelopeResponse([]);
    if (url.pathname.endsWith('/amortization')) return envelopeResponse(lines);
    if (url.pathname === '/api/extensivereport/send') return envelopeResponse({ id: 41, token: 'export-token' });
    return envelopeResponse(null, { status: 404 });
  });
  return calls;
}

const xml = (name: string) => new File(['<Faktura/>'], name, { type: 'text/xml' });

async function uploadKsef(files: File[], { name = 'K-1', reportLabel = /Report name/, source = /KSeF/, button = 'Import' } = {}) {
  await userEvent.type(screen.getByRole('textbox', { name: reportLabel }), name);
  await userEvent.click(screen.getByRole('radio', { name: source }));
  await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, files);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

const ksefCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/invoices/ksef');
const sentFiles = (call: Call | undefined) => ((call?.body as FormData).getAll('file') as File[]).map((file) => file.name);

describe('/invoiceMerge with KSeF invoices', () => {
  beforeEach(() => signInAs(session));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the KSeF numbers, marks the correction with the invoice it corrects, its amounts negative, and totals the lines', async () => {
    api();
    renderRoute(<InvoiceMergePage />);
    await uploadKsef([xml('a.xml')]);
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(table).getByRole('columnheader', { name: 'KSeF number' })).toBeVisible();
    expect(await within(table).findAllByText(invoiceKsef)).toHaveLength(2);
    const correction = within(table).getByRole('checkbox', { name: 'Select line 1 of invoice KOR/2025/07/1' }).closest('tr') as HTMLElement;
    expect(within(correction).getByText('Correction')).toBeVisible();
    expect(within(correction).getByText('Corrects FV/2025/06/1')).toBeVisible();
    expect(within(correction).getByText(correctionKsef)).toBeVisible();
    // in PLN and in the invoice's currency
    expect(within(correction).getAllByText('-500,00')).toHaveLength(2);
    expect(within(correction).getAllByText('-615,00')).toHaveLength(2);
    // the ordinary VAT invoice carries no mark
    const invoice = within(table).getByRole('checkbox', { name: 'Select line 1 of invoice FV/2025/06/1' }).closest('tr') as HTMLElement;
    expect(within(invoice).queryByText('Correction')).not.toBeInTheDocument();
    // an exempt position shows its code, not 0 %
    const exempt = within(table).getByRole('checkbox', { name: 'Select line 2 of invoice FV/2025/06/1' }).closest('tr') as HTMLElement;
    expect(within(exempt).getByText('zw')).toBeVisible();
    // the totals are the lines' sums: 9 500,00 − 500,00 + 40,00 net; 2 185,00 − 115,00 VAT; interest once (900,72)
    const footer = table.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByText('9 040,00')).toBeVisible();
    expect(within(footer).getByText('2 070,00')).toBeVisible();
    expect(within(footer).getByText('900,72')).toBeVisible();
  });

  it('filters by the exact KSeF number, sent as ?ksefNumber=', async () => {
    const calls = api();
    renderRoute(<InvoiceMergePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(drawer).getByRole('textbox', { name: 'KSeF number' })).toBeDisabled();
    await userEvent.click(within(drawer).getByRole('textbox', { name: 'Report name' }));
    await userEvent.click(await screen.findByRole('option', { name: 'K-1' }));
    await screen.findByRole('table', { name: 'Invoice lines' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'KSeF number' }), ` ${correctionKsef} `);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show lines' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith('/amortization') && call.search.get('ksefNumber') === correctionKsef)).toBe(true));
    // clearing drops it
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear all' }));
    expect(within(drawer).getByRole('textbox', { name: 'KSeF number' })).toHaveValue('');
  });

  it('lists each refused file with its reasons and imports the readable ones on request, then lists the skipped files', async () => {
    const calls = api([
      refusal([
        { propertyName: 'file: b.xml', message: 'The document is not an FA(3) or FA(2) invoice' },
        { propertyName: 'file: b.xml', message: 'The seller’s NIP has an invalid check digit' },
        { propertyName: 'file: c.xml', message: 'Invoice FV/1 is already in report Marzec' },
      ]),
      envelopeResponse({
        name: 'K-1',
        source: 'ksef',
        invoices: 1,
        lines: 2,
        incompleteLines: 0,
        skipped: [
          { propertyName: 'file: b.xml', message: 'The document is not an FA(3) or FA(2) invoice' },
          { propertyName: 'file: b.xml', message: 'The seller’s NIP has an invalid check digit' },
          { propertyName: 'file: c.xml', message: 'Invoice FV/1 is already in report Marzec' },
        ],
      }),
    ]);
    renderRoute(<InvoiceMergePage />);
    await uploadKsef([xml('a.xml'), xml('b.xml'), xml('c.xml')]);
    const refused = await screen.findByRole('list', { name: 'Refused files' });
    const fileItems = within(refused).getAllByRole('listitem').filter((item) => item.parentElement === refused);
    expect(fileItems.map((item) => item.querySelector('p')?.textContent)).toEqual(['b.xml', 'c.xml']);
    expect(within(fileItems[0] as HTMLElement).getByText('The seller’s NIP has an invalid check digit')).toBeVisible();
    // the file refused as already imported names the report that holds it
    expect(within(fileItems[1] as HTMLElement).getByText('Invoice FV/1 is already in report Marzec')).toBeVisible();
    expect(screen.getByText('The upload was refused and nothing was stored. Files refused: 2')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Invoice lines' })).not.toBeInTheDocument();
    expect(ksefCalls(calls)[0]?.search.get('skipUnreadable')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Import the readable files and skip the others' }));
    const skipped = await screen.findByRole('list', { name: 'Skipped files' });
    const resent = ksefCalls(calls)[1];
    expect(resent?.search.get('skipUnreadable')).toBe('true');
    expect(resent?.search.get('name')).toBe('K-1');
    expect(sentFiles(resent)).toEqual(['a.xml', 'b.xml', 'c.xml']);
    expect(screen.getByText('Imported without these files: 2')).toBeVisible();
    expect(within(skipped).getByText('The document is not an FA(3) or FA(2) invoice')).toBeVisible();
    expect(within(skipped).getByText('Invoice FV/1 is already in report Marzec')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Refused files' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Invoice lines' })).toBeVisible();
  });

  it('offers no skipping when every file is refused or the refusal is the whole upload\'s', async () => {
    api([
      refusal([{ propertyName: 'file: a.xml', message: 'The document is not an FA(3) or FA(2) invoice' }]),
      refusal([
        { propertyName: 'file: a.xml', message: 'The document is not an FA(3) or FA(2) invoice' },
        { propertyName: 'name', message: 'A report named K-1 already exists' },
      ]),
    ]);
    renderRoute(<InvoiceMergePage />);
    await uploadKsef([xml('a.xml')]);
    expect(await screen.findByRole('list', { name: 'Refused files' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Import the readable files and skip the others' })).not.toBeInTheDocument();
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, [xml('a.xml'), xml('b.xml')]);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('A report named K-1 already exists')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Import the readable files and skip the others' })).not.toBeInTheDocument();
  });

  it('in Polish asks in Polish (the server words the reasons in the request\'s language) and offers skipping in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    const calls = api([
      refusal([{ propertyName: 'file: paczka.zip/b.xml', message: 'Dokument nie jest fakturą FA(3) ani FA(2)' }]),
      envelopeResponse({ name: 'K-1', source: 'ksef', invoices: 1, lines: 1, incompleteLines: 0, skipped: [{ propertyName: 'file: paczka.zip/b.xml', message: 'Dokument nie jest fakturą FA(3) ani FA(2)' }] }),
    ]);
    renderRoute(<InvoiceMergePage />);
    await uploadKsef([new File(['PK'], 'paczka.zip', { type: 'application/zip' })], { reportLabel: /Nazwa raportu/, button: 'Importuj' });
    const refused = await screen.findByRole('list', { name: 'Odrzucone pliki' });
    expect(within(refused).getByText('paczka.zip/b.xml')).toBeVisible();
    expect(screen.getByText('Import odrzucono i nic nie zapisano. Odrzucone pliki: 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Zaimportuj czytelne pliki i pomiń pozostałe' }));
    const skipped = await screen.findByRole('list', { name: 'Pominięte pliki' });
    expect(within(skipped).getByText('Dokument nie jest fakturą FA(3) ani FA(2)')).toBeVisible();
    expect(ksefCalls(calls).map((call) => call.language)).toEqual(['pl', 'pl']);
  });

  it('after a send offers the workbook and the Comarch ERP Optima XML of the same send, in the screen\'s language', async () => {
    api();
    // the send downloads its workbook through a link in this tab (jsdom does not download)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoute(<InvoiceMergePage />);
    await uploadKsef([xml('a.xml')]);
    await screen.findAllByText(invoiceKsef);
    expect(screen.queryByRole('link', { name: 'Comarch ERP Optima XML' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select line 1 of invoice KOR/2025/07/1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to the accounting system' }));
    const files = await screen.findByRole('region', { name: 'Files of the send' });
    expect(within(files).getByRole('link', { name: 'Workbook (Excel)' })).toHaveAttribute('href', '/api/reports/41/excel/export-token/enovareports?lang=en');
    expect(within(files).getByRole('link', { name: 'Comarch ERP Optima XML' })).toHaveAttribute('href', '/api/reports/41/xml/export-token/optima?lang=en');
    await act(() => i18n.changeLanguage('pl'));
    expect(within(screen.getByRole('region', { name: 'Pliki wysyłki' })).getByRole('link', { name: 'Comarch ERP Optima XML' })).toHaveAttribute('href', '/api/reports/41/xml/export-token/optima?lang=pl');
    expect(screen.getByRole('link', { name: 'Zestawienie (Excel)' })).toHaveAttribute('href', '/api/reports/41/excel/export-token/enovareports?lang=pl');
  });
});
