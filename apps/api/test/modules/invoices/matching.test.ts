import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceLine, LeaseAgreementDto } from '@leasedesk/contract';
import { invoiceOf } from './support-send.ts';
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

/**
 * DOMAIN §11, interest and principal once per schedule row: within a report, the line of a row with the largest
 * net carries the row's figures, every other line of that row 0.00, on every write path (import, correction,
 * agreement edit) and around sent lines, which are never rewritten. DOMAIN §12 A: row 1 (March 2025) carries
 * interest 900.72 and principal 8 599.28.
 */
describe('interest and principal once per schedule row', () => {
  let s: InvoiceTest;
  let agreement: LeaseAgreementDto;
  const first = { interests: 900.72, principal: 8599.28 };
  const none = { interests: 0, principal: 0 };
  /** Each line's [invoice, sequence, net, interest, principal], in invoice and line order. */
  const figures = async (name: string) =>
    (await storedLines(s, s.csiId, name)).map((l) => [l.invoiceNumber, l.sequence, l.positionNetAmountPln, l.interests, l.principal]);
  const put = (rows: unknown) => s.t.call<InvoiceLine[]>('PUT', '/api/invoices', { token: s.csi, body: rows });
  const send = (ids: number[]) => s.t.call<{ id: number }>('POST', '/api/extensivereport/send', { token: s.csi, body: { extensiveReportDtos: ids.map((id) => ({ id })) } });

  beforeAll(async () => {
    s = await startInvoiceTest();
    agreement = await csiAgreement(s);
  });
  afterAll(async () => s.t.close());

  it('an instalment invoiced with its insurance: the rent line carries the row, the insurance 0.00', async () => {
    await importDrafts(s, s.csiId, 'rent and insurance', [
      draft({ invoiceNumber: 'I-1', sequence: 1, positionDescription: 'Ubezpieczenie', positionNetAmountPln: 120, positionVatAmountPln: 0, vatRate: 0, vatRateCode: 'zw' }),
      draft({ invoiceNumber: 'I-1', sequence: 2 }),
    ]);
    expect(await figures('rent and insurance')).toEqual([
      ['I-1', 1, 120, none.interests, none.principal],
      ['I-1', 2, 9500, first.interests, first.principal],
    ]);
    // The merge table shows the same, and its sums are the schedule row's own figures.
    const rows = await s.t.call<InvoiceLine[]>('GET', `/api/invoicereports/${encodeURIComponent('rent and insurance')}/amortization`, { token: s.csi });
    const total = (field: 'interests' | 'principal') => (rows.body.value ?? []).reduce((sum, l) => sum + Math.round((l[field] ?? 0) * 100), 0) / 100;
    expect([total('interests'), total('principal')]).toEqual([first.interests, first.principal]);
  });

  it('the row is one per report, whichever invoice bills it; a tie goes to the lowest sequence, then the first line stored', async () => {
    await importDrafts(s, s.csiId, 'two invoices', [
      draft({ invoiceNumber: 'T-1', sequence: 1, positionNetAmountPln: 120 }),
      draft({ invoiceNumber: 'T-2', sequence: 1, positionNetAmountPln: 9500 }),
      // April (row 2 pays nothing: interest 909.59, principal −909.59): two equal lines.
      draft({ invoiceNumber: 'T-3', sequence: 2, periodInvoiced: '2025-04-01', positionNetAmountPln: 50 }),
      draft({ invoiceNumber: 'T-3', sequence: 1, periodInvoiced: '2025-04-01', positionNetAmountPln: 50 }),
      draft({ invoiceNumber: 'T-4', sequence: 1, periodInvoiced: '2025-04-01', positionNetAmountPln: 50 }),
    ]);
    expect(await figures('two invoices')).toEqual([
      ['T-1', 1, 120, 0, 0],
      ['T-2', 1, 9500, first.interests, first.principal],
      ['T-3', 1, 50, 909.59, -909.59],
      ['T-3', 2, 50, 0, 0],
      ['T-4', 1, 50, 0, 0],
    ]);
    // Another report billing the same row carries it in that report too.
    await importDrafts(s, s.csiId, 'the same row again', [draft({ invoiceNumber: 'T-2' })]);
    expect(await figures('the same row again')).toEqual([['T-2', 1, 9500, first.interests, first.principal]]);
  });

  it('a correction carries the row only where it is the row’s largest line in the report (DOMAIN §11, as worded)', async () => {
    await importDrafts(s, s.csiId, 'corrections', [
      draft({ invoiceNumber: 'K-1' }),
      draft({ invoiceNumber: 'K-2', positionNetAmountPln: -500, positionVatAmountPln: -115, invoiceKind: 'KOR', correctedInvoiceNumber: 'K-1' }),
    ]);
    expect(await figures('corrections')).toEqual([
      ['K-1', 1, 9500, first.interests, first.principal],
      ['K-2', 1, -500, 0, 0],
    ]);
    // Alone in a later report, the correction is the line that bills the row there: the report's sums are the row's.
    await importDrafts(s, s.csiId, 'a correction alone', [
      draft({ invoiceNumber: 'K-3', positionNetAmountPln: -200, positionVatAmountPln: -46, invoiceKind: 'KOR', correctedInvoiceNumber: 'K-1' }),
      draft({ invoiceNumber: 'K-3', sequence: 2, positionNetAmountPln: -300, positionVatAmountPln: -69, invoiceKind: 'KOR', correctedInvoiceNumber: 'K-1' }),
    ]);
    expect(await figures('a correction alone')).toEqual([
      ['K-3', 1, -200, first.interests, first.principal],
      ['K-3', 2, -300, 0, 0],
    ]);
  });

  it('a correction moves the figures: to the larger line, and to what is left when the carrier goes', async () => {
    await importDrafts(s, s.csiId, 'moved', [draft({ invoiceNumber: 'M-1', positionNetAmountPln: 9500 }), draft({ invoiceNumber: 'M-2', positionNetAmountPln: 120 })]);
    const [rent] = await invoiceOf(s.t, s.csi, 'moved', 'M-1');
    expect((await put([{ ...rent, positionNetAmountPln: 10, positionVatAmountPln: 2.3, positionGrossAmountPln: null }])).body.errors).toEqual([]);
    expect(await figures('moved')).toEqual([
      ['M-1', 1, 10, 0, 0],
      ['M-2', 1, 120, first.interests, first.principal],
    ]);
    // M-2 renumbered to another month: M-1 is the only line of March again.
    const [insurance] = await invoiceOf(s.t, s.csi, 'moved', 'M-2');
    expect((await put([{ ...insurance, periodInvoiced: '2025-06-01' }])).body.errors).toEqual([]);
    const row4 = agreement.leaseAmortizations.find((r) => r.periodNumber === 4);
    expect(await figures('moved')).toEqual([
      ['M-1', 1, 10, first.interests, first.principal],
      ['M-2', 1, 120, row4?.interestAmount, row4?.principalAmount],
    ]);
  });

  it('a correction that removes the carrier hands the row to what is left of it in the report', async () => {
    await saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber: 'OTHER/1' });
    await importDrafts(s, s.csiId, 'removed', [
      draft({ invoiceNumber: 'D-1', sequence: 1 }),
      draft({ invoiceNumber: 'D-1', sequence: 2, agreementNumber: 'OTHER/1', positionNetAmountPln: 300 }),
      draft({ invoiceNumber: 'D-2', positionNetAmountPln: 120 }),
    ]);
    const [, other] = await invoiceOf(s.t, s.csi, 'removed', 'D-1');
    // D-1 keeps only its line of another agreement: UL/2025/001's March row is D-2's now.
    expect((await put([other])).body.errors).toEqual([]);
    const figuresNow = await figures('removed');
    expect(figuresNow.filter(([number]) => number === 'D-2')).toEqual([['D-2', 1, 120, first.interests, first.principal]]);
    expect(figuresNow.filter(([number]) => number === 'D-1').map(([, sequence, net]) => [sequence, net])).toEqual([[2, 300]]);
  });

  it('keeps the rule when the agreement’s schedule is recomputed', async () => {
    const edited = await saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber: 'CARRY/1' });
    await importDrafts(s, s.csiId, 'recomputed rows', [
      draft({ invoiceNumber: 'E-1', agreementNumber: 'CARRY/1', positionNetAmountPln: 120 }),
      draft({ invoiceNumber: 'E-1', agreementNumber: 'CARRY/1', sequence: 2 }),
    ]);
    const reply = await s.t.call<LeaseAgreementDto>('PUT', `/api/leaseagreements/${edited.id}`, { token: s.csi, body: { ...exampleA(s.contractor.id), contractNumber: 'CARRY/1', totalEquipmentCost: 90_000 } });
    const row1 = reply.body.value?.leaseAmortizations.find((r) => r.periodNumber === 1);
    expect(row1?.interestAmount).not.toBe(first.interests);
    expect(await figures('recomputed rows')).toEqual([
      ['E-1', 1, 120, 0, 0],
      ['E-1', 2, 9500, row1?.interestAmount, row1?.principalAmount],
    ]);
  });

  it('a sent line is never rewritten: a sent carrier keeps the row, a sent line of 0.00 takes no part', async () => {
    await importDrafts(s, s.csiId, 'sent first', [draft({ invoiceNumber: 'S-1', positionNetAmountPln: 9500 }), draft({ invoiceNumber: 'S-2', positionNetAmountPln: 120 })]);
    const [rent] = await invoiceOf(s.t, s.csi, 'sent first', 'S-1');
    expect((await send([rent?.id ?? 0])).body.success).toBe(true);
    // The unsent insurance grows past the sent rent: the accounting system has the row's interest already.
    const [insurance] = await invoiceOf(s.t, s.csi, 'sent first', 'S-2');
    expect((await put([{ ...insurance, positionNetAmountPln: 20_000, positionVatAmountPln: 4600, positionGrossAmountPln: null }])).body.errors).toEqual([]);
    expect(await figures('sent first')).toEqual([
      ['S-1', 1, 9500, first.interests, first.principal],
      ['S-2', 1, 20_000, 0, 0],
    ]);

    await importDrafts(s, s.csiId, 'sent second', [draft({ invoiceNumber: 'Z-1', positionNetAmountPln: 9500 }), draft({ invoiceNumber: 'Z-2', positionNetAmountPln: 120 })]);
    const [small] = await invoiceOf(s.t, s.csi, 'sent second', 'Z-2');
    expect((await send([small?.id ?? 0])).body.success).toBe(true);
    // The rent shrinks below the sent insurance, which went out with 0.00: the rent still carries the row.
    const [large] = await invoiceOf(s.t, s.csi, 'sent second', 'Z-1');
    expect((await put([{ ...large, positionNetAmountPln: 50, positionVatAmountPln: 11.5, positionGrossAmountPln: null }])).body.errors).toEqual([]);
    expect(await figures('sent second')).toEqual([
      ['Z-1', 1, 50, first.interests, first.principal],
      ['Z-2', 1, 120, 0, 0],
    ]);
  });
});
