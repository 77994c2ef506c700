// FORMATS §3's mapping, rule by rule, on small invoices built for each rule.
import { describe, expect, it } from 'vitest';
import { divideRounded, multiplyCents, parseDecimal } from '../../../../src/modules/invoices/sources/ksef/ksef-decimal.ts';
import { faInvoice, headerParts, linesOf } from './ksef-test-files.ts';

const eur = headerParts.replace('PLN', 'EUR');

describe('amounts to the cent', () => {
  it('rounds half away from zero on the exact product, where a binary double would not', async () => {
    // 1.00 × 1.005 = 1.005 → 1.01 (1.005 is 1.00499… as a double); 0.50 × 4.25 = 2.125 → 2.13.
    const [first, second] = await linesOf(
      faInvoice({
        header: eur,
        rows: ['<P_11>1.00</P_11><P_12>zw</P_12><KursWaluty>1.005</KursWaluty>', '<P_11>0.50</P_11><P_12>zw</P_12><KursWaluty>4.25</KursWaluty>'],
      }),
    );
    expect(first?.positionNetAmountPln).toBe(1.01);
    expect(second?.positionNetAmountPln).toBe(2.13);
  });

  it('rounds a correction (negative amounts) away from zero too', async () => {
    const [line] = await linesOf(faInvoice({ rows: ['<P_11>-1234.50</P_11><P_12>23</P_12>'] }));
    expect(line).toMatchObject({ positionNetAmountPln: -1234.5, positionVatAmountPln: -283.94, positionGrossAmountPln: -1518.44, invoiceGrossAmountPln: -1518.44 });
  });

  it('takes P_11Vat as stated over net × rate', async () => {
    const [line] = await linesOf(faInvoice({ rows: ['<P_11>100.00</P_11><P_11Vat>22.99</P_11Vat><P_12>23</P_12>'] }));
    expect(line).toMatchObject({ positionVatAmountPln: 22.99, positionGrossAmountPln: 122.99, vatRate: 0.23 });
  });

  it.each([
    ['23', 0.23, 23],
    ['8', 0.08, 8],
    ['5', 0.05, 5],
    ['0 KR', 0, 0],
    ['0 WDT', 0, 0],
    ['0 EX', 0, 0],
    ['zw', 0, 0],
    ['np I', 0, 0],
    ['np II', 0, 0],
    ['oo', 0, 0],
  ])('P_12 %s is the rate %s', async (p12, vatRate, vat) => {
    const [line] = await linesOf(faInvoice({ rows: [`<P_11>100.00</P_11><P_12>${p12}</P_12>`] }));
    expect(line).toMatchObject({ vatRate, positionVatAmountPln: vat, positionGrossAmountPln: 100 + vat });
  });

  it('leaves the VAT and gross unknown when the line has neither P_12 nor P_11Vat, and the invoice totals with them', async () => {
    const [known, unknown] = await linesOf(faInvoice({ rows: ['<P_11>100.00</P_11><P_12>23</P_12>', '<P_11>50.00</P_11>'] }));
    expect(unknown).toMatchObject({ vatRate: null, positionNetAmountPln: 50, positionVatAmountPln: null, positionGrossAmountPln: null, invoiceNetAmountPln: 150, invoiceGrossAmountPln: null });
    expect(known).toMatchObject({ positionGrossAmountPln: 123, invoiceGrossAmountPln: null });
  });

  it('takes 1 as the rate of a PLN invoice, whatever KursWaluty says', async () => {
    const [line] = await linesOf(faInvoice({ rows: ['<P_11>100.00</P_11><P_12>23</P_12><KursWaluty>4.30</KursWaluty>'] }));
    expect(line).toMatchObject({ exchangeRate: 1, positionNetAmountPln: 100, positionNetAmountCurrency: 100 });
  });

  it('keeps the exact product of the arithmetic helpers', () => {
    expect(multiplyCents(100n, { units: 1005n, scale: 3 })).toBe(101n);
    expect(multiplyCents(-12345n, { units: 23n, scale: 2 })).toBe(-2839n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(parseDecimal('+007.50')).toEqual({ units: 750n, scale: 2 });
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('.5')).toBeNull();
  });
});

