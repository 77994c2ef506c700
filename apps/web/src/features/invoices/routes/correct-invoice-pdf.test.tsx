import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceLine } from '@leasedesk/contract';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { storedLineOf } from '../test/invoice-lines';
import { CorrectInvoicePage } from './correct-invoice-page';

const invoicePath = '/api/reports/R-1/invoices/FV%2F2025%2F03%2F13';
const pdfLine = (change: Partial<InvoiceLine>) => storedLineOf({ invoiceNumber: 'FV/2025/03/13', isPdfBased: true, areInvoiceDetailsComplete: false, doesAgreementExist: false, ...change });

interface PdfRequest {
  path: string;
  authorization: string;
}

/** The correction of FV/2025/03/13 with these lines; `pdfAnswer` answers each PDF request (the bytes of a PDF by default). */
function renderCorrection(lines: InvoiceLine[], pdfAnswer: (request: PdfRequest) => Response | Promise<Response> = () => pdfResponse()) {
  const pdfRequests: PdfRequest[] = [];
  mockFetch((url, init) => {
    if (url.pathname === invoicePath) return envelopeResponse(lines);
    if (url.pathname.startsWith('/api/invoicereports/R-1/pdfdocuments/')) {
      const request = { path: url.pathname, authorization: (init.headers as Record<string, string>).Authorization ?? '' };
      pdfRequests.push(request);
      return pdfAnswer(request);
    }
    return envelopeResponse(null, { status: 404 });
  });
  const rendered = renderRoute(<CorrectInvoicePage />, { path: '/correctInvoice/:name/:invoiceNumber', url: `/correctInvoice/R-1/${encodeURIComponent('FV/2025/03/13')}` });
  return { ...rendered, pdfRequests };
}

function pdfResponse(): Response {
  return new Response(new Blob(['%PDF-1.7\n%test'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } });
}

describe('/correctInvoice/:name/:invoiceNumber beside its PDF', () => {
  beforeEach(() => signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the PDF the lines were read from with the grid, fetched with the session, and releases it on leaving', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/invoice-7');
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const { pdfRequests, unmount } = renderCorrection([pdfLine({ id: 5, pdfDocumentId: 7 }), pdfLine({ id: 6, sequence: 2, pdfDocumentId: 7 })]);
    const viewer = await screen.findByRole('region', { name: 'Invoice PDF' });
    const frame = await within(viewer).findByTitle('PDF of invoice FV/2025/03/13');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/invoice-7');
    expect(pdfRequests).toEqual([{ path: '/api/invoicereports/R-1/pdfdocuments/7', authorization: 'Bearer user-token' }]);
    expect((created.mock.calls.at(-1)?.[0] as Blob).type).toBe('application/pdf');
    // one document: no choice to make
    expect(within(viewer).queryByRole('combobox')).not.toBeInTheDocument();
    // the grid stays whole and editable beside it
    expect(screen.getByRole('textbox', { name: 'Agreement number, row 2' })).toBeEnabled();

    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:http://localhost/invoice-7');
  });

  it('shows no PDF for lines of a CSV report, and fetches none', async () => {
    const { pdfRequests } = renderCorrection([pdfLine({ id: 5, isPdfBased: false, pdfDocumentId: null })]);
    await screen.findByRole('table', { name: 'Invoice rows' });
    expect(screen.queryByRole('region', { name: 'Invoice PDF' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(pdfRequests).toEqual([]);
  });

  it('shows a loader while the PDF comes, an error with Retry when it fails, and the PDF after a retry', async () => {
    let release: (response: Response) => void = () => undefined;
    let attempt = 0;
    renderCorrection([pdfLine({ id: 5, pdfDocumentId: 7 })], () => {
      attempt += 1;
      if (attempt === 1) return new Response('{"success":false,"errors":[]}', { status: 500, headers: { 'x-correlation-id': 'ref-1' } });
      return new Promise<Response>((resolve) => (release = resolve));
    });
    const viewer = await screen.findByRole('region', { name: 'Invoice PDF' });
    expect(await within(viewer).findByText('The PDF could not be loaded.')).toBeVisible();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Retry' }));
    expect(await within(viewer).findByText('Loading the PDF…')).toBeVisible();
    release(pdfResponse());
    expect(await within(viewer).findByTitle('PDF of invoice FV/2025/03/13')).toBeVisible();
    expect(within(viewer).queryByText('The PDF could not be loaded.')).not.toBeInTheDocument();
  });

  it('lets the person choose among the documents the lines come from', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://localhost/${Math.random().toString(36).slice(2)}`);
    const { pdfRequests } = renderCorrection([pdfLine({ id: 5, pdfDocumentId: 7 }), pdfLine({ id: 6, sequence: 2, pdfDocumentId: 9 })]);
    const viewer = await screen.findByRole('region', { name: 'Invoice PDF' });
    await within(viewer).findByTitle('PDF of invoice FV/2025/03/13');
    const choice = within(viewer).getByRole('combobox', { name: 'PDF shown' });
    expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Document 1 of 2', 'Document 2 of 2']);
    await userEvent.selectOptions(choice, 'Document 2 of 2');
    await vi.waitFor(() => expect(pdfRequests.map((request) => request.path)).toEqual(['/api/invoicereports/R-1/pdfdocuments/7', '/api/invoicereports/R-1/pdfdocuments/9']));
    expect(await within(viewer).findByTitle('PDF of invoice FV/2025/03/13')).toBeVisible();
  });

  it('says so when the document is not found (another client\'s or removed)', async () => {
    renderCorrection([pdfLine({ id: 5, pdfDocumentId: 7 })], () => envelopeResponse(null, { success: false, status: 404 }));
    const viewer = await screen.findByRole('region', { name: 'Invoice PDF' });
    expect(await within(viewer).findByText('The PDF of this invoice was not found.')).toBeVisible();
    // the expected 404 has no toast
    expect(screen.queryByText('An unexpected server error occurred.')).not.toBeInTheDocument();
  });
});
