import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxListEntry, OutboxMail } from '@leasedesk/contract';
import { outbox } from '../../../src/db/schema.ts';
import { resetLinkIn } from '../../support/mail-text.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';

/** Administrators read the demo's outbox through the product; a mail's reset link is shown once. */
let t: TestApp;
let administrator: string;
const email = demoAccounts.user.email;
const appUrl = 'http://leasedesk.test';

beforeAll(async () => {
  t = await startTestApp();
  administrator = await t.loginAdministrator();
});
afterAll(async () => t.close());

async function requestReset(): Promise<OutboxListEntry> {
  await t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email } });
  await t.app.context.mailer.flush();
  const list = await t.call<OutboxListEntry[]>('GET', '/api/outbox', { token: administrator });
  const [newest] = list.body.value ?? [];
  if (!newest) throw new Error(`no mail listed: ${list.raw}`);
  return newest;
}

const open = (id: number) => t.call<OutboxMail>('GET', `/api/outbox/${id}`, { token: administrator });

describe('GET /api/outbox', () => {
  it('lists the kept mails newest first, with recipient, subject and when, not their text', async () => {
    const first = await requestReset();
    const second = await requestReset();
    const list = await t.call<OutboxListEntry[]>('GET', '/api/outbox', { token: administrator });
    expect(list.body.value?.slice(0, 2)).toEqual([
      { id: second.id, recipient: email, subject: 'LeaseDesk: reset your password', createdAt: expect.any(String), shownAt: null },
      { id: first.id, recipient: email, subject: 'LeaseDesk: reset your password', createdAt: expect.any(String), shownAt: null },
    ]);
    expect(list.raw).not.toContain('passwordReset');
  });
});

describe('GET /api/outbox/{id}', () => {
  it('shows the reset link on the first read only, and keeps the mail with its token cut out', async () => {
    const listed = await requestReset();
    const first = await open(listed.id);
    expect(first.body.value).toMatchObject({ id: listed.id, recipient: email, firstShowing: true, shownAt: expect.any(String) });
    const link = resetLinkIn(first.body.value?.text ?? '', appUrl);
    expect(first.body.value?.html).toContain(link.token);

    const [kept] = await t.db.select().from(outbox).where(eq(outbox.id, listed.id));
    expect(kept?.shownAt).toBeInstanceOf(Date);
    expect(kept?.textBody).not.toContain(link.token);
    expect(kept?.htmlBody).not.toContain(link.token);
    expect(kept?.textBody).toContain(`${appUrl}/passwordReset/${link.userId}/[shown once, removed]`);

    const again = await open(listed.id);
    expect(again.body.value).toMatchObject({ firstShowing: false, shownAt: first.body.value?.shownAt });
    expect(again.raw).not.toContain(link.token);
    expect(again.body.value?.text).toContain('[shown once, removed]');
    const relisted = await t.call<OutboxListEntry[]>('GET', '/api/outbox', { token: administrator });
    expect(relisted.body.value?.find((entry) => entry.id === listed.id)?.shownAt).toBe(first.body.value?.shownAt);

    // The link shown once still works: cutting it from the outbox did not void it.
    const used = await t.call('PUT', '/api/resetpassword', { body: { userId: link.userId, token: link.token, newPassword: 'Outbox-shown-once-password' } });
    expect(used.body.success).toBe(true);
  });

  it('answers 404 for a mail that is not there', async () => {
    const missing = await open(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Mail not found in the outbox' }], value: null });
  });
});
