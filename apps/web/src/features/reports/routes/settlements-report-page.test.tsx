import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SettlementsReport } from '@leasedesk/contract';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { SettlementsReportPage } from './settlements-report-page';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const report: SettlementsReport = {
  reportId: 52,
  token: 'settlements-token',
  reportDetails: [
    {
      leaseAgreementId: 5,
      contractorName: 'Łódzkie Zakłady Leasingowe',
      contractNumber: 'UL/2025/001',
      scheduleNumber: '1',
      periodNumber: 1,
      paymentDate: '2025-03-01',
      paymentAmount: 9500,
      interestAmount: 900.72,
      principalAmount: 8599.28,
      closingBalance: 92400.72,
    },
    {
      leaseAgreementId: 5,
      contractorName: 'Łódzkie Zakłady Leasingowe',
      contractNumber: 'UL/2025/001',
      scheduleNumber: '1',
      periodNumber: 2,
      paymentDate: '2025-04-01',
      paymentAmount: 0,
      interestAmount: 909.59,
      principalAmount: -909.59,
      closingBalance: 93310.31,
    },
  ],
  // the server's totals are shown as they are (it sums in cents)
  totals: { paymentAmount: 9500, interestAmount: 1810.31, principalAmount: 7689.69 },
};

describe('SettlementsReportPage', () => {
  it('needs the period, then runs with it and shows the rows with the server’s totals', async () => {
    signInAs(session);
    const bodies: unknown[] = [];
    const asked: string[] = [];
    mockFetch(async (url, init) => {
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/leaseamortizations/report') {
        bodies.push(JSON.parse(String(init.body)));
        return envelopeResponse(report);
      }
      if (url.pathname.startsWith('/api/leaseamortizations/reports/')) return new Response('xlsx');
      return envelopeResponse([]);
    });
    renderRoute(<SettlementsReportPage />, { path: '/settlementsReport' });
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Run report' }));
    // both missing dates say so at once, and nothing is asked
    expect(await within(drawer).findAllByText('This field is required')).toHaveLength(2);
    expect(bodies).toEqual([]);

    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Period start' }), '01/01/2025');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Period end' }), '31/12/2024');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Run report' }));
    expect(await within(drawer).findByText('The period must end on or after its start')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const end = within(drawer).getByRole('textbox', { name: 'Period end' });
    await userEvent.clear(end);
    await userEvent.type(end, '30/06/2025');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Run report' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ periodStart: '2025-01-01', periodEnd: '2025-06-30', isFactoring: null, paymentInterval: null });

    const table = await screen.findByRole('table', { name: 'Settlements report' });
    expect(within(table).getByText('93 310,31', { normalizer: (text) => text.replace(/\u00a0/g, ' ') })).toBeInTheDocument();
    const totals = within(table).getByRole('row', { name: /^Total/ });
    expect(totals).toHaveTextContent('9 500,00');
    expect(totals).toHaveTextContent('1 810,31');
    expect(totals).toHaveTextContent('7 689,69');
    expect(within(table).getAllByRole('link', { name: 'Open agreement UL/2025/001 / 1' })[0]).toHaveAttribute('href', '/leaseAgreementSummary/5');

    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(asked).toContain('/api/leaseamortizations/reports/52/excel/settlements-token?lang=en');
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('settlements-report.xlsx');
    saved.mockRestore();
  });
});
