import type { Route } from '@playwright/test';
import { callApi } from './support/api';
import { expect, openWithSession, test } from './support/fixtures';
import { t } from './support/i18n';

/** An amount as the app shows it: `1 234,56` with no-break spaces. */
const money = (value: number) => {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${cents}`;
};

test.describe('home figures', () => {
  test('the cards show at once; each card’s figures of today follow from its own call', async ({ page, request, clientSessions }) => {
    const expected = await callApi<{ liveAgreements: number; netInvestment: number; liability: number }>(request, 'GET', '/api/home/figures/agreements', { token: clientSessions.csi.token });
    const due = await callApi<{ paymentsDue: number }>(request, 'GET', '/api/home/figures/payments', { token: clientSessions.csi.token });
    expect(expected.liveAgreements).toBeGreaterThan(0);

    // Hold the figures calls until the page has been seen without them.
    const held: Route[] = [];
    await page.route('**/api/home/figures/**', (route) => {
      held.push(route);
    });
    await openWithSession(page, clientSessions.csi, '/');
    const agreements = page.getByRole('region', { name: t('features.agreements.title'), exact: true });
    const settlements = page.getByRole('region', { name: t('features.settlements.title'), exact: true });
    await expect(agreements.getByRole('link', { name: t('features.agreements.edit') })).toBeVisible();
    const agreementFigures = agreements.getByRole('group', { name: t('home.figures.of', { card: t('features.agreements.title') }) });
    await expect(agreementFigures).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => held.length).toBe(2);

    for (const route of held) await route.continue();
    await expect(agreementFigures).toHaveAttribute('aria-busy', 'false');
    await expect(agreementFigures).toContainText(t('home.figures.liveAgreements'));
    await expect(agreementFigures.getByText(String(expected.liveAgreements), { exact: true })).toBeVisible();
    await expect(agreementFigures).toContainText(t('home.figures.netInvestment'));
    await expect(agreementFigures.getByText(money(expected.netInvestment), { exact: true })).toBeVisible();
    await expect(settlements).toContainText(t('home.figures.paymentsDue'));
    await expect(settlements.getByText(money(due.paymentsDue), { exact: true })).toBeVisible();
  });

  test('an IFRS16 client sees its lease liability, in Polish', async ({ page, request, clientSessions }) => {
    const expected = await callApi<{ liability: number }>(request, 'GET', '/api/home/figures/agreements', { token: clientSessions.ifrs16.token });
    await openWithSession(page, clientSessions.ifrs16, '/', 'pl');
    const agreements = page.getByRole('region', { name: t('features.agreements.title', {}, 'pl'), exact: true });
    await expect(agreements).toContainText(t('home.figures.liability', {}, 'pl'));
    await expect(agreements.getByText(money(expected.liability), { exact: true })).toBeVisible();
  });
});
