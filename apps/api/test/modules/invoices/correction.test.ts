import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type InvoiceLine } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { completeLine, invoiceOf, lessor, scheduleRowOf, storedLine, storeReport, type Lessor } from './support-send.ts';

/**
 * The correction of one invoice (SPEC §2 /correctInvoice, §5): the rows are the whole invoice,
 * it is matched again (DOMAIN §11), a stale reading is a 409, and another tenant's lines are a 404 even under
 * the same report name. Tenant A is the CSI demo tenant, B the IFRS16 one (the demo user is in both).
 */
let t: TestApp;
let a: string;
let b: string;
let aId: number;
let bId: number;
let north: Lessor;
let second: Lessor;

const en = formatMessage.bind(null, 'en');
type Row = Partial<InvoiceLine> & Record<string, unknown>;
const put = (token: string, body: unknown) => t.call<InvoiceLine[]>('PUT', '/api/invoices', { token, body });
/** What GET answered, sent back as the editor sends it (every field of the line). */
const asRows = (lines: InvoiceLine[]): Row[] => lines.map((line) => ({ ...line }));

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  aId = t.seed.tenantIds.csi;
  bId = t.seed.tenantIds.ifrs16;
  north = await lessor(t, a, 'Leasing Północ Sp. z o.o.', 771_100_001, 'K/1');
  second = await lessor(t, a, 'Leasing Południe S.A.', 771_100_101, 'K/2');
});
afterAll(async () => t.close());

describe('GET /api/reports/{name}/invoices/{number}', () => {
  it('answers every line of the invoice in line order, with its match and revision', async () => {
    await storeReport(t, aId, 'Odczyt', [completeLine(north, 'FV/R/1', 500, 115), completeLine(north, 'FV/R/1', 100, 23, { agreementNumber: null }), completeLine(north, 'FV/R/2', 1, 0.23)]);
    const lines = await invoiceOf(t, a, 'Odczyt', 'FV/R/1');
    const march = await scheduleRowOf(t, aId, north.agreement.id, '2025-03');
    expect(lines.map((l) => [l.sequence, l.positionNetAmountPln, l.areInvoiceDetailsComplete, l.revision])).toEqual([
      [1, 500, true, 1],
      [2, 100, false, 1],
    ]);
    expect(lines[0]).toMatchObject({ name: 'Odczyt', leaseAgreementId: north.agreement.id, leaseAmortizationId: march.id, interests: march.interests, principal: march.principal });
  });

  it('an unknown invoice or report is 404', async () => {
    const unknownInvoice = await t.call('GET', '/api/reports/Odczyt/invoices/FV%2FX', { token: a });
    expect(unknownInvoice.status).toBe(404);
    expect(unknownInvoice.body.errors).toEqual([{ propertyName: '', message: en('common.notFound.invoice') }]);
    expect((await t.call('GET', '/api/reports/Nieznany/invoices/FV%2FR%2F1', { token: a })).status).toBe(404);
  });
});

describe('PUT /api/invoices: matching again', () => {
  it('a corrected agreement number matches the line, takes the schedule row’s figures and makes it complete', async () => {
    await storeReport(t, aId, 'Dopasowanie', [completeLine(north, 'FV/M/1', 500, 115), completeLine(north, 'FV/M/1', 100, 23, { agreementNumber: 'BRAK' })]);
    const read = await invoiceOf(t, a, 'Dopasowanie', 'FV/M/1');
    expect(read[1]).toMatchObject({ doesAgreementExist: false, doesAmortizationExist: false, areInvoiceDetailsComplete: false, interests: null });
    const rows = asRows(read);
    rows[1] = { ...rows[1], agreementNumber: 'K/1', taxId: `PL ${north.taxId.slice(0, 3)}-${north.taxId.slice(3, 6)}-${north.taxId.slice(6, 8)}-${north.taxId.slice(8)}` };
    const reply = await put(a, rows);
    expect(reply.body.errors).toEqual([]);
    const march = await scheduleRowOf(t, aId, north.agreement.id, '2025-03');
    expect(reply.body.value?.[1]).toMatchObject({
      id: read[1]?.id, taxId: north.taxId, leaseAgreementId: north.agreement.id, leaseAmortizationId: march.id,
      doesAgreementExist: true, doesAmortizationExist: true, areInvoiceDetailsComplete: true, revision: 2,
    });
    // DOMAIN §11: the row's interest and principal stay on the line with the larger net (500), the 100 carries 0.00.
    expect(reply.body.value?.map((l) => [l.positionNetAmountPln, l.interests, l.principal])).toEqual([[500, march.interests, march.principal], [100, 0, 0]]);
    // Every line of the invoice carries the new revision, and the database holds the match.
    expect(reply.body.value?.map((l) => l.revision)).toEqual([2, 2]);
    expect(await storedLine(t, aId, read[1]?.id ?? 0)).toMatchObject({ taxId: north.taxId, leaseAgreementId: north.agreement.id, leaseAmortizationId: march.id, areInvoiceDetailsComplete: true });
  });

  it('another agreement and another month re-match the line to that agreement’s row of that month', async () => {
    await storeReport(t, aId, 'Zmiana', [completeLine(north, 'FV/Z/1', 500, 115)]);
    const [line] = await invoiceOf(t, a, 'Zmiana', 'FV/Z/1');
    const reply = await put(a, [{ ...line, agreementNumber: 'K/2', taxId: second.taxId, contractorName: second.contractor.name, periodInvoiced: '2025-04-17' }]);
    const april = await scheduleRowOf(t, aId, second.agreement.id, '2025-04');
    expect(reply.body.value?.[0]).toMatchObject({ leaseAgreementId: second.agreement.id, leaseAmortizationId: april.id, periodInvoiced: '2025-04-01', interests: april.interests, principal: april.principal });
  });

  it('a line that no longer matches loses its match and becomes incomplete', async () => {
    await storeReport(t, aId, 'Utrata', [completeLine(north, 'FV/U/1', 500, 115)]);
    const [line] = await invoiceOf(t, a, 'Utrata', 'FV/U/1');
    const reply = await put(a, [{ ...line, scheduleNumber: '99' }]);
    expect(reply.body.value?.[0]).toMatchObject({ leaseAgreementId: null, leaseAmortizationId: null, interests: null, principal: null, areInvoiceDetailsComplete: false });
  });
});

