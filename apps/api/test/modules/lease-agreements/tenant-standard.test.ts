import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto } from '@leasedesk/contract';
import { leaseAgreements } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA, exampleB } from './support.ts';

/** An agreement's standard is its tenant's; another is a field error on accountingStandard. */
let t: TestApp;
let csi: string;
let ifrs: string;
let csiContractor: ContractorDto;
let ifrsContractor: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  csiContractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: csi, body: { name: 'Standard CSI', taxId: validTaxId(540_000_001) } })).body.value as ContractorDto;
  ifrsContractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Standard IFRS', taxId: validTaxId(540_000_002) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

const stored = async (contractNumber: string) => (await t.db.select({ n: count() }).from(leaseAgreements).where(eq(leaseAgreements.contractNumber, contractNumber)))[0]?.n;
/** An IFRS16 agreement sent to the CSI tenant. */
const ifrsIntoCsi = (contractNumber: string) => ({ ...exampleB(csiContractor.id), contractNumber, accountingStandard: 1 });

describe('saving into a tenant of the other standard', () => {
  it('refuses an IFRS16 agreement in a CSI tenant as a field error, in the caller’s language, and stores nothing', async () => {
    const english = await t.call('POST', '/api/leaseagreement', { token: csi, body: ifrsIntoCsi('STD/1') });
    expect(english.status).toBe(200);
    expect(english.body).toEqual({
      success: false,
      errors: [{ propertyName: 'accountingStandard', message: 'This client keeps its agreements under CSI; an agreement cannot use another standard' }],
      value: null,
    });
    const polish = await t.call('POST', '/api/leaseagreement', { token: csi, body: ifrsIntoCsi('STD/1'), headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors).toEqual([{ propertyName: 'accountingStandard', message: 'Ten klient prowadzi umowy według CSI; umowa nie może mieć innego standardu' }]);
    expect(await stored('STD/1')).toBe(0);
  });

  it('refuses a CSI agreement in an IFRS16 tenant, with the errors that do not depend on the standard', async () => {
    // Another tenant's contractor is wrong under any standard; lease-math's rules are the standard's own.
    const reply = await t.call('POST', '/api/leaseagreement', { token: ifrs, body: { ...exampleA(csiContractor.id), contractNumber: 'STD/2', rentPaymentAmount: -1 } });
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((error) => error.propertyName).sort()).toEqual(['accountingStandard', 'contractorId']);
    expect(reply.body.errors.find((error) => error.propertyName === 'accountingStandard')?.message).toMatch(/under IFRS16/);
    expect(await stored('STD/2')).toBe(0);
  });

  it('takes the tenant’s standard when the body leaves it out or repeats it', async () => {
    const { accountingStandard: _left, ...withoutStandard } = exampleA(csiContractor.id);
    const absent = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: { ...withoutStandard, contractNumber: 'STD/3' } });
    expect(absent.body.value?.accountingStandard).toBe(0);
    const same = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: { ...exampleB(ifrsContractor.id), contractNumber: 'STD/4', accountingStandard: 1 } });
    expect(same.body.value?.accountingStandard).toBe(1);
  });

  it('refuses another standard on update and leaves the agreement as it was', async () => {
    const saved = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: { ...exampleA(csiContractor.id), contractNumber: 'STD/5' } })).body.value as LeaseAgreementDto;
    const [before] = await t.db.select().from(leaseAgreements).where(eq(leaseAgreements.id, saved.id));
    const reply = await t.call('PUT', `/api/leaseagreements/${saved.id}`, { token: csi, body: { ...exampleA(csiContractor.id), contractNumber: 'STD/5', accountingStandard: 1, termInMonths: 24 } });
    expect(reply.body.errors).toEqual([{ propertyName: 'accountingStandard', message: 'This client keeps its agreements under CSI; an agreement cannot use another standard' }]);
    const [after] = await t.db.select().from(leaseAgreements).where(eq(leaseAgreements.id, saved.id));
    expect(after).toEqual(before);
    // The record as GET answered it goes back unchanged.
    const record = (await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${saved.id}`, { token: csi })).body.value;
    expect((await t.call('PUT', `/api/leaseagreements/${saved.id}`, { token: csi, body: record })).body.success).toBe(true);
  });

  it('refuses another standard on preview, which calculates nothing for it', async () => {
    const reply = await t.call('POST', '/api/leaseagreement/preview', { token: csi, body: ifrsIntoCsi('STD/6') });
    expect(reply.body).toEqual({
      success: false,
      errors: [{ propertyName: 'accountingStandard', message: 'This client keeps its agreements under CSI; an agreement cannot use another standard' }],
      value: null,
    });
    const own = await t.call<{ leaseCalculation: { totalPresentValueOfLeasePayments: number } }>('POST', '/api/leaseagreement/preview', { token: csi, body: exampleA(csiContractor.id) });
    expect(own.body.value?.leaseCalculation.totalPresentValueOfLeasePayments).toBe(101_000);
  });
});
