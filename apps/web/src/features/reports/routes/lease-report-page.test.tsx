import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LeaseReportRow } from '@leasedesk/contract';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { LeaseReportPage } from './lease-report-page';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const contractors = [
  { id: 7, name: 'Łódzkie Zakłady Leasingowe', taxId: '7251850343', code: 'K-001' },
  { id: 8, name: 'Przedsiębiorstwo Handlowe Żuraw', taxId: '5260001269', code: 'K-002' },
];

/** Twelve agreements: more than a page of 10, so the total must cover rows not shown. */
const rows: LeaseReportRow[] = Array.from({ length: 12 }, (_, index) => ({
  leaseAgreementId: 100 + index,
  contractorName: 'Łódzkie Zakłady Leasingowe',
  contractNumber: `UL/2025/${String(index + 1).padStart(3, '0')}`,
  scheduleNumber: '1',
  factoringContractNumber: index === 0 ? 'FAKT/7/2025' : '',
  startingDate: '2025-03-01',
  closingDate: '2028-02-29',
  totalEquipmentCost: 1000.1 * (index + 1),
  paymentInterval: index === 0 ? 1 : 0,
  paymentDue: 0,
  leaseType: 0,
  salesPerson: null,
  leaseLiability: null,
  rightOfUse: null,
}));

function api(report: { reportDetails: LeaseReportRow[]; accountingStandard?: number } | null, bodies: unknown[], asked: string[] = []) {
  return mockFetch(async (url, init) => {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/contractors') return envelopeResponse(contractors);
    if (url.pathname === '/api/salespersons') return envelopeResponse([{ id: 3, firstName: 'Zofia', lastName: 'Wiśniewska' }]);
    if (url.pathname.startsWith('/api/contractors/ids/leaseagreements/')) return envelopeResponse(['1', '2']);
    if (url.pathname === '/api/leaseagreements/report') {
      bodies.push(JSON.parse(String(init.body)));
      if (!report) return envelopeResponse(null, { success: false, errors: [{ propertyName: 'closingDate', message: 'Closing date is not valid' }] });
      return envelopeResponse({ reportId: 41, token: 'report-token', accountingStandard: 0, ...report });
    }
    if (url.pathname.startsWith('/api/leaseagreements/reports/'))
      return new Response('xlsx', { headers: { 'content-disposition': 'attachment; filename="lease-report.xlsx"' } });
    return envelopeResponse(null, { status: 404 });
  });
}

// a busy machine runs Mantine's comboboxes slowly
describe('LeaseReportPage', () => {
  it('runs the report with the filter from the drawer, pages the rows, totals every row and downloads its Excel file', async () => {
    signInAs(session);
    const bodies: unknown[] = [];
    const asked: string[] = [];
    api({ reportDetails: rows }, bodies, asked);
    renderRoute(<LeaseReportPage />, { path: '/report' });

    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(screen.getByText('Set the filter and run the report.')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('textbox', { name: 'Contractors' }));
    await userEvent.click(await screen.findByRole('option', { name: /Łódzkie Zakłady Leasingowe/ }));
    await userEvent.click(within(drawer).getByRole('textbox', { name: 'Payment interval' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Quarterly' }));
    await userEvent.click(within(drawer).getByRole('textbox', { name: 'Sent to a factor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Run report' }));

    // "any" is null, the interval is shown 1-based and sent 0-based, ids are numbers
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      contractorIds: [7],
      salesPersonIds: [],
      scheduleNumbers: [],
      contractNumbers: [],
      startingDate: null,
      closingDate: null,
      isFactoring: false,
      factorContractNumbers: [],
      leaseType: null,
      paymentDue: null,
      paymentInterval: 1,
    });

    const table = await screen.findByRole('table', { name: 'Lease report' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10 + 1);
    // Σ 1 000,10 × (1 + … + 12) = 78 007,80 over all twelve rows, not the page's ten
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('78 007,80');
    const first = within(table).getByRole('link', { name: 'Open agreement UL/2025/001 / 1' });
    expect(first).toHaveAttribute('href', '/leaseAgreementSummary/100');
    expect(within(table).getAllByText('Quarterly')).toHaveLength(1);
    expect(within(table).getAllByText('01/03/2025')).toHaveLength(10);

    // sorted by equipment cost, descending: the twelfth agreement comes first
    const cost = within(table).getByRole('button', { name: /^Total equipment cost/ });
    await userEvent.click(cost);
    await userEvent.click(cost);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('12 001,20');

    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(asked).toContain('/api/leaseagreements/reports/41/excel/report-token?lang=en');
    saved.mockRestore();
  });

  it('says so when no agreement matches', async () => {
    signInAs(session);
    api({ reportDetails: [] }, []);
    renderRoute(<LeaseReportPage />, { path: '/report' });
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Run report' }));
    expect(await screen.findByText('No agreements match the filter.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lease report' })).not.toBeInTheDocument();
  });

  it('keeps the drawer open with the server’s message under the field it names', async () => {
    signInAs(session);
    const bodies: unknown[] = [];
    api(null, bodies);
    renderRoute(<LeaseReportPage />, { path: '/report' });
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Run report' }));
    expect(await within(drawer).findByText('Closing date is not valid')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Closing on or before' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
  });

  it('shows an IFRS16 lessee its own columns: the lease liability and right-of-use asset with their totals, none of the lessor’s', async () => {
    signInAs({ ...session, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16', tenantStandard: 'IFRS16' });
    const bodies: unknown[] = [];
    const lessee = rows.slice(0, 2).map((row, index) => ({
      ...row,
      factoringContractNumber: '',
      totalEquipmentCost: 0,
      leaseLiability: 517595.22 + index,
      rightOfUse: 532595.22 + index,
    }));
    api({ reportDetails: lessee, accountingStandard: 1 }, bodies);
    renderRoute(<LeaseReportPage />, { path: '/report' });
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    for (const lessorsField of ['Traders', 'Sent to a factor', 'Factoring contract numbers', 'Lease type'])
      expect(within(drawer).queryByRole('textbox', { name: lessorsField })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Payment interval' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Run report' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ salesPersonIds: [], isFactoring: null, factorContractNumbers: [], leaseType: null });

    const table = await screen.findByRole('table', { name: 'Lease report' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '');
    expect(headers.some((header) => /Lease liability at commencement/.test(header))).toBe(true);
    expect(headers.some((header) => /Right-of-use asset at commencement/.test(header))).toBe(true);
    for (const lessorsColumn of [/Total equipment cost/, /Factoring contract number/, /Trader|Sales person/, /Lease type/])
      expect(headers.some((header) => lessorsColumn.test(header)), String(lessorsColumn)).toBe(false);
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent('1 035 191,44');
    expect(total).toHaveTextContent('1 065 191,44');
    expect(total).not.toHaveTextContent('0,00');
  });

  it('offers the traders filter under CSI only', async () => {
    signInAs({ ...session, accountingStandard: 'IFRS16' });
    api({ reportDetails: [] }, []);
    renderRoute(<LeaseReportPage />, { path: '/report' });
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(drawer).queryByRole('textbox', { name: 'Traders' })).not.toBeInTheDocument();
  });
});
