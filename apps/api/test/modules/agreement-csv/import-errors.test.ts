import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type ContractorDto, type LeaseAgreementDto } from '@leasedesk/contract';
import { csvMaxBytes } from '../../../src/lib/csv/csv-limits.ts';
import { multipartFile } from '../../support/multipart.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { agreementCsv, createContractor, createSalesPerson, storedCounts, tokensOf, uploadAgreements, type CsvTest } from './support.ts';

/** FORMATS §1 and §4's refusals: every error at once by row and column, nothing stored, limits, hostile files. */
let t: TestApp;
let s: CsvTest;
let lessor: ContractorDto;
let othersContractor: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  s = await tokensOf(t);
  lessor = await createContractor(t, s.csi, 'Leasing Północ Sp. z o.o.', validTaxId(417_000_001));
  othersContractor = await createContractor(t, s.ifrs, 'Kontrahent innego klienta', validTaxId(417_000_002));
  await createSalesPerson(t, s.csi, 'Jan', 'Nowak');
  await createSalesPerson(t, s.csi, 'Jan', 'Nowak');
});
afterAll(async () => t.close());

/** DOMAIN §12 A for the lessor under the given numbers, with any cell replaced. */
const row = (contractNumber: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  contractorTaxId: lessor.taxId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-03-01',
  termInMonths: '36',
  rentPaymentAmount: '9500',
  totalEquipmentCost: '100000',
  salesPersonCommission: '1500',
  subRentAndArrangmentFee: '500',
  residualValue: '5000',
  paymentDue: '0',
  paymentInterval: '1',
  residualValueSettlement: '1',
  accountingStandard: '',
  incrementalBorrowingRate: '',
  shouldRateBeCalculated: '',
  salesPerson: '',
  ...overrides,
});

const propertiesOf = (errors: { propertyName: string }[]) => errors.map((error) => error.propertyName);

