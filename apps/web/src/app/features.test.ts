import { describe, expect, it } from 'vitest';
import { featureRoutes } from './feature-routes';
import { featurePaths, features, unbuiltPaths, visibleCards, visibleMenus, type FeatureEntry, type FeatureId } from './features';

const all = features as readonly FeatureEntry[];

function routedPaths(id: string): string[] {
  return (featureRoutes[id as FeatureId] ?? []).map((route) => `/${route.path}`);
}

describe('feature registry', () => {
  it('links enabled features only to routed paths, and routes no disabled feature (no dead links, no placeholders)', () => {
    for (const feature of all) {
      if (feature.enabled) {
        for (const path of featurePaths(feature)) expect(routedPaths(feature.id), `${feature.id} ${path}`).toContain(path);
      } else {
        expect(routedPaths(feature.id), feature.id).toEqual([]);
      }
    }
  });

  it('routes no item marked not built, and shows it in no menu or card', () => {
    const byId = Object.fromEntries(all.map((feature) => [feature.id, feature]));
    expect(byId.agreements && unbuiltPaths(byId.agreements)).toEqual([]);
    expect(byId.settlements && unbuiltPaths(byId.settlements)).toEqual([]);
    const routed = Object.values(featureRoutes).flatMap((routes) => (routes ?? []).map((route) => `/${route.path}`));
    for (const feature of all) {
      for (const path of unbuiltPaths(feature)) expect(routed, `${feature.id} ${path}`).not.toContain(path);
    }
    for (const standard of ['CSI', 'IFRS16'] as const) {
      for (const feature of [...visibleCards('user', standard), ...visibleMenus('user', standard)]) {
        const shown = [...feature.menu, ...(feature.card?.links ?? [])].map((link) => link.path);
        for (const path of unbuiltPaths(all.find((entry) => entry.id === feature.id) as FeatureEntry)) {
          expect(shown, `${feature.id} ${path}`).not.toContain(path);
        }
        expect(shown.length, feature.id).toBeGreaterThan(0);
      }
    }
  });

  it('has unique ids', () => {
    expect(new Set(all.map((feature) => feature.id)).size).toBe(all.length);
  });

  it('shows traders only under CSI, depreciation and accounting only under IFRS16 (SPEC §1)', () => {
    const byId = Object.fromEntries(all.map((feature) => [feature.id, feature]));
    expect(byId.traders?.standards).toEqual(['CSI']);
    expect(byId.depreciation?.standards).toEqual(['IFRS16']);
    expect(byId.accounting?.standards).toEqual(['IFRS16']);
    for (const id of ['contractors', 'agreements', 'settlements']) expect(byId[id]?.standards).toEqual(['CSI', 'IFRS16']);
  });

  it("gives the administrator only the users card (SPEC §2), with the tenants' pages under the users menu", () => {
    for (const standard of ['CSI', 'IFRS16'] as const) {
      const cards = visibleCards('administrator', standard);
      expect(cards.map((feature) => feature.id)).toEqual(['users']);
      expect(cards[0]?.card?.links.map((link) => link.path)).toEqual(['/user', '/users']);
      const menus = visibleMenus('administrator', standard);
      expect(menus.map((feature) => feature.id)).toEqual(['users']);
      expect(menus[0]?.menu.map((link) => link.path)).toEqual(['/user', '/users', '/tenant', '/tenants', '/outbox']);
    }
  });

  it('hides the entries of features not built yet from the user', () => {
    const unbuilt = all.filter((feature) => !feature.enabled).map((feature) => feature.id);
    for (const standard of ['CSI', 'IFRS16'] as const) {
      const shown = [...visibleCards('user', standard), ...visibleMenus('user', standard)].map((feature) => feature.id);
      for (const id of unbuilt) expect(shown).not.toContain(id);
    }
  });

  it('shows a standard-only entry exactly when it is enabled and the standard matches', () => {
    const enabledCopy = all.map((feature) => ({ ...feature, enabled: true }));
    const visible = (standard: 'CSI' | 'IFRS16') =>
      enabledCopy.filter((feature) => feature.roles.includes('user') && feature.standards.includes(standard)).map((f) => f.id);
    expect(visible('CSI')).toContain('traders');
    expect(visible('CSI')).not.toContain('depreciation');
    expect(visible('IFRS16')).toContain('accounting');
    expect(visible('IFRS16')).not.toContain('traders');
  });
});
