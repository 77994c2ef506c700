import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { TraderPage } from './trader-page';

const csiSession = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const stored = { id: 3, firstName: 'Zofia', lastName: 'Wiśniewska', tenantId: 1, isDeleted: false, tenant: { name: 'Demo Leasing CSI' } };

function serve(onSave: (body: unknown, url: URL, method: string) => Response) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/salespersons/3' && init.method === 'GET') return envelopeResponse(stored);
    return onSave(JSON.parse(String(init.body)), url, init.method ?? 'GET');
  });
}

describe('TraderPage', () => {
  it('creates a trader, says "Trader created" and goes to the list', async () => {
    signInAs(csiSession);
    const saved: unknown[] = [];
    serve((body, url, method) => {
      saved.push({ body, path: url.pathname, method });
      return envelopeResponse({ ...stored, id: 4 });
    });
    const { router } = renderRoute(<TraderPage />, { path: '/trader' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(saved).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^First name/), ' Jan ');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Kowalski');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/traders'));
    expect(await screen.findByText('Trader created')).toBeInTheDocument();
    expect(saved).toEqual([{ body: { firstName: 'Jan', lastName: 'Kowalski' }, path: '/api/salesperson', method: 'POST' }]);
  });

  it('shows the server errors on their fields and says the trader was not created', async () => {
    signInAs(csiSession);
    serve(() => envelopeResponse(null, { success: false, errors: [{ propertyName: 'lastName', message: 'Last name is too long' }] }));
    renderRoute(<TraderPage />, { path: '/trader' });
    await userEvent.type(screen.getByLabelText(/^First name/), 'Jan');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Kowalski');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create the trader')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Last name is too long').length).toBeGreaterThan(0);
  });

  it('edits a trader and goes back', async () => {
    signInAs(csiSession);
    const saved: unknown[] = [];
    serve((body, url, method) => {
      saved.push({ body, path: url.pathname, method });
      return envelopeResponse(stored);
    });
    const { router } = renderRoute(<TraderPage />, { path: '/trader/:id', url: '/trader/3' });
    const lastName = await screen.findByLabelText(/^Last name/);
    expect(lastName).toHaveValue('Wiśniewska');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit trader' })).toBeInTheDocument();
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/traders'));
    expect(await screen.findByText('Trader updated')).toBeInTheDocument();
    expect(saved).toEqual([{ body: { firstName: 'Zofia', lastName: 'Nowak' }, path: '/api/salespersons/3', method: 'PUT' }]);
  });
});
