import type { Page, TestInfo } from '@playwright/test';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

/** Nothing is wider than the window: no sideways scrolling of the page, the user menu within reach. */
async function expectNothingOverflows(page: Page, width: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `page wider than ${width} px` })
    .toBeLessThanOrEqual(0);
  const userMenu = page.getByRole('button', { name: /User menu|Menu użytkownika/ });
  const box = await userMenu.boundingBox();
  expect(box, 'the user menu is shown').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0), 'the user menu fits the window').toBeLessThanOrEqual(width);
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-label, [data-testid="contractor-name"]'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
  expect(cut, 'badges and contractor names are not cut').toEqual([]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

const widths = [390, 768, 1366] as const;
const screens = ['/', '/leaseAgreements', '/settlements', '/contractors', '/leaseAgreement'] as const;

test.describe('small screens', () => {
  for (const width of widths) {
    test(`at ${width} px every screen of an IFRS16 client fits, in English and Polish`, async ({ page, clientSessions }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      for (const language of ['en', 'pl'] as const) {
        await openWithSession(page, clientSessions.ifrs16, '/', language);
        for (const path of [...screens, '/depreciation']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await shoot(page, testInfo, `${language}${path.replace(/\//g, '_') || '_home'}-${width}`);
          await expectNothingOverflows(page, width);
        }
      }
    });
  }

  test('at 390 px a single schedule of a contractor is chosen by itself on the settlements screen', async ({ page, clientSessions }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithSession(page, clientSessions.ifrs16, '/settlements');
    // the demo IFRS16 client's office lease: one agreement number with one schedule
    const contractor = page.getByRole('textbox', { name: t('agreementChooser.contractor'), exact: true });
    await contractor.click();
    await contractor.fill('Gdańskie');
    await page.getByRole('option', { name: /^Gdańskie Biuro/ }).click();
    // nothing else to choose: the agreement number and the schedule are taken at once
    await expect(page.getByRole('textbox', { name: t('agreementChooser.agreementNumber'), exact: true })).toHaveValue('NAJEM/2025/01');
    await expect(page.getByRole('textbox', { name: t('agreementChooser.scheduleNumber'), exact: true })).toHaveValue('1');
    await expect(page.getByRole('table', { name: t('schedule.title') })).toBeVisible();
    await expectNothingOverflows(page, 390);
  });
});
