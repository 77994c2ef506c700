import type { OutboxListEntry, OutboxMail } from '@leasedesk/contract';
import { CSI_TENANT, uniqueEmail } from './support/accounts';
import { createUserViaApi } from './support/api';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';
import { waitForMail } from './support/mailbox';
import { APP_URL } from './support/ports';

/**
 * The administrator's Outbox. The journeys' server sends mail through SMTP_URL (the test sink), so its outbox
 * stays empty: the first journey shows the screen as a deployment with SMTP sees it, a reset mail going to the sink and
 * not the outbox. The shown-once reading of a kept mail needs a server without SMTP_URL, a second server too heavy for
 * one screen; the second journey serves the two outbox answers from the browser instead (the API test
 * apps/api/test/modules/outbox/outbox-routes.test.ts proves the server's side of it).
 */
const envelope = (value: unknown) => ({ contentType: 'application/json', body: JSON.stringify({ success: true, errors: [], value }) });

test.describe('outbox', () => {
  test('the administrator finds the Outbox in the users menu, empty while mails go out through SMTP', async ({ page, request, adminSession }) => {
    const user = await createUserViaApi(request, adminSession.token, {
      email: uniqueEmail('outbox'),
      firstName: 'Olga',
      lastName: 'Outbox',
      password: 'Original-password-2026',
      tenantNames: [CSI_TENANT],
    });
    const since = new Date().toISOString();
    const asked = await request.post(`${APP_URL}/api/users/sendresetpasswordtoken`, { data: { email: user.email } });
    expect(asked.ok()).toBe(true);
    await waitForMail(user.email, since);

    await openWithSession(page, adminSession, '/users');
    await page.getByRole('navigation', { name: t('shell.mainNavigation') }).getByRole('button', { name: t('features.users.title'), exact: true }).click();
    await page.getByRole('menuitem', { name: t('features.outbox.list') }).click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(page.getByRole('heading', { level: 1, name: t('outbox.title') })).toBeVisible();
    await expect(page.getByText(t('outbox.empty'))).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a kept mail shows its link once, then without its token', async ({ page, adminSession }) => {
    const link = `${APP_URL}/passwordReset/3/q2Vx1/Zk8+Lw3mN0pR4sT6uV8wX0yZ2aB4cD6eF8gH0=`;
    const held: OutboxListEntry = { id: 7, recipient: 'user@leasedesk.test', subject: 'LeaseDesk: reset your password', createdAt: new Date().toISOString(), shownAt: null };
    const shownAt = new Date().toISOString();
    const firstRead: OutboxMail = { ...held, shownAt, text: `To choose a new password, open:\n${link}\n`, html: null, firstShowing: true };
    const laterRead: OutboxMail = { ...firstRead, text: `To choose a new password, open:\n${APP_URL}/passwordReset/3/[shown once, removed]\n`, firstShowing: false };
    let reads = 0;
    await page.route('**/api/outbox', (route) => route.fulfill(envelope([{ ...held, shownAt: reads > 0 ? shownAt : null }])));
    await page.route('**/api/outbox/7', (route) => route.fulfill(envelope(reads++ === 0 ? firstRead : laterRead)));

    await openWithSession(page, adminSession, '/outbox');
    await expect(page.getByRole('table', { name: t('outbox.title') })).toContainText(t('outbox.notShownYet'));
    await page.getByRole('link', { name: held.subject }).click();
    await expect(page.getByText(t('outbox.shownOnceTitle'))).toBeVisible();
    await expect(page.getByLabel(t('outbox.text'))).toContainText(link);

    await page.reload();
    await expect(page.getByText(t('outbox.alreadyShownTitle'))).toBeVisible();
    await expect(page.getByLabel(t('outbox.text'))).toContainText('[shown once, removed]');
    await expect(page.getByLabel(t('outbox.text'))).not.toContainText('q2Vx1');
  });
});
