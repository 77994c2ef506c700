import type { LeaseAgreementDto } from '@leasedesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { LeaseAgreementPage } from './lease-agreement-page';

const session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };

const calculation = {
  implicitRate: 0.06,
  amortizationRate: 0.005,
  presentValueOfRent: 517255.61,
  interimRate: 0,
  totalPresentValueOfLeasePayments: 517255.61,
  costOfEquipment: 523255.61,
  ninetyPercenatageTest: 0,
  leaseClassification: null,
  leaseAgreementId: 9,
};

/** DOMAIN §12 E as signed; `changed` gives it the modification of 2027 as version 2. */
const agreement = (changed: boolean): LeaseAgreementDto => ({
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
  assetName: 'Biuro',
  dismantlingProvision: 0,
  leasePremium: 0,
  incrementalBorrowingRate: 0.06,
  leaseIncentive: 0,
  rentFreePeriodInMonths: 0,
  depreciationMethod: 0,
  accountingStandard: 1,
  rateConvention: 0,
  leaseholdImprovements: 0,
  indexationRate: 0,
  initialDirectCosts: 6000,
  token: 'tok',
  contractorId: 4,
  contractor: { name: 'Gdańskie Biuro', code: 'L-1', taxId: '5832109879' },
  salesPersonId: null,
  salesPerson: null,
  // the rate solved at inception: the checkbox is held and sent as it came
  shouldRateBeCalculated: changed,
  leaseCalculation: {
    ...calculation,
    currentVersion: changed
      ? { version: 2, amortizationRate: 0.00625, implicitRate: 0.075, rowNumber: 25, remeasuredLiability: 208961.44, rightOfUseAfter: 200107.3, terminated: false }
      : null,
  },
  leaseAmortizations: [],
  depraciations: [],
  invoiceReports: [],
  impairmentProcedures: [],
});

function serve(record: LeaseAgreementDto) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (call.method === 'GET' && url.pathname === '/api/leaseagreements/9') return envelopeResponse(record);
    if (call.method === 'GET') return envelopeResponse([]);
    calls.push(call);
    return envelopeResponse(record);
  });
  return calls;
}

const extra = [{ path: '/leaseAgreementSummary/:id', element: <p>summary page</p> }];

async function open(section: string) {
  const control = await screen.findByRole('button', { name: section });
  if (control.getAttribute('aria-expanded') !== 'true') await userEvent.click(control);
}

describe('the agreement form of an agreement with changes', () => {
  it('keeps the fields its figures come from read-only, says why and where its terms change, and still saves the rest', async () => {
    signInAs(session);
    const calls = serve(agreement(true));
    const { router } = renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/9', extra });
    const note = await screen.findByText('This agreement has changes (version 2)');
    const alert = note.closest('.mantine-Alert-root') as HTMLElement;
    expect(alert).toHaveTextContent('its terms change through a new change on the Changes tab of its summary');
    expect(within(alert).getByRole('link', { name: 'Open the summary' })).toHaveAttribute('href', '/leaseAgreementSummary/9');

    await open('Agreement details');
    await open('Time and payments');
    await open('Amounts and rates');
    await open('Depreciation');
    for (const name of [/^Starting date/, /^Term in months/, /^Rent payment/, /^Residual value$/, /^Yearly indexation/, /^Incremental borrowing rate/, /^Initial direct costs/, /^Payment timing/, /^Rate convention/]) {
      expect(await screen.findByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('checkbox', { name: 'Calculate the rate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /calculate the incremental borrowing rate/i })).toBeDisabled();
    // what no figure depends on stays editable
    for (const name of [/^Contract number/, /^Schedule number/, /^Asset name/]) expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('readonly');

    await userEvent.clear(screen.getByRole('textbox', { name: /^Asset name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Asset name/ }), 'Biuro, piętro 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save and calculate' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leaseAgreementSummary/9'));
    // the read-only fields go back as they came (a disabled checkbox too), so the server sees no term changed
    expect(calls[0]?.body).toMatchObject({
      assetName: 'Biuro, piętro 2',
      rentPaymentAmount: 10000,
      termInMonths: 60,
      incrementalBorrowingRate: 0.06,
      startingDate: '2025-01-01',
      paymentDue: 1,
      rateConvention: 0,
      shouldRateBeCalculated: true,
    });
  });

  it('leaves every field editable while the agreement is as signed', async () => {
    signInAs(session);
    serve(agreement(false));
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/9', extra });
    await open('Amounts and rates');
    expect(await screen.findByRole('textbox', { name: /^Rent payment/ })).not.toHaveAttribute('readonly');
    expect(screen.queryByText(/This agreement has changes/)).not.toBeInTheDocument();
  });
});
