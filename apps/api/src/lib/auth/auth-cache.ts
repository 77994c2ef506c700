import type { RoleId } from '@leasedesk/contract';

/** What a token is checked against, for one user: one database read fills it. */
export type AuthRecord = {
  role: RoleId;
  stamp: string;
  isDeleted: boolean;
  lockoutEnd: Date | null;
  firstName: string;
  lastName: string;
  email: string;
  /** A password the user did not choose: every route but the few that lead to changing it is refused. */
  mustChangePassword: boolean;
  /** Tenants the user belongs to that are not switched off. */
  tenantIds: ReadonlySet<number>;
};

export type AuthCacheOptions = {
  /** Reads a user's record; null for no such user. */
  load: (userId: number) => Promise<AuthRecord | null>;
  /** Bounds what a lost notification could cost: an entry older than this is read again. */
  ttlMs: number;
  /** Past this many users, the least recently loaded are forgotten. */
  maxEntries: number;
  /** Monotonic milliseconds (not the app's clock, which tests move by hours). */
  now?: () => number;
};

type Entry = { record: AuthRecord | null; loadedAt: number };

/**
 * A per-process cache of what authentication needs, so a request with a token needs no database trip.
 * Invalidation comes from PostgreSQL NOTIFY (every instance) and from this process's own writes (at once,
 * before the notification arrives). While no notifications can be received (the listening connection is
 * down), nothing is cached: every request reads the database, as before the cache existed.
 *
 * A read that was under way when its user was invalidated may have read the old row; it answers its own
 * request but is not stored. Generations tell: each invalidation bumps the user's (or every) generation.
 */
export class AuthCache {
  private readonly entries = new Map<number, Entry>();
  private readonly loading = new Map<number, Promise<AuthRecord | null>>();
  private readonly generations = new Map<number, number>();
  private globalGeneration = 0;
  private listening = false;
  private readonly now: () => number;

  constructor(private readonly options: AuthCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Whether notifications are being received; entries are kept only while they are. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidateAll();
  }

  async get(userId: number): Promise<AuthRecord | null> {
    const entry = this.entries.get(userId);
    if (entry && this.now() - entry.loadedAt < this.options.ttlMs) return entry.record;
    const pending = this.loading.get(userId);
    if (pending) return pending;
    const generation = this.generationOf(userId);
    const load = this.options
      .load(userId)
      .then((record) => {
        if (this.listening && this.generationOf(userId) === generation) this.store(userId, record);
        return record;
      })
      .finally(() => {
        if (this.loading.get(userId) === load) this.loading.delete(userId);
      });
    this.loading.set(userId, load);
    return load;
  }

  invalidate(userId: number): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    this.entries.delete(userId);
    this.loading.delete(userId);
  }

  invalidateAll(): void {
    this.globalGeneration += 1;
    this.generations.clear();
    this.entries.clear();
    this.loading.clear();
  }

  /** How many users are held (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private generationOf(userId: number): string {
    return `${this.globalGeneration}:${this.generations.get(userId) ?? 0}`;
  }

  private store(userId: number, record: AuthRecord | null): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { record, loadedAt: this.now() });
  }
}

/** A notification's payload: a user id, or `tenant:<id>` when a tenant is switched off or on. */
export function applyAuthNotification(cache: AuthCache, payload: string): void {
  if (/^\d+$/.test(payload)) cache.invalidate(Number(payload));
  else cache.invalidateAll();
}
