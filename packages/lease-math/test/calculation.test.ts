import { describe, expect, it } from 'vitest';
import { calculateLease, validateAgreement } from '../src/index.ts';
import { agreement, EXAMPLE_A, EXAMPLE_B } from './support/agreements.ts';

describe('the 90 % test and the lease classification (DOMAIN §5)', () => {
  // Without a residual value or rent-free months the rent is all of the payments, so its
  // present value at the implicit rate is N itself and the test reads N / totalEquipmentCost.
  it.each([
    { fee: 10_000, netInvestment: 90_000, ninety: 0.9, classification: 'finance' },
    // 0.89995 is a true half of the fourth decimal: rounded away from zero it reaches 0.9000.
    { fee: 10_005, netInvestment: 89_995, ninety: 0.9, classification: 'finance' },
    { fee: 10_005.01, netInvestment: 89_994.99, ninety: 0.8999, classification: 'operating' },
  ])(
    'a CSI lease whose rent is worth $netInvestment of 100 000.00 scores $ninety and is $classification',
    ({ fee, netInvestment, ninety, classification }) => {
      const csi = agreement({
        startingDate: '2025-01-01',
        termInMonths: 36,
        rentPaymentAmount: 3000,
        totalEquipmentCost: 100_000,
        subRentAndArrangmentFee: fee,
      });
      const result = calculateLease(csi);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(result.leaseCalculation.totalPresentValueOfLeasePayments).toBe(netInvestment);
      expect(result.leaseCalculation.presentValueOfRent).toBe(netInvestment);
      expect(result.leaseCalculation.ninetyPercenatageTest).toBe(ninety);
      expect(result.leaseCalculation.leaseClassification).toBe(classification);
    },
  );
});

describe('the right-of-use asset may not be negative (DOMAIN §3)', () => {
  it('refuses an IFRS16 lease incentive above L0 plus the other costs, with the asset it would leave', () => {
    // Example B: L0 517 595.22 + 5 000.00 + 20 000.00 − 600 000.00 = −57 404.78.
    const tooLarge = { ...EXAMPLE_B, leaseIncentive: 600_000 };
    const expected = [
      {
        propertyName: 'leaseIncentive',
        code: 'rightOfUseNegative',
        params: { value: { money: -57_404.78 } },
        message:
          'The lease incentive exceeds the lease liability plus lease premium, initial direct costs and ' +
          'dismantling provision: the right-of-use asset would be -57,404.78.',
      },
    ];
    expect(calculateLease(tooLarge)).toEqual({ ok: false, errors: expected });
    expect(validateAgreement(tooLarge)).toEqual(expected);
  });

  it('accepts an incentive that brings the right-of-use asset to exactly 0.00, and refuses one a cent more', () => {
    const exact = calculateLease({ ...EXAMPLE_B, leaseIncentive: 542_595.22 });
    if (!exact.ok) throw new Error(JSON.stringify(exact.errors));
    expect(exact.leaseCalculation.costOfEquipment).toBe(0);
    expect(validateAgreement({ ...EXAMPLE_B, leaseIncentive: 542_595.22 })).toEqual([]);
    expect(validateAgreement({ ...EXAMPLE_B, leaseIncentive: 542_595.23 })).toEqual([
      expect.objectContaining({ code: 'rightOfUseNegative', params: { value: { money: -0.01 } } }),
    ]);
  });

  it('ignores the lessee-only lease incentive of a CSI agreement, however large', () => {
    const csi = { ...EXAMPLE_A, leaseIncentive: 900_000 };
    expect(validateAgreement(csi)).toEqual([]);
    const result = calculateLease(csi);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.leaseCalculation.costOfEquipment).toBe(100_000);
  });
});
