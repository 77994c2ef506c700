import type { AuditEntryDto, PagedResult } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { adminSession, envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { AuditPage } from './audit-page';

const nbsp = '\u00a0';
const ifrs16Session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const, tenantStandard: 'IFRS16' as const };

const rentChanged: AuditEntryDto = {
  id: 40,
  occurredAt: new Date(2026, 2, 10, 11, 0, 0).toISOString(),
  tenantId: 2,
  userId: 3,
  userName: 'ulla@leasedesk.test',
  action: 'update',
  entity: 'agreement',
  entityId: '17',
  label: 'NAJEM/2025/01 / A',
  changes: [
    { field: 'rentPaymentAmount', before: 10000, after: 10300 },
    { field: 'totalPresentValueOfLeasePayments', before: 517595.22, after: 533123.08 },
  ],
  counts: { scheduleRows: 60, depreciationRows: 60 },
  correlationId: 'req-40',
  clientIp: null,
};
const contractorCreated: AuditEntryDto = {
  ...rentChanged,
  id: 39,
  action: 'create',
  entity: 'contractor',
  entityId: '4',
  label: 'Gdańskie Biuro Nieruchomości',
  changes: [{ field: 'name', before: null, after: 'Gdańskie Biuro Nieruchomości' }],
  counts: {},
};

const pageOf = (items: AuditEntryDto[], page = 1, itemsCount = items.length): PagedResult<AuditEntryDto> => ({
  items,
  itemsCount,
  pagesCount: Math.max(1, Math.ceil(itemsCount / 20)),
  pageSize: 20,
  page,
});

function serve() {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/audit/users') return envelopeResponse([{ userId: 3, userName: 'ulla@leasedesk.test' }, { userId: 8, userName: 'olek@leasedesk.test' }]);
    if (url.pathname === '/api/audit/token') return envelopeResponse({ token: 'audit-token' });
    if (url.pathname.startsWith('/api/audit/excel/')) {
      return new Response('xlsx', { headers: { 'content-disposition': 'attachment; filename="audit-trail.xlsx"' } });
    }
    if (url.pathname === '/api/audit') {
      const page = Number(url.searchParams.get('page'));
      return envelopeResponse(pageOf(page === 1 ? [rentChanged, contractorCreated] : [contractorCreated], page, 41));
    }
    return envelopeResponse(null);
  });
  return asked;
}

