import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { sessionStore, type Session } from '../lib/session-store';
import { adminSession, envelopeResponse, mockFetch, userSession } from '../test/render';
import { Providers } from './providers';
import { buildRoutes } from './routes';

function renderApp(url: string, session: Session | null, { tokenValid = true } = {}) {
  if (session) sessionStore.set(session);
  else sessionStore.clear();
  const fetchMock = mockFetch((requested) => {
    if (requested.pathname === '/api/validatetoken') return envelopeResponse(tokenValid);
    if (requested.pathname === '/api/users') return envelopeResponse([]);
    // the contractors page asks for a page of them (the server then answers a page); pickers ask for the list
    if (requested.pathname === '/api/contractors' && requested.searchParams.has('page')) return envelopeResponse({ items: [], itemsCount: 0, pagesCount: 0, pageSize: 10, page: 1 });
    if (requested.pathname === '/api/contractors' || requested.pathname === '/api/salespersons') return envelopeResponse([]);
    return envelopeResponse(null);
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, fetchMock };
}

const tenantUser: Session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' };

afterEach(async () => {
  sessionStore.clear();
  await i18n.changeLanguage('en');
});

describe('the app shell and its routes', () => {
  it('sends an unauthenticated visit to /login, where the bar shows only the logo', async () => {
    const { router } = renderApp('/users', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('validates a stored session at start and signs out when the token is no longer good', async () => {
    const { router, fetchMock } = renderApp('/', tenantUser, { tokenValid: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.get()).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'user-token' });
  });

  it('shows the administrator the registry menus (tenants inside the users menu) and a breadcrumb off home', async () => {
    renderApp('/users', adminSession);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Users' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Clients' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Users' }));
    expect(await screen.findByRole('menuitem', { name: 'Client list' })).toHaveAttribute('href', '/tenants');
    expect(screen.getByRole('menuitem', { name: 'Add client' })).toHaveAttribute('href', '/tenant');
    await userEvent.keyboard('{Escape}');
    expect(within(nav).queryByText('Contractors')).not.toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Users');
    // an administrator has no client, hence no standard to show
    expect(screen.queryByLabelText('Accounting standard')).not.toBeInTheDocument();
  });

  it('shows only the logo bar on home, with the users card only (SPEC §2)', async () => {
    renderApp('/', adminSession);
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('sends a user without a chosen client to /selectClient', async () => {
    const { router } = renderApp('/', userSession);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/selectClient'));
  });

  it('keeps a user out of the administrator screens, and enables the standard selector on home only', async () => {
    const { router } = renderApp('/users', tenantUser);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const selector = await screen.findByLabelText('Accounting standard');
    expect(selector).toHaveValue('IFRS16');
    await vi.waitFor(() => expect(selector).toBeEnabled());
    await userEvent.selectOptions(selector, 'CSI');
    expect(sessionStore.get()?.accountingStandard).toBe('CSI');

    await router.navigate('/selectClient');
    await vi.waitFor(() => expect(screen.getByLabelText('Accounting standard')).toBeDisabled());
  });

  it('translates the menus when the language changes to PL', async () => {
    renderApp('/users', adminSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Language: EN' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'PL' }));
    const nav = await screen.findByRole('navigation', { name: 'Nawigacja główna' });
    expect(within(nav).getByRole('button', { name: 'Użytkownicy' })).toBeInTheDocument();
    expect(window.localStorage.getItem('leaseDeskLanguage')).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('shows a CSI user the contractors and traders menus', async () => {
    renderApp('/contractors', { ...tenantUser, accountingStandard: 'CSI', tenantName: 'Demo Leasing CSI', tenantId: 1 });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Contractors' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Traders' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Contractors');
    await userEvent.click(within(nav).getByRole('button', { name: 'Traders' }));
    expect(await screen.findByRole('menuitem', { name: 'Add trader' })).toHaveAttribute('href', '/trader');
    expect(screen.getByRole('menuitem', { name: 'Edit traders' })).toHaveAttribute('href', '/traders');
  });

  it('keeps the traders screens to CSI: under IFRS16 there is no menu, and /traders leads home', async () => {
    const { router } = renderApp('/contractors', tenantUser);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Contractors' })).toBeInTheDocument();
    expect(within(nav).queryByText('Traders')).not.toBeInTheDocument();
    await router.navigate('/traders');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/trader/1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('answers an unknown path with a not-found page', async () => {
    renderApp('/no-such-page', adminSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers a skip link as the first stop of the keyboard, leading to the content', async () => {
    renderApp('/users', adminSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
