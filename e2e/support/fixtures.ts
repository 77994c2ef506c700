import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { apiSignIn, type BrowserSession } from './api';
import { t } from './i18n';
import { APP_URL } from './ports';

/** Opens `path` with `session` stored under `leaseDesk`, as if the user had signed in earlier. */
export async function openWithSession(page: Page, session: BrowserSession, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((stored) => window.localStorage.setItem('leaseDesk', JSON.stringify(stored)), session);
  await page.goto(path);
}

/**
 * Signs in through the login form and waits for the outcome (signed in, or refused). Sign-in is
 * rate limited per IP (10 a minute): when the app says so, wait for the window to pass and retry once.
 */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const throttled = page.getByRole('alert').filter({ hasText: t('login.throttled') });
  const refused = page.getByRole('alert').filter({ hasText: t('login.incorrectCredentials') });
  for (let attempt = 0; ; attempt += 1) {
    await page.goto('/login');
    await page.getByLabel(t('login.email')).fill(email);
    await page.getByLabel(t('login.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: t('login.submit') }).click();
    await expect(async () => {
      const stillOnLogin = new URL(page.url()).pathname === '/login';
      expect(!stillOnLogin || (await throttled.count()) + (await refused.count()) > 0).toBe(true);
    }).toPass({ timeout: 15_000 });
    if (attempt > 0 || (await throttled.count()) === 0) return;
    base.info().setTimeout(base.info().timeout + 75_000);
    await page.waitForTimeout(61_000);
  }
}

/** Waits for a toast with this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

type WorkerFixtures = { adminSession: BrowserSession };

/**
 * `adminSession`: one administrator sign-in per worker (sign-in is rate limited per IP), shared by
 * the journeys that start as the administrator. No journey logs the administrator out.
 */
export const test = base.extend<object, WorkerFixtures>({
  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: APP_URL });
      await use(await apiSignIn(request, ADMIN.email, ADMIN.password));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };
