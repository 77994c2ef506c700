import type { LeaseChangeDto } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { LeaseChangesPanel } from './lease-changes-panel';

const session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };

const change = (version: number, fields: Partial<LeaseChangeDto>): LeaseChangeDto => ({
  changeId: version * 10,
  version,
  effectiveDate: '2027-01-01',
  changeKind: 0,
  rowNumber: 25,
  entryDate: '2027-01-01',
  carryingLiability: 0,
  carryingRightOfUse: 0,
  liabilityDecrease: 0,
  rightOfUseDecrease: 0,
  gainOrLoss: 0,
  remeasuredLiability: 0,
  liabilityAdjustment: 0,
  rightOfUseAfter: 0,
  furtherGain: 0,
  termInMonths: null,
  rentPaymentAmount: null,
  indexationRate: null,
  residualValue: null,
  residualValueSettlement: null,
  incrementalBorrowingRate: null,
  remainingScope: null,
  amortizationRate: 0.005,
  implicitRate: 0.06,
  createdBy: 'Ulla Lessee',
  createDate: '2026-03-02T09:15:00Z',
  ...fields,
});

/** Newest first: §12 E's modification as version 3, after an index rise to 10 300,00 as version 2. */
const versions = [
  change(3, {
    effectiveDate: '2028-01-01',
    changeKind: 2,
    rowNumber: 37,
    carryingLiability: 328710.18,
    carryingRightOfUse: 313953.29,
    liabilityDecrease: 131484.07,
    rightOfUseDecrease: 125581.32,
    gainOrLoss: 5902.75,
    remeasuredLiability: 208961.44,
    liabilityAdjustment: 11735.33,
    rightOfUseAfter: 200107.3,
    rentPaymentAmount: 6500,
    incrementalBorrowingRate: 0.075,
    remainingScope: 0.6,
  }),
  change(2, { rentPaymentAmount: 10300, carryingLiability: 328710.18, remeasuredLiability: 339667.55, liabilityAdjustment: 10957.37 }),
];

type Call = { method: string; path: string };

function serve(initial: LeaseChangeDto[]) {
  let held = initial;
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname };
    calls.push(call);
    if (call.method === 'GET' && call.path === '/api/leaseagreements/9/changes') return envelopeResponse(held);
    if (call.method === 'DELETE' && call.path === '/api/leaseagreements/9/changes/latest') {
      held = held.slice(1);
      return envelopeResponse(null);
    }
    return envelopeResponse(null, { status: 404 });
  });
  return calls;
}

const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

describe('the Changes tab of the agreement summary', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('says under CSI that changes are an IFRS16 lessee\'s, and asks nothing', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    const calls = serve(versions);
    renderRoute(<LeaseChangesPanel agreement={{ id: 9, accountingStandard: 0 }} />);
    expect(screen.getByText("Lease changes are for IFRS16 lessee agreements only; a lessor's modifications under CSI come later.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New change' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists the versions newest first with their kind, row, terms, figures and who made them', async () => {
    signInAs(session);
    serve(versions);
    renderRoute(<LeaseChangesPanel agreement={{ id: 9, accountingStandard: 1 }} />);
    const table = await screen.findByRole('table', { name: 'Versions of the agreement' });
    await within(table).findByText('Modification');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [modification, index] = rows as [HTMLElement, HTMLElement];
    expect(modification).toHaveTextContent(/^3Modification01\/01\/202837/);
    expect(modification).toHaveTextContent(spaced('Rent payment: 6 500,00; Revised discount rate: 7,50 %; Remaining scope: 60,00 %'));
    for (const amount of ['328 710,18', '313 953,29', '131 484,07', '125 581,32', '5 902,75', '208 961,44', '11 735,33', '200 107,30']) {
      expect(modification).toHaveTextContent(spaced(amount));
    }
    expect(modification).toHaveTextContent('Ulla Lessee, 02/03/2026');
    expect(index).toHaveTextContent(/^2Index or rate change \/ guaranteed residual value01\/01\/202725/);
    expect(index).toHaveTextContent(spaced('Rent payment: 10 300,00'));
    expect(index).toHaveTextContent(spaced('10 957,37'));
    expect(screen.getByRole('button', { name: 'New change' })).toBeEnabled();
  });

  it('undoes the latest change only once confirmed, and reads the versions afresh', async () => {
    signInAs(session);
    const calls = serve(versions);
    renderRoute(<LeaseChangesPanel agreement={{ id: 9, accountingStandard: 1 }} />);
    const table = await screen.findByRole('table', { name: 'Versions of the agreement' });
    await within(table).findByText('Modification');
    await userEvent.click(screen.getByRole('button', { name: 'Undo latest change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent('Delete version 3 (Modification, effective 01/01/2028)?');
    expect(dialog).toHaveTextContent('the version before it comes back exactly');
    // focus starts on Cancel: Enter never undoes by accident
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo latest change' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm deletion' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The latest change was undone: the version before it is back.')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(table).queryByText('Modification')).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/api/leaseagreements/9/changes/latest' }]);
  });

  it('offers no new change after an early termination, and says how to go on', async () => {
    signInAs(session);
    serve([change(2, { changeKind: 3, effectiveDate: '2028-07-01', rowNumber: 43 })]);
    renderRoute(<LeaseChangesPanel agreement={{ id: 9, accountingStandard: 1 }} />);
    expect(await screen.findByText(/terminated early from 01\/07\/2028/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New change' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo latest change' })).toBeEnabled();
  });

  it('says so when there is no change yet, with nothing to undo; in Polish too', async () => {
    await act(() => i18n.changeLanguage('pl'));
    signInAs(session);
    serve([]);
    renderRoute(<LeaseChangesPanel agreement={{ id: 9, accountingStandard: 1 }} />);
    expect(await screen.findByText('Brak zmian: umowa jest taka, jak ją podpisano (wersja 1).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cofnij ostatnią zmianę' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Nowa zmiana' }));
    expect(await screen.findByRole('dialog', { name: 'Nowa zmiana' })).toBeInTheDocument();
  });
});
