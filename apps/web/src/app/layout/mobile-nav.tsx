import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeatureEntry } from '../features';

/** The same menus as a side panel on narrow screens. */
export function MobileNav({ menus }: { menus: FeatureEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea>
      {menus.map((feature) => (
        <NavLink key={feature.id} label={t(feature.labelKey)} defaultOpened childrenOffset={16}>
          {feature.menu.map((link) => (
            <NavLink
              key={link.path}
              component={Link}
              to={link.path}
              label={t(link.labelKey)}
              active={pathname === link.path}
            />
          ))}
        </NavLink>
      ))}
    </ScrollArea>
  );
}
