import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey, zodIssueMessageKey, type Language } from '@leasedesk/contract';
import { tokenTypesFor } from '../../src/lib/auth/auth-context.ts';
import type { RouteEntry } from '../../src/lib/auth/access-control.ts';
import type { TokenType } from '../../src/lib/auth/tokens.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * No library's default text reaches a user, every message is worded from the catalog, and
 * every key the code names is in it. Driven from the app's own route table, so a route added later is
 * covered without anyone writing a test for it.
 */

/** zod's own English ("Too small: expected number to be >0", "Invalid input: expected string, received number", ...). */
const zodText = /\bexpected\b|\breceived\b|Too (small|big)|Invalid (input|option|string|number|key|element|email|format|discriminator|date)|Unrecognized key/i;

let t: TestApp;
let tokens: Record<TokenType, string>;

beforeAll(async () => {
  t = await startTestApp();
  const pretenant = await t.loginUser();
  tokens = { administrator: await t.loginAdministrator(), pretenant, tenant: await t.tenantToken(pretenant, t.seed.tenantIds.csi) };
});
afterAll(async () => t.close());

/** Bodies of every wrong shape: none, not an object, unknown keys, and the wire's usual field names with wrong types. */
const badBodies: unknown[] = [
  {},
  [],
  'text',
  42,
  { unknownProperty: 1 },
  Object.fromEntries(
    ['name', 'taxId', 'code', 'email', 'username', 'password', 'newPassword', 'currentPassword', 'repeatedPassword', 'firstName', 'lastName', 'token', 'contractNumber', 'scheduleNumber', 'startingDate', 'transferToFactorDate'].map((field) => [field, 5]),
  ),
  { tenantIds: ['x', -1, 1.5], roleId: 'x', userId: 'x', tenantId: -3, contractorId: 0, salesPersonId: 'x', termInMonths: 2.5, rentPaymentAmount: 'x', paymentInterval: 9, incrementalBorrowingRate: 0.12345678901234, indexationRate: null, accountingStandard: 7, isDeleted: 'x' },
  { name: 'x'.repeat(400), taxId: '1'.repeat(50), email: 'not an e-mail', password: ' ', firstName: '\u0000', startingDate: '2025-02-30', closingDate: '1800-01-01' },
];
const badQuery = `?page=abc&pageSize=-1&query=${'x'.repeat(300)}&nip=12&lang=zz&sort=zz&direction=zz&queryParameter=${'y'.repeat(300)}`;

const urlsOf = (route: RouteEntry) => [
  route.url.replace(/:\w+/g, 'not-an-id'),
  `${route.url.replace(/:\w+/g, (name) => (name === ':token' ? 'x' : name === ':page' || name === ':pageSize' ? '0' : '99999999999'))}${badQuery}`,
];

describe('no library text reaches an answer', () => {
  it('every route answers bad paths, queries and bodies with catalog messages, in English and in Polish', async () => {
    const messages: { where: string; message: string; language: Language }[] = [];
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.url.includes('logout'));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const token = route.access === 'public' ? null : tokens[tokenTypesFor[route.access][0] as TokenType];
      const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : badBodies;
      for (const url of urlsOf(route)) {
        for (const body of bodies) {
          for (const language of ['en', 'pl'] as Language[]) {
            const reply = await t.call(route.method as 'GET', url, { token, body, headers: { 'accept-language': language } });
            for (const error of reply.body?.errors ?? []) messages.push({ where: `${route.method} ${url} ${JSON.stringify(body)}`, message: error.message, language });
          }
        }
      }
    }
    // Enough refusals to mean something: every route gave at least one.
    expect(messages.length).toBeGreaterThan(routes.length);
    const leaks = messages.filter(({ message }) => zodText.test(message) || isMessageKey(message) || /\{\{|\}\}/.test(message));
    expect(leaks).toEqual([]);
    // A Polish request never gets the English wording of a message that has a Polish one.
    const english = new Set(messages.filter((m) => m.language === 'en').map((m) => m.message));
    const polishAsEnglish = messages.filter((m) => m.language === 'pl' && english.has(m.message) && !/^[\d\s,.-]*$/.test(m.message));
    expect(polishAsEnglish.filter((m) => !['NIP'].includes(m.message))).toEqual([]);
  }, 240_000);

  it('gives every zod issue code a catalog key that is worded in both languages', () => {
    const issues = [
      { code: 'invalid_type', expected: 'string', input: undefined },
      { code: 'invalid_type', expected: 'number', input: null },
      ...['string', 'number', 'int', 'boolean', 'object', 'array', 'date', 'bigint', 'symbol'].map((expected) => ({ code: 'invalid_type', expected, input: 1 })),
      ...['string', 'array', 'set', 'number', 'date', 'file'].flatMap((origin) => [true, false].flatMap((inclusive) => [{ code: 'too_small', origin, minimum: 3, inclusive }, { code: 'too_big', origin, maximum: 3, inclusive }])),
      ...['email', 'regex', 'url', 'uuid', 'datetime', 'starts_with'].map((format) => ({ code: 'invalid_format', format })),
      { code: 'not_multiple_of', divisor: 5 },
      { code: 'unrecognized_keys', keys: ['x'] },
      { code: 'invalid_union', errors: [] },
      { code: 'invalid_key', origin: 'record' },
      { code: 'invalid_element', origin: 'set' },
      { code: 'invalid_value', values: [1, 2] },
      { code: 'custom' },
      { code: 'a_code_zod_adds_later' },
    ];
    for (const issue of issues) {
      const key = zodIssueMessageKey(issue);
      expect(isMessageKey(key), `${issue.code} → ${key}`).toBe(true);
      for (const language of ['en', 'pl'] as Language[]) expect(formatMessage(language, key, { minimum: 3, maximum: 3, divisor: 5, values: '1, 2' })).not.toMatch(/\{\{|^validation\./);
    }
  });
});

describe('every key the code names is in the catalog', () => {
  const roots = ['../../src', '../../../../packages/contract/src', '../web/src/lib'].map((root) => join(import.meta.dirname, root));
  const sourcesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  it('finds each quoted key (validation.*, calculation.*, records.*, auth.*, register.*, excel.*, common.*) in both languages', () => {
    const keyLiteral = /['"`]((?:validation|calculation|records|auth|register|excel|common)\.[A-Za-z][\w.-]*)['"`]/g;
    const used = new Set<string>();
    for (const file of roots.filter((root) => !root.includes('/web/')).flatMap(sourcesUnder)) {
      for (const match of readFileSync(file, 'utf8').matchAll(keyLiteral)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((key) => !isMessageKey(key) || formatMessage('pl', key as never) === key);
    expect(missing).toEqual([]);
  });
});
