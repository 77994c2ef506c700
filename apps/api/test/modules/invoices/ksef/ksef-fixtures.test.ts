// The fixtures of apps/api/test/fixtures/ksef read to the exact line drafts (FORMATS §3), every field.
import { describe, expect, it } from 'vitest';
import { readKsefFiles } from '../../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { fixture, linesOf } from './ksef-test-files.ts';

describe('FA(3) in PLN (fa3-pln.xml)', () => {
  const invoice = {
    contractorName: 'Leasing Północ Sp. z o.o.',
    taxId: '1132853869',
    // WarunkiTransakcji/Umowy/NrUmowy; the DodatkowyOpis Harmonogram without NrWiersza is every line's.
    agreementNumber: 'UL/2025/001',
    scheduleNumber: '1',
    invoiceNumber: 'FV/2026/03/12',
    invoiceNetAmountPln: 10854.5,
    invoiceGrossAmountPln: 13323.44,
    invoiceNetAmountCurrency: 10854.5,
    invoiceGrossAmountCurrency: 13323.44,
    currency: 'PLN',
    exchangeRate: 1,
    invoiceDate: '2026-03-05',
    paymentDate: '2026-03-19',
    incomeDate: '2026-03-05',
    periodInvoiced: '2026-03-01',
    factoringContractNumber: null,
    isPdfBased: false,
    // FORMATS §3's fields beyond SPEC's line: no KSeF number in a file not named by it, no correction.
    ksefNumber: null,
    invoiceKind: 'VAT',
    correctedInvoiceNumber: null,
    correctedKsefNumber: null,
    correctedInvoiceDate: null,
    correctionReason: null,
    positionNetAmountBefore: null,
    positionVatAmountBefore: null,
    positionGrossAmountBefore: null,
  };

  it('maps each FaWiersz to a line, the VAT of P_14_1 spread over the 23 % lines by their net', async () => {
    expect(await linesOf(fixture('fa3-pln.xml'))).toEqual([
      {
        ...invoice,
        sequence: 1,
        positionDescription: 'Rata leasingowa 3/36 za marzec 2026',
        positionNetAmountPln: 9500,
        positionVatAmountPln: 2185,
        positionGrossAmountPln: 11685,
        positionNetAmountCurrency: 9500,
        positionVatAmountCurrency: 2185,
        positionGrossAmountCurrency: 11685,
        vatRate: 0.23,
        vatRateCode: '23',
      },
      {
        ...invoice,
        sequence: 2,
        // &amp; decoded.
        positionDescription: 'Opłata za zmianę harmonogramu & aneks do umowy',
        // P_14_1 2468.94 spread by net: 9500 → 2185.00, 1234.50 → 283.94 (1234.50 × 0.23 = 283.935 rounds so too).
        positionNetAmountPln: 1234.5,
        positionVatAmountPln: 283.94,
        positionGrossAmountPln: 1518.44,
        positionNetAmountCurrency: 1234.5,
        positionVatAmountCurrency: 283.94,
        positionGrossAmountCurrency: 1518.44,
        vatRate: 0.23,
        vatRateCode: '23',
      },
      {
        ...invoice,
        sequence: 3,
        positionDescription: 'Ubezpieczenie przedmiotu leasingu',
        positionNetAmountPln: 120,
        positionVatAmountPln: 0,
        positionGrossAmountPln: 120,
        positionNetAmountCurrency: 120,
        positionVatAmountCurrency: 0,
        positionGrossAmountCurrency: 120,
        vatRate: 0,
        vatRateCode: 'zw',
      },
    ]);
  });
});

