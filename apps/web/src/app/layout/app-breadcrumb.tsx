import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Main page > current page (hidden on home, login and selectClient). */
export function AppBreadcrumb({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.breadcrumb')}>
      <Breadcrumbs mb="md" separatorMargin={6}>
        <Anchor component={Link} to="/" size="sm">
          {t('home.title')}
        </Anchor>
        <Text size="sm" aria-current="page">
          {t(titleKey)}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
