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

/** DOMAIN §12 example E (IFRS16, monthly in arrears, straight-line), before its lease change; standard from the tenant. */
export const exampleE = (contractorId: number, contractNumber = 'E/2025/1'): LeaseAgreementInput => ({
  contractorId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 60,
  rentPaymentAmount: 10_000,
  incrementalBorrowingRate: 0.06,
  initialDirectCosts: 6000,
  paymentDue: 1,
  paymentInterval: 0,
  depreciationMethod: 0,
});

/** Example E's change: a modification from 2027-01-01 (k = 25), 60 % of the asset kept at 6 500.00 a month, at 7.5 %. */
export const exampleEChange = { effectiveDate: '2027-01-01', changeKind: 2, remainingScope: 0.6, rentPaymentAmount: 6500, incrementalBorrowingRate: 0.075 };
