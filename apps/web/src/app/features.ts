/**
 * The feature registry: the one place that decides which menus and home cards exist, for which
 * role and under which accounting standard (SPEC §2, §6). The navigation bar, the home page and
 * the router all read it; nothing else lists menu entries.
 *
 * A feature whose screens are not built yet stays `enabled: false`: no menu, no card, no route.
 * The issue that builds it adds its routes to `feature-routes.tsx` and flips `enabled` to true
 * (a unit test checks that enabled entries link only to routed paths and disabled ones have none).
 * A single item of an enabled feature that is not built yet carries `enabled: false` itself: it shows
 * in no menu or card and has no route, while its feature's other items do.
 *
 * This module is plain data (no React), so the Playwright journeys import it too.
 */

export type StandardName = 'CSI' | 'IFRS16';
export type RoleName = 'administrator' | 'user';

export const ALL_STANDARDS: readonly StandardName[] = ['CSI', 'IFRS16'];

export interface FeatureLink {
  /** i18n key of the link text. */
  labelKey: string;
  path: string;
  /**
   * false: this item of an enabled feature is not built yet (no menu item, no card link, no route).
   * Left out: the item follows its feature.
   */
  enabled?: boolean;
}

export interface FeatureEntry {
  id: string;
  /** i18n key of the menu button and of the card title. */
  labelKey: string;
  roles: readonly RoleName[];
  standards: readonly StandardName[];
  enabled: boolean;
  /** Items of the navigation-bar menu. */
  menu: readonly FeatureLink[];
  /** The home-page card, or null when the feature has none. */
  card: { descriptionKey: string; links: readonly FeatureLink[] } | null;
}

export const features = [
  {
    id: 'contractors',
    labelKey: 'features.contractors.title',
    roles: ['user'],
    standards: ALL_STANDARDS,
    enabled: true,
    menu: [
      { labelKey: 'features.contractors.new', path: '/contractor' },
      { labelKey: 'features.contractors.edit', path: '/contractors' },
    ],
    card: {
      descriptionKey: 'features.contractors.description',
      links: [
        { labelKey: 'features.contractors.new', path: '/contractor' },
        { labelKey: 'features.contractors.edit', path: '/contractors' },
      ],
    },
  },
  {
    id: 'agreements',
    labelKey: 'features.agreements.title',
    roles: ['user'],
    standards: ALL_STANDARDS,
    enabled: true,
    menu: [
      { labelKey: 'features.agreements.new', path: '/leaseAgreement' },
      { labelKey: 'features.agreements.edit', path: '/leaseAgreements' },
      { labelKey: 'features.agreements.import', path: '/import' },
      { labelKey: 'features.agreements.report', path: '/report' },
    ],
    card: {
      descriptionKey: 'features.agreements.description',
      links: [
        { labelKey: 'features.agreements.new', path: '/leaseAgreement' },
        { labelKey: 'features.agreements.edit', path: '/leaseAgreements' },
        { labelKey: 'features.agreements.report', path: '/report' },
      ],
    },
  },
  {
    id: 'settlements',
    labelKey: 'features.settlements.title',
    roles: ['user'],
    standards: ALL_STANDARDS,
    enabled: true,
    menu: [
      { labelKey: 'features.settlements.agreementSettlements', path: '/settlements' },
      { labelKey: 'features.settlements.report', path: '/settlementsReport' },
      { labelKey: 'features.settlements.invoiceMerge', path: '/invoiceMerge' },
    ],
    card: {
      descriptionKey: 'features.settlements.description',
      links: [
        { labelKey: 'features.settlements.agreementSettlements', path: '/settlements' },
        { labelKey: 'features.settlements.report', path: '/settlementsReport' },
        { labelKey: 'features.settlements.invoiceMerge', path: '/invoiceMerge' },
      ],
    },
  },
  {
    id: 'traders',
    labelKey: 'features.traders.title',
    roles: ['user'],
    standards: ['CSI'],
    enabled: true,
    menu: [
      { labelKey: 'features.traders.add', path: '/trader' },
      { labelKey: 'features.traders.edit', path: '/traders' },
    ],
    card: {
      descriptionKey: 'features.traders.description',
      links: [
        { labelKey: 'features.traders.add', path: '/trader' },
        { labelKey: 'features.traders.edit', path: '/traders' },
      ],
    },
  },
  {
    id: 'depreciation',
    labelKey: 'features.depreciation.title',
    roles: ['user'],
    standards: ['IFRS16'],
    enabled: true,
    menu: [{ labelKey: 'features.depreciation.open', path: '/depreciation' }],
    card: {
      descriptionKey: 'features.depreciation.description',
      links: [{ labelKey: 'features.depreciation.open', path: '/depreciation' }],
    },
  },
  {
    id: 'accounting',
    labelKey: 'features.accounting.title',
    roles: ['user'],
    standards: ['IFRS16'],
    enabled: true,
    menu: [
      { labelKey: 'features.accounting.open', path: '/accounting' },
      { labelKey: 'features.accounting.sensitivity', path: '/sensitivity' },
    ],
    card: {
      descriptionKey: 'features.accounting.description',
      links: [
        { labelKey: 'features.accounting.open', path: '/accounting' },
        { labelKey: 'features.accounting.sensitivity', path: '/sensitivity' },
      ],
    },
  },
  {
    // Reached from the user menu, for users (their client's trail) and administrators (administration's)
    id: 'audit',
    labelKey: 'audit.title',
    roles: ['user', 'administrator'],
    standards: ALL_STANDARDS,
    enabled: true,
    menu: [],
    card: null,
  },
  {
    id: 'users',
    labelKey: 'features.users.title',
    roles: ['administrator'],
    standards: ALL_STANDARDS,
    enabled: true,
    // SPEC §2: the administrator's home shows only a users card; tenants (clients) are reached from the users menu
    menu: [
      { labelKey: 'features.users.add', path: '/user' },
      { labelKey: 'features.users.list', path: '/users' },
      { labelKey: 'features.tenants.add', path: '/tenant' },
      { labelKey: 'features.tenants.list', path: '/tenants' },
      // Mails the demo kept instead of sending (no SMTP_URL)
      { labelKey: 'features.outbox.list', path: '/outbox' },
    ],
    card: {
      descriptionKey: 'features.users.description',
      links: [
        { labelKey: 'features.users.add', path: '/user' },
        { labelKey: 'features.users.list', path: '/users' },
      ],
    },
  },
] as const satisfies readonly FeatureEntry[];

