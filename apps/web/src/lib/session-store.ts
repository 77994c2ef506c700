import { useSyncExternalStore } from 'react';
import { z } from 'zod';

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
   * The chosen client's own standard (issue 10 item 9): its agreements are always kept under it, while
   * `accountingStandard` is the view, which the selector on home may switch. Absent from sessions stored
   * before it existed and before a client is chosen.
   */
  tenantStandard?: StandardName | null;
}

export const SESSION_KEY = 'leaseDesk';

const standardSchema = z
  .union([z.literal(0), z.literal(1), z.string()])
  .transform((value): StandardName => (value === 1 || String(value).toUpperCase() === 'IFRS16' ? 'IFRS16' : 'CSI'));

/** Lenient reading: anything unusable means "no session". */
const storedSession = z.object({
  token: z.string().min(1),
  logo: z.string().nullish().transform((v) => v ?? null),
  role: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['administrator', 'user'])),
  name: z.string().nullish().transform((v) => v ?? ''),
  accountingStandard: standardSchema.nullish().transform((v) => v ?? 'CSI'),
  tenantId: z.number().int().nullish().transform((v) => v ?? null),
  tenantName: z.string().nullish().transform((v) => v ?? null),
  tenantStandard: standardSchema.nullish().transform((v) => v ?? null),
});

function read(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = storedSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
