import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session-store';

/**
 * Says so while the view (the standard selector on home) differs from the client's own standard: the menus
 * and columns follow the view, but every agreement is kept, and every form calculates, under the client's.
 */
export function StandardBanner({ session }: { session: Session }) {
  const { t } = useTranslation();
  const own = session.tenantStandard;
  if (session.tenantId === null || !own || own === session.accountingStandard) return null;
  return (
    <Alert role="status" color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('standard.banner.title', { view: session.accountingStandard })} mb="md" data-testid="standard-banner">
      {t('standard.banner.text', { client: session.tenantName ?? '', standard: own })}
    </Alert>
  );
}
