import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute } from '../../../test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows "Incorrect credentials" when the server refuses, and clears the password', async () => {
    mockFetch(() => new Response(JSON.stringify({ success: false, errors: [], value: null }), { status: 401 }));
    const onSignedIn = vi.fn();
    renderRoute(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'user@leasedesk.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect credentials');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in: token, then the user, then hands over the session', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/token'
        ? envelopeResponse({ token: 'T', expiration: '2026-01-01T00:00:00Z', mustChangePassword: false })
        : envelopeResponse({ id: 1, firstName: 'Ada', lastName: 'Admin', email: 'a@x', role: 'administrator' }),
    );
    const onSignedIn = vi.fn();
    renderRoute(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'admin@leasedesk.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ token: 'T', role: 'administrator', name: 'Ada', accountingStandard: 'CSI' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ username: 'admin@leasedesk.test', password: 'secret' });
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer T');
  });

  it('requires both fields before calling the server', async () => {
    const fetchMock = mockFetch(() => envelopeResponse(null));
    renderRoute(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the forgot-password dialog with the email already typed', async () => {
    mockFetch(() => envelopeResponse(null));
    renderRoute(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'anna@leasedesk.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('anna@leasedesk.test');
  });
});
