import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { sessionStore } from '../../../lib/session-store';
import { LoginForm } from '../components/login-form';

/** /login: an administrator goes to home, everybody else picks a client first (SPEC §4). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Paper maw={420} mx="auto" mt="xl" p="xl" withBorder shadow="sm">
      <PageTitle title={t('login.title')} />
      <LoginForm
        onSignedIn={(session) => {
          sessionStore.set(session);
          void navigate(session.role === 'administrator' ? '/' : '/selectClient', { replace: true });
        }}
      />
    </Paper>
  );
}
