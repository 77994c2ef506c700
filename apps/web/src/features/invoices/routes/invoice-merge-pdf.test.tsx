import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfImportResult } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { lineOf } from '../test/invoice-lines';
import { InvoiceMergePage } from './invoice-merge-page';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const reportName = 'PDF/marzec';

/** An OCR request the test answers when it chooses: the file sent, its language, and how to answer it. */
interface OcrRequest {
  fileName: string;
  search: string;
  language: string;
  answer: (response: Response) => void;
}

/** The API with POST /api/pdfdocument/ocr held open until the test answers each request. */
function api() {
  const ocr: OcrRequest[] = [];
  const other: string[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/pdfdocument/ocr') {
      const file = (init.body as FormData).get('file') as File;
      const headers = init.headers as Record<string, string>;
      return new Promise<Response>((resolve) => ocr.push({ fileName: file.name, search: url.search, language: headers['Accept-Language'] ?? '', answer: resolve }));
    }
    other.push(url.pathname);
    if (url.pathname.startsWith('/api/reports/names/')) return envelopeResponse([{ name: reportName }]);
    if (url.pathname.endsWith('/contractors')) return envelopeResponse([]);
    if (url.pathname.endsWith('/amortization')) return envelopeResponse([lineOf({ name: reportName, isPdfBased: true, pdfDocumentId: 1 })]);
    return envelopeResponse(null, { status: 404 });
  });
  return { ocr, other };
}

function readAnswer(fileName: string, documentId: number, lines: number, incompleteLines: number): Response {
  const result: PdfImportResult = { name: reportName, source: 'pdf', invoices: 1, lines, incompleteLines, documentId, fileName, pages: 1, ocrPages: 0 };
  return envelopeResponse(result);
}

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

/** The chosen file's entry in the list: its status and what is said under it. */
function fileEntry(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: /PDF/ });
  return within(list).getByText(name).closest('li') as HTMLElement;
}

async function choosePdfs(files: File[], { named = true, upload = userEvent.setup() } = {}) {
  if (named) await upload.type(screen.getByRole('textbox', { name: /Report name|Nazwa raportu/ }), reportName);
  await upload.click(screen.getByRole('radio', { name: 'PDF (OCR)' }));
  await upload.upload(document.querySelector('input[type="file"]') as HTMLInputElement, files);
}

