import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey, type FieldMessage, type MessageParam } from '@leasedesk/contract';
import type { InvoiceLineDraft, InvoiceLinesRead } from '../../../src/modules/invoices/invoice-line-draft.ts';
import { invoiceCsvTemplate, readInvoiceCsv } from '../../../src/modules/invoices/sources/invoice-csv.ts';

/** FORMATS §2's example, verbatim. */
const formatsExample = `contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;vatRate;currency
Leasing Północ Sp. z o.o.;113-285-38-69;UL/2025/001;1;FV/2025/03/12;05.03.2025;19.03.2025;2025-03;Rata leasingowa 1/36;9 500,00;2 185,00;23%;PLN
`;

/** The draft the example reads to, every default of FORMATS §2 applied. */
const exampleDraft: InvoiceLineDraft = {
  sequence: 1,
  contractorName: 'Leasing Północ Sp. z o.o.',
  taxId: '1132853869',
  agreementNumber: 'UL/2025/001',
  scheduleNumber: '1',
  invoiceNumber: 'FV/2025/03/12',
  positionDescription: 'Rata leasingowa 1/36',
  positionNetAmountPln: 9500,
  positionVatAmountPln: 2185,
  positionGrossAmountPln: 11685,
  positionNetAmountCurrency: 9500,
  positionVatAmountCurrency: 2185,
  positionGrossAmountCurrency: 11685,
  invoiceNetAmountPln: 9500,
  invoiceGrossAmountPln: 11685,
  invoiceNetAmountCurrency: 9500,
  invoiceGrossAmountCurrency: 11685,
  vatRate: 0.23,
  currency: 'PLN',
  exchangeRate: 1,
  invoiceDate: '2025-03-05',
  paymentDate: '2025-03-19',
  incomeDate: '2025-03-05',
  periodInvoiced: '2025-03-01',
  factoringContractNumber: null,
  isPdfBased: false,
  // A CSV rate is a number: its code is the percent (a `zw` cell is 0 and says no more).
  vatRateCode: '23',
};

type Cells = Record<string, string>;
/** The required cells of one line, valid; a test overrides what it is about. */
const line = (cells: Cells = {}): Cells => ({
  contractorName: 'Leasing Północ Sp. z o.o.',
  taxId: '1132853869',
  agreementNumber: 'UL/2025/001',
  scheduleNumber: '1',
  invoiceNumber: 'FV/1',
  invoiceDate: '2025-03-05',
  paymentDate: '2025-03-19',
  positionDescription: 'Rata',
  positionNetAmountPln: '100,00',
  positionVatAmountPln: '23,00',
  vatRate: '23%',
  currency: 'PLN',
  ...cells,
});

/** A CSV of the given lines: the header is every column any line names, in first-seen order. */
function csvOf(lines: Cells[], delimiter = ';'): string {
  const columns = [...new Set(lines.flatMap((cells) => Object.keys(cells)))];
  const quote = (text: string) => (text.includes(delimiter) || text.includes('"') || text.includes('\n') ? `"${text.replaceAll('"', '""')}"` : text);
  return [columns.join(delimiter), ...lines.map((cells) => columns.map((column) => quote(cells[column] ?? '')).join(delimiter))].join('\r\n');
}

const readText = (text: string): InvoiceLinesRead => readInvoiceCsv(Buffer.from(text, 'utf8'));
function draftsOf(lines: Cells[]): InvoiceLineDraft[] {
  const read = readText(csvOf(lines));
  if (!read.ok) expect.fail(JSON.stringify(read.errors));
  return read.lines;
}
function errorsOf(lines: Cells[]): FieldMessage[] {
  const read = readText(csvOf(lines));
  if (read.ok) expect.fail('expected errors');
  return read.errors;
}
const draftOf = (cells: Cells) => draftsOf([line(cells)])[0] as InvoiceLineDraft;
const errorOf = (cells: Cells) => errorsOf([line(cells)]);

