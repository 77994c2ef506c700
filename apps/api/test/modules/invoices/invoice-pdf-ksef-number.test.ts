import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceReport, KsefImportResult, PdfImportResult } from '@leasedesk/contract';
import { crc8 } from '../../../src/modules/invoices/sources/ksef/ksef-number.ts';
import { makeInvoicePdf, type PdfInvoiceFixture } from '../../support/pdf-invoices.ts';
import { ksefVerificationLink, withQrCode } from '../../lib/pdf-ocr/qr-invoices.ts';
import { csiAgreement, lessorTaxId, multipartFiles, segment, startInvoiceTest, storedReportCount, type InvoiceTest } from './core-support.ts';

/** The lessor's invoice accepted by KSeF on 2025-03-05, with a valid CRC-8. */
const ksefNumber = (() => {
  const data = `${lessorTaxId}-20250305-0100002BC731`;
  return `${data}-${crc8(data)}`;
})();

const printedNip = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;

/** One position of agreement UL/2025/001 schedule 1, as the PDF prints it and as its FA(3) XML says it. */
const invoice: PdfInvoiceFixture = {
  number: 'FV/2025/03/77',
  issueDate: '05.03.2025',
  saleDate: '01.03.2025',
  dueDate: '19.03.2025',
  seller: { name: 'Leasing Północ Sp. z o.o.', nip: printedNip(lessorTaxId) },
  buyer: { name: 'Najemca S.A.', nip: '526-025-02-74' },
  agreementNumber: 'UL/2025/001',
  scheduleNumber: '1',
  period: '2025-03',
  positions: [{ description: 'Rata leasingowa 1/36', net: '9 500,00', vatRate: '23%', vat: '2 185,00', gross: '11 685,00' }],
  totals: { net: '9 500,00', vat: '2 185,00', gross: '11 685,00' },
  toPay: '11 685,00',
};

const invoiceXml = `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza></Naglowek>
  <Podmiot1><DaneIdentyfikacyjne><NIP>${lessorTaxId}</NIP><Nazwa>Leasing Północ Sp. z o.o.</Nazwa></DaneIdentyfikacyjne></Podmiot1>
  <Podmiot2><DaneIdentyfikacyjne><NIP>5260250274</NIP><Nazwa>Najemca S.A.</Nazwa></DaneIdentyfikacyjne></Podmiot2>
  <Fa>
    <KodWaluty>PLN</KodWaluty><P_1>2025-03-05</P_1><P_2>FV/2025/03/77</P_2><P_6>2025-03-01</P_6>
    <P_13_1>9500.00</P_13_1><P_14_1>2185.00</P_14_1><P_15>11685.00</P_15>
    <DodatkowyOpis><Klucz>NrUmowy</Klucz><Wartosc>UL/2025/001</Wartosc></DodatkowyOpis>
    <DodatkowyOpis><Klucz>Harmonogram</Klucz><Wartosc>1</Wartosc></DodatkowyOpis>
    <RodzajFaktury>VAT</RodzajFaktury>
    <FaWiersz><NrWierszaFa>1</NrWierszaFa><P_7>Rata leasingowa 1/36</P_7><P_11>9500.00</P_11><P_12>23</P_12></FaWiersz>
  </Fa>
</Faktura>`;

/** The invoice as KSeF's visualisation prints it: `Numer KSeF: <number>` and the verification code (KOD I). */
async function visualisationPdf(): Promise<Uint8Array> {
  return withQrCode(await makeInvoicePdf(invoice), ksefVerificationLink(lessorTaxId, '05-03-2025', invoiceXml), { caption: ksefNumber });
}

/** The same invoice's PDF with the number printed and no code: the number must come from the text alone. */
async function numberOnlyPdf(number: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(await makeInvoicePdf({ ...invoice, number: 'FV/2025/03/78' }));
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.getPage(0).drawText(`Numer KSeF: ${number}`, { x: 50, y: 45, size: 8, font });
  return document.save();
}

