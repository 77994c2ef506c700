// The bench's agreements: BENCH_AGREEMENTS IFRS16 leases of 60 months over 100 contractors, varied as a real
// portfolio is (rents, borrowing rates, in advance or in arrears, monthly or quarterly, indexation, rent-free
// months, initial direct costs, both depreciation methods, a sales person on every third), each from its index
// alone, so the measuring process rebuilds the very same agreements for its baselines. The CSV is written as
// Polish Excel saves it (FORMATS §1, §4): `;`, decimal commas, spaces between thousands, DD.MM.YYYY, rates in %.
import type { Agreement } from '@leasedesk/lease-math';

export const benchContractorCount = 100;
export const benchSalesPersons = [
  { firstName: 'Zofia', lastName: 'Wiśniewska' },
  { firstName: 'Paweł', lastName: 'Łęcki' },
  { firstName: 'Anna', lastName: 'Nowak' },
  { firstName: 'Jerzy', lastName: 'Kowalczyk' },
  { firstName: 'Ewa', lastName: 'Żak' },
] as const;

/** What varies between the bench's agreements, from the index alone. */
export type BenchAgreement = {
  contractNumber: string;
  contractor: number;
  salesPerson: number | null;
  agreement: Agreement;
};

const cents = (value: number) => Math.round(value * 100) / 100;

export function benchAgreement(index: number): BenchAgreement {
  const month = index % 24;
  return {
    contractNumber: `IMP/${String(index + 1).padStart(6, '0')}`,
    contractor: index % benchContractorCount,
    salesPerson: index % 3 === 0 ? index % benchSalesPersons.length : null,
    agreement: {
      startingDate: `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`,
      termInMonths: 60,
      rentPaymentAmount: cents(1000 + (index % 997) * 13.37),
      subRentAndArrangmentFee: 0,
      residualValue: 0,
      totalEquipmentCost: 0,
      salesPersonCommission: 0,
      paymentDue: index % 2 === 0 ? 0 : 1,
      paymentInterval: index % 5 === 0 ? 1 : 0,
      residualValueSettlement: 0,
      rentFreePeriodInMonths: index % 7 === 0 ? 2 : 0,
      indexationRate: index % 3 === 0 ? 2.5 : 0,
      incrementalBorrowingRate: cents(3 + (index % 40) * 0.1) / 100,
      shouldRateBeCalculated: false,
      accountingStandard: 1,
      rateConvention: 0,
      leasePremium: 0,
      initialDirectCosts: index % 4 === 0 ? 1500 : 0,
      dismantlingProvision: 0,
      leaseIncentive: 0,
      leaseholdImprovements: 0,
      depreciationMethod: index % 6 === 0 ? 1 : 0,
    },
  };
}

const columns = [
  'contractorTaxId', 'contractNumber', 'scheduleNumber', 'startingDate', 'termInMonths', 'rentPaymentAmount', 'paymentDue', 'paymentInterval',
  'rentFreePeriodInMonths', 'indexationRate', 'incrementalBorrowingRate', 'initialDirectCosts', 'depreciationMethod', 'assetName', 'salesPerson',
];

/** 1234.5 → `1 234,50`, as Polish Excel writes amounts. */
const polishMoney = (value: number) => value.toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const polishDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The file: a header and one row per agreement; `taxIds` are the contractors' in the order of `contractor`. */
export function benchAgreementCsv(count: number, taxIds: readonly string[]): Buffer {
  const lines = [columns.join(';')];
  for (let index = 0; index < count; index++) {
    const { contractNumber, contractor, salesPerson, agreement } = benchAgreement(index);
    const person = salesPerson === null ? null : benchSalesPersons[salesPerson];
    lines.push(
      [
        taxIds[contractor] ?? '',
        contractNumber,
        '1',
        polishDate(agreement.startingDate),
        String(agreement.termInMonths),
        polishMoney(agreement.rentPaymentAmount),
        String(agreement.paymentDue),
        String(agreement.paymentInterval),
        String(agreement.rentFreePeriodInMonths),
        agreement.indexationRate === 0 ? '' : String(agreement.indexationRate).replace('.', ','),
        `${(agreement.incrementalBorrowingRate * 100).toFixed(1).replace('.', ',')}%`,
        agreement.initialDirectCosts === 0 ? '' : polishMoney(agreement.initialDirectCosts),
        String(agreement.depreciationMethod),
        `Samochód osobowy ${index + 1}`,
        person ? `${person.firstName} ${person.lastName}` : '',
      ].join(';'),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