describe('every error at once, named by row and column', () => {
  it('names each kind of error on its row and column, in row order, and stores nothing', async () => {
    const stored = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: s.csi, body: { contractorId: lessor.id, contractNumber: 'STORED/1', scheduleNumber: '1', startingDate: '2025-03-01', termInMonths: 36, rentPaymentAmount: 9500, totalEquipmentCost: 100_000, paymentInterval: 1 } });
    expect(stored.body.success).toBe(true);
    const before = await storedCounts(t, s.csiId);
    const unknownTaxId = validTaxId(417_999_001);
    const file = agreementCsv([
      row('GOOD/1'),
      row('E/3', { contractorTaxId: '1234567890' }),
      row('E/4', { contractorTaxId: unknownTaxId }),
      row('E/5', { contractorTaxId: othersContractor.taxId }),
      row('E/6', { salesPerson: 'Nikt Nieznany' }),
      row('E/7', { salesPerson: 'jan  NOWAK' }),
      row('E/8', { termInMonths: '37' }),
      row('E/9', { paymentInterval: '7' }),
      row('E/10', { rentPaymentAmount: '-5,00' }),
      row('E/11', { startingDate: '31.02.2025' }),
      row('STORED/1'),
      row('TWICE/1'),
      row('TWICE/1'),
      row('E/15', { accountingStandard: '1' }),
      row('E/16', { incrementalBorrowingRate: 'sześć' }),
      row('E/17', { rentPaymentAmount: '100' }),
      row('E/18', { termInMonths: '12,5' }),
      row('E/19', { shouldRateBeCalculated: 'może' }),
      row('', {}),
      row('E/21', { contractorTaxId: unknownTaxId, rentPaymentAmount: '-1' }),
    ]);
    const reply = await uploadAgreements(t, s.csi, file);
    expect([reply.status, reply.body.success, reply.body.value]).toEqual([200, false, null]);
    expect(propertiesOf(reply.body.errors)).toEqual([
      'row 3: contractorTaxId',
      'row 4: contractorTaxId',
      'row 5: contractorTaxId',
      'row 6: salesPerson',
      'row 7: salesPerson',
      'row 8: termInMonths',
      'row 9: paymentInterval',
      'row 10: rentPaymentAmount',
      'row 11: startingDate',
      'row 12: scheduleNumber',
      'row 14: scheduleNumber',
      'row 15: accountingStandard',
      'row 16: incrementalBorrowingRate',
      'row 17: rentPaymentAmount',
      'row 18: termInMonths',
      'row 19: shouldRateBeCalculated',
      'row 20: contractNumber',
      'row 21: contractorTaxId',
      'row 21: rentPaymentAmount',
    ]);
    const message = (property: string) => reply.body.errors.find((error) => error.propertyName === property)?.message;
    expect(message('row 3: contractorTaxId')).toBe(formatMessage('en', 'csv.taxId'));
    expect(message('row 4: contractorTaxId')).toBe(`No contractor of this client has tax id ${unknownTaxId}`);
    expect(message('row 5: contractorTaxId')).toBe(`No contractor of this client has tax id ${othersContractor.taxId}`);
    expect(message('row 6: salesPerson')).toBe('No sales person of this client is named Nikt Nieznany');
    expect(message('row 7: salesPerson')).toBe(formatMessage('en', 'csv.agreement.salesPersonAmbiguous', { name: 'jan  NOWAK' }));
    expect(message('row 8: termInMonths')).toBe('The term (37 months) must be a whole multiple of the payment interval (quarterly: 3 months).');
    expect(message('row 9: paymentInterval')).toBe('Choose one of: 0, 1, 2, 3');
    expect(message('row 10: rentPaymentAmount')).toBe('Rent payment must not be negative (got -5,00).');
    expect(message('row 11: startingDate')).toBe('Expected a date that exists in the calendar');
    expect(message('row 12: scheduleNumber')).toBe('This contractor already has an agreement with this contract number and schedule number');
    expect(message('row 14: scheduleNumber')).toBe('Row 13 already has this contractor’s contract number and schedule number');
    expect(message('row 15: accountingStandard')).toBe('This client keeps its agreements under CSI; an agreement cannot use another standard');
    expect(message('row 16: incrementalBorrowingRate')).toBe(formatMessage('en', 'csv.agreement.rate'));
    expect(message('row 17: rentPaymentAmount')).toMatch(/^The payments total .* less than /);
    expect(message('row 18: termInMonths')).toBe('Enter a whole number');
    expect(message('row 20: contractNumber')).toBe('A value is required');
    expect(await storedCounts(t, s.csiId)).toEqual(before);
  });

  it('words the errors in the caller’s language', async () => {
    const unknownTaxId = validTaxId(417_999_101);
    const { body, headers } = multipartFile('file', 'umowy.csv', 'text/csv', Buffer.from(agreementCsv([row('PL/1', { contractorTaxId: unknownTaxId })])));
    const reply = await t.call('POST', '/api/leaseagreement/csv', { token: s.csi, body, headers: { ...headers, 'accept-language': 'pl' } });
    expect(reply.body.errors).toEqual([{ propertyName: 'row 2: contractorTaxId', message: `Żaden kontrahent tego klienta nie ma NIP ${unknownTaxId}` }]);
  });

  it('answers at most 100 errors, the first 100 in row order', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => row(`MANY/${index}`, { contractorTaxId: '1111111111' }));
    const reply = await uploadAgreements(t, s.csi, agreementCsv(rows));
    expect(reply.body.errors).toHaveLength(100);
    expect(reply.body.errors[0]?.propertyName).toBe('row 2: contractorTaxId');
    expect(reply.body.errors[99]?.propertyName).toBe('row 101: contractorTaxId');
  });

  it('names header errors on row 1: an unknown column, a missing required one', async () => {
    const reply = await uploadAgreements(t, s.csi, 'contractorTaxId;contractNumber;startingDate;termInMonths;rentPaymentAmount;colour\r\n1;2;3;4;5;6\r\n');
    expect(propertiesOf(reply.body.errors)).toEqual(['row 1: colour', 'row 1: scheduleNumber']);
  });
});

