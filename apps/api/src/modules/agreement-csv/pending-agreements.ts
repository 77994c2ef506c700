import { sql } from 'drizzle-orm';
import type { ImportedAgreement } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { storeNewAgreements, type CalculatedAgreement } from '../lease-agreements/index.ts';
import { defaultStageWay, type StageWay } from '../../db/staged-rows.ts';
import type { EventLoopTurns } from './event-loop-turns.ts';

/**
 * Schedule and depreciation rows stored at a time, with a turn of the event loop before each store: on the
 * embedded database a store holds the thread, about 150 ms for 2 000 rows on a loaded 2-core machine (an agreement
 * of 1 200 months, 2 400 rows, is stored alone). Smaller stores would cost more statements for little.
 */
const figureRowsPerStore = 2_000;
/**
 * On a PostgreSQL server the thread is free while the server stores, and each store is a COPY of its rows: fewer,
 * larger stores spend less on round trips; 20 000 rows of figures (a few MB) are all the import holds meanwhile.
 */
const figureRowsPerCopy = 20_000;

const figureRowsOf = ({ figures }: CalculatedAgreement) => figures.leaseAmortizations.length + figures.depraciations.length;

/**
 * Agreements calculated and waiting to be stored, with the answer's entries they fill in. Stored as they come
 * while the file has no error, so a large file never holds every agreement's figures in memory at once; once an
 * error is found nothing more is stored, and the transaction is rolled back at the end.
 *
 * On a PostgreSQL server one store is in flight while the next batch is checked and calculated: the server writes
 * on its own core meanwhile, and the connection runs the store's statements in order since nothing else uses it
 * until the import waits for the store (`settle`). On PGlite the database works on this thread, so each store is
 * awaited at once.
 */
export class PendingAgreements {
  #agreements: CalculatedAgreement[] = [];
  #entries: ImportedAgreement[] = [];
  #figureRows = 0;
  #inFlight: Promise<void> | null = null;
  #failure: { error: unknown } | null = null;
  readonly #way: StageWay;
  readonly #rowsPerStore: number;

  constructor(
    private readonly tx: Tx,
    private readonly tenantId: number,
    private readonly turns: EventLoopTurns,
  ) {
    this.#way = defaultStageWay(tx);
    this.#rowsPerStore = this.#way === 'copy' ? figureRowsPerCopy : figureRowsPerStore;
  }

  async add(agreement: CalculatedAgreement, entry: ImportedAgreement): Promise<void> {
    const rows = figureRowsOf(agreement);
    if (this.#figureRows + rows > this.#rowsPerStore) await this.#startStore();
    this.#agreements.push(agreement);
    this.#entries.push(entry);
    this.#figureRows += rows;
  }

  /** Stores what is pending and waits until every store is done; a store's failure is thrown here. */
  async store(): Promise<void> {
    await this.#startStore();
    await this.#settle();
  }

  drop(): void {
    this.#agreements = [];
    this.#entries = [];
    this.#figureRows = 0;
  }

  /**
   * Waits for a store in flight whatever its outcome, without throwing: the caller's transaction must not commit or
   * roll back while a store's statements are still to run on its connection.
   */
  async quiesce(): Promise<void> {
    await this.#inFlight;
  }

  /** Waits for the store in flight (one at most) and throws its failure. */
  async #settle(): Promise<void> {
    await this.#inFlight;
    this.#inFlight = null;
    const failure = this.#failure;
    this.#failure = null;
    if (failure) throw failure.error;
  }

  async #startStore(): Promise<void> {
    await this.#settle();
    if (this.#agreements.length === 0) return;
    const agreements = this.#agreements;
    const entries = this.#entries;
    this.drop();
    const storing = this.#storeBatch(agreements, entries);
    if (this.#way !== 'copy') return storing;
    // Its failure is kept at once (an unawaited rejection would be unhandled) and thrown by the next settle.
    this.#inFlight = storing.then(
      () => undefined,
      (error: unknown) => {
        this.#failure = { error };
      },
    );
  }

  async #storeBatch(agreements: CalculatedAgreement[], entries: ImportedAgreement[]): Promise<void> {
    await this.turns.give();
    // Every schedule row and period checks its agreement's foreign key by a query PostgreSQL plans once per
    // connection and keeps. Planned while lease_agreements was small (statistics of a new client, or this
    // import's first agreements), it scans the whole table, which this import keeps growing: 10 000 agreements
    // took minutes, quadratically. Forgetting the cached plans before each batch has them planned again for
    // the table as it is now (an index look-up once it is more than a few pages). DISCARD PLANS needs no
    // privilege and leaves prepared statements and settings alone.
    await this.tx.execute(sql`discard plans`);
    const ids = await storeNewAgreements(this.tx, this.tenantId, agreements, this.#way);
    entries.forEach((entry, index) => (entry.leaseAgreementId = ids[index] ?? null));
  }
}
