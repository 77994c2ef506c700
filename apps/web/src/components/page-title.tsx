import type { ReactNode } from 'react';
import { Group, Image, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session-store';

interface PageTitleProps {
  title: string;
  /** Buttons shown on the right of the title (add, back, ...). */
  actions?: ReactNode;
}

/** The page heading with the chosen client's logo (SPEC §1: the logo shows on every page). */
export function PageTitle({ title, actions }: PageTitleProps) {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(`${title} · LeaseDesk`);
  const logoAlt = session?.tenantName ? t('common.clientLogoOf', { name: session.tenantName }) : t('common.clientLogo');
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="md">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        {session?.logo ? <Image src={session.logo} alt={logoAlt} h={{ base: 36, sm: 48 }} w="auto" maw={{ base: 96, sm: 160 }} fit="contain" /> : null}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </Group>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
