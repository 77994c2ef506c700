import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.ts';
import { resetLinkIn } from '../../support/mail-text.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';

/** The log says that a reset mail was held or not sent, never its link. */
const email = demoAccounts.user.email;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type LogLine = { level: number; msg: string; to?: string; subject?: string };

async function appLogging(config: { demoData: boolean }) {
  const lines: string[] = [];
  t = await startTestApp({ config, logStream: { write: (line) => void lines.push(line) } });
  return { app: t, lines, parsed: () => lines.map((line) => JSON.parse(line) as LogLine) };
}

async function requestReset(app: TestApp) {
  const answer = await app.call('POST', '/api/users/sendresetpasswordtoken', { body: { email } });
  expect(answer.body.success).toBe(true);
  await app.app.context.mailer.flush();
}

describe('a reset request without SMTP_URL', () => {
  it('in the demo, keeps the mail in the outbox and logs that it was held, naming recipient and subject but not the link', async () => {
    const { app, lines, parsed } = await appLogging({ demoData: true });
    await requestReset(app);
    const [kept] = await app.db.select().from(outbox);
    const { token, url } = resetLinkIn(kept?.textBody ?? '', 'http://leasedesk.test');
    const held = parsed().filter((line) => line.msg.startsWith('mail held in the outbox'));
    expect(held).toEqual([expect.objectContaining({ level: 30, to: email, subject: 'LeaseDesk: reset your password' })]);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(url);
      expect(line).not.toContain('passwordReset/');
    }
  });

  it('outside the demo, keeps nothing and warns that the mail was not sent because SMTP_URL is not set', async () => {
    const { app, lines, parsed } = await appLogging({ demoData: false });
    await requestReset(app);
    expect(await app.db.select().from(outbox)).toEqual([]);
    const warnings = parsed().filter((line) => line.level === 40);
    expect(warnings).toEqual([expect.objectContaining({ to: email, subject: 'LeaseDesk: reset your password' })]);
    expect(warnings[0]?.msg).toContain('SMTP_URL is not set');
    for (const line of lines) expect(line).not.toContain('passwordReset/');
  });
});
