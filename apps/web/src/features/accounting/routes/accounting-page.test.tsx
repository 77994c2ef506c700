import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountingEntries, Disclosure } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { AccountingPage } from './accounting-page';

const session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };
const contractors = [
  { id: 4, name: 'Gdańskie Biuro Nieruchomości', taxId: '5832109879', code: 'L-001' },
  { id: 5, name: 'Poznańska Flota Samochodowa', taxId: '7770123452', code: 'L-002' },
];
const rightOfUse = { labelEN: 'Right-of-use asset', labelPL: 'Aktywo z tytułu prawa do użytkowania' };
const liability = { labelEN: 'Lease liability', labelPL: 'Zobowiązanie z tytułu leasingu' };
const cash = { labelEN: 'Cash and payables', labelPL: 'Środki pieniężne i rozrachunki' };
const entries: AccountingEntries = {
  reportId: 61,
  token: 'entries-token',
  details: [
    { index: 1, debitDetail: { ...rightOfUse, value: 517595.22 }, creditDetail: { ...liability, value: 517595.22 } },
    { index: 2, debitDetail: { ...rightOfUse, value: 5000 }, creditDetail: { ...cash, value: 5000 } },
  ],
};
const disclosure: Disclosure = {
  reportId: 62,
  token: 'disclosure-token',
  liability: { opening: 0, additions: 517595.22, interest: 29170.84, payments: 92700, remeasurements: 0, closing: 454066.06 },
  rightOfUse: { opening: 0, additions: 532595.22, depreciation: 106519.08, remeasurements: 0, closing: 426076.14 },
  maturity: { withinOneYear: 127308, oneToFiveYears: 378431.6, afterFiveYears: 0, total: 505739.6 },
  current: 103497.3,
  nonCurrent: 350568.76,
  modificationGainLoss: 0,
};

function api(bodies: Record<string, unknown[]>, asked: string[] = [], refuse = false) {
  return mockFetch(async (url, init) => {
    asked.push(`${url.pathname}${url.search}`);
    const record = (name: string) => (bodies[name] ??= []).push(init.body ? JSON.parse(String(init.body)) : null);
    if (url.pathname === '/api/contractors') return envelopeResponse(contractors);
    if (url.pathname === '/api/contractors/ids/leaseagreements/contractnumbers') {
      record('contractnumbers');
      return envelopeResponse(['FLOTA/2025/07', 'NAJEM/2025/01']);
    }
    if (url.pathname === '/api/contractors/ids/leaseagreements/schedulnumbers') {
      record('schedulnumbers');
      return envelopeResponse(['1']);
    }
    if (url.pathname === '/api/customers/leaseagreements/periods/accountingentry') {
      record('entries');
      if (refuse)
        return envelopeResponse(null, {
          success: false,
          errors: [
            { propertyName: 'reportingPeriodClosingDate', message: 'The period is too long' },
            { propertyName: 'contractorIds.0', message: 'No such contractor' },
          ],
        });
      return envelopeResponse(entries);
    }
    if (url.pathname === '/api/customers/leaseagreements/periods/disclosure') {
      record('disclosure');
      return envelopeResponse(disclosure);
    }
    if (url.pathname.includes('/excel/')) return new Response('xlsx');
    return envelopeResponse(null, { status: 404 });
  });
}

