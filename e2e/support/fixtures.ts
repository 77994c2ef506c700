import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN, CSI_TENANT, IFRS16_TENANT, uniqueEmail } from './accounts';
import { apiChooseTenant, apiSignIn, createUserViaApi, type BrowserSession } from './api';
import { t } from './i18n';
import { APP_URL } from './ports';

/**
 * Opens `path` with `session` stored under `leaseDesk`, as if the user had signed in earlier
 * (and, when given, with that interface language remembered).
 */
export async function openWithSession(page: Page, session: BrowserSession, path: string, language?: 'en' | 'pl'): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ([stored, chosen]) => {
      window.localStorage.setItem('leaseDesk', JSON.stringify(stored));
      if (chosen) window.localStorage.setItem('leaseDeskLanguage', chosen);
    },
    [session, language ?? null] as const,
  );
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

/** A user's sessions inside each demo client, as if chosen on /selectClient. */
export interface ClientSessions {
  csi: BrowserSession;
  ifrs16: BrowserSession;
}

type WorkerFixtures = { adminSession: BrowserSession; clientSessions: ClientSessions };

/** Console errors and page errors a journey expects (each a pattern on the message); any other fails it. */
export interface ConsoleErrors {
  allow: (...patterns: RegExp[]) => void;
}

type TestFixtures = { consoleErrors: ConsoleErrors };

/**
 * `adminSession`: one administrator sign-in per worker (sign-in is rate limited per IP), shared by
 * the journeys that start as the administrator. No journey logs the administrator out.
 *
 * `clientSessions`: an ordinary user of both demo clients, made for the worker (so no other journey's
 * logout or password change revokes it) and signed in once; each client's session comes from its own
 * tenant token, without another sign-in. No journey logs this user out.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  /**
   * Every journey fails on a console error or an uncaught page error it did not declare with
   * `consoleErrors.allow(/pattern/)`: a broken image, a CSP refusal or a React warning is a defect
   * even when the screen looks right.
   */
  consoleErrors: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console or page errors the journey did not expect').toEqual([]);
    },
    { auto: true },
  ],
  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: APP_URL });
      await use(await apiSignIn(request, ADMIN.email, ADMIN.password));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  clientSessions: [
    async ({ playwright, adminSession }, use) => {
      const request = await playwright.request.newContext({ baseURL: APP_URL });
      const user = await createUserViaApi(request, adminSession.token, {
        email: uniqueEmail('clerk'),
        firstName: 'Clara',
        lastName: 'Clerk',
        password: 'Ledger-marble-canoe-2026',
        tenantNames: [CSI_TENANT, IFRS16_TENANT],
      });
      const signedIn = await apiSignIn(request, user.email, user.password);
      const sessions = {
        csi: await apiChooseTenant(request, signedIn, CSI_TENANT),
        ifrs16: await apiChooseTenant(request, signedIn, IFRS16_TENANT),
      };
      await request.dispose();
      await use(sessions);
    },
    { scope: 'worker' },
  ],
});

export { expect };
