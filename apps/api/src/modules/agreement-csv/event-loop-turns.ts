import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Hands the event loop to other requests once work has held it for `budgetMs`. The embedded database runs every
 * statement on this thread and its promises settle as microtasks, so without a turn of its own a long import would
 * answer nobody else until it ends (49 s of silence, measured). Measured by time rather than rows, so the turns
 * follow what the machine manages, loaded or not.
 */
export class EventLoopTurns {
  #since = performance.now();

  constructor(private readonly budgetMs: number) {}

  /** A turn now, whatever the time since the last one (before a statement that takes a while by itself). */
  async give(): Promise<void> {
    await nextTurn();
    this.#since = performance.now();
  }

  /** A turn when the budget is spent. */
  async giveIfDue(): Promise<void> {
    if (performance.now() - this.#since >= this.budgetMs) await this.give();
  }
}
