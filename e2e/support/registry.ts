import { expect, type Page } from '@playwright/test';
import {
  features,
  visibleCards,
  visibleMenus,
  type FeatureEntry,
  type RoleName,
  type StandardName,
} from '../../apps/web/src/app/features';
import { t } from './i18n';

const allFeatures = features as readonly FeatureEntry[];

/**
 * Home shows exactly the cards the feature registry lists for the role under the standard:
 * each of them is there, and every other card (other standard, other role, not built yet) is not.
 */
export async function expectHomeCards(page: Page, role: RoleName, standard: StandardName): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('home.title') })).toBeVisible();
  const expected = visibleCards(role, standard);
  for (const feature of expected) {
    await expect(main.getByRole('heading', { level: 2, name: t(feature.labelKey), exact: true })).toBeVisible();
  }
  const shownIds = expected.map((entry) => entry.id);
  for (const feature of allFeatures.filter((entry) => entry.card && !shownIds.includes(entry.id))) {
    await expect(main.getByRole('heading', { level: 2, name: t(feature.labelKey), exact: true })).toHaveCount(0);
  }
  if (expected.length === 0) await expect(main.getByText(t('home.noModulesTitle'))).toBeVisible();
}

/**
 * The navigation bar shows exactly the registry's menus for the role under the standard. Home shows
 * no menus (SPEC §2), so the check opens the first page the registry links to; with no entry under
 * the standard yet, it checks that home carries no feature menu at all.
 */
export async function expectMenus(page: Page, role: RoleName, standard: StandardName): Promise<void> {
  const expected = visibleMenus(role, standard);
  const nav = page.getByRole('navigation', { name: t('shell.mainNavigation') });
  const firstPath = expected[0]?.menu[0]?.path;
  if (!firstPath) {
    await expect(nav).toHaveCount(0);
    return;
  }
  await page.goto(firstPath);
  for (const feature of expected) {
    await expect(nav.getByRole(feature.menu.length === 1 ? 'link' : 'button', { name: t(feature.labelKey), exact: true })).toBeVisible();
  }
  const shownIds = expected.map((entry) => entry.id);
  for (const feature of allFeatures.filter((entry) => entry.menu.length > 0 && !shownIds.includes(entry.id))) {
    await expect(nav.getByText(t(feature.labelKey), { exact: true })).toHaveCount(0);
  }
}

/** Entries the registry shows under one standard only (traders under CSI; depreciation, accounting under IFRS16). */
export function standardOnlyEntries(role: RoleName, standard: StandardName): FeatureEntry[] {
  const other: StandardName = standard === 'CSI' ? 'IFRS16' : 'CSI';
  return allFeatures.filter(
    (entry) => entry.roles.includes(role) && entry.standards.includes(standard) && !entry.standards.includes(other),
  );
}
