import type { AgreementCsvColumn } from './agreement-csv-format.ts';
import { agreementCsvHeader, agreementCsvLine, byteOrderMark } from './agreement-csv-writer.ts';

/**
 * DOMAIN §12 A (a quarterly lease paid in advance, the residual value in an additional month) as a user would type
 * it in Polish Excel: dates `DD.MM.YYYY`, decimal commas, spaces between thousands, the borrowing rate as a percent.
 * The lessor is FORMATS §2's example. accountingStandard and salesPerson are left empty (the client's standard; no
 * sales person), so the row imports under either standard once a contractor with that tax id exists. A column left
 * out here is empty in the example (its default).
 */
const exampleRow: Partial<Record<AgreementCsvColumn, string>> = {
  contractorTaxId: '113-285-38-69',
  contractNumber: 'UL/2025/001',
  scheduleNumber: '1',
  startingDate: '01.03.2025',
  termInMonths: '36',
  rentPaymentAmount: '9 500,00',
  closingDate: '29.02.2028',
  paymentDue: '0',
  paymentInterval: '1',
  residualValueSettlement: '1',
  totalEquipmentCost: '100 000,00',
  salesPersonCommission: '1 500,00',
  subRentAndArrangmentFee: '500,00',
  residualValue: '5 000,00',
  rentFreePeriodInMonths: '0',
  indexationRate: '0',
  incrementalBorrowingRate: '6,5%',
  rateConvention: '0',
  shouldRateBeCalculated: 'false',
  accountingStandard: '',
  leaseType: '0',
  assetCategory: '3',
  assetName: 'Frezarka CNC',
  leasePremium: '0,00',
  initialDirectCosts: '0,00',
  dismantlingProvision: '0,00',
  leaseIncentive: '0,00',
  leaseholdImprovements: '0,00',
  depreciationMethod: '0',
  transferToFactorDate: '',
  factoringContractNumber: '',
  salesPerson: '',
};

/** GET /api/leaseagreement/csv/template: the header of every column of FORMATS §4 and the example row. */
export const agreementCsvTemplate = (): string => `${byteOrderMark}${agreementCsvHeader()}${agreementCsvLine(exampleRow)}`;
