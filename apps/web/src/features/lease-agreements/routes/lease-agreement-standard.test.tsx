import type { LeaseAgreementDto } from '@leasedesk/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { LeaseAgreementPage } from './lease-agreement-page';

/**
 * The agreement form follows the client's own standard (the session's tenantStandard),
 * not the view the selector on home switched to.
 */
const csiClientViewedAsIfrs = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI', accountingStandard: 'IFRS16' as const, tenantStandard: 'CSI' as const };

const stored = {
  id: 5,
  createDate: '2025-02-01',
  isDeleted: false,
  contractNumber: 'UL/1',
  scheduleNumber: '1',
  termInMonths: 36,
  startingDate: '2025-03-01',
  closingDate: '2028-03-01',
  rentPaymentAmount: 9500,
  subRentAndArrangmentFee: 500,
  residualValue: 5000,
  totalEquipmentCost: 100000,
  salesPersonCommission: 1500,
  transferToFactorDate: null,
  factoringContractNumber: '',
  leaseType: 0,
  paymentDue: 0,
  paymentInterval: 1,
  residualValueSettlement: 1,
  assetCategory: 0,
  assetName: '',
  dismantlingProvision: 0,
  leasePremium: 0,
  incrementalBorrowingRate: 0.065,
  leaseIncentive: 0,
  rentFreePeriodInMonths: 0,
  depreciationMethod: 0,
  accountingStandard: 0,
  rateConvention: 0,
  shouldRateBeCalculated: false,
  leaseholdImprovements: 0,
  indexationRate: 0,
  initialDirectCosts: 0,
  token: 'tok',
  contractorId: 7,
  contractor: { name: 'Mleczarnia', code: 'K-3', taxId: '6765432109' },
  salesPersonId: null,
  salesPerson: null,
  leaseCalculation: null,
  leaseAmortizations: [],
  depraciations: [],
  invoiceReports: [],
  impairmentProcedures: [],
} satisfies LeaseAgreementDto;

describe('LeaseAgreementPage under a switched view', () => {
  it('calculates and saves under the client’s standard (CSI) while the view shows IFRS16', async () => {
    signInAs(csiClientViewedAsIfrs);
    const calls: { method: string; path: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
      if (call.method === 'GET' && url.pathname === '/api/leaseagreements/5') return envelopeResponse(stored);
      if (call.method === 'GET') return envelopeResponse([]);
      calls.push(call);
      return envelopeResponse({ ...stored, id: 5 });
    });
    const extra = [{ path: '/leaseAgreementSummary/:id', element: <p>summary page</p> }];
    const { router } = renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and calculate' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leaseAgreementSummary/5'));
    // no IFRS16 section, no depreciation step, and the body says CSI
    expect(screen.queryByRole('button', { name: 'Depreciation' })).not.toBeInTheDocument();
    const saves = calls.filter((call) => call.path !== '/api/leaseagreement/preview');
    expect(saves.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/leaseagreements/5',
      'POST /api/leaseagreements/5/leasecalculation',
      'POST /api/leaseagreements/5/leaseamortizations',
    ]);
    expect(saves[0]?.body).toMatchObject({ accountingStandard: 0 });
    for (const preview of calls.filter((call) => call.path === '/api/leaseagreement/preview')) expect(preview.body).toMatchObject({ accountingStandard: 0 });
  });
});
