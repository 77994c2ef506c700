import { Box, Burger, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session-store';
import type { FeatureEntry } from '../features';
import { BrandLink } from './brand-link';
import { LanguageMenu } from './language-menu';
import { NavMenus } from './nav-menus';
import { StandardSelector } from './standard-selector';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  session: Session | null;
  menus: FeatureEntry[];
  onHome: boolean;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Logo, feature menus, standard selector, language and user menus. */
export function AppHeader({ session, menus, onHome, navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {menus.length > 0 ? (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="md"
            size="sm"
            aria-label={navOpened ? t('shell.closeNavigation') : t('shell.openNavigation')}
          />
        ) : null}
        <BrandLink />
        {menus.length > 0 ? (
          // The menus need the width of a laptop; below it the burger opens them in a side panel.
          <Box visibleFrom="md">
            <NavMenus menus={menus} />
          </Box>
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {session && session.tenantId !== null ? <StandardSelector session={session} enabled={onHome} /> : null}
        <LanguageMenu />
        {session ? <UserMenu session={session} /> : null}
        {!session && pathname !== '/login' ? (
          <Button component={Link} to="/login" variant="light">
            {t('login.submit')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
