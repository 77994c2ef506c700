import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldReadings, InvoiceLine } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { storedLineOf } from '../test/invoice-lines';
import { CorrectInvoicePage } from './correct-invoice-page';

const invoicePath = '/api/reports/R-1/invoices/FV%2F2025%2F03%2F13';

/** A PDF line: its VAT derived from the VAT summary, no payment date found, the rest read. */
const readings: FieldReadings = {
  invoiceNumber: { state: 'read' },
  contractorName: { state: 'read' },
  bankAccount: { state: 'read' },
  positionNetAmountPln: { state: 'read' },
  positionVatAmountPln: { state: 'derived', from: 'vatSummary' },
  incomeDate: { state: 'derived', from: 'invoiceDate' },
  paymentDate: { state: 'missing' },
  invoiceGrossAmountPln: { state: 'disagrees', printed: 11_685, sum: 11_600 },
};
const pdfLine = (change: Partial<InvoiceLine> = {}) =>
  storedLineOf({
    id: 5,
    invoiceNumber: 'FV/2025/03/13',
    isPdfBased: true,
    pdfDocumentId: 7,
    paymentDate: null,
    invoiceGrossAmountPln: null,
    bankAccount: '61109010140000071219812874',
    fieldReadings: readings,
    areInvoiceDetailsComplete: false,
    ...change,
  });

function renderCorrection(lines: InvoiceLine[]) {
  mockFetch((url) => {
    if (url.pathname === invoicePath) return envelopeResponse(lines);
    if (url.pathname.startsWith('/api/invoicereports/R-1/pdfdocuments/')) return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });
    return envelopeResponse(null, { status: 404 });
  });
  return renderRoute(<CorrectInvoicePage />, { path: '/correctInvoice/:name/:invoiceNumber', url: `/correctInvoice/R-1/${encodeURIComponent('FV/2025/03/13')}` });
}

describe('/correctInvoice: what the PDF reader read, derived or missed', () => {
  beforeEach(() => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/invoice-7');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('says under every field how it was got, marking the derived and missing ones apart from the read', async () => {
    renderCorrection([pdfLine()]);
    const vat = await screen.findByRole('textbox', { name: 'Position VAT (PLN), row 1' });
    expect(vat).toHaveAccessibleDescription("Derived: VAT from the document's VAT summary");
    expect(vat).toHaveStyle({ borderStyle: 'dashed' });
    const net = screen.getByRole('textbox', { name: 'Position net (PLN), row 1' });
    expect(net).toHaveAccessibleDescription('Read from the PDF');
    expect(net).not.toHaveStyle({ borderStyle: 'dashed' });
    expect(screen.getByRole('textbox', { name: 'Payment date, row 1' })).toHaveAccessibleDescription('Missing: not found in the PDF, check it');
    expect(screen.getByRole('textbox', { name: 'Income date, row 1' })).toHaveAccessibleDescription('Derived: taken as the issue date');
    expect(screen.getByRole('textbox', { name: 'Invoice gross (PLN), row 1' })).toHaveAccessibleDescription(/^Check: the PDF prints 11\s685,00, its positions add up to 11\s600,00$/);
    // a field the reader said nothing of has no mark
    expect(screen.getByRole('textbox', { name: 'Schedule number, row 1' })).not.toHaveAccessibleDescription();
    expect(screen.getByText(/From the PDF: 4 read, 2 derived, 2 missing or not adding up, 0 corrected\./)).toBeVisible();
    // the bank account among the invoice's own fields, read-only
    const account = screen.getByRole('textbox', { name: "Seller's bank account" });
    expect(account).toHaveValue('61 1090 1014 0000 0712 1981 2874');
    expect(account).toHaveAttribute('readonly');
    expect(account).toHaveAccessibleDescription('Read from the PDF');
  });

  it('a value typed anew shows as corrected', async () => {
    renderCorrection([pdfLine()]);
    const vat = await screen.findByRole('textbox', { name: 'Position VAT (PLN), row 1' });
    await userEvent.clear(vat);
    await userEvent.type(vat, '2000');
    expect(vat).toHaveAccessibleDescription('Corrected by hand');
    expect(vat).not.toHaveStyle({ borderStyle: 'dashed' });
  });

  it('says it in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    renderCorrection([pdfLine()]);
    const vat = await screen.findByRole('textbox', { name: /VAT pozycji \(PLN\), wiersz 1/ });
    expect(vat).toHaveAccessibleDescription('Wyliczone: VAT z podsumowania VAT dokumentu');
    expect(screen.getByRole('textbox', { name: /Rachunek bankowy sprzedawcy/ })).toHaveAccessibleDescription('Odczytane z PDF');
  });

  it('shows no readings and no bank account for a CSV invoice', async () => {
    renderCorrection([pdfLine({ isPdfBased: false, pdfDocumentId: null, bankAccount: null, fieldReadings: null })]);
    const vat = await screen.findByRole('textbox', { name: 'Position VAT (PLN), row 1' });
    expect(vat).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('textbox', { name: "Seller's bank account" })).not.toBeInTheDocument();
    expect(screen.queryByText(/From the PDF:/)).not.toBeInTheDocument();
  });
});