describe('every error of a row at once: unreadable cells, and the rules on the others', () => {
  const threeErrors = () => agreementCsv([row('THREE/1', { startingDate: '31.02.2025', termInMonths: '35', paymentInterval: '1', rentPaymentAmount: '-100' })]);

  it('names a bad date, a 35-month term on quarterly payments and a negative rent on one row, in column order; the dry run the same; nothing stored', async () => {
    const before = await storedCounts(t, s.csiId);
    const expected = [
      { propertyName: 'row 2: startingDate', message: 'Expected a date that exists in the calendar' },
      { propertyName: 'row 2: termInMonths', message: 'The term (35 months) must be a whole multiple of the payment interval (quarterly: 3 months).' },
      { propertyName: 'row 2: rentPaymentAmount', message: 'Rent payment must not be negative (got -100,00).' },
    ];
    const dryRun = await uploadAgreements(t, s.csi, threeErrors(), { dryRun: true });
    expect([dryRun.status, dryRun.body.success, dryRun.body.errors]).toEqual([200, false, expected]);
    const imported = await uploadAgreements(t, s.csi, threeErrors());
    expect([imported.status, imported.body.success, imported.body.errors]).toEqual([200, false, expected]);
    expect(await storedCounts(t, s.csiId)).toEqual(before);
  });

  it('words the three in Polish', async () => {
    const { body, headers } = multipartFile('file', 'umowy.csv', 'text/csv', Buffer.from(threeErrors()));
    const reply = await t.call('POST', '/api/leaseagreement/csv?dryRun=true', { token: s.csi, body, headers: { ...headers, 'accept-language': 'pl' } });
    expect(reply.body.errors).toEqual([
      { propertyName: 'row 2: startingDate', message: 'Oczekiwano daty istniejącej w kalendarzu' },
      { propertyName: 'row 2: termInMonths', message: 'Okres umowy (35 mies.) musi być całkowitą wielokrotnością częstotliwości płatności (kwartalnie: 3 mies.).' },
      { propertyName: 'row 2: rentPaymentAmount', message: 'Pole „Rata czynszu” nie może być ujemne (podano -100,00).' },
    ]);
  });

  it('skips every rule that involves an unreadable cell, never checking it against a stand-in', async () => {
    const withRentFree = (contractNumber: string, overrides: Record<string, string>) => row(contractNumber, { rentFreePeriodInMonths: '12', ...overrides });
    const reply = await uploadAgreements(t, s.csi, agreementCsv([
      // a rent-free period against an unreadable term, a term against an unreadable interval
      withRentFree('SKIP/1', { termInMonths: 'trzy lata' }),
      withRentFree('SKIP/2', { termInMonths: '35', paymentInterval: 'kwartalnie' }),
      // an unreadable tax id: neither an unknown contractor nor a duplicate, yet the other cells are checked
      withRentFree('STORED/1', { contractorTaxId: '1234567890', rentPaymentAmount: '-1' }),
    ]), { dryRun: true });
    expect(reply.body.errors).toEqual([
      { propertyName: 'row 2: termInMonths', message: formatMessage('en', 'csv.number') },
      { propertyName: 'row 3: paymentInterval', message: formatMessage('en', 'csv.number') },
      { propertyName: 'row 4: contractorTaxId', message: formatMessage('en', 'csv.taxId') },
      { propertyName: 'row 4: rentPaymentAmount', message: 'Rent payment must not be negative (got -1,00).' },
    ]);
  });

  it('still calculates a row whose unreadable cells the figures never read, for the errors of its figures', async () => {
    const reply = await uploadAgreements(t, s.csi, agreementCsv([row('CALC/1', { contractorTaxId: '1234567890', rentPaymentAmount: '100', assetName: 'x'.repeat(301) })]), { dryRun: true });
    expect(propertiesOf(reply.body.errors)).toEqual(['row 2: contractorTaxId', 'row 2: rentPaymentAmount', 'row 2: assetName']);
    expect(reply.body.errors[1]?.message).toMatch(/^The payments total .* less than /);
  });

  it('answers the first 100 errors in row and column order: every error of the first rows, not the first error of 100 rows', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => row(`CAP/${index}`, { startingDate: '31.02.2025', termInMonths: '35', rentPaymentAmount: '-100' }));
    const reply = await uploadAgreements(t, s.csi, agreementCsv(rows), { dryRun: true });
    const places = propertiesOf(reply.body.errors);
    expect(places).toHaveLength(100);
    expect(places.slice(0, 4)).toEqual(['row 2: startingDate', 'row 2: termInMonths', 'row 2: rentPaymentAmount', 'row 3: startingDate']);
    expect(places.slice(-2)).toEqual(['row 34: rentPaymentAmount', 'row 35: startingDate']);
  });
});