describe('PUT /api/invoices: adding and removing lines', () => {
  it('a row without id is a new line after the last; a stored line left out is removed', async () => {
    const { lineIds } = await storeReport(t, aId, 'Pozycje', [completeLine(north, 'FV/P/1', 500, 115), completeLine(north, 'FV/P/1', 100, 23), completeLine(north, 'FV/P/1', 10, 2.3)]);
    const read = await invoiceOf(t, a, 'Pozycje', 'FV/P/1');
    const added = { ...read[0], id: undefined, revision: undefined, positionDescription: 'Opłata dodatkowa', positionNetAmountPln: 40.1, positionVatAmountPln: 9.22, positionGrossAmountPln: null };
    const reply = await put(a, { details: [read[0], read[2], added] });
    expect(reply.body.errors).toEqual([]);
    const lines = reply.body.value ?? [];
    expect(lines.map((l) => [l.sequence, l.positionDescription, l.positionNetAmountPln, l.positionGrossAmountPln])).toEqual([
      [1, 'Rata FV/P/1', 500, 615],
      [3, 'Rata FV/P/1', 10, 12.3],
      // The gross defaults to net + VAT, to the cent.
      [4, 'Opłata dodatkowa', 40.1, 49.32],
    ]);
    expect(lines[2]).toMatchObject({ name: 'Pozycje', leaseAgreementId: north.agreement.id, areInvoiceDetailsComplete: true, revision: 2 });
    expect(await storedLine(t, aId, lineIds[1] ?? 0)).toBeUndefined();
    expect(await invoiceOf(t, a, 'Pozycje', 'FV/P/1')).toEqual(lines);
  });

  it('a body without any id names the invoice by report name and number: its lines are replaced', async () => {
    const { lineIds } = await storeReport(t, aId, 'Bez id', [completeLine(north, 'FV/B/1', 500, 115)]);
    const reply = await put(a, [{ name: 'Bez id', invoiceNumber: 'FV/B/1', contractorName: north.contractor.name, positionNetAmountPln: 7, vatRate: 0.08 }]);
    expect(reply.body.value?.map((l) => [l.sequence, l.positionNetAmountPln, l.vatRate, l.areInvoiceDetailsComplete])).toEqual([[2, 7, 0.08, false]]);
    expect(await storedLine(t, aId, lineIds[0] ?? 0)).toBeUndefined();
    const unknown = await put(a, [{ name: 'Bez id', invoiceNumber: 'FV/NIE', positionNetAmountPln: 7 }]);
    expect(unknown.status).toBe(404);
    expect((await put(a, [{ name: 'Nie ma takiego', invoiceNumber: 'FV/B/1' }])).status).toBe(404);
  });
});

