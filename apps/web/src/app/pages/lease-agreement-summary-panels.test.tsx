import type { LeaseAgreementDto } from '@leasedesk/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../test/render';
// the page that mounts the panels: which agreements show them is seen where a user meets them
import { lazyPage } from '../lazy-page';
import { loadLeaseAgreementSummaryPage } from './load-lease-agreement-summary-page';

const LeaseAgreementSummaryPage = lazyPage(loadLeaseAgreementSummaryPage);

const calculation = {
  implicitRate: 0.06,
  amortizationRate: 0.005,
  presentValueOfRent: 517595.22,
  interimRate: 0,
  totalPresentValueOfLeasePayments: 517595.22,
  costOfEquipment: 532595.22,
  ninetyPercenatageTest: 0,
  leaseClassification: null,
  leaseAgreementId: 9,
  currentVersion: null,
};

const agreement = (accountingStandard: 0 | 1): LeaseAgreementDto => ({
  id: 9,
  createDate: '2025-01-01',
  isDeleted: false,
  contractNumber: 'NAJEM/2025/01',
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
  initialDirectCosts: 0,
  token: 'tok',
  contractorId: 4,
  contractor: { name: 'Gdańskie Biuro', code: 'L-1', taxId: '5832109879' },
  salesPersonId: null,
  salesPerson: null,
  leaseCalculation: { ...calculation, leaseClassification: accountingStandard === 0 ? 'finance' : null },
  leaseAmortizations: [],
  depraciations: [],
  invoiceReports: [],
  impairmentProcedures: [],
});

function serve(record: LeaseAgreementDto) {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    if (url.pathname === '/api/leaseagreements/9') return envelopeResponse(record);
    if (url.pathname === '/api/leaseagreements/9/impairmentprocedure') return envelopeResponse({ leaseAgreementId: 9, impairmentTestRequired: false, questionnaires: [] });
    return envelopeResponse(null, { status: 404 });
  });
  return asked;
}

describe('the agreement summary and the analysis panels', () => {
  it('shows the borrowing rate, the sensitivity and the impairment procedure for an IFRS16 agreement', async () => {
    signInAs({ ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' });
    serve(agreement(1));
    renderRoute(<LeaseAgreementSummaryPage />, { path: '/leaseAgreementSummary/:id', url: '/leaseAgreementSummary/9' });
    expect(await screen.findByRole('region', { name: 'Borrowing rate' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Discount-rate sensitivity' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Impairment procedure' })).toBeInTheDocument();
  });

  it('shows none of them for a CSI agreement, and asks nothing about impairment', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    const asked = serve(agreement(0));
    renderRoute(<LeaseAgreementSummaryPage />, { path: '/leaseAgreementSummary/:id', url: '/leaseAgreementSummary/9' });
    expect(await screen.findByRole('table', { name: 'Lease calculation' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Borrowing rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Discount-rate sensitivity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Impairment procedure' })).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/leaseagreements/9/impairmentprocedure');
  });
});