describe('the FORMATS §2 example and the template', () => {
  it('reads the example row to the exact draft', () => {
    expect(readText(formatsExample)).toEqual({ ok: true, lines: [exampleDraft] });
  });

  it('the template names every column, ;-separated, and its example row reads to the same draft', () => {
    const template = invoiceCsvTemplate();
    const [header, example, end] = template.split('\r\n');
    expect(header?.split(';')).toEqual([
      'contractorName', 'taxId', 'agreementNumber', 'scheduleNumber', 'invoiceNumber', 'invoiceDate', 'paymentDate', 'incomeDate', 'periodInvoiced',
      'positionDescription', 'positionNetAmountPln', 'positionVatAmountPln', 'positionGrossAmountPln', 'vatRate', 'currency', 'exchangeRate',
      'positionNetAmountCurrency', 'positionVatAmountCurrency', 'positionGrossAmountCurrency', 'invoiceNetAmountPln', 'invoiceGrossAmountPln',
      'invoiceNetAmountCurrency', 'invoiceGrossAmountCurrency', 'factoringContractNumber', 'sequence',
    ]);
    expect(example?.split(';')).toHaveLength(25);
    expect(end).toBe('');
    expect(readText(template)).toEqual({ ok: true, lines: [exampleDraft] });
  });

  it('reads a Windows-1250 file with Polish letters', () => {
    const text = csvOf([line({ contractorName: 'Zakład Łódź — Żółć', positionDescription: 'Rata za styczeń, gęś' })]).replace('—', '-');
    const bytes = iconv.encode(text, 'win1250');
    const read = readInvoiceCsv(bytes);
    expect(read.ok && read.lines[0]).toMatchObject({ contractorName: 'Zakład Łódź - Żółć', positionDescription: 'Rata za styczeń, gęś' });
  });

  it('reads a ,-separated file with quoted decimal commas', () => {
    const read = readText(csvOf([line({ positionNetAmountPln: '1 000,50', positionVatAmountPln: '230,12' })], ','));
    expect(read.ok && read.lines[0]).toMatchObject({ positionNetAmountPln: 1000.5, positionVatAmountPln: 230.12, positionGrossAmountPln: 1230.62 });
  });

  it('names a missing required column', () => {
    const { vatRate: _dropped, ...withoutRate } = line();
    expect(errorsOf([withoutRate])).toEqual([{ propertyName: 'row 1: vatRate', key: 'csv.column.missing', params: { column: 'vatRate' } }]);
  });
});

describe('tax id (NIP)', () => {
  it('drops spaces, dashes and a PL prefix', () => {
    for (const taxId of ['113-285-38-69', 'PL1132853869', 'pl 113 285 38 69', 'PL-113-28-53-869', '113\u00a0285\u00a038\u00a069']) expect(draftOf({ taxId }).taxId).toBe('1132853869');
  });

  it('refuses anything but 10 digits with a valid check digit', () => {
    for (const taxId of ['1132853868', '113285386', '11328538690', 'DE1132853869', 'NIP1132853869', '1234567890']) {
      expect(errorOf({ taxId })).toEqual([{ propertyName: 'row 2: taxId', key: 'csv.taxId' }]);
    }
  });
});

describe('VAT rate', () => {
  it.each([
    ['0.23', 0.23],
    ['0,23', 0.23],
    ['23', 0.23],
    ['23%', 0.23],
    ['23 %', 0.23],
    ['8', 0.08],
    ['5%', 0.05],
    ['0', 0],
    ['zw', 0],
    ['NP', 0],
    ['oo', 0],
    ['1', 1],
    ['100%', 1],
  ])('reads %j as the fraction %d', (vatRate, fraction) => {
    expect(draftOf({ vatRate }).vatRate).toBe(fraction);
  });

  it('refuses what is no rate from 0 to 100%', () => {
    for (const vatRate of ['-5', '101', '120%', 'abc', 'zwolniony', '23%%', '0.23.1']) {
      expect(errorOf({ vatRate })).toEqual([{ propertyName: 'row 2: vatRate', key: 'csv.invoice.vatRate' }]);
    }
  });
});

describe('currency and exchange rate', () => {
  it('upper-cases an ISO 4217 code and refuses what is none', () => {
    expect(draftOf({ currency: 'eur', exchangeRate: '4,2563' })).toMatchObject({ currency: 'EUR', exchangeRate: 4.2563 });
    for (const currency of ['EURO', 'XYZ', 'zł', 'E1R']) expect(errorOf({ currency })).toEqual([{ propertyName: 'row 2: currency', key: 'csv.invoice.currency' }]);
  });

  it('requires an exchange rate above 0 for a currency other than PLN', () => {
    expect(errorOf({ currency: 'EUR' })).toEqual([{ propertyName: 'row 2: exchangeRate', key: 'csv.invoice.exchangeRate.required' }]);
    for (const exchangeRate of ['0', '-4,2', 'x']) expect(errorOf({ currency: 'EUR', exchangeRate })).toEqual([{ propertyName: 'row 2: exchangeRate', key: 'csv.invoice.exchangeRate.positive' }]);
  });

  it('takes 1 for PLN, absent or given, and refuses another rate for PLN', () => {
    expect(draftOf({}).exchangeRate).toBe(1);
    expect(draftOf({ exchangeRate: '1,0000' }).exchangeRate).toBe(1);
    expect(errorOf({ exchangeRate: '4,2' })).toEqual([{ propertyName: 'row 2: exchangeRate', key: 'csv.invoice.exchangeRate.pln' }]);
  });
});

