import type { LeaseAgreementInput } from '@leasedesk/contract';

/** DOMAIN §12 example A (CSI, quarterly in advance, residual value in an additional month). */
export const exampleA = (contractorId: number): LeaseAgreementInput => ({
  contractorId,
  contractNumber: 'A/2025/1',
  scheduleNumber: '1',
  startingDate: '2025-03-01',
  termInMonths: 36,
  rentPaymentAmount: 9500,
  totalEquipmentCost: 100_000,
  salesPersonCommission: 1500,
  subRentAndArrangmentFee: 500,
  residualValue: 5000,
  paymentDue: 0,
  paymentInterval: 1,
  residualValueSettlement: 1,
  accountingStandard: 0,
});

/** DOMAIN §12 example B (IFRS16, monthly in arrears, 3 rent-free months, 3 % indexation); standard from the tenant. */
export const exampleB = (contractorId: number): LeaseAgreementInput => ({
  contractorId,
  contractNumber: 'B/2025/1',
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 60,
  rentPaymentAmount: 10_000,
  incrementalBorrowingRate: 0.06,
  initialDirectCosts: 5000,
  dismantlingProvision: 20_000,
  leaseIncentive: 10_000,
  rentFreePeriodInMonths: 3,
  indexationRate: 3,
  paymentDue: 1,
  paymentInterval: 0,
  depreciationMethod: 0,
});
