import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementImportMaxFigureRows, agreementImportMaxFigureRowsOnServer, type ContractorDto } from '@leasedesk/contract';
import { multipartFile } from '../../support/multipart.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { agreementCsv, createContractor, storedCounts, tokensOf, uploadAgreements, type CsvTest } from './support.ts';

/**
 * One import writes at most agreementImportMaxFigureRows schedule and depreciation rows, all its
 * agreements together, counted from the file before anything is calculated or stored; on a PostgreSQL server, which
 * stores them by COPY, agreementImportMaxFigureRowsOnServer.
 */
let t: TestApp;
let s: CsvTest;
let ifrsLessor: ContractorDto;
let csiLessor: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  s = await tokensOf(t);
  ifrsLessor = await createContractor(t, s.ifrs, 'Leasing Długi Sp. z o.o.', validTaxId(431_000_001));
  csiLessor = await createContractor(t, s.csi, 'Leasing Długi Sp. z o.o.', ifrsLessor.taxId);
});
afterAll(async () => t.close());

/** The limit of the database the tests run on. */
const limit = () => (t.databaseKind === 'postgres' ? agreementImportMaxFigureRowsOnServer : agreementImportMaxFigureRows);
/** 1 200 000 as the messages write it (a no-break space between thousands). */
const written = (rows: number) => rows.toLocaleString('en-US').replaceAll(',', '\u00a0');

const row = (contractNumber: string, termInMonths: number, overrides: Record<string, string> = {}): Record<string, string> => ({
  contractorTaxId: ifrsLessor.taxId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: String(termInMonths),
  rentPaymentAmount: '1000',
  paymentInterval: '0',
  residualValue: '',
  residualValueSettlement: '',
  ...overrides,
});

/**
 * Under IFRS16 exactly the limit: 1 200 months write 1 200 schedule rows and 1 200 depreciation periods, so 41 of
 * them and one of 800 months make 98 400 + 1 600 = 100 000 (on a server 499 of them and one more of 1 200 months make
 * 1 197 600 + 2 400 = 1 200 000).
 */
const lastTerm = () => (limit() % 2400 === 0 ? 1200 : (limit() % 2400) / 2);
const atLimit = () => {
  const longOnes = (limit() - 2 * lastTerm()) / 2400;
  return [...Array.from({ length: longOnes }, (_, index) => row(`LONG/${index}`, 1200)), row('LONG/LAST', lastTerm())];
};
/**
 * Three rows more than the limit: a residual value settled in an additional month adds a schedule row, and a month
 * paid quarterly (a term lease-math refuses) would write a schedule row and a period were it calculated.
 */
const overLimit = () => [...atLimit().slice(0, -1), row('LONG/LAST', lastTerm(), { residualValue: '5000', residualValueSettlement: '1' }), row('QUARTER/1', 1, { paymentInterval: '1' })];

function upload(token: string, rows: Record<string, string>[], options: { dryRun?: boolean; language?: string } = {}) {
  const { body, headers } = multipartFile('file', 'umowy.csv', 'text/csv', Buffer.from(agreementCsv(rows), 'utf8'));
  const query = options.dryRun ? '?dryRun=true' : '';
  return t.call<unknown>('POST', `/api/leaseagreement/csv${query}`, { token, body, headers: { ...headers, 'accept-language': options.language ?? 'en' } });
}

describe('schedule and depreciation rows one import writes', () => {
  it('takes a file at the limit: its dry run calculates every agreement', async () => {
    expect(agreementImportMaxFigureRows).toBe(100_000);
    expect(agreementImportMaxFigureRowsOnServer).toBe(1_200_000);
    const reply = await uploadAgreements(t, s.ifrs, agreementCsv(atLimit()), { dryRun: true });
    expect(reply.body.success).toBe(true);
    expect(reply.body.value?.count).toBe(t.databaseKind === 'postgres' ? 500 : 42);
    // the schedule half of the limit; depreciation has as many periods as months
    expect(reply.body.value?.agreements.reduce((total, agreement) => total + agreement.scheduleRows, 0)).toBe(limit() / 2);
  });

  it('refuses a file beyond it at once, naming the limit and what the file would write, in both languages; nothing stored', async () => {
    const before = await storedCounts(t, s.ifrsId);
    for (const dryRun of [false, true]) {
      const reply = await upload(s.ifrs, overLimit(), { dryRun });
      expect(reply.status).toBe(200);
      // The refused quarterly row has no error of its own: nothing was calculated.
      expect(reply.body).toMatchObject({
        success: false,
        value: null,
        errors: [{ propertyName: 'file', message: `This file would write ${written(limit() + 3)} rows of schedules and depreciation; one import writes at most ${written(limit())}: split it into several files` }],
      });
      expect(reply.body.errors).toHaveLength(1);
    }
    const polish = await upload(s.ifrs, overLimit(), { language: 'pl' });
    expect(polish.body.errors).toEqual([
      { propertyName: 'file', message: `Wiersze harmonogramów i amortyzacji, które zapisałby ten plik: ${written(limit() + 3)}; jeden import zapisuje najwyżej ${written(limit())}. Podziel go na kilka plików` },
    ]);
    expect(await storedCounts(t, s.ifrsId)).toEqual(before);
  });

  it('counts the rows of the client’s standard: under CSI no depreciation, so the same file is calculated and its own errors answered', async () => {
    // CSI's 90 % test needs the equipment's cost
    const rows = overLimit().map((values) => ({ ...values, contractorTaxId: csiLessor.taxId, totalEquipmentCost: '500000' }));
    const reply = await upload(s.csi, rows, { dryRun: true });
    expect(reply.body.success).toBe(false);
    // the quarterly row, last of the file (row 44 on the embedded database)
    expect(reply.body.errors.map((error) => error.propertyName)).toEqual([`row ${rows.length + 1}: termInMonths`]);
  });
});
