import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Upload bytes the whole process may hold at once, across every request in flight (one KSeF upload of 50 MB and a
 * CSV, or six CSVs of 10 MB). The server with embedded PGlite holds ≈ 550–600 MB just after it started (≈ 410 MB
 * once idle collection has run; ≈ 1.1 GB at its peak while it migrates and seeds a new DATA_DIR), and an upload
 * drives it up to 3 times its bytes higher while read and let go of: from a server just started, six rounds of
 * 48 MB of element floods and then eight such uploads at once peaked at 720–750 MB with 64 MB here, on an idle
 * machine and with both cores busy elsewhere (test/robustness/ksef-upload-volume.test.ts), against the 1 GB the
 * process must stay within whatever arrives.
 */
export const UPLOAD_BUDGET_BYTES = 64 * 1024 * 1024;

/** Long enough for an upload in flight to be answered and let go of its bytes. */
const retryAfterSeconds = 5;

/** Bytes held by the uploads in flight; a request takes its share before reading and gives it back when answered. */
export class UploadBudget {
  private held = 0;

  constructor(readonly limit: number) {}

  get heldBytes(): number {
    return this.held;
  }

  /** Takes `bytes` or refuses with 503 and Retry-After; the function returned gives them back (once, however often called). */
  take(bytes: number): () => void {
    if (this.held + bytes > this.limit) {
      throw new AppError('unavailable', { key: 'invoices.file.uploadsBusy' }, { retryAfterSeconds });
    }
    this.held += bytes;
    let returned = false;
    return () => {
      if (returned) return;
      returned = true;
      this.held -= bytes;
    };
  }
}

/** The one budget of this process. */
export const uploadBudget = new UploadBudget(UPLOAD_BUDGET_BYTES);

const pendingReleases = new WeakMap<FastifyRequest, () => void>();

/**
 * Gives the request's bytes back when it has been answered or its client has gone (the route holds its files
 * while it works on them, so reading's end is too early); installUploadRelease's hooks call it, and the socket's
 * close as a last resort, since a budget never given back would refuse every upload for good.
 */
export function releaseWhenAnswered(request: FastifyRequest, release: () => void): void {
  pendingReleases.set(request, release);
  request.raw.socket?.once('close', release);
}

/** The hooks that end every request's hold on the upload budget (see releaseWhenAnswered). */
export function installUploadRelease(app: FastifyInstance): void {
  const releaseHeldBytes = async (request: FastifyRequest) => {
    const release = pendingReleases.get(request);
    if (!release) return;
    pendingReleases.delete(request);
    request.raw.socket?.off('close', release);
    release();
  };
  app.addHook('onResponse', releaseHeldBytes);
  app.addHook('onRequestAbort', releaseHeldBytes);
}
