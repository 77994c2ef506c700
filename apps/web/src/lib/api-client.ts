import type { FieldError } from '@leasedesk/contract';
import i18n, { currentLanguage } from './i18n';
import { notifyError } from './notify';
import { sessionStore } from './session-store';

/** An HTTP answer other than 200/204 (or no answer at all: status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The reference the server logged the failure under (`x-correlation-id` of a 500 or 503), for support. */
    readonly correlationId: string | null = null,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** A 200 envelope with `success: false`: business or validation errors, one per field. */
export class EnvelopeError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => e.message).join('\n') || 'Request failed');
    this.name = 'EnvelopeError';
  }
}

export interface RequestOptions {
  /** JSON body. */
  body?: unknown;
  /** Multipart body (file uploads). */
  formData?: FormData;
  /** Query parameters; undefined, null and '' are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Statuses the caller handles itself: no generic toast for them. */
  expectedStatuses?: readonly number[];
  /** A token to use instead of the session's (sign-in, before the session exists). */
  token?: string;
  /** No generic toast for any failure (fire-and-forget calls such as logout). */
  silent?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function reportUnexpected(status: number, body: unknown, headers?: Headers) {
  console.error('Unexpected server answer', { status, body, headers: headers ? Object.fromEntries(headers) : {} });
  const reference = headers?.get('x-correlation-id');
  notifyError(i18n.t('errors.title'), [i18n.t('errors.unexpected'), reference ? i18n.t('errors.reference', { reference }) : '']);
}

function isEnvelope(body: unknown): body is { success: boolean; errors?: FieldError[]; value?: unknown } {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/**
 * Calls the API: attaches the bearer token, unwraps the envelope (SPEC §3, §8).
 * - 401 anywhere clears the session as expired; the route guards then show /login, which says so.
 * - Any other status than 200/204 shows "An unexpected server error occurred." and throws ApiError.
 * - `success: false` throws EnvelopeError with the field errors.
 * - 204 (or an empty body) resolves to null.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const token = options.token ?? sessionStore.get()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (!options.silent) reportUnexpected(0, String(error));
    throw new ApiError(0, null);
  }

  if (response.status === 401) {
    const responseBody = await readBody(response);
    // the session's token was refused mid-work: /login then says the session has expired
    if (options.token === undefined && sessionStore.get()) sessionStore.clear('expired');
    throw new ApiError(401, responseBody);
  }
  if (response.status === 204) return null as T;

  const responseBody = await readBody(response);
  if (response.status !== 200) {
    if (!options.silent && !options.expectedStatuses?.includes(response.status)) {
      reportUnexpected(response.status, responseBody, response.headers);
    }
    throw new ApiError(response.status, responseBody, response.headers.get('x-correlation-id'));
  }
  if (!isEnvelope(responseBody)) return (responseBody ?? null) as T;
  if (!responseBody.success) throw new EnvelopeError(responseBody.errors ?? []);
  return (responseBody.value ?? null) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** Messages of an error for a toast: the envelope's messages, or nothing when already reported. */
export function envelopeMessages(error: unknown): string[] {
  return error instanceof EnvelopeError ? error.errors.map((e) => e.message) : [];
}
