import type { PortfolioSensitivity } from '@leasedesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { PortfolioSensitivityPage } from './portfolio-sensitivity-page';

const session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };
const contractors = [
  { id: 4, name: 'Gdańskie Biuro Nieruchomości', taxId: '5832109879', code: 'L-001' },
  { id: 5, name: 'Poznańska Flota Samochodowa', taxId: '7770123452', code: 'L-002' },
];
const answer: PortfolioSensitivity = {
  reportId: 71,
  token: 'portfolio-token',
  auditorRate: 0.08,
  details: [
    {
      leaseAgreementId: 11,
      contractorName: 'Gdańskie Biuro Nieruchomości',
      contractNumber: 'NAJEM/2025/01',
      scheduleNumber: '1',
      rate: { tenantRate: 0.06, auditorRate: 0.08, variance: 0.02 },
      initialValue: { valueAtTenantRate: 517595.22, valueAtAuditorRate: 491234.5, variance: -26360.72 },
      financialCost: { financialCostAtTenantRate: 89501.1, financialCostAtAuditorRate: 115861.82, variance: 26360.72 },
    },
    {
      leaseAgreementId: 12,
      contractorName: 'Poznańska Flota Samochodowa',
      contractNumber: 'FLOTA/2025/07',
      scheduleNumber: '2',
      rate: { tenantRate: 0.05, auditorRate: 0.08, variance: 0.03 },
      initialValue: { valueAtTenantRate: 405391.08, valueAtAuditorRate: 362350.44, variance: -43040.64 },
      financialCost: { financialCostAtTenantRate: 94608.92, financialCostAtAuditorRate: 137649.56, variance: 43040.64 },
    },
  ],
  totals: {
    initialValue: { valueAtTenantRate: 922986.3, valueAtAuditorRate: 853584.94, variance: -69401.36 },
    financialCost: { financialCostAtTenantRate: 184110.02, financialCostAtAuditorRate: 253511.38, variance: 69401.36 },
  },
};

function serve(reply: () => Response = () => envelopeResponse(answer)) {
  const bodies: unknown[] = [];
  const asked: string[] = [];
  mockFetch((url, init) => {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/contractors') return envelopeResponse(contractors);
    if (url.pathname === '/api/sensitivityanalisys/portfolio') {
      bodies.push(JSON.parse(String(init.body)));
      return reply();
    }
    if (url.pathname.includes('/excel/')) return new Response('xlsx', { headers: { 'content-disposition': 'attachment; filename="sensitivity.xlsx"' } });
    return envelopeResponse(null, { status: 404 });
  });
  return { bodies, asked };
}

describe('PortfolioSensitivityPage', () => {
  it('runs over every contractor when none is chosen and lists each agreement with the totals; rows open the summary', async () => {
    signInAs(session);
    const { bodies } = serve();
    const { router } = renderRoute(<PortfolioSensitivityPage />, { path: '/sensitivity' });
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Auditor's rate/ }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Run analysis' }));
    const table = await screen.findByRole('table', { name: 'Sensitivity per agreement' });
    expect(bodies).toEqual([{ contractorIds: null, auditorRate: 0.08 }]);
    expect(screen.getByText(/At the auditor's rate of 8,00/)).toBeInTheDocument();
    const first = within(table).getByRole('row', { name: /NAJEM\/2025\/01/ });
    expect([...first.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Gdańskie Biuro Nieruchomości',
      'NAJEM/2025/01',
      '1',
      '6,00\u00a0%',
      '517\u00a0595,22',
      '491\u00a0234,50',
      '-26\u00a0360,72',
      '89\u00a0501,10',
      '115\u00a0861,82',
      '26\u00a0360,72',
    ]);
    const totals = [...table.querySelectorAll('tfoot th, tfoot td')].map((cell) => cell.textContent);
    expect(totals).toEqual(['Total', '', '', '', '922\u00a0986,30', '853\u00a0584,94', '-69\u00a0401,36', '184\u00a0110,02', '253\u00a0511,38', '69\u00a0401,36']);
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
    await userEvent.click(within(table).getByRole('link', { name: 'Open agreement FLOTA/2025/07 / 2' }));
    expect(router.state.location.pathname).toBe('/leaseAgreementSummary/12');
  });

  it('sends the chosen contractors, and downloads the run\'s workbook in the language on screen', async () => {
    signInAs(session);
    const { bodies, asked } = serve();
    renderRoute(<PortfolioSensitivityPage />, { path: '/sensitivity' });
    await userEvent.click(screen.getByRole('textbox', { name: /^Contractors/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Poznańska/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Auditor's rate/ }), '7,25');
    await userEvent.click(screen.getByRole('button', { name: 'Run analysis' }));
    await screen.findByRole('table', { name: 'Sensitivity per agreement' });
    expect(bodies).toEqual([{ contractorIds: [5], auditorRate: 0.0725 }]);
    URL.createObjectURL = vi.fn(() => 'blob:sensitivity');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await vi.waitFor(() => expect(asked).toContain('/api/sensitivityanalisys/portfolio/71/excel/portfolio-token?lang=en'));
  });

  it('says what is wrong with the rate before asking, then shows every refusal of the server at once', async () => {
    signInAs(session);
    const { bodies } = serve(() =>
      envelopeResponse(null, {
        success: false,
        errors: [
          { propertyName: 'auditorRate', message: 'The rate must be above -100 %' },
          { propertyName: 'contractorIds.0', message: 'No such contractor' },
          { propertyName: '', message: 'Too many agreements' },
        ],
      }),
    );
    renderRoute(<PortfolioSensitivityPage />, { path: '/sensitivity' });
    await userEvent.click(screen.getByRole('button', { name: 'Run analysis' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /^Auditor's rate/ }), '-150');
    await userEvent.click(screen.getByRole('button', { name: 'Run analysis' }));
    expect(await screen.findByText('The rate must be above -100 %', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    expect(screen.getByText('No such contractor', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    expect(screen.getByText('Too many agreements', { selector: '.mantine-Alert-message' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Sensitivity per agreement' })).not.toBeInTheDocument();
  });
});