describe('PUT /api/invoices: the largest invoice', () => {
  it('1 000 rows with long descriptions (over 1 MB of JSON) are stored in line order', async () => {
    await storeReport(t, aId, 'Duża', [completeLine(north, 'FV/D/1', 1, 0.23)]);
    const [first] = await invoiceOf(t, a, 'Duża', 'FV/D/1');
    const description = 'Długi opis pozycji '.repeat(25);
    const rows = [first, ...Array.from({ length: 999 }, (_, i) => ({ ...first, id: null, positionDescription: `${i + 2}. ${description}`, positionNetAmountPln: i + 2 }))];
    expect(JSON.stringify(rows).length).toBeGreaterThan(1024 * 1024);
    const reply = await put(a, rows);
    expect(reply.body.errors).toEqual([]);
    expect(reply.body.value?.map((l) => l.sequence)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(reply.body.value?.[999]).toMatchObject({ positionNetAmountPln: 1000, areInvoiceDetailsComplete: true });
  });
});

describe('PUT /api/invoices: stale writes', () => {
  it('a correction based on an older reading is 409 and changes nothing', async () => {
    await storeReport(t, aId, 'Wersje', [completeLine(north, 'FV/W/1', 500, 115)]);
    const [first] = await invoiceOf(t, a, 'Wersje', 'FV/W/1');
    expect((await put(a, [{ ...first, positionDescription: 'Pierwsza poprawka' }])).body.value?.[0]?.revision).toBe(2);
    const late = await put(a, [{ ...first, positionDescription: 'Spóźniona poprawka' }]);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, errors: [{ propertyName: '', message: en('invoices.correction.stale') }], value: null });
    expect(await storedLine(t, aId, first?.id ?? 0)).toMatchObject({ positionDescription: 'Pierwsza poprawka', revision: 2 });
  });

  it('two corrections of one reading at once: one is stored, the other is 409', async () => {
    for (let round = 0; round < 8; round++) {
      await storeReport(t, aId, `Wyścig ${round}`, [completeLine(north, 'FV/WY/1', 500, 115), completeLine(north, 'FV/WY/1', 100, 23)]);
      const read = await invoiceOf(t, a, `Wyścig ${round}`, 'FV/WY/1');
      const replies = await Promise.all(['Ala', 'Ola'].map((text) => put(a, read.map((line) => ({ ...line, positionDescription: text })))));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = replies.find((r) => r.status === 200)?.body.value?.[0];
      expect(await storedLine(t, aId, read[0]?.id ?? 0)).toMatchObject({ positionDescription: winner?.positionDescription, revision: 2 });
    }
  });
});

