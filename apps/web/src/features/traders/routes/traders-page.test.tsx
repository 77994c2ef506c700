import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { TradersPage } from './traders-page';

const csiSession = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const trader = (id: number, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  tenantId: 1,
  isDeleted: false,
  tenant: { name: 'Demo Leasing CSI' },
});

describe('TradersPage', () => {
  it('lists the traders by last name, and deletes one after confirming', async () => {
    signInAs(csiSession);
    let list = [trader(1, 'Zofia', 'Wiśniewska'), trader(2, 'Paweł', 'Łęcki')];
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'DELETE') {
        list = list.filter((entry) => `/api/salespersons/${entry.id}` !== url.pathname);
        return envelopeResponse({ ...trader(2, 'Paweł', 'Łęcki'), isDeleted: true });
      }
      return envelopeResponse(list);
    });
    renderRoute(<TradersPage />, { path: '/traders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Traders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add trader' })).toHaveAttribute('href', '/trader');
    await screen.findByText('Wiśniewska');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Łęcki'), expect.stringContaining('Wiśniewska')]);
    expect(screen.getByRole('link', { name: 'Edit Zofia Wiśniewska' })).toHaveAttribute('href', '/trader/1');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Paweł Łęcki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent('Paweł Łęcki');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Trader deleted')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Łęcki')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url) === '/api/salespersons/2')).toBe(true);
  });
});
