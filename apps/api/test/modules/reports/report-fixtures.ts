import type { ContractorDto, LeaseAgreementDto, LeaseAgreementInput, SalesPersonDto } from '@leasedesk/contract';
import type { TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/** Creates through the API (as a user would) and fails loudly if the API refused. */
async function created<T>(t: TestApp, token: string, url: string, body: unknown): Promise<T> {
  const reply = await t.call<T>('POST', url, { token, body });
  if (!reply.body.success || !reply.body.value) throw new Error(`POST ${url} failed: ${reply.raw}`);
  return reply.body.value;
}

export const createContractor = (t: TestApp, token: string, name: string, nine: number) => created<ContractorDto>(t, token, '/api/contractor', { name, taxId: validTaxId(nine) });
export const createSalesPerson = (t: TestApp, token: string, firstName: string, lastName: string) => created<SalesPersonDto>(t, token, '/api/salesperson', { firstName, lastName });
export const createAgreement = (t: TestApp, token: string, input: LeaseAgreementInput) => created<LeaseAgreementDto>(t, token, '/api/leaseagreement', input);

/**
 * The CSI tenant's agreements the filter tests tell apart (each differs from the others in the fields a test
 * filters on), under contractors whose Polish order differs from their byte order (L < Ł < M < Ż).
 */
export async function filterFixtures(t: TestApp, csi: string) {
  const zuraw = await createContractor(t, csi, 'Żuraw Raporty Sp. z o.o.', 610_000_001);
  const los = await createContractor(t, csi, 'Łoś Raporty S.A.', 610_000_002);
  const lis = await createContractor(t, csi, 'Lis Raporty', 610_000_003);
  const mewa = await createContractor(t, csi, 'Mewa Raporty', 610_000_004);
  const anna = await createSalesPerson(t, csi, 'Anna', 'Raportowa');
  const jan = await createSalesPerson(t, csi, 'Jan', 'Zestawieniowy');
  // Monthly, in advance, finance lease, not factored; starts and closes within 2025.
  const a1 = await createAgreement(t, csi, {
    contractorId: zuraw.id, salesPersonId: anna.id, contractNumber: 'R/1', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12,
    rentPaymentAmount: 900, totalEquipmentCost: 10_000, paymentDue: 0, paymentInterval: 0, leaseType: 0,
  });
  // Quarterly, in arrears, operating lease, factored by number only.
  const a2 = await createAgreement(t, csi, {
    contractorId: los.id, salesPersonId: jan.id, contractNumber: 'R/2', scheduleNumber: '2', startingDate: '2025-06-01', termInMonths: 24,
    rentPaymentAmount: 2700, totalEquipmentCost: 20_000.5, paymentDue: 1, paymentInterval: 1, leaseType: 1, factoringContractNumber: 'F/9',
  });
  // Monthly, in advance, finance lease, factored by transfer date only; no sales person; started before 2025.
  const a3 = await createAgreement(t, csi, {
    contractorId: zuraw.id, contractNumber: 'R/3', scheduleNumber: '1', startingDate: '2024-03-01', termInMonths: 36,
    rentPaymentAmount: 950, totalEquipmentCost: 30_000, paymentDue: 0, paymentInterval: 0, leaseType: 0, transferToFactorDate: '2024-06-01',
  });
  // Same contractor as a1 and a3 to show the order by contract then schedule number.
  const a5 = await createAgreement(t, csi, {
    contractorId: zuraw.id, contractNumber: 'R/1', scheduleNumber: '0', startingDate: '2025-02-01', termInMonths: 12,
    rentPaymentAmount: 900, totalEquipmentCost: 10_000, paymentDue: 0, paymentInterval: 0,
  });
  const a6 = await createAgreement(t, csi, { contractorId: lis.id, contractNumber: 'R/6', scheduleNumber: '1', startingDate: '2025-02-01', termInMonths: 12, rentPaymentAmount: 900, totalEquipmentCost: 10_000 });
  const a7 = await createAgreement(t, csi, { contractorId: mewa.id, contractNumber: 'R/7', scheduleNumber: '1', startingDate: '2025-02-01', termInMonths: 12, rentPaymentAmount: 900, totalEquipmentCost: 10_000 });
  // Deleted: matches every filter below but is never reported.
  const deleted = await createAgreement(t, csi, {
    contractorId: los.id, salesPersonId: jan.id, contractNumber: 'R/2', scheduleNumber: '9', startingDate: '2025-06-01', termInMonths: 24,
    rentPaymentAmount: 2700, totalEquipmentCost: 20_000.5, paymentDue: 1, paymentInterval: 1, leaseType: 1, factoringContractNumber: 'F/9',
  });
  const toggled = await t.call('DELETE', `/api/leaseagreements/${deleted.id}`, { token: csi });
  if (!toggled.body.success) throw new Error(`delete failed: ${toggled.raw}`);
  return { contractors: { zuraw, los, lis, mewa }, salesPersons: { anna, jan }, a1, a2, a3, a5, a6, a7, deleted };
}
