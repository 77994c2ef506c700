import type { Page } from '@playwright/test';
import { expect, expectToast, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

type Language = 'en' | 'pl';

/** What each of the five ambiguous amount strings must give in the rent amount: the amount it reads, or the reason it refuses. */
const typings: { typed: string; shown?: string; refusal?: { key: string; values?: Record<string, string | number> } }[] = [
  { typed: '100,000', refusal: { key: 'validation.ambiguousNumber', values: { whole: '100 000', decimal: '100,00' } } },
  { typed: '1,234.567', refusal: { key: 'validation.atMostDecimals', values: { count: 2 } } },
  { typed: '1 234,56', shown: '1 234,56' },
  { typed: '1234.5', shown: '1 234,50' },
  { typed: '12,345.67', shown: '12 345,67' },
];

async function rentField(page: Page, language: Language) {
  await page.getByRole('button', { name: t('agreementForm.sections.amounts', {}, language), exact: true }).click();
  return page.getByRole('textbox', { name: t('agreementForm.fields.rentPaymentAmount', {}, language) });
}

test.describe('an amount never becomes another number than the one typed', () => {
  for (const language of ['en', 'pl'] as const) {
    test(`the rent amount reads or refuses the five strings, in ${language}`, async ({ page, clientSessions }) => {
      await openWithSession(page, clientSessions.csi, '/leaseAgreement', language);
      const rent = await rentField(page, language);
      for (const { typed, shown, refusal } of typings) {
        await rent.fill('');
        await rent.pressSequentially(typed);
        // while focused, every character stays as typed: no mask eats one
        await expect(rent).toHaveValue(typed);
        await rent.press('Tab');
        if (shown) {
          await expect(rent).toHaveValue(shown);
          await expect(rent).not.toHaveAttribute('aria-invalid', 'true');
        } else if (refusal) {
          await expect(rent).toHaveValue(typed);
          await expect(rent).toHaveAttribute('aria-invalid', 'true');
          const message = page.getByText(t(refusal.key, refusal.values, language), { exact: true });
          await expect(message).toBeVisible();
          await expect(rent).toHaveAttribute('aria-describedby', new RegExp(String(await message.getAttribute('id'))));
        }
      }
    });
  }

  test('a refused amount holds the save back and says why, and the corrected one is taken', async ({ page, clientSessions }) => {
    await openWithSession(page, clientSessions.csi, '/leaseAgreement');
    const rent = await rentField(page, 'en');
    await rent.pressSequentially('100,000');
    await rent.press('Tab');
    const reason = t('validation.ambiguousNumber', { whole: '100 000', decimal: '100,00' });
    await expect(page.getByText(reason, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('agreementForm.submit') }).click();
    await expectToast(page, `${t('agreementForm.fields.rentPaymentAmount')}: ${reason}`);
    await expect(rent).toBeFocused();
    await expect(rent).toHaveValue('100,000');
    await expect(page).toHaveURL(/\/leaseAgreement$/);

    await rent.fill('100 000');
    await rent.press('Tab');
    await expect(rent).toHaveValue('100 000,00');
    await expect(page.getByText(reason, { exact: true })).toHaveCount(0);
  });
});