describe('dates and sequence', () => {
  it('takes the month of OkresFa/P_6_Od before P_6, and the invoice date when no Termin is given', async () => {
    const header = `${headerParts}<OkresFa><P_6_Od>2026-02-15</P_6_Od><P_6_Do>2026-03-14</P_6_Do></OkresFa>`;
    const [line] = await linesOf(faInvoice({ header }));
    expect(line).toMatchObject({ periodInvoiced: '2026-02-01', paymentDate: '2026-03-05', incomeDate: '2026-03-05', invoiceDate: '2026-03-05' });
    const [withP6] = await linesOf(faInvoice());
    expect(withP6?.periodInvoiced).toBe('2026-03-01');
  });

  it('takes the first Termin given, skipping a TerminPlatnosci that only describes it', async () => {
    const tail =
      '<Platnosc><TerminPlatnosci><TerminOpis><Ilosc>14</Ilosc><Jednostka>dni</Jednostka></TerminOpis></TerminPlatnosci><TerminPlatnosci><Termin>2026-04-01</Termin></TerminPlatnosci></Platnosc>';
    const [line] = await linesOf(faInvoice({ tail }));
    expect(line?.paymentDate).toBe('2026-04-01');
  });

  it('numbers lines by NrWierszaFa, else by their position', async () => {
    const lines = await linesOf(faInvoice({ rows: ['<NrWierszaFa>10</NrWierszaFa><P_11>1.00</P_11>', '<P_11>2.00</P_11>'] }));
    expect(lines.map((line) => line.sequence)).toEqual([10, 2]);
  });
});

describe('agreement and schedule numbers', () => {
  const description = (key: string, value: string, lineNumber?: number) =>
    `<DodatkowyOpis>${lineNumber === undefined ? '' : `<NrWiersza>${lineNumber}</NrWiersza>`}<Klucz>${key}</Klucz><Wartosc>${value}</Wartosc></DodatkowyOpis>`;
  const rows = ['<NrWierszaFa>1</NrWierszaFa><P_7>Rata harmonogram 7</P_7><P_11>1.00</P_11>', '<NrWierszaFa>2</NrWierszaFa><P_7>Opłata, harm. 8</P_7><P_11>1.00</P_11>'];

  it('takes WarunkiTransakcji/Umowy/NrUmowy (the first) before DodatkowyOpis NrUmowy', async () => {
    const header = `${headerParts}${description('NrUmowy', 'FROM/OPIS')}`;
    const tail = '<WarunkiTransakcji><Umowy><DataUmowy>2025-01-01</DataUmowy></Umowy><Umowy><NrUmowy>UL/1</NrUmowy></Umowy><Umowy><NrUmowy>UL/2</NrUmowy></Umowy></WarunkiTransakcji>';
    const lines = await linesOf(faInvoice({ header, rows, tail }));
    expect(lines.map((line) => line.agreementNumber)).toEqual(['UL/1', 'UL/1']);
  });

  it('takes DodatkowyOpis NrUmowy or Umowa, the line’s own before the invoice’s', async () => {
    const header = `${headerParts}${description('Umowa', 'UM/ALL')}${description('NrUmowy', 'UM/2', 2)}`;
    const lines = await linesOf(faInvoice({ header, rows }));
    expect(lines.map((line) => line.agreementNumber)).toEqual(['UM/ALL', 'UM/2']);
  });

  it('takes DodatkowyOpis Harmonogram or NrHarmonogramu, the line’s own before the invoice’s, before P_7', async () => {
    const header = `${headerParts}${description('NrHarmonogramu', 'H-1', 1)}`;
    expect((await linesOf(faInvoice({ header, rows }))).map((line) => line.scheduleNumber)).toEqual(['H-1', '8']);
    const forAll = `${headerParts}${description('Harmonogram', 'H-ALL')}${description('Harmonogram', 'H-2', 2)}`;
    expect((await linesOf(faInvoice({ header: forAll, rows }))).map((line) => line.scheduleNumber)).toEqual(['H-ALL', 'H-2']);
  });

  it.each([
    ['Rata 4/36 harmonogram 2', '2'],
    ['Rata 4/36, HARM. 12.', '12'],
    ['harm.3', '3'],
    ['Harmonogram nr H/2025/7', 'H/2025/7'],
    ['Harmonogram: A-12', 'A-12'],
    ['zmiana harmonogramu spłat', null],
    ['harmonogram spłat', null],
    ['Rata leasingowa', null],
  ])('reads the schedule of P_7 “%s” as %s', async (p7, scheduleNumber) => {
    const [line] = await linesOf(faInvoice({ rows: [`<P_7>${p7}</P_7><P_11>1.00</P_11>`] }));
    expect(line?.scheduleNumber).toBe(scheduleNumber);
  });

  it('leaves the agreement and schedule null when the XML does not say them (incomplete, for /invoiceErrors)', async () => {
    const [line] = await linesOf(faInvoice());
    expect(line).toMatchObject({ agreementNumber: null, scheduleNumber: null });
  });
});
