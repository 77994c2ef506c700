import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { LeaseAgreementDto, LeaseAgreementInput, ReminderItem, ReminderList, ReminderPreferencesDto, ReminderPreferencesInput } from '@leasedesk/contract';
import type { TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/** What every reminder test's users sign in with. */
export const memberPassword = 'Tulip-orbit-kettle-2026';

/** A tenant of its own (so the demo tenants' agreements stay out of the counts), with the given standard. */
export async function createTenant(t: TestApp, admin: string, name: string, accountingStandard: 0 | 1): Promise<number> {
  const reply = await t.call<{ id: number }>('POST', '/api/tenant', { token: admin, body: { name, accountingStandard } });
  if (!reply.body.value) throw new Error(`tenant ${name} not created: ${reply.raw}`);
  return reply.body.value.id;
}

/** A user (role user) of the given tenants; answers the id. */
export async function createMember(t: TestApp, admin: string, email: string, firstName: string, tenantIds: number[]): Promise<number> {
  const body = { firstName, lastName: 'Testowa', email, roleId: 1, tenantIds, password: memberPassword, repeatedPassword: memberPassword };
  const reply = await t.call<{ id: number }>('POST', '/api/user', { token: admin, body });
  if (!reply.body.value) throw new Error(`user ${email} not created: ${reply.raw}`);
  return reply.body.value.id;
}

/** A tenant token of `email` (signed in at the app clock's time: tokens expire on it). */
export async function tokenOf(t: TestApp, email: string, tenantId: number): Promise<string> {
  return t.tenantToken(await t.login(email, memberPassword), tenantId);
}

export async function createContractor(t: TestApp, token: string, name: string, taxIdSeed: number): Promise<number> {
  const reply = await t.call<{ id: number }>('POST', '/api/contractor', { token, body: { name, taxId: validTaxId(taxIdSeed) } });
  if (!reply.body.value) throw new Error(`contractor ${name} not created: ${reply.raw}`);
  return reply.body.value.id;
}

export async function saveAgreement(t: TestApp, token: string, body: LeaseAgreementInput): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body });
  if (!reply.body.success || !reply.body.value) throw new Error(`agreement ${body.contractNumber} not saved: ${reply.raw}`);
  return reply.body.value;
}

/** Answers `sequences` (no to each) of the agreement's questionnaire for `yearEnd`; the others stay unanswered. */
export async function answerImpairment(t: TestApp, token: string, agreementId: number, yearEnd: string, sequences: readonly number[]): Promise<void> {
  const body = { accountingYearEnd: yearEnd, answers: sequences.map((sequence) => ({ sequence, answer: false })) };
  const reply = await t.call('PUT', `/api/leaseagreements/${agreementId}/impairmentprocedure`, { token, body });
  if (!reply.body.success) throw new Error(`impairment of ${agreementId} not answered: ${reply.raw}`);
}

export const allIndicators = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export async function reminders(t: TestApp, token: string, day: string): Promise<ReminderItem[]> {
  const reply = await t.call<ReminderList>('GET', `/api/reminders?day=${day}`, { token });
  if (reply.status !== 200 || !reply.body.value) throw new Error(`reminders not answered: ${reply.raw}`);
  return reply.body.value.items;
}

export async function savePreferences(t: TestApp, token: string, input: Partial<ReminderPreferencesInput>): Promise<ReminderPreferencesDto> {
  const body: ReminderPreferencesInput = { leaseEnd: true, indexation: true, payments: true, impairment: true, emailDigest: true, language: 'en', ...input };
  const reply = await t.call<ReminderPreferencesDto>('PUT', '/api/reminders/preferences', { token, body });
  if (!reply.body.success || !reply.body.value) throw new Error(`preferences not saved: ${reply.raw}`);
  return reply.body.value;
}

/** A mail as a reader sees it: who it went to, its subject, its bodies and the headers a mail client acts on. */
export type ParsedMail = { to: string; subject: string; text: string; html: string; listUnsubscribe: string | undefined; listUnsubscribePost: string | undefined };

/**
 * A real SMTP server on 127.0.0.1 that keeps and parses what it accepts, and refuses every mail (451, try later) while
 * `refusing` is set: a mail server that is down or overloaded, as the app's nodemailer meets it.
 */
export async function startRefusableSmtpSink() {
  const received: ParsedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, '').replace(/^[^:]+:\s*/, '');
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            listUnsubscribe: header('list-unsubscribe'),
            listUnsubscribePost: header('list-unsubscribe-post'),
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Every mail received since the last call, and forgets them. */
    takeAll: () => received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type RefusableSmtpSink = Awaited<ReturnType<typeof startRefusableSmtpSink>>;

/** Moves the app clock to noon in Poland of `date`. */
export function setToday(t: TestApp, date: string): void {
  t.clock.advance(Date.parse(`${date}T10:00:00Z`) - t.clock().getTime());
}