export type FeatureId = (typeof features)[number]['id'];

/** Whether a link of an enabled feature is built (items are built unless marked `enabled: false`). */
export function linkEnabled(link: FeatureLink): boolean {
  return link.enabled !== false;
}

/** The entry as users see it: only its built menu items and card links. */
function withEnabledLinks(feature: FeatureEntry): FeatureEntry {
  return {
    ...feature,
    menu: feature.menu.filter(linkEnabled),
    card: feature.card ? { ...feature.card, links: feature.card.links.filter(linkEnabled) } : null,
  };
}

/** Features the role sees under the standard: enabled, for the role, for the standard; with their built items only. */
export function visibleFeatures(role: RoleName, standard: StandardName): FeatureEntry[] {
  return (features as readonly FeatureEntry[])
    .filter((feature) => feature.enabled && feature.roles.includes(role) && feature.standards.includes(standard))
    .map(withEnabledLinks)
    .filter((feature) => feature.menu.length > 0 || (feature.card?.links.length ?? 0) > 0);
}

/** Menus of the navigation bar, in registry order. */
export function visibleMenus(role: RoleName, standard: StandardName): FeatureEntry[] {
  return visibleFeatures(role, standard).filter((feature) => feature.menu.length > 0);
}

/** Home-page cards, in registry order. */
export function visibleCards(role: RoleName, standard: StandardName): FeatureEntry[] {
  return visibleFeatures(role, standard).filter((feature) => feature.card !== null && feature.card.links.length > 0);
}

/** Every built path a feature links to (menu and card). */
export function featurePaths(feature: FeatureEntry): string[] {
  return [...new Set([...feature.menu, ...(feature.card?.links ?? [])].filter(linkEnabled).map((link) => link.path))];
}

/** The paths of a feature's items that are not built yet (`enabled: false`): nothing may route them. */
export function unbuiltPaths(feature: FeatureEntry): string[] {
  return [...new Set([...feature.menu, ...(feature.card?.links ?? [])].filter((link) => !linkEnabled(link)).map((link) => link.path))];
}
