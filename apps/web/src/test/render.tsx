import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { LanguageDatesProvider } from '../app/providers';
import { theme } from '../app/theme';
import { sessionStore, type Session } from '../lib/session-store';

export function TestProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const queryClient = client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <MantineProvider theme={theme} env="test">
      <LanguageDatesProvider>
        <Notifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LanguageDatesProvider>
    </MantineProvider>
  );
}

/** Renders `element` at `path` of a memory router (other paths render their name, to assert navigation). */
export function renderRoute(
  element: ReactElement,
  { path = '/', url, extra = [] }: { path?: string; url?: string; extra?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      ...extra,
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    { initialEntries: [url ?? path] },
  );
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

export const userSession: Session = {
  token: 'user-token',
  logo: null,
  role: 'user',
  name: 'Ulla',
  accountingStandard: 'CSI',
  tenantId: null,
  tenantName: null,
};

export const adminSession: Session = { ...userSession, token: 'admin-token', role: 'administrator', name: 'Ada' };

export function signInAs(session: Session) {
  sessionStore.set(session);
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with `handler`; returns the mock to inspect the calls. */
export function mockFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function envelopeResponse(value: unknown, init: { success?: boolean; errors?: { propertyName: string; message: string }[]; status?: number } = {}) {
  return new Response(JSON.stringify({ success: init.success ?? true, errors: init.errors ?? [], value }), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}