describe('duplicates and dry runs', () => {
  const file = () => agreementCsv([row('DUP/1'), row('DUP/1', { scheduleNumber: '2' })]);

  it('a dry run answers the figures and stores nothing', async () => {
    const before = await storedCounts(t, s.csiId);
    const reply = await uploadAgreements(t, s.csi, file(), { dryRun: true });
    expect(reply.body.value).toMatchObject({ dryRun: true, count: 2, agreements: [{ row: 2, scheduleNumber: '1', leaseAgreementId: null, initialValue: 101_000, scheduleRows: 37 }, { row: 3, scheduleNumber: '2', leaseAgreementId: null }] });
    expect(reply.body.value?.agreements[0]?.rate).toBeCloseTo(0.119294, 6);
    expect(await storedCounts(t, s.csiId)).toEqual(before);
    // A dry run of a bad file answers its errors, as the import would.
    expect(propertiesOf((await uploadAgreements(t, s.csi, agreementCsv([row('DRY/1', { termInMonths: '0' })]), { dryRun: true })).body.errors)).toEqual(['row 2: termInMonths']);
  });

  it('a second import of the same file is refused as duplicates, row by row; a deleted agreement’s numbers are free again', async () => {
    const first = await uploadAgreements(t, s.csi, file());
    expect(first.body.value?.count).toBe(2);
    const before = await storedCounts(t, s.csiId);
    const again = await uploadAgreements(t, s.csi, file());
    expect(propertiesOf(again.body.errors)).toEqual(['row 2: scheduleNumber', 'row 3: scheduleNumber']);
    expect(await storedCounts(t, s.csiId)).toEqual(before);
    const [deleted] = first.body.value?.agreements ?? [];
    expect((await t.call('DELETE', `/api/leaseagreements/${deleted?.leaseAgreementId}`, { token: s.csi })).body.success).toBe(true);
    expect(propertiesOf((await uploadAgreements(t, s.csi, file())).body.errors)).toEqual(['row 3: scheduleNumber']);
    expect((await uploadAgreements(t, s.csi, agreementCsv([row('DUP/1')]))).body.value?.count).toBe(1);
  });

  it('two imports of one file at once store it once; the other is refused on the numbers (on PostgreSQL truly at once)', async () => {
    const before = await storedCounts(t, s.csiId);
    const racing = agreementCsv([row('RACE/1'), row('RACE/2'), row('RACE/3')]);
    const replies = await Promise.all([uploadAgreements(t, s.csi, racing), uploadAgreements(t, s.csi, racing)]);
    expect(replies.map((reply) => [reply.status, reply.body.success]).sort()).toEqual([[200, false], [200, true]]);
    const refused = replies.find((reply) => !reply.body.success);
    expect(refused?.body.errors.every((error) => error.propertyName.endsWith('scheduleNumber'))).toBe(true);
    expect(await storedCounts(t, s.csiId)).toMatchObject({ agreements: (before?.agreements ?? 0) + 3, calculations: (before?.calculations ?? 0) + 3 });
  });

  it('the same numbers twice in one file are refused on the later row; under another contractor they are not duplicates', async () => {
    const second = await createContractor(t, s.csi, 'Drugi leasingodawca', validTaxId(417_000_101));
    const twice = await uploadAgreements(t, s.csi, agreementCsv([row('IN/1'), row('X/1'), row('IN/1'), row('IN/1', { contractorTaxId: second.taxId })]));
    expect(twice.body.errors).toEqual([{ propertyName: 'row 4: scheduleNumber', message: 'Row 2 already has this contractor’s contract number and schedule number' }]);
  });
});

