import type { LeaseAgreementDto } from '@leasedesk/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
// the form that mounts this field: its Calculate is tested where a user meets it, in the agreement page
import { LeaseAgreementPage } from '../routes/lease-agreement-page';

const ifrsSession = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };

const stored = {
  id: 5,
  createDate: '2025-02-01',
  isDeleted: false,
  contractNumber: 'NAJEM/1',
  scheduleNumber: '1',
  termInMonths: 60,
  startingDate: '2025-01-01',
  closingDate: '2030-01-01',
  rentPaymentAmount: 10000,
  subRentAndArrangmentFee: 0,
  residualValue: 0,
  totalEquipmentCost: 500000,
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
  incrementalBorrowingRate: 0.065,
  leaseIncentive: 0,
  rentFreePeriodInMonths: 0,
  depreciationMethod: 0,
  accountingStandard: 1,
  rateConvention: 0,
  shouldRateBeCalculated: false,
  leaseholdImprovements: 0,
  indexationRate: 0,
  initialDirectCosts: 0,
  token: 'tok',
  contractorId: 7,
  contractor: { name: 'Gdańskie Biuro', code: 'L-1', taxId: '5832109879' },
  salesPersonId: null,
  salesPerson: null,
  leaseCalculation: null,
  leaseAmortizations: [],
  depraciations: [],
  invoiceReports: [],
  impairmentProcedures: [],
} satisfies LeaseAgreementDto;

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

function serve(borrowingRate: () => Response) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (call.method === 'GET' && url.pathname === '/api/leaseagreements/5') return envelopeResponse(stored);
    if (call.method === 'GET' && url.pathname === '/api/contractors') return envelopeResponse([{ id: 7, name: 'Mleczarnia', taxId: '6765432109', code: 'K-3' }]);
    if (call.method === 'GET') return envelopeResponse([]);
    calls.push(call);
    if (url.pathname === '/api/leaseagreement/borrowingrate') return borrowingRate();
    return envelopeResponse(stored);
  });
  return calls;
}

const extra = [{ path: '/leaseAgreementSummary/:id', element: <p>summary page</p> }];
const rateField = () => screen.findByRole('textbox', { name: /^Incremental borrowing rate/ });

// a whole agreement form is slow to render and type into on a busy machine
vi.setConfig({ testTimeout: 45_000 });

describe('Calculate beside the incremental borrowing rate (IFRS16)', () => {
  it('asks with what is typed, shows the rate with 2 decimals and saves it to the 10 decimals calculated', async () => {
    signInAs(ifrsSession);
    const calls = serve(() => envelopeResponse({ borrowingRate: 0.0612345678912345, monthlyRate: 0.00510288065760 }));
    const { router } = renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Amounts and rates' }));
    expect(await rateField()).toHaveValue('6,5 %');
    await userEvent.click(await screen.findByRole('button', { name: 'Calculate the incremental borrowing rate' }));
    await vi.waitFor(async () => expect(await rateField()).toHaveValue('6,12 %'));
    expect(screen.getByText(/shown with 2 decimals, saved as calculated/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/leaseagreement/borrowingrate' });
    expect(calls[0]?.body).toMatchObject({ contractorId: 7, termInMonths: 60, totalEquipmentCost: 500000, rentPaymentAmount: 10000, accountingStandard: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Save and calculate' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leaseAgreementSummary/5'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body?.incrementalBorrowingRate).toBe(0.0612345679);
  });

  it('shows a round calculated rate with its 2 decimals, and sends what is typed once it is edited', async () => {
    signInAs(ifrsSession);
    const calls = serve(() => envelopeResponse({ borrowingRate: 0.0600000000004, monthlyRate: 0.005 }));
    const { router } = renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Amounts and rates' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Calculate the incremental borrowing rate' }));
    await vi.waitFor(async () => expect(await rateField()).toHaveValue('6,00 %'));
    await userEvent.clear(await rateField());
    await userEvent.type(await rateField(), '6,2x');
    expect(screen.getByText('Enter a number; letters are not allowed')).toBeInTheDocument();
    expect(screen.queryByText(/saved as calculated/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and calculate' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leaseAgreementSummary/5'));
    expect(calls.find((call) => call.method === 'PUT')?.body?.incrementalBorrowingRate).toBe(0.062);
  });

  it('shows a refusal under the field at fault, opening its section, and keeps the rate typed', async () => {
    signInAs(ifrsSession);
    serve(() =>
      envelopeResponse(null, {
        success: false,
        errors: [
          { propertyName: 'totalEquipmentCost', message: 'No rate makes the payments worth the total equipment cost' },
          { propertyName: 'termInMonths', message: 'Term too short' },
        ],
      }),
    );
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Amounts and rates' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Calculate the incremental borrowing rate' }));
    expect(
      await screen.findByText('No rate makes the payments worth the total equipment cost', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Total equipment cost/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Time and payments' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Term too short', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    expect(await rateField()).toHaveValue('6,5 %');
  });

  it('is not offered under CSI, nor is the rate itself (CSI solves its own rate)', async () => {
    signInAs({ ...ifrsSession, accountingStandard: 'CSI' });
    serve(() => envelopeResponse(null));
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement' });
    await userEvent.click(await screen.findByRole('button', { name: 'Amounts and rates' }));
    expect(await screen.findByRole('textbox', { name: /^Total equipment cost/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Incremental borrowing rate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate the incremental borrowing rate' })).not.toBeInTheDocument();
  });
});
