import type { LeaseChangeDto } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { LeaseChangeForm } from './lease-change-form';

const session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };

/** DOMAIN §12 E's change: a modification from 2027-01-01 (k = 25), 60 % of the scope, rent 6 500,00 at 7,5 %. */
const exampleE: LeaseChangeDto = {
  changeId: null,
  version: 2,
  effectiveDate: '2027-01-01',
  changeKind: 2,
  rowNumber: 25,
  entryDate: '2027-01-01',
  carryingLiability: 328710.18,
  carryingRightOfUse: 313953.29,
  liabilityDecrease: 131484.07,
  rightOfUseDecrease: 125581.32,
  gainOrLoss: 5902.75,
  remeasuredLiability: 208961.44,
  liabilityAdjustment: 11735.33,
  rightOfUseAfter: 200107.3,
  furtherGain: 0,
  termInMonths: null,
  rentPaymentAmount: 6500,
  indexationRate: null,
  residualValue: null,
  residualValueSettlement: null,
  incrementalBorrowingRate: 0.075,
  remainingScope: 0.6,
  amortizationRate: 0.00625,
  implicitRate: 0.075,
  createdBy: null,
  createDate: null,
};

type Call = { method: string; path: string; search: string; body: unknown };

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, search: url.search, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** A row's accessible text, whatever the spaces (amounts group thousands with a no-break space). */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

