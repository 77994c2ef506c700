import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { envelopeResponse, mockFetch, renderRoute } from '../../../test/render';
import { LoginPage } from './login-page';

const generated = 'q3Vx-7Lr_Tz2Wm9Kp4Ys8Nb1';

/** The server as a generated password meets it: flagged sign-in, then the change, which answers a fresh token. */
function serverWithGeneratedPassword(change: (body: Record<string, string>) => Response = () => envelopeResponse({ token: 'FRESH', expiration: '2026-01-01T00:00:00Z', mustChangePassword: false })) {
  return mockFetch(async (url, init) => {
    if (url.pathname === '/api/token') return envelopeResponse({ token: 'GENERATED', expiration: '2026-01-01T00:00:00Z', mustChangePassword: true });
    if (url.pathname === '/api/user') return envelopeResponse({ id: 7, firstName: 'Administrator', lastName: 'LeaseDesk', email: 'it@firma.pl', role: 'administrator' });
    if (url.pathname === '/api/users/changepassword') return change(JSON.parse(String(init.body)) as Record<string, string>);
    return envelopeResponse(null, { status: 404 });
  });
}

async function signInWithGeneratedPassword() {
  await userEvent.type(screen.getByLabelText('Email'), 'it@firma.pl');
  await userEvent.type(screen.getByLabelText('Password'), `${generated}{Enter}`);
}

describe('LoginPage with a generated password', () => {
  it('says why the password must be changed, keeps no session until it is, then continues with the fresh token', async () => {
    sessionStore.clear();
    const fetchMock = serverWithGeneratedPassword();
    const { router } = renderRoute(<LoginPage />, { path: '/login' });
    await signInWithGeneratedPassword();
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The password you signed in with was generated for you');
    expect(sessionStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    await userEvent.type(screen.getByLabelText(/^New password/), 'Silver-canyon-orbit-61');
    await userEvent.type(screen.getByLabelText(/^Repeat password/), 'Silver-canyon-orbit-61');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const change = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/users/changepassword'));
    expect(JSON.parse(String(change?.[1]?.body))).toEqual({ currentPassword: generated, newPassword: 'Silver-canyon-orbit-61', repeatedPassword: 'Silver-canyon-orbit-61' });
    expect((change?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer GENERATED');
    expect(sessionStore.get()).toMatchObject({ token: 'FRESH', role: 'administrator', name: 'Administrator' });
  });

  it('shows the server’s refusal of the new password on its field and stays', async () => {
    sessionStore.clear();
    serverWithGeneratedPassword(() =>
      envelopeResponse(null, { success: false, errors: [{ propertyName: 'newPassword', message: 'The password must not contain the name of LeaseDesk or of a company you work for' }] }),
    );
    const { router } = renderRoute(<LoginPage />, { path: '/login' });
    await signInWithGeneratedPassword();
    await userEvent.type(await screen.findByLabelText(/^New password/), 'LeaseDesk-is-my-password');
    await userEvent.type(screen.getByLabelText(/^Repeat password/), 'LeaseDesk-is-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must not contain the name of LeaseDesk or of a company you work for')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.get()).toBeNull();
  });

  it('says why in Polish too', async () => {
    await act(() => i18n.changeLanguage('pl'));
    try {
      sessionStore.clear();
      serverWithGeneratedPassword();
      renderRoute(<LoginPage />, { path: '/login' });
      await userEvent.type(screen.getByLabelText('E-mail'), 'it@firma.pl');
      await userEvent.type(screen.getByLabelText('Hasło'), `${generated}{Enter}`);
      expect(await screen.findByRole('heading', { name: 'Ustaw własne hasło' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Hasło, którym się zalogowano, zostało wygenerowane dla Ciebie');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
