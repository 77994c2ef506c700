import { useEffect } from 'react';
import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { visibleMenus } from '../features';
import { useRouteHandle } from '../route-handle';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MobileNav } from './mobile-nav';
import { StandardBanner } from './standard-banner';

/** The shell around every screen (SPEC §2 "Navigation bar"). */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  useEffect(close, [pathname, close]);

  const menus = session && !handle.bare ? visibleMenus(session.role, session.accountingStandard) : [];
  const showBreadcrumb = Boolean(session && !handle.bare && handle.titleKey);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { desktop: true, mobile: !navOpened || menus.length === 0 } }}
      padding="md"
    >
      {/* the first stop of the keyboard: past the header and its menus, straight to the page */}
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader
          session={session}
          menus={menus}
          onHome={Boolean(handle.home)}
          navOpened={navOpened}
          onToggleNav={toggle}
        />
      </AppShell.Header>
      {menus.length > 0 && navOpened ? (
        <AppShell.Navbar p="sm" hiddenFrom="md" aria-label={t('shell.mainNavigation')}>
          <MobileNav menus={menus} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id="main-content" tabIndex={-1} style={{ display: 'flex', flexDirection: 'column', outline: 'none' }}>
        <Container size="xl" w="100%" style={{ flex: 1 }}>
          {showBreadcrumb && handle.titleKey ? <AppBreadcrumb titleKey={handle.titleKey} /> : null}
          {/* home too: it is bare (no menus), but it is where the view is switched */}
          {session && (handle.home || !handle.bare) ? <StandardBanner session={session} /> : null}
          <Outlet />
        </Container>
        <AppFooter />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
