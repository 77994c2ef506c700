import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceLine, LeaseAgreementDto } from '@leasedesk/contract';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA } from '../lease-agreements/support.ts';
import { createContractor, csiAgreement, draft, importDrafts, lessorTaxId, otherTaxId, saveAgreement, startInvoiceTest, storedLines, type InvoiceTest } from './core-support.ts';

/** DOMAIN §11, each condition on its own, through the import every source uses; what the database holds. */
describe('matching invoice lines to agreements and schedule rows', () => {
  let s: InvoiceTest;
  let agreement: LeaseAgreementDto;
  const row = (period: number) => {
    const found = agreement.leaseAmortizations.find((r) => r.periodNumber === period);
    if (!found) throw new Error(`no row ${period}`);
    return found;
  };
  const byNumber = (lines: InvoiceLine[], invoiceNumber: string) => {
    const line = lines.find((l) => l.invoiceNumber === invoiceNumber);
    if (!line) throw new Error(`no line ${invoiceNumber}`);
    return line;
  };

  beforeAll(async () => {
    s = await startInvoiceTest();
    agreement = await csiAgreement(s);
  });
  afterAll(async () => s.t.close());

  it('matches a line on tax id, contract and schedule number and the month of periodInvoiced, copying interest and principal', async () => {
    await importDrafts(s, s.csiId, 'full match', [draft({ invoiceNumber: 'M-1' }), draft({ invoiceNumber: 'M-2', periodInvoiced: '2026-03-01' })]);
    const lines = await storedLines(s, s.csiId, 'full match');
    expect(byNumber(lines, 'M-1')).toMatchObject({
      contractorId: s.contractor.id,
      leaseAgreementId: agreement.id,
      leaseAmortizationId: row(1).id,
      doesAgreementExist: true,
      doesAmortizationExist: true,
      interests: 900.72,
      principal: 8599.28,
      areInvoiceDetailsComplete: true,
    });
    // DOMAIN §12 A row 13 (2026-03-01): interest 621.94.
    expect(byNumber(lines, 'M-2')).toMatchObject({ leaseAmortizationId: row(13).id, interests: 621.94, principal: 9500 - 621.94 });
  });

  it('matches nothing for another tax id', async () => {
    await importDrafts(s, s.csiId, 'tax ids', [draft({ invoiceNumber: 'T-1', taxId: otherTaxId })]);
    const [line] = await storedLines(s, s.csiId, 'tax ids');
    expect(line).toMatchObject({ contractorId: null, leaseAgreementId: null, leaseAmortizationId: null, interests: null, principal: null, doesAgreementExist: false, areInvoiceDetailsComplete: false });
  });

  it('needs the contract number and the schedule number, each on its own', async () => {
    await importDrafts(s, s.csiId, 'numbers', [draft({ invoiceNumber: 'N-1', agreementNumber: 'UL/2025/002' }), draft({ invoiceNumber: 'N-2', scheduleNumber: '2' }), draft({ invoiceNumber: 'N-3', agreementNumber: 'ul/2025/001' })]);
    const lines = await storedLines(s, s.csiId, 'numbers');
    for (const number of ['N-1', 'N-2', 'N-3']) {
      expect(byNumber(lines, number)).toMatchObject({ contractorId: s.contractor.id, leaseAgreementId: null, leaseAmortizationId: null, doesAgreementExist: false, doesAmortizationExist: false });
    }
  });

  it('takes the month of paymentDate when periodInvoiced is empty, and periodInvoiced over paymentDate otherwise', async () => {
    await importDrafts(s, s.csiId, 'months', [
      draft({ invoiceNumber: 'D-1', periodInvoiced: null, paymentDate: '2025-04-19' }),
      draft({ invoiceNumber: 'D-2', periodInvoiced: '2025-05-01', paymentDate: '2025-04-19' }),
      draft({ invoiceNumber: 'D-3', periodInvoiced: '2030-01-01' }),
    ]);
    const lines = await storedLines(s, s.csiId, 'months');
    // Row 2 (2025-04-01) pays nothing: interest 909.59 and a negative principal, copied as they are.
    expect(byNumber(lines, 'D-1')).toMatchObject({ leaseAmortizationId: row(2).id, interests: 909.59, principal: -909.59, areInvoiceDetailsComplete: true });
    expect(byNumber(lines, 'D-2')).toMatchObject({ leaseAmortizationId: row(3).id, interests: row(3).interestAmount, principal: row(3).principalAmount });
    // A month without a schedule row: the agreement matches, the row does not, so the line is incomplete.
    expect(byNumber(lines, 'D-3')).toMatchObject({ leaseAgreementId: agreement.id, leaseAmortizationId: null, doesAgreementExist: true, doesAmortizationExist: false, interests: null, areInvoiceDetailsComplete: false });
  });

  it('is complete only with every field DOMAIN §11 lists', async () => {
    const required = ['contractorName', 'taxId', 'agreementNumber', 'scheduleNumber', 'invoiceNumber', 'invoiceDate', 'paymentDate', 'currency', 'vatRate', 'positionNetAmountPln', 'positionVatAmountPln', 'invoiceGrossAmountPln'] as const;
    // Each line lacks one field; its invoice number says which (the line without invoiceNumber is found by description).
    const lines = required.map((field, index) => draft({ sequence: index + 1, invoiceNumber: `C-${field}`, positionDescription: field, [field]: field === 'contractorName' || field === 'currency' ? '' : null }));
    await importDrafts(s, s.csiId, 'completeness', [...lines, draft({ invoiceNumber: 'C-all', positionDescription: 'all' })]);
    const stored = await storedLines(s, s.csiId, 'completeness');
    for (const line of stored) expect([line.positionDescription, line.areInvoiceDetailsComplete]).toEqual([line.positionDescription, line.positionDescription === 'all']);
    // Optional fields do not count: a line without incomeDate, description or currency amounts is complete when matched.
    await importDrafts(s, s.csiId, 'optional fields', [draft({ incomeDate: null, positionDescription: null, positionNetAmountCurrency: null, factoringContractNumber: null, exchangeRate: null })]);
    expect((await storedLines(s, s.csiId, 'optional fields'))[0]?.areInvoiceDetailsComplete).toBe(true);
  });

  it('never matches a deleted agreement or a deleted contractor', async () => {
    const lessor = await createContractor(s.t, s.csi, 'Deleted lessor', validDeletedTaxId);
    const deleted = await saveAgreement(s.t, s.csi, { ...exampleA(lessor.id), contractNumber: 'DEL/1' });
    expect((await s.t.call('DELETE', `/api/leaseagreements/${deleted.id}`, { token: s.csi })).body.success).toBe(true);
    await importDrafts(s, s.csiId, 'deleted agreement', [draft({ taxId: validDeletedTaxId, agreementNumber: 'DEL/1' })]);
    expect((await storedLines(s, s.csiId, 'deleted agreement'))[0]).toMatchObject({ contractorId: lessor.id, leaseAgreementId: null, leaseAmortizationId: null });

    expect((await s.t.call('DELETE', `/api/contractors/${lessor.id}`, { token: s.csi })).body.success).toBe(true);
    await importDrafts(s, s.csiId, 'deleted contractor', [draft({ taxId: validDeletedTaxId, agreementNumber: 'DEL/1' })]);
    expect((await storedLines(s, s.csiId, 'deleted contractor'))[0]).toMatchObject({ contractorId: null, leaseAgreementId: null, leaseAmortizationId: null });
  });

  it('never matches another tenant’s identical agreement', async () => {
    // The IFRS16 tenant knows the same lessor (same tax id) but holds no agreement UL/2025/001.
    const sameLessor = await createContractor(s.t, s.ifrs, 'Leasing Północ Sp. z o.o.', lessorTaxId);
    await importDrafts(s, s.ifrsId, 'other tenant', [draft()]);
    expect((await storedLines(s, s.ifrsId, 'other tenant'))[0]).toMatchObject({ contractorId: sameLessor.id, leaseAgreementId: null, leaseAmortizationId: null, areInvoiceDetailsComplete: false });
  });

  it('matches the unsent lines when an agreement is created or edited after the import', async () => {
    await importDrafts(s, s.csiId, 'before the agreement', [draft({ invoiceNumber: 'L-1', agreementNumber: 'LATE/1' }), draft({ invoiceNumber: 'L-2', agreementNumber: 'LATE/2' })]);
    expect((await storedLines(s, s.csiId, 'before the agreement')).map((l) => l.leaseAgreementId)).toEqual([null, null]);

    const late = await saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber: 'LATE/1' });
    const first = late.leaseAmortizations.find((r) => r.periodNumber === 1);
    let lines = await storedLines(s, s.csiId, 'before the agreement');
    expect(byNumber(lines, 'L-1')).toMatchObject({ leaseAgreementId: late.id, leaseAmortizationId: first?.id, interests: 900.72, areInvoiceDetailsComplete: true });
    expect(byNumber(lines, 'L-2').leaseAgreementId).toBeNull();

    // Renumbered to LATE/2: the line naming LATE/1 loses its match, the one naming LATE/2 gains it.
    const edited = await s.t.call<LeaseAgreementDto>('PUT', `/api/leaseagreements/${late.id}`, { token: s.csi, body: { ...exampleA(s.contractor.id), contractNumber: 'LATE/2' } });
    expect(edited.body.success).toBe(true);
    lines = await storedLines(s, s.csiId, 'before the agreement');
    expect(byNumber(lines, 'L-1')).toMatchObject({ leaseAgreementId: null, leaseAmortizationId: null, interests: null, areInvoiceDetailsComplete: false });
    expect(byNumber(lines, 'L-2')).toMatchObject({ leaseAgreementId: late.id, doesAmortizationExist: true, interests: 900.72 });
  });

  it('keeps lines matched to the new schedule rows when the schedule is recomputed', async () => {
    const changing = await saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber: 'RECALC/1' });
    await importDrafts(s, s.csiId, 'recomputed', [draft({ agreementNumber: 'RECALC/1' })]);
    const before = (await storedLines(s, s.csiId, 'recomputed'))[0];
    expect(before?.interests).toBe(900.72);

    // A higher equipment cost changes every row's interest.
    const reply = await s.t.call<LeaseAgreementDto>('PUT', `/api/leaseagreements/${changing.id}`, { token: s.csi, body: { ...exampleA(s.contractor.id), contractNumber: 'RECALC/1', totalEquipmentCost: 90_000 } });
    expect(reply.body.success).toBe(true);
    const newRow = reply.body.value?.leaseAmortizations.find((r) => r.periodNumber === 1);
    const after = (await storedLines(s, s.csiId, 'recomputed'))[0];
    expect(newRow?.interestAmount).not.toBe(900.72);
    expect(after).toMatchObject({ leaseAgreementId: changing.id, leaseAmortizationId: newRow?.id, interests: newRow?.interestAmount, principal: newRow?.principalAmount, areInvoiceDetailsComplete: true });
  });
});

const validDeletedTaxId = validTaxId(771_000_401);
