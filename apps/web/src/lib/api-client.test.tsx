import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, userSession } from '../test/render';
import { api, ApiError, EnvelopeError } from './api-client';
import i18n from './i18n';
import { sessionStore } from './session-store';

describe('api client', () => {
  it('sends the bearer token and JSON, and unwraps the envelope value', async () => {
    sessionStore.set(userSession);
    const fetchMock = mockFetch(() => envelopeResponse({ id: 7 }));
    await expect(api.post('/api/thing', { a: 1 }, { query: { query: 'x', empty: '' } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/thing?query=x');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer user-token');
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('asks the server to answer in the active language (its messages are worded there)', async () => {
    const fetchMock = mockFetch(() => envelopeResponse(null));
    await i18n.changeLanguage('pl');
    try {
      await api.get('/api/thing');
    } finally {
      await i18n.changeLanguage('en');
    }
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('pl');
  });

  it('throws the field errors of an unsuccessful envelope', async () => {
    mockFetch(() => envelopeResponse(null, { success: false, errors: [{ propertyName: 'email', message: 'Taken' }] }));
    const failure = await api.get('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EnvelopeError);
    expect((failure as EnvelopeError).errors).toEqual([{ propertyName: 'email', message: 'Taken' }]);
  });

  it('answers null for 204', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/x')).resolves.toBeNull();
  });

  it('turns a 401 into a logout, without a toast', async () => {
    sessionStore.set(userSession);
    const show = vi.spyOn(notifications, 'show');
    mockFetch(() => new Response('', { status: 401 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(show).not.toHaveBeenCalled();
    // /login then says why
    expect(sessionStore.expired()).toBe(true);
  });

  it('does not call a refused sign-in (no session) an expired session, nor a deliberate logout', async () => {
    sessionStore.clear();
    mockFetch(() => new Response('', { status: 401 }));
    await expect(api.post('/api/token', {})).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.expired()).toBe(false);
    sessionStore.set(userSession);
    sessionStore.clear();
    expect(sessionStore.expired()).toBe(false);
  });

  it('exposes the correlation id of a 500 or 503 and puts it in the toast, on its own line', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => new Response('{}', { status: 503, headers: { 'x-correlation-id': 'req-7f3a' } }));
    const failure = await api.get('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).correlationId).toBe('req-7f3a');
    render(<>{show.mock.calls.at(-1)?.[0].message}</>);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'An unexpected server error occurred.',
      'Reference: req-7f3a',
    ]);
  });

  it('reports any other status as an unexpected server error, unless the caller expects it', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => new Response('boom', { status: 500 }));
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'An unexpected server error occurred.' }));

    show.mockClear();
    mockFetch(() => new Response('', { status: 413 }));
    await expect(api.put('/api/x', undefined, { expectedStatuses: [413] })).rejects.toMatchObject({ status: 413 });
    expect(show).not.toHaveBeenCalled();
  });
});
