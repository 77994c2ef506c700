import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { SelectClientPage } from './select-client-page';

const tenants = [
  { id: 1, name: 'Demo Leasing CSI', logo: null, accountingStandard: 0 },
  { id: 2, name: 'Demo Lessee IFRS16', logo: 'data:image/png;base64,AA==', accountingStandard: 1 },
];

function serve(list: typeof tenants) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/users/tenants') return envelopeResponse(list);
    const { tenantId } = JSON.parse(String(init.body)) as { tenantId: number };
    const tenant = list.find((entry) => entry.id === tenantId);
    return envelopeResponse({ token: `tenant-${tenantId}`, expiration: '2026-01-01T00:00:00Z', tenant });
  });
}

describe('SelectClientPage', () => {
  it('lists the clients, searches them, and continues with the one selected', async () => {
    signInAs(userSession);
    serve(tenants);
    const { router } = renderRoute(<SelectClientPage />, { path: '/selectClient' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Demo Leasing CSI')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Search'), 'ifrs');
    expect(within(table).queryByText('Demo Leasing CSI')).not.toBeInTheDocument();
    await userEvent.click(within(table).getByText('Demo Lessee IFRS16'));
    expect(screen.getByRole('radio', { name: 'Demo Lessee IFRS16' })).toBeChecked();
    await userEvent.click(next);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()).toMatchObject({
      token: 'tenant-2',
      logo: 'data:image/png;base64,AA==',
      accountingStandard: 'IFRS16',
      tenantStandard: 'IFRS16',
      tenantId: 2,
      tenantName: 'Demo Lessee IFRS16',
    });
  });

  it('chooses the only client automatically', async () => {
    signInAs(userSession);
    const fetchMock = serve([tenants[0]!]);
    const { router } = renderRoute(<SelectClientPage />, { path: '/selectClient' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStore.get()).toMatchObject({ tenantId: 1, accountingStandard: 'CSI' });
  });

  it('says so when the user has no client', async () => {
    signInAs(userSession);
    serve([]);
    renderRoute(<SelectClientPage />, { path: '/selectClient' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No clients');
  });
});
