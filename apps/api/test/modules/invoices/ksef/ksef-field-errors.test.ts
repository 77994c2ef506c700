// Elements an FA invoice requires, and values that are present but not valid: errors naming the element.
import { describe, expect, it } from 'vitest';
import { errorsOf, faInvoice, headerParts, rowParts, sellerParts } from './ksef-test-files.ts';

const file = 'file: invoice.xml';

describe('required elements', () => {
  it.each([
    ['Fa/P_1', { header: headerParts.replace('<P_1>2026-03-05</P_1>', '') }],
    ['Fa/P_2', { header: headerParts.replace('<P_2>FV/2026/03/99</P_2>', '<P_2>  </P_2>') }],
    ['Fa/KodWaluty', { header: headerParts.replace('<KodWaluty>PLN</KodWaluty>', '') }],
    ['Podmiot1/DaneIdentyfikacyjne/NIP', { seller: sellerParts.replace('<NIP>1132853869</NIP>', '') }],
    ['Podmiot1/DaneIdentyfikacyjne/Nazwa', { seller: sellerParts.replace(/<Nazwa>.*<\/Nazwa>/, '') }],
  ])('a missing %s is an error naming it', async (element, parts) => {
    expect(await errorsOf(faInvoice(parts))).toEqual([{ propertyName: file, key: 'ksef.field', params: { element } }]);
  });

  it('refuses an invoice without Fa', async () => {
    expect(await errorsOf(faInvoice().replace(/<Fa>[\s\S]*<\/Fa>/, ''))).toEqual([{ propertyName: file, key: 'ksef.field', params: { element: 'Fa' } }]);
  });
});

describe('values that are present but not valid', () => {
  const row = (parts: string) => ({ rows: [`<NrWierszaFa>1</NrWierszaFa><P_7>Rata</P_7>${parts}`] });

  it.each([
    ['ksef.date', 'Fa/P_1', '2026-02-30', { header: headerParts.replace('2026-03-05', '2026-02-30') }],
    ['ksef.date', 'Fa/P_1', '05.03.2026', { header: headerParts.replace('2026-03-05', '05.03.2026') }],
    ['ksef.date', 'Fa/P_6', '1899-12-31', { header: headerParts.replace('2026-03-31', '1899-12-31') }],
    ['ksef.date', 'Fa/Platnosc/TerminPlatnosci/Termin', 'wkrótce', { tail: '<Platnosc><TerminPlatnosci><Termin>wkrótce</Termin></TerminPlatnosci></Platnosc>' }],
    ['ksef.amount', 'Fa/FaWiersz[1]/P_11', '100.005', row('<P_11>100.005</P_11><P_12>23</P_12>')],
    ['ksef.amount', 'Fa/FaWiersz[1]/P_11', '1 000,00', row('<P_11>1 000,00</P_11><P_12>23</P_12>')],
    ['ksef.amount', 'Fa/FaWiersz[1]/P_11Vat', 'abc', row('<P_11>1.00</P_11><P_11Vat>abc</P_11Vat><P_12>23</P_12>')],
    ['ksef.vatRate', 'Fa/FaWiersz[1]/P_12', '23%', row('<P_11>1.00</P_11><P_12>23%</P_12>')],
    ['ksef.vatRate', 'Fa/FaWiersz[1]/P_12', '123', row('<P_11>1.00</P_11><P_12>123</P_12>')],
    ['ksef.vatRate', 'Fa/FaWiersz[1]/P_12', '0.23', row('<P_11>1.00</P_11><P_12>0.23</P_12>')],
    ['ksef.taxId', 'Podmiot1/DaneIdentyfikacyjne/NIP', '1132853868', { seller: sellerParts.replace('1132853869', '1132853868') }],
    ['ksef.currency', 'Fa/KodWaluty', 'euro', { header: headerParts.replace('PLN', 'euro') }],
    ['ksef.lineNumber', 'Fa/FaWiersz[1]/NrWierszaFa', '0', { rows: [rowParts.replace('<NrWierszaFa>1', '<NrWierszaFa>0')] }],
    ['ksef.lineNumber', 'Fa/FaWiersz[1]/NrWierszaFa', '3000000000', { rows: [rowParts.replace('<NrWierszaFa>1', '<NrWierszaFa>3000000000')] }],
  ])('%s on %s (%s)', async (key, element, value, parts) => {
    expect(await errorsOf(faInvoice(parts))).toEqual([{ propertyName: file, key, params: { element, value } }]);
  });

  it.each(['0', '-4.2', '4.1234567', 'cztery'])('refuses the exchange rate %s', async (rate) => {
    const parts = { header: headerParts.replace('PLN', 'EUR'), rows: [`${rowParts}<KursWaluty>${rate}</KursWaluty>`] };
    expect(await errorsOf(faInvoice(parts))).toEqual([{ propertyName: file, key: 'ksef.rate', params: { element: 'Fa/FaWiersz[1]/KursWaluty', value: rate } }]);
  });

  it('refuses an amount beyond a trillion, and an invoice whose total passes it', async () => {
    expect(await errorsOf(faInvoice(row('<P_11>1000000000000.01</P_11>')))).toEqual([
      { propertyName: file, key: 'ksef.amountRange', params: { element: 'Fa/FaWiersz[1]/P_11', maximum: { money: 1_000_000_000_000 } } },
    ]);
    const errors = await errorsOf(faInvoice({ rows: ['<P_11>900000000000.00</P_11><P_12>zw</P_12>', '<P_11>900000000000.00</P_11><P_12>zw</P_12>'] }));
    expect(errors.map((error) => error.params?.element)).toEqual(['Fa/FaWiersz/P_11', 'Fa/P_15']);
  });

  it('refuses text longer than FA allows (P_2: 256 characters)', async () => {
    const header = headerParts.replace('FV/2026/03/99', 'N'.repeat(257));
    expect(await errorsOf(faInvoice({ header }))).toEqual([{ propertyName: file, key: 'ksef.text', params: { element: 'Fa/P_2', maximum: 256 } }]);
  });

  it('cuts a long wrong value short in the message', async () => {
    const [error] = await errorsOf(faInvoice(row(`<P_11>${'9'.repeat(50)}x</P_11>`)));
    expect(error?.params?.value).toBe(`${'9'.repeat(40)}…`);
  });

  it('answers every error of a file at once', async () => {
    const xml = faInvoice({
      header: headerParts.replace('2026-03-05', '2026-13-01'),
      rows: ['<NrWierszaFa>1</NrWierszaFa><P_11>1.001</P_11><P_12>23</P_12>', '<NrWierszaFa>2</NrWierszaFa><P_11>1.00</P_11><P_12>17</P_12>'],
    });
    expect(await errorsOf(xml)).toEqual([
      { propertyName: file, key: 'ksef.date', params: { element: 'Fa/P_1', value: '2026-13-01' } },
      { propertyName: file, key: 'ksef.amount', params: { element: 'Fa/FaWiersz[1]/P_11', value: '1.001' } },
      { propertyName: file, key: 'ksef.vatRate', params: { element: 'Fa/FaWiersz[2]/P_12', value: '17' } },
    ]);
  });
});
