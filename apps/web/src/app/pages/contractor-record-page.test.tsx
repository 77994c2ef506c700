import type { AuditEntryDto } from '@leasedesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../test/render';
import { lazyPage } from '../lazy-page';
import { loadContractorRecordPage } from './contractor-record-page';

const ContractorRecordPage = lazyPage(loadContractorRecordPage);

const tenantSession = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const stored = { id: 5, createDate: '2026-01-01', isDeleted: false, name: 'After Sp. z o.o.', taxId: '7251850343', code: 'K-001', tenantId: 1 };
const renamed: AuditEntryDto = {
  id: 3,
  occurredAt: new Date(2026, 0, 15, 8, 30, 0).toISOString(),
  tenantId: 1,
  userId: 3,
  userName: 'ulla@leasedesk.test',
  action: 'update',
  entity: 'contractor',
  entityId: '5',
  label: 'After Sp. z o.o.',
  changes: [
    { field: 'name', before: 'Before Sp. z o.o.', after: 'After Sp. z o.o.' },
    { field: 'code', before: null, after: 'K-001' },
  ],
  counts: {},
  correlationId: null,
  clientIp: null,
};

function serve() {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/contractors/5') return envelopeResponse(stored);
    if (url.pathname === '/api/contractors/5/history') {
      return envelopeResponse({ items: [renamed], itemsCount: 1, pagesCount: 1, pageSize: 20, page: 1 });
    }
    return envelopeResponse(null);
  });
  return asked;
}

describe('the contractor’s History tab', () => {
  it('shows the form first and, once opened, who renamed the contractor and from what', async () => {
    signInAs(tenantSession);
    const asked = serve();
    renderRoute(<ContractorRecordPage />, { path: '/contractor/:id', url: '/contractor/5' });
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('After Sp. z o.o.');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(asked.filter((path) => path.includes('/history'))).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const entry = within(await screen.findByRole('list', { name: 'Change history' })).getByRole('listitem');
    expect(entry).toHaveAccessibleName('15/01/2026 08:30:00 · Updated');
    const cells = (label: string) =>
      within(within(entry).getByRole('row', { name: new RegExp(`^${label}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Name')).toEqual(['Before Sp. z o.o.', 'After Sp. z o.o.']);
    expect(cells('Code')).toEqual(['—', 'K-001']);
    expect(asked).toContain('/api/contractors/5/history?page=1&pageSize=20&changedOnly=true');
  });

  it('has no history for a contractor being created', async () => {
    signInAs(tenantSession);
    serve();
    renderRoute(<ContractorRecordPage />, { path: '/contractor' });
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
