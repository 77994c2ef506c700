import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute } from '../../../test/render';
import { PasswordResetPage } from './password-reset-page';

const route = { path: '/passwordReset/:userId/*' };

describe('PasswordResetPage', () => {
  it('says "Passwords must match" and sends nothing when they differ', async () => {
    const fetchMock = mockFetch(() => envelopeResponse(null));
    renderRoute(<PasswordResetPage />, { ...route, url: '/passwordReset/5/abc' });
    await userEvent.type(screen.getByLabelText('New password'), 'Long-enough-password');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'Long-enough-passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the whole token, slashes included, then goes to /login', async () => {
    const fetchMock = mockFetch(() => envelopeResponse(null));
    const { router } = renderRoute(<PasswordResetPage />, { ...route, url: '/passwordReset/5/ab/cd+ef/gh==' });
    await userEvent.type(screen.getByLabelText('New password'), 'Long-enough-password');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'Long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/resetpassword');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ userId: 5, token: 'ab/cd+ef/gh==', newPassword: 'Long-enough-password' });
    expect(await screen.findByText('Password has been changed')).toBeInTheDocument();
  });

  it('shows the server refusal (used or expired token)', async () => {
    mockFetch(() => envelopeResponse(null, { success: false, errors: [{ propertyName: 'token', message: 'The link has expired' }] }));
    renderRoute(<PasswordResetPage />, { ...route, url: '/passwordReset/5/abc' });
    await userEvent.type(screen.getByLabelText('New password'), 'Long-enough-password');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'Long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired');
  });

  it('refuses a link without a token', () => {
    renderRoute(<PasswordResetPage />, { ...route, url: '/passwordReset/x/' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid link');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
