import { lazy, Suspense, useState } from 'react';
import { Alert, Loader, Paper } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { sessionStore, useSessionExpired, type Session } from '../../../lib/session-store';
import { LoginForm } from '../components/login-form';

// Loaded only when a generated password must be replaced: /login's first load stays within its size aim.
const ForcedPasswordChange = lazy(() => import('../components/forced-password-change').then((module) => ({ default: module.ForcedPasswordChange })));

/**
 * /login: an administrator goes to home, everybody else picks a client first (SPEC §4). When the server
 * refused the session's token mid-work, it says so rather than showing the form as if nothing happened.
 * A generated password is replaced here first: the session is kept only once it is, since its token opens nothing else.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const expired = useSessionExpired();
  const [mustChange, setMustChange] = useState<{ session: Session; currentPassword: string } | null>(null);
  const enter = (session: Session) => {
    sessionStore.set(session);
    void navigate(session.role === 'administrator' ? '/' : '/selectClient', { replace: true });
  };
  return (
    <Paper maw={420} mx="auto" mt="xl" p="xl" withBorder shadow="sm">
      <PageTitle title={t('login.title')} />
      {mustChange ? (
        <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
          <ForcedPasswordChange
            token={mustChange.session.token}
            currentPassword={mustChange.currentPassword}
            onChanged={(token) => enter({ ...mustChange.session, token })}
          />
        </Suspense>
      ) : (
        <>
          {expired ? (
            <Alert color="yellow" role="status" icon={<IconClockExclamation aria-hidden />} mb="md">
              {t('login.sessionExpired')}
            </Alert>
          ) : null}
          <LoginForm
            onSignedIn={(session, password) => {
              if (password.mustChangePassword) setMustChange({ session, currentPassword: password.currentPassword });
              else enter(session);
            }}
          />
        </>
      )}
    </Paper>
  );
}
