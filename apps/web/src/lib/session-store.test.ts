import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, sessionStore, type Session } from './session-store';

const session: Session = {
  token: 't',
  logo: 'data:image/png;base64,AA==',
  role: 'user',
  name: 'Ulla',
  accountingStandard: 'IFRS16',
  tenantId: 2,
  tenantName: 'Demo Lessee IFRS16',
};

describe('sessionStore', () => {
  it('keeps the session in localStorage under leaseDesk with token, logo, role, name and accountingStandard', () => {
    sessionStore.set(session);
    const stored = JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}');
    expect(stored).toMatchObject({ token: 't', logo: session.logo, role: 'user', name: 'Ulla', accountingStandard: 'IFRS16' });
    sessionStore.clear();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStore.get()).toBeNull();
  });

  it('tells subscribers about changes and updates single fields', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.set(session);
    sessionStore.update({ accountingStandard: 'CSI' });
    expect(sessionStore.get()?.accountingStandard).toBe('CSI');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    sessionStore.clear();
  });

  it('reads a stored session leniently: numeric standards, missing optional fields', () => {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'x', role: 'Administrator', name: 'Ada', accountingStandard: 1 }));
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({
      token: 'x',
      logo: null,
      role: 'administrator',
      name: 'Ada',
      accountingStandard: 'IFRS16',
      tenantId: null,
      tenantName: null,
      tenantStandard: null,
    });
  });

  it('treats an unreadable entry as no session', () => {
    for (const raw of ['{not json', JSON.stringify({ role: 'user' }), JSON.stringify({ token: 'x', role: 'guest' })]) {
      window.localStorage.setItem(SESSION_KEY, raw);
      sessionStore.reload();
      expect(sessionStore.get()).toBeNull();
    }
  });
});
