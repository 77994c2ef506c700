/** The outcome of one upstream call, classified so that the caller never has to catch. */
export type UpstreamReply =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'empty' }
  | { kind: 'failed'; reason: 'unauthorized' | 'throttled' | 'unavailable' | 'timeout' | 'malformed' | 'unreachable' | 'redirected' };

/** GET a JSON document with a hard timeout; redirects are not followed (a register never legitimately redirects us elsewhere). */
export async function fetchJson(url: string, headers: Record<string, string>, timeoutMs: number): Promise<UpstreamReply> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', ...headers }, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { kind: 'failed', reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable' };
  }
  if (response.status === 204 || response.status === 404) return { kind: 'empty' };
  if (response.status === 401 || response.status === 403) return { kind: 'failed', reason: 'unauthorized' };
  if (response.status === 429) return { kind: 'failed', reason: 'throttled' };
  if (response.status >= 300 && response.status < 400) return { kind: 'failed', reason: 'redirected' };
  if (response.status >= 500) return { kind: 'failed', reason: 'unavailable' };
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { kind: 'failed', reason: 'timeout' };
  }
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'failed', reason: 'malformed' };
  }
}
