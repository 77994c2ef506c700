import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@leasedesk/contract';
import { outbox } from '../../src/db/schema.ts';
import { passwordProblem } from '../../src/lib/password-policy.ts';
import { resetLinkIn } from '../support/mail-text.ts';
import { demoAccounts, demoPassword, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
});
afterAll(async () => t.close());

const weak = 'password1234';
const personal = 'Nowak-tulip-orbit-2026';
const newUser = (password: string) => ({
  firstName: 'Nina',
  lastName: 'Nowak',
  email: 'nina.policy@leasedesk.test',
  roleId: 1,
  tenantIds: [t.seed.tenantIds.csi],
  password,
  repeatedPassword: password,
});
const errorOn = (reply: { body: { success: boolean; errors: { propertyName: string; message: string }[] } }, field: string) => {
  expect(reply.body.success).toBe(false);
  const error = reply.body.errors.find((e) => e.propertyName === field);
  expect(error, JSON.stringify(reply.body.errors)).toBeDefined();
  return error?.message ?? '';
};

describe('the password policy (NIST SP 800-63B)', () => {
  it('scores a few by zxcvbn with the common, English and Polish lists', () => {
    const ulla = { email: demoAccounts.user.email, firstName: demoAccounts.user.firstName, lastName: demoAccounts.user.lastName };
    expect(passwordProblem('Tulip-orbit-kettle-2026', ulla)).toBeNull();
    for (const guessable of [weak, 'qwertyuiop12', 'Zaq12wsxcde3', 'hasło-hasło-1234']) expect(passwordProblem(guessable, ulla), guessable).toBe('auth.password.weak');
    expect(passwordProblem('my-USER-account-is-safe', ulla)).toBe('auth.password.personal');
    expect(formatMessage('pl', passwordProblem('ulla-tulip-orbit-kettle', ulla) ?? 'validation.invalid')).toBe('Hasło nie może zawierać Twojego adresu e-mail ani imienia i nazwiska');
  });

  it('refuses the product’s name and the names of the owner’s tenants, however written (the published demo password too)', () => {
    const ulla = { email: demoAccounts.user.email, firstName: demoAccounts.user.firstName, lastName: demoAccounts.user.lastName, organisationNames: ['Demo Leasing CSI'] };
    for (const withProduct of ['leasedesk2026', 'LeaseDesk2026!', 'Lease-Desk-tulip-2026', 'LEASE DESK orbit kettle', demoPassword]) {
      expect(passwordProblem(withProduct, ulla), withProduct).toBe('auth.password.organisation');
    }
    expect(passwordProblem('demoleasingcsi-2026', ulla)).toBe('auth.password.organisation');
    expect(passwordProblem('Demo-Leasing-CSI-kettle', ulla)).toBe('auth.password.organisation');
    // A word of a tenant's name alone is not refused outright, but is worth no more than a dictionary word.
    expect(passwordProblem('Leasing2026!', ulla)).toBe('auth.password.weak');
    expect(passwordProblem('Tulip-orbit-kettle-2026', ulla)).toBeNull();
    expect(formatMessage('pl', 'auth.password.organisation')).toBe('Hasło nie może zawierać nazwy LeaseDesk ani nazwy firmy, dla której pracujesz');
  });

  it('refuses at user creation: all spaces, over 128, guessable, the name, with messages in the request’s language', async () => {
    const create = (password: string, language = 'en') => t.call('POST', '/api/user', { token: admin, body: newUser(password), headers: { 'accept-language': language } });
    expect(errorOn(await create(' '.repeat(128)), 'password')).toBe('Password must not be only spaces');
    expect(errorOn(await create('a'.repeat(129)), 'password')).toBe('Password must be at most 128 characters long');
    expect(errorOn(await create('Short-1'), 'password')).toBe('Password must be at least 12 characters long');
    expect(errorOn(await create(weak), 'password')).toBe('The password is too easy to guess: use a longer phrase of unrelated words');
    expect(errorOn(await create(weak, 'pl-PL,pl;q=0.9'), 'password')).toBe('Hasło jest zbyt łatwe do odgadnięcia: użyj dłuższej frazy z niepowiązanych słów');
    expect(errorOn(await create(personal), 'password')).toBe('The password must not contain your e-mail address or name');
    expect(errorOn(await create('nina.policy-kettle-2026'), 'password')).toMatch(/e-mail address or name/);
    expect(errorOn(await create('LeaseDesk2026!'), 'password')).toBe('The password must not contain the name of LeaseDesk or of a company you work for');
    expect(errorOn(await create('Demo-Leasing-CSI-orbit'), 'password')).toMatch(/company you work for/);
    const created = await create('Tulip-orbit-kettle-2026');
    expect(created.body.success).toBe(true);
    // Updating with a guessable one is refused the same way.
    const id = (created.body.value as { id: number }).id;
    expect(errorOn(await t.call('PUT', `/api/users/${id}`, { token: admin, body: newUser(weak) }), 'password')).toMatch(/too easy to guess/);
  });

  it('refuses at password change', async () => {
    const token = await t.loginUser();
    const change = (newPassword: string) => t.call('PUT', '/api/users/changepassword', { token, body: { currentPassword: demoPassword, newPassword, repeatedPassword: newPassword }, headers: { 'accept-language': 'pl' } });
    expect(errorOn(await change(weak), 'newPassword')).toMatch(/zbyt łatwe/);
    expect(errorOn(await change('Ulla-tulip-orbit-2026'), 'newPassword')).toMatch(/nie może zawierać/);
    expect(errorOn(await change('LeaseDesk2026!'), 'newPassword')).toBe('Hasło nie może zawierać nazwy LeaseDesk ani nazwy firmy, dla której pracujesz');
    expect(errorOn(await change('leasedesk2026'), 'newPassword')).toMatch(/LeaseDesk/);
    // The user's tenants are "Demo Leasing CSI" and "Demo Lessee IFRS16".
    expect(errorOn(await change('demo-lessee-ifrs16-kettle'), 'newPassword')).toMatch(/nazwy firmy/);
    // The form's rules too are worded in the request's language.
    expect(errorOn(await change(' '.repeat(20)), 'newPassword')).toBe('Hasło nie może składać się z samych spacji');
    expect(errorOn(await change('Krótkie-1'), 'newPassword')).toBe('Hasło musi mieć co najmniej 12 znaków');
  });

  it('refuses at password reset, and the link still works for an acceptable password afterwards', async () => {
    await t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email: demoAccounts.administrator.email } });
    await t.app.context.mailer.flush();
    const mails = await t.db.select().from(outbox);
    const link = resetLinkIn(mails.at(-1)?.textBody ?? '', 'http://leasedesk.test');
    const reset = (newPassword: string) => t.call('PUT', '/api/resetpassword', { body: { userId: link.userId, token: link.token, newPassword } });
    expect(errorOn(await reset(weak), 'newPassword')).toMatch(/too easy to guess/);
    expect(errorOn(await reset('Admin-tulip-orbit-2026'), 'newPassword')).toMatch(/e-mail address or name/);
    expect(errorOn(await reset(demoPassword), 'newPassword')).toMatch(/name of LeaseDesk/);
    expect((await reset('Tulip-orbit-kettle-2026')).body).toEqual({ success: true, errors: [], value: null });
  });
});
