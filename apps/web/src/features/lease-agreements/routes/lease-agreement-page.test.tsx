import type { LeaseAgreementDto } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { LeaseAgreementPage } from './lease-agreement-page';

const csiSession = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const ifrsSession = { ...csiSession, accountingStandard: 'IFRS16' as const };

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

type Call = { method: string; path: string; body: unknown };

function serve(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (call.method === 'GET' && url.pathname === '/api/leaseagreements/5') return envelopeResponse(stored);
    if (call.method === 'GET' && url.pathname === '/api/contractors') return envelopeResponse([{ id: 7, name: 'Mleczarnia', taxId: '6765432109', code: 'K-3' }]);
    if (call.method === 'GET') return envelopeResponse([]);
    calls.push(call);
    return answer(call) ?? envelopeResponse({ ...stored, id: 9 });
  });
  return calls;
}

const extra = [{ path: '/leaseAgreementSummary/:id', element: <p>summary page</p> }];

// a whole agreement form is slow to render and type into on a busy machine
describe('LeaseAgreementPage', () => {
  it('starts with every section closed, and shows the IFRS16 section only under IFRS16', async () => {
    signInAs(csiSession);
    serve(() => undefined);
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement' });
    for (const name of ['Contractor', 'Agreement details', 'Time and payments', 'Amounts and rates', 'Factoring', 'Trader', 'Schedule']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('button', { name: 'Depreciation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('tells a client with no contractor to add one first, with a link to the contractors, instead of an empty form', async () => {
    signInAs(csiSession);
    mockFetch(() => envelopeResponse([]));
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement' });
    const hint = await screen.findByRole('status');
    expect(hint).toHaveTextContent('No contractors yet');
    expect(hint).toHaveTextContent('Add a contractor first, then create the agreement.');
    expect(within(hint).getByRole('link', { name: 'Go to contractors' })).toHaveAttribute('href', '/contractors');
    expect(screen.queryByRole('button', { name: 'Save and calculate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contractor' })).not.toBeInTheDocument();
  });

  it('asks a CSI lessor for no incremental borrowing rate and no "calculate the rate" (CSI solves its own rate)', async () => {
    signInAs(csiSession);
    serve(() => undefined);
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement' });
    await userEvent.click(screen.getByRole('button', { name: 'Agreement details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Amounts and rates' }));
    expect(await screen.findByRole('textbox', { name: /^Total equipment cost/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Yearly indexation/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Incremental borrowing rate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Calculate the rate' })).not.toBeInTheDocument();
  });

  it('runs the save chain on edit (PUT, calculation, schedule) and lands on the summary', async () => {
    signInAs(csiSession);
    const calls = serve(() => undefined);
    const { router } = renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and calculate' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leaseAgreementSummary/5'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/leaseagreements/5',
      'POST /api/leaseagreements/5/leasecalculation',
      'POST /api/leaseagreements/5/leaseamortizations',
    ]);
    expect(calls[0]?.body).toMatchObject({
      contractorId: 7,
      paymentDue: 0,
      paymentInterval: 1,
      residualValueSettlement: 1,
      incrementalBorrowingRate: 0.065,
      startingDate: '2025-03-01',
      accountingStandard: 0,
      rateConvention: 0,
    });
  });

  it('asks for the depreciation too under IFRS16, and shows the borrowing rate as a percent', async () => {
    signInAs(ifrsSession);
    const calls = serve(() => undefined);
    const { router } = renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Amounts and rates' }));
    expect(await screen.findByRole('textbox', { name: /^Incremental borrowing rate/ })).toHaveValue('6,5 %');
    await userEvent.click(screen.getByRole('button', { name: 'Save and calculate' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leaseAgreementSummary/5'));
    expect(calls.map((call) => call.path).at(-1)).toBe('/api/leaseagreements/5/depreciation');
    expect(calls[0]?.body).toMatchObject({ accountingStandard: 1 });
  });

  it('shows the Error toast with the server messages one per line, opens the section of each field, keeps what was typed', async () => {
    signInAs(csiSession);
    const calls = serve((call) =>
      call.path === '/api/leaseagreements/5'
        ? envelopeResponse(null, {
            success: false,
            errors: [
              { propertyName: 'contractNumber', message: 'This contract number is already used' },
              { propertyName: 'termInMonths', message: 'Term must be a multiple of the interval' },
            ],
          })
        : undefined,
    );
    const { router } = renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Time and payments' }));
    const term = await screen.findByRole('textbox', { name: /^Term in months/ });
    await userEvent.clear(term);
    await userEvent.type(term, '35');
    await userEvent.click(screen.getByRole('button', { name: 'Save and calculate' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(within(toast).getByText('This contract number is already used', { selector: 'li' })).toBeInTheDocument();
    expect(within(toast).getByText('Term must be a multiple of the interval', { selector: 'li' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leaseAgreement/5');
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Agreement details' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: /^Contract number/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This contract number is already used', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Term in months/ })).toHaveValue('35');
  });

  it('checks the whole form in the browser first: every error at once, under its field, each section opened, nothing sent', async () => {
    signInAs(csiSession);
    const calls = serve(() => undefined);
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement', extra });
    await userEvent.click(screen.getByRole('button', { name: 'Save and calculate' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    const lines = within(toast).getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([
      'Contractor: This field is required',
      'Contract number: This field is required',
      'Schedule number: This field is required',
      'Term in months: This field is required',
      'Starting date: This field is required',
      'Rent payment: This field is required',
    ]);
    for (const section of ['Contractor', 'Agreement details', 'Time and payments', 'Amounts and rates']) {
      expect(screen.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
    }
    for (const name of [/^Contract number/, /^Schedule number/, /^Term in months/, /^Starting date/, /^Rent payment/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getAllByText('This field is required', { selector: '.mantine-InputWrapper-error' })).toHaveLength(6);
    expect(calls).toEqual([]);
  });

  it("words the browser's errors in Polish, never in zod's English", async () => {
    await act(() => i18n.changeLanguage('pl'));
    try {
      signInAs(csiSession);
      const calls = serve(() => undefined);
      renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
      await userEvent.click(await screen.findByRole('button', { name: 'Szczegóły umowy' }));
      const contractNumber = await screen.findByRole('textbox', { name: /^Numer kontraktu/ });
      await userEvent.clear(contractNumber);
      await userEvent.click(contractNumber);
      await userEvent.paste('X'.repeat(101));
      await userEvent.click(screen.getByRole('button', { name: 'Zapisz i przelicz' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Błąd');
      expect(toast).toHaveTextContent('Numer kontraktu: Ta wartość jest za długa');
      expect(document.body.textContent).not.toMatch(/Too big|expected|Contract number/);
      expect(calls).toEqual([]);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('asks before Clear empties the form (focus on Cancel), and Cancel keeps what was typed', async () => {
    signInAs(csiSession);
    serve(() => undefined);
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement', extra });
    await userEvent.click(screen.getByRole('button', { name: 'Agreement details' }));
    const contractNumber = await screen.findByRole('textbox', { name: /^Contract number/ });
    await userEvent.type(contractNumber, 'UL/9');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the form?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(contractNumber).toHaveValue('UL/9');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Clear the form?' })).getByRole('button', { name: 'Clear the form' }));
    expect(contractNumber).toHaveValue('');
  });

  it('warns before leaving a half-filled form, and not after saving it', async () => {
    signInAs(csiSession);
    serve(() => undefined);
    const { router } = renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Agreement details' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Asset name/ }), 'Tokarka');
    await act(() => router.navigate('/contractors'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/leaseAgreement/5');
    expect(screen.getByRole('textbox', { name: /^Asset name/ })).toHaveValue('Tokarka');

    await userEvent.click(screen.getByRole('button', { name: 'Save and calculate' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leaseAgreementSummary/5'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('refuses letters typed into an amount visibly, keeping the number', async () => {
    signInAs(csiSession);
    serve(() => undefined);
    renderRoute(<LeaseAgreementPage />, { path: '/leaseAgreement/:id', url: '/leaseAgreement/5', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Amounts and rates' }));
    const rent = await screen.findByRole('textbox', { name: /^Rent payment/ });
    await userEvent.type(rent, 'x');
    expect(rent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number; letters are not allowed')).toBeInTheDocument();
    expect(rent).toHaveValue('9 500,00');
    await userEvent.type(rent, '1');
    expect(screen.queryByText('Enter a number; letters are not allowed')).not.toBeInTheDocument();
  });

});