describe('PUT /api/invoices: refusals', () => {
  it('SPEC §5 rules: every error at once, naming the row, bare or wrapped; nothing stored', async () => {
    await storeReport(t, aId, 'Walidacja', [completeLine(north, 'FV/V/1', 500, 115), completeLine(north, 'FV/V/1', 100, 23)]);
    const read = await invoiceOf(t, a, 'Walidacja', 'FV/V/1');
    const rows = [
      { ...read[0], exchangeRate: -1, shoeSize: 43 },
      { ...read[1], vatRate: 1.5, positionNetAmountPln: 10.005, invoiceDate: '2025-02-30' },
    ];
    for (const body of [rows, { details: rows }]) {
      const reply = await put(a, body);
      expect(reply.status).toBe(200);
      expect(reply.body.success).toBe(false);
      expect(reply.body.errors.map((e) => e.propertyName).sort()).toEqual(['row 1: exchangeRate', 'row 1: shoeSize', 'row 2: invoiceDate', 'row 2: positionNetAmountPln', 'row 2: vatRate']);
      expect(reply.body.errors).toContainEqual({ propertyName: 'row 2: vatRate', message: en('validation.tooBig.number', { maximum: 1 }) });
      expect(reply.body.errors).toContainEqual({ propertyName: 'row 1: shoeSize', message: en('validation.unknownProperty') });
    }
    expect(await storedLine(t, aId, read[1]?.id ?? 0)).toMatchObject({ vatRate: '0.23', positionNetAmountPln: '100.00', revision: 1 });
  });

  it('an empty list, a body that is no list, and unknown wrapper fields are field errors', async () => {
    expect((await put(a, [])).body.errors.map((e) => e.propertyName)).toEqual(['']);
    expect((await put(a, { details: [] })).body.errors.map((e) => e.propertyName)).toEqual(['details']);
    expect((await put(a, { details: [], extra: 1 })).body.errors.map((e) => e.propertyName).sort()).toEqual(['details', 'extra']);
    expect((await put(a, 'rows')).body.success).toBe(false);
  });

  it('rows of two invoices, or two invoice numbers, or one line twice: field errors on the row', async () => {
    await storeReport(t, aId, 'Mieszanka', [completeLine(north, 'FV/X/1', 500, 115), completeLine(north, 'FV/X/2', 100, 23)]);
    const [one] = await invoiceOf(t, a, 'Mieszanka', 'FV/X/1');
    const [two] = await invoiceOf(t, a, 'Mieszanka', 'FV/X/2');
    const mixed = await put(a, [one, { ...two, invoiceNumber: 'FV/X/1' }]);
    expect(mixed.body.errors).toEqual([{ propertyName: 'row 2: id', message: en('invoices.correction.oneInvoice') }]);
    const numbers = await put(a, [one, { ...one, id: undefined, invoiceNumber: 'FV/X/9' }]);
    expect(numbers.body.errors).toEqual([{ propertyName: 'row 2: invoiceNumber', message: en('invoices.correction.oneInvoice') }]);
    const twice = await put(a, [one, one]);
    expect(twice.body.errors).toEqual([{ propertyName: 'row 2: id', message: en('invoices.correction.duplicateLine', { id: String(one?.id) }) }]);
    const renamed = await put(a, [{ ...one, invoiceNumber: 'FV/X/2' }]);
    expect(renamed.body.errors).toEqual([{ propertyName: 'row 1: invoiceNumber', message: en('invoices.correction.numberTaken', { number: 'FV/X/2' }) }]);
    expect(await storedLine(t, aId, one?.id ?? 0)).toMatchObject({ invoiceNumber: 'FV/X/1', revision: 1 });
  });

  it('renaming the invoice to a free number moves all its lines', async () => {
    await storeReport(t, aId, 'Nowy numer', [completeLine(north, 'FV/N/1', 500, 115), completeLine(north, 'FV/N/1', 5, 1.15)]);
    const read = await invoiceOf(t, a, 'Nowy numer', 'FV/N/1');
    const reply = await put(a, read.map((line) => ({ ...line, invoiceNumber: 'FV/N/2' })));
    expect(reply.body.value?.map((l) => [l.invoiceNumber, l.revision])).toEqual([['FV/N/2', 2], ['FV/N/2', 2]]);
    expect((await t.call('GET', '/api/reports/Nowy%20numer/invoices/FV%2FN%2F1', { token: a })).status).toBe(404);
  });

  it('a sent invoice can no longer be corrected', async () => {
    const { lineIds } = await storeReport(t, aId, 'Wysłane', [completeLine(north, 'FV/S/1', 500, 115)]);
    const sent = await t.call('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: lineIds.map((id) => ({ id })) } });
    expect(sent.body.success).toBe(true);
    const [line] = await invoiceOf(t, a, 'Wysłane', 'FV/S/1');
    const reply = await put(a, [{ ...line, positionDescription: 'Po wysłaniu' }]);
    expect(reply.body.errors).toEqual([{ propertyName: '', message: en('invoices.correction.sent', { number: 'FV/S/1' }) }]);
    expect(await storedLine(t, aId, line?.id ?? 0)).toMatchObject({ positionDescription: 'Rata FV/S/1' });
  });
});

describe('across tenants', () => {
  it('tenant B cannot read or correct A’s invoice, even with a report of the same name', async () => {
    const { lineIds } = await storeReport(t, aId, 'Wspólna nazwa', [completeLine(north, 'FV/T/1', 500, 115), completeLine(north, 'FV/T/2', 5, 1.15)]);
    await storeReport(t, bId, 'Wspólna nazwa', [{ invoiceNumber: 'FV/T/1', contractorName: 'Inny leasingodawca', positionNetAmountPln: '1.00' }]);
    const [ofA] = await invoiceOf(t, a, 'Wspólna nazwa', 'FV/T/1');
    // B reads its own invoice of that name and number, never A's lines.
    expect((await invoiceOf(t, b, 'Wspólna nazwa', 'FV/T/1')).map((l) => l.contractorName)).toEqual(['Inny leasingodawca']);
    expect((await t.call('GET', '/api/reports/Wsp%C3%B3lna%20nazwa/invoices/FV%2FT%2F2', { token: b })).status).toBe(404);
    // A's line ids in B's correction: 404, and A's lines are untouched.
    const byId = await put(b, [{ ...ofA, positionDescription: 'Włamanie' }]);
    expect(byId.status).toBe(404);
    expect(byId.body.errors).toEqual([{ propertyName: '', message: en('common.notFound.invoice') }]);
    expect(await storedLine(t, aId, lineIds[0] ?? 0)).toMatchObject({ positionDescription: 'Rata FV/T/1', revision: 1 });
    // By name and number, B reaches only its own report: A's FV/T/2 does not exist there.
    expect((await put(b, [{ name: 'Wspólna nazwa', invoiceNumber: 'FV/T/2', positionDescription: 'Włamanie' }])).status).toBe(404);
    expect(await storedLine(t, aId, lineIds[1] ?? 0)).toMatchObject({ positionDescription: 'Rata FV/T/2' });
  });
});
