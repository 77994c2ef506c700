import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, signInAs, TestProviders, userSession } from '../../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJyZW1pbmRlclVuc3Vic2NyaWJlIn0.c2lnbmF0dXJl';

function serve(answer: () => Response) {
  const calls: { method: string; path: string; authorization: string | null }[] = [];
  mockFetch((url, init) => {
    calls.push({ method: init.method ?? 'GET', path: url.pathname, authorization: new Headers(init.headers).get('authorization') });
    return answer();
  });
  return calls;
}

/** The page as the app mounts it: under StrictMode at the root (main.tsx), whose second effect must not ask again. */
function renderPage(url = `/unsubscribe/${token}`) {
  const router = createMemoryRouter([{ path: '/unsubscribe/*', element: <UnsubscribePage /> }], { initialEntries: [url] });
  return render(
    <StrictMode>
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>
    </StrictMode>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('/unsubscribe/{token}', () => {
  it('stops the digest once (StrictMode’s second effect asks nothing), says whose, and links to sign in', async () => {
    const calls = serve(() => envelopeResponse({ email: 'ulla@leasedesk.test', tenantName: 'Demo Leasing CSI' }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from reminders' })).toBeInTheDocument();
    expect(await screen.findByText('ulla@leasedesk.test will no longer get the daily reminders of Demo Leasing CSI.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: `/api/reminders/unsubscribe/${token}`, authorization: null }]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends no session’s token even when someone is signed in in this browser', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    const calls = serve(() => envelopeResponse({ email: 'ulla@leasedesk.test', tenantName: 'Demo Leasing CSI' }));
    renderPage();
    await screen.findByText(/will no longer get the daily reminders/);
    expect(calls.map((call) => call.authorization)).toEqual([null]);
  });

  it('says a bad link is not valid, without an error toast', async () => {
    serve(() => envelopeResponse(null, { status: 404, success: false, errors: [{ propertyName: '', message: 'Not found' }] }));
    renderPage();
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByText('An unexpected server error occurred.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it('is worded in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    serve(() => envelopeResponse({ email: 'ulla@leasedesk.test', tenantName: 'Demo Leasing CSI' }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Wypisz się z przypomnień' })).toBeInTheDocument();
    expect(await screen.findByText('Na adres ulla@leasedesk.test nie będą już wysyłane codzienne przypomnienia klienta Demo Leasing CSI.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toBeInTheDocument();
  });

  it('offers a retry when the server could not answer', async () => {
    let fail = true;
    serve(() => (fail ? new Response('{}', { status: 500 }) : envelopeResponse({ email: 'ulla@leasedesk.test', tenantName: 'Demo Leasing CSI' })));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The unsubscribe could not be completed. Please try again.')).toBeInTheDocument();
    fail = false;
    await act(async () => retry.click());
    expect(await screen.findByText(/will no longer get the daily reminders of Demo Leasing CSI/)).toBeInTheDocument();
  });
});
