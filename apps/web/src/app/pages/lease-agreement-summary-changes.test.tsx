import type { LeaseAgreementDto, LeaseAmortizationRow } from '@leasedesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../test/render';
import { lazyPage } from '../lazy-page';
import { loadLeaseAgreementSummaryPage } from './load-lease-agreement-summary-page';

const LeaseAgreementSummaryPage = lazyPage(loadLeaseAgreementSummaryPage);

const row = (periodNumber: number, remeasurementAmount: number): LeaseAmortizationRow => ({
  id: periodNumber,
  periodNumber,
  paymentDate: '2027-01-31',
  generalLedgerIncomeDate: '2027-01-31',
  paymentAmount: 6500,
  interestAmount: 1306.01,
  principalAmount: 5193.99,
  openingBalance: 208961.44,
  closingBalance: 203767.45,
  rentFreeAmount: 0,
  leaseAgreementId: 9,
  isBillingMonth: true,
  increaseRate: 0,
  accountingStandard: 1,
  remeasurementAmount,
});

const agreement = (accountingStandard: 0 | 1): LeaseAgreementDto => ({
  id: 9,
  createDate: '2025-01-01',
  isDeleted: false,
  contractNumber: 'NAJEM/E',
  scheduleNumber: '1',
  termInMonths: 60,
  startingDate: '2025-01-01',
  closingDate: '2029-12-31',
  rentPaymentAmount: 10000,
  subRentAndArrangmentFee: 0,
  residualValue: 0,
  totalEquipmentCost: 0,
  salesPersonCommission: 0,
  transferToFactorDate: null,
  factoringContractNumber: '',
  leaseType: 0,
  paymentDue: 1,
  paymentInterval: 0,
  residualValueSettlement: 0,
  assetCategory: 0,
  assetName: '',
  dismantlingProvision: 0,
  leasePremium: 0,
  incrementalBorrowingRate: 0.06,
  leaseIncentive: 0,
  rentFreePeriodInMonths: 0,
  depreciationMethod: 0,
  accountingStandard,
  rateConvention: 0,
  shouldRateBeCalculated: false,
  leaseholdImprovements: 0,
  indexationRate: 0,
  initialDirectCosts: 6000,
  token: 'tok',
  contractorId: 4,
  contractor: { name: 'Gdańskie Biuro', code: 'L-1', taxId: '5832109879' },
  salesPersonId: null,
  salesPerson: null,
  leaseCalculation: null,
  leaseAmortizations: [row(24, 0), row(25, -119748.74)],
  depraciations: [],
  invoiceReports: [],
  impairmentProcedures: [],
});

function serve(record: LeaseAgreementDto) {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    if (url.pathname === '/api/leaseagreements/9') return envelopeResponse(record);
    if (url.pathname === '/api/leaseagreements/9/changes') return envelopeResponse([]);
    if (url.pathname === '/api/leaseagreements/9/impairmentprocedure') return envelopeResponse({ leaseAgreementId: 9, impairmentTestRequired: false, questionnaires: [] });
    return envelopeResponse(null, { status: 404 });
  });
  return asked;
}

describe('the agreement summary’s Changes tab', () => {
  it('sits between Details and History, asks for the changes only when opened, and the schedule shows the remeasured row', async () => {
    signInAs({ ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' });
    const asked = serve(agreement(1));
    renderRoute(<LeaseAgreementSummaryPage />, { path: '/leaseAgreementSummary/:id', url: '/leaseAgreementSummary/9' });
    const tabs = await screen.findByRole('tablist', { name: 'Record views' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Changes', 'History']);
    const schedule = screen.getByRole('table', { name: 'Amortization schedule' });
    expect(schedule.querySelectorAll('[data-remeasured]')).toHaveLength(1);
    expect(asked).not.toContain('/api/leaseagreements/9/changes');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Changes' }));
    expect(await screen.findByText('No changes yet: the agreement is as signed (version 1).')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New change' })).toBeEnabled();
    expect(asked).toContain('/api/leaseagreements/9/changes');
  });

  it('says under CSI that changes are an IFRS16 lessee’s', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    const asked = serve(agreement(0));
    renderRoute(<LeaseAgreementSummaryPage />, { path: '/leaseAgreementSummary/:id', url: '/leaseAgreementSummary/9' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Changes' }));
    expect(await screen.findByText(/Lease changes are for IFRS16 lessee agreements only/)).toBeVisible();
    expect(asked).not.toContain('/api/leaseagreements/9/changes');
  });
});
