import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../lib/session-store';
import { adminSession, envelopeResponse, mockFetch, userSession } from '../test/render';
import { Providers } from './providers';
import { buildRoutes } from './routes';

const tenantUser: Session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };

function renderApp(url: string, session: Session) {
  sessionStore.set(session);
  const asked: string[] = [];
  mockFetch((requested) => {
    asked.push(requested.pathname);
    if (requested.pathname === '/api/validatetoken') return envelopeResponse(true);
    // the audit trail and the contractors page ask for pages, and the server answers pages
    if (requested.pathname === '/api/audit' || requested.pathname === '/api/contractors') return envelopeResponse({ items: [], itemsCount: 0, pagesCount: 0, pageSize: 20, page: 1 });
    if (requested.pathname === '/api/audit/users') return envelopeResponse([]);
    return envelopeResponse(null);
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, asked };
}

afterEach(() => {
  sessionStore.clear();
});

describe('the audit trail route', () => {
  it.each([
    ['a user inside a client', tenantUser, '/contractors'],
    ['an administrator', adminSession, '/users'],
  ])('is reached from the user menu by %s', async (_who, session, start) => {
    const { router, asked } = renderApp(start, session);
    await userEvent.click(await screen.findByRole('button', { name: `User menu: ${session.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Audit trail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/audit');
    expect(await screen.findByText('No entries match the filter.')).toBeInTheDocument();
    expect(asked).toContain('/api/audit');
  });

  it('sends a user who has not chosen a client to /selectClient first', async () => {
    const { router } = renderApp('/audit', userSession);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/selectClient'));
  });
});
