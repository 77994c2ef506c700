import { invoiceCsvFormat } from './invoice-csv-format.ts';

/** FORMATS §2's example row, every optional column filled in as it would default. */
const exampleRow: Record<keyof typeof invoiceCsvFormat, string> = {
  contractorName: 'Leasing Północ Sp. z o.o.',
  taxId: '113-285-38-69',
  agreementNumber: 'UL/2025/001',
  scheduleNumber: '1',
  invoiceNumber: 'FV/2025/03/12',
  invoiceDate: '05.03.2025',
  paymentDate: '19.03.2025',
  incomeDate: '05.03.2025',
  periodInvoiced: '2025-03',
  positionDescription: 'Rata leasingowa 1/36',
  positionNetAmountPln: '9 500,00',
  positionVatAmountPln: '2 185,00',
  positionGrossAmountPln: '11 685,00',
  vatRate: '23%',
  currency: 'PLN',
  exchangeRate: '1',
  positionNetAmountCurrency: '9 500,00',
  positionVatAmountCurrency: '2 185,00',
  positionGrossAmountCurrency: '11 685,00',
  invoiceNetAmountPln: '9 500,00',
  invoiceGrossAmountPln: '11 685,00',
  invoiceNetAmountCurrency: '9 500,00',
  invoiceGrossAmountCurrency: '11 685,00',
  factoringContractNumber: '',
  sequence: '1',
};

/**
 * The invoice report CSV template (GET /api/invoices/csv/template): the header of every column of FORMATS §2
 * and one example row, `;`-separated with CRLF line ends as Excel writes them. No cell needs quoting. The
 * route adds the byte-order mark, so Excel reads the Polish letters as UTF-8.
 */
export function invoiceCsvTemplate(): string {
  const columns = Object.keys(invoiceCsvFormat) as (keyof typeof invoiceCsvFormat)[];
  return `${columns.join(';')}\r\n${columns.map((column) => exampleRow[column]).join(';')}\r\n`;
}
