import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { envelopeResponse, mockFetch } from '../test/render';
import { Providers } from './providers';
import { buildRoutes } from './routes';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the unsubscribe route', () => {
  it('is public: a digest’s link works without signing in, in the bare shell', async () => {
    sessionStore.clear();
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(`${url.pathname}`);
      if (url.pathname === '/api/reminders/unsubscribe/a.b.c') return envelopeResponse({ email: 'ulla@leasedesk.test', tenantName: 'Demo Leasing CSI' });
      return envelopeResponse(null, { status: 404, success: false });
    });
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/unsubscribe/a.b.c'] });
    render(
      <Providers env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('ulla@leasedesk.test will no longer get the daily reminders of Demo Leasing CSI.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe/a.b.c');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/reminders/unsubscribe/a.b.c']);
  });
});
