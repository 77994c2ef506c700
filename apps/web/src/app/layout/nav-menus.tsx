import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeatureEntry } from '../features';

function isActive(feature: FeatureEntry, pathname: string): boolean {
  return feature.menu.some((link) => pathname === link.path || pathname.startsWith(`${link.path}/`));
}

/** The navigation bar's feature menus (from the registry): a dropdown per feature, a plain link for one item. */
export function NavMenus({ menus }: { menus: FeatureEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t('shell.mainNavigation')}>
      {menus.map((feature) => {
        const active = isActive(feature, pathname);
        const variant = active ? 'light' : 'subtle';
        const [only] = feature.menu;
        if (feature.menu.length === 1 && only) {
          return (
            <Button
              key={feature.id}
              component={Link}
              to={only.path}
              variant={variant}
              aria-current={active ? 'page' : undefined}
              data-feature={feature.id}
            >
              {t(feature.labelKey)}
            </Button>
          );
        }
        return (
          <Menu key={feature.id} position="bottom-start" shadow="md" withinPortal>
            <Menu.Target>
              <Button variant={variant} rightSection={<IconChevronDown size={14} aria-hidden />} data-feature={feature.id}>
                {t(feature.labelKey)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {feature.menu.map((link) => (
                <Menu.Item key={link.path} component={Link} to={link.path}>
                  {t(link.labelKey)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