describe('position amounts', () => {
  it('defaults the gross amount to net + VAT, to the cent', () => {
    expect(draftOf({ positionNetAmountPln: '0,10', positionVatAmountPln: '0,20' }).positionGrossAmountPln).toBe(0.3);
    expect(draftOf({ positionNetAmountPln: '-100', positionVatAmountPln: '-23' }).positionGrossAmountPln).toBe(-123);
  });

  it('takes a given gross equal to net + VAT and refuses another, saying what it should be', () => {
    expect(draftOf({ positionGrossAmountPln: '123' }).positionGrossAmountPln).toBe(123);
    const errors = errorOf({ positionGrossAmountPln: '123,01' });
    expect(errors).toEqual([{ propertyName: 'row 2: positionGrossAmountPln', key: 'csv.invoice.grossAmount', params: { expected: { money: 123 } } }]);
    expect(formatMessage('pl', 'csv.invoice.grossAmount', errors[0]?.params)).toBe('Oczekiwano kwoty netto plus VAT: 123,00');
  });

  it('for PLN, takes the PLN amounts in the currency, and refuses different ones', () => {
    expect(draftOf({})).toMatchObject({ positionNetAmountCurrency: 100, positionVatAmountCurrency: 23, positionGrossAmountCurrency: 123 });
    expect(draftOf({ positionNetAmountCurrency: '100', positionGrossAmountCurrency: '123,00' })).toMatchObject({ positionNetAmountCurrency: 100, positionGrossAmountCurrency: 123 });
    expect(errorOf({ positionNetAmountCurrency: '99', positionVatAmountCurrency: '23', positionGrossAmountCurrency: '1' })).toEqual([
      { propertyName: 'row 2: positionNetAmountCurrency', key: 'csv.invoice.plnCurrencyAmount', params: { expected: { money: 100 } } },
      { propertyName: 'row 2: positionGrossAmountCurrency', key: 'csv.invoice.plnCurrencyAmount', params: { expected: { money: 123 } } },
    ]);
  });

  it('for another currency, keeps its amounts as given (the gross net + VAT when absent), else none', () => {
    const euro = { currency: 'EUR', exchangeRate: '4,25' };
    expect(draftOf({ ...euro, positionNetAmountCurrency: '23,53', positionVatAmountCurrency: '5,41' })).toMatchObject({
      positionNetAmountCurrency: 23.53, positionVatAmountCurrency: 5.41, positionGrossAmountCurrency: 28.94, invoiceNetAmountCurrency: 23.53, invoiceGrossAmountCurrency: 28.94,
    });
    expect(draftOf(euro)).toMatchObject({
      positionNetAmountCurrency: null, positionVatAmountCurrency: null, positionGrossAmountCurrency: null, invoiceNetAmountCurrency: null, invoiceGrossAmountCurrency: null,
      invoiceNetAmountPln: 100, invoiceGrossAmountPln: 123,
    });
  });
});