describe('FA(2) in EUR with KursWaluty per line (fa2-eur.xml)', () => {
  const invoice = {
    contractorName: 'Euro Leasing Polska S.A.',
    taxId: '5250001115',
    // No WarunkiTransakcji: the DodatkowyOpis keyed NrUmowy.
    agreementNumber: 'EL/2024/077',
    invoiceNumber: 'EL/11/2025/0042',
    // Σ net: 5254.66 + 4256.51 + 42.60; Σ gross: 6463.24 + 5235.54 + 42.60.
    invoiceNetAmountPln: 9553.77,
    invoiceGrossAmountPln: 11741.38,
    // Σ net: 1234.56 + 1000.05 + 10.00; Σ gross: 1518.51 + 1230.07 + 10.00 (P_15 2758.58).
    invoiceNetAmountCurrency: 2244.61,
    invoiceGrossAmountCurrency: 2758.58,
    currency: 'EUR',
    invoiceDate: '2025-11-28',
    // The first of two TerminPlatnosci.
    paymentDate: '2025-12-12',
    incomeDate: '2025-11-28',
    // No OkresFa: P_6 2025-11-30, its month.
    periodInvoiced: '2025-11-01',
    factoringContractNumber: null,
    isPdfBased: false,
    // FORMATS §3's fields beyond SPEC's line: no KSeF number in a file not named by it, no correction.
    ksefNumber: null,
    invoiceKind: 'VAT',
    correctedInvoiceNumber: null,
    correctedKsefNumber: null,
    correctedInvoiceDate: null,
    correctionReason: null,
    positionNetAmountBefore: null,
    positionVatAmountBefore: null,
    positionGrossAmountBefore: null,
  };

  it('keeps the EUR amounts and converts each to PLN at the line rate, rounded half up', async () => {
    expect(await linesOf(fixture('fa2-eur.xml'))).toEqual([
      {
        ...invoice,
        sequence: 1,
        scheduleNumber: '1',
        positionDescription: 'Rata leasingowa 14/48',
        // 1234.56 × 4.2563 = 5254.657728; VAT 1234.56 × 0.23 = 283.9488 → 283.95, × 4.2563 = 1208.576385.
        positionNetAmountPln: 5254.66,
        positionVatAmountPln: 1208.58,
        positionGrossAmountPln: 6463.24,
        positionNetAmountCurrency: 1234.56,
        positionVatAmountCurrency: 283.95,
        positionGrossAmountCurrency: 1518.51,
        vatRate: 0.23,
        vatRateCode: '23',
        exchangeRate: 4.2563,
      },
      {
        ...invoice,
        sequence: 2,
        // DodatkowyOpis Harmonogram with NrWiersza 2 wins over the invoice's one and over "harmonogram 9" in P_7.
        scheduleNumber: '2',
        positionDescription: 'Rata leasingowa 2/24 – harmonogram 9 (aneks nr 1)',
        // 1000.05 × 4.2563 = 4256.512815; P_11Vat 230.02 as stated (not 230.01), × 4.2563 = 979.034126.
        positionNetAmountPln: 4256.51,
        positionVatAmountPln: 979.03,
        positionGrossAmountPln: 5235.54,
        positionNetAmountCurrency: 1000.05,
        positionVatAmountCurrency: 230.02,
        positionGrossAmountCurrency: 1230.07,
        vatRate: 0.23,
        vatRateCode: '23',
        exchangeRate: 4.2563,
      },
      {
        ...invoice,
        sequence: 3,
        scheduleNumber: '1',
        positionDescription: 'Opłata za ubezpieczenie',
        positionNetAmountPln: 42.6,
        positionVatAmountPln: 0,
        positionGrossAmountPln: 42.6,
        positionNetAmountCurrency: 10,
        positionVatAmountCurrency: 0,
        positionGrossAmountCurrency: 10,
        vatRate: 0,
        vatRateCode: 'zw',
        exchangeRate: 4.26,
      },
    ]);
  });
});