/** FORMATS §3 "The same invoice twice" across sources: a PDF printing its KSeF number, then its KSeF XML. */
describe('the KSeF number of a PDF invoice, and the same invoice as KSeF XML', () => {
  let s: InvoiceTest;
  const uploadPdf = (reportName: string, fileName: string, pdf: Uint8Array) => {
    const { body, headers } = multipartFiles([{ fileName, contentType: 'application/pdf', content: Buffer.from(pdf) }]);
    return s.t.call<PdfImportResult>('POST', `/api/pdfdocument/ocr?reportName=${encodeURIComponent(reportName)}`, { token: s.csi, body, headers });
  };
  const uploadXml = (name: string, fileName: string, xml: string) => {
    const { body, headers } = multipartFiles([{ fileName, contentType: 'application/xml', content: xml }]);
    return s.t.call<KsefImportResult>('POST', `/api/invoices/ksef?name=${encodeURIComponent(name)}`, { token: s.csi, body, headers });
  };

  beforeAll(async () => {
    s = await startInvoiceTest();
    await csiAgreement(s);
  });
  afterAll(async () => s.t.close());

  it('keeps the printed KSeF number on every line of the PDF invoice', { timeout: 60_000 }, async () => {
    const reply = await uploadPdf('PDF marzec', 'FV 2025-03-77.pdf', await visualisationPdf());
    expect(reply.body.errors).toEqual([]);
    expect(reply.body.value).toMatchObject({ invoices: 1, lines: 1 });
    const report = await s.t.call<InvoiceReport>('GET', `/api/invoicereports/${segment('PDF marzec')}`, { token: s.csi });
    expect(report.body.value?.lines.map((line) => [line.invoiceNumber, line.ksefNumber])).toEqual([['FV/2025/03/77', ksefNumber]]);
  });

  it('refuses the same invoice as KSeF XML named by its number, naming the PDF report that holds it', async () => {
    const again = await uploadXml('KSeF marzec', `${ksefNumber}.xml`, invoiceXml);
    expect(again.body.success).toBe(false);
    expect(again.body.errors).toEqual([{ propertyName: `file: ${ksefNumber}.xml`, message: 'Invoice FV/2025/03/77 is already in the report PDF marzec' }]);
    expect(await storedReportCount(s, s.csiId, 'KSeF marzec')).toBe(0);
  });

  it('refuses it by the KSeF number alone: the XML of an invoice whose PDF printed another invoice number', { timeout: 60_000 }, async () => {
    // The PDF's own reading of the number differs (a typo, OCR): only the KSeF number ties the two together.
    const otherNumber = (() => {
      const data = `${lessorTaxId}-20250305-0100002BC732`;
      return `${data}-${crc8(data)}`;
    })();
    const pdf = await uploadPdf('PDF marzec', 'FV 2025-03-78.pdf', await numberOnlyPdf(otherNumber));
    expect(pdf.body.errors).toEqual([]);
    const xml = invoiceXml.replace('<P_2>FV/2025/03/77</P_2>', '<P_2>FV/2025/03/78-KSeF</P_2>');
    const again = await uploadXml('KSeF marzec', `${otherNumber}.xml`, xml);
    expect(again.body.errors).toEqual([{ propertyName: `file: ${otherNumber}.xml`, message: 'Invoice FV/2025/03/78-KSeF is already in the report PDF marzec' }]);
  });

  it('refuses a PDF of an invoice already held, by its KSeF number or by seller, number and date, naming the report; nothing stored', { timeout: 60_000 }, async () => {
    // The visualisation again, into another report: its KSeF number is held by the PDF report.
    const byNumber = await uploadPdf('PDF kwiecień', 'ponownie.pdf', await visualisationPdf());
    expect(byNumber.body.success).toBe(false);
    expect(byNumber.body.errors).toEqual([{ propertyName: 'file', message: 'Invoice FV/2025/03/77 is already in the report PDF marzec' }]);
    // A PDF without a KSeF number of an invoice first imported as KSeF XML: the same seller, number and date.
    const xml = invoiceXml.replace('<P_2>FV/2025/03/77</P_2>', '<P_2>FV/2025/03/90</P_2>');
    const imported = await uploadXml('KSeF kwiecień', 'FV-2025-03-90.xml', xml);
    expect(imported.body.errors).toEqual([]);
    const byIdentity = await uploadPdf('PDF kwiecień', 'FV 90.pdf', await makeInvoicePdf({ ...invoice, number: 'FV/2025/03/90' }));
    expect(byIdentity.body.errors).toEqual([{ propertyName: 'file', message: 'Invoice FV/2025/03/90 is already in the report KSeF kwiecień' }]);
    expect(await storedReportCount(s, s.csiId, 'PDF kwiecień')).toBe(0);
  });
});
