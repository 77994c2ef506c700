import type { AuditEntryDto, LeaseAgreementDto, PagedResult } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../test/render';
import { lazyPage } from '../lazy-page';
import { loadLeaseAgreementSummaryPage } from './load-lease-agreement-summary-page';

const LeaseAgreementSummaryPage = lazyPage(loadLeaseAgreementSummaryPage);

const nbsp = '\u00a0';
const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };

const agreement = {
  id: 5,
  createDate: '2025-02-01',
  isDeleted: false,
  contractNumber: 'UL/1',
  scheduleNumber: '1',
  termInMonths: 36,
  startingDate: '2025-04-01',
  closingDate: '2028-04-01',
  rentPaymentAmount: 9000,
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
  assetName: 'Tokarka CNC',
  dismantlingProvision: 0,
  leasePremium: 0,
  incrementalBorrowingRate: 0,
  leaseIncentive: 0,
  rentFreePeriodInMonths: 0,
  depreciationMethod: 0,
  accountingStandard: 0,
  rateConvention: 0,
  shouldRateBeCalculated: true,
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

// built from local time, so the expected text holds in any time zone the tests run in
const savedAt = new Date(2026, 2, 1, 14, 5, 9).toISOString();
const createdAt = new Date(2026, 1, 20, 9, 0, 0).toISOString();

const update: AuditEntryDto = {
  id: 12,
  occurredAt: savedAt,
  tenantId: 1,
  userId: 3,
  userName: 'ulla@leasedesk.test',
  action: 'update',
  entity: 'agreement',
  entityId: '5',
  label: 'UL/1 / 1',
  changes: [
    { field: 'rentPaymentAmount', before: 9500, after: 9000 },
    { field: 'totalPresentValueOfLeasePayments', before: 101000, after: 96000.5 },
    { field: 'paymentInterval', before: 0, after: 1 },
    { field: 'shouldRateBeCalculated', before: false, after: true },
    { field: 'startingDate', before: '2025-03-01', after: '2025-04-01' },
    { field: 'residualValueIndexation', before: null, after: 'yearly' },
  ],
  counts: { scheduleRows: 37 },
  correlationId: 'req-7',
  clientIp: null,
};
const create: AuditEntryDto = {
  ...update,
  id: 11,
  occurredAt: createdAt,
  action: 'create',
  changes: [{ field: 'rentPaymentAmount', before: null, after: 9500 }],
  counts: {},
};

const pageOf = (items: AuditEntryDto[], page = 1, itemsCount = items.length): PagedResult<AuditEntryDto> => ({
  items,
  itemsCount,
  pagesCount: Math.max(1, Math.ceil(itemsCount / 20)),
  pageSize: 20,
  page,
});

function serve(history: (url: URL) => Response) {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/leaseagreements/5') return envelopeResponse(agreement);
    if (url.pathname === '/api/leaseagreements/5/history') return history(url);
    return envelopeResponse(null);
  });
  return asked;
}

const historyCalls = (asked: string[]) => asked.filter((path) => path.includes('/history'));

function renderSummary() {
  signInAs(session);
  return renderRoute(<LeaseAgreementSummaryPage />, { path: '/leaseAgreementSummary/:id', url: '/leaseAgreementSummary/5' });
}

