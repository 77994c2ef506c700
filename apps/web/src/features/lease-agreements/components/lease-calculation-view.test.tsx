import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { LeaseCalculationView } from './lease-calculation-view';

// DOMAIN §12 example A's figures
const calculation = {
  leaseAgreementId: 1,
  implicitRate: 0.119294,
  amortizationRate: 0.00984397,
  presentValueOfRent: 97485.88,
  interimRate: 104.11,
  totalPresentValueOfLeasePayments: 101000,
  costOfEquipment: 100000,
  ninetyPercenatageTest: 0.9749,
  leaseClassification: 'finance' as const,
  currentVersion: null,
};

describe('LeaseCalculationView', () => {
  it('shows the monthly rate as a percent to the digits DOMAIN gives j, as the borrowing-rate panel does', () => {
    renderRoute(<LeaseCalculationView calculation={calculation} accountingStandard={0} rateCalculated={false} />);
    const table = screen.getByRole('table', { name: 'Lease calculation' });
    expect(within(table).getByRole('row', { name: /Monthly rate/ })).toHaveTextContent('0,984397 %');
    expect(within(table).getByRole('row', { name: /Monthly rate/ })).not.toHaveTextContent('0,009844');
  });

  it('after a lease change keeps the inception’s figures and adds the current version’s (§12 E), in Polish too', async () => {
    const ifrs16 = {
      ...calculation,
      implicitRate: 0.06,
      amortizationRate: 0.005,
      totalPresentValueOfLeasePayments: 517255.61,
      costOfEquipment: 523255.61,
      leaseClassification: null,
      currentVersion: { version: 2, amortizationRate: 0.00625, implicitRate: 0.075, rowNumber: 25, remeasuredLiability: 208961.44, rightOfUseAfter: 200107.3, terminated: false },
    };
    renderRoute(<LeaseCalculationView calculation={ifrs16} accountingStandard={1} rateCalculated={false} />);
    const table = screen.getByRole('table', { name: 'Lease calculation' });
    expect(within(table).getByRole('row', { name: /^Lease liability/ })).toHaveTextContent('517 255,61');
    expect(within(table).getByRole('row', { name: /Current version/ })).toHaveTextContent('2, from row 25');
    expect(within(table).getByRole('row', { name: /Discount rate of the current version/ })).toHaveTextContent('7,50 %');
    expect(within(table).getByRole('row', { name: /Remeasured lease liability/ })).toHaveTextContent('208 961,44');
    expect(within(table).getByRole('row', { name: /after the change/ })).toHaveTextContent('200 107,30');
    expect(within(table).queryByRole('row', { name: /Terminated early/ })).toBeNull();
  });
});
