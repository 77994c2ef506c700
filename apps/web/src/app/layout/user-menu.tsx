import { lazy, Suspense, useState } from 'react';
import { Box, Button, Menu } from '@mantine/core';
import { IconBuildingSkyscraper, IconChevronDown, IconHistory, IconKey, IconLogout, IconMail, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadChangePasswordDialog } from '../../features/auth';
import { CONTACT_EMAIL } from '../../lib/contact';
import { sessionStore, type Session } from '../../lib/session-store';
import { useLogout } from '../use-logout';

// Fetched on the first "Change password": the form and its rules are no part of the first page.
const ChangePasswordDialog = lazy(() => loadChangePasswordDialog().then((ChangePassword) => ({ default: ChangePassword })));

function freshToken(answer: unknown): string | null {
  if (typeof answer === 'object' && answer !== null && 'token' in answer && typeof answer.token === 'string') {
    return answer.token;
  }
  return null;
}

/** The user's name; change client, audit trail, change password, contact, log out. */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  // mounted at the first opening and kept, so the dialog closes with its transition like any other
  const [dialogMounted, setDialogMounted] = useState(false);
  const name = session.name || t('userMenu.account');
  const openPasswordDialog = () => {
    setDialogMounted(true);
    setChangingPassword(true);
  };
  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconUserCircle size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={t('userMenu.label', { name })}
            px={{ base: 6, sm: 'sm' }}
          >
            {/* on a phone the icon alone: the name would push the menu out of the window */}
            <Box component="span" visibleFrom="sm" maw={180} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {name}
            </Box>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{session.tenantName ?? t(`roles.${session.role}`)}</Menu.Label>
          {session.role === 'user' ? (
            <Menu.Item component={Link} to="/selectClient" leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}>
              {t('userMenu.changeClient')}
            </Menu.Item>
          ) : null}
          <Menu.Item component={Link} to="/audit" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('userMenu.audit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={openPasswordDialog}>
            {t('userMenu.changePassword')}
          </Menu.Item>
          <Menu.Item component="a" href={`mailto:${CONTACT_EMAIL}`} leftSection={<IconMail size={16} aria-hidden />}>
            {t('userMenu.contact')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => logout()}>
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            opened={changingPassword}
            onClose={() => setChangingPassword(false)}
            onChanged={(answer) => {
              const token = freshToken(answer);
              // A password change revokes the account's tokens: keep working with a fresh one, or sign in again.
              if (token) sessionStore.update({ token });
              else logout({ revoke: false });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
