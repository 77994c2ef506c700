import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AttemptCounters } from './lib/attempt-counter.ts';
import type { Clock } from './lib/clock.ts';
import type { AuthCache } from './lib/auth/auth-cache.ts';
import type { TokenKey } from './lib/auth/tokens.ts';
import type { Mailer } from './lib/mail.ts';
import type { PdfReader } from './lib/pdf-ocr/index.ts';

/** What services need from the running app; built once in app.ts and handed to each module. */
export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  tokenKey: TokenKey;
  mailer: Mailer;
  /** What tokens are checked against; services that change it invalidate their user after commit. */
  authCache: AuthCache;
  /** Reads PDF invoices off the request thread: a worker pool in this process, or workers behind a queue. */
  pdfReader: PdfReader;
  /** Counters of failures and silent limits (password resets): shared by every instance on PostgreSQL, else this process's. */
  attemptCounters: AttemptCounters;
};