/** What one field was and became, as shown in the entry's changes table (the row is found by the field's label). */
function change(entry: HTMLElement, fieldLabel: string): string[] {
  const row = within(entry).getByRole('row', { name: new RegExp(`^${fieldLabel}`) });
  return within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the agreement summary’s History tab', () => {
  it('keeps the summary first, asks for the history only when opened, and shows each change formatted', async () => {
    const asked = serve(() => envelopeResponse(pageOf([update, create])));
    renderSummary();
    const tabs = await screen.findByRole('tablist', { name: 'Record views' });
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Tokarka CNC')).toBeVisible();
    expect(historyCalls(asked)).toEqual([]);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Change history' });
    expect(historyCalls(asked)).toEqual(['/api/leaseagreements/5/history?page=1&pageSize=20&changedOnly=true']);
    const [newest, older] = within(list).getAllByRole('listitem');
    if (!newest || !older) throw new Error('two entries expected');
    expect(newest).toHaveAccessibleName('01/03/2026 14:05:09 · Updated');
    expect(newest).toHaveTextContent('ulla@leasedesk.test');
    expect(newest).toHaveTextContent('Schedule rows changed: 37');
    expect(change(newest, 'Rent payment')).toEqual([`9${nbsp}500,00`, `9${nbsp}000,00`]);
    expect(change(newest, 'Net investment in the lease')).toEqual([`101${nbsp}000,00`, `96${nbsp}000,50`]);
    expect(change(newest, 'Payment interval')).toEqual(['Monthly', 'Quarterly']);
    expect(change(newest, 'Calculate the rate')).toEqual(['No', 'Yes']);
    expect(change(newest, 'Starting date')).toEqual(['01/03/2025', '01/04/2025']);
    // a field the screen has no label for yet still shows, by its wire name
    expect(change(newest, 'residualValueIndexation')).toEqual(['—', 'yearly']);
    expect(older).toHaveAccessibleName('20/02/2026 09:00:00 · Created');
    expect(change(older, 'Rent payment')).toEqual(['—', `9${nbsp}500,00`]);
  });

  it('speaks Polish: labels, values, counts and the time as Polish writes them', async () => {
    await act(() => i18n.changeLanguage('pl'));
    serve(() => envelopeResponse(pageOf([update])));
    renderSummary();
    await userEvent.click(await screen.findByRole('tab', { name: 'Historia' }));
    const list = await screen.findByRole('list', { name: 'Historia zmian' });
    const newest = within(list).getByRole('listitem');
    expect(newest).toHaveAccessibleName('01.03.2026 14:05:09 · Zmieniono');
    expect(newest).toHaveTextContent('Zmienione wiersze harmonogramu: 37');
    expect(within(newest).getByRole('columnheader', { name: 'Przed' })).toBeInTheDocument();
    expect(change(newest, 'Rata czynszu')).toEqual([`9${nbsp}500,00`, `9${nbsp}000,00`]);
    expect(change(newest, 'Inwestycja leasingowa netto')).toEqual([`101${nbsp}000,00`, `96${nbsp}000,50`]);
    expect(change(newest, 'Częstotliwość płatności')).toEqual(['Miesięcznie', 'Kwartalnie']);
    expect(change(newest, 'Oblicz stopę')).toEqual(['Nie', 'Tak']);
    expect(change(newest, 'Data rozpoczęcia')).toEqual(['01.03.2025', '01.04.2025']);
  });

  it('says in words that a recompute of the save chain changed nothing, instead of listing zero counts', async () => {
    const recompute: AuditEntryDto = { ...update, id: 13, action: 'recompute', changes: [], counts: { scheduleRows: 0 } };
    const rewrote: AuditEntryDto = { ...update, id: 14, action: 'recompute', changes: [], counts: { depreciationRows: 36 } };
    serve(() => envelopeResponse(pageOf([rewrote, recompute])));
    renderSummary();
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Change history' });
    const [changed, unchanged] = within(list).getAllByRole('listitem');
    expect(unchanged).toHaveTextContent('No field changed.');
    expect(unchanged).not.toHaveTextContent('Schedule rows changed');
    expect(changed).toHaveTextContent('Depreciation rows changed: 36');
    expect(changed).not.toHaveTextContent('No field changed.');
  });

  it('asks for recalculations that changed nothing only when the switch says so', async () => {
    const asked = serve(() => envelopeResponse(pageOf([update])));
    renderSummary();
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    await screen.findByRole('list', { name: 'Change history' });
    await userEvent.click(screen.getByRole('switch', { name: 'Show recalculations that changed nothing' }));
    await vi.waitFor(() => expect(historyCalls(asked).at(-1)).toBe('/api/leaseagreements/5/history?page=1&pageSize=20'));
    expect(historyCalls(asked)[0]).toBe('/api/leaseagreements/5/history?page=1&pageSize=20&changedOnly=true');
  });

  it('opens from the keyboard: arrow keys move between the tabs', async () => {
    const asked = serve(() => envelopeResponse(pageOf([update])));
    renderSummary();
    const details = await screen.findByRole('tab', { name: 'Details' });
    details.focus();
    // the agreement's Changes tab sits between Details and History
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Changes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Change history' })).toBeInTheDocument();
    expect(historyCalls(asked)).toHaveLength(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Tokarka CNC')).toBeVisible();
  });

  it('pages on the server', async () => {
    const asked = serve((url) => {
      const page = Number(url.searchParams.get('page'));
      return envelopeResponse(pageOf(page === 1 ? [update] : [create], page, 45));
    });
    renderSummary();
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('listitem', { name: /Updated$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('listitem', { name: /Created$/ })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Updated$/ })).not.toBeInTheDocument();
    expect(historyCalls(asked)).toEqual(['/api/leaseagreements/5/history?page=1&pageSize=20&changedOnly=true', '/api/leaseagreements/5/history?page=2&pageSize=20&changedOnly=true']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('says when nothing has been recorded yet', async () => {
    serve(() => envelopeResponse(pageOf([])));
    renderSummary();
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No changes have been recorded for this record yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Change history' })).not.toBeInTheDocument();
  });

  it('says in Polish that the history could not be loaded, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage('pl'));
    let failing = true;
    serve(() => (failing ? new Response('boom', { status: 500, headers: { 'x-correlation-id': 'req-9' } }) : envelopeResponse(pageOf([update]))));
    renderSummary();
    await userEvent.click(await screen.findByRole('tab', { name: 'Historia' }));
    const failure = (await screen.findAllByRole('alert')).find((node) => node.textContent?.includes('Nie udało się wczytać listy'));
    expect(failure).toHaveTextContent('Identyfikator zgłoszenia: req-9');
    failing = false;
    await userEvent.click(within(failure as HTMLElement).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('list', { name: 'Historia zmian' })).toBeInTheDocument();
  });
});