describe('invoices: lines with the same tax id and invoice number', () => {
  const first = line({ positionNetAmountPln: '100', positionVatAmountPln: '23' });
  const second = line({ positionNetAmountPln: '50,55', positionVatAmountPln: '11,63' });

  it('default their totals to the sums over the invoice\'s lines', () => {
    const drafts = draftsOf([first, second, line({ invoiceNumber: 'FV/2' })]);
    const totals = { invoiceNetAmountPln: 150.55, invoiceGrossAmountPln: 185.18, invoiceNetAmountCurrency: 150.55, invoiceGrossAmountCurrency: 185.18 };
    expect(drafts[0]).toMatchObject(totals);
    expect(drafts[1]).toMatchObject(totals);
    expect(drafts[2]).toMatchObject({ invoiceNetAmountPln: 100, invoiceGrossAmountPln: 123 });
  });

  it('take a total given on one line for all, and one given on several lines when they agree', () => {
    expect(draftsOf([{ ...first, invoiceNetAmountPln: '1 000' }, second]).map((draft) => draft.invoiceNetAmountPln)).toEqual([1000, 1000]);
    expect(draftsOf([{ ...first, invoiceGrossAmountPln: '1 230,00' }, { ...second, invoiceGrossAmountPln: '1230' }]).map((draft) => draft.invoiceGrossAmountPln)).toEqual([1230, 1230]);
  });

  it('refuse totals given differently on lines of one invoice, on the later row', () => {
    const errors = errorsOf([{ ...first, invoiceNetAmountCurrency: '150,55' }, { ...second, invoiceNetAmountCurrency: '150,56' }]);
    expect(errors).toEqual([
      { propertyName: 'row 3: invoiceNetAmountCurrency', key: 'csv.invoice.disagrees', params: { invoiceNumber: 'FV/1', row: '2', value: { money: 150.55 } } },
    ]);
    expect(formatMessage('en', 'csv.invoice.disagrees', errors[0]?.params)).toBe('Every line of invoice FV/1 must give the same value as row 2: 150,55');
  });

  it('refuse lines that disagree on contractorName, invoiceDate, paymentDate or currency', () => {
    const errors = errorsOf([
      first,
      { ...second, contractorName: 'Inny Leasing', invoiceDate: '06.03.2025' },
      { ...second, paymentDate: '2025-03-20', currency: 'EUR', exchangeRate: '4' },
    ]);
    const params = (value: MessageParam) => ({ invoiceNumber: 'FV/1', row: '2', value });
    expect(errors).toEqual([
      { propertyName: 'row 3: contractorName', key: 'csv.invoice.disagrees', params: params('Leasing Północ Sp. z o.o.') },
      { propertyName: 'row 3: invoiceDate', key: 'csv.invoice.disagrees', params: params({ date: '2025-03-05' }) },
      { propertyName: 'row 4: paymentDate', key: 'csv.invoice.disagrees', params: params({ date: '2025-03-19' }) },
      { propertyName: 'row 4: currency', key: 'csv.invoice.disagrees', params: params('PLN') },
    ]);
    expect(formatMessage('pl', 'csv.invoice.disagrees', params({ date: '2025-03-19' }))).toBe('Każda pozycja faktury FV/1 musi podawać tę samą wartość co wiersz 2: 19.03.2025');
  });

  it('are told apart by tax id: one invoice number of two lessors is two invoices', () => {
    const drafts = draftsOf([first, { ...second, taxId: '5260001246', contractorName: 'Inny Leasing' }]);
    expect(drafts.map((draft) => [draft.sequence, draft.invoiceNetAmountPln])).toEqual([
      [1, 100],
      [1, 50.55],
    ]);
  });

  it('number their lines by position in the invoice, in file order, unless a sequence is given', () => {
    const drafts = draftsOf([first, line({ invoiceNumber: 'FV/2' }), second, line({ invoiceNumber: 'FV/2' }), { ...second, sequence: '7' }]);
    expect(drafts.map((draft) => [draft.invoiceNumber, draft.sequence])).toEqual([
      ['FV/1', 1],
      ['FV/2', 1],
      ['FV/1', 2],
      ['FV/2', 2],
      ['FV/1', 7],
    ]);
    expect(errorOf({ sequence: '0' })).toEqual([{ propertyName: 'row 2: sequence', key: 'csv.integer', params: { minimum: 1, maximum: 2_147_483_647 } }]);
  });

  it('take at most 1 000 lines, as many as a correction takes back: the 1 001st is refused on its row', () => {
    const lines = (count: number, invoiceNumber: string) => Array.from({ length: count }, () => line({ invoiceNumber }));
    expect(draftsOf(lines(1000, 'FV/1000'))).toHaveLength(1000);
    expect(errorsOf([...lines(1001, 'FV/1001'), line({ invoiceNumber: 'FV/other' })])).toEqual([
      { propertyName: 'row 1002: invoiceNumber', key: 'csv.invoice.tooManyLines', params: { invoiceNumber: 'FV/1001', maximum: 1000 } },
    ]);
  });

  it('refuse a total beyond the money bound', () => {
    const huge = line({ positionNetAmountPln: '99 999 999 999,99', positionVatAmountPln: '0' });
    expect(errorsOf([huge, huge])).toEqual([
      { propertyName: 'row 3: invoiceNetAmountPln', key: 'csv.money.range', params: { maximum: { money: 99_999_999_999.99 } } },
      { propertyName: 'row 3: invoiceGrossAmountPln', key: 'csv.money.range', params: { maximum: { money: 99_999_999_999.99 } } },
      { propertyName: 'row 3: invoiceNetAmountCurrency', key: 'csv.money.range', params: { maximum: { money: 99_999_999_999.99 } } },
      { propertyName: 'row 3: invoiceGrossAmountCurrency', key: 'csv.money.range', params: { maximum: { money: 99_999_999_999.99 } } },
    ]);
  });
});

