// The demo user signed in to its CSI tenant on a real server, as a browser would be, and the server's peak memory.
import { readFileSync, writeFileSync } from 'node:fs';

const demoUser = { username: 'user@leasedesk.test', password: 'LeaseDesk-demo-2026' };

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { value: T }).value;
}

/** A token of the demo user for its CSI tenant (the seed's KSeF tenant). */
export async function csiTenantToken(baseUrl: string): Promise<string> {
  const { token } = await postJson<{ token: string }>(`${baseUrl}/api/token`, demoUser);
  const tenants = ((await (await fetch(`${baseUrl}/api/users/tenants`, { headers: { authorization: `Bearer ${token}` } })).json()) as { value: { id: number; name: string }[] }).value;
  const csi = tenants.find((tenant) => tenant.name.includes('CSI')) ?? tenants[0];
  return (await postJson<{ token: string }>(`${baseUrl}/api/tokenwithtenent`, { tenantId: csi?.id }, token)).token;
}

/** The most memory the process has held since it started (VmHWM), in bytes. */
/**
 * Starts the peak (VmHWM) over from the memory the process holds now (Linux: 5 to /proc/<pid>/clear_refs), so the
 * peak read afterwards is what the uploads drove it to, not the start-up's migrations and demo seed.
 */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

export function peakMemoryBytes(pid: number): number {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? Number.NaN) * 1024;
}
