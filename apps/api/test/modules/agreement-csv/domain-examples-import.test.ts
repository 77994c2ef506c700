import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, InvoiceReport, LeaseAgreementDto } from '@leasedesk/contract';
import { multipartFile } from '../../support/multipart.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { agreementCsv, createContractor, recordOf, storedCounts, sumOfCents, tokensOf, uploadAgreements, windows1250, type CsvTest } from './support.ts';

/**
 * FORMATS §4 with DOMAIN §12's examples A–D, typed as Polish Excel saves them (Windows-1250, decimal commas with
 * spaces between thousands, DD.MM.YYYY, rates as percents): the stored figures are §12's, the same numbers
 * test/modules/lease-agreements and accounting-figures assert for the same inputs saved by POST.
 * An agreement's standard is its tenant's: A goes to the CSI tenant, B–D to the IFRS16 tenant.
 */
let t: TestApp;
let s: CsvTest;
let lessor: ContractorDto;
let lessee: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  s = await tokensOf(t);
  lessor = await createContractor(t, s.csi, 'Łódzka Spółka Leasingowa Żuraw', validTaxId(416_000_001));
  lessee = await createContractor(t, s.ifrs, 'Wynajmujący Źródło Sp. z o.o.', validTaxId(416_000_002));
});
afterAll(async () => t.close());

/** The tax id as people type it: `PL` prefix and dashes. */
const typed = (taxId: string) => `PL ${taxId.slice(0, 3)}-${taxId.slice(3, 6)}-${taxId.slice(6, 8)}-${taxId.slice(8)}`;

async function imported(token: string, file: Buffer): Promise<LeaseAgreementDto[]> {
  const reply = await uploadAgreements(t, token, file);
  expect(reply.body.errors).toEqual([]);
  const ids = reply.body.value?.agreements.map((agreement) => agreement.leaseAgreementId) ?? [];
  return Promise.all(ids.map((id) => recordOf(t, token, id ?? 0)));
}

