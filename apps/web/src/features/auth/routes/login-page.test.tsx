import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { renderRoute, signInAs, userSession } from '../../../test/render';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('says the session has expired when the server refused the token mid-work', () => {
    signInAs(userSession);
    sessionStore.clear('expired');
    renderRoute(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired; sign in again');
  });

  it('says so in Polish too', async () => {
    await act(() => i18n.changeLanguage('pl'));
    try {
      signInAs(userSession);
      sessionStore.clear('expired');
      renderRoute(<LoginPage />, { path: '/login' });
      expect(screen.getByRole('status')).toHaveTextContent('Twoja sesja wygasła; zaloguj się ponownie');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows no such message after a deliberate logout', () => {
    signInAs(userSession);
    sessionStore.clear();
    renderRoute(<LoginPage />, { path: '/login' });
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });
});
