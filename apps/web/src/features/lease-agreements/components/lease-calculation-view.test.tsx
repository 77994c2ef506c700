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
});
