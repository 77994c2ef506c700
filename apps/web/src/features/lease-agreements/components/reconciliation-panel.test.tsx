import type { Reconciliation } from '@leasedesk/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, TestProviders, userSession } from '../../../test/render';
import { ReconciliationPanel } from './reconciliation-panel';

const nothingImported: Reconciliation = { hasSchedule: false, hasCalculation: false, matches: false, differences: [] };

const withDifferences: Reconciliation = {
  hasSchedule: true,
  hasCalculation: true,
  matches: false,
  differences: [
    { periodNumber: 3, field: 'paymentAmount', ours: 9500, theirs: 9500.01, difference: 0.01 },
    { periodNumber: 3, field: 'paymentDate', ours: '2025-03-01', theirs: '2025-03-03', difference: null },
    { periodNumber: 37, field: 'row', ours: null, theirs: 37, difference: null },
    { periodNumber: 36, field: 'row', ours: 36, theirs: null, difference: null },
    { periodNumber: null, field: 'implicitRate', ours: 0.0725, theirs: 0.07251, difference: 0.00001 },
    { periodNumber: null, field: 'presentValueOfRent', ours: 517595.22, theirs: 517600, difference: 4.78 },
  ],
};

/** A row's accessible name, whatever the spaces (amounts group thousands with a no-break space). */
const rowNamed = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

function serve(answer: Reconciliation) {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    if (url.pathname === '/api/leaseagreements/9/reconciliation') return envelopeResponse(answer);
    return envelopeResponse(null, { status: 404 });
  });
  return asked;
}

describe('the reconciliation panel of the agreement summary', () => {
  beforeEach(() => signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' }));
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('is not there when nothing was imported for the agreement', async () => {
    serve(nothingImported);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <TestProviders client={client}>
        <ReconciliationPanel leaseAgreementId={9} />
      </TestProviders>,
    );
    // the answer has been read
    await vi.waitFor(() => expect(client.getQueryState(['reconciliation', 9])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Reconciliation with imported figures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "reconciled to the cent" when the imported figures equal ours', async () => {
    serve({ hasSchedule: true, hasCalculation: false, matches: true, differences: [] });
    renderRoute(<ReconciliationPanel leaseAgreementId={9} />);
    const panel = await screen.findByRole('region', { name: 'Reconciliation with imported figures' });
    expect(within(panel).getByText('Reconciled to the cent: the imported figures equal ours.')).toBeVisible();
    expect(within(panel).getByText('Schedule imported')).toBeVisible();
    expect(within(panel).queryByText('Calculation imported')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every difference: period, field, ours, theirs and the difference, as the app writes them', async () => {
    serve(withDifferences);
    renderRoute(<ReconciliationPanel leaseAgreementId={9} />);
    const table = await screen.findByRole('table', { name: 'Reconciliation differences' });
    expect(screen.getByText('Differences found: 6')).toBeVisible();
    expect(within(table).getByRole('row', { name: rowNamed('3 Payment 9 500,00 9 500,01 0,01') })).toBeVisible();
    expect(within(table).getByRole('row', { name: rowNamed('3 Payment date 01/03/2025 03/03/2025') })).toBeVisible();
    expect(within(table).getByRole('row', { name: rowNamed('37 Period present only in theirs 37') })).toBeVisible();
    expect(within(table).getByRole('row', { name: rowNamed('36 Period present only in our schedule 36') })).toBeVisible();
    expect(within(table).getByRole('row', { name: rowNamed('Calculation Implicit rate 7,2500 % 7,2510 % 0,0010 %') })).toBeVisible();
    expect(within(table).getByRole('row', { name: rowNamed('Calculation Present value of rent 517 595,22 517 600,00 4,78') })).toBeVisible();
    expect(screen.queryByText('Reconciled to the cent: the imported figures equal ours.')).not.toBeInTheDocument();
  });

  it('names the fields and dates in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    serve(withDifferences);
    renderRoute(<ReconciliationPanel leaseAgreementId={9} />);
    const table = await screen.findByRole('table', { name: 'Różnice uzgodnienia' });
    expect(within(table).getByRole('columnheader', { name: 'Nasze' })).toBeVisible();
    expect(within(table).getByRole('row', { name: rowNamed('3 Data płatności 01.03.2025 03.03.2025') })).toBeVisible();
    expect(within(table).getByRole('row', { name: rowNamed('37 Okres tylko w ich harmonogramie 37') })).toBeVisible();
  });
});
