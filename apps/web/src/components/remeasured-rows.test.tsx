import type { DepreciationPeriodDto, LeaseAmortizationRow } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { renderRoute } from '../test/render';
import { AmortizationTable } from './amortization-table';
import { DepreciationTable } from './depreciation-table';

/** Rows 24 and 25 of DOMAIN §12 E's schedule after its modification (row 25 opens at L_E = 208 961,44). */
const scheduleRow = (periodNumber: number, fields: Partial<LeaseAmortizationRow>): LeaseAmortizationRow => ({
  id: periodNumber,
  periodNumber,
  paymentDate: '2026-12-31',
  generalLedgerIncomeDate: '2026-12-31',
  paymentAmount: 10000,
  interestAmount: 1690.45,
  principalAmount: 8309.55,
  openingBalance: 337019.73,
  closingBalance: 328710.18,
  rentFreeAmount: 0,
  leaseAgreementId: 9,
  isBillingMonth: true,
  increaseRate: 0,
  accountingStandard: 1,
  remeasurementAmount: 0,
  ...fields,
});

const period = (periodNumber: number, fields: Partial<DepreciationPeriodDto>): DepreciationPeriodDto => ({
  id: periodNumber,
  createDate: '2025-01-01',
  isDeleted: false,
  periodNumber,
  beginingOfPeriod: '2026-12-01',
  endOfPeriod: '2026-12-31',
  openingBalance: 322674.22,
  depraciationCharge: 8720.93,
  closingBalance: 313953.29,
  leaseAgreementId: 9,
  remeasurementAmount: 0,
  ...fields,
});

const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

describe('the rows a lease change starts at', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('stand out in the schedule with their remeasurement; earlier rows are as they were', () => {
    renderRoute(
      <AmortizationTable
        ifrs16
        rows={[
          scheduleRow(24, {}),
          scheduleRow(25, {
            paymentDate: '2027-01-31',
            remeasurementAmount: -119748.74,
            openingBalance: 208961.44,
            paymentAmount: 6500,
            interestAmount: 1306.01,
            principalAmount: 5193.99,
            closingBalance: 203767.45,
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Amortization schedule' });
    expect(within(table).getByRole('columnheader', { name: 'Remeasurement' })).toBeInTheDocument();
    const [, before, changed, totals] = within(table).getAllByRole('row');
    expect(changed).toHaveAttribute('data-remeasured', 'true');
    expect(changed).toHaveTextContent(spaced('-119 748,74'));
    expect(changed).toHaveTextContent(spaced('208 961,44'));
    expect(before).not.toHaveAttribute('data-remeasured');
    expect(before).toHaveTextContent(spaced('328 710,18'));
    expect(before).not.toHaveTextContent('-119');
    expect(totals).toHaveTextContent(spaced('-119 748,74'));
  });

  it('leave the schedule of an agreement without changes, and a preview, as it was: no remeasurement column', () => {
    renderRoute(<AmortizationTable ifrs16 rows={[scheduleRow(24, {}), scheduleRow(25, {})]} />);
    const table = screen.getByRole('table', { name: 'Amortization schedule' });
    expect(within(table).queryByRole('columnheader', { name: 'Remeasurement' })).not.toBeInTheDocument();
    expect(table.querySelector('[data-remeasured]')).toBeNull();
  });

  it('stand out among the depreciation periods with the asset\'s remeasurement, in Polish too', async () => {
    await act(() => i18n.changeLanguage('pl'));
    renderRoute(
      <DepreciationTable
        rows={[
          period(24, {}),
          period(25, {
            beginingOfPeriod: '2027-01-01',
            endOfPeriod: '2027-01-31',
            remeasurementAmount: -113845.99,
            openingBalance: 200107.3,
            depraciationCharge: 5558.54,
            closingBalance: 194548.76,
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Okresy amortyzacji' });
    expect(within(table).getByRole('columnheader', { name: 'Aktualizacja wyceny' })).toBeInTheDocument();
    const [, before, changed] = within(table).getAllByRole('row');
    expect(changed).toHaveAttribute('data-remeasured', 'true');
    expect(changed).toHaveTextContent(spaced('-113 845,99'));
    expect(changed).toHaveTextContent('01.01.2027');
    expect(before).not.toHaveAttribute('data-remeasured');
  });
});