describe('/invoiceMerge with PDF files', () => {
  beforeEach(() => signInAs(session));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens the PDF picker (several PDFs, PDF only) only once a report name is typed', async () => {
    api();
    renderRoute(<InvoiceMergePage />);
    expect(screen.getByRole('radio', { name: 'PDF (OCR)' })).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /Report name/ });
    await userEvent.type(name, reportName);
    await userEvent.click(screen.getByRole('radio', { name: 'PDF (OCR)' }));
    expect(screen.getByRole('button', { name: 'PDF files' })).toBeEnabled();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('application/pdf,.pdf');
    expect(screen.getByRole('button', { name: 'Scan and import' })).toBeDisabled();
    await userEvent.clear(name);
    expect(screen.getByRole('button', { name: 'PDF files' })).toBeDisabled();
  });

  it('sends the files one after another, each moving from waiting to pending to success or error, then offers the errors', async () => {
    const { ocr, other } = api();
    renderRoute(<InvoiceMergePage />, { extra: [{ path: '/invoiceErrors/:reportName', element: <p>errors of the report</p> }] });
    await choosePdfs([pdf('complete.pdf'), pdf('encrypted.pdf'), pdf('incomplete.pdf')]);
    for (const name of ['complete.pdf', 'encrypted.pdf', 'incomplete.pdf']) expect(within(fileEntry(name)).getByText('Waiting')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Scan and import' }));
    await vi.waitFor(() => expect(ocr).toHaveLength(1));
    expect(ocr[0]).toMatchObject({ fileName: 'complete.pdf', search: `?reportName=${encodeURIComponent(reportName)}` });
    expect(within(fileEntry('complete.pdf')).getByText('Reading…')).toBeVisible();
    expect(within(fileEntry('encrypted.pdf')).getByText('Waiting')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Reading file 1 of 3: complete.pdf');
    // the run's name and choice are locked: every file goes to the report it started under
    expect(screen.getByRole('textbox', { name: /Report name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'PDF files' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'CSV (one file)' })).toBeDisabled();

    // the second file is sent only once the first has its answer
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ocr).toHaveLength(1);
    ocr[0]?.answer(readAnswer('complete.pdf', 1, 2, 0));
    await vi.waitFor(() => expect(ocr).toHaveLength(2));
    expect(within(fileEntry('complete.pdf')).getByText('Read')).toBeVisible();
    expect(within(fileEntry('complete.pdf')).getByText('lines: 2, incomplete: 0')).toBeVisible();
    expect(ocr[1]?.fileName).toBe('encrypted.pdf');
    expect(within(fileEntry('encrypted.pdf')).getByText('Reading…')).toBeVisible();
    expect(within(fileEntry('incomplete.pdf')).getByText('Waiting')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to errors and corrections' })).not.toBeInTheDocument();

    // a refused file does not stop the rest
    ocr[1]?.answer(
      envelopeResponse(null, {
        success: false,
        errors: [
          { propertyName: 'file', message: 'The PDF is encrypted: save it without a password and send it again' },
          { propertyName: 'file', message: 'The PDF has more than 20 pages' },
        ],
      }),
    );
    await vi.waitFor(() => expect(ocr).toHaveLength(3));
    const refused = fileEntry('encrypted.pdf');
    expect(within(refused).getByText('Error')).toBeVisible();
    expect(within(refused).getByText(/The PDF is encrypted/).textContent).toBe('The PDF is encrypted: save it without a password and send it again\nThe PDF has more than 20 pages');
    expect(screen.queryByRole('link', { name: 'Go to errors and corrections' })).not.toBeInTheDocument();

    ocr[2]?.answer(readAnswer('incomplete.pdf', 2, 1, 1));
    const toErrors = await screen.findByRole('link', { name: 'Go to errors and corrections' });
    expect(within(fileEntry('incomplete.pdf')).getByText('lines: 1, incomplete: 1')).toBeVisible();
    expect(toErrors).toHaveAttribute('href', '/invoiceErrors/PDF%2Fmarzec');
    expect(screen.getByRole('status')).toHaveTextContent('Every file is processed: read 2, refused 1.');
    expect(screen.getByRole('textbox', { name: /Report name/ })).toBeEnabled();
    // as after a CSV import, the report's lines load below
    expect(await screen.findByRole('table', { name: 'Invoice lines' })).toBeVisible();
    expect(other).toContain('/api/invoicereports/PDF%2Fmarzec/amortization');

    await userEvent.click(toErrors);
    expect(await screen.findByText('errors of the report')).toBeVisible();
  });

  it('in Polish shows the statuses and a refused file\'s joined messages in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    const { ocr } = api();
    renderRoute(<InvoiceMergePage />);
    await choosePdfs([pdf('zaszyfrowana.pdf'), pdf('dobra.pdf')]);
    expect(within(fileEntry('zaszyfrowana.pdf')).getByText('Oczekuje')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Skanuj i importuj' }));
    await vi.waitFor(() => expect(ocr).toHaveLength(1));
    expect(ocr[0]?.language).toBe('pl');
    expect(within(fileEntry('zaszyfrowana.pdf')).getByText('Odczytywanie…')).toBeVisible();
    ocr[0]?.answer(
      envelopeResponse(null, {
        success: false,
        errors: [
          { propertyName: 'file', message: 'Plik PDF jest zaszyfrowany: zapisz go bez hasła i wyślij ponownie' },
          { propertyName: 'reportName', message: 'Raport PDF/marzec zaimportowano z innego rodzaju pliku: pliki PDF można dodać tylko do raportu z plików PDF' },
        ],
      }),
    );
    await vi.waitFor(() => expect(ocr).toHaveLength(2));
    const refused = fileEntry('zaszyfrowana.pdf');
    expect(within(refused).getByText('Błąd')).toBeVisible();
    expect(within(refused).getByText(/Plik PDF jest zaszyfrowany/).textContent).toBe(
      'Plik PDF jest zaszyfrowany: zapisz go bez hasła i wyślij ponownie\nRaport PDF/marzec zaimportowano z innego rodzaju pliku: pliki PDF można dodać tylko do raportu z plików PDF',
    );
    ocr[1]?.answer(readAnswer('dobra.pdf', 3, 2, 1));
    expect(await screen.findByRole('link', { name: 'Przejdź do błędów i poprawek' })).toBeVisible();
    expect(within(fileEntry('dobra.pdf')).getByText('Odczytano')).toBeVisible();
    expect(within(fileEntry('dobra.pdf')).getByText('pozycje: 2, niekompletne: 1')).toBeVisible();
    const upload = screen.getByRole('region', { name: 'Import raportu faktur' });
    // no English text on the Polish screen
    expect(upload).not.toHaveTextContent(/Waiting|Reading|Error\b|lines:|Go to errors/);
  });

  it('refuses a file that is not a PDF and one over 20 MB in the browser, and sends only the rest', async () => {
    const { ocr } = api();
    renderRoute(<InvoiceMergePage />);
    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    // the picker's filter is only a hint: a person can choose "all files"
    await choosePdfs([new File(['a;b'], 'invoices.csv', { type: 'text/csv' }), huge, pdf('good.pdf')], { upload: userEvent.setup({ applyAccept: false }) });
    expect(within(fileEntry('invoices.csv')).getByText('Error')).toBeVisible();
    expect(within(fileEntry('invoices.csv')).getByText('The file is not a PDF')).toBeVisible();
    expect(within(fileEntry('huge.pdf')).getByText('The PDF is larger than 20 MB')).toBeVisible();
    expect(within(fileEntry('good.pdf')).getByText('Waiting')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Scan and import' }));
    await vi.waitFor(() => expect(ocr).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Reading file 1 of 1: good.pdf');
    ocr[0]?.answer(readAnswer('good.pdf', 4, 1, 0));
    expect(await screen.findByRole('link', { name: 'Go to errors and corrections' })).toBeVisible();
    expect(ocr.map((request) => request.fileName)).toEqual(['good.pdf']);
  });

  it('offers no errors button when no file was read, and words a 413 as the size limit', async () => {
    const { ocr } = api();
    renderRoute(<InvoiceMergePage />);
    await choosePdfs([pdf('a.pdf'), pdf('b.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Scan and import' }));
    await vi.waitFor(() => expect(ocr).toHaveLength(1));
    ocr[0]?.answer(envelopeResponse(null, { success: false, errors: [{ propertyName: 'file', message: 'The PDF is damaged and cannot be read' }] }));
    await vi.waitFor(() => expect(ocr).toHaveLength(2));
    ocr[1]?.answer(envelopeResponse(null, { success: false, status: 413, errors: [{ propertyName: '', message: 'The request is too large' }] }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Every file is processed: read 0, refused 2.'));
    expect(within(fileEntry('a.pdf')).getByText('The PDF is damaged and cannot be read')).toBeVisible();
    expect(within(fileEntry('b.pdf')).getByText('The PDF is larger than 20 MB')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to errors and corrections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invoice lines' })).not.toBeInTheDocument();
  });
});