describe('FA(3) with a namespace prefix (fa3-prefixed.xml)', () => {
  it('resolves the elements by their namespace, not their prefix, and reads schedules from P_7', async () => {
    const lines = await linesOf(fixture('fa3-prefixed.xml'));
    expect(lines.map((line) => [line.sequence, line.scheduleNumber, line.vatRate, line.positionVatAmountPln, line.positionGrossAmountPln])).toEqual([
      [1, '3', 0.08, 16, 216],
      [2, '4', 0.05, 5, 105],
      [3, 'A-12', 0, 0, 300],
      [4, null, 0, 0, 40],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({
        // CDATA kept as written.
        contractorName: 'Bałtycki Leasing "B&L" Sp. z o.o.',
        taxId: '5830003332',
        // The P_2 of another namespace is not FA's.
        invoiceNumber: 'BL/2026/04/7',
        // DodatkowyOpis keyed Umowa.
        agreementNumber: 'BL/OP/2024/15',
        invoiceDate: '2026-04-02',
        // No Platnosc: the invoice date.
        paymentDate: '2026-04-02',
        periodInvoiced: '2026-04-01',
        invoiceNetAmountPln: 640,
        invoiceGrossAmountPln: 661,
        currency: 'PLN',
        exchangeRate: 1,
      });
    }
  });
});

describe('a USD invoice with a line without KursWaluty (fa3-usd-missing-rate.xml)', () => {
  it('leaves that line without a rate or PLN amounts, and the invoice without PLN totals: incomplete, not guessed', async () => {
    const [first, second] = await linesOf(fixture('fa3-usd-missing-rate.xml'));
    expect(first).toMatchObject({
      // `PL 113-285-38-69`: digits only.
      taxId: '1132853869',
      agreementNumber: null,
      scheduleNumber: null,
      exchangeRate: 3.9876,
      positionNetAmountPln: 3987.6,
      // 230.00 × 3.9876 = 917.148
      positionVatAmountPln: 917.15,
      positionGrossAmountPln: 4904.75,
      positionNetAmountCurrency: 1000,
      positionVatAmountCurrency: 230,
      positionGrossAmountCurrency: 1230,
      invoiceNetAmountPln: null,
      invoiceGrossAmountPln: null,
      invoiceNetAmountCurrency: 1500,
      invoiceGrossAmountCurrency: 1845,
      periodInvoiced: null,
      paymentDate: '2026-02-10',
    });
    expect(second).toMatchObject({
      exchangeRate: null,
      positionNetAmountPln: null,
      positionVatAmountPln: null,
      positionGrossAmountPln: null,
      positionNetAmountCurrency: 500,
      positionVatAmountCurrency: 115,
      positionGrossAmountCurrency: 615,
      invoiceGrossAmountPln: null,
    });
  });
});

describe('a KOR correcting fa3-pln.xml’s first line (fa3-kor.xml)', () => {
  it('stores the change (−406.50 net, −93.50 VAT, −500.00 gross), the position before and the corrected invoice', async () => {
    expect(await linesOf(fixture('fa3-kor.xml'), '1132853869-20260320-0300000BC123-C7.xml')).toEqual([
      {
        sequence: 1,
        contractorName: 'Leasing Północ Sp. z o.o.',
        taxId: '1132853869',
        agreementNumber: 'UL/2025/001',
        scheduleNumber: '1',
        invoiceNumber: 'FK/2026/03/3',
        positionDescription: 'Rata leasingowa 3/36 za marzec 2026',
        positionNetAmountPln: -406.5,
        positionVatAmountPln: -93.5,
        positionGrossAmountPln: -500,
        positionNetAmountCurrency: -406.5,
        positionVatAmountCurrency: -93.5,
        positionGrossAmountCurrency: -500,
        invoiceNetAmountPln: -406.5,
        invoiceGrossAmountPln: -500,
        invoiceNetAmountCurrency: -406.5,
        invoiceGrossAmountCurrency: -500,
        vatRate: 0.23,
        currency: 'PLN',
        exchangeRate: 1,
        invoiceDate: '2026-03-20',
        paymentDate: '2026-04-03',
        incomeDate: '2026-03-20',
        periodInvoiced: '2026-03-01',
        factoringContractNumber: null,
        isPdfBased: false,
        // Named by its KSeF number: the number is on the line.
        ksefNumber: '1132853869-20260320-0300000BC123-C7',
        invoiceKind: 'KOR',
        vatRateCode: '23',
        correctedInvoiceNumber: 'FV/2026/03/12',
        correctedKsefNumber: '1132853869-20260305-0100001AF629-0D',
        correctedInvoiceDate: '2026-03-05',
        correctionReason: 'Rabat 500,00 zł brutto na ratę 3/36',
        positionNetAmountBefore: 9500,
        positionVatAmountBefore: 2185,
        positionGrossAmountBefore: 11685,
      },
    ]);
  });
});

describe('several files in one request', () => {
  it('answers the lines of every file, in file order', async () => {
    const read = await readKsefFiles([
      { fileName: 'a.xml', bytes: fixture('fa3-pln.xml') },
      { fileName: 'b.xml', bytes: fixture('fa2-eur.xml') },
    ], { skipUnreadable: false });
    expect(read.ok && read.invoices.flatMap((invoice) => invoice.lines).map((line) => `${line.invoiceNumber} ${line.sequence}`)).toEqual([
      'FV/2026/03/12 1',
      'FV/2026/03/12 2',
      'FV/2026/03/12 3',
      'EL/11/2025/0042 1',
      'EL/11/2025/0042 2',
      'EL/11/2025/0042 3',
    ]);
  });

  it('refuses the same invoice twice, naming both files, and stores nothing', async () => {
    const read = await readKsefFiles([
      { fileName: 'a.xml', bytes: fixture('fa3-pln.xml') },
      { fileName: 'b.xml', bytes: fixture('fa2-eur.xml') },
      { fileName: 'a-again.xml', bytes: fixture('fa3-pln.xml') },
    ], { skipUnreadable: false });
    expect(read).toEqual({
      ok: false,
      errors: [{ propertyName: 'file: a-again.xml', key: 'ksef.duplicateInvoice', params: { invoiceNumber: 'FV/2026/03/12', file: 'a.xml' } }],
    });
  });

  it('answers only errors when one file of several is wrong (all or nothing)', async () => {
    const read = await readKsefFiles([
      { fileName: 'good.xml', bytes: fixture('fa3-pln.xml') },
      { fileName: 'bad.xml', bytes: Buffer.from('<Faktura xmlns="urn:other"/>') },
    ], { skipUnreadable: false });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors.map((error) => error.propertyName)).toEqual(['file: bad.xml']);
  });

  it('answers a field error on file when no file is given', async () => {
    expect(await readKsefFiles([], { skipUnreadable: false })).toEqual({ ok: false, errors: [{ propertyName: 'file', key: 'invoices.file.required' }] });
  });
});
