import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { LeaseAgreementsPage } from './lease-agreements-page';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const rowOf = (index: number) => ({
  id: index,
  contractNumber: `UL/${index}`,
  scheduleNumber: '1',
  contractorName: 'Mleczarnia',
  startingDate: '2025-03-01',
  closingDate: '2028-03-01',
  salesPerson: null,
  token: 't',
  factoringContractNumber: '',
  totalEquipmentCost: 100000,
  accountingStandard: 0,
  termInMonths: 36,
  rentPaymentAmount: 9500,
});

// a DataTable with a page of rows is slow to render on a busy machine
describe('LeaseAgreementsPage', () => {
  // the table scrolls back to its top on a page change; jsdom has no element scrolling
  beforeAll(() => {
    Element.prototype.scrollTo = vi.fn();
  });

  it('asks the server for one page of the chosen contractor, 10 rows by default, and pages on', async () => {
    signInAs(session);
    const pages: string[] = [];
    mockFetch((url) => {
      if (url.pathname === '/api/contractors') return envelopeResponse([{ id: 7, name: 'Mleczarnia', taxId: '6765432109', code: 'K-3' }]);
      const match = /^\/api\/leaseagreements\/(\d+)\/(\d+)\/contractors\/7$/.exec(url.pathname);
      if (match) {
        pages.push(`${match[1]}/${match[2]}`);
        const page = Number(match[1]);
        const size = Number(match[2]);
        const items = Array.from({ length: Math.min(size, 12 - (page - 1) * size) }, (_, i) => rowOf((page - 1) * size + i + 1));
        return envelopeResponse({ items, itemsCount: 12, pagesCount: Math.ceil(12 / size), pageSize: size, page });
      }
      return envelopeResponse([]);
    });
    renderRoute(<LeaseAgreementsPage />, { path: '/leaseAgreements', url: '/leaseAgreements?contractor=7' });
    const table = await screen.findByRole('table', { name: 'Agreements' });
    expect(await within(table).findByText('UL/10')).toBeInTheDocument();
    expect(within(table).queryByText('UL/11')).not.toBeInTheDocument();
    expect(within(table).getAllByText('9 500,00').length).toBe(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('UL/11')).toBeInTheDocument();
    await vi.waitFor(() => expect(pages).toEqual(['1/10', '2/10']));
    expect(screen.getByRole('link', { name: 'New agreement' })).toHaveAttribute('href', '/leaseAgreement');
    expect(screen.getByRole('link', { name: 'Open agreement UL/11 / 1' })).toHaveAttribute('href', '/leaseAgreementSummary/11');
  });

  it('lists every contractor’s agreements by default, sorted by the server, and a row opens the summary', async () => {
    signInAs(session);
    const asked: string[] = [];
    mockFetch((url) => {
      if (url.pathname === '/api/contractors') return envelopeResponse([{ id: 7, name: 'Mleczarnia', taxId: '6765432109', code: 'K-3' }]);
      if (url.pathname === '/api/leaseagreements/1/10/contractors/all') {
        asked.push(url.search);
        const rows = [
          { ...rowOf(1), contractorName: 'Alfa' },
          { ...rowOf(2), contractorName: 'Beta' },
        ];
        const items = url.searchParams.get('direction') === 'desc' ? rows.reverse() : rows;
        return envelopeResponse({ items, itemsCount: 2, pagesCount: 1, pageSize: 10, page: 1 });
      }
      return envelopeResponse([]);
    });
    const { router } = renderRoute(<LeaseAgreementsPage />, { path: '/leaseAgreements' });
    expect(await screen.findByRole('textbox', { name: 'Contractor' })).toHaveValue('All contractors');
    const table = await screen.findByRole('table', { name: 'Agreements' });
    expect(await within(table).findByText('Alfa')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Contractor/ })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Contractor' }));
    await vi.waitFor(() => expect(asked).toContain('?sort=contractorName&direction=asc'));
    await userEvent.click(within(table).getByRole('button', { name: /Contractor/ }));
    await vi.waitFor(() => expect(asked).toContain('?sort=contractorName&direction=desc'));
    expect(within(table).getByRole('button', { name: /^Contractor\s*\(sorted descending\)$/ })).toBeInTheDocument();
    await vi.waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Beta'));
    expect(asked[0]).toBe('');

    await userEvent.click(within(table).getByText('Beta'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leaseAgreementSummary/2'));
  });

  it('tells a client with no contractor, beside "New agreement", to add one first', async () => {
    signInAs(session);
    mockFetch((url) => {
      if (url.pathname.startsWith('/api/leaseagreements/')) return envelopeResponse({ items: [], itemsCount: 0, pagesCount: 0, pageSize: 10, page: 1 });
      return envelopeResponse([]);
    });
    renderRoute(<LeaseAgreementsPage />, { path: '/leaseAgreements' });
    const hint = (await screen.findByText('No contractors yet')).closest('[role="status"]') as HTMLElement;
    expect(hint).toHaveTextContent('Add a contractor first, then create the agreement.');
    expect(within(hint).getByRole('link', { name: 'Go to contractors' })).toHaveAttribute('href', '/contractors');
  });
});
