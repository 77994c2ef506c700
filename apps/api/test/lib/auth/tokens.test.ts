import { describe, expect, it } from 'vitest';
import { issueToken, readToken, tokenKeyFrom } from '../../../src/lib/auth/tokens.ts';

const key = tokenKeyFrom('tokens-test-secret-tokens-test-secret-0123');
const start = new Date('2026-11-23T10:00:00Z');
const claims = { typ: 'tenant', userId: 7, stamp: 'stamp-1', tenantId: 3 } as const;

describe('readToken, once a token has been verified', () => {
  it('still refuses it once it has expired', async () => {
    const { token } = await issueToken(key, claims, 60, start);
    expect(await readToken(key, token, start)).toEqual(claims);
    expect(await readToken(key, token, new Date(start.getTime() + 59_000))).toEqual(claims);
    expect(await readToken(key, token, new Date(start.getTime() + 60_000))).toBeNull();
  });

  it('refuses the same token with any byte changed, and under another key', async () => {
    const { token } = await issueToken(key, claims, 60, start);
    expect(await readToken(key, token, start)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
    expect(await readToken(key, `${header}.${payload}.${flipped(signature)}`, start)).toBeNull();
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), tid: 4 })).toString('base64url');
    expect(await readToken(key, `${header}.${otherPayload}.${signature}`, start)).toBeNull();
    expect(await readToken(tokenKeyFrom('another-secret-another-secret-another-01'), token, start)).toBeNull();
  });
});