async function typeInto(name: RegExp, text: string) {
  const input = screen.getByRole('textbox', { name });
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the New change dialog', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('asks for the kind first, then shows only that kind\'s fields, each with what it means', async () => {
    signInAs(session);
    serve(() => envelopeResponse(null, { status: 404 }));
    renderRoute(<LeaseChangeForm leaseAgreementId={9} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New change' });
    const kinds = within(dialog).getByRole('radiogroup', { name: /Kind of change/ });
    expect(within(kinds).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2', '3']);
    // the first kind takes the focus: the arrows choose
    await vi.waitFor(() => expect(within(kinds).getByRole('radio', { name: /^Index or rate change/ })).toHaveFocus());
    expect(within(dialog).queryByRole('textbox', { name: /Effective date/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(within(kinds).getByRole('radio', { name: /^Modification/ }));
    const modification = ['Term in months', 'Rent payment', 'Yearly indexation (%)', 'Residual value', 'Revised discount rate (%)', 'Remaining scope (%)'];
    for (const name of modification) expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}( \\*)?$`) })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Residual value settlement/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Effective date/ })).toBeInTheDocument();
    expect(within(dialog).getByText('The share of the asset still leased after the change: 60 for 60 %, 100 when the scope is unchanged.')).toBeInTheDocument();

    await userEvent.click(within(kinds).getByRole('radio', { name: /^Index or rate change/ }));
    expect(within(dialog).getByRole('textbox', { name: /^Rent payment/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Term in months/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Revised discount rate/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Remaining scope/ })).not.toBeInTheDocument();

    await userEvent.click(within(kinds).getByRole('radio', { name: /^Early termination/ }));
    expect(within(dialog).queryByRole('textbox', { name: /^Rent payment/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/ends the lease on the day before the effective date/)).toBeInTheDocument();
  });

  it('previews §12 E as a dry run and shows its figures, which go when the form changes; Enter previews', async () => {
    signInAs(session);
    const calls = serve(() => envelopeResponse(exampleE));
    renderRoute(<LeaseChangeForm leaseAgreementId={9} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New change' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Modification/ }));
    await typeInto(/^Effective date/, '01/01/2027');
    await typeInto(/^Rent payment/, '6500');
    await typeInto(/^Revised discount rate/, '7,5');
    await typeInto(/^Remaining scope/, '60');
    await userEvent.keyboard('{Enter}');

    const figures = await within(dialog).findByRole('table', { name: 'Figures of the change' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/leaseagreements/9/changes',
        search: '?dryRun=true',
        body: { effectiveDate: '2027-01-01', changeKind: 2, rentPaymentAmount: 6500, incrementalBorrowingRate: 0.075, remainingScope: 0.6 },
      },
    ]);
    const row = (name: RegExp) => within(figures).getByRole('row', { name });
    expect(row(/First row of the new version/)).toHaveTextContent('25 (from 01/01/2027)');
    expect(row(/\(B_E\)/)).toHaveTextContent(spaced('328 710,18'));
    expect(row(/\(R_E\)/)).toHaveTextContent(spaced('313 953,29'));
    expect(row(/Decrease of the liability/)).toHaveTextContent(spaced('131 484,07'));
    expect(row(/Decrease of the right-of-use asset/)).toHaveTextContent(spaced('125 581,32'));
    expect(row(/Gain \(\+\) or loss/)).toHaveTextContent(spaced('5 902,75'));
    expect(row(/\(L_E\)/)).toHaveTextContent(spaced('208 961,44'));
    expect(row(/\(ΔL\)/)).toHaveTextContent(spaced('11 735,33'));
    expect(row(/\(R_after\)/)).toHaveTextContent(spaced('200 107,30'));
    expect(row(/Discount rate of the new version/)).toHaveTextContent(spaced('7,500 %'));
    expect(row(/Monthly rate of the new version/)).toHaveTextContent(spaced('0,625000 %'));

    // what is shown is the preview of what the form holds: another rent, and the figures go
    await typeInto(/^Rent payment/, '6600');
    expect(within(dialog).queryByRole('table', { name: 'Figures of the change' })).not.toBeInTheDocument();
  });

  it('puts the server\'s refusals beside their fields and the others above the buttons', async () => {
    signInAs(session);
    serve(() =>
      envelopeResponse(null, {
        success: false,
        errors: [
          { propertyName: 'effectiveDate', message: 'The effective date must be the first day of a schedule row' },
          { propertyName: 'remainingScope', message: 'Remaining scope must be above 0 and at most 1' },
          { propertyName: '', message: 'Nothing may follow an early termination' },
        ],
      }),
    );
    renderRoute(<LeaseChangeForm leaseAgreementId={9} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New change' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Modification/ }));
    await typeInto(/^Effective date/, '15/01/2027');
    await typeInto(/^Revised discount rate/, '7,5');
    await typeInto(/^Remaining scope/, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText('The effective date must be the first day of a schedule row')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Effective date/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Remaining scope/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing may follow an early termination');
  });

  it('asks for the revised rate of a modification before sending anything', async () => {
    signInAs(session);
    const calls = serve(() => envelopeResponse(exampleE));
    renderRoute(<LeaseChangeForm leaseAgreementId={9} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New change' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Modification/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /^Revised discount rate/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Effective date/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('saves an early termination only once it is confirmed, then closes', async () => {
    signInAs(session);
    const terminated = { ...exampleE, changeId: 31, changeKind: 3, version: 3, createdBy: 'Ulla', createDate: '2026-05-01T10:00:00Z' };
    const calls = serve(() => envelopeResponse(terminated));
    const onClose = vi.fn();
    renderRoute(<LeaseChangeForm leaseAgreementId={9} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'New change' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Early termination/ }));
    await typeInto(/^Effective date/, '01/07/2028');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Terminate the lease early?' });
    expect(calls).toEqual([]);
    // Cancel first: nothing is sent
    await vi.waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Terminate the lease early?' })).getByRole('button', { name: 'Terminate' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: '/api/leaseagreements/9/changes', search: '', body: { effectiveDate: '2028-07-01', changeKind: 3 } }]);
    expect(await screen.findByText('Change saved: the agreement is now at version 3.')).toBeInTheDocument();
  });

  it('speaks Polish on a Polish screen, dates and numbers included', async () => {
    await act(() => i18n.changeLanguage('pl'));
    signInAs(session);
    serve(() => envelopeResponse(exampleE));
    renderRoute(<LeaseChangeForm leaseAgreementId={9} opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nowa zmiana' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Modyfikacja/ }));
    await typeInto(/^Data wejścia w życie/, '01.01.2027');
    await typeInto(/^Zmieniona stopa dyskontowa/, '7,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Podgląd' }));
    const figures = await within(dialog).findByRole('table', { name: 'Wartości zmiany' });
    expect(within(figures).getByRole('row', { name: /Pierwszy wiersz nowej wersji/ })).toHaveTextContent('25 (od 01.01.2027)');
    expect(within(figures).getByRole('row', { name: /\(B_E\)/ })).toHaveTextContent(spaced('328 710,18'));
    expect(within(dialog).getByRole('button', { name: 'Zapisz' })).toBeEnabled();
    expect(within(dialog).queryByText(/Preview|Save|Effective/)).not.toBeInTheDocument();
  });
});
