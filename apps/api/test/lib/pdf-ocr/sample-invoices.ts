import type { PdfInvoiceFixture } from '../../support/pdf-invoices.ts';

/** A one-page leasing invoice in PLN, with every optional line and Polish diacritics in both parties. */
/** Whose file a test reads when it does not matter: one tenant, one user. */
export const testOwner = { tenantId: 1, userId: 1 } as const;

export const leasingInvoice: PdfInvoiceFixture = {
  number: 'FV/2025/03/0147',
  issueDate: '15.03.2025',
  saleDate: '15.03.2025',
  dueDate: '29.03.2025',
  seller: { name: 'Leasing Północ Sp. z o.o.', nip: '526-000-12-46' },
  buyer: { name: 'Żółć i Gęś S.A.', nip: '123-456-32-18' },
  agreementNumber: 'UL/2023/0042',
  scheduleNumber: 'H/0042/1',
  period: '2025-03',
  positions: [{ description: 'Rata leasingowa 15/36', net: '9 500,00', vatRate: '23%', vat: '2 185,00', gross: '11 685,00' }],
  totals: { net: '9 500,00', vat: '2 185,00', gross: '11 685,00' },
  toPay: '11 685,00 PLN',
};

/** Two pages: an invoice in EUR whose last two positions (one VAT-exempt) and the totals are on page 2. */
export const twoPageEuroInvoice: PdfInvoiceFixture = {
  number: 'FV/2025/04/0003',
  issueDate: '01.04.2025',
  dueDate: '15.04.2025',
  seller: { name: 'Leasing Północ Sp. z o.o.', nip: '526-000-12-46' },
  buyer: { name: 'Przedsiębiorstwo Łódź-Śródmieście sp.j.', nip: '725-18-01-126' },
  agreementNumber: 'UL/2024/0777',
  period: '2025-04',
  currency: { code: 'EUR', rate: '4,3125' },
  positions: [
    { description: 'Rata leasingowa 4/48', net: '2 000,00', vatRate: '23%', vat: '460,00', gross: '2 460,00' },
    { description: 'Odsetki', net: '312,45', vatRate: '23%', vat: '71,86', gross: '384,31' },
    { description: 'Ubezpieczenie pojazdu', net: '95,00', vatRate: 'zw', vat: '0,00', gross: '95,00' },
  ],
  totals: { net: '2 407,45', vat: '531,86', gross: '2 939,31' },
  toPay: '2 939,31 EUR',
  positionsOnSecondPage: 2,
};