describe('dates', () => {
  it('default incomeDate to invoiceDate and keep a given one', () => {
    expect(draftOf({ invoiceDate: '05.03.2025' }).incomeDate).toBe('2025-03-05');
    expect(draftOf({ incomeDate: '2025-03-31' }).incomeDate).toBe('2025-03-31');
  });

  it('read periodInvoiced as YYYY-MM or a date, giving the first day of its month', () => {
    for (const periodInvoiced of ['2025-03', '2025-03-15', '15.03.2025', '1.3.2025']) expect(draftOf({ periodInvoiced }).periodInvoiced).toBe('2025-03-01');
    expect(draftOf({}).periodInvoiced).toBeNull();
    for (const periodInvoiced of ['2025-13', '03.2025', '2025-3', 'marzec', '1899-12']) expect(errorOf({ periodInvoiced })).toEqual([{ propertyName: 'row 2: periodInvoiced', key: 'csv.invoice.period' }]);
  });

  it('refuse dates of neither form', () => {
    expect(errorOf({ invoiceDate: '2025/03/05', paymentDate: '31.02.2025' })).toEqual([
      { propertyName: 'row 2: invoiceDate', key: 'csv.date' },
      { propertyName: 'row 2: paymentDate', key: 'csv.date.existing' },
    ]);
  });
});

describe('errors', () => {
  it('are answered together, in row order, from the cells, each row and each invoice', () => {
    const errors = errorsOf([
      line({ invoiceNumber: 'FV/9' }),
      line({ positionNetAmountPln: '1,005' }),
      line({ positionGrossAmountPln: '1' }),
      line({ invoiceNumber: 'FV/9', currency: 'EUR', exchangeRate: '4' }),
      line({ taxId: '', agreementNumber: 'x'.repeat(101) }),
    ]);
    expect(errors).toEqual([
      { propertyName: 'row 3: positionNetAmountPln', key: 'csv.money' },
      { propertyName: 'row 4: positionGrossAmountPln', key: 'csv.invoice.grossAmount', params: { expected: { money: 123 } } },
      { propertyName: 'row 5: currency', key: 'csv.invoice.disagrees', params: { invoiceNumber: 'FV/9', row: '2', value: 'PLN' } },
      { propertyName: 'row 6: taxId', key: 'csv.required' },
      { propertyName: 'row 6: agreementNumber', key: 'csv.text.tooLong', params: { maximum: 100, actual: 101 } },
    ]);
  });

  it('of a row with unreadable cells include the rules on its other cells, each skipped when it involves an unreadable one', () => {
    expect(errorOf({ invoiceDate: '31.02.2025', positionGrossAmountPln: '1', exchangeRate: '4' })).toEqual([
      { propertyName: 'row 2: invoiceDate', key: 'csv.date.existing' },
      { propertyName: 'row 2: positionGrossAmountPln', key: 'csv.invoice.grossAmount', params: { expected: { money: 123 } } },
      { propertyName: 'row 2: exchangeRate', key: 'csv.invoice.exchangeRate.pln' },
    ]);
    // an unreadable net amount: no gross to compare; the VAT in the currency is still compared with its PLN amount
    expect(errorOf({ positionNetAmountPln: 'sto', positionGrossAmountPln: '1', positionVatAmountCurrency: '22' })).toEqual([
      { propertyName: 'row 2: positionNetAmountPln', key: 'csv.money' },
      { propertyName: 'row 2: positionVatAmountCurrency', key: 'csv.invoice.plnCurrencyAmount', params: { expected: { money: 23 } } },
    ]);
    // an unreadable currency: neither the exchange rate nor the amounts in the currency are judged
    expect(errorOf({ currency: 'złote', exchangeRate: '4', positionNetAmountCurrency: '1' })).toEqual([{ propertyName: 'row 2: currency', key: 'csv.invoice.currency' }]);
  });

  it('word every invoice rule in English and Polish', () => {
    const keys = ['csv.taxId', 'csv.invoice.vatRate', 'csv.invoice.currency', 'csv.invoice.period', 'csv.invoice.exchangeRate.required', 'csv.invoice.exchangeRate.pln',
      'csv.invoice.exchangeRate.positive', 'csv.invoice.grossAmount', 'csv.invoice.plnCurrencyAmount', 'csv.invoice.disagrees'] as const;
    for (const key of keys) {
      expect(isMessageKey(key)).toBe(true);
      expect(formatMessage('en', key)).not.toBe(formatMessage('pl', key));
    }
  });

  it('a line naming no known agreement is no error: matching comes after storing', () => {
    expect(draftOf({ agreementNumber: 'NIE/ISTNIEJE', scheduleNumber: '999' })).toMatchObject({ agreementNumber: 'NIE/ISTNIEJE', scheduleNumber: '999' });
  });
});
