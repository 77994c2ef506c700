import { Anchor, Container, Divider, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../../lib/contact';

/** The footer: the product, its contact, the API documentation. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Container size="xl" component="footer" mt="xl" pb="md" w="100%">
      <Divider mb="sm" />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} LeaseDesk · {t('footer.tagline')}
        </Text>
        <Group gap="md">
          <Anchor size="xs" href={`mailto:${CONTACT_EMAIL}`}>
            {t('footer.contact')}
          </Anchor>
          <Anchor size="xs" href="/api/docs" target="_blank" rel="noopener">
            {t('footer.apiDocs')}
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
