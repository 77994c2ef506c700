import { useSyncExternalStore } from 'react';

/** The accounting standard the session shows (SPEC §1: CSI is the default). */
export type StandardName = 'CSI' | 'IFRS16';
export const standardNames: readonly StandardName[] = ['CSI', 'IFRS16'];
export type SessionRole = 'administrator' | 'user';

/**
 * What the browser keeps under `leaseDesk` (SPEC §3 "Local session"): token, logo, role, name,
 * accountingStandard. tenantId and tenantName record the chosen client (null until one is chosen).
 */
export interface Session {
  token: string;
  logo: string | null;
  role: SessionRole;
  name: string;
  accountingStandard: StandardName;
  tenantId: number | null;
  tenantName: string | null;
  /**
   * The chosen client's own standard: its agreements are always kept under it, while
   * `accountingStandard` is the view, which the selector on home may switch. Absent from sessions stored
   * before it existed and before a client is chosen.
   */
  tenantStandard?: StandardName | null;
}

export const SESSION_KEY = 'leaseDesk';

/** A field that failed lenient reading: the whole stored session is then unusable. */
const unusable = Symbol('unusable');
type Read<T> = T | typeof unusable;

/** 0/1 as the API sends it, or a name in any case; anything but IFRS16 reads as CSI. */
function standardOf(value: unknown): Read<StandardName | null> {
  if (value === null || value === undefined) return null;
  if (value !== 0 && value !== 1 && typeof value !== 'string') return unusable;
  return value === 1 || String(value).toUpperCase() === 'IFRS16' ? 'IFRS16' : 'CSI';
}

function optionalText(value: unknown): Read<string | null> {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : unusable;
}

function roleOf(value: unknown): Read<SessionRole> {
  const role = typeof value === 'string' ? value.toLowerCase() : '';
  return role === 'administrator' || role === 'user' ? role : unusable;
}

function tenantIdOf(value: unknown): Read<number | null> {
  if (value === null || value === undefined) return null;
  return Number.isSafeInteger(value) ? (value as number) : unusable;
}

/**
 * Lenient reading of what is stored (hand-written rather than a zod schema: this runs on the first page,
 * which must stay light): a missing optional field takes its default, a field of the wrong type makes the
 * whole session unusable ("no session"), unknown fields are dropped.
 */
export function readStoredSession(value: unknown): Session | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  if (typeof stored['token'] !== 'string' || stored['token'].length === 0) return null;
  const logo = optionalText(stored['logo']);
  const role = roleOf(stored['role']);
  const name = optionalText(stored['name']);
  const accountingStandard = standardOf(stored['accountingStandard']);
  const tenantId = tenantIdOf(stored['tenantId']);
  const tenantName = optionalText(stored['tenantName']);
  const tenantStandard = standardOf(stored['tenantStandard']);
  if ([logo, role, name, accountingStandard, tenantId, tenantName, tenantStandard].includes(unusable)) return null;
  return {
    token: stored['token'],
    logo: logo as string | null,
    role: role as SessionRole,
    name: (name as string | null) ?? '',
    accountingStandard: (accountingStandard as StandardName | null) ?? 'CSI',
    tenantId: tenantId as number | null,
    tenantName: tenantName as string | null,
    tenantStandard: tenantStandard as StandardName | null,
  };
}

function read(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    return readStoredSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = typeof window === 'undefined' ? null : read();
/** Why the last session ended, while nobody has signed in since: 'expired' when the server refused its token. */
let ended: 'expired' | null = null;

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get(): Session | null {
    return current;
  },
  /** Replaces the whole session and persists it. */
  set(session: Session) {
    current = session;
    ended = null;
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    emit();
  },
  /** Changes some fields of the current session; does nothing when logged out. */
  update(patch: Partial<Session>) {
    if (!current) return;
    sessionStore.set({ ...current, ...patch });
  },
  /** Forgets the session; `'expired'` when the server refused its token (not a deliberate logout). */
  clear(reason: 'expired' | null = null) {
    window.localStorage.removeItem(SESSION_KEY);
    if (current === null && ended === reason) return;
    current = null;
    ended = reason;
    emit();
  },
  /** Whether the last session ended because the server refused its token, and nobody has signed in since. */
  expired(): boolean {
    return ended === 'expired';
  },
  /** Re-reads localStorage (another tab or a test changed it). */
  reload() {
    current = read();
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) sessionStore.reload();
  });
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.expired, sessionStore.expired);
}

/** The standard the client's agreements are kept under: the client's own, whatever the view shows. */
export function tenantStandardOf(session: Session): StandardName {
  return session.tenantStandard ?? session.accountingStandard;
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
