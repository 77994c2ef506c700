import { Alert, Paper } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { sessionStore, useSessionExpired } from '../../../lib/session-store';
import { LoginForm } from '../components/login-form';

/**
 * /login: an administrator goes to home, everybody else picks a client first (SPEC §4). When the server
 * refused the session's token mid-work, it says so rather than showing the form as if nothing happened.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const expired = useSessionExpired();
  return (
    <Paper maw={420} mx="auto" mt="xl" p="xl" withBorder shadow="sm">
      <PageTitle title={t('login.title')} />
      {expired ? (
        <Alert color="yellow" role="status" icon={<IconClockExclamation aria-hidden />} mb="md">
          {t('login.sessionExpired')}
        </Alert>
      ) : null}
      <LoginForm
        onSignedIn={(session) => {
          sessionStore.set(session);
          void navigate(session.role === 'administrator' ? '/' : '/selectClient', { replace: true });
        }}
      />
    </Paper>
  );
}
