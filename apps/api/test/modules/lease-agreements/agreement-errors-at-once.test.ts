import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA } from './support.ts';

/** The server answers every error of an agreement at once, shape and rules together. */
let t: TestApp;
let token: string;
let contractor: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
  contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name: 'All at once', taxId: validTaxId(330_000_001) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

/** What the web form sends when nothing was filled in: zeros and empty texts. */
const emptyForm = {
  contractorId: 0,
  salesPersonId: null,
  contractNumber: '',
  scheduleNumber: '',
  termInMonths: 0,
  startingDate: '',
  rentPaymentAmount: 0,
  paymentDue: 0,
  paymentInterval: 0,
  accountingStandard: 0,
};
const fieldsOf = (errors: { propertyName: string }[]) => errors.map((error) => error.propertyName).sort();

describe('an agreement answers every error at once', () => {
  it('an empty body: every required field (contractor, numbers, term, starting date, rent)', async () => {
    const reply = await t.call('POST', '/api/leaseagreement', { token, body: {} });
    expect(reply.body.success).toBe(false);
    expect(fieldsOf(reply.body.errors)).toEqual(['contractNumber', 'contractorId', 'rentPaymentAmount', 'scheduleNumber', 'startingDate', 'termInMonths']);
  });

  it("the form's empty submit: the term with the rest, not on the next submit", async () => {
    const reply = await t.call('POST', '/api/leaseagreement', { token, body: emptyForm });
    expect(fieldsOf(reply.body.errors)).toEqual(['contractNumber', 'contractorId', 'scheduleNumber', 'startingDate', 'termInMonths']);
    expect(reply.body.errors.find((error) => error.propertyName === 'termInMonths')?.message).toBe('Term in months must be between 1 and 1\u00a0200 (got 0).');
  });

  it("a shape error and lease-math's rules on other fields together, in the caller's language; save, update and preview alike", async () => {
    const body = { ...exampleA(contractor.id), contractNumber: '', termInMonths: 35, rentPaymentAmount: -9500, transferToFactorDate: '2025-02-30' };
    const expected = [
      { propertyName: 'contractNumber', message: 'Numer umowy jest wymagany' },
      { propertyName: 'transferToFactorDate', message: 'Wpisz istniejącą datę w formacie RRRR-MM-DD' },
      { propertyName: 'rentPaymentAmount', message: 'Pole „Rata czynszu” nie może być ujemne (podano -9\u00a0500,00).' },
      { propertyName: 'termInMonths', message: 'Okres umowy (35 mies.) musi być całkowitą wielokrotnością częstotliwości płatności (kwartalnie: 3 mies.).' },
    ];
    const headers = { 'accept-language': 'pl' };
    const created = await t.call('POST', '/api/leaseagreement', { token, body, headers });
    expect(created.body.errors).toEqual(expected);
    const preview = await t.call('POST', '/api/leaseagreement/preview', { token, body: { ...body, contractNumber: 5 }, headers });
    expect(fieldsOf(preview.body.errors)).toEqual(fieldsOf(expected));

    const saved = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body: exampleA(contractor.id) });
    const id = (saved.body.value as LeaseAgreementDto).id;
    const updated = await t.call('PUT', `/api/leaseagreements/${id}`, { token, body, headers });
    expect(updated.body.errors).toEqual(expected);
    // Nothing was changed by the refused update.
    const read = await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${id}`, { token });
    expect(read.body.value).toMatchObject({ contractNumber: 'A/2025/1', termInMonths: 36, rentPaymentAmount: 9500 });
  });

  it('still answers a bad path id as before (404), not as a body error', async () => {
    expect((await t.call('PUT', '/api/leaseagreements/99999999999', { token, body: exampleA(contractor.id) })).status).toBe(404);
    const letters = await t.call('PUT', '/api/leaseagreements/abc', { token, body: {} });
    expect(letters.body.errors).toEqual([{ propertyName: 'id', message: 'Must be a record id (digits)' }]);
  });
});
