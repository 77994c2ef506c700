import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

test.describe('when the server fails', () => {
  test('a list that could not be loaded says so with its reference and a Retry button, not "No records"', async ({
    page,
    clientSessions,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/, /Unexpected server answer/);
    let failures = 0;
    // the first answer of the contractor list is the server's 500, as DESIGN §3 has it
    await page.route(/\/api\/contractors(\?|$)/, async (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      await route.fulfill({
        status: 500,
        headers: { 'content-type': 'application/json', 'x-correlation-id': 'req-e2e-500' },
        body: JSON.stringify({ success: false, errors: [{ propertyName: '', message: 'An unexpected error occurred (req-e2e-500)' }], value: null }),
      });
    });
    await openWithSession(page, clientSessions.csi, '/contractors');
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: t('table.loadFailedTitle') });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(t('errors.reference', { reference: 'req-e2e-500' }));
    await expect(page.getByText(t('table.noRecords'))).toHaveCount(0);
    await failure.getByRole('button', { name: t('table.retry') }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('table', { name: t('contractors.listTitle') }).getByRole('row').nth(1)).toBeVisible();
  });
});
