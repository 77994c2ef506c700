import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the last business-register lookup of the form's tax id came to. */
export type RegisterOutcome =
  | { kind: 'found'; taxId: string; name: string }
  | { kind: 'notFound'; taxId: string }
  | { kind: 'failed'; taxId: string; message: string };

/** The result of "download from register", under the tax id: the name taken, "not found", or why it failed. */
export function RegisterOutcomeMessage({ outcome }: { outcome: RegisterOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'found') {
    return (
      <Text size="sm" c="teal.8" role="status" mt={-8}>
        <IconCircleCheck size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {t('contractors.registerFound', { name: outcome.name })}
      </Text>
    );
  }
  if (outcome.kind === 'notFound') {
    return (
      <Alert color="yellow" role="status" icon={<IconSearchOff size={18} aria-hidden />} py="xs">
        {t('contractors.registerNotFound')}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      role="alert"
      title={t('contractors.registerFailed')}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      py="xs"
      style={{ whiteSpace: 'pre-line' }}
    >
      {outcome.message}
    </Alert>
  );
}