describe('DOMAIN §12 from a Windows-1250 file', () => {
  it('A (CSI): N, the implicit rate, the schedule checkpoints, Σ interest; the Polish sales person and asset name survive', async () => {
    const file = windows1250(
      agreementCsv([
        {
          contractorTaxId: typed(lessor.taxId),
          contractNumber: 'UL/2025/ĄĘ',
          scheduleNumber: '1',
          startingDate: '01.03.2025',
          termInMonths: '36',
          rentPaymentAmount: '9 500,00',
          totalEquipmentCost: '100 000,00',
          salesPersonCommission: '1 500,00',
          subRentAndArrangmentFee: '500,00',
          residualValue: '5 000,00',
          paymentDue: '0',
          paymentInterval: '1',
          residualValueSettlement: '1',
          assetName: 'Frezarka CNC, hala Łódź',
          salesPerson: 'Paweł Łęcki',
        },
      ]),
    );
    expect(file.includes(Buffer.from('Łęcki', 'utf8'))).toBe(false);
    const [a] = await imported(s.csi, file);
    expect(a).toMatchObject({
      contractNumber: 'UL/2025/ĄĘ',
      assetName: 'Frezarka CNC, hala Łódź',
      salesPerson: { firstName: 'Paweł', lastName: 'Łęcki' },
      contractorId: lessor.id,
      closingDate: '2028-02-29',
      accountingStandard: 0,
    });
    expect(a?.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 101_000, presentValueOfRent: 97_485.88, ninetyPercenatageTest: 0.9749, interimRate: 104.11, costOfEquipment: 100_000 });
    expect(a?.leaseCalculation?.implicitRate).toBeCloseTo(0.119294, 6);
    const rows = a?.leaseAmortizations ?? [];
    expect(rows).toHaveLength(37);
    expect(rows[0]).toMatchObject({ paymentDate: '2025-03-01', paymentAmount: 9500, interestAmount: 900.72, principalAmount: 8599.28, openingBalance: 101_000, closingBalance: 92_400.72 });
    expect(rows[1]).toMatchObject({ paymentAmount: 0, interestAmount: 909.59, closingBalance: 93_310.31 });
    expect(rows[12]).toMatchObject({ paymentDate: '2026-03-01', paymentAmount: 9500, interestAmount: 621.94, closingBalance: 63_801.46 });
    expect(rows[36]).toMatchObject({ paymentDate: '2028-03-01', paymentAmount: 5000, openingBalance: 5000.02, interestAmount: -0.02, closingBalance: 0 });
    expect(sumOfCents(rows.map((row) => row.interestAmount))).toBe(18_000);
    expect(a?.depraciations).toEqual([]);
  });

  it('B, C and D (IFRS16) in one file: L0, ROU, schedules and depreciation', async () => {
    const common = { contractorTaxId: lessee.taxId, startingDate: '01.01.2025' };
    const file = windows1250(
      agreementCsv(
        [
          {
            ...common, contractNumber: 'NAJEM/B', scheduleNumber: '1', termInMonths: '60', rentPaymentAmount: '10 000,00', incrementalBorrowingRate: '6%',
            initialDirectCosts: '5 000,00', dismantlingProvision: '20 000,00', leaseIncentive: '10 000,00', rentFreePeriodInMonths: '3', indexationRate: '3',
            paymentDue: '1', paymentInterval: '0', depreciationMethod: '0', assetName: 'Biuro, Gdańsk, ul. Długa 1',
          },
          {
            ...common, contractNumber: 'NAJEM/C', scheduleNumber: '1', termInMonths: '120', rentPaymentAmount: '50 000,00', incrementalBorrowingRate: '0,05',
            rateConvention: '1', initialDirectCosts: '20 000,00', leaseIncentive: '5 000,00', paymentDue: '0', paymentInterval: '3', depreciationMethod: '0',
          },
          { ...common, contractNumber: 'NAJEM/D', scheduleNumber: '1', termInMonths: '60', rentPaymentAmount: '2 000,00', paymentDue: '1', depreciationMethod: '1' },
        ],
        [
          'contractorTaxId', 'contractNumber', 'scheduleNumber', 'startingDate', 'termInMonths', 'rentPaymentAmount', 'incrementalBorrowingRate', 'rateConvention',
          'initialDirectCosts', 'dismantlingProvision', 'leaseIncentive', 'rentFreePeriodInMonths', 'indexationRate', 'paymentDue', 'paymentInterval',
          'depreciationMethod', 'assetName',
        ],
      ),
    );
    const [b, c, d] = await imported(s.ifrs, file);

    expect(b).toMatchObject({ accountingStandard: 1, incrementalBorrowingRate: 0.06, indexationRate: 3, closingDate: '2029-12-31', assetName: 'Biuro, Gdańsk, ul. Długa 1' });
    expect(b?.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 517_595.22, costOfEquipment: 532_595.22, implicitRate: 0.06 });
    const bRows = b?.leaseAmortizations ?? [];
    expect(bRows).toHaveLength(60);
    expect(bRows[0]).toMatchObject({ paymentDate: '2025-01-31', paymentAmount: 0, rentFreeAmount: 10_000, interestAmount: 2587.98, closingBalance: 520_183.2 });
    expect(bRows[12]).toMatchObject({ paymentAmount: 10_300, increaseRate: 0.03, interestAmount: 2288.49, closingBalance: 449_686.71 });
    expect(bRows[59]).toMatchObject({ paymentAmount: 11_255.09, interestAmount: 55.94, closingBalance: 0 });
    expect(sumOfCents(bRows.map((row) => row.interestAmount))).toBe(89_501.1);
    expect(b?.depraciations[0]).toMatchObject({ openingBalance: 532_595.22, depraciationCharge: 8876.59 });
    expect(b?.depraciations[59]).toMatchObject({ depraciationCharge: 8876.41, closingBalance: 0, endOfPeriod: '2029-12-31' });

    expect(c?.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 405_391.08, costOfEquipment: 420_391.08 });
    const cRows = c?.leaseAmortizations ?? [];
    expect(cRows).toHaveLength(120);
    expect(sumOfCents(cRows.slice(0, 12).map((row) => row.interestAmount))).toBe(17_769.56);
    expect(cRows[11]?.closingBalance).toBe(373_160.64);
    expect(cRows[108]).toMatchObject({ paymentDate: '2034-01-01', openingBalance: 50_000.02, paymentAmount: 50_000, interestAmount: -0.02, closingBalance: 0 });
    expect(cRows.slice(109).every((row) => row.paymentAmount === 0 && row.interestAmount === 0 && row.openingBalance === 0 && row.closingBalance === 0)).toBe(true);

    expect(d?.leaseCalculation?.costOfEquipment).toBe(120_000);
    const charges = d?.depraciations.map((period) => period.depraciationCharge);
    expect(charges).toEqual([...Array<number>(12).fill(4000), ...Array<number>(12).fill(2400), ...Array<number>(12).fill(1440), ...Array<number>(24).fill(1080)]);
    expect(d?.depraciations[59]).toMatchObject({ periodNumber: 60, closingBalance: 0 });
  });

  it('answers each agreement’s row, numbers, contractor, initial value, rate and schedule length', async () => {
    const before = await storedCounts(t, s.ifrsId);
    const file = agreementCsv([{ contractorTaxId: lessee.taxId, contractNumber: 'NAJEM/E', scheduleNumber: '2', startingDate: '2025-01-01', termInMonths: '60', rentPaymentAmount: '2000', paymentDue: '1', incrementalBorrowingRate: '0' }]);
    const dry = await uploadAgreements(t, s.ifrs, file, { dryRun: true });
    expect(dry.body).toEqual({
      success: true,
      errors: [],
      value: {
        dryRun: true,
        count: 1,
        agreements: [{ row: 2, contractNumber: 'NAJEM/E', scheduleNumber: '2', contractorName: lessee.name, leaseAgreementId: null, initialValue: 120_000, rate: 0, scheduleRows: 60 }],
      },
    });
    expect(await storedCounts(t, s.ifrsId)).toEqual(before);
    const stored = await uploadAgreements(t, s.ifrs, file);
    expect(stored.body.value).toMatchObject({ dryRun: false, count: 1, agreements: [{ row: 2, initialValue: 120_000, scheduleRows: 60 }] });
    expect(stored.body.value?.agreements[0]?.leaseAgreementId).toEqual(expect.any(Number));
    expect(await storedCounts(t, s.ifrsId)).toEqual({ agreements: before!.agreements + 1, calculations: before!.calculations + 1, schedule: before!.schedule + 60, depreciation: before!.depreciation + 60 });
  });

  it('matches invoice lines imported before their agreement (DOMAIN §11), as a save by POST does', async () => {
    const invoices = [
      'contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;vatRate;currency',
      `Łódzka Spółka;${lessor.taxId};UL/2025/MATCH;1;FV/1;05.03.2025;19.03.2025;2025-03;Rata 1/36;9 500,00;2 185,00;23%;PLN`,
    ].join('\r\n');
    const { body, headers } = multipartFile('file', 'faktury.csv', 'text/csv', Buffer.from(invoices));
    expect((await t.call('POST', '/api/invoices/csv?name=Przed%20umowa', { token: s.csi, body, headers })).body.success).toBe(true);
    const lineOf = async () => (await t.call<InvoiceReport>('GET', '/api/invoicereports/Przed%20umowa', { token: s.csi })).body.value?.lines[0];
    expect(await lineOf()).toMatchObject({ doesAgreementExist: false, doesAmortizationExist: false });
    const file = agreementCsv([{ contractorTaxId: lessor.taxId, contractNumber: 'UL/2025/MATCH', scheduleNumber: '1', startingDate: '2025-03-01', termInMonths: '36', rentPaymentAmount: '9500', totalEquipmentCost: '100000', salesPersonCommission: '1500', subRentAndArrangmentFee: '500', residualValue: '5000', paymentInterval: '1', residualValueSettlement: '1' }]);
    const imported = await uploadAgreements(t, s.csi, file);
    expect(imported.body.success).toBe(true);
    expect(await lineOf()).toMatchObject({ leaseAgreementId: imported.body.value?.agreements[0]?.leaseAgreementId, doesAmortizationExist: true, interests: 900.72, principal: 8599.28 });
  });
});