async function choose(field: string, option: RegExp) {
  await userEvent.click(screen.getByRole('textbox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function typePeriod(start: string, end: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Period start' }), start);
  await userEvent.type(screen.getByRole('textbox', { name: 'Period end' }), end);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('AccountingPage', () => {
  it('says at once that a contractor and both dates are needed, and asks nothing', async () => {
    signInAs(session);
    const bodies: Record<string, unknown[]> = {};
    api(bodies);
    renderRoute(<AccountingPage />, { path: '/accounting' });
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose at least one contractor')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(bodies.entries).toBeUndefined();
  });

  it('offers agreement and schedule numbers only for more than one contractor, from the lookups', async () => {
    signInAs(session);
    const bodies: Record<string, unknown[]> = {};
    api(bodies);
    renderRoute(<AccountingPage />, { path: '/accounting' });
    await choose('Contractors', /Gdańskie/);
    expect(screen.queryByRole('textbox', { name: 'Agreement numbers' })).not.toBeInTheDocument();
    await choose('Contractors', /Poznańska/);
    await choose('Agreement numbers', /^NAJEM\/2025\/01/);
    await vi.waitFor(() => expect(bodies.schedulnumbers).toContainEqual({ contractorsIds: [4, 5], contractNumbers: ['NAJEM/2025/01'] }));
    expect(bodies.contractnumbers).toContainEqual([4, 5]);
    await choose('Schedule numbers', /^1/);
    await typePeriod('01/01/2025', '31/12/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(bodies.entries).toHaveLength(1));
    expect(bodies.entries?.[0]).toEqual({
      contractorIds: [4, 5],
      contractNumbers: ['NAJEM/2025/01'],
      scheduleNumbers: ['1'],
      reportingPeriodStartingDate: '2025-01-01',
      reportingPeriodClosingDate: '2025-12-31',
    });
  });

  it('shows the entries with account names in the active language and their totals, the Excel file and the disclosures', async () => {
    signInAs(session);
    const bodies: Record<string, unknown[]> = {};
    const asked: string[] = [];
    api(bodies, asked);
    renderRoute(<AccountingPage />, { path: '/accounting' });
    await choose('Contractors', /Gdańskie/);
    await typePeriod('01/01/2025', '31/12/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(bodies.entries?.[0]).toEqual({
      contractorIds: [4],
      contractNumbers: [],
      scheduleNumbers: [],
      reportingPeriodStartingDate: '2025-01-01',
      reportingPeriodClosingDate: '2025-12-31',
    });

    const table = await screen.findByRole('table', { name: 'Accounting entries of the period' });
    expect(within(table).getAllByText('Right-of-use asset')).toHaveLength(2);
    expect(within(table).getByText('Lease liability')).toBeInTheDocument();
    const totals = within(table).getByRole('row', { name: /^Total/ });
    expect(totals).toHaveTextContent('522 595,22522 595,22');

    await act(() => i18n.changeLanguage('pl'));
    const polish = await screen.findByRole('table', { name: 'Zapisy księgowe okresu' });
    expect(within(polish).getByText('Zobowiązanie z tytułu leasingu')).toBeInTheDocument();
    expect(within(polish).getAllByText('Aktywo z tytułu prawa do użytkowania')).toHaveLength(2);
    await act(() => i18n.changeLanguage('en'));

    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(asked).toContain('/api/customers/leaseagreements/periods/accountingentry/61/excel/entries-token?lang=en');

    // the disclosures are asked for when their panel opens, for the same request
    expect(bodies.disclosure).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'IFRS 16 disclosures' }));
    const rollForward = await screen.findByRole('table', { name: 'Lease liability' });
    expect(bodies.disclosure).toEqual([bodies.entries?.[0]]);
    expect(within(rollForward).getByRole('row', { name: /Opening balance/ })).toHaveTextContent('0,00');
    expect(within(rollForward).getByRole('row', { name: /Additions/ })).toHaveTextContent('517 595,22');
    expect(within(rollForward).getByRole('row', { name: /Interest/ })).toHaveTextContent('29 170,84');
    expect(within(rollForward).getByRole('row', { name: /Payments/ })).toHaveTextContent('-92 700,00');
    expect(within(rollForward).getByRole('row', { name: /Closing balance/ })).toHaveTextContent('454 066,06');
    expect(within(screen.getByRole('table', { name: 'Right-of-use asset' })).getByRole('row', { name: /Depreciation/ })).toHaveTextContent('-106 519,08');
    const maturity = screen.getByRole('table', { name: 'Maturity of undiscounted lease payments' });
    expect(within(maturity).getByRole('row', { name: /Total/ })).toHaveTextContent('505 739,60');
    const split = screen.getByRole('table', { name: 'Lease liability: current and non-current' });
    expect(within(split).getByRole('row', { name: /^Current/ })).toHaveTextContent('103 497,30');
    expect(within(split).getByRole('row', { name: /Non-current/ })).toHaveTextContent('350 568,76');

    await userEvent.click(screen.getByRole('button', { name: 'Download disclosures (Excel)' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(asked).toContain('/api/customers/leaseagreements/periods/disclosure/62/excel/disclosure-token?lang=en');
    // each part has its own file beside its figures
    await userEvent.click(screen.getByRole('button', { name: 'Download Maturity of undiscounted lease payments (Excel)' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(3));
    expect(asked).toContain('/api/customers/leaseagreements/periods/disclosure/62/excel/disclosure-token?lang=en&part=maturity');
    saved.mockRestore();
  });

  it('shows the server’s field errors under their fields, all at once', async () => {
    signInAs(session);
    api({}, [], true);
    renderRoute(<AccountingPage />, { path: '/accounting' });
    await choose('Contractors', /Gdańskie/);
    await typePeriod('01/01/2000', '31/12/2199');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The period is too long')).toBeInTheDocument();
    expect(screen.getByText('No such contractor')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Period end' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: 'Accounting entries of the period' })).not.toBeInTheDocument();
  });
});