describe('limits, uploads and hostile files', () => {
  it('answers 413 beyond 10 MB and 415 for a body that is not multipart; no file is a field error on file', async () => {
    const before = await storedCounts(t, s.csiId);
    const big = Buffer.concat([Buffer.from(agreementCsv([row('BIG/1')])), Buffer.alloc(csvMaxBytes, ' ')]);
    const tooBig = await uploadAgreements(t, s.csi, big);
    expect([tooBig.status, tooBig.body.success]).toEqual([413, false]);
    const json = await t.call('POST', '/api/leaseagreement/csv', { token: s.csi, body: { file: 'x' } });
    expect(json.status).toBe(415);
    const { body, headers } = multipartFile('other', 'umowy.csv', 'text/csv', Buffer.from(agreementCsv([row('NOFILE/1')])));
    const noFile = await t.call('POST', '/api/leaseagreement/csv', { token: s.csi, body, headers });
    expect(propertiesOf(noFile.body.errors)).toEqual(['file']);
    expect(await storedCounts(t, s.csiId)).toEqual(before);
  });

  it('refuses more than 50 000 data rows', async () => {
    const line = `${lessor.taxId};R;1;2025-03-01;36;9500\r\n`;
    const reply = await uploadAgreements(t, s.csi, `contractorTaxId;contractNumber;scheduleNumber;startingDate;termInMonths;rentPaymentAmount\r\n${line.repeat(50_001)}`);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.at(-1)?.propertyName).toBe('row 50002');
  });

  it('answers hostile cells and files with the envelope, never a 500; of the files only the good one is stored', async () => {
    const before = await storedCounts(t, s.csiId);
    const hostileCells = [
      '\u0000', 'x'.repeat(100_000), '=cmd|\' /C calc\'!A0', '1e308', '99999999999999999999999', '-0', '0x1F', 'NaN', 'Infinity', '１２', '٣', '9'.repeat(400),
      '9 999 999 999 999,99', '0000-00-00', '29.02.2023', '31.12.9999', '"', '""', '\'', '%', '__proto__', 'true', '1,5%', '%%', '-%', '1 000 000 %',
    ];
    const columns = Object.keys(row('H'));
    for (const text of hostileCells) {
      for (const column of columns) {
        const reply = await uploadAgreements(t, s.csi, agreementCsv([row(`H/${column}`, { [column]: text })]), { dryRun: true });
        expect([200, 413], `${column} = ${text.slice(0, 20)}`).toContain(reply.status);
        expect(typeof reply.body.success).toBe('boolean');
      }
    }
    const files: (string | Buffer)[] = [
      '', '\uFEFF', '\r\n\r\n', ';;;;', 'contractorTaxId', '"unclosed;quote\r\n1;2', Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00]), Buffer.alloc(1000, 0), '\u0000;\u0000\r\n\u0000;\u0000',
      `${Object.keys(row('H')).join(';')}\r\n${'a;'.repeat(5000)}`, `${Object.keys(row('H')).join(',')}\r\n${Object.values(row('H/comma')).join(',')}`,
    ];
    for (const file of files) {
      const reply = await uploadAgreements(t, s.csi, file);
      expect(reply.status, JSON.stringify(file).slice(0, 40)).toBe(200);
      expect(typeof reply.body.success).toBe('boolean');
    }
    // The cells went through dry runs; of the files, the comma-separated one is good and stored its agreement.
    expect(await storedCounts(t, s.csiId)).toMatchObject({ agreements: (before?.agreements ?? 0) + 1 });
  });

  it('every route needs a tenant token', async () => {
    const { body, headers } = multipartFile('file', 'umowy.csv', 'text/csv', Buffer.from(agreementCsv([row('AUTH/1')])));
    expect((await t.call('POST', '/api/leaseagreement/csv', { body, headers })).status).toBe(401);
    expect((await t.call('GET', '/api/leaseagreements/csv')).status).toBe(401);
    expect((await t.call('GET', '/api/leaseagreement/csv/template')).status).toBe(401);
    expect((await t.call('GET', '/api/leaseagreements/csv', { token: s.user })).status).toBe(403);
  });
});
