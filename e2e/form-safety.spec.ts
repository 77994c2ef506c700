import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

const field = (key: string) => t(`agreementForm.fields.${key}`);

test.describe('work is not lost by accident', () => {
  test('"Clear" asks first, leaving a half-filled agreement form asks too, and both start on Cancel', async ({ page, clientSessions }) => {
    await openWithSession(page, clientSessions.csi, '/leaseAgreement');
    await page.getByRole('button', { name: t('agreementForm.sections.details'), exact: true }).click();
    const contractNumber = page.getByRole('textbox', { name: field('contractNumber') });
    await contractNumber.fill('UL/KEEP/1');

    await page.getByRole('button', { name: t('agreementForm.clear') }).click();
    const clearing = page.getByRole('dialog', { name: t('agreementForm.clearTitle') });
    await expect(clearing.getByRole('button', { name: t('common.cancel') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(clearing).toBeHidden();
    await expect(contractNumber).toHaveValue('UL/KEEP/1');

    // leaving through the menu: asked, Cancel stays with what was typed
    const nav = page.getByRole('navigation', { name: t('shell.mainNavigation') });
    await nav.getByRole('button', { name: t('features.contractors.title'), exact: true }).click();
    await page.getByRole('menuitem', { name: t('features.contractors.edit') }).click();
    const leaving = page.getByRole('dialog', { name: t('unsavedChanges.title') });
    await expect(leaving.getByRole('button', { name: t('common.cancel') })).toBeFocused();
    await leaving.getByRole('button', { name: t('common.cancel') }).click();
    await expect(page).toHaveURL(/\/leaseAgreement$/);
    await expect(contractNumber).toHaveValue('UL/KEEP/1');

    // Clear, confirmed, empties the form; nothing is left to lose, so leaving no longer asks
    await page.getByRole('button', { name: t('agreementForm.clear') }).click();
    await page.getByRole('dialog', { name: t('agreementForm.clearTitle') }).getByRole('button', { name: t('agreementForm.clearConfirm') }).click();
    await expect(contractNumber).toHaveValue('');
    await nav.getByRole('button', { name: t('features.contractors.title'), exact: true }).click();
    await page.getByRole('menuitem', { name: t('features.contractors.edit') }).click();
    await expect(page).toHaveURL(/\/contractors$/);
  });

  test('letters typed into an amount are refused with a message, not silently dropped', async ({ page, clientSessions }) => {
    await openWithSession(page, clientSessions.csi, '/leaseAgreement');
    await page.getByRole('button', { name: t('agreementForm.sections.amounts'), exact: true }).click();
    const rent = page.getByRole('textbox', { name: field('rentPaymentAmount') });
    await rent.pressSequentially('95x');
    await expect(rent).toHaveValue('95');
    await expect(rent).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t('validation.number'))).toBeVisible();
    await rent.pressSequentially('0');
    await expect(page.getByText(t('validation.number'))).toHaveCount(0);
    await expect(rent).toHaveValue('950');
  });

  test('a skip link is the first stop of the keyboard and leads to the content', async ({ page, clientSessions }) => {
    await openWithSession(page, clientSessions.csi, '/contractors');
    await expect(page.getByRole('heading', { level: 1, name: t('contractors.listTitle') })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('shell.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
