import type { SensitivityResult } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { BorrowingRatePanel } from './borrowing-rate-panel';
import { SensitivityPanel } from './sensitivity-panel';

const session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };
const result: SensitivityResult = {
  rate: { tenantRate: 0.06, auditorRate: 0.08, variance: 0.02 },
  initialValue: { valueAtTenantRate: 517595.22, valueAtAuditorRate: 491234.5, variance: -26360.72 },
  financialCost: { financialCostAtTenantRate: 89501.1, financialCostAtAuditorRate: 115861.82, variance: 26360.72 },
};

function serve(answer: () => Response) {
  const bodies: unknown[] = [];
  const languages: (string | null)[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== '/api/sensitivityanalisys') return envelopeResponse(null, { status: 404 });
    bodies.push(JSON.parse(String(init.body)));
    languages.push(new Headers(init.headers).get('Accept-Language'));
    return answer();
  });
  return { bodies, languages };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Discount-rate sensitivity' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('SensitivityPanel', () => {
  it('takes the rate as a percent with a decimal comma, submits on Enter and shows the three lines with variances', async () => {
    signInAs(session);
    const { bodies } = serve(() => envelopeResponse(result));
    renderRoute(<SensitivityPanel leaseAgreementId={9} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Auditor's rate/ }), '7,5{Enter}');
    await screen.findByRole('table', { name: 'Discount-rate sensitivity' });
    expect(bodies).toEqual([{ leaseAgreementId: 9, auditorRate: 0.075 }]);
    expect(rows()).toEqual([
      ['Line', "Client's rate", "Auditor's rate", 'Variance'],
      ['Discount rate', '6,00\u00a0%', '8,00\u00a0%', '2,00\u00a0%'],
      ['Initial value (lease liability)', '517\u00a0595,22', '491\u00a0234,50', '-26\u00a0360,72'],
      ['Financial cost', '89\u00a0501,10', '115\u00a0861,82', '26\u00a0360,72'],
    ]);
  });

  it('says what is wrong with the rate before asking', async () => {
    signInAs(session);
    const { bodies } = serve(() => envelopeResponse(result));
    renderRoute(<SensitivityPanel leaseAgreementId={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Auditor's rate/ }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Enter a number; letters are not allowed')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal under the field, in the language of the screen", async () => {
    signInAs(session);
    await act(() => i18n.changeLanguage('pl'));
    const { languages } = serve(() =>
      envelopeResponse(null, { success: false, errors: [{ propertyName: 'auditorRate', message: 'Stopa musi być większa od -100 %' }] }),
    );
    renderRoute(<SensitivityPanel leaseAgreementId={9} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Stopa audytora/ }), '-150');
    await userEvent.click(screen.getByRole('button', { name: 'Oblicz' }));
    expect(await screen.findByText('Stopa musi być większa od -100 %', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    expect(languages).toEqual(['pl']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('BorrowingRatePanel', () => {
  const calculation = {
    implicitRate: 0.0612345679,
    amortizationRate: 0.005102880658,
    presentValueOfRent: 0,
    interimRate: 0,
    totalPresentValueOfLeasePayments: 500000,
    costOfEquipment: 500000,
    ninetyPercenatageTest: 0,
    leaseClassification: null,
    leaseAgreementId: 9,
    currentVersion: null,
  };

  it('shows the rate used with 2 decimals, the monthly rate, and that it was entered on the agreement', () => {
    signInAs(session);
    renderRoute(<BorrowingRatePanel calculation={{ ...calculation, implicitRate: 0.06, amortizationRate: 0.005 }} rateCalculated={false} />);
    const table = screen.getByRole('table', { name: 'Borrowing rate' });
    expect(within(table).getByRole('row', { name: /Rate used/ })).toHaveTextContent('6,00 %');
    expect(within(table).getByRole('row', { name: /Monthly rate/ })).toHaveTextContent('0,500000 %');
    expect(within(table).getByRole('row', { name: /Obtained/ })).toHaveTextContent('Entered on the agreement (incremental borrowing rate)');
  });

  it('says a calculated rate is the rate implicit in the lease', () => {
    signInAs(session);
    renderRoute(<BorrowingRatePanel calculation={calculation} rateCalculated />);
    const table = screen.getByRole('table', { name: 'Borrowing rate' });
    expect(within(table).getByRole('row', { name: /Rate used/ })).toHaveTextContent('6,12 %');
    expect(within(table).getByRole('row', { name: /Obtained/ })).toHaveTextContent('Calculated: the rate implicit in the lease');
  });
});