const trailCalls = (asked: string[]) => asked.filter((path) => path.startsWith('/api/audit?'));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('AuditPage', () => {
  it("lists the client's trail newest first, with each record named and the figures labelled for the client's standard", async () => {
    signInAs(ifrs16Session);
    const asked = serve();
    renderRoute(<AuditPage />, { path: '/audit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(trailCalls(asked)).toEqual(['/api/audit?changedOnly=true&page=1&pageSize=20']);
    const [newest] = within(list).getAllByRole('listitem');
    if (!newest) throw new Error('an entry expected');
    expect(newest).toHaveTextContent('Lease agreement');
    expect(newest).toHaveTextContent('NAJEM/2025/01 / A');
    expect(newest).toHaveTextContent('Id 17');
    expect(newest).toHaveTextContent('Schedule rows changed: 60');
    expect(newest).toHaveTextContent('Depreciation rows changed: 60');
    const liability = within(newest).getByRole('row', { name: /^Lease liability/ });
    expect(within(liability).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([`517${nbsp}595,22`, `533${nbsp}123,08`]);
    expect(screen.getByText('Entries: 41')).toBeInTheDocument();
  });

  it('sends the filters and the page to the server, and a new filter starts again on page 1', async () => {
    signInAs(ifrs16Session);
    const asked = serve();
    renderRoute(<AuditPage />, { path: '/audit' });
    await screen.findByRole('list', { name: 'Audit entries' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(trailCalls(asked)).toContain('/api/audit?changedOnly=true&page=2&pageSize=20'));

    await choose('Record type', 'Lease agreement');
    await vi.waitFor(() => expect(trailCalls(asked).at(-1)).toBe('/api/audit?entity=agreement&changedOnly=true&page=1&pageSize=20'));
    await choose('User', 'ulla@leasedesk.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '01/03/2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '31/03/2026');
    await vi.waitFor(() =>
      expect(trailCalls(asked).at(-1)).toBe('/api/audit?entity=agreement&user=3&from=2026-03-01&to=2026-03-31&changedOnly=true&page=1&pageSize=20'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() =>
      expect(trailCalls(asked).at(-1)).toBe('/api/audit?entity=agreement&user=3&from=2026-03-01&to=2026-03-31&changedOnly=true&page=2&pageSize=20'),
    );
  });

  it('applies no period that ends before it starts, and says so', async () => {
    signInAs(ifrs16Session);
    const asked = serve();
    renderRoute(<AuditPage />, { path: '/audit' });
    await screen.findByRole('list', { name: 'Audit entries' });
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '31/03/2026');
    await vi.waitFor(() => expect(trailCalls(asked).at(-1)).toBe('/api/audit?from=2026-03-31&changedOnly=true&page=1&pageSize=20'));
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '01/03/2026');
    expect(await screen.findByText('The period must end on or after its start')).toBeInTheDocument();
    expect(trailCalls(asked).some((path) => path.includes('to='))).toBe(false);
    await userEvent.clear(screen.getByRole('textbox', { name: 'To' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'From' }));
    expect(screen.queryByText('The period must end on or after its start')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(trailCalls(asked).at(-1)).toBe('/api/audit?changedOnly=true&page=1&pageSize=20'));
  });

  it('exports the filtered trail in Polish: a fresh token, the filters and the language in the link', async () => {
    await act(() => i18n.changeLanguage('pl'));
    signInAs(ifrs16Session);
    const asked = serve();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoute(<AuditPage />, { path: '/audit' });
    await screen.findByRole('list', { name: 'Wpisy dziennika' });
    await choose('Rodzaj rekordu', 'Umowa leasingu');
    await choose('Użytkownik', 'ulla@leasedesk.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'Od' }), '01.03.2026');
    await vi.waitFor(() => expect(trailCalls(asked).at(-1)).toBe('/api/audit?entity=agreement&user=3&from=2026-03-01&changedOnly=true&page=1&pageSize=20'));

    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj do Excela' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalled());
    expect(asked).toContain('/api/audit/token');
    expect(asked.filter((path) => path.startsWith('/api/audit/excel/'))).toEqual(['/api/audit/excel/audit-token?entity=agreement&user=3&from=2026-03-01&changedOnly=true&lang=pl']);
  });

  it('leaves out recalculations that changed nothing until asked to show them, starting again on page 1', async () => {
    signInAs(ifrs16Session);
    const asked = serve();
    renderRoute(<AuditPage />, { path: '/audit' });
    await screen.findByRole('list', { name: 'Audit entries' });
    expect(trailCalls(asked)).toEqual(['/api/audit?changedOnly=true&page=1&pageSize=20']);
    const toggle = screen.getByRole('switch', { name: 'Show recalculations that changed nothing' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(trailCalls(asked).at(-1)).toBe('/api/audit?page=1&pageSize=20'));
  });

  it("offers an administrator the administration's record types, and a user the client's", async () => {
    signInAs(adminSession);
    serve();
    const { unmount } = renderRoute(<AuditPage />, { path: '/audit' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Record type' }));
    const adminOptions = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(adminOptions).toEqual(['User', 'User role', "User's clients", 'Client', 'Client logo', 'Client e-mail settings', 'Sign-in']);
    unmount();

    signInAs(ifrs16Session);
    renderRoute(<AuditPage />, { path: '/audit' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Record type' }));
    const userOptions = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(userOptions).toEqual(['Lease agreement', 'Contractor', 'Trader', 'Invoice report', 'Invoice line', 'Impairment procedure', 'Reminder preferences']);
  });

  it('shows a failed sign-in of an unknown account as such, with the address it came from, in both languages', async () => {
    signInAs(adminSession);
    const unknownTried: AuditEntryDto = { ...rentChanged, id: 41, tenantId: null, userId: null, userName: null, action: 'signInFailed', entity: 'session', entityId: null, label: null, changes: [], counts: {}, clientIp: '203.0.113.7' };
    mockFetch((url) => {
      if (url.pathname === '/api/audit/users') return envelopeResponse([]);
      if (url.pathname === '/api/audit') return envelopeResponse(pageOf([unknownTried]));
      return envelopeResponse(null);
    });
    const { unmount } = renderRoute(<AuditPage />, { path: '/audit' });
    const [entry] = within(await screen.findByRole('list', { name: 'Audit entries' })).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Unknown account');
    expect(entry).toHaveTextContent('From 203.0.113.7');
    expect(entry).not.toHaveTextContent('System');
    unmount();

    await act(() => i18n.changeLanguage('pl'));
    renderRoute(<AuditPage />, { path: '/audit' });
    const [polish] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(polish).toHaveTextContent('Nieznane konto');
    expect(polish).toHaveTextContent('Z adresu 203.0.113.7');
  });
});
