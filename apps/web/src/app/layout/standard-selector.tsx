import { NativeSelect } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sessionStore, standardNames, type Session } from '../../lib/session-store';

/**
 * The accounting standard the session shows: the client's standard after sign-in; on home it
 * switches the view between CSI and IFRS16 (SPEC §2), elsewhere it only shows it.
 */
export function StandardSelector({ session, enabled }: { session: Session; enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      rightSection={<IconSelector size={14} aria-hidden />}
      aria-label={t('standard.label')}
      title={enabled ? t('standard.label') : t('standard.onlyOnHome')}
      data={[...standardNames]}
      value={session.accountingStandard}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (value === 'CSI' || value === 'IFRS16') sessionStore.update({ accountingStandard: value });
      }}
      disabled={!enabled}
      w={{ base: 104, sm: 110 }}
      size="sm"
    />
  );
}
