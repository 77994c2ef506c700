import { maxWireId } from '@leasedesk/contract';
import { csvDate, csvInteger, csvMoney, csvText } from '../../../lib/csv/csv-cells.ts';
import { optionalColumn, requiredColumn, type CsvFormat, type CsvValues } from '../../../lib/csv/csv-format.ts';
import { taxIdCell } from '../../../lib/csv/csv-tax-id.ts';
import { currencyCell, exchangeRateCell, periodCell, vatRateCell } from './invoice-csv-cells.ts';

/**
 * The invoice report CSV of FORMATS §2, one row per invoice position, in the order of its table (the
 * template writes the columns in this order). Text limits: a contractor's name as contractors take it (300),
 * agreement and schedule numbers as agreements take them (100: a longer one could never match), invoice
 * numbers as KSeF allows (up to 256; 200 here, as the report routes' filters), descriptions 500.
 */
export const invoiceCsvFormat = {
  contractorName: requiredColumn(csvText(300)),
  taxId: requiredColumn(taxIdCell),
  agreementNumber: requiredColumn(csvText(100)),
  scheduleNumber: requiredColumn(csvText(100)),
  invoiceNumber: requiredColumn(csvText(200)),
  invoiceDate: requiredColumn(csvDate),
  paymentDate: requiredColumn(csvDate),
  incomeDate: optionalColumn(csvDate),
  periodInvoiced: optionalColumn(periodCell),
  positionDescription: requiredColumn(csvText(500)),
  positionNetAmountPln: requiredColumn(csvMoney),
  positionVatAmountPln: requiredColumn(csvMoney),
  positionGrossAmountPln: optionalColumn(csvMoney),
  vatRate: requiredColumn(vatRateCell),
  currency: requiredColumn(currencyCell),
  exchangeRate: optionalColumn(exchangeRateCell),
  positionNetAmountCurrency: optionalColumn(csvMoney),
  positionVatAmountCurrency: optionalColumn(csvMoney),
  positionGrossAmountCurrency: optionalColumn(csvMoney),
  invoiceNetAmountPln: optionalColumn(csvMoney),
  invoiceGrossAmountPln: optionalColumn(csvMoney),
  invoiceNetAmountCurrency: optionalColumn(csvMoney),
  invoiceGrossAmountCurrency: optionalColumn(csvMoney),
  factoringContractNumber: optionalColumn(csvText(100)),
  sequence: optionalColumn(csvInteger(1, maxWireId)),
} as const satisfies CsvFormat;

export type InvoiceCsvFormat = typeof invoiceCsvFormat;
export type InvoiceCsvValues = CsvValues<InvoiceCsvFormat>;
