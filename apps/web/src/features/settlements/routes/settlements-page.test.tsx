import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { SettlementsPage } from './settlements-page';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const row = {
  id: 1,
  periodNumber: 1,
  paymentDate: '2025-03-01',
  generalLedgerIncomeDate: '2025-03-01',
  paymentAmount: 9500,
  interestAmount: 900.72,
  principalAmount: 8599.28,
  openingBalance: 101000,
  closingBalance: 92400.72,
  rentFreeAmount: 0,
  leaseAgreementId: 5,
  isBillingMonth: true,
  increaseRate: 0,
  accountingStandard: 0,
};

describe('SettlementsPage', () => {
  it('is prefilled from contractor, agreementNumber and sheduleNumber, shows the schedule and downloads its Excel file with a fresh token', async () => {
    signInAs(session);
    const asked: string[] = [];
    let tokens = 0;
    mockFetch((url) => {
      asked.push(url.pathname);
      if (url.pathname.startsWith('/api/leaseagreements/5/leasecalculations/excel/'))
        return new Response('xlsx', { headers: { 'content-disposition': 'attachment; filename="lease-calculation-UL_1-1.xlsx"' } });
      if (url.pathname === '/api/contractors') return envelopeResponse([{ id: 7, name: 'Mleczarnia', taxId: '6765432109', code: 'K-3' }]);
      if (url.pathname === '/api/contractors/7/leaseagreements') return envelopeResponse(['UL/1']);
      if (url.pathname === '/api/contractors/7/leaseagreements/UL%2F1/schedules') return envelopeResponse(['1']);
      if (url.pathname === '/api/contractors/7/leaseagreements/UL%2F1/1') {
        tokens += 1;
        return envelopeResponse({ id: 5, token: `signed-${tokens}` });
      }
      if (url.pathname === '/api/leaseagreements/5')
        return envelopeResponse({
          id: 5,
          token: 'old',
          contractorId: 7,
          contractNumber: 'UL/1',
          scheduleNumber: '1',
          accountingStandard: 0,
          leaseCalculation: null,
          leaseAmortizations: [row],
        });
      return envelopeResponse(null, { status: 404 });
    });
    renderRoute(<SettlementsPage />, { path: '/settlements', url: '/settlements?contractor=7&agreementNumber=UL%2F1&sheduleNumber=1' });
    const table = await screen.findByRole('table', { name: 'Amortization schedule' });
    expect(await within(table).findByText('92 400,72')).toBeInTheDocument();
    // the row and, with one row only, the totals row under it
    expect(within(table).getAllByText('900,72')).toHaveLength(2);
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('900,72');
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    // a token asked for at the click, not the one the page loaded with
    await vi.waitFor(() => expect(asked).toContain('/api/leaseagreements/5/leasecalculations/excel/signed-2'));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('lease-calculation-UL_1-1.xlsx');
    expect(screen.getByRole('textbox', { name: 'Agreement number' })).toHaveValue('UL/1');
    expect(asked).toContain('/api/contractors/7/leaseagreements/UL%2F1/1');
  });

  it('asks for the choice while it is incomplete', async () => {
    signInAs(session);
    mockFetch(() => envelopeResponse([]));
    renderRoute(<SettlementsPage />, { path: '/settlements' });
    expect(await screen.findByText('Choose a contractor, an agreement number and a schedule number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Schedule number' })).toBeDisabled();
  });
});
