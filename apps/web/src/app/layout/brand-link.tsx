import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The product logo; leads home. */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('shell.brandHome')}>
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="6" fill="var(--mantine-color-blue-7)" />
          <path d="M9 8h4v13h10v3H9z" fill="#fff" />
        </svg>
        <Text fw={700} size="lg" c="blue.8" visibleFrom="xs">
          LeaseDesk
        </Text>
      </Group>
    </UnstyledButton>
  );
}
