import { Alert, Anchor, Paper, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session-store';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /passwordReset/{userId}/{token}: the token is the rest of the path (it may contain slashes). */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const userId = Number(params.userId);
  const token = params['*'] ?? '';
  const valid = Number.isInteger(userId) && userId > 0 && token.length > 0;

  return (
    <Paper maw={460} mx="auto" mt="xl" p="xl" withBorder shadow="sm">
      <PageTitle title={t('passwordReset.title')} />
      {valid ? (
        <ResetPasswordForm
          userId={userId}
          token={token}
          onReset={() => {
            notifySuccess(t('common.success'), t('password.changed'));
            // The reset revokes every token of the account: sign in again.
            sessionStore.clear();
            void navigate('/login', { replace: true });
          }}
        />
      ) : (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('passwordReset.invalidLinkTitle')}>
          <Text size="sm" mb="xs">
            {t('passwordReset.invalidLink')}
          </Text>
          <Anchor component={Link} to="/login" size="sm">
            {t('passwordReset.backToLogin')}
          </Anchor>
        </Alert>
      )}
    </Paper>
  );
}
